// The embedded database's upkeep: the recurring task vacuums and analyses every table of the
// application (PGlite runs no autovacuum). Runs on the database the suite runs on: PGlite by default,
// PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database';
import { systemClock } from '../platform/clock';
import { createTestRunner } from '../../test/fixtures/tasks.fixtures';
import type { Database } from './client';
import { registerEmbeddedUpkeep, UPKEEP_KIND } from './upkeep';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

type Probe = { reltuples: number; relallvisible: number };
const probe = async () =>
  (
    (await database.db.execute(sql`select reltuples::float8 as reltuples, relallvisible from pg_class where relname = 'upkeep_probe'`)) as unknown as {
      rows: Probe[];
    }
  ).rows[0]!;

describe('the embedded database upkeep', () => {
  it('vacuums and analyses every table of the application, as a recurring task', async () => {
    await database.db.execute(sql`create table upkeep_probe (id int primary key, state text not null) with (autovacuum_enabled = false)`);
    await database.db.execute(sql`insert into upkeep_probe select n, 'FREE' from generate_series(1, 1000) n`);
    // Every row rewritten: a thousand dead row versions beside the live ones (PostgreSQL's autovacuum is kept off this table).
    await database.db.execute(sql`update upkeep_probe set state = 'CODED'`);
    // Never analysed (-1: no statistics), no page known all-visible (only a vacuum marks them).
    expect(await probe()).toEqual({ reltuples: -1, relallvisible: 0 });

    const runner = createTestRunner(database.db, systemClock, 'upkeep');
    registerEmbeddedUpkeep(runner);
    expect(await runner.runOnce()).toMatchObject({ outcome: 'DONE' });

    const after = await probe();
    expect(after.reltuples).toBe(1000);
    expect(after.relallvisible).toBeGreaterThan(0);
    const [task] = (
      (await database.db.execute(sql`select result from tasks where kind = ${UPKEEP_KIND}`)) as unknown as { rows: { result: { tables: number } }[] }
    ).rows;
    const tables = (
      (await database.db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`)) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    expect(task!.result.tables).toBe(tables);
  });
});
