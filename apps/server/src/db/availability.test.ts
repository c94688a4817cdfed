import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, errorText } from '@panel/domain/errors';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openTestDatabase } from '../../test/database';
import { openDatabase, type Database, type Db } from './client';
import { isDatabaseUnavailable } from './failures';

const STATEMENT_MS = 300;

let database: Database;
let app: FastifyInstance;
let config: Config;
beforeAll(async () => {
  database = await openTestDatabase({ timeouts: { statementMs: STATEMENT_MS } });
  config = { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '' }), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'panel-avail-')) };
  app = await buildApp(config, { db: database.db });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(config.dataDir, { recursive: true, force: true });
});

/** Another session keeps the users table locked (on the embedded database: keeps the database itself) until released. */
async function holdUsersTable() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table users in access exclusive mode`);
    locked();
    await released;
  });
  await lockTaken;
  return async () => {
    release();
    await holder;
  };
}

/** A database handle whose every query (any chain of builder calls, awaited) fails with `error`. */
function unreachable(error: Error): Db {
  const chain: object = new Proxy(function query() {}, {
    get: (_target, property) => (property === 'then' ? (_resolve: unknown, reject: (reason: unknown) => void) => reject(error) : chain),
    apply: () => chain,
  });
  return chain as Db;
}

const prejudge = () =>
  app.inject({ method: 'POST', url: '/api-auth/oauth/user/login/prejudge', headers: { language: 'en' }, payload: { username: 'someone@example.com' } });

describe('a database that does not answer in time', () => {
  it('cancels the statement at the time-out, and the request answers 503 "try again later" instead of hanging', async () => {
    const free = await holdUsersTable();
    try {
      const res = await prejudge();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ respCode: ERROR_CODES.SERVICE_UNAVAILABLE, data: null, message: errorText(ERROR_CODES.SERVICE_UNAVAILABLE, 'en') });
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      // The statement itself fails as "unavailable", whatever the database.
      const direct = await database.db.execute(sql`select count(*) from users`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(direct)).toBe(true);
    } finally {
      await free();
    }
    expect((await prejudge()).statusCode).toBe(200);
  });

  it('maps a lost or refused connection to 503 as well', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:5432'), { code: 'ECONNREFUSED' });
    const broken = await buildApp(config, { db: unreachable(refused) });
    try {
      const res = await broken.inject({ method: 'POST', url: '/api-auth/oauth/user/login/prejudge', payload: { username: 'a@example.com' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().respCode).toBe(ERROR_CODES.SERVICE_UNAVAILABLE);
    } finally {
      await broken.close();
    }
  });
});

describe('GET /healthz', () => {
  it('is 200 when the database answers, every migration is applied and the data directory takes writes', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', dataDir: 'ok' });
  });

  it('is 503 when the database does not answer within its short time-out', async () => {
    const silent = await buildApp(config, { db: { execute: () => new Promise(() => {}) } as unknown as Db });
    try {
      const res = await silent.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: 'timeout' });
    } finally {
      await silent.close();
    }
  });

  it('is 503 while a migration is missing', async () => {
    const newest = await database.db.execute(sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    const [last] = (newest as unknown as { rows: Array<{ id: number }> }).rows;
    await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${last.id}`);
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: 'ok', migrations: 'pending' });
    } finally {
      await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where id = ${last.id}`);
    }
  });

  it('is 503 when the embedded data directory cannot be written', async () => {
    const file = path.join(config.dataDir, 'not-a-folder');
    fs.writeFileSync(file, '');
    const unwritable = await buildApp({ ...config, databaseUrl: undefined, dataDir: path.join(file, 'data') }, { db: database.db });
    try {
      const res = await unwritable.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: 'ok', dataDir: 'not writable' });
    } finally {
      await unwritable.close();
    }
  });
});

describe('the embedded database when its folder turns read-only', () => {
  let embedded: Database | undefined;
  let dir: string;
  afterEach(async () => {
    vi.restoreAllMocks();
    await embedded?.close().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports the failed write to onFatal once, and ordinary errors not at all', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-rofs-'));
    const fatal: unknown[] = [];
    embedded = await openDatabase({ dataDir: dir, onFatal: (error) => fatal.push(error) });
    await embedded.db.execute(sql`create table notes (id serial primary key, body text not null)`);
    await embedded.db.execute(sql`insert into notes (body) values ('before')`);
    await expect(embedded.db.execute(sql`insert into notes (body) values (null)`)).rejects.toThrow();
    await expect(embedded.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    expect(fatal).toEqual([]);

    // The folder turns read-only: every write PostgreSQL makes to a file in it is refused.
    const readOnly = (call: string, file: string) => Object.assign(new Error(`EROFS: read-only file system, ${call} '${file}'`), { code: 'EROFS', errno: -30 });
    const inDataDir = (fd: number) => fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
    const { openSync, writeSync } = fs;
    vi.spyOn(fs, 'openSync').mockImplementation((file, flags, mode) => {
      if (String(file).startsWith(dir) && flags !== 'r' && flags !== fs.constants.O_RDONLY) throw readOnly('open', String(file));
      return openSync(file, flags, mode);
    });
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, ...rest: unknown[]) => {
      if (inDataDir(fd)) throw readOnly('write', String(fd));
      return (writeSync as (...args: unknown[]) => number)(fd, ...rest);
    }) as typeof fs.writeSync);
    await expect(embedded.db.execute(sql`insert into notes (body) values ('after')`)).rejects.toThrow();
    expect(fatal).toHaveLength(1);
    // The refused write leaves PostgreSQL unable to go on (PANIC: the instance aborts).
    expect(String((fatal[0] as Error).message)).toMatch(/read-only file system|^Aborted\(/i);
    // What comes after fails at once, as "unavailable" (503), and is not reported again.
    const later = await embedded.db.execute(sql`select 1`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(later)).toBe(true);
    expect(fatal).toHaveLength(1);
  });
});
