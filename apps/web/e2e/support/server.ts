import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export type RunningServer = { url: string; dataDir: string; stop(): Promise<void> };

/** Whether `url` answers 200; over HTTPS the server's certificate must be `ca`. */
function answers(url: string, ca: string | undefined): Promise<boolean> {
  if (!ca) return fetch(url).then((res) => res.ok);
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', reject);
  });
}

/**
 * Starts the built server (`npm run build` first) on a free port with a fresh data directory and demo
 * data. `env` adds or overrides environment variables (LOGIN_CAPTCHA_AFTER, OLD_PANEL_URL ...); with
 * TLS_CERT_FILE and TLS_KEY_FILE in it the server answers HTTPS, and `ca` is that certificate.
 */
export async function startServer(env: Record<string, string> = {}, { ca }: { ca?: string } = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-e2e-'));
  const port = 4100 + Math.floor(Math.random() * 800);
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DEV_OUTBOX: 'true', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const url = `${env.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}`;
  const state = async () => {
    if (child.exitCode !== null) return 'exited';
    try {
      return (await answers(`${url}/healthz`, ca)) ? 'up' : 'starting';
    } catch {
      return 'starting'; // not listening yet
    }
  };
  const started = await vi.waitFor(
    async () => {
      const now = await state();
      if (now === 'starting') throw new Error(`server did not start: ${stderr}`);
      return now;
    },
    { timeout: 60_000, interval: 50 },
  );
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
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
