// The task progress follows GET /api/task/{id} until the task is DONE or FAILED, then stops asking;
// the network is stubbed at fetch with the answers of one task. The stub repeats its current answer
// until the test moves it on, so every state is seen however slowly the machine polls.
import { QueryClientProvider } from '@tanstack/react-query';
import type { TaskResponse } from '@panel/domain/contract/tasks';
import { errorMessage } from '@panel/domain/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { render, waitFor, type Rendered } from '../../test/render';
import { TaskProgress } from './task-progress';
import { taskQuery } from './use-task-progress';

const ID = '0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31';
/** Another task, still running whenever asked: its polls count poll periods. */
const RUNNING_ID = '5c1e7a2b-9d4f-4e3a-8b6c-1f2e3d4c5b6a';
const at = '2025-01-01T00:00:00.000Z';
const task = (state: TaskResponse['state'], done: number, failed: number, total: number, extra: Partial<TaskResponse> = {}): TaskResponse => ({
  id: ID,
  kind: 'codes.generate',
  state,
  progress: { done, failed, total },
  result: null,
  error: null,
  createdAt: at,
  updatedAt: at,
  finishedAt: null,
  ...extra,
});

type Answer = { respCode: number; data?: unknown; message?: string };
let answers: Answer[];
let asked: string[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(async () => {
  await changeLocale('en');
  asked = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const answer = String(input).endsWith(RUNNING_ID) ? { respCode: 200, data: { ...task('RUNNING', 1, 0, 2), id: RUNNING_ID } } : answers[0];
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

async function open(props: Partial<Parameters<typeof TaskProgress>[0]> = {}) {
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      <TaskProgress id={ID} pollMs={20} {...props} />
    </QueryClientProvider>,
  );
}

/** The task moves on: later polls get the next answer (the last one stands: a finished task stays finished). */
const advance = () => {
  if (answers.length > 1) answers.shift();
};

const text = () => view!.container.textContent ?? '';
const bar = () => view!.container.querySelector('[role="progressbar"]')!;
const state = () => view!.container.querySelector('[data-state]')?.getAttribute('data-state');

describe('the progress of a task', () => {
  it('follows the task live, with done and failed counts, until it is done, then shows its result and stops asking', async () => {
    answers = [
      { respCode: 200, data: task('PENDING', 0, 0, 0) },
      { respCode: 200, data: task('RUNNING', 4, 1, 10) },
      { respCode: 200, data: task('DONE', 10, 2, 10, { result: { codes: 8 }, finishedAt: at }) },
    ];
    await open({ renderResult: (result) => `Codes made: ${(result as { codes: number }).codes}` });
    await waitFor(() => expect(state()).toBe('PENDING'));
    expect(text()).toContain('Waiting to start');
    expect(text()).toContain('Counting the items…');

    advance();
    await waitFor(() => expect(state()).toBe('RUNNING'));
    expect(bar().getAttribute('aria-valuenow')).toBe('40');
    expect(view!.container.querySelector('[data-testid="task-counts"]')!.textContent).toBe('4 of 10 done · 1 failed');

    advance();
    await waitFor(() => expect(state()).toBe('DONE'));
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(view!.container.querySelector('[data-testid="task-result"]')!.textContent).toBe('Codes made: 8');
    expect(asked.every((url) => url === `/api/task/${ID}`)).toBe(true);
    const askedOf = (id: string) => asked.filter((url) => url === `/api/task/${id}`).length;
    const askedWhenDone = askedOf(ID);
    // Five polls of a task still running, at the same period: five periods in which the finished one asked nothing.
    const running = await render(
      <QueryClientProvider client={createQueryClient()}>
        <TaskProgress id={RUNNING_ID} pollMs={20} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(askedOf(RUNNING_ID)).toBeGreaterThanOrEqual(5));
    running.unmount();
    expect(askedOf(ID)).toBe(askedWhenDone);
  });

  it('says how many items succeeded when the screen gives no result of its own', async () => {
    answers = [{ respCode: 200, data: task('DONE', 3, 1, 3, { finishedAt: at }) }];
    await open();
    await waitFor(() => expect(view!.container.querySelector('[data-testid="task-result"]')?.textContent).toBe('Done: 2 items succeeded'));
  });

  it('shows why a failed task failed, from the error catalogue, and stops asking', async () => {
    answers = [
      { respCode: 200, data: task('RUNNING', 1, 0, 4) },
      { respCode: 200, data: task('FAILED', 2, 2, 4, { error: { code: 120035 }, finishedAt: at }) },
    ];
    await open();
    await waitFor(() => expect(state()).toBe('RUNNING'));
    advance();
    await waitFor(() => expect(state()).toBe('FAILED'));
    expect(text()).toContain('Failed');
    expect(view!.container.querySelector('[data-testid="task-error"]')!.textContent).toBe(errorMessage(120035, 'en'));
  });

  it('asks again while the task is pending or running, and never once it is done or failed', () => {
    const interval = taskQuery(ID, 20).refetchInterval as (query: { state: { data: TaskResponse | undefined } }) => number | false;
    expect(interval({ state: { data: undefined } })).toBe(20);
    expect(interval({ state: { data: task('PENDING', 0, 0, 0) } })).toBe(20);
    expect(interval({ state: { data: task('RUNNING', 1, 0, 2) } })).toBe(20);
    expect(interval({ state: { data: task('DONE', 2, 0, 2) } })).toBe(false);
    expect(interval({ state: { data: task('FAILED', 1, 1, 2) } })).toBe(false);
  });

  it('says when the task cannot be loaded, in the current language', async () => {
    await changeLocale('es');
    answers = [{ respCode: 4001, message: 'Parámetro incorrecto' }];
    await open();
    await waitFor(() => expect(text()).toContain('No se pudo cargar la tarea'));
    expect(view!.container.querySelector('[role="alert"] button')).not.toBeNull();
  });
});
