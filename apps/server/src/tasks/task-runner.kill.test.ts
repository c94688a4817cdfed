import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tasks } from '../db/schema';
import { manualClock } from '../../test/app';
import { createTestRunner, findEffects, ITEMS_KIND, registerItemsHandler, TEST_RUNNER, testDatabaseUrl } from '../../test/fixtures/tasks.fixtures';
import { createTask, findTaskItems } from './tasks.service';
import { useTaskTestDatabase } from '../../test/fixtures/task-database';

// A worker process cannot share the embedded database's data directory, so this runs on PostgreSQL only.
describe.runIf(process.env.TEST_DATABASE_URL)('a worker process killed mid-task (PostgreSQL)', () => {
  const t = useTaskTestDatabase();
  const clock = manualClock();

  /** Starts the worker process; resolves once it hangs inside item `hangInside`'s transaction. */
  async function startDoomedWorker(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../test/fixtures/task-worker.fixture.ts')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('hanging')) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', () => reject(new Error(`the worker ended before it hung: ${output}`)));
    });
    return { kill: () => child.kill('SIGKILL'), exited };
  }

  it('leaves its task to another runner once its heartbeat is stale, and each item is done exactly once', async () => {
    const keys = ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8'];
    const task = await createTask(t.db, { kind: ITEMS_KIND, input: { keys } }, { now: clock.now() });

    const doomed = await startDoomedWorker({
      DATABASE_URL: await testDatabaseUrl(t.db),
      NOW: clock.now().toISOString(),
      HANG_INSIDE: 'k4',
      WORKER_ID: 'doomed-process',
    });
    const [claimed] = await t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(claimed).toMatchObject({ state: 'RUNNING', lockedBy: 'doomed-process', doneCount: 3, totalCount: 8, attempts: 1 });
    // Item k4's work is written but not committed: nobody else sees it.
    expect(await findEffects(t.db, task.id)).toEqual(['k1@doomed-process', 'k2@doomed-process', 'k3@doomed-process']);

    doomed.kill();
    expect(await doomed.exited).toBe('SIGKILL');

    const survivor = createTestRunner(t.db, clock, 'survivor');
    registerItemsHandler(survivor);
    // The heartbeat is still fresh: the task stays with the dead process until it goes stale.
    clock.advance(TEST_RUNNER.staleSeconds * 1000);
    expect(await survivor.runOnce()).toBeUndefined();
    clock.advance(1);
    expect(await survivor.runOnce()).toEqual({ taskId: task.id, outcome: 'DONE' });

    const [finished] = await t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(finished).toMatchObject({ state: 'DONE', doneCount: 8, failedCount: 0, totalCount: 8, attempts: 2, lockedBy: null, result: { count: 8 } });
    expect(await findEffects(t.db, task.id)).toEqual([
      ...['k1', 'k2', 'k3'].map((key) => `${key}@doomed-process`),
      ...['k4', 'k5', 'k6', 'k7', 'k8'].map((key) => `${key}@survivor`),
    ]);
    expect((await findTaskItems(t.db, task.id)).map((item) => `${item.seq}:${item.key}`)).toEqual(keys.map((key, i) => `${i + 1}:${key}`));
  });
});
