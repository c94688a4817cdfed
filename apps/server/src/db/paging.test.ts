import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { users } from './schema';
import { isPanelFirstPage, PANEL_PAGE_SIZE, pageBounds, pageValues, totalOf } from './paging';

// Builds SQL only: no connection is opened.
const db = drizzle.mock();

describe('pageBounds', () => {
  it("writes the panel's first page into the SQL, so PostgreSQL can keep one plan for it", () => {
    const first = pageBounds(true);
    const built = db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} = ${sql.placeholder('id')}`)
      .limit(first.limit)
      .offset(first.offset)
      .toSQL();
    expect(built.sql).toMatch(new RegExp(`limit ${PANEL_PAGE_SIZE}$`));
    expect(built.sql).not.toContain('offset');
    expect(built.params).toHaveLength(1);
  });

  it('binds any other page', () => {
    const other = pageBounds(false);
    const built = db.select({ id: users.id }).from(users).limit(other.limit).offset(other.offset).toSQL();
    expect(built.sql).toMatch(/limit \$1 offset \$2$/);
    expect(pageValues({ pageNum: 3, pageSize: 10 })).toEqual({ limit: 10, offset: 20 });
  });

  it('tells the first page of the panel from the others', () => {
    expect(isPanelFirstPage({ pageNum: 1, pageSize: PANEL_PAGE_SIZE })).toBe(true);
    expect(isPanelFirstPage({ pageNum: 2, pageSize: PANEL_PAGE_SIZE })).toBe(false);
    expect(isPanelFirstPage({ pageNum: 1, pageSize: 5 })).toBe(false);
  });
});

describe('totalOf', () => {
  it("reads the total from a page's first row, and counts only for an empty page past the first", async () => {
    let counted = 0;
    const count = async () => {
      counted += 1;
      return 42;
    };
    expect(await totalOf([{ total: 7 }, { total: 7 }], { pageNum: 2, pageSize: 2 }, count)).toBe(7);
    expect(await totalOf([], { pageNum: 1, pageSize: 20 }, count)).toBe(0);
    expect(counted).toBe(0);
    expect(await totalOf([], { pageNum: 9, pageSize: 20 }, count)).toBe(42);
    expect(counted).toBe(1);
  });
});
