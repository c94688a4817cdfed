// The embedded database's upkeep. PostgreSQL's autovacuum clears the row versions an UPDATE or a
// DELETE leaves behind and keeps the planner's statistics fresh; PGlite runs no background process,
// so without this its tables and indexes keep every dead row version for good (an export of a
// million codes after half of them were activated read 1.6 times the rows it needed), and the
// planner plans on no statistics at all. So, on the embedded database only, a recurring task
// vacuums and analyses every table of the application, one statement per table: other calls take
// their turn between tables (PGlite runs one call at a time). Decision 028.
import { sql } from 'drizzle-orm';
import type { TaskRunner } from '../tasks/task-runner';
import type { Db } from './client';

export const UPKEEP_KIND = 'db.upkeep';
/** How often the embedded database is vacuumed and analysed. */
export const UPKEEP_EVERY_SECONDS = 6 * 3600;

/** Vacuums and analyses each table of the application's schema, one at a time; answers how many. */
export async function vacuumTables(db: Db): Promise<{ tables: number }> {
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
    rows: { tablename: string }[];
  };
  for (const { tablename } of tables.rows) await db.execute(sql`vacuum (analyze) ${sql.identifier(tablename)}`);
  return { tables: tables.rows.length };
}

/** Registers the upkeep, for the embedded database (PostgreSQL's autovacuum does this itself). */
export function registerEmbeddedUpkeep(tasks: TaskRunner) {
  tasks.registerTaskHandler(UPKEEP_KIND, async ({ db }) => vacuumTables(db), { everySeconds: UPKEEP_EVERY_SECONDS });
}
