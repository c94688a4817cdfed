// How long Home and "list a product" (/listing/addProduct?cardId=…) take to show their content on
// a slow phone network: a first visit (empty cache) of the built panel with the demo seller's
// session, in Chromium throttled through the DevTools protocol to 400 kbit/s both ways, 400 ms
// round trips and a CPU 4x slower. Prints, per screen, the medians of: the first placeholder or
// content on screen, and the content itself (no loading placeholder left and text in the page),
// with the scripts and API calls the page made before its content. Then the same for a repeat
// visit: the page was opened once before in the same browser profile (scripts in the HTTP cache,
// localStorage kept, so the shell may show the last known start-up data at once).
//
// Then switching tabs, as the demo buyer: a first visit (empty cache) of /home, and once it shows,
// a tap on one other tab (Buy, Stock or Me: its first visit, in a page of its own each), then on
// Home again. Per tab, the medians from the tap (pointerdown) to the tab highlighted, to the next
// screen's placeholder or content shown (the old screen gone), and to its content shown; each mark
// is taken at the first frame after the change in the page (requestAnimationFrame), so a long task
// before the paint counts.
//
//   npm run build && node --import tsx bench/slow-network.mjs
//   BENCH_PART=tabs node --import tsx bench/slow-network.mjs   (only the tab switches; screens: only the first loads)
//   BENCH_RUNS=5 WEB_DIR=/tmp/other-build node --import tsx bench/slow-network.mjs   (another build)
//   SCREENSHOT_DIR=/tmp/shots node --import tsx bench/slow-network.mjs   (each screen as its content showed, 390x844)
/* global window, document, MutationObserver, requestAnimationFrame -- the page functions run in the browser */
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
const BUYER = { username: 'buyer@example.com', password: 'Demo1234' };
const PART = process.env.BENCH_PART || 'all';
/** The bottom tabs in the bar's order (app/tab-bar.tsx). */
const TABS = ['/home', '/mall', '/stock', '/me'];

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

/**
 * Installed in the page before a tap on the tab `index` (0-based, of TABS) that leads to `path`:
 * records (ms after the tap's pointerdown) when the tab shows as current, when the screen shown
 * before is gone with a placeholder or content in its place, and when the content shows.
 */
const WATCH_TAB = ({ index, path }) => {
  const content = document.querySelector('.app-shell__content');
  // The screen shown now: a new screen is new elements (React mounts another component's tree).
  const old = [...content.children];
  const marks = { tap: null, highlighted: null, skeleton: null, content: null };
  window.__tabMarks = marks;
  const visible = (element) => element.isConnected && element.checkVisibility();
  const seen = new Set();
  // At the first frame after the change: what the user sees, after any long task before the paint.
  const note = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    requestAnimationFrame(() => (marks[key] = performance.now()));
  };
  const check = () => {
    if (marks.tap === null) return;
    const item = document.querySelectorAll('.app-tab-bar .adm-tab-bar-item')[index];
    if (item?.classList.contains('adm-tab-bar-item-active')) note('highlighted');
    if (old.some(visible)) return;
    const shown = [...content.children].filter(visible);
    const loading = shown.some(
      (element) =>
        element.matches('.page-loading, [data-loading], .adm-skeleton, .adm-spin-loading') ||
        [...element.querySelectorAll('.page-loading, [data-loading], .adm-skeleton, .adm-spin-loading')].some(visible),
    );
    const text = shown
      .map((element) => element.textContent ?? '')
      .join('')
      .trim();
    if (loading || text.length > 0) note('skeleton');
    if (!loading && window.location.pathname === path && text.length > 20) note('content');
  };
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (marks.tap === null) marks.tap = event.timeStamp;
      check();
    },
    { capture: true, once: true },
  );
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
  window.__tabMarksDone = () => observer.disconnect();
};

