import type { ErrorCode } from '@panel/domain/errors';
// Handlers and helpers for the task runner's tests, shared with the worker process of the kill test.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import type { Clock } from '../platform/clock';
import { createTaskRunner, type TaskRunner } from './task-runner';

/** A task kind whose items each write one effect row in the item's transaction. */
export const ITEMS_KIND = 'test.items';

export type ItemsInput = {
  keys: string[];
  /** Items whose work fails with this catalogue code. */
  refuse?: { keys: string[]; code: ErrorCode };
};

/** The test runners' settings: a heartbeat every 10 s, taken back after 60 s without one. */
export const TEST_RUNNER = { heartbeatSeconds: 10, staleSeconds: 60, pollMs: 60_000, concurrency: 1 } as const;

export const createTestRunner = (db: Db, clock: Clock, workerId: string): TaskRunner => createTaskRunner({ db, clock, workerId, ...TEST_RUNNER });

/** The table where item work leaves its mark: one row per time an item's work committed. */
export async function createEffectsTable(db: Db) {
  await db.execute(sql`create table if not exists task_item_effects (task_id uuid not null, key text not null, worker text not null)`);
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The effects of a task's items, as "key@worker" in the order they committed. */
export async function findEffects(db: Db, taskId: string): Promise<string[]> {
  const rows = await queryRows<{ key: string; worker: string }>(db, sql`select key, worker from task_item_effects where task_id = ${taskId} order by ctid`);
  return rows.map((row) => `${row.key}@${row.worker}`);
}

/** The PostgreSQL URL of the test's own database, for another connection or process. */
export async function testDatabaseUrl(db: Db) {
  const [{ name }] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Resolves when `release()` is called; `entered` resolves when someone starts waiting on it. */
export function gate() {
  let release!: () => void;
  let entered!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (entered = resolve));
  return {
    release,
    reached,
    wait: () => {
      entered();
      return opened;
    },
  };
}

/**
 * Registers the ITEMS_KIND handler: sets the total, then does the items one by one, each writing
 * its effect and its report in one transaction. With `pauseBefore`, it waits on `pause()` before
 * that item (outside any transaction); with `hangInside`, it calls `onHang` inside that item's
 * transaction, after writing the effect, and never returns.
 */
export function registerItemsHandler(runner: TaskRunner, hooks: { pauseBefore?: string; pause?: () => Promise<void>; hangInside?: string; onHang?: () => void } = {}) {
  runner.registerTaskHandler<ItemsInput>(ITEMS_KIND, async (ctx) => {
    const { keys, refuse } = ctx.input;
    await ctx.setTotal(keys.length);
    for (const key of keys) {
      if (key === hooks.pauseBefore && !ctx.hasItem(key)) await hooks.pause?.();
      await ctx.forEachItem([key], async (itemKey, tx) => {
        await tx.execute(sql`insert into task_item_effects (task_id, key, worker) values (${ctx.task.id}, ${itemKey}, ${runner.workerId})`);
        if (refuse?.keys.includes(itemKey)) throw new AppError(refuse.code, { key: itemKey });
        if (itemKey === hooks.hangInside) {
          hooks.onHang?.();
          await new Promise(() => {});
        }
        return { key: itemKey, by: runner.workerId };
      });
    }
    return { count: keys.length };
  });
}
