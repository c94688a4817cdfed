import { describe, expect, it, vi } from 'vitest';
import { progress } from './progress';

describe('progress', () => {
  it('is active while any request is in flight and tells listeners when that changes', () => {
    const listener = vi.fn();
    const unsubscribe = progress.subscribe(listener);
    progress.start();
    progress.start();
    expect(progress.isActive()).toBe(true);
    progress.done();
    expect(progress.isActive()).toBe(true);
    progress.done();
    expect(progress.isActive()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2); // became active, became idle
    progress.done(); // an extra end never goes below zero
    progress.start();
    expect(progress.isActive()).toBe(true);
    progress.done();
    unsubscribe();
  });
});
