import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/auth';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/client';
import type { Clock } from '../src/platform/clock';
import { openTestDatabase } from './database';
import { verifyLedger } from '../src/modules/ledger/verify';

/**
 * Settings every test app starts from: cheap password hashes (argon2id still, at its minimum cost),
 * and every success answer checked against its route's response schema (500 on a mismatch).
 */
export const TEST_ENV = { PASSWORD_HASH_MEMORY_KIB: '256', PASSWORD_HASH_PASSES: '1', CHECK_RESPONSES: 'true' };

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-01-15T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
};

/** The real application on the test file's own database copy, with files in a temporary folder. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'panel-files-'));
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '', ...TEST_ENV }), dataDir, ...overrides };
  const clock = manualClock();
  const app = await buildApp(config, { db: database.db, clock });
  return {
    app,
    db: database.db,
    config,
    clock,
    async close() {
      await app.close();
      // Whatever a test file did, the VCoin ledger's invariants hold at its end.
      const ledger = await verifyLedger(database.db);
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
      if (!ledger.ok) throw new Error(`The ledger's invariants do not hold:\n${ledger.violations.join('\n')}`);
    },
  };
}

/**
 * Logs in through the real token call and returns the Authorization header value: for the tests
 * whose subject is logging in. Every other test mints its session with sessionFor (factories.ts).
 */
export async function login(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api-auth/oauth/user/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password, ...PANEL_TOKEN_FIELDS }).toString(),
  });
  const body = res.json();
  if (body.respCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { authorization: `${body.data.token_type} ${body.data.access_token}`, token: body.data.access_token as string };
}

/** Sends a request and returns the parsed envelope with the HTTP status. */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.json() as { respCode: number; data: any; message: string }, headers: res.headers };
}
