// The task runner (docs/decisions/007-task-runner.md). Any server process runs one: it claims due
// tasks with SELECT ... FOR UPDATE SKIP LOCKED, runs the handler registered for the task's kind,
// refreshes the claim's heartbeat while it runs, and ends the task DONE, FAILED, or PENDING again
// with a backoff. A RUNNING task whose heartbeat is older than `staleSeconds` (its process died)
// is put back to PENDING by whichever runner sweeps first. Every write of a running task checks
// that this runner still holds the claim, so a runner that lost it can never overwrite the one
// that took over. Tests drive it with `runOnce()` and the test clock; main.ts polls with `start()`.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, max, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { TaskState } from '@panel/domain/constants';
import type { Db } from '../db/client';
import { failureMessage } from '../db/failures';
import { taskItems, tasks } from '../db/schema';
import { AppError } from '../errors';
import type { Clock } from '../platform/clock';
import { DEFAULT_MAX_ATTEMPTS, type Task } from './tasks.service';

/** What an item ends with: its result, or the catalogue code it failed with. */
export type ItemOutcome = { result: unknown } | { errorCode: number };

/** What a handler is given for one run of a task. */
export type TaskContext<Input = unknown> = {
  task: Pick<Task, 'id' | 'kind' | 'ownerId' | 'attempts' | 'maxAttempts'>;
  input: Input;
  db: Db;
  now(): Date;
  /** Aborted when the runner stops: finish the current item and return. */
  signal: AbortSignal;
  /** Sets the number of items the task will report. */
  setTotal(total: number, tx?: Db): Promise<void>;
  /**
   * Records an item's outcome once (false when the key was already reported) and counts it.
   * Pass the transaction that did the item's work so both commit together.
   */
  reportItem(key: string, outcome: ItemOutcome, tx?: Db): Promise<boolean>;
  /** Whether an item was already reported (by this run or an earlier attempt). */
  hasItem(key: string): boolean;
  /**
   * Runs `work` for each key not yet reported, each in its own transaction together with its
   * report, so a retried or taken-over task resumes where it stopped and never does an item twice.
   * An AppError from `work` rolls the item back and reports it FAILED with that code; any other
   * error stops the task (to be retried).
   */
  forEachItem(keys: readonly string[], work: (key: string, tx: Db) => Promise<unknown>): Promise<void>;
};

/** Does the work of one kind; its answer becomes the task's `result`. An AppError fails the task with that code, without retry. */
export type TaskHandler<Input = unknown> = (ctx: TaskContext<Input>) => Promise<unknown>;

export type TaskHandlerOptions = {
  /** Claims a task of this kind gets when none is given at creation (default 5). */
  maxAttempts?: number;
  /** The first retry waits this long, each next one twice as long, up to `maxBackoffSeconds`. */
  backoffSeconds?: number;
  maxBackoffSeconds?: number;
  /** A recurring system sweep: one task of this kind runs every so many seconds after the previous one finished. */
  everySeconds?: number;
};

