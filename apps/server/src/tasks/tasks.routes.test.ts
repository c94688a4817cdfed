import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@panel/domain/errors';
import { TaskResponse } from '@panel/domain/contract/tasks';
import { AppError } from '../errors';
import { call, createTestApp, type TestApp } from '../../test/app';
import { createUser, sessionFor } from '../../test/factories';
import { createEffectsTable, createTestRunner, ITEMS_KIND, registerItemsHandler } from '../../test/fixtures/tasks.fixtures';
import { createTask } from './tasks.service';

let t: TestApp;
let owner: { authorization: string; id: string };
let stranger: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await createEffectsTable(t.db);
  const ownerUser = await createUser(t);
  const strangerUser = await createUser(t);
  owner = { id: ownerUser.user.id, ...(await sessionFor(t, ownerUser)) };
  stranger = await sessionFor(t, strangerUser);
});
afterAll(() => t.close());

const getTask = (id: string, authorization?: string) => call(t.app, { method: 'GET', url: `/api/task/${id}`, headers: authorization ? { authorization } : {} });

describe('GET /api/task/{id}', () => {
  it('shows the caller its task, pending and then finished, in the contract shape', async () => {
    const task = await createTask(
      t.db,
      { kind: ITEMS_KIND, ownerId: owner.id, input: { keys: ['a', 'b', 'c'], refuse: { keys: ['b'], code: ERROR_CODES.INSUFFICIENT_STOCK } } },
      { now: t.clock.now() },
    );

    const pending = await getTask(task.id, owner.authorization);
    expect(pending.body.respCode).toBe(200);
    expect(TaskResponse.parse(pending.body.data)).toEqual({
      id: task.id,
      kind: ITEMS_KIND,
      state: 'PENDING',
      progress: { done: 0, failed: 0, total: 0 },
      result: null,
      error: null,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
      finishedAt: null,
    });

    const runner = createTestRunner(t.db, t.clock, 'runner-routes');
    registerItemsHandler(runner, {
      pauseBefore: 'a',
      pause: async () => t.clock.advance(5000),
    });
    await runner.runOnce();

    const done = await getTask(task.id, owner.authorization);
    expect(TaskResponse.parse(done.body.data)).toMatchObject({
      state: 'DONE',
      progress: { done: 3, failed: 1, total: 3 },
      result: { count: 3 },
      error: null,
      finishedAt: new Date(Date.parse(pending.body.data.createdAt) + 5000).toISOString(),
    });
  });

  it('shows why a task failed as a catalogue code', async () => {
    const runner = createTestRunner(t.db, t.clock, 'runner-refusing');
    runner.registerTaskHandler('test.refused', async () => {
      throw new AppError(ERROR_CODES.INSUFFICIENT_VCOIN);
    });
    const task = await createTask(t.db, { kind: 'test.refused', ownerId: owner.id }, { now: t.clock.now() });
    await runner.runOnce();

    const { body } = await getTask(task.id, owner.authorization);
    expect(body.data).toMatchObject({ state: 'FAILED', error: { code: ERROR_CODES.INSUFFICIENT_VCOIN }, result: null });
  });

  it("answers another user's task, a system task and an unknown id alike with 150004", async () => {
    const mine = await createTask(t.db, { kind: ITEMS_KIND, ownerId: owner.id }, { now: t.clock.now() });
    const system = await createTask(t.db, { kind: 'test.system-sweep' }, { now: t.clock.now() });

    for (const [id, authorization] of [
      [mine.id, stranger.authorization],
      [system.id, owner.authorization],
      ['00000000-0000-4000-8000-000000000000', owner.authorization],
    ]) {
      const { status, body } = await getTask(id, authorization);
      expect(status).toBe(200);
      expect(body).toMatchObject({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED, data: null });
    }
  });

  it('asks for a session, and refuses an id that is not a uuid with a param error', async () => {
    const task = await createTask(t.db, { kind: ITEMS_KIND, ownerId: owner.id }, { now: t.clock.now() });
    expect((await getTask(task.id)).status).toBe(401);
    expect((await getTask('123', owner.authorization)).body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });
});

describe('a task with a singleton key', () => {
  it('is refused with 2000011 while another of the same key is pending or running, and allowed again once it ended', async () => {
    const runner = createTestRunner(t.db, t.clock, 'runner-singleton');
    runner.registerTaskHandler('test.export', async () => ({ rows: 0 }));
    const first = await createTask(t.db, { kind: 'test.export', ownerId: owner.id, singletonKey: `export:${owner.id}` }, { now: t.clock.now() });

    await expect(
      createTask(t.db, { kind: 'test.export', ownerId: owner.id, singletonKey: `export:${owner.id}` }, { now: t.clock.now() }),
    ).rejects.toMatchObject({
      code: ERROR_CODES.TASK_ALREADY_PROCESSING,
    });
    expect(await runner.runOnce()).toEqual({ taskId: first.id, outcome: 'DONE' });
    const second = await createTask(t.db, { kind: 'test.export', ownerId: owner.id, singletonKey: `export:${owner.id}` }, { now: t.clock.now() });
    expect(second.id).not.toBe(first.id);
  });
});
