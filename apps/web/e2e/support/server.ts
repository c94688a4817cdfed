import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { answers, type TestCertificate } from '../../../server/test/tls.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the built server migrated and seeded with demo data, then left (see global-setup.ts). */
    seededDataDir: string;
  }
}

export type RunningServer = { url: string; dataDir: string; stop(): Promise<void> };

/** Calls `check` every 50 ms until it answers something other than undefined, for `ms` at the most. */
export async function until<T>(check: () => Promise<T | undefined>, ms: number, failure: () => string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await check();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A port nothing listens on now: the system's choice for a socket opened and closed at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs the built server (`npm run build` first) on a free port with `dataDir`, waits until it answers,
 * `startMs` at the most, and stops it on `stop()` (leaving the directory). `env` adds or overrides
 * environment variables.
 */
export async function launchServer(
  dataDir: string,
  env: Record<string, string> = {},
  { tls, startMs = 60_000 }: { tls?: TestCertificate; startMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: 'true',
      ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const state = async () => {
    if (child.exitCode !== null) return 'exited';
    try {
      return (await answers(`${url}/healthz`, tls?.cert)) ? 'up' : undefined;
    } catch {
      return undefined; // not listening yet
    }
  };
  // A server that does not answer in time is stopped, not left to load the machine for the next files.
  const started = await until(state, startMs, () => `server did not start: ${stderr}`).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  if (started === 'exited') throw new Error(`server exited: ${stderr}`);
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
    },
  };
}

/**
 * Starts the built server on a free port with a data directory of its own and demo data: a copy of
 * the run's seeded one (migrating and seeding a fresh database takes several times longer than
 * opening a copy), or, on a PostgreSQL `DATABASE_URL`, an empty one. `env` adds or overrides
 * environment variables (LOGIN_CAPTCHA_AFTER, OLD_PANEL_URL ...); with `tls` the server answers
 * HTTPS with that certificate. `stop()` removes the directory.
 */
export async function startServer(env: Record<string, string> = {}, { tls }: { tls?: TestCertificate } = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-e2e-'));
  if (!env.DATABASE_URL) await fs.promises.cp(inject('seededDataDir'), dataDir, { recursive: true });
  const server = await launchServer(dataDir, env, { tls });
  return {
    ...server,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
