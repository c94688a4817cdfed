// Literal statements (values written in, several in one round trip) and BEGIN and SAVEPOINT sent
// with the statement after them, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { hexText, literalStatement, rowsOfEach } from './literal';
import { withTransaction } from './transaction';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table literal_probe (id uuid primary key, note text not null)`);
});
afterAll(() => database?.close());

const ID = '00000000-0000-4000-8000-00000000000a';
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('literal statements', () => {
  it('writes ids, numbers, booleans and times in, and a free text in hex, and answers what the parameters would', async () => {
    const text = `it's "quoted" \\ back; -- not a comment ${'\u00e9\u4e2d'}`;
    const at = new Date('2026-01-02T03:04:05.678Z');
    const query = (note: ReturnType<typeof sql>) =>
      sql`select ${ID}::uuid as id, ${42}::int as n, ${true}::boolean as ok, ${at.toISOString()}::timestamptz as at, ${note}::text as note, ${null}::int as nothing`;
    const [literal] = rowsOf(await database.db.execute(literalStatement(query(hexText(text)))));
    const [bound] = rowsOf(await database.db.execute(query(sql`${text}`)));
    expect(literal).toEqual(bound);
    expect(literal.note).toBe(text);
  });

  it('refuses a value that would need quoting', () => {
    expect(() => literalStatement(sql`select ${"x'; drop table literal_probe; --"}`)).toThrow(/plain word/);
    expect(() => literalStatement(sql`select ${'a b'}`)).toThrow(/plain word/);
    expect(() => literalStatement(sql`select ${Number.NaN}`)).toThrow();
  });

  it('runs several in one transaction, in order, one result each, each seeing what the one before wrote', async () => {
    const [inserted, read] = await withTransaction(database.db, async (tx) =>
      rowsOfEach<[{ id: string }, { n: number }]>(
        await tx.execute(literalStatement(sql`insert into literal_probe values (${ID}::uuid, 'one') returning id`, sql`select count(*)::int as n from literal_probe where id = ${ID}::uuid`)),
      ),
    );
    expect(inserted).toEqual([{ id: ID }]);
    expect(read).toEqual([{ n: 1 }]);
  });

  it('sends a transaction whose first statement fails as nothing done, and rolls a savepoint back as before', async () => {
    const other = '00000000-0000-4000-8000-00000000000b';
    await expect(
      withTransaction(database.db, async (tx) => {
        await tx.execute(literalStatement(sql`select 1/0`));
      }),
    ).rejects.toThrow();
    const kept = await withTransaction(database.db, async (tx) => {
      await tx.execute(literalStatement(sql`insert into literal_probe values (${other}::uuid, 'kept')`));
      await withTransaction(tx, async (inner) => {
        await inner.execute(literalStatement(sql`update literal_probe set note = 'changed' where id = ${other}::uuid`));
        await inner.execute(sql`select ${1}::int`);
      });
      await expect(
        withTransaction(tx, async (inner) => {
          await inner.execute(literalStatement(sql`update literal_probe set note = 'rolled back' where id = ${other}::uuid`, sql`select 1/0`));
        }),
      ).rejects.toThrow();
      return rowsOf(await tx.execute(sql`select note from literal_probe where id = ${other}::uuid`));
    });
    expect(kept).toEqual([{ note: 'changed' }]);
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from literal_probe`))).toEqual([{ n: 2 }]);
  });
});
