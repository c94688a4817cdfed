import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createSubmitKeys, inFlightRetryDelay, isOutcomeUnknown, retryIdempotent } from './idempotency';

const inFlight = new ApiError(-5, 'in process', null, 200);
const offline = new ApiError(0, 'network', null, 0);
const refused = new ApiError(120035, 'Insufficient stock', { free: 3 }, 200);
const crashed = new ApiError(500, 'failed', null, 500);

describe('submit keys', () => {
  it('gives a retry of the same submit its key, and a new submit a new key', () => {
    let n = 0;
    const keys = createSubmitKeys(() => `key-${++n}`);
    expect(keys.keyFor({ cardId: 'c', change: 5 })).toBe('key-1');
    expect(keys.keyFor({ cardId: 'c', change: 5 })).toBe('key-1');
    expect(keys.keyFor({ cardId: 'c', change: 6 })).toBe('key-2');
    expect(keys.keyFor({ cardId: 'c', change: 5 })).toBe('key-3');
  });

  it('starts over once the outcome is known', () => {
    let n = 0;
    const keys = createSubmitKeys(() => `key-${++n}`);
    expect(keys.keyFor({ change: 5 })).toBe('key-1');
    keys.settle();
    expect(keys.keyFor({ change: 5 })).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    expect(createSubmitKeys().keyFor({})).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('outcomes', () => {
  it('counts no answer, a server failure and -5 as unknown, a business refusal as known', () => {
    expect([inFlight, offline, crashed, new Error('boom')].map(isOutcomeUnknown)).toEqual([true, true, true, true]);
    expect(isOutcomeUnknown(refused)).toBe(false);
  });

  it('retries while the first request is in flight, five times, and once after no answer', () => {
    expect([0, 4].map((count) => retryIdempotent(count, inFlight))).toEqual([true, true]);
    expect(retryIdempotent(5, inFlight)).toBe(false);
    expect([0, 1].map((count) => retryIdempotent(count, offline))).toEqual([true, false]);
    expect(retryIdempotent(0, refused)).toBe(false);
    expect(retryIdempotent(0, crashed)).toBe(false);
    expect([0, 1, 2, 5].map(inFlightRetryDelay)).toEqual([500, 1000, 2000, 4000]);
  });
});
