// Tasks: long and scheduled work as persisted state machines (docs/decisions/007-task-runner.md).
// A service queues a task with createTask inside the transaction that asks for the work; a runner
// (task-runner.ts) claims it, runs its kind's handler and records progress and per-item results;
// the panel follows it with GET /api/task/{id}.
import { and, asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { TaskResponse } from '@panel/domain/contract/tasks';
import type { Db } from '../db/client';
import { taskItems, tasks } from '../db/schema';
import { AppError } from '../errors';

export type Task = typeof tasks.$inferSelect;
export type TaskItem = typeof taskItems.$inferSelect;

export type NewTask = {
  kind: string;
  input?: unknown;
  /** Who started it; omit for the system's own work. */
  ownerId?: string | null;
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** At most one PENDING or RUNNING task per key; a second one is 2000011. */
  singletonKey?: string;
};

/** The default number of claims a task gets before it fails. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Queues a task, PENDING from `runAt`. Call it inside the business transaction that asks for the
 * work, so the work is queued exactly when the change commits. A `singletonKey` that already has a
 * PENDING or RUNNING task is 2000011 ("the same task is already being processed").
 */
export async function createTask(db: Db, task: NewTask, { now }: { now: Date }): Promise<Task> {
  const [row] = await db
    .insert(tasks)
    .values({
      kind: task.kind,
      input: task.input ?? {},
      ownerId: task.ownerId ?? null,
      runAt: task.runAt ?? now,
      maxAttempts: task.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      singletonKey: task.singletonKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(ERROR_CODES.TASK_ALREADY_PROCESSING);
  return row;
}

/** The items a task has reported so far, in the order they were reported. */
export function findTaskItems(db: Db, taskId: string): Promise<TaskItem[]> {
  return db.select().from(taskItems).where(eq(taskItems.taskId, taskId)).orderBy(asc(taskItems.seq));
}

/** A task as its progress screen shows it. */
export function presentTask(task: Task): TaskResponse {
  return {
    id: task.id,
    kind: task.kind,
    state: task.state,
    progress: { done: task.doneCount, failed: task.failedCount, total: task.totalCount },
    result: task.result ?? null,
    error: task.errorCode === null ? null : { code: task.errorCode },
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    finishedAt: task.finishedAt?.toISOString() ?? null,
  };
}

/** A task the caller started; an unknown task and another user's answer the same 150004. */
export async function getTask(db: Db, { id }: { id: string }, { userId }: { userId: string }): Promise<TaskResponse> {
  const [task] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.ownerId, userId)));
  if (!task) throw new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
  return presentTask(task);
}
