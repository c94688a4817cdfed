import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

export type Schema = typeof schema;
/** A database handle or a transaction: services take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One round trip to the database server; fails when it cannot be reached. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

function migrationsFolder() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/db/client.ts -> ../../drizzle ; dist/main.js -> ../drizzle
  return here.endsWith(`${path.sep}db`) ? path.resolve(here, '..', '..', 'drizzle') : path.resolve(here, '..', 'drizzle');
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `<dataDir>/pg` (locked to this process). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; lock?: boolean }): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir) throw new Error('Either a database URL or a data directory is needed');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const release = options.lock === false ? () => {} : await acquireDataDirLock(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, 'pg'));
    const pgliteDb = drizzlePglite(client, { schema });
    return {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      migrate: () => migratePglite(pgliteDb, { migrationsFolder: folder }),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
