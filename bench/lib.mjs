// Shared pieces of the benchmarks: start the built server, wait for it, stop it, take medians.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { answers } from '../apps/server/test/tls.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The built server; BENCH_SERVER=<file> measures another build (an older commit's, built apart). */
export const SERVER = process.env.BENCH_SERVER ? path.resolve(process.env.BENCH_SERVER) : path.join(ROOT, 'apps/server/dist/main.js');

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Starts the built server on `port` with `dataDir`; resolves with the process and the ms until /healthz
 * answered. With `tls` ({ certFile, keyFile, cert }) the server ends TLS itself (HTTPS, HTTP/2).
 */
export async function startServer({ port, dataDir, env = {}, tls = null }) {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // BENCH_SERVER_WAIT_S: on a busy machine the start (migrations, the demo data) can take longer than a minute.
  const waitS = Number(process.env.BENCH_SERVER_WAIT_S || 60);
  const deadline = started + waitS * 1000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if (await answers(`${tls ? 'https' : 'http'}://127.0.0.1:${port}/healthz`, tls?.cert)) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within ${waitS} s: ${stderr}`);
}

/** Stops the server with SIGTERM and waits for it to exit. */
export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
