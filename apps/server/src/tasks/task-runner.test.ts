import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ERROR_CODES } from '@panel/domain/errors';
import { loadConfig } from '../config';
import { tasks } from '../db/schema';
import { AppError } from '../errors';
import { manualClock } from '../../test/app';
import { backoffSeconds } from './task-runner';
import {
  createTestRunner,
  findEffects,
  gate,
  ITEMS_KIND,
  registerItemsHandler,
  TEST_RUNNER,
  testDatabaseUrl,
  type ItemsInput,
} from '../../test/fixtures/tasks.fixtures';
import { createTask, findTaskItems } from './tasks.service';
import { useTaskTestDatabase } from '../../test/fixtures/task-database';

const t = useTaskTestDatabase();
const clock = manualClock();

const SECOND = 1000;
const getTaskRow = async (id: string) => (await t.db.select().from(tasks).where(eq(tasks.id, id)))[0];
const queueItems = (input: ItemsInput, options: { maxAttempts?: number } = {}) =>
  createTask(t.db, { kind: ITEMS_KIND, input, ...options }, { now: clock.now() });
const itemsOf = async (taskId: string) =>
  (await findTaskItems(t.db, taskId)).map(({ seq, key, state, result, errorCode }) => ({ seq, key, state, result, errorCode }));
/** Runs `runner` until it finds nothing due. */
const drain = async (runner: { runOnce(): Promise<unknown> }) => {
  while (await runner.runOnce());
};

describe('a task with items', () => {
  it('runs to DONE with each item reported once, in order, and the progress counted', async () => {
    const runner = createTestRunner(t.db, clock, 'runner-items');
    registerItemsHandler(runner);
    const task = await queueItems({ keys: ['a', 'b', 'c', 'd'], refuse: { keys: ['c'], code: ERROR_CODES.INSUFFICIENT_STOCK } });

    expect(await runner.runOnce()).toEqual({ taskId: task.id, outcome: 'DONE' });

    const row = await getTaskRow(task.id);
    expect(row).toMatchObject({
      state: 'DONE',
      doneCount: 4,
      failedCount: 1,
      totalCount: 4,
      result: { count: 4 },
      attempts: 1,
      lockedBy: null,
      errorCode: null,
    });
    expect(row.finishedAt).toEqual(clock.now());
    expect(await itemsOf(task.id)).toEqual([
      { seq: 1, key: 'a', state: 'DONE', result: { key: 'a', by: 'runner-items' }, errorCode: null },
      { seq: 2, key: 'b', state: 'DONE', result: { key: 'b', by: 'runner-items' }, errorCode: null },
      { seq: 3, key: 'c', state: 'FAILED', result: null, errorCode: ERROR_CODES.INSUFFICIENT_STOCK },
      { seq: 4, key: 'd', state: 'DONE', result: { key: 'd', by: 'runner-items' }, errorCode: null },
    ]);
    // The refused item's work was rolled back with it.
    expect(await findEffects(t.db, task.id)).toEqual(['a@runner-items', 'b@runner-items', 'd@runner-items']);
    expect(await runner.runOnce()).toBeUndefined();
  });
});

