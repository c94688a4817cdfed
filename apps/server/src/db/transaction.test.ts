import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { lockCard } from '../modules/cards/cards.service';
import { sqlStateOf, withTransaction } from './transaction';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table tx_probe (id int primary key, note text)`);
});
afterAll(() => t.close());

/** Rows of a raw query (the shared handle types them loosely). */
const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;

const serializationFailure = () => Object.assign(new Error('could not serialize access'), { code: '40001' });

describe('withTransaction', () => {
  it('is the only way to get a handle that row-locking functions accept', async () => {
    // @ts-expect-error: the plain database handle is not a transaction.
    const outside = () => lockCard(t.db, '00000000-0000-4000-8000-000000000000');
    expect(outside).toBeTypeOf('function');
    await expect(withTransaction(t.db, (tx) => lockCard(tx, '00000000-0000-4000-8000-000000000000'))).resolves.toBeUndefined();
  });

  it('rolls everything back when the work fails', async () => {
    await expect(
      withTransaction(t.db, async (tx) => {
        await tx.execute(sql`insert into tx_probe values (1, 'half')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await rows(sql`select count(*)::int as n from tx_probe`)).toEqual([{ n: 0 }]);
  });

  it('runs again after a serialization failure or a deadlock, a bounded number of times', async () => {
    let runs = 0;
    const value = await withTransaction(t.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into tx_probe values (${100 + runs}, 'try')`);
      if (runs < 3) throw runs === 1 ? serializationFailure() : Object.assign(new Error('deadlock'), { cause: { code: '40P01' } });
      return 'done';
    });
    expect(value).toBe('done');
    expect(runs).toBe(3);
    // Only the last run's write is kept.
    expect(await rows(sql`select id from tx_probe where note = 'try'`)).toEqual([{ id: 103 }]);

    let attempts = 0;
    await expect(
      withTransaction(
        t.db,
        async () => {
          attempts += 1;
          throw serializationFailure();
        },
        { retries: 2 },
      ),
    ).rejects.toThrow('could not serialize');
    expect(attempts).toBe(3);
  });

  it('does not retry other failures, and nests as a savepoint without retrying', async () => {
    let runs = 0;
    await expect(
      withTransaction(t.db, async () => {
        runs += 1;
        throw Object.assign(new Error('unique'), { code: '23505' });
      }),
    ).rejects.toThrow('unique');
    expect(runs).toBe(1);

    let inner = 0;
    await withTransaction(t.db, async (tx) => {
      await tx.execute(sql`insert into tx_probe values (200, 'outer')`);
      await withTransaction(tx, async (sp) => {
        inner += 1;
        await sp.execute(sql`insert into tx_probe values (201, 'inner')`);
        throw serializationFailure();
      }).catch(() => undefined);
    });
    expect(inner).toBe(1);
    expect(await rows(sql`select id from tx_probe where id >= 200 order by id`)).toEqual([{ id: 200 }]);
  });

  it('reads the SQLSTATE through wrappers', () => {
    expect(sqlStateOf({ cause: { cause: { code: '40001' } } })).toBe('40001');
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
    expect(sqlStateOf({ code: 'ECONNRESET' })).toBeUndefined();
  });
});
