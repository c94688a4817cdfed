// Literal statements (values written in, several in one round trip) and BEGIN and SAVEPOINT sent
// with the statement after them, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { literalStatement, literalWithNext, preparedStatement, rowsOfEach, StatementTemplate } from './literal';
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
  it('writes ids, numbers, booleans and times in, and any other text in hex, and answers what the parameters would', async () => {
    const text = `it's "quoted" \\ back; -- not a comment ${'\u00e9\u4e2d'}`;
    const at = new Date('2026-01-02T03:04:05.678Z');
    const query = (note: string) =>
      sql`select ${ID}::uuid as id, ${42}::int as n, ${true}::boolean as ok, ${at.toISOString()}::timestamptz as at, ${note}::text as note, ${null}::int as nothing`;
    const [literal] = rowsOf(await database.db.execute(literalStatement(query(text))));
    const [bound] = rowsOf(await database.db.execute(query(text)));
    expect(literal).toEqual(bound);
    expect(literal.note).toBe(text);
  });

  it('subtracts a negative number written right after a minus sign', async () => {
    const [row] = rowsOf(await database.db.execute(literalStatement(sql.raw('select 1 -').append(sql`${-5}::int as n, ${-7n}::bigint::text as m`))));
    expect(row).toEqual({ n: 6, m: '-7' });
  });

  it('writes nothing that could end its quotes: a text with quotes goes in hex, and other values are refused', () => {
    const text = new PgDialect().sqlToQuery(literalStatement(sql`select ${"x'; drop table literal_probe; --"}::text`)).sql;
    expect(text).not.toContain("'x");
    expect(text).toContain(Buffer.from("x'; drop table literal_probe; --").toString('hex'));
    expect(() => literalStatement(sql`select ${Number.NaN}`)).toThrow();
    // A negative number right after a minus sign of the text does not become a comment.
    expect(new PgDialect().sqlToQuery(literalStatement(sql.raw('select 1 -').append(sql`${-5}`))).sql).toMatch(/select 1 -\(-5\)$/);
    expect(() => literalStatement(sql`select ${{ a: 1 }}`)).toThrow();
  });

  it('runs several in one transaction, in order, one result each, each seeing what the one before wrote', async () => {
    const [inserted, read] = await withTransaction(database.db, async (tx) =>
      rowsOfEach<[{ id: string }, { n: number }]>(
        await tx.execute(
          literalStatement(
            sql`insert into literal_probe values (${ID}::uuid, 'one') returning id`,
            sql`select count(*)::int as n from literal_probe where id = ${ID}::uuid`,
          ),
        ),
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

  it('sends a statement marked to go with the next one: done at the commit, and its failure rolls the transaction back', async () => {
    const id = '00000000-0000-4000-8000-00000000000c';
    await withTransaction(database.db, async (tx) => {
      await tx.execute(literalWithNext(sql`insert into literal_probe values (${id}::uuid, ${'with the commit'})`));
    });
    expect(rowsOf(await database.db.execute(sql`select note from literal_probe where id = ${id}::uuid`))).toEqual([{ note: 'with the commit' }]);
    // The same key again: the insert fails, so does the transaction, and nothing before it stays.
    const other = '00000000-0000-4000-8000-00000000000d';
    await expect(
      withTransaction(database.db, async (tx) => {
        await tx.execute(literalStatement(sql`insert into literal_probe values (${other}::uuid, 'before')`));
        await tx.execute(literalWithNext(sql`insert into literal_probe values (${id}::uuid, 'twice')`));
      }),
    ).rejects.toThrow();
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from literal_probe where id = ${other}::uuid`))).toEqual([{ n: 0 }]);
  });

  it('prepares a statement run by name once per connection, and answers what the literal statement answers, many times and side by side', async () => {
    const read = (id: string, note: string) => sql`select count(*)::int as n, ${note}::text as note from literal_probe where id = ${id}::uuid`;
    const expected = rowsOfEach<[unknown, unknown]>(
      await withTransaction(database.db, async (tx) => tx.execute(literalStatement(read(ID, "it's"), read(ID, 'plain')))),
    );
    const runs = await Promise.all(
      Array.from({ length: 12 }, () =>
        withTransaction(database.db, async (tx) => rowsOfEach<[unknown, unknown]>(await tx.execute(preparedStatement(read(ID, "it's"), read(ID, 'plain'))))),
      ),
    );
    for (const run of runs) expect(run).toEqual(expected);
  });

  it('runs a template by name outside a transaction too: each connection of the pool prepares it first', async () => {
    const template = new StatementTemplate(sql`select ${sql.placeholder('note')}::text as note, ${sql.placeholder('n')}::int + 1 as next, 'outside' as kind`);
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, n) => database.db.execute(preparedStatement(template.with({ note: `it's ${n}`, n }))).then(rowsOf)),
    );
    expect(runs).toEqual(Array.from({ length: 12 }, (_, n) => [{ note: `it's ${n}`, next: n + 1, kind: 'outside' }]));
  });
});
