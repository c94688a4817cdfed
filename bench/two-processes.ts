// The same build as two server processes on one PostgreSQL database, under a mixed write load
// spread over both (bench/write-load.ts). Proves that the model's invariants hold, that every
// acknowledged write is in the database once, that each task runs once (no task ended twice in
// the two logs, no two runs of a recurring sweep overlapping, each code generation's codes made
// once) and that the rate limits are shared (wrong passwords alternated over the two processes
// are refused after the rule's maximum in all, not per process). And that files are shared through
// an S3-compatible bucket: uploads and code exports made through one process are served by the
// other byte for byte, every stored file is an object of the bucket, and nothing is left in either
// process's data directory.
//
// A fresh database on the server of BENCH_DATABASE_URL (or DATABASE_URL), migrated and seeded by
// the first process; the second starts on it once the first answers. Both share one CODES_KEY and
// have a data directory each. With TWO_PROCESS_BUCKET=s3rver (the default) an s3rver is started in
// this process on a free port with its own temporary folder and one bucket, and both processes get
// the S3_* settings of it (the prefix is the database's name); TWO_PROCESS_BUCKET=none keeps each
// process's files in its data directory and checks no files. 5% of the writes are sent to both
// processes at once with the same Idempotency-Key. The database is dropped at the end unless
// something was violated.
//
//   npm run build -w apps/server
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:two-processes
//   TWO_PROCESS_SECONDS=180 LOAD_BUYERS=6 TWO_PROCESS_BUCKET=s3rver|none
//
// Prints the writes acknowledged (in all, per second, per kind), the tasks each process ran, the
// rate-limit answers, the files checked across the processes and the bucket's objects, and every
// violation; exits 1 when there is one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { solidPng } from '../apps/server/src/seed/png';
import { startTestS3, type TestS3 } from '../apps/server/test/s3-server';
import {
  adminQuery,
  loginAttempt,
  logInStaff,
  newCodesKey,
  PAYMENT_PASSWORD,
  prepareWorld,
  sleep,
  startServer,
  stopServer,
  uploadFile,
  verifyWrites,
  WriteLoad,
  type Actor,
  type Server,
  type TaskRunLine,
  type World,
} from './write-load';

const SECONDS = Number(process.env.TWO_PROCESS_SECONDS ?? 180);
const LOGIN_MAX_FAILURES = 5;
const PAYMENT_PASSWORD_MAX_FAILURES = 5;
const admin = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const BUCKET = process.env.TWO_PROCESS_BUCKET ?? 's3rver';

type Row = Record<string, any>;

