import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type OpenOptions } from '../src/db/client';

/** The template of this run; runs side by side (two terminals, CI) each get their own. */
export type TemplateRef = { dir: string; database: string };

export function newTemplateRef(): TemplateRef {
  const id = randomBytes(4).toString('hex');
  return { dir: path.resolve(import.meta.dirname, '..', '.test-data', `template-${id}`), database: `panel_test_template_${id}` };
}

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
export async function createTemplate(template: TemplateRef) {
  if (process.env.TEST_DATABASE_URL) {
    await adminQuery(`create database ${template.database}`);
    const db = await openDatabase({ databaseUrl: adminUrl(process.env.TEST_DATABASE_URL, template.database) });
    await db.migrate();
    await db.close();
    return;
  }
  const db = await openDatabase({ dataDir: template.dir, lock: false });
  await db.migrate();
  await db.close();
}

export async function dropTemplate(template: TemplateRef) {
  if (process.env.TEST_DATABASE_URL) await adminQuery(`drop database if exists ${template.database}`);
  await fs.rm(template.dir, { recursive: true, force: true });
}

/** A database of the test file's own, copied from the template, opened with `options` (time-outs ...); close() removes it. */
export async function openTestDatabase(options: Pick<OpenOptions, 'timeouts' | 'statementCache'> = {}): Promise<Database & { dataDir?: string }> {
  const template = inject('template');
  if (process.env.TEST_DATABASE_URL) {
    const name = `panel_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name} template ${template.database}`);
    const db = await openDatabase({ ...options, databaseUrl: adminUrl(process.env.TEST_DATABASE_URL, name) });
    return {
      ...db,
      close: async () => {
        await db.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'panel-test-'));
  await fs.cp(template.dir, dataDir, { recursive: true });
  const db = await openDatabase({ ...options, dataDir });
  return {
    ...db,
    dataDir,
    close: async () => {
      await db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateRef;
  }
}