describe('retries', () => {
  it('puts a task that threw back to PENDING with a doubling wait, and fails it with 21006 when its attempts run out', async () => {
    const runner = createTestRunner(t.db, clock, 'runner-retry');
    const errors: string[] = [];
    runner.registerTaskHandler(
      'test.always-broken',
      async (ctx) => {
        errors.push(`attempt ${ctx.task.attempts}`);
        throw new Error('the provider timed out');
      },
      { backoffSeconds: 10 },
    );
    const task = await createTask(t.db, { kind: 'test.always-broken', maxAttempts: 3 }, { now: clock.now() });

    expect(await runner.runOnce()).toEqual({ taskId: task.id, outcome: 'RETRY' });
    let row = await getTaskRow(task.id);
    expect(row).toMatchObject({ state: 'PENDING', attempts: 1, lockedBy: null, errorCode: null, lastError: 'the provider timed out' });
    expect(row.runAt.getTime() - clock.now().getTime()).toBe(10 * SECOND);

    clock.advance(10 * SECOND - 1);
    expect(await runner.runOnce()).toBeUndefined();
    clock.advance(1);
    expect(await runner.runOnce()).toEqual({ taskId: task.id, outcome: 'RETRY' });
    row = await getTaskRow(task.id);
    expect(row.runAt.getTime() - clock.now().getTime()).toBe(20 * SECOND);

    clock.advance(20 * SECOND);
    expect(await runner.runOnce()).toEqual({ taskId: task.id, outcome: 'FAILED' });
    row = await getTaskRow(task.id);
    expect(row).toMatchObject({ state: 'FAILED', attempts: 3, errorCode: ERROR_CODES.INTERNAL_RETRY_LATER, lockedBy: null });
    expect(row.finishedAt).toEqual(clock.now());
    expect(errors).toEqual(['attempt 1', 'attempt 2', 'attempt 3']);

    clock.advance(3600 * SECOND);
    expect(await runner.runOnce()).toBeUndefined();
  });

  it('waits base, 2 x base, 4 x base ... up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backoffSeconds(attempts, { backoffSeconds: 10, maxBackoffSeconds: 100 }))).toEqual([10, 20, 40, 80, 100]);
  });

  it('resumes a retried task after the items already done, doing each item once', async () => {
    const runner = createTestRunner(t.db, clock, 'runner-resume');
    let crashes = 0;
    registerItemsHandler(runner, {
      pauseBefore: 'c',
      pause: async () => {
        crashes += 1;
        if (crashes === 1) throw new Error('the process ran out of memory');
      },
    });
    const task = await queueItems({ keys: ['a', 'b', 'c', 'd'] });

    expect(await runner.runOnce()).toEqual({ taskId: task.id, outcome: 'RETRY' });
    expect(await getTaskRow(task.id)).toMatchObject({ state: 'PENDING', doneCount: 2, totalCount: 4 });
    clock.advance(backoffSeconds(1) * SECOND);
    expect(await runner.runOnce()).toEqual({ taskId: task.id, outcome: 'DONE' });

    expect(await getTaskRow(task.id)).toMatchObject({ state: 'DONE', doneCount: 4, failedCount: 0, attempts: 2 });
    expect((await itemsOf(task.id)).map((item) => `${item.seq}:${item.key}`)).toEqual(['1:a', '2:b', '3:c', '4:d']);
    expect(await findEffects(t.db, task.id)).toEqual(['a@runner-resume', 'b@runner-resume', 'c@runner-resume', 'd@runner-resume']);
  });

  it('fails a task whose handler refused with an AppError, with that code and no retry', async () => {
    const runner = createTestRunner(t.db, clock, 'runner-refused');
    let runs = 0;
    runner.registerTaskHandler('test.refused', async () => {
      runs += 1;
      throw new AppError(ERROR_CODES.INSUFFICIENT_VCOIN);
    });
    const task = await createTask(t.db, { kind: 'test.refused', maxAttempts: 5 }, { now: clock.now() });

    expect(await runner.runOnce()).toEqual({ taskId: task.id, outcome: 'FAILED' });
    expect(await getTaskRow(task.id)).toMatchObject({ state: 'FAILED', errorCode: ERROR_CODES.INSUFFICIENT_VCOIN, attempts: 1, lockedBy: null });
    clock.advance(3600 * SECOND);
    expect(await runner.runOnce()).toBeUndefined();
    expect(runs).toBe(1);
  });
});

