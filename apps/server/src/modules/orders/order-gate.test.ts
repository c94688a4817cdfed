import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../db/failures';
import { WriteGate } from './order-gate';

/** A work that ends when told to, noting when it started. */
function pending(started: number[], id: number) {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { work: () => (started.push(id), done.then(() => id)), end };
}

describe('the turn orders take to write', () => {
  it('runs at most `running` at once, the others in order of arrival as turns come back', async () => {
    const gate = new WriteGate({ running: 2, waiting: 10, waitMs: 1_000 });
    const started: number[] = [];
    const works = [1, 2, 3, 4].map((id) => pending(started, id));
    const answers = works.map(({ work }) => gate.run(work));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    works[1].end();
    await answers[1];
    await Promise.resolve();
    expect(started).toEqual([1, 2, 3]);
    works[0].end();
    works[2].end();
    works[3].end();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the turn back when a work fails', async () => {
    const gate = new WriteGate({ running: 1, waiting: 10, waitMs: 1_000 });
    await expect(gate.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers "try again later" (503) past its limits: too many waiting, or a turn not had in time', async () => {
    const gate = new WriteGate({ running: 1, waiting: 1, waitMs: 50 });
    const started: number[] = [];
    const first = pending(started, 1);
    const running = gate.run(first.work);
    const waiting = gate.run(() => Promise.resolve(2));
    const refused = await gate.run(() => Promise.resolve(3)).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const late = await waiting.catch((error: unknown) => error);
    expect(isDatabaseUnavailable(late)).toBe(true);
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    first.end();
    await running;
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
