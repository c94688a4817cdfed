// The economy model (apps/server/test/model/economy-model.ts) for a long run on PostgreSQL: one
// application, ECONOMY_WORKERS streams (4) each driving its own seeded stream of operations at the
// same time, ECONOMY_STEPS operations in all (1,000,000), the invariants checked every
// ECONOMY_CHECK_EVERY operations (5,000, with the streams paused) and at the end. Progress every
// 10 s: operations, operations per second, violations so far.
//
// The run gets a database of its own on the server of BENCH_DATABASE_URL (or DATABASE_URL), dropped
// at the end unless a violation was found (kept for a look) or ECONOMY_KEEP_DATABASE=true.
// ECONOMY_SEED seeds the run (stream i is seeded streamSeed(seed, i), printed at the start; the
// unit test replays one stream with ECONOMY_SEED=<that seed>). Exits 1 when anything was violated.
//
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run model:long
//   ECONOMY_STEPS=20000 ECONOMY_WORKERS=4 npm run model:long
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { adminQuery } from './write-load';
import { processCpuMsOf } from './proc-cpu';
import {
  checkInvariants,
  economySummary,
  EconomyStream,
  ModelViolation,
  openWorld,
  streamSeed,
  type ModelClock,
} from '../apps/server/test/model/economy-model';

const STEPS = Number(process.env.ECONOMY_STEPS ?? 1_000_000);
const WORKERS = Number(process.env.ECONOMY_WORKERS ?? 4);
const CHECK_EVERY = Number(process.env.ECONOMY_CHECK_EVERY ?? 5_000);
const SEED = process.env.ECONOMY_SEED ? Number(process.env.ECONOMY_SEED) : Math.floor(Math.random() * 2 ** 31);
const KEEP = process.env.ECONOMY_KEEP_DATABASE === 'true';
const SHOWN = 20;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

/**
 * CPU time (ms) of the run's database backends, from /proc, kept per process id: a backend's time
 * only grows, and one the pool closed keeps its last reading. Empty when the database is not on
 * this machine.
 */
class BackendCpu {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();
  constructor(private readonly pids: () => Promise<number[]>) {}

  async sample(start = false) {
    for (const pid of await this.pids()) {
      const ms = processCpuMsOf(pid);
      if (ms === undefined) continue;
      if (!this.first.has(pid)) this.first.set(pid, start ? ms : 0);
      this.last.set(pid, ms);
    }
  }

  /** The backends' time since the first sample; undefined when none was seen. */
  get spentMs(): number | undefined {
    if (this.last.size === 0) return undefined;
    return [...this.last].reduce((sum, [pid, ms]) => sum + ms - (this.first.get(pid) ?? 0), 0);
  }
}

/** Real time, moved ahead by the model when it lets time pass (deadlines, retries). */
function movingClock(): ModelClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

