import { describe, expect, it } from 'vitest';
import { quickStartSteps } from './follow-todos';

const guide = (follow: boolean, store: boolean) => ({
  show: true,
  steps: [
    { key: 'FOLLOW_AND_BUY' as const, done: follow },
    { key: 'LIST_AND_INVITE' as const, done: store },
  ],
});

describe("home's quick-start steps", () => {
  it("shows the server's steps to a reseller while one is to do (step two done only once the store is set up)", () => {
    expect(quickStartSteps(guide(false, false), false)).toEqual([
      { key: 'FOLLOW_AND_BUY', done: false, path: '/following/search' },
      { key: 'LIST_AND_INVITE', done: false, path: '/setting/store' },
    ]);
    expect(quickStartSteps(guide(true, false), false).map((step) => step.done)).toEqual([true, false]);
  });

  it('shows none to a seller with their own store set up: no "find a store" on their home', () => {
    expect(quickStartSteps(guide(false, true), true)).toEqual([]);
  });

  it('shows none once both are done, or before the info is in', () => {
    expect(quickStartSteps(guide(true, true), false)).toEqual([]);
    expect(quickStartSteps(undefined, false)).toEqual([]);
  });
});
