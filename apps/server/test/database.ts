import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';

const TEMPLATE_DIR = path.resolve(import.meta.dirname, '..', '.test-data', 'template');
const TEMPLATE_DB = 'panel_test_template';

const adminUrl = (url: string, database = 'postgres') => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

async function adminQuery(sqlText: string) {
  const client = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** Builds the migrated template: a PGlite data directory, or a PostgreSQL template database when TEST_DATABASE_URL is set. */
export async function createTemplate() {
  if (process.env.TEST_DATABASE_URL) {
    await adminQuery(`drop database if exists ${TEMPLATE_DB}`);
    await adminQuery(`create database ${TEMPLATE_DB}`);
    const db = await openDatabase({ databaseUrl: adminUrl(process.env.TEST_DATABASE_URL, TEMPLATE_DB) });
    await db.migrate();
    await db.close();
    return;
  }
  await fs.rm(TEMPLATE_DIR, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: TEMPLATE_DIR, lock: false });
  await db.migrate();
  await db.close();
}

export async function dropTemplate() {
  if (process.env.TEST_DATABASE_URL) await adminQuery(`drop database if exists ${TEMPLATE_DB}`);
}

/** A database of the test file's own, copied from the template; close() removes it. */
export async function openTestDatabase(): Promise<Database & { dataDir?: string }> {
  if (process.env.TEST_DATABASE_URL) {
    const name = `panel_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name} template ${TEMPLATE_DB}`);
    const db = await openDatabase({ databaseUrl: adminUrl(process.env.TEST_DATABASE_URL, name) });
    return {
      ...db,
      close: async () => {
        await db.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'panel-test-'));
  await fs.cp(TEMPLATE_DIR, dataDir, { recursive: true });
  const db = await openDatabase({ dataDir });
  return {
    ...db,
    dataDir,
    close: async () => {
      await db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