async function api(method, url, { token, form, params } = {}) {
  const query = params ? `?${new URLSearchParams(params)}` : '';
  const response = await fetch(`${BASE}${url}${query}`, {
    method,
    headers: {
      language: 'en',
      ...(token ? { Authorization: `bearer ${token}` } : {}),
      ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const answer = await response.json();
  if (answer.respCode !== 200) throw new Error(`${method} ${url}: ${answer.respCode} ${answer.message}`);
  return answer.data;
}

/** A phone-sized page of a context of its own, logged in with `token`, watched (WATCH), its HTTP cache on or off. */
async function openPage(browser, token, { cacheDisabled }) {
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
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  return { context, page, cdp };
}

async function measure(browser, token, url, { repeat = false, screenshot = null } = {}) {
  const { context, page, cdp } = await openPage(browser, token, { cacheDisabled: !repeat });
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
  await page.waitForFunction(() => window.__slowNetworkMarks?.content !== null && window.__slowNetworkMarks?.content !== undefined, null, {
    timeout: 120_000,
    polling: 100,
  });
  const marks = await page.evaluate(() => window.__slowNetworkMarks);
  if (screenshot) await page.screenshot({ path: screenshot });
  const before = requests.filter(
    (request) => request.at - started <= marks.content && (request.type === 'script' || request.type === 'fetch' || request.type === 'xhr'),
  );
  const landed = new URL(page.url()).pathname;
  await context.close();
  return {
    first: marks.first,
    content: marks.content,
    landed,
    requests: before.map((request) => `${request.type === 'script' ? 'js ' : 'api'} ${request.url.split('?')[0]}`),
  };
}

/** One page of the buyer on the slow network: /home, then a tap on `target`'s tab, then on Home's; the marks of both. */
async function switchTabs(browser, token, target) {
  const { context, page, cdp } = await openPage(browser, token, { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${BASE}/home`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__slowNetworkMarks?.content != null, null, { timeout: 120_000, polling: 100 });
  // What home asks for after its content (the tab bar's counts, the invite link, the overlays' code).
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const results = {};
  for (const path of [target, '/home']) {
    const index = TABS.indexOf(path);
    await page.evaluate(WATCH_TAB, { index, path });
    await page.locator('.app-tab-bar .adm-tab-bar-item').nth(index).click();
    await page.waitForFunction(() => window.__tabMarks.content !== null, null, { timeout: 120_000, polling: 100 });
    const marks = await page.evaluate(() => (window.__tabMarksDone(), window.__tabMarks));
    results[path === target ? 'target' : 'home'] = {
      highlighted: marks.highlighted - marks.tap,
      skeleton: marks.skeleton - marks.tap,
      content: marks.content - marks.tap,
    };
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
  }
  await context.close();
  return results;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-bench-slow-'));
  if (process.env.SCREENSHOT_DIR) fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
  const { child } = await startServer({ port: PORT, dataDir, env: process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {} });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const login = await api('POST', '/api-auth/oauth/user/token', { form: { ...SELLER, ...PANEL_TOKEN_FIELDS } });
    const token = { access: login.access_token, type: login.token_type };
    const stock = await api('GET', '/api/product/stock/list', { token: login.access_token, params: { pageNum: 1, pageSize: 1 } });
    const cardId = stock.list[0].id;
    const screens = PART === 'tabs' ? {} : { home: '/home', 'list a product': `/listing/addProduct?cardId=${cardId}` };
    console.log(
      `slow network: ${(NETWORK.downloadThroughput * 8) / 1024} kbit/s, ${NETWORK.latency} ms RTT, CPU ${CPU_SLOWDOWN}x slower; ${RUNS} first and ${RUNS} repeat visits each (median ms)`,
    );
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (const [name, url, repeat] of Object.entries(screens).flatMap(([name, url]) => [
      [name, url, false],
      [`${name} (repeat)`, url, true],
    ])) {
      const runs = [];
      const screenshot = process.env.SCREENSHOT_DIR ? path.join(process.env.SCREENSHOT_DIR, `${name.replace(/\W+/g, '-')}.png`) : null;
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, token, url, { repeat, screenshot: i === RUNS - 1 ? screenshot : null }));
      const last = runs.at(-1);
      console.log(
        `${name.padEnd(24)} first paint ${Math.round(median(runs.map((run) => run.first)))}  content ${Math.round(median(runs.map((run) => run.content)))}  (landed on ${last.landed}; runs: ${runs.map((run) => Math.round(run.content)).join(', ')})`,
      );
      console.log(`  before content: ${last.requests.join(' | ')}`);
    }
    if (PART !== 'screens') {
      const buyerLogin = await api('POST', '/api-auth/oauth/user/token', { form: { ...BUYER, ...PANEL_TOKEN_FIELDS } });
      const buyerToken = { access: buyerLogin.access_token, type: buyerLogin.token_type };
      console.log(`tab switches (the buyer, from /home shown, a page per tab: its first visit, then Home again): ms from the tap, medians of ${RUNS}`);
      const targets = ['/mall', '/stock', '/me'];
      const runs = Object.fromEntries(targets.map((target) => [target, []]));
      for (let i = 0; i < RUNS; i += 1) for (const target of targets) runs[target].push(await switchTabs(browser, buyerToken, target));
      const line = (name, marks) => {
        const of = (key) => marks.map((m) => Math.round(m[key]));
        console.log(
          `${name.padEnd(24)} highlighted ${String(median(of('highlighted'))).padStart(5)}  placeholder ${String(median(of('skeleton'))).padStart(5)}` +
            `  content ${String(median(of('content'))).padStart(5)}  (runs: highlighted ${of('highlighted').join(', ')}; content ${of('content').join(', ')})`,
        );
      };
      for (const target of targets)
        line(
          `tap ${target}`,
          runs[target].map((run) => run.target),
        );
      line(
        'tap /home (again)',
        targets.flatMap((target) => runs[target].map((run) => run.home)),
      );
    }
  } finally {
    await browser.close();
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
