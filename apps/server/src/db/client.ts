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
import { guardEmbedded } from './embedded-guard';
import { sendControlWithNextStatement } from './held-control';
import { acquireDataDirLock } from './lock';
import { cacheStatementsOnConnection, cacheStatementsOnPglite, DEFAULT_STATEMENT_CACHE } from './statement-cache';

/** A database handle or a transaction: services take either. No relational queries (each transaction would build one per table). */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One round trip to the database server; fails when it cannot be reached. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** Time-outs of every database call, in milliseconds. */
export type DatabaseTimeouts = {
  /** A statement may run this long (PostgreSQL's statement_timeout); the embedded database waits at most this long for its turn. */
  statementMs: number;
  /** Getting a connection (a new one, or a free one of the pool) may take this long. */
  connectMs: number;
  /** A transaction left idle this long is ended by PostgreSQL (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
};
export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { statementMs: 10_000, connectMs: 5_000, idleInTransactionMs: 60_000 };
/** How long a pooled connection may stay idle before it is closed. */
const POOL_IDLE_MS = 5 * 60_000;
/** The client gives up on an answer this long after the server should have cancelled the statement (a server that stopped answering). */
const ANSWER_MARGIN_MS = 2_000;

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  lock?: boolean;
  timeouts?: Partial<DatabaseTimeouts>;
  /** Data statements each connection keeps prepared by name (db/statement-cache.ts); 0 prepares none. */
  statementCache?: number;
  /** Called once when the embedded database fails in a way only a restart mends (its folder turned read-only ...). */
  onFatal?: (error: unknown) => void;
};

/** The PostgreSQL major version the embedded database runs (PGlite 0.5: PostgreSQL 18). */
const EMBEDDED_MAJOR = '18';

/** The embedded database's folder was made by another PostgreSQL major version, which this one cannot open. */
export class EmbeddedVersionError extends Error {}

/**
 * Fails with a clear message when `folder` holds a database of another major version (made by an
 * earlier build, whose PGlite ran PostgreSQL 17): PGlite itself only says it "failed to initialize".
 */
function checkEmbeddedVersion(folder: string) {
  let found: string;
  try {
    found = fs.readFileSync(path.join(folder, 'PG_VERSION'), 'utf8').trim();
  } catch {
    return; // a new folder
  }
  if (found === EMBEDDED_MAJOR) return;
  throw new EmbeddedVersionError(
    `The embedded database in ${folder} is PostgreSQL ${found}, made by an earlier build; this build runs PostgreSQL ${EMBEDDED_MAJOR} ` +
      'and cannot open it. Keep the earlier build for this data, or start with an empty DATA_DIR (the data is not moved automatically).',
  );
}

export function migrationsFolder() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/db/client.ts -> ../../drizzle ; dist/main.js -> ../drizzle
  return here.endsWith(`${path.sep}db`) ? path.resolve(here, '..', '..', 'drizzle') : path.resolve(here, '..', 'drizzle');
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `<dataDir>/pg` (locked to this process). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const folder = migrationsFolder();
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const statementCache = options.statementCache ?? DEFAULT_STATEMENT_CACHE;
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs > 0 ? timeouts.statementMs + ANSWER_MARGIN_MS : undefined,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      keepAlive: true,
      // A connection keeps the statements it prepared (db/statement-cache.ts): the pool's default
      // closed one idle for 10 s, and between two bursts every statement was parsed and planned again
      // on a new connection, which also cost a login.
      idleTimeoutMillis: POOL_IDLE_MS,
    });
    // An idle connection the server drops (restart, failover, admin) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    pool.on('connect', (client) => {
      cacheStatementsOnConnection(client, statementCache);
      sendControlWithNextStatement(client);
    });
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      // Migrations may run long: on a connection of their own, without the statement time-out.
      migrate: async () => {
        const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs });
        await client.connect();
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: folder });
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  if (!options.dataDir) throw new Error('Either a database URL or a data directory is needed');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const release = options.lock === false ? () => {} : await acquireDataDirLock(options.dataDir);
  try {
    const pgDir = path.join(options.dataDir, 'pg');
    checkEmbeddedVersion(pgDir);
    const client = await PGlite.create(pgDir);
    // Before the guard: the guard's queue then covers the named statements too.
    cacheStatementsOnPglite(client, statementCache);
    const guard = guardEmbedded(client, { waitMs: timeouts.statementMs, onFatal: options.onFatal });
    const pgliteDb = drizzlePglite(client);
    return {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      migrate: () => migratePglite(pgliteDb, { migrationsFolder: folder }),
      close: async () => {
        if (!guard.failed()) await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