export type TaskRunnerOptions = {
  db: Db;
  clock: Clock;
  /** Names this runner in `locked_by` (default: host, process id and a random suffix). */
  workerId?: string;
  /** How often a running task's heartbeat is refreshed by `start()`. */
  heartbeatSeconds: number;
  /** A RUNNING task whose heartbeat is older than this is taken back. */
  staleSeconds: number;
  /** How often `start()` looks for due tasks. */
  pollMs: number;
  /** Tasks one process runs at a time; 0 keeps `start()` from claiming anything. */
  concurrency: number;
  log?: {
    debug(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
};

/** How one run ended: DONE, FAILED, RETRY (PENDING again after a backoff), or LOST (another runner took the claim, or the runner stopped). */
export type RunOutcome = { taskId: string; outcome: 'DONE' | 'FAILED' | 'RETRY' | 'LOST' };

export type TaskRunner = {
  readonly workerId: string;
  registerTaskHandler<Input = unknown>(kind: string, handler: TaskHandler<Input>, options?: TaskHandlerOptions): void;
  /** One step: re-queue stale claims, queue due recurring sweeps, then claim one due task and run it to its end. */
  runOnce(): Promise<RunOutcome | undefined>;
  /** Re-queues RUNNING tasks whose heartbeat is stale (FAILED when they have no attempt left); answers how many. */
  sweepStale(): Promise<number>;
  /** Refreshes the heartbeat of every task this runner is running. */
  heartbeat(): Promise<void>;
  /** Polls for work and refreshes heartbeats on timers until `stop()`. */
  start(): void;
  /** Stops claiming, asks running handlers to stop, waits up to `graceMs`, then hands unfinished claims back. */
  stop(options?: { graceMs?: number }): Promise<void>;
};

/** The runner no longer holds the task's claim (it went stale and another runner took it), or it is stopping. */
export class TaskClaimLost extends Error {
  constructor(readonly taskId: string) {
    super(`The claim on task ${taskId} is no longer held`);
  }
}

type Registered = { handler: TaskHandler<unknown>; options: TaskHandlerOptions };

const DEFAULT_BACKOFF_SECONDS = 10;
const DEFAULT_MAX_BACKOFF_SECONDS = 60 * 60;
const seconds = (n: number) => n * 1000;
const messageOf = (error: unknown) => failureMessage(error).slice(0, 1000);

/** The wait before the next try after `attempts` failed claims: base, 2 x base, 4 x base ... capped. */
export function backoffSeconds(
  attempts: number,
  { backoffSeconds: base = DEFAULT_BACKOFF_SECONDS, maxBackoffSeconds: max = DEFAULT_MAX_BACKOFF_SECONDS }: TaskHandlerOptions = {},
) {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/** A task runner on `db`; register the handlers, then drive it with `runOnce()` or `start()`. */
export function createTaskRunner(options: TaskRunnerOptions): TaskRunner {
  const { db, clock, log } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, Registered>();
  const active = new Set<Promise<unknown>>();
  let abort = new AbortController();
  let timers: NodeJS.Timeout[] = [];
  let started = false;
  let pumping = false;

  /** This runner's hold on a running task. */
  const held = (taskId: string) => and(eq(tasks.id, taskId), eq(tasks.lockedBy, workerId), eq(tasks.state, 'RUNNING'));

  async function sweepStale() {
    const now = clock.now();
    const exhausted = sql`${tasks.attempts} >= ${tasks.maxAttempts}`;
    const swept = await db
      .update(tasks)
      .set({
        state: sql<TaskState>`case when ${exhausted} then 'FAILED' else 'PENDING' end`,
        errorCode: sql<number | null>`case when ${exhausted} then ${ERROR_CODES.INTERNAL_RETRY_LATER}::integer end`,
        finishedAt: sql<Date | null>`case when ${exhausted} then ${now.toISOString()}::timestamptz end`,
        lastError: sql<string>`'no heartbeat from ' || ${tasks.lockedBy}`,
        lockedBy: null,
        heartbeatAt: null,
        runAt: now,
        updatedAt: now,
      })
      .where(and(eq(tasks.state, 'RUNNING'), lt(tasks.heartbeatAt, new Date(now.getTime() - seconds(options.staleSeconds)))))
      .returning({ id: tasks.id, state: tasks.state, lastError: tasks.lastError });
    for (const task of swept) log?.warn({ taskId: task.id, state: task.state, reason: task.lastError }, 'took back a task whose runner went quiet');
    return swept.length;
  }

  /** Queues the next occurrence of each recurring kind that has none PENDING or RUNNING. */
  async function queueRecurring() {
    const now = clock.now();
    for (const [kind, { options: kindOptions }] of handlers) {
      if (!kindOptions.everySeconds) continue;
      await db
        .insert(tasks)
        .values({
          kind,
          singletonKey: `recurring:${kind}`,
          maxAttempts: kindOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          runAt: sql`coalesce((select max(${tasks.finishedAt}) from ${tasks} where ${tasks.kind} = ${kind}) + ${kindOptions.everySeconds}::integer * interval '1 second', ${now.toISOString()}::timestamptz)`,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
  }

  async function claim(): Promise<Task | undefined> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return undefined;
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: tasks.id, kind: tasks.kind, singletonKey: tasks.singletonKey })
        .from(tasks)
        .where(and(eq(tasks.state, 'PENDING'), lte(tasks.runAt, now), inArray(tasks.kind, kinds)))
        .orderBy(asc(tasks.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      // A sweep's next run is queued an interval after the previous one's end; but the statement that
      // queues it may have waited for another process ending that run and read the end from before
      // it (its snapshot), so it would run again at once. Checked again here, where the end is seen.
      const every = handlers.get(due.kind)?.options.everySeconds;
      if (every && due.singletonKey === `recurring:${due.kind}`) {
        const [last] = await tx
          .select({ at: max(tasks.finishedAt) })
          .from(tasks)
          .where(eq(tasks.kind, due.kind));
        const next = last?.at ? new Date(new Date(last.at).getTime() + seconds(every)) : undefined;
        if (next && next > now) {
          await tx.update(tasks).set({ runAt: next, updatedAt: now }).where(eq(tasks.id, due.id));
          return undefined;
        }
      }
      const [task] = await tx
        .update(tasks)
        .set({ state: 'RUNNING', lockedBy: workerId, heartbeatAt: now, attempts: sql`${tasks.attempts} + 1`, updatedAt: now })
        .where(eq(tasks.id, due.id))
        .returning();
      return task;
    });
  }

  /** Ends a run with `set`, if this runner still holds the claim. */
  async function settle(task: Task, outcome: RunOutcome['outcome'], set: Partial<typeof tasks.$inferInsert>): Promise<RunOutcome> {
    const now = clock.now();
    const [row] = await db
      .update(tasks)
      .set({ ...set, lockedBy: null, heartbeatAt: null, updatedAt: now })
      .where(held(task.id))
      .returning({ id: tasks.id });
    if (!row) return { taskId: task.id, outcome: 'LOST' };
    // A recurring sweep's routine success (every few seconds for the chains' watchers) is a debug line; a one-off task's, or any failure, is told.
    const level = outcome !== 'DONE' ? 'warn' : task.singletonKey === `recurring:${task.kind}` ? 'debug' : 'info';
    log?.[level]({ taskId: task.id, kind: task.kind, outcome, attempts: task.attempts }, 'task run ended');
    return { taskId: task.id, outcome };
  }

  async function run(task: Task): Promise<RunOutcome> {
    const { handler, options: kindOptions } = handlers.get(task.kind)!;
    const done = await db.select({ key: taskItems.key }).from(taskItems).where(eq(taskItems.taskId, task.id));
    const reported = new Set(done.map((item) => item.key));
    const signal = abort.signal;

    const lockHeld = async (tx: Db) => {
      const [row] = await tx.select({ doneCount: tasks.doneCount, failedCount: tasks.failedCount }).from(tasks).where(held(task.id)).for('update');
      if (!row) throw new TaskClaimLost(task.id);
      return row;
    };

    const reportItem = async (key: string, outcome: ItemOutcome, tx?: Db): Promise<boolean> => {
      const write = async (tx: Db) => {
        const counts = await lockHeld(tx);
        const now = clock.now();
        const failed = 'errorCode' in outcome;
        const [item] = await tx
          .insert(taskItems)
          .values({
            taskId: task.id,
            seq: counts.doneCount + 1,
            key,
            state: failed ? 'FAILED' : 'DONE',
            result: failed ? null : (outcome.result ?? null),
            errorCode: failed ? outcome.errorCode : null,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [taskItems.taskId, taskItems.key] })
          .returning({ seq: taskItems.seq });
        if (!item) return false;
        await tx
          .update(tasks)
          .set({ doneCount: counts.doneCount + 1, failedCount: counts.failedCount + (failed ? 1 : 0), heartbeatAt: now, updatedAt: now })
          .where(eq(tasks.id, task.id));
        return true;
      };
      const added = tx ? await write(tx) : await db.transaction(write);
      reported.add(key);
      return added;
    };

    const ctx: TaskContext = {
      task,
      input: task.input,
      db,
      now: () => clock.now(),
      signal,
      async setTotal(total, tx = db) {
        const now = clock.now();
        const [row] = await tx.update(tasks).set({ totalCount: total, heartbeatAt: now, updatedAt: now }).where(held(task.id)).returning({ id: tasks.id });
        if (!row) throw new TaskClaimLost(task.id);
      },
      reportItem,
      hasItem: (key) => reported.has(key),
      async forEachItem(keys, work) {
        for (const key of keys) {
          if (reported.has(key)) continue;
          if (signal.aborted) throw new TaskClaimLost(task.id);
          try {
            await db.transaction(async (tx) => {
              const result = await work(key, tx);
              await reportItem(key, { result: result ?? null }, tx);
            });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            reported.delete(key);
            await reportItem(key, { errorCode: error.code });
          }
        }
      },
    };

    try {
      const result = await handler(ctx);
      return await settle(task, 'DONE', { state: 'DONE', result: result ?? null, finishedAt: clock.now() });
    } catch (error) {
      if (error instanceof TaskClaimLost) return { taskId: task.id, outcome: 'LOST' };
      if (error instanceof AppError) return settle(task, 'FAILED', { state: 'FAILED', errorCode: error.code, finishedAt: clock.now() });
      log?.error({ taskId: task.id, kind: task.kind, attempts: task.attempts, err: error }, 'task run failed');
      if (task.attempts >= task.maxAttempts) {
        return settle(task, 'FAILED', { state: 'FAILED', errorCode: ERROR_CODES.INTERNAL_RETRY_LATER, lastError: messageOf(error), finishedAt: clock.now() });
      }
      const runAt = new Date(clock.now().getTime() + seconds(backoffSeconds(task.attempts, kindOptions)));
      return settle(task, 'RETRY', { state: 'PENDING', runAt, lastError: messageOf(error) });
    }
  }

  /** Runs `work` and keeps track of it until it ends, so `stop()` can wait for it. */
  function track<T>(work: Promise<T>): Promise<T> {
    active.add(work);
    void work.finally(() => active.delete(work)).catch(() => {});
    return work;
  }

  /** start()'s poll: sweep, queue sweeps, and fill the free slots with due tasks. */
  async function pump() {
    if (pumping || !started) return;
    pumping = true;
    try {
      await sweepStale();
      await queueRecurring();
      while (started && active.size < options.concurrency) {
        const task = await claim();
        if (!task) break;
        void track(run(task))
          .catch((error: unknown) => log?.error({ taskId: task.id, err: error }, 'task run could not be recorded'))
          .finally(() => void pump());
      }
    } catch (error) {
      log?.error({ err: error }, 'task poll failed');
    } finally {
      pumping = false;
    }
  }

  async function heartbeat() {
    const now = clock.now();
    await db
      .update(tasks)
      .set({ heartbeatAt: now })
      .where(and(eq(tasks.lockedBy, workerId), eq(tasks.state, 'RUNNING')));
  }

  return {
    workerId,
    registerTaskHandler(kind, handler, handlerOptions = {}) {
      if (handlers.has(kind)) throw new Error(`A handler for the task kind "${kind}" is already registered`);
      handlers.set(kind, { handler: handler as TaskHandler<unknown>, options: handlerOptions });
    },
    async runOnce() {
      await sweepStale();
      await queueRecurring();
      const task = await claim();
      return task ? track(run(task)) : undefined;
    },
    sweepStale,
    heartbeat,
    start() {
      if (started || options.concurrency === 0) return;
      started = true;
      abort = new AbortController();
      timers = [
        setInterval(() => void pump(), options.pollMs),
        setInterval(() => void heartbeat().catch((error: unknown) => log?.error({ err: error }, 'task heartbeat failed')), seconds(options.heartbeatSeconds)),
      ];
      void pump();
    },
    async stop({ graceMs = 10_000 } = {}) {
      if (!started) return;
      started = false;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      abort.abort();
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...active]), new Promise((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
      clearTimeout(timeout);
      // Whatever is still claimed goes back to PENDING now instead of waiting to go stale; the
      // attempt it used is given back, since the task did not fail.
      const now = clock.now();
      await db
        .update(tasks)
        .set({ state: 'PENDING', lockedBy: null, heartbeatAt: null, runAt: now, updatedAt: now, attempts: sql`greatest(${tasks.attempts} - 1, 0)` })
        .where(and(eq(tasks.lockedBy, workerId), eq(tasks.state, 'RUNNING')))
        .catch((error: unknown) => log?.error({ err: error }, 'could not hand back running tasks'));
    },
  };
}
