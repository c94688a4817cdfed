// The same build as two server processes on one PostgreSQL database, under a mixed write load
// spread over both (bench/write-load.ts). Proves that the model's invariants hold, that every
// acknowledged write is in the database once, that each task runs once (no task ended twice in
// the two logs, no two runs of a recurring sweep overlapping, each code generation's codes made
// once) and that the rate limits are shared (wrong passwords alternated over the two processes
// are refused after the rule's maximum in all, not per process).
//
// A fresh database on the server of BENCH_DATABASE_URL (or DATABASE_URL), migrated and seeded by
// the first process; the second starts on it once the first answers. Both share one CODES_KEY and
// have a data directory each. 5% of the writes are sent to both processes at once with the same
// Idempotency-Key. The database is dropped at the end unless something was violated.
//
//   npm run build -w apps/server
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:two-processes
//   TWO_PROCESS_SECONDS=180 LOAD_BUYERS=6
//
// Prints the writes acknowledged (in all, per second, per kind), the tasks each process ran, the
// rate-limit answers and every violation; exits 1 when there is one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { openDatabase } from '../apps/server/src/db/client';
import { adminQuery, loginAttempt, logInStaff, newCodesKey, PAYMENT_PASSWORD, prepareWorld, sleep, startServer, stopServer, verifyWrites, WriteLoad, type Actor, type Server, type TaskRunLine } from './write-load';

const SECONDS = Number(process.env.TWO_PROCESS_SECONDS ?? 180);
const LOGIN_MAX_FAILURES = 5;
const PAYMENT_PASSWORD_MAX_FAILURES = 5;
const admin = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;


type Row = Record<string, any>;

