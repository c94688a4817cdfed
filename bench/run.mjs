// Prints the foundation's figures: cold start, warm restart, and the gzip JS the /login route loads.
// Run after `npm run build` (npm run bench does both). Figures are medians over several runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, median, startServer, stopServer } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = 3900 + Math.floor(Math.random() * 90);
const tmp = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `panel-bench-${name}-`));

async function coldStarts() {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = tmp('cold');
    const { child, ms } = await startServer({ port: PORT, dataDir });
    times.push(ms);
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return times;
}

async function warmRestarts() {
  const dataDir = tmp('warm');
  const first = await startServer({ port: PORT, dataDir });
  await stopServer(first.child);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const { child, ms } = await startServer({ port: PORT, dataDir });
    times.push(ms);
    await stopServer(child);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return times;
}

/** Loads /login in Chromium and adds up the gzip size of every script it fetched. */
async function loginJs() {
  const dataDir = tmp('js');
  const { child } = await startServer({ port: PORT, dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${PORT}/login`, { waitUntil: 'networkidle' });
    const files = [...scripts].map((p) => {
      const raw = fs.readFileSync(path.join(ROOT, 'apps/web/dist', p));
      return { path: p, raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length };
    });
    return files;
  } finally {
    await browser.close();
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const cold = await coldStarts();
console.log(`cold start (fresh data dir, migrate, seed, listening): median ${fmt(median(cold))} over ${RUNS} [${cold.map(fmt).join(', ')}]  target <= 10 s`);
const warm = await warmRestarts();
console.log(`warm restart: median ${fmt(median(warm))} over ${RUNS} [${warm.map(fmt).join(', ')}]  target <= 3 s`);
const js = await loginJs();
const total = js.reduce((sum, f) => sum + f.gzip, 0);
for (const f of js) console.log(`  ${f.path}: ${(f.raw / 1024).toFixed(1)} KB raw, ${(f.gzip / 1024).toFixed(1)} KB gzip`);
console.log(`initial JS of /login: ${(total / 1024).toFixed(1)} KB gzip in ${js.length} files  target <= 110 KB`);