describe('a runner that goes quiet', () => {
  it('keeps its task while it sends heartbeats; once they stop, another runner takes the task over and finishes it, and the first one can write nothing more', async () => {
    const first = createTestRunner(t.db, clock, 'runner-quiet');
    const second = createTestRunner(t.db, clock, 'runner-takeover');
    const stuck = gate();
    registerItemsHandler(first, { pauseBefore: 'c', pause: stuck.wait });
    registerItemsHandler(second);
    const task = await queueItems({ keys: ['a', 'b', 'c', 'd', 'e'] });

    const firstRun = first.runOnce();
    await stuck.reached;
    expect(await getTaskRow(task.id)).toMatchObject({ state: 'RUNNING', lockedBy: 'runner-quiet', doneCount: 2 });

    // Alive: its heartbeats keep the task for as long as it runs.
    clock.advance(TEST_RUNNER.staleSeconds * SECOND);
    await first.heartbeat();
    clock.advance(TEST_RUNNER.staleSeconds * SECOND);
    expect(await second.runOnce()).toBeUndefined();
    expect(await getTaskRow(task.id)).toMatchObject({ state: 'RUNNING', lockedBy: 'runner-quiet' });

    // Quiet for longer than the stale limit: the second runner takes it and finishes it.
    clock.advance(1);
    expect(await second.runOnce()).toEqual({ taskId: task.id, outcome: 'DONE' });
    expect(await getTaskRow(task.id)).toMatchObject({ state: 'DONE', doneCount: 5, totalCount: 5, attempts: 2, lockedBy: null });

    // The first runner wakes up: its next item rolls back and its run ends without a trace.
    stuck.release();
    expect(await firstRun).toEqual({ taskId: task.id, outcome: 'LOST' });
    expect(await getTaskRow(task.id)).toMatchObject({ state: 'DONE', doneCount: 5, attempts: 2 });
    expect(await findEffects(t.db, task.id)).toEqual(['a@runner-quiet', 'b@runner-quiet', 'c@runner-takeover', 'd@runner-takeover', 'e@runner-takeover']);
    expect((await itemsOf(task.id)).map((item) => `${item.key}:${(item.result as { by: string }).by}`)).toEqual([
      'a:runner-quiet',
      'b:runner-quiet',
      'c:runner-takeover',
      'd:runner-takeover',
      'e:runner-takeover',
    ]);
  });

  it('fails a task with 21006 when its runner went quiet on its last attempt', async () => {
    const first = createTestRunner(t.db, clock, 'runner-last-try');
    const second = createTestRunner(t.db, clock, 'runner-sweeper');
    const stuck = gate();
    registerItemsHandler(first, { pauseBefore: 'a', pause: stuck.wait });
    const task = await queueItems({ keys: ['a'] }, { maxAttempts: 1 });

    const firstRun = first.runOnce();
    await stuck.reached;
    clock.advance(TEST_RUNNER.staleSeconds * SECOND + 1);
    expect(await second.sweepStale()).toBe(1);
    const row = await getTaskRow(task.id);
    expect(row).toMatchObject({ state: 'FAILED', errorCode: ERROR_CODES.INTERNAL_RETRY_LATER, lockedBy: null, lastError: 'no heartbeat from runner-last-try' });
    expect(row.finishedAt).toEqual(clock.now());

    stuck.release();
    expect(await firstRun).toEqual({ taskId: task.id, outcome: 'LOST' });
    expect(await getTaskRow(task.id)).toMatchObject({ state: 'FAILED', doneCount: 0 });
  });

  it('hands its claims back when it stops, so another runner need not wait for them to go stale', async () => {
    const first = createTestRunner(t.db, clock, 'runner-stopping');
    const second = createTestRunner(t.db, clock, 'runner-after-stop');
    const stuck = gate();
    registerItemsHandler(first, { pauseBefore: 'b', pause: stuck.wait });
    registerItemsHandler(second);
    const task = await queueItems({ keys: ['a', 'b'] });

    first.start();
    await stuck.reached;
    await first.stop({ graceMs: 0 });
    expect(await getTaskRow(task.id)).toMatchObject({ state: 'PENDING', lockedBy: null, attempts: 0, doneCount: 1 });

    expect(await second.runOnce()).toEqual({ taskId: task.id, outcome: 'DONE' });
    stuck.release();
    expect(await findEffects(t.db, task.id)).toEqual(['a@runner-stopping', 'b@runner-after-stop']);
  });
});