async function main() {
  if (!admin) {
    console.error('Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server: two processes need one database.');
    process.exit(2);
  }
  const name = `panel_two_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin!, `create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dirs = ['a', 'b'].map((n) => fs.mkdtempSync(path.join(os.tmpdir(), `panel-two-${n}-`)));
  const codesKey = newCodesKey();
  const taskRuns: TaskRunLine[] = [];
  const violations: string[] = [];
  const servers: Server[] = [];
  const firstPort = 4000 + Math.floor(Math.random() * 800);
  const database = await openDatabase({ databaseUrl });
  let keep = false;
  try {
    // The first process migrates and seeds; the second starts on the migrated, seeded database.
    for (const [i, dir] of dirs.entries()) {
      servers.push(await startServer({ name: `process ${i + 1}`, port: firstPort + i, env: { DATABASE_URL: databaseUrl, DATA_DIR: dir, CODES_KEY: codesKey }, taskRuns }));
    }
    console.log(`two processes on database ${name}: ${servers.map((s) => `${s.name} pid ${s.child.pid} at ${s.base}`).join(', ')}; load for ${SECONDS} s`);
    const people = await prepareWorld(database.db);
    const world = { ...people, ...(await logInStaff(servers[0]!.base, people.staff)) };
    const load = new WriteLoad(world, servers.map((s) => s.base), 0.05);

    // Never two runs of one recurring sweep at once: sampled while the load runs.
    let samples = 0;
    const overlapping = new Set<string>();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const running = (await database.db.execute(sql`select kind, count(*)::int as n, string_agg(locked_by, ' ') as by from tasks where state = 'RUNNING' group by kind having count(*) > 1 and bool_and(singleton_key is not null)`)) as unknown as { rows: Row[] };
        samples += 1;
        for (const row of running.rows) overlapping.add(`${row.kind}: ${row.n} runs at once (${row.by})`);
        await sleep(250);
      }
    })();

    const started = performance.now();
    let last = { at: started, acked: 0 };
    const ackedCount = () => load.writes.filter((w) => w.state === 'acked').length;
    const progress = setInterval(() => {
      const now = performance.now();
      const acked = ackedCount();
      console.log(`  ${((now - started) / 1000).toFixed(0)} s: ${acked} writes acknowledged, ${(((acked - last.acked) / (now - last.at)) * 1000).toFixed(1)}/s now, load average ${os.loadavg()[0]!.toFixed(2)}`);
      last = { at: now, acked };
    }, 15_000);
    const running = load.run();
    await sleep(SECONDS * 1000);
    load.stop();
    await running;
    clearInterval(progress);
    const seconds = (performance.now() - started) / 1000;
    const acked = ackedCount();
    const resolved = await load.resolveUnknown();

    // The code generations still queued finish on either process.
    const unfinished = await load.waitForTasks();
    if (unfinished > 0) violations.push(`${unfinished} code generation task(s) did not end within 60 s`);
    sampling = false;
    await sampler;

    const limits = await rateLimits(servers, world.spare);
    violations.push(...limits.violations);

    // Let a few more sweeps run on both, then stop both (their logs are complete once they exited).
    await sleep(3000);
    await Promise.all(servers.map((s) => stopServer(s)));
    await sleep(200);

    // Each task ended once in the two logs; each recurring sweep's runs one after the other.
    const ended = new Map<string, TaskRunLine[]>();
    for (const line of taskRuns.filter((l) => l.outcome === 'DONE' || l.outcome === 'FAILED')) ended.set(line.taskId, [...(ended.get(line.taskId) ?? []), line]);
    for (const [taskId, lines] of ended) if (lines.length > 1) violations.push(`task ${taskId} (${lines[0]!.kind}) ended ${lines.length} times: ${lines.map((l) => `${l.server} ${l.outcome}`).join(', ')}`);
    for (const text of overlapping) violations.push(`recurring task ran twice at once: ${text}`);
    const tasks = ((await database.db.execute(
      sql`select id, kind, state, attempts, singleton_key is not null as recurring, run_at, finished_at from tasks where finished_at is not null order by kind, finished_at`,
    )) as unknown as { rows: Row[] }).rows;
    const previous = new Map<string, Row>();
    for (const task of tasks.filter((t) => t.recurring)) {
      const before = previous.get(task.kind);
      if (before && new Date(task.run_at) < new Date(before.finished_at)) violations.push(`recurring ${task.kind}: task ${task.id} was due at ${task.run_at}, before the previous run ended at ${before.finished_at}`);
      previous.set(task.kind, task);
    }
    const loggedDone = new Set([...ended.keys()]);
    const missingLines = tasks.filter((t) => t.state === 'DONE' && !loggedDone.has(t.id)).length;

    violations.push(...load.violations, ...load.serverErrors.map((e) => `server error: ${e}`));
    for (const problem of await verifyWrites(database.db, load, { tasksFinished: true })) violations.push(problem);

    // Figures.
    const figures = load.figures();
    console.log(`\n${acked} writes acknowledged in ${seconds.toFixed(0)} s over two processes: ${(acked / seconds).toFixed(1)}/s (${figures.sent} requests sent, ${resolved} unanswered sent again with their keys)`);
    console.log('by kind (acknowledged/refused/unknown):', Object.entries(figures.byKind).map(([k, v]) => `${k} ${v.acked}/${v.refused}/${v.unknown}`).join(', '));
    console.log('refusals:', JSON.stringify(figures.refusals));
    const twins = load.writes.filter((w) => w.sends >= 3).length;
    console.log(`writes sent to both processes at once with one key: ${twins}`);
    const byServer = (kind?: (k: string) => boolean) => servers.map((s) => `${s.name} ${taskRuns.filter((l) => l.server === s.name && l.outcome === 'DONE' && (!kind || kind(l.kind))).length}`).join(', ');
    console.log(`task runs ended DONE: code generation ${byServer((k) => k === 'codes.generate')}; recurring sweeps ${byServer((k) => k !== 'codes.generate')}`);
    const kinds = [...new Set(tasks.map((t) => t.kind))];
    console.log(
      `tasks finished in the database: ${tasks.length} (${kinds.map((k) => `${k} ${tasks.filter((t) => t.kind === k).length}`).join(', ')}); run more than once (a retry): ${tasks.filter((t) => t.attempts > 1).length}; DONE without a log line: ${missingLines}; overlap samples: ${samples}`,
    );
    console.log(`rate limits: ${limits.summary}`);
    console.log(violations.length === 0 ? 'violations: 0' : `violations: ${violations.length}`);
    for (const violation of violations.slice(0, 40)) console.log(`  VIOLATION ${violation}`);
    keep = violations.length > 0;
  } catch (error) {
    keep = true;
    throw error;
  } finally {
    await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
    await database.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    if (keep) console.log(`database ${name} kept for a look`);
    else await adminQuery(admin!, `drop database if exists ${name} with (force)`);
  }
  process.exit(violations.length === 0 ? 0 : 1);
}

