// kill -9 during a mixed write load, KILLS times (100): each round starts the built server (after
// the first, on the database the previous one was killed on), sends again every write whose answer
// never came with its Idempotency-Key, runs the load (bench/write-load.ts) and kills the server with
// SIGKILL at a random moment 0.3 to 3 s into the round. With the server dead, the database is read:
// every acknowledged write so far must be there, nothing beyond them but at most one effect per
// write still unanswered, and the economy model's invariants must hold. After the last round the
// server starts once more, every unanswered write is sent again (each must now be in the database
// exactly once, as its answer says), the code generations finish, and everything is checked again.
//
// PGlite in a temporary folder, or with BENCH_DATABASE_URL a fresh database on that PostgreSQL
// server (dropped at the end unless something was violated). The embedded database is read by this
// process between rounds, while no server holds its folder.
//
//   npm run build -w apps/server
//   npm run bench:kill-nine                       # PGlite, KILLS=100
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:kill-nine
//
// Prints a line per round (time to the kill, writes acknowledged, answers cut, restart time, check
// time, violations) and the totals; exits 1 on any violation, or when the server does not start again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database, type OpenOptions } from '../apps/server/src/db/client';
import { adminQuery, logInStaff, prepareWorld, sleep, startServer, stopServer, verifyWrites, WriteLoad, type Server, type World } from './write-load';

const KILLS = Number(process.env.KILLS ?? 100);
const MIN_MS = Number(process.env.KILL_MIN_MS ?? 300);
const MAX_MS = Number(process.env.KILL_MAX_MS ?? 3000);
const admin = process.env.BENCH_DATABASE_URL;

/** The run's database: its server environment, how this process opens it, and how it is removed. */
async function freshDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-kill-'));
  if (!admin) {
    return {
      kind: 'pglite' as const,
      name: dataDir,
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: { dataDir } as OpenOptions,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `panel_kill_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin!, `create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres' as const,
    name,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: { databaseUrl: url.toString() } as OpenOptions,
    drop: async () => {
      await adminQuery(admin!, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const database = await freshDatabase();
  const port = 4000 + Math.floor(Math.random() * 800);
  const start = (label: string) => startServer({ name: label, port, env: database.env, timeoutMs: 60_000 });
  const violations: string[] = [];
  let server: Server | undefined;
  let pgHandle: Database | undefined;
  /** Runs `work` on the database: PGlite opened for it (no server holds the folder now), PostgreSQL through one pool. */
  const withDb = async <T>(work: (db: Database['db']) => Promise<T>): Promise<T> => {
    if (database.kind === 'postgres') {
      pgHandle ??= await openDatabase(database.open);
      return work(pgHandle.db);
    }
    const opened = await openDatabase(database.open);
    try {
      return await work(opened.db);
    } finally {
      await opened.close();
    }
  };
  let keep = false;
  try {
    // First start: migrations and the demo data; the run's buyers are registered with no server on the folder.
    server = await start('server');
    await stopServer(server);
    const people = await withDb((db) => prepareWorld(db));
    server = await start('server');
    const world: World = { ...people, ...(await logInStaff(server.base, people.staff)) };
    const load = new WriteLoad(world, [server.base]);
    console.log(`kill -9 x ${KILLS} on ${database.kind} (${database.name}), each 0.3 to 3 s into the load, ${world.buyers.length} buyers and the seller`);

    const totals = { acked: 0, cutAtKill: 0, restartMs: [] as number[], checkMs: [] as number[], resent: 0 };
    for (let round = 1; round <= KILLS; round++) {
      let restartMs = 0;
      if (round > 1) {
        const began = performance.now();
        try {
          server = await start('server');
        } catch (error) {
          violations.push(`round ${round}: the server did not start again after kill -9: ${(error as Error).message.slice(0, 2000)}`);
          break;
        }
        restartMs = performance.now() - began;
        totals.restartMs.push(restartMs);
      }
      const resent = await load.resolveUnknown();
      totals.resent += resent;
      const ackedBefore = load.writes.filter((w) => w.state === 'acked').length;
      const killAfter = MIN_MS + Math.random() * (MAX_MS - MIN_MS);
      const running = load.run();
      await sleep(killAfter);
      await stopServer(server!, 'SIGKILL');
      load.stop();
      await running;
      const acked = load.writes.filter((w) => w.state === 'acked').length - ackedBefore;
      const cut = load.writes.filter((w) => w.state === 'unknown').length;
      totals.acked += acked;
      totals.cutAtKill += cut;

      const began = performance.now();
      const found = await withDb((db) => verifyWrites(db, load));
      const checkMs = performance.now() - began;
      totals.checkMs.push(checkMs);
      const fresh = [...load.violations.splice(0), ...load.serverErrors.splice(0).map((e) => `server error: ${e}`), ...found];
      for (const text of fresh) violations.push(`round ${round}: ${text}`);
      console.log(
        `round ${String(round).padStart(3)}: killed at ${(killAfter / 1000).toFixed(2)} s, ${acked} writes acknowledged, ${cut} unanswered, ${resent} resent before, ` +
          `restart ${(restartMs / 1000).toFixed(1)} s, check ${(checkMs / 1000).toFixed(1)} s, ${fresh.length} violations, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
      );
      for (const text of fresh.slice(0, 5)) console.log(`  VIOLATION ${text}`);
    }

    // The end: start once more, answer every unanswered write, let the code generations finish, stop cleanly, check it all.
    if (!violations.some((v) => v.includes('did not start again'))) {
      server = await start('server');
      const resent = await load.resolveUnknown();
      const unfinished = await load.waitForTasks();
      if (unfinished > 0) violations.push(`end: ${unfinished} code generation task(s) did not end within 60 s`);
      await stopServer(server);
      const found = await withDb((db) => verifyWrites(db, load, { tasksFinished: true }));
      for (const text of [...load.violations.splice(0), ...load.serverErrors.splice(0).map((e) => `server error: ${e}`), ...found])
        violations.push(`end: ${text}`);
      const figures = load.figures();
      const unknownLeft = load.writes.filter((w) => w.state === 'unknown').length;
      console.log(`\nend: ${resent} unanswered writes sent again with their keys, ${unknownLeft} still unanswered`);
      console.log(
        `${KILLS} kills on ${database.kind}: ${totals.acked} writes acknowledged (${figures.sent} requests), ${totals.cutAtKill} answers cut by the kills, each sent again after the restart`,
      );
      console.log(
        'by kind (acknowledged/refused/unknown):',
        Object.entries(figures.byKind)
          .map(([k, v]) => `${k} ${v.acked}/${v.refused}/${v.unknown}`)
          .join(', '),
      );
      console.log('refusals:', JSON.stringify(figures.refusals));
      const mean = (list: number[]) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : 0);
      console.log(
        `restart after kill -9: mean ${(mean(totals.restartMs) / 1000).toFixed(2)} s, longest ${(Math.max(0, ...totals.restartMs) / 1000).toFixed(2)} s; check: mean ${(mean(totals.checkMs) / 1000).toFixed(2)} s`,
      );
    }
    console.log(violations.length === 0 ? 'violations: 0' : `violations: ${violations.length}`);
    for (const violation of violations.slice(0, 40)) console.log(`  VIOLATION ${violation}`);
    keep = violations.length > 0;
  } catch (error) {
    keep = true;
    throw error;
  } finally {
    if (server) await stopServer(server, 'SIGKILL');
    await pgHandle?.close();
    if (keep) console.log(`database ${database.name} kept for a look`);
    else await database.drop();
  }
  process.exit(violations.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
