import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { answers, type TestCertificate } from '../../../server/test/tls.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export type RunningServer = { url: string; dataDir: string; stop(): Promise<void> };

/**
 * Starts the built server (`npm run build` first) on a free port with a fresh data directory and demo
 * data. `env` adds or overrides environment variables (LOGIN_CAPTCHA_AFTER, OLD_PANEL_URL ...); with
 * `tls` the server answers HTTPS with that certificate.
 */
export async function startServer(env: Record<string, string> = {}, { tls }: { tls?: TestCertificate } = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-e2e-'));
  const port = 4100 + Math.floor(Math.random() * 800);
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
      return (await answers(`${url}/healthz`, tls?.cert)) ? 'up' : 'starting';
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