/**
 * Wrong passwords alternated over the two processes: one account's logins one after the other, a
 * second account's all at once, and one account's payment password. A limit shared through the
 * database refuses everything from the rule's maximum on (the attempt that reaches it included)
 * whichever process is asked; one kept per process would let twice as many be checked.
 */
async function rateLimits(servers: Server[], spare: (Actor & { email: string; password: string })[]) {
  const violations: string[] = [];
  const base = (i: number) => servers[i % servers.length]!.base;
  const codes = (answers: { respCode: number }[]) => answers.map((a) => a.respCode);
  const count = (list: number[], code: number) => list.filter((c) => c === code).length;

  // One after the other, alternating: max-1 wrong-password answers, then waits, the right password included.
  const [first, second, third] = spare;
  const sequential: number[] = [];
  for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) sequential.push((await loginAttempt(base(i), first!.email, 'Wrong-pass-1')).respCode);
  const right = (await loginAttempt(base(1), first!.email, first!.password)).respCode;
  const expected = [...Array(LOGIN_MAX_FAILURES - 1).fill(ERROR_CODES.WRONG_CREDENTIALS), ...Array(3).fill(ERROR_CODES.OPERATION_TOO_FREQUENT)];
  if (sequential.join() !== expected.join() || right !== ERROR_CODES.OPERATION_TOO_FREQUENT) {
    violations.push(`login limit, alternating processes: answers ${sequential.join(' ')} then the right password ${right}; expected ${expected.join(' ')} then ${ERROR_CODES.OPERATION_TOO_FREQUENT}`);
  }

  // All at once over both processes: still max-1 wrong-password answers in all.
  const burst = codes(await Promise.all(Array.from({ length: 2 * LOGIN_MAX_FAILURES }, (_, i) => loginAttempt(base(i), second!.email, 'Wrong-pass-2'))));
  if (count(burst, ERROR_CODES.WRONG_CREDENTIALS) !== LOGIN_MAX_FAILURES - 1 || count(burst, ERROR_CODES.OPERATION_TOO_FREQUENT) !== burst.length - (LOGIN_MAX_FAILURES - 1)) {
    violations.push(`login limit, ${burst.length} at once over both processes: ${count(burst, ERROR_CODES.WRONG_CREDENTIALS)} wrong-password answers (expected ${LOGIN_MAX_FAILURES - 1}), answers ${burst.join(' ')}`);
  }

  // Payment password, alternating: max-1 wrong answers, then waits, the right one included.
  const pay = async (i: number, password: string) => {
    const res = await fetch(`${base(i)}/api/vcoin/transfer`, {
      method: 'POST',
      headers: { authorization: third!.token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ toUid: first!.uid, amount: '1.00', paymentPassword: password }),
    });
    return ((await res.json()) as { respCode: number }).respCode;
  };
  const payments: number[] = [];
  for (let i = 0; i < PAYMENT_PASSWORD_MAX_FAILURES + 2; i++) payments.push(await pay(i, '000000'));
  const rightPayment = await pay(1, PAYMENT_PASSWORD);
  const expectedPayments = [...Array(PAYMENT_PASSWORD_MAX_FAILURES - 1).fill(ERROR_CODES.WRONG_PAYMENT_PASSWORD), ...Array(3).fill(ERROR_CODES.OPERATION_TOO_FREQUENT)];
  if (payments.join() !== expectedPayments.join() || rightPayment !== ERROR_CODES.OPERATION_TOO_FREQUENT) {
    violations.push(`payment password limit, alternating processes: answers ${payments.join(' ')} then the right password ${rightPayment}; expected ${expectedPayments.join(' ')} then ${ERROR_CODES.OPERATION_TOO_FREQUENT}`);
  }
  const summary =
    `login alternating ${sequential.join(' ')}, then right password ${right}; ` +
    `${burst.length} at once: ${count(burst, ERROR_CODES.WRONG_CREDENTIALS)} x ${ERROR_CODES.WRONG_CREDENTIALS}, ${count(burst, ERROR_CODES.OPERATION_TOO_FREQUENT)} x ${ERROR_CODES.OPERATION_TOO_FREQUENT}; ` +
    `payment password alternating ${payments.join(' ')}, then right ${rightPayment}`;
  return { violations, summary };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