async function main() {
  if (!admin) {
    console.error('Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server: two processes need one database.');
    process.exit(2);
  }
  if (BUCKET !== 's3rver' && BUCKET !== 'none') {
    console.error(`TWO_PROCESS_BUCKET is s3rver (an S3-compatible server started here, the default) or none (files in each data directory), not "${BUCKET}".`);
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
  let s3: TestS3 | undefined;
  let keep = false;
  let stopping = false;
  try {
    s3 = BUCKET === 's3rver' ? await startTestS3() : undefined;
    const bucketEnv = s3 ? s3.env({ S3_PREFIX: name }) : {};
    // The first process migrates and seeds; the second starts on the migrated, seeded database.
    for (const [i, dir] of dirs.entries()) {
      servers.push(
        await startServer({
          name: `process ${i + 1}`,
          port: firstPort + i,
          env: { DATABASE_URL: databaseUrl, DATA_DIR: dir, CODES_KEY: codesKey, ...bucketEnv },
          taskRuns,
        }),
      );
    }
    // A process that exits before the end is a violation, reported with the end of its output.
    for (const server of servers) {
      server.child.once('exit', (code, signal) => {
        if (stopping) return;
        violations.push(`${server.name} exited during the run (${code ?? signal})`);
        console.log(
          `${server.name} exited during the run (${code ?? signal}); the end of its output:\n${server.stderr().slice(-3000)}\n${server.stdout().slice(-6000)}`,
        );
      });
    }
    console.log(`two processes on database ${name}: ${servers.map((s) => `${s.name} pid ${s.child.pid} at ${s.base}`).join(', ')}; load for ${SECONDS} s`);
    console.log(
      s3
        ? `files in bucket ${s3.bucket} of s3rver at ${s3.endpoint}, prefix ${name}/; data directories ${dirs.join(', ')}`
        : `files in each process's data directory (${dirs.join(', ')}), not checked`,
    );
    const people = await prepareWorld(database.db);
    const world = { ...people, ...(await logInStaff(servers[0]!.base, people.staff)) };
    const load = new WriteLoad(
      world,
      servers.map((s) => s.base),
      0.05,
    );
    // While the load runs: pictures uploaded through one process and fetched at once through the other.
    const pictures = s3 ? picturesAcross(servers, world.buyers[0]!) : undefined;

    // Never two runs of one recurring sweep at once: sampled while the load runs.
    let samples = 0;
    const overlapping = new Set<string>();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const running = (await database.db.execute(
          sql`select kind, count(*)::int as n, string_agg(locked_by, ' ') as by from tasks where state = 'RUNNING' group by kind having count(*) > 1 and bool_and(singleton_key is not null)`,
        )) as unknown as { rows: Row[] };
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
      console.log(
        `  ${((now - started) / 1000).toFixed(0)} s: ${acked} writes acknowledged, ${(((acked - last.acked) / (now - last.at)) * 1000).toFixed(1)}/s now, load average ${os.loadavg()[0]!.toFixed(2)}`,
      );
      last = { at: now, acked };
    }, 15_000);
    const running = load.run();
    await sleep(SECONDS * 1000);
    load.stop();
    await running;
    const picturesChecked = await pictures?.stop();
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

    // Files: what one process stored the other serves, all of it in the bucket, none in the data directories.
    const files = s3 ? await sharedFiles({ servers, s3, prefix: name, dirs, db: database.db, load, world, taskRuns, pictures: picturesChecked! }) : undefined;
    if (files) violations.push(...files.violations);

    // Let a few more sweeps run on both, then stop both (their logs are complete once they exited).
    await sleep(3000);
    stopping = true;
    await Promise.all(servers.map((s) => stopServer(s)));
    await sleep(200);

    // Each task ended once in the two logs; each recurring sweep's runs one after the other.
    const ended = new Map<string, TaskRunLine[]>();
    for (const line of taskRuns.filter((l) => l.outcome === 'DONE' || l.outcome === 'FAILED'))
      ended.set(line.taskId, [...(ended.get(line.taskId) ?? []), line]);
    for (const [taskId, lines] of ended)
      if (lines.length > 1)
        violations.push(`task ${taskId} (${lines[0]!.kind}) ended ${lines.length} times: ${lines.map((l) => `${l.server} ${l.outcome}`).join(', ')}`);
    for (const text of overlapping) violations.push(`recurring task ran twice at once: ${text}`);
    const tasks = (
      (await database.db.execute(
        sql`select id, kind, state, attempts, singleton_key is not null as recurring, run_at, finished_at from tasks where finished_at is not null order by kind, finished_at`,
      )) as unknown as { rows: Row[] }
    ).rows;
    const previous = new Map<string, Row>();
    for (const task of tasks.filter((t) => t.recurring)) {
      const before = previous.get(task.kind);
      if (before && new Date(task.run_at) < new Date(before.finished_at))
        violations.push(`recurring ${task.kind}: task ${task.id} was due at ${task.run_at}, before the previous run ended at ${before.finished_at}`);
      previous.set(task.kind, task);
    }
    const loggedDone = new Set([...ended.keys()]);
    const missingLines = tasks.filter((t) => t.state === 'DONE' && !loggedDone.has(t.id)).length;

    violations.push(...load.violations, ...load.serverErrors.map((e) => `server error: ${e}`));
    for (const problem of await verifyWrites(database.db, load, { tasksFinished: true })) violations.push(problem);

    // Figures.
    const figures = load.figures();
    console.log(
      `\n${acked} writes acknowledged in ${seconds.toFixed(0)} s over two processes: ${(acked / seconds).toFixed(1)}/s (${figures.sent} requests sent, ${resolved} unanswered sent again with their keys)`,
    );
    console.log(
      'by kind (acknowledged/refused/unknown):',
      Object.entries(figures.byKind)
        .map(([k, v]) => `${k} ${v.acked}/${v.refused}/${v.unknown}`)
        .join(', '),
    );
    console.log('refusals:', JSON.stringify(figures.refusals));
    const twins = load.writes.filter((w) => w.sends >= 3).length;
    console.log(`writes sent to both processes at once with one key: ${twins}`);
    const byServer = (kind?: (k: string) => boolean) =>
      servers.map((s) => `${s.name} ${taskRuns.filter((l) => l.server === s.name && l.outcome === 'DONE' && (!kind || kind(l.kind))).length}`).join(', ');
    console.log(
      `task runs ended DONE: code generation ${byServer((k) => k === 'codes.generate')}; recurring sweeps ${byServer((k) => k !== 'codes.generate' && k !== 'codes.export')}`,
    );
    const kinds = [...new Set(tasks.map((t) => t.kind))];
    console.log(
      `tasks finished in the database: ${tasks.length} (${kinds.map((k) => `${k} ${tasks.filter((t) => t.kind === k).length}`).join(', ')}); run more than once (a retry): ${tasks.filter((t) => t.attempts > 1).length}; DONE without a log line: ${missingLines}; overlap samples: ${samples}`,
    );
    console.log(`rate limits: ${limits.summary}`);
    console.log(`files: ${files?.summary ?? 'kept in each data directory (TWO_PROCESS_BUCKET=none), not checked'}`);
    console.log(violations.length === 0 ? 'violations: 0' : `violations: ${violations.length}`);
    for (const violation of violations.slice(0, 40)) console.log(`  VIOLATION ${violation}`);
    keep = violations.length > 0;
  } catch (error) {
    keep = true;
    throw error;
  } finally {
    stopping = true;
    await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
    await database.close();
    await s3?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    if (keep) console.log(`database ${name} kept for a look`);
    else await adminQuery(admin!, `drop database if exists ${name} with (force)`);
  }
  process.exit(violations.length === 0 ? 0 : 1);
}