describe('two runners on one database', () => {
  it('never run one task twice', async () => {
    const runs: string[] = [];
    const runners = ['runner-left', 'runner-right'].map((workerId) => {
      const runner = createTestRunner(t.db, clock, workerId);
      runner.registerTaskHandler('test.count-runs', async (ctx) => {
        runs.push(ctx.task.id);
        // A pause between claim and end, so the other runner claims while this one works.
        await ctx.db.select().from(tasks).where(eq(tasks.id, ctx.task.id));
        return { by: workerId };
      });
      return runner;
    });
    const queued = [];
    for (let i = 0; i < 16; i++) queued.push((await createTask(t.db, { kind: 'test.count-runs' }, { now: clock.now() })).id);

    await Promise.all(runners.map(drain));

    expect([...runs].sort()).toEqual([...queued].sort());
    const rows = await t.db.select().from(tasks).where(eq(tasks.kind, 'test.count-runs'));
    expect(rows.every((row) => row.state === 'DONE' && row.attempts === 1)).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('skip a task another transaction holds locked instead of waiting for it (PostgreSQL)', async () => {
    const runner = createTestRunner(t.db, clock, 'runner-skip');
    runner.registerTaskHandler('test.skip-locked', async () => 'ran');
    const older = await createTask(t.db, { kind: 'test.skip-locked', runAt: new Date(clock.now().getTime() - SECOND) }, { now: clock.now() });
    const newer = await createTask(t.db, { kind: 'test.skip-locked' }, { now: clock.now() });

    const other = new pg.Client({ connectionString: await testDatabaseUrl(t.db) });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from tasks where id = $1 for update', [older.id]);
      expect(await runner.runOnce()).toEqual({ taskId: newer.id, outcome: 'DONE' });
      expect(await getTaskRow(older.id)).toMatchObject({ state: 'PENDING' });
      await other.query('commit');
    } finally {
      await other.end();
    }
    expect(await runner.runOnce()).toEqual({ taskId: older.id, outcome: 'DONE' });
  });
});

describe('recurring sweeps', () => {
  it('run once per interval after the previous one finished, with one occurrence queued however many runners look', async () => {
    const runs: string[] = [];
    const runners = ['runner-sweep-1', 'runner-sweep-2'].map((workerId) => {
      const runner = createTestRunner(t.db, clock, workerId);
      runner.registerTaskHandler(
        'test.sweep',
        async (ctx) => {
          runs.push(ctx.now().toISOString());
          return null;
        },
        { everySeconds: 60 },
      );
      return runner;
    });
    const start = clock.now();

    for (const runner of runners) await drain(runner);
    expect(runs).toEqual([start.toISOString()]);

    clock.advance(59 * SECOND);
    for (const runner of runners) await drain(runner);
    expect(runs).toHaveLength(1);

    clock.advance(SECOND);
    for (const runner of runners) await drain(runner);
    expect(runs).toEqual([start.toISOString(), clock.now().toISOString()]);

    const rows = await t.db.select().from(tasks).where(eq(tasks.kind, 'test.sweep'));
    expect(rows.map((row) => row.state).sort()).toEqual(['DONE', 'DONE', 'PENDING']);
    expect(rows.every((row) => row.ownerId === null)).toBe(true);
  });
});

describe('a recurring sweep ended by another process while this one queues the next run', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('runs the next one an interval after that end, not at once (PostgreSQL)', async () => {
    const kind = 'test.sweep-race';
    const runs: string[] = [];
    const runner = createTestRunner(t.db, clock, 'runner-sweep-race');
    runner.registerTaskHandler(kind, async (ctx) => void runs.push(ctx.task.id), { everySeconds: 60 });
    const now = clock.now();
    // An earlier run ended an hour ago; another process is running the sweep now.
    await t.db.insert(tasks).values({ kind, state: 'DONE', attempts: 1, finishedAt: new Date(now.getTime() - 3600 * SECOND), createdAt: now, updatedAt: now });
    const [running] = await t.db
      .insert(tasks)
      .values({
        kind,
        singletonKey: `recurring:${kind}`,
        state: 'RUNNING',
        lockedBy: 'runner-elsewhere',
        heartbeatAt: now,
        attempts: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();

    const other = new pg.Client({ connectionString: await testDatabaseUrl(t.db) });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`update tasks set state = 'DONE', locked_by = null, heartbeat_at = null, finished_at = $2 where id = $1`, [
        running!.id,
        now.toISOString(),
      ]);
      // This runner queues the next run: its statement waits for the other process's end to commit.
      const look = runner.runOnce();
      for (let i = 0; i < 500; i++) {
        const waiting = (await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: number }[] };
        if (waiting.rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await other.query('commit');
      expect(await look).toBeUndefined();
    } finally {
      await other.end();
    }
    expect(runs).toEqual([]);
    const [next] = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.kind, kind), eq(tasks.state, 'PENDING')));
    expect(next!.runAt).toEqual(new Date(now.getTime() + 60 * SECOND));
  });
});

describe('the task settings', () => {
  it('refuse a stale limit that is not more than two heartbeats', () => {
    expect(() => loadConfig({ TASK_HEARTBEAT_SECONDS: '30', TASK_STALE_SECONDS: '60' })).toThrow(/TASK_STALE_SECONDS/);
    expect(loadConfig({ TASK_HEARTBEAT_SECONDS: '5', TASK_STALE_SECONDS: '11' })).toMatchObject({ taskHeartbeatSeconds: 5, taskStaleSeconds: 11 });
  });
});
