import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database';
import type { Database, Db } from './client';
import { users } from './schema';
import { isCacheable, StatementLru } from './statement-cache';
import { sqlStateOf, withTransaction } from './transaction';

let database: Database;
let small: Database;
let none: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table cache_probe (id int primary key, at timestamptz, price numeric(12, 2), big bigint, ok boolean, doc jsonb, tags text[], owner uuid)`,
  );
  await database.db.execute(sql`insert into cache_probe values
    (1, '2025-02-22 10:00:00+00', 12.50, 9007199254740993, true, '{"a": [1, 2]}', '{x,"y z"}', '00000000-0000-4000-8000-000000000001'),
    (2, null, null, null, null, null, null, null)`);
  // A second database with room for two statements per connection.
  small = await openTestDatabase({ statementCache: 2 });
  // And one that keeps none (behind a connection pooler that cannot keep them).
  none = await openTestDatabase({ statementCache: 0 });
});
afterAll(async () => {
  await database?.close();
  await small?.close();
  await none?.close();
});

const rowsOf = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The prepared statements of this process on the connection running `db` (a transaction keeps one connection). */
const ourStatements = async (db: Db) =>
  (await rowsOf(db, sql`/* not named */ select statement from pg_prepared_statements where name like 'panel_s%' order by prepare_time`)).map((row) =>
    String(row.statement),
  );
/** Every prepared statement on the connection running `db`, by name. */
const allStatementNames = async (db: Db) => (await rowsOf(db, sql`/* not named */ select name from pg_prepared_statements`)).map((row) => String(row.name));

describe('named statements', () => {
  it('names data statements only', () => {
    expect(isCacheable('select 1')).toBe(true);
    expect(isCacheable('  WITH x as (select 1) select * from x')).toBe(true);
    expect(isCacheable('insert into t values ($1)')).toBe(true);
    expect(isCacheable('update t set a = 1')).toBe(true);
    expect(isCacheable('delete from t')).toBe(true);
    expect(isCacheable('begin')).toBe(false);
    expect(isCacheable('savepoint sp1')).toBe(false);
    expect(isCacheable('set local statement_timeout = 5')).toBe(false);
    expect(isCacheable('/* comment */ select 1')).toBe(false);
  });

  it('answers exactly what an unnamed statement answers, every type and null included, on the first run and the next ones', async () => {
    const probe = (prefix: string, id: number) =>
      rowsOf(
        database.db,
        sql.join([sql.raw(prefix), sql`select id, at, price, big, ok, doc, tags, owner from cache_probe where id = ${id} and (${null}::int is null)`], sql` `),
      );
    for (const id of [1, 2]) {
      const unnamed = await probe('/* unnamed */', id);
      expect(unnamed).toHaveLength(1);
      expect(await probe('', id)).toEqual(unnamed);
      expect(await probe('', id)).toEqual(unnamed);
    }
  });

  it('prepares a text once per connection and binds it afterwards', async () => {
    await withTransaction(database.db, async (tx) => {
      const before = await ourStatements(tx);
      for (let i = 0; i < 3; i++) await rowsOf(tx, sql`select id from cache_probe where id = ${i} and 'once' = 'once'`);
      const added = (await ourStatements(tx)).filter((text) => !before.includes(text));
      expect(added.filter((text) => text.includes(`'once' = 'once'`))).toHaveLength(1);
    });
  });

  it('keeps the most recently used statements and closes the others', async () => {
    await withTransaction(small.db, async (tx) => {
      for (const n of [1, 2, 3, 1]) await rowsOf(tx, sql`select ${n}::int as n, 'lru' as tag`.append(sql.raw(` -- ${n}`)));
      const kept = (await ourStatements(tx)).filter((text) => text.includes(`'lru'`));
      // Room for two: 1 was pushed out by 3, prepared again, and pushed 2 out.
      expect(kept.length).toBeLessThanOrEqual(2);
      expect(kept.some((text) => text.endsWith('-- 3'))).toBe(true);
      expect(kept.some((text) => text.endsWith('-- 1'))).toBe(true);
      expect(kept.some((text) => text.endsWith('-- 2'))).toBe(false);
    });
  });

  it('keeps no statement at all with a cache of 0, not even the ones prepared by name in the code', async () => {
    await withTransaction(none.db, async (tx) => {
      const probe = tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('probe_named');
      for (let i = 0; i < 3; i++) await probe.execute({ id: '00000000-0000-4000-8000-000000000001' });
      await rowsOf(tx, sql`select id from users where id = ${'00000000-0000-4000-8000-000000000001'}`);
      expect(await allStatementNames(tx)).toEqual([]);
    });
    // With a cache, the name given in the code is the statement's.
    await withTransaction(database.db, async (tx) => {
      const probe = tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('probe_named');
      await probe.execute({ id: '00000000-0000-4000-8000-000000000001' });
      if (database.kind === 'postgres') expect(await allStatementNames(tx)).toContain('probe_named');
    });
  });

  it('reports a failing statement with its SQLSTATE and leaves the connection usable, in a transaction too', async () => {
    const byOwner = (owner: string) => rowsOf(database.db, sql`select id from cache_probe where owner = ${owner}`);
    expect(await byOwner('00000000-0000-4000-8000-000000000001')).toEqual([{ id: 1 }]);
    const failure = await byOwner('not-a-uuid').catch((error: unknown) => error);
    expect(sqlStateOf(failure)).toBe('22P02');
    expect(await byOwner('00000000-0000-4000-8000-000000000001')).toEqual([{ id: 1 }]);

    await expect(
      withTransaction(database.db, async (tx) => {
        await tx.execute(sql`insert into cache_probe (id) values (10)`);
        await tx.execute(sql`select id from cache_probe where owner = ${'not-a-uuid'}`);
      }),
    ).rejects.toSatisfy((error) => sqlStateOf(error) === '22P02');
    expect(await rowsOf(database.db, sql`select id from cache_probe where id = ${10}`)).toEqual([]);
  });

  it('prepares a statement again once a schema change made its plan stale', async () => {
    await database.db.execute(sql`create table stale_probe (id int)`);
    await database.db.execute(sql`insert into stale_probe values (1)`);
    const all = () => rowsOf(database.db, sql`select * from stale_probe where id = ${1}`);
    expect(await all()).toEqual([{ id: 1 }]);
    await database.db.execute(sql`alter table stale_probe add column note text`);
    // The connection that held the old plan refuses once (serial calls take the same pooled connection); the statement is then prepared again.
    const failures: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await all().catch((error: unknown) => void failures.push(error));
      if (answer) expect(answer).toEqual([{ id: 1, note: null }]);
    }
    expect(failures.length).toBeLessThanOrEqual(1);
    for (const failure of failures) expect(sqlStateOf(failure)).toBe('0A000');
  });
});

describe('StatementLru', () => {
  it('evicts the least recently used entry beyond its size', () => {
    const lru = new StatementLru<{ name: string }>(2);
    expect(lru.add('a', { name: 'A' })).toEqual([]);
    expect(lru.add('b', { name: 'B' })).toEqual([]);
    expect(lru.get('a')).toEqual({ name: 'A' });
    expect(lru.add('c', { name: 'C' })).toEqual([{ name: 'B' }]);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.size).toBe(2);
    expect(lru.delete('a')).toEqual({ name: 'A' });
    expect(lru.size).toBe(1);
  });
});