type Fetched = { status: number; type: string; length: number; body: Buffer; error?: string };

/** One request whose answer is read as bytes (a cut connection answers status 0). */
async function fetchBytes(url: string, init: RequestInit = {}): Promise<Fetched> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      length: Number(res.headers.get('content-length')),
      body: Buffer.from(await res.arrayBuffer()),
    };
  } catch (error) {
    return { status: 0, type: '', length: 0, body: Buffer.alloc(0), error: (error as Error).message };
  }
}

/** A JSON call as `actor` (a POST with a new Idempotency-Key when there is a body); answers the envelope. */
async function call(base: string, actor: Actor, route: string, body?: unknown): Promise<{ respCode: number; data: any }> {
  const init: RequestInit =
    body === undefined
      ? { headers: { authorization: actor.token } }
      : {
          method: 'POST',
          headers: { authorization: actor.token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(body),
        };
  const answer = await fetchBytes(`${base}${route}`, init);
  try {
    return JSON.parse(answer.body.toString()) as { respCode: number; data: any };
  } catch {
    return { respCode: answer.status, data: answer.error ?? answer.body.toString().slice(0, 200) };
  }
}

/** The files under `dir` (none when it does not exist). */
const filesUnder = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((entry) => fs.statSync(path.join(dir, entry)).isFile()) : [];

/**
 * While the load runs, every half second: a picture (an avatar upload, a public file) uploaded
 * through one process, the two in turn, and fetched at once through the other's CDN route, which
 * must answer the same bytes as a PNG.
 */
function picturesAcross(servers: Server[], owner: Actor) {
  const checked: { key: string; from: string }[] = [];
  const violations: string[] = [];
  let stopping = false;
  const done = (async () => {
    for (let i = 0; !stopping; i++) {
      const [from, to] = [servers[i % 2]!, servers[(i + 1) % 2]!];
      const content = solidPng(4 + (i % 60), [(i * 37) % 256, (i * 11) % 256, i % 256]);
      const key = await uploadFile(from.base, owner, 'image/avatar', content);
      if (!key) violations.push(`picture ${i}: its upload through ${from.name} failed`);
      else {
        const served = await fetchBytes(`${to.base}/cdn/${key}`);
        if (served.status !== 200 || served.type !== 'image/png' || !served.body.equals(content)) {
          violations.push(
            `picture ${key} uploaded through ${from.name}: ${to.name}'s CDN route answered ${served.status} ${served.type} with ${served.body.length} bytes, ${served.body.equals(content) ? 'the' : 'not the'} ${content.length} sent`,
          );
        }
        checked.push({ key, from: from.name });
      }
      await sleep(500);
    }
  })();
  return {
    async stop() {
      stopping = true;
      await done;
      return { checked, violations };
    },
  };
}

/**
 * Files shared through the bucket, with both processes up after the load: each voucher the load
 * uploaded read back by its owner through the other process; code exports of the load's
 * generations requested on the two in turn, at a random moment, each waited for through the other
 * and downloaded through both (until each process's runner has made one, at most twelve); every row of `files`
 * an object under the prefix's files/ and every object a row's; each export an object under
 * exports/; nothing under either data directory's files/ or exports/.
 */
async function sharedFiles(options: {
  servers: Server[];
  s3: TestS3;
  prefix: string;
  dirs: string[];
  db: Db;
  load: WriteLoad;
  world: World;
  taskRuns: TaskRunLine[];
  pictures: { checked: { key: string; from: string }[]; violations: string[] };
}) {
  const { servers, s3, prefix, dirs, db, load, world, taskRuns, pictures } = options;
  const violations = [...pictures.violations];
  const other = (base: string) => servers.find((s) => s.base !== base)!;
  const nameOf = (base: string) => servers.find((s) => s.base === base)!.name;

  // The load's vouchers, through the process they were not uploaded through.
  if (load.uploadFailures > 0) violations.push(`${load.uploadFailures} voucher upload(s) of the load were not answered with a key`);
  for (let i = 0; i < load.uploads.length; i += 8) {
    await Promise.all(
      load.uploads.slice(i, i + 8).map(async (upload) => {
        const to = other(upload.base);
        const served = await fetchBytes(`${to.base}/api-auth/s3/download`, {
          method: 'POST',
          headers: { authorization: upload.owner.token, 'content-type': 'application/json' },
          body: JSON.stringify({ key: upload.key }),
        });
        if (served.status !== 200 || !served.body.equals(upload.content)) {
          violations.push(
            `voucher ${upload.key} uploaded through ${nameOf(upload.base)}: ${to.name} answered ${served.status} with ${served.body.length} bytes, ${served.body.equals(upload.content) ? 'the' : 'not the'} ${upload.content.length} sent ${served.error ?? served.body.toString().slice(0, 120)}`,
          );
        }
      }),
    );
  }

  // Code exports, requested on one process, followed and downloaded through the other too.
  const { seller } = world;
  const generations = load.writes.filter((w) => w.kind === 'generate' && w.state === 'acked').map((w) => w.data.taskId as string);
  const exported: { file: string; requestedOn: string; ranBy: string; size: number; count: number }[] = [];
  const eachRan = () => servers.every((s) => exported.some((e) => e.ranBy === s.name));
  for (const generation of generations.reverse()) {
    if (exported.length >= 12 || (exported.length >= 2 && eachRan())) break;
    if ((await call(servers[0]!.base, seller, `/api/task/${generation}`)).data?.state !== 'DONE') continue;
    const on = servers[exported.length % 2]!;
    // Requested at no fixed moment of the runners' polls, so that either may take it.
    await sleep(Math.random() * 1000);
    const started = await call(on.base, seller, `/api/codes/records/${generation}/export`, { format: 'CSV' });
    if (started.respCode !== 200) {
      violations.push(`export of generation ${generation} on ${on.name}: answered ${started.respCode} ${JSON.stringify(started.data)}`);
      continue;
    }
    const taskId = started.data.taskId as string;
    let task: any;
    for (let waited = 0; waited < 120 && !['DONE', 'FAILED'].includes(task?.state); waited++) {
      task = (await call(other(on.base).base, seller, `/api/task/${taskId}`)).data;
      if (!['DONE', 'FAILED'].includes(task?.state)) await sleep(500);
    }
    if (task?.state !== 'DONE') {
      violations.push(`export ${taskId} requested on ${on.name}: ${task?.state ?? 'no task'} after 60 s ${JSON.stringify(task?.result ?? task?.error ?? '')}`);
      continue;
    }
    const result = task.result as { downloadId: string; size: number; count: number; file: string };
    let ranBy: string | undefined;
    for (let waited = 0; waited < 50 && !ranBy; waited++) {
      ranBy = taskRuns.find((line) => line.taskId === taskId && line.outcome === 'DONE')?.server;
      if (!ranBy) await sleep(100);
    }
    const served = await Promise.all(
      servers.map((s) => fetchBytes(`${s.base}/api/codes/exports/${result.downloadId}`, { headers: { authorization: seller.token } })),
    );
    for (const [i, answer] of served.entries()) {
      if (answer.status !== 200 || answer.body.length !== result.size || answer.length !== result.size) {
        violations.push(
          `export ${taskId} (${result.size} bytes, made by ${ranBy ?? 'an unknown process'}): ${servers[i]!.name} answered ${answer.status} with ${answer.body.length} bytes, content-length ${answer.length}`,
        );
      }
    }
    if (!served[0]!.body.equals(served[1]!.body)) violations.push(`export ${taskId}: the two processes served different bytes`);
    const rows = served[0]!.body.toString().split('\r\n').filter(Boolean);
    if (result.count < 1 || rows.length !== result.count + 1 || rows[0] !== '\uFEFFCard,Code,Status,Account,Card number,Activated at (UTC)')
      violations.push(`export ${taskId}: ${rows.length} lines for ${result.count} codes`);
    exported.push({ file: result.file, requestedOn: on.name, ranBy: ranBy ?? 'unknown', size: result.size, count: result.count });
  }
  if (exported.length === 0) violations.push('no code export was made: no code generation of the load ended DONE');

  // The bucket against the database, and the data directories.
  const objects = new Set(await s3.keys(`${prefix}/files/`));
  const rows = ((await db.execute(sql`select key from files`)) as unknown as { rows: { key: string }[] }).rows.map((row) => `${prefix}/files/${row.key}`);
  const named = new Set(rows);
  const missing = rows.filter((key) => !objects.has(key));
  const orphans = [...objects].filter((key) => !named.has(key));
  if (missing.length > 0) violations.push(`${missing.length} stored file(s) missing from the bucket: ${missing.slice(0, 3).join(', ')}`);
  if (orphans.length > 0) violations.push(`${orphans.length} object(s) under files/ that no stored file names: ${orphans.slice(0, 3).join(', ')}`);
  const exportObjects = new Set(await s3.keys(`${prefix}/exports/`));
  for (const e of exported) if (!exportObjects.has(`${prefix}/exports/${e.file}`)) violations.push(`export ${e.file} is not in the bucket`);
  let local = 0;
  for (const [i, dir] of dirs.entries()) {
    for (const folder of ['files', 'exports']) {
      const left = filesUnder(path.join(dir, folder));
      local += left.length;
      if (left.length > 0)
        violations.push(`${servers[i]!.name}'s data directory holds ${left.length} file(s) under ${folder}/: ${left.slice(0, 3).join(', ')}`);
    }
  }

  const through = (list: { from: string }[]) => servers.map((s) => `${s.name} ${list.filter((item) => item.from === s.name).length}`).join(', ');
  const checked = load.uploads.length + pictures.checked.length + exported.length;
  const summary =
    `${checked} files checked across the processes: ${load.uploads.length} load vouchers read by their owner through the other process (uploaded through ${through(load.uploads.map((u) => ({ from: nameOf(u.base) })))}), ` +
    `${pictures.checked.length} pictures fetched from the other process's CDN route during the load (uploaded through ${through(pictures.checked)}), ` +
    `${exported.length} code exports of ${exported.map((e) => e.count).join('/')} codes downloaded through both (requested on ${through(exported.map((e) => ({ from: e.requestedOn })))}; made by ${through(exported.map((e) => ({ from: e.ranBy })))}); ` +
    `objects in the bucket: ${objects.size} under files/ for ${rows.length} stored files (${missing.length} missing, ${orphans.length} unnamed), ${exportObjects.size} under exports/; files under the data directories' files/ and exports/: ${local}`;
  return { violations, summary };
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
    violations.push(
      `login limit, alternating processes: answers ${sequential.join(' ')} then the right password ${right}; expected ${expected.join(' ')} then ${ERROR_CODES.OPERATION_TOO_FREQUENT}`,
    );
  }

  // All at once over both processes: still max-1 wrong-password answers in all.
  const burst = codes(await Promise.all(Array.from({ length: 2 * LOGIN_MAX_FAILURES }, (_, i) => loginAttempt(base(i), second!.email, 'Wrong-pass-2'))));
  if (
    count(burst, ERROR_CODES.WRONG_CREDENTIALS) !== LOGIN_MAX_FAILURES - 1 ||
    count(burst, ERROR_CODES.OPERATION_TOO_FREQUENT) !== burst.length - (LOGIN_MAX_FAILURES - 1)
  ) {
    violations.push(
      `login limit, ${burst.length} at once over both processes: ${count(burst, ERROR_CODES.WRONG_CREDENTIALS)} wrong-password answers (expected ${LOGIN_MAX_FAILURES - 1}), answers ${burst.join(' ')}`,
    );
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
  const expectedPayments = [
    ...Array(PAYMENT_PASSWORD_MAX_FAILURES - 1).fill(ERROR_CODES.WRONG_PAYMENT_PASSWORD),
    ...Array(3).fill(ERROR_CODES.OPERATION_TOO_FREQUENT),
  ];
  if (payments.join() !== expectedPayments.join() || rightPayment !== ERROR_CODES.OPERATION_TOO_FREQUENT) {
    violations.push(
      `payment password limit, alternating processes: answers ${payments.join(' ')} then the right password ${rightPayment}; expected ${expectedPayments.join(' ')} then ${ERROR_CODES.OPERATION_TOO_FREQUENT}`,
    );
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
