// How long Home and "list a product" (/listing/addProduct?cardId=…) take to show their content on
// a slow phone network: a first visit (empty cache) of the built panel with the demo seller's
// session, in Chromium throttled through the DevTools protocol to 400 kbit/s both ways, 400 ms
// round trips and a CPU 4x slower. Prints, per screen, the medians of: the first placeholder or
// content on screen, and the content itself (no loading placeholder left and text in the page),
// with the scripts and API calls the page made before its content. Then the same for a repeat
// visit: the page was opened once before in the same browser profile (scripts in the HTTP cache,
// localStorage kept, so the shell may show the last known start-up data at once).
//
//   npm run build && node --import tsx bench/slow-network.mjs
//   BENCH_RUNS=5 WEB_DIR=/tmp/other-build node --import tsx bench/slow-network.mjs   (another build)
//   SCREENSHOT_DIR=/tmp/shots node --import tsx bench/slow-network.mjs   (each screen as its content showed, 390x844)
/* global window, document, MutationObserver -- the page functions run in the browser */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PANEL_TOKEN_FIELDS } from '../packages/domain/src/contract/oauth-fields.ts';
import { median, startServer, stopServer } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = 3900 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}`;
const NETWORK = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const SELLER = { username: 'seller@example.com', password: 'Demo1234' };

/** Records, in the page, when the first placeholder or content and when the content showed (ms from navigation start). */
const WATCH = () => {
  const marks = { first: null, content: null };
  window.__slowNetworkMarks = marks;
  const check = () => {
    const shell = document.querySelector('.app-shell__content') ?? document.querySelector('#root');
    if (!shell) return;
    const loading = shell.querySelector('.page-loading, [data-loading], .adm-skeleton, .adm-spin-loading');
    const text = (shell.textContent ?? '').trim();
    if (marks.first === null && (loading || text.length > 0)) marks.first = performance.now();
    if (marks.content === null && !loading && document.querySelector('.app-shell__content') && text.length > 20) marks.content = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
};

async function api(method, url, { token, form, params } = {}) {
  const query = params ? `?${new URLSearchParams(params)}` : '';
  const response = await fetch(`${BASE}${url}${query}`, {
    method,
    headers: { language: 'en', ...(token ? { Authorization: `bearer ${token}` } : {}), ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const answer = await response.json();
  if (answer.respCode !== 200) throw new Error(`${method} ${url}: ${answer.respCode} ${answer.message}`);
  return answer.data;
}

async function measure(browser, token, url, { repeat = false, screenshot = null } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  await context.addInitScript(({ access, type }) => {
    localStorage.setItem('Admin-Token', access);
    localStorage.setItem('Token-Type', type);
    localStorage.setItem('locale', 'en');
  }, token);
  await context.addInitScript(WATCH);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !repeat });
  if (repeat) {
    // The earlier visit, at full speed: it fills the HTTP cache and localStorage.
    await page.goto(`${BASE}${url}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__slowNetworkMarks?.content != null, null, { timeout: 120_000, polling: 100 });
    await page.waitForLoadState('networkidle');
  }
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const requests = [];
  page.on('request', (request) => requests.push({ url: request.url().replace(BASE, ''), type: request.resourceType(), at: Date.now() }));
  const started = Date.now();
  await page.goto(`${BASE}${url}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__slowNetworkMarks?.content !== null && window.__slowNetworkMarks?.content !== undefined, null, { timeout: 120_000, polling: 100 });
  const marks = await page.evaluate(() => window.__slowNetworkMarks);
  if (screenshot) await page.screenshot({ path: screenshot });
  const before = requests.filter((request) => request.at - started <= marks.content && (request.type === 'script' || request.type === 'fetch' || request.type === 'xhr'));
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { first: marks.first, content: marks.content, landed, requests: before.map((request) => `${request.type === 'script' ? 'js ' : 'api'} ${request.url.split('?')[0]}`) };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-bench-slow-'));
  if (process.env.SCREENSHOT_DIR) fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
  const { child } = await startServer({ port: PORT, dataDir, env: process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {} });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const login = await api('POST', '/api-auth/oauth/user/token', { form: { ...SELLER, ...PANEL_TOKEN_FIELDS } });
    const token = { access: login.access_token, type: login.token_type };
    const stock = await api('GET', '/api/product/stock/list', { token: login.access_token, params: { pageNum: 1, pageSize: 1 } });
    const cardId = stock.list[0].id;
    const screens = { home: '/home', 'list a product': `/listing/addProduct?cardId=${cardId}` };
    console.log(`slow network: ${NETWORK.downloadThroughput * 8 / 1024} kbit/s, ${NETWORK.latency} ms RTT, CPU ${CPU_SLOWDOWN}x slower; ${RUNS} first and ${RUNS} repeat visits each (median ms)`);
    for (const [name, url, repeat] of Object.entries(screens).flatMap(([name, url]) => [[name, url, false], [`${name} (repeat)`, url, true]])) {
      const runs = [];
      const screenshot = process.env.SCREENSHOT_DIR ? path.join(process.env.SCREENSHOT_DIR, `${name.replace(/\W+/g, '-')}.png`) : null;
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, token, url, { repeat, screenshot: i === RUNS - 1 ? screenshot : null }));
      const last = runs.at(-1);
      console.log(`${name.padEnd(24)} first paint ${Math.round(median(runs.map((run) => run.first)))}  content ${Math.round(median(runs.map((run) => run.content)))}  (landed on ${last.landed}; runs: ${runs.map((run) => Math.round(run.content)).join(', ')})`);
      console.log(`  before content: ${last.requests.join(' | ')}`);
    }
  } finally {
    await browser.close();
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
