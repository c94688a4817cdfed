import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TASK_STATES, type TaskState } from '@panel/domain/constants';
import { createdAt, oneOf } from './columns';
import { users } from './accounts';

// --- Tasks: long and scheduled work on the task runner (docs/decisions/007-task-runner.md) ---

/** The states a reported task item ends in. */
const TASK_ITEM_STATES = ['DONE', 'FAILED'] as const satisfies readonly TaskState[];

/**
 * A unit of long or scheduled work (code generation, exports, bulk recharge, sweeps). PENDING
 * waits for `run_at`; a runner claims it (RUNNING, `locked_by`, `heartbeat_at` refreshed while it
 * runs) and ends it DONE (with `result`) or FAILED (with `error_code`), or puts it back to
 * PENDING with a later `run_at` to retry. A RUNNING task whose heartbeat goes stale is re-queued.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** Who started it; null for the system's own sweeps. Only the owner sees its progress. */
    ownerId: uuid('owner_id').references(() => users.id),
    state: text('state').$type<TaskState>().notNull().default('PENDING'),
    input: jsonb('input').notNull().default({}),
    /** Items finished (succeeded or failed), the failed among them, and the total (0 while unknown). */
    doneCount: integer('done_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    totalCount: integer('total_count').notNull().default(0),
    result: jsonb('result'),
    /** Why it FAILED: a catalogue code. */
    errorCode: integer('error_code'),
    /** The last unexpected failure, for the operator's log; never shown to the caller. */
    lastError: text('last_error'),
    /** Claims so far (a re-queued stale claim counts), and how many are allowed. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** When it may be claimed next: now, later (scheduled), or after a backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** At most one PENDING or RUNNING task per key: one occurrence of a recurring sweep, one task of a kind per subject. */
    singletonKey: text('singleton_key'),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_due_idx')
      .on(t.runAt)
      .where(sql`state = 'PENDING'`),
    index('tasks_running_idx')
      .on(t.heartbeatAt)
      .where(sql`state = 'RUNNING'`),
    index('tasks_owner_idx').on(t.ownerId, t.createdAt),
    index('tasks_kind_finished_idx').on(t.kind, t.finishedAt),
    uniqueIndex('tasks_singleton_key')
      .on(t.singletonKey)
      .where(sql`state in ('PENDING', 'RUNNING')`),
    check('tasks_state_check', oneOf(t.state, TASK_STATES)),
    check('tasks_counts_check', sql`${t.failedCount} between 0 and ${t.doneCount} and ${t.doneCount} >= 0 and ${t.totalCount} >= 0`),
    check('tasks_running_check', sql`(${t.state} = 'RUNNING') = (${t.lockedBy} is not null)`),
    check('tasks_failed_check', sql`(${t.state} = 'FAILED') = (${t.errorCode} is not null)`),
  ],
);

/**
 * The result of one item of a task, written once as the handler reports it: `(task, key)` is
 * unique, so a retried task skips what is already here and never does an item twice.
 */
export const taskItems = pgTable(
  'task_items',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 ... in the order the items were reported. */
    seq: integer('seq').notNull(),
    key: text('key').notNull(),
    state: text('state').$type<(typeof TASK_ITEM_STATES)[number]>().notNull(),
    result: jsonb('result'),
    errorCode: integer('error_code'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.seq] }),
    uniqueIndex('task_items_key').on(t.taskId, t.key),
    check('task_items_state_check', oneOf(t.state, TASK_ITEM_STATES)),
    check('task_items_error_check', sql`(${t.state} = 'FAILED') = (${t.errorCode} is not null)`),
  ],
);
