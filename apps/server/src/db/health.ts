import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { migrationsFolder } from './client';

/** What GET /healthz answers: whether this process can serve, and if not, why. */
export type Health = {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'timeout' | 'error';
  migrations: 'ok' | 'pending' | 'unknown';
  dataDir?: 'ok' | 'not writable';
};

/** The health check waits this long for the database. */
export const HEALTH_TIMEOUT_MS = 2_000;

let expectedMigration: Promise<number> | undefined;
/** When the newest migration of this build was made (drizzle records it as `created_at` once applied). */
const newestMigration = () =>
  (expectedMigration ??= fs.readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8').then((text) => {
    const { entries } = JSON.parse(text) as { entries: Array<{ when: number }> };
    return Math.max(...entries.map((entry) => entry.when));
  }));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function canWrite(dir: string) {
  const probe = path.join(dir, '.healthz');
  try {
    await fs.writeFile(probe, String(Date.now()));
    await fs.rm(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * "Can this process serve?": the database answers within `timeoutMs`, every migration of this
 * build is applied, and, on the embedded database, its data directory takes writes.
 */
export async function checkHealth(db: Db, { dataDir, timeoutMs = HEALTH_TIMEOUT_MS }: { dataDir?: string; timeoutMs?: number }): Promise<Health> {
  const applied = withTimeout(
    db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`).then(
      (result) => ({ newest: Number((result as unknown as { rows: Array<{ newest: string | null }> }).rows[0]?.newest ?? 0) }),
      () => 'error' as const,
    ),
    timeoutMs,
  );
  const [answer, expected, writable] = await Promise.all([applied, newestMigration(), dataDir ? canWrite(dataDir) : undefined]);
  const health: Health = {
    status: 'ok',
    database: typeof answer === 'string' ? answer : 'ok',
    migrations: typeof answer === 'string' ? 'unknown' : answer.newest >= expected ? 'ok' : 'pending',
  };
  if (writable !== undefined) health.dataDir = writable ? 'ok' : 'not writable';
  if (health.database !== 'ok' || health.migrations !== 'ok' || health.dataDir === 'not writable') health.status = 'unavailable';
  return health;
}
