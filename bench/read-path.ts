// How fast does the server answer the panel's read calls, over HTTP, under load? Starts the built
// server (apps/server/dist/main.js, as in production: CHECK_RESPONSES off, JSON log lines at the
// default level) on a fresh database with the demo data (PGlite in a temporary folder, and, with
// BENCH_DATABASE_URL, a fresh database on that PostgreSQL server), logs in the demo buyer and the
// demo seller, and drives each call with autocannon at 64 and at 8 connections. A bare Fastify
// answering a constant (bench/bare-fastify.mjs) is measured in the same run: targets are shares of
// what it answers, so they hold on any machine. Then the demo seller's listed card gets
// BENCH_SIZES more units (1,000,000) and everything is measured again: the cost must not grow
// with the stock.
//
//   npm run bench:read                              # after npm run build -w apps/server
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:read
//   BENCH_SECONDS=10 BENCH_RUNS=3 BENCH_SIZES=0,1000000 BENCH_DATABASES=pglite,postgres
//   BENCH_CALLS=mall,healthz                        # only the calls whose names contain these
//
// Prints req/s, p50 and p99 latency, the share of bare Fastify, the target and pass/fail, with the
// 1-minute load average when the figure was taken (medians over BENCH_RUNS runs). Exits 1 when a
// target is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/oauth-fields';
import { openDatabase, type OpenOptions } from '../apps/server/src/db/client';
import { cards, stores, users } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { DEMO_ACCOUNTS, DEMO_CATALOGUE } from '../apps/server/src/seed/demo';
import { changeStock } from '../apps/server/src/modules/stock/stock.service';
import { ROOT, median, startServer, stopServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
/** Units added to the demo seller's listed card before each measurement: 0 is the demo data as seeded. */
const SIZES = (process.env.BENCH_SIZES ?? '0,1000000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const CONNECTIONS = [64, 8] as const;
const DATABASES = (process.env.BENCH_DATABASES ?? (process.env.BENCH_DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',') as Kind[];
const MINT_BATCH = 250_000;

/**
 * The targets, as set on a 2-core machine where bare Fastify answered 41,000 req/s: the mall's
 * first page and the current user at 3,000 req/s on PostgreSQL and 1,200 on PGlite at 64
 * connections, and a p99 of 30 ms at 8 connections. Each is scaled by what bare Fastify answers
 * in the same run. The other list calls must stay within a factor 2 of the mall.
 */
const REFERENCE_BARE_RPS = 41_000;
const TARGET_RPS = { postgres: 3_000, pglite: 1_200 };
const TARGET_P99_MS = 30;
const LIST_FACTOR = 2;

type Kind = 'pglite' | 'postgres';
type Call = { name: string; method: 'GET' | 'POST'; path: string; as?: 'buyer' | 'seller'; body?: unknown; target?: 'absolute' | 'mall' };
type Figure = { rps: number; p50: number; p99: number; failed: number; load: number };

const CALLS: Call[] = [
  { name: 'bare Fastify (constant)', method: 'GET', path: '/' },
  { name: 'GET /healthz', method: 'GET', path: '/healthz' },
  { name: 'GET /api-user/users/current', method: 'GET', path: '/api-user/users/current', as: 'buyer', target: 'absolute' },
  { name: 'GET /api/product/mall/list', method: 'GET', path: '/api/product/mall/list?pageNum=1&pageSize=20', as: 'buyer', target: 'absolute' },
  { name: 'GET /api/order/list', method: 'GET', path: '/api/order/list?pageNum=1&pageSize=20', as: 'buyer', target: 'mall' },
  { name: 'GET /api/product/stock/list', method: 'GET', path: '/api/product/stock/list?pageNum=1&pageSize=20', as: 'seller', target: 'mall' },
  {
    name: 'POST follow/buyers/v2 (followers)',
    method: 'POST',
    path: '/api-user/user/follow/buyers/v2',
    as: 'seller',
    body: { pageNum: 1, pageSize: 20 },
    target: 'mall',
  },
  { name: 'GET /api/vcoin/records', method: 'GET', path: '/api/vcoin/records?pageNum=1&pageSize=20', as: 'buyer', target: 'mall' },
];
const MALL = CALLS[3].name;
/** BENCH_CALLS: measure only the calls whose names contain one of these words (bare Fastify always). */
const ONLY = process.env.BENCH_CALLS?.split(',').filter(Boolean);
const MEASURED = ONLY ? CALLS.filter((call, i) => i === 0 || ONLY.some((word) => call.name.includes(word))) : CALLS;

const port = () => 4000 + Math.floor(Math.random() * 900);
const load = () => os.loadavg()[0];

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer`);
}

async function startBare() {
  const at = port();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/bare-fastify.mjs')], { cwd: ROOT, env: { ...process.env, PORT: String(at) }, stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${at}/`, child);
  return { child, base: `http://127.0.0.1:${at}` };
}

/** A fresh database for one pass: a temporary folder for PGlite, a new database on the PostgreSQL server. */
async function freshDatabase(kind: Kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-bench-read-'));
  if (kind === 'pglite') {
    return { dataDir, env: { DATABASE_URL: '' }, open: { dataDir } as OpenOptions, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) throw new Error('BENCH_DATABASE_URL is needed for the PostgreSQL pass');
  const name = `panel_bench_read_${Date.now().toString(36)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    dataDir,
    env: { DATABASE_URL: url.toString() },
    open: { databaseUrl: url.toString() } as OpenOptions,
    drop: async () => {
      await run(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Mints `units` more units of the demo seller's first card (listed for everyone, stock ALL), with the server stopped. */
async function mintDemoStock(open: OpenOptions, units: number) {
  const database = await openDatabase(open);
  try {
    const db = database.db;
    const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.seller.email));
    const [card] = await db
      .select({ id: cards.id })
      .from(cards)
      .innerJoin(stores, eq(stores.id, cards.originStoreId))
      .where(and(eq(stores.ownerId, seller.id), eq(cards.name, DEMO_CATALOGUE[0].card.name)));
    const limits = { maxUnitsPerStore: 100_000_000, changesPerMinute: 1_000_000 };
    for (let minted = 0; minted < units; minted += MINT_BATCH) {
      const change = Math.min(MINT_BATCH, units - minted);
      await withTransaction(db, (tx) => changeStock(tx, { cardId: card.id, change }, { userId: seller.id, now: new Date(), limits }));
    }
  } finally {
    await database.close();
  }
}

async function logIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api-auth/oauth/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password, fingerprintId: 'bench-read-path', ...PANEL_TOKEN_FIELDS }).toString(),
  });
  const answer = (await res.json()) as { respCode: number; data: { access_token?: string } };
  if (answer.respCode !== 200 || !answer.data.access_token) throw new Error(`login of ${email}: ${JSON.stringify(answer)}`);
  return `Bearer ${answer.data.access_token}`;
}

function requestOf(call: Call, base: string, tokens: Record<'buyer' | 'seller', string>) {
  const headers: Record<string, string> = {};
  if (call.as) headers.authorization = tokens[call.as];
  if (call.body) headers['content-type'] = 'application/json';
  return { url: `${base}${call.path}`, method: call.method, headers, body: call.body ? JSON.stringify(call.body) : undefined };
}

/** One answer checked by hand first: HTTP 200 and, for an API call, respCode 200 (a business error is HTTP 200 too). */
async function checkOnce(call: Call, request: ReturnType<typeof requestOf>) {
  const res = await fetch(request.url, request);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${call.name}: HTTP ${res.status} ${text.slice(0, 300)}`);
  if (call.as && (JSON.parse(text) as { respCode: number }).respCode !== 200) throw new Error(`${call.name}: ${text.slice(0, 300)}`);
}

async function drive(request: ReturnType<typeof requestOf>, connections: number): Promise<Figure> {
  if (WARMUP_SECONDS > 0) await autocannon({ ...request, connections, duration: WARMUP_SECONDS });
  const loadNow = load();
  const result = await autocannon({ ...request, connections, duration: SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    load: loadNow,
  };
}

/** `bare`: bare Fastify's req/s at the same connections in the same run; `bare64`: at 64, the machine's yardstick. */
type Row = { kind: Kind; units: number; call: Call; connections: number; runs: Figure[]; bare: number[]; bare64: number[] };

async function measure(kind: Kind, bare: string, rows: Row[]) {
  const database = await freshDatabase(kind);
  let minted = 0;
  try {
    for (const units of SIZES) {
      if (units > minted) {
        const started = performance.now();
        await mintDemoStock(database.open, units - minted);
        console.log(`  ${kind}: minted ${(units - minted).toLocaleString('en')} units in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        minted = units;
      }
      const at = port();
      // LOG_LEVEL unset: the production default (info), JSON lines to a file descriptor that is not a terminal.
      const { child } = await startServer({
        port: at,
        dataDir: database.dataDir,
        env: { SEED_DEMO: 'true', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', ...database.env },
      });
      const base = `http://127.0.0.1:${at}`;
      try {
        const tokens = {
          buyer: await logIn(base, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password),
          seller: await logIn(base, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password),
        };
        const mine = MEASURED.flatMap((call) =>
          CONNECTIONS.map((connections) => ({ kind, units, call, connections, runs: [] as Figure[], bare: [] as number[], bare64: [] as number[] })),
        );
        for (let run = 0; run < RUNS; run++) {
          const bareRps = new Map<number, number>();
          for (const row of mine) {
            const request = requestOf(row.call, row.call.as || row.call.path === '/healthz' ? base : bare, tokens);
            await checkOnce(row.call, request);
            const figure = await drive(request, row.connections);
            if (row.call === CALLS[0]) bareRps.set(row.connections, figure.rps);
            row.runs.push(figure);
            console.log(
              `  ${kind} +${units} units run ${run + 1}/${RUNS}: ${row.call.name} @${row.connections}: ${Math.round(figure.rps)} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms` +
                `${figure.failed ? `, ${figure.failed} failed` : ''} (load ${figure.load.toFixed(2)})`,
            );
          }
          for (const row of mine) {
            row.bare.push(bareRps.get(row.connections) ?? NaN);
            row.bare64.push(bareRps.get(64) ?? NaN);
          }
        }
        rows.push(...mine);
      } finally {
        await stopServer(child);
      }
    }
  } finally {
    await database.drop();
  }
}

const fixed = (n: number, digits = 0) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The medians of a row, its share of bare Fastify, its target and whether it meets it. */
function judge(row: Row, rows: Row[]) {
  const rps = median(row.runs.map((f) => f.rps));
  const p50 = median(row.runs.map((f) => f.p50));
  const p99 = median(row.runs.map((f) => f.p99));
  const bare = median(row.bare64);
  const share = median(row.runs.map((f, i) => f.rps / row.bare[i]));
  const failed = row.runs.reduce((sum, f) => sum + f.failed, 0);
  const machine = bare / REFERENCE_BARE_RPS;
  let target = '';
  let pass: boolean | undefined;
  if (row.call.target === 'absolute') {
    if (row.connections === 64) {
      const wanted = (TARGET_RPS[row.kind] / REFERENCE_BARE_RPS) * bare;
      target = `>= ${fixed(wanted)} req/s (${((TARGET_RPS[row.kind] / REFERENCE_BARE_RPS) * 100).toFixed(1)}% of bare)`;
      pass = rps >= wanted;
    } else {
      const wanted = TARGET_P99_MS / machine;
      target = `p99 <= ${fixed(wanted, 1)} ms`;
      pass = p99 <= wanted;
    }
  } else if (row.call.target === 'mall') {
    const mall = rows.find((r) => r.kind === row.kind && r.units === row.units && r.connections === row.connections && r.call.name === MALL);
    if (mall) {
      if (row.connections === 64) {
        const wanted = median(mall.runs.map((f) => f.rps)) / LIST_FACTOR;
        target = `>= ${fixed(wanted)} req/s (mall / ${LIST_FACTOR})`;
        pass = rps >= wanted;
      } else {
        const wanted = median(mall.runs.map((f) => f.p99)) * LIST_FACTOR;
        target = `p99 <= ${fixed(wanted, 1)} ms (mall x ${LIST_FACTOR})`;
        pass = p99 <= wanted;
      }
    }
  }
  if (failed > 0) pass = false;
  return { rps, p50, p99, share, failed, target, pass, load: median(row.runs.map((f) => f.load)) };
}

async function main() {
  console.log(
    `read path: ${SECONDS} s per figure after ${WARMUP_SECONDS} s of warm-up, ${RUNS} run(s), +${SIZES.join('/+')} units, ${DATABASES.join(' and ')}; load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const bare = await startBare();
  const rows: Row[] = [];
  try {
    for (const kind of DATABASES) await measure(kind, bare.base, rows);
  } finally {
    await stopServer(bare.child);
  }

  const table = [['db', 'units added', 'call', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'x bare', 'target', 'pass', 'load']];
  let failures = 0;
  for (const row of rows) {
    const j = judge(row, rows);
    if (j.pass === false) failures += 1;
    table.push([
      row.kind,
      fixed(row.units),
      row.call.name,
      String(row.connections),
      fixed(j.rps),
      fixed(j.p50, 1),
      fixed(j.p99, 1),
      j.share.toFixed(3),
      j.target,
      j.pass === undefined ? '' : j.pass ? 'pass' : `FAIL${j.failed ? ` (${j.failed} failed)` : ''}`,
      j.load.toFixed(2),
    ]);
  }
  const widths = table[0].map((_, i) => Math.max(...table.map((line) => line[i].length)));
  console.log('');
  for (const line of table) console.log(line.map((cell, i) => (i >= 3 && i <= 7 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
  console.log(
    `(medians of ${RUNS} run(s) of ${SECONDS} s; "x bare": req/s over bare Fastify's at the same connections in the same run; targets scale with bare Fastify at 64; load: 1-minute load average)`,
  );
  if (failures > 0) {
    console.error(`FAIL: ${failures} figure(s) miss their target`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