async function main() {
  if (!serverUrl) {
    console.error('Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server: the long run needs one.');
    process.exit(2);
  }
  const name = `panel_economy_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  // What the run proves is money and stock under concurrent load and injected faults, not that a
  // commit survives a crash (bench:kill-nine proves that): its database does not wait for the WAL
  // to reach the disk at each commit, which left the disk's flushes setting the pace.
  await adminQuery(serverUrl, `alter database ${name} set synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-economy-'));
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  // The checks read the whole database: on a connection of their own without the application's
  // statement time-out (10 s), which they pass once the database holds some 100,000 operations.
  const checker = await openDatabase({ databaseUrl: url.toString(), timeouts: { statementMs: 0 } });
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIR: '',
      PASSWORD_HASH_MEMORY_KIB: '256',
      PASSWORD_HASH_PASSES: '1',
      CHECK_RESPONSES: 'true',
      // The model's clock runs ahead by about 20 minutes an operation (deadlines, retries, outages):
      // past 250,000 operations it had passed ten years and every session had expired. A session
      // outlives the run's simulated time.
      TOKEN_IDLE_MINUTES: String(1_000 * 365 * 24 * 60),
      TOKEN_MAX_HOURS: String(1_000 * 365 * 24),
    }),
    dataDir,
  };
  const clock = movingClock();
  const app = await buildApp(config, { db: database.db, clock });
  const world = await openWorld({ app, db: database.db, config, clock });
  const streams = Array.from({ length: WORKERS }, (_, i) => new EconomyStream(world, streamSeed(SEED, i), `w${i}`));
  console.log(
    `economy long run: ${STEPS} operations, ${WORKERS} streams (seeds ${streams.map((s) => s.seed).join(', ')}), invariants every ${CHECK_EVERY}, database ${name}`,
  );

  let claimed = 0;
  let finished = 0;
  let violations = 0;
  let checks = 0;
  let checkMs = 0;
  const shown: string[] = [];
  const seen = new Set<string>();
  const report = (text: string) => {
    violations += 1;
    if (shown.length < SHOWN) {
      shown.push(text);
      console.log(`VIOLATION ${violations}: ${text}`);
    }
  };
  const check = async () =>
    world.gate.run(true, async () => {
      const started = performance.now();
      const found = await checkInvariants(checker.db, clock.now());
      checkMs += performance.now() - started;
      checks += 1;
      // A row still offending at the next check is the same violation: reported once.
      for (const violation of found.filter((text) => !seen.has(text))) {
        seen.add(violation);
        report(`invariant after ${finished} operations: ${violation}`);
      }
    });

  // What an operation costs, apart from what others run on the machine: this process's CPU and the
  // run's database backends' (the checks' own connection included).
  const backends = new BackendCpu(async () =>
    (
      (await checker.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)) as unknown as {
        rows: { pid: number }[];
      }
    ).rows.map((row) => row.pid),
  );
  await backends.sample(true);
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  let last = { at: started, finished: 0 };
  const progress = setInterval(() => {
    const now = performance.now();
    const recent = ((finished - last.finished) / (now - last.at)) * 1000;
    const overall = (finished / (now - started)) * 1000;
    last = { at: now, finished };
    void backends.sample();
    console.log(
      `${finished}/${STEPS} operations, ${recent.toFixed(1)}/s now, ${overall.toFixed(1)}/s overall, ${violations} violations, ${checks} checks (${checks ? (checkMs / checks / 1000).toFixed(1) : '-'} s each)`,
    );
  }, 10_000);

  await Promise.all(
    streams.map(async (stream) => {
      while (claimed < STEPS) {
        claimed += 1;
        try {
          await stream.step();
        } catch (error) {
          world.faults.splice(0);
          report(
            error instanceof ModelViolation
              ? error.message
              : `${stream.name} seed ${stream.seed} step ${stream.steps}: ${error instanceof Error ? error.stack : String(error)}`,
          );
        }
        finished += 1;
        if (finished % CHECK_EVERY === 0) await check();
      }
    }),
  );
  clearInterval(progress);
  await check();
  const seconds = (performance.now() - started) / 1000;
  await backends.sample();
  const cpu = process.cpuUsage(cpu0);
  const databaseMs = backends.spentMs;

  console.log(
    `\n${finished} operations in ${seconds.toFixed(0)} s: ${(finished / seconds).toFixed(1)} operations/s with ${WORKERS} streams; ${checks} invariant checks (${(checkMs / checks / 1000).toFixed(1)} s each)`,
  );
  console.log(
    `CPU per operation: ${((cpu.user + cpu.system) / 1000 / finished).toFixed(2)} ms in this process${databaseMs === undefined ? '' : `, ${(databaseMs / finished).toFixed(2)} ms in the database's backends`}`,
  );
  const { aloneMs, waitedMs } = world.gate.spent;
  console.log(
    `Faults that run alone (and the checks) held the run ${((100 * aloneMs) / 1000 / seconds).toFixed(0)} % of its time; the streams waited ${((waitedMs / 1000 / WORKERS / seconds) * 100).toFixed(0)} % of theirs to enter`,
  );
  console.log('world:', JSON.stringify(await economySummary(checker.db)));
  console.log('operations:', JSON.stringify(world.stats.ops));
  console.log(
    'ms per operation:',
    JSON.stringify(Object.fromEntries(Object.entries(world.stats.ms).map(([op, ms]) => [op, Math.round(ms / (world.stats.ops[op] ?? 1))]))),
  );
  console.log('refusals:', JSON.stringify(world.stats.refusals));
  console.log('injected:', JSON.stringify(world.stats.injected));
  console.log(violations === 0 ? 'violations: 0' : `violations: ${violations} (the first ${shown.length} printed above)`);

  await app.close();
  await database.close();
  await checker.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (KEEP || violations > 0) console.log(`kept the database ${name} for a look`);
  else await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  process.exit(violations === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
