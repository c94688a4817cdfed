import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_BATCH_MAX, AnalyticsBatch } from '@panel/domain/contract/analytics';
import { createAnalytics, FLUSH_EVERY_MS, screenOf, startFlushing, type Transport } from './analytics';

const sent: { batch: AnalyticsBatch; leaving: boolean }[] = [];
let answer = true;
const transport: Transport = (body, leaving) => {
  sent.push({ batch: AnalyticsBatch.parse(JSON.parse(body)), leaving });
  return answer;
};
const DEVICE = '0b7a4f7e-1d2c-4b8a-9a51-3c2f0e6d7a90';
const analytics = () => createAnalytics({ transport, now: () => 1_700_000_000_000, screen: () => '/home', language: () => 'es', device: () => DEVICE });

beforeEach(() => {
  sent.length = 0;
  answer = true;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('analytics batching', () => {
  it('queues events and sends them together on the interval, with nothing about the person', async () => {
    const a = analytics();
    const stop = startFlushing(a);
    a.track('h5-login');
    a.track('h5-follow-request');
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(sent).toEqual([
      {
        leaving: false,
        batch: {
          device: DEVICE,
          events: [
            { name: 'h5-login', at: 1_700_000_000_000, screen: '/home', language: 'es' },
            { name: 'h5-follow-request', at: 1_700_000_000_000, screen: '/home', language: 'es' },
          ],
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(sent).toHaveLength(1);
    stop();
  });

  it('sends what is left as the page is left or hidden, as a beacon', async () => {
    const a = analytics();
    const stop = startFlushing(a);
    a.track('h5-order-created');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((entry) => [entry.leaving, entry.batch.events.map((event) => event.name)])).toEqual([[true, ['h5-order-created']]]);
    a.track('h5-order-paid');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[1]).toMatchObject({ leaving: true, batch: { events: [{ name: 'h5-order-paid' }] } });
    stop();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('splits a long queue into batches the server takes', async () => {
    const a = analytics();
    for (let i = 0; i < ANALYTICS_BATCH_MAX + 3; i += 1) a.track('h5-login');
    await a.flush();
    expect(sent.map((entry) => entry.batch.events.length)).toEqual([ANALYTICS_BATCH_MAX, 3]);
    expect(a.pending()).toBe(0);
  });

  it('keeps the events for later when the server cannot be reached, and never throws', async () => {
    const a = analytics();
    a.track('h5-sign-up');
    answer = false;
    await a.flush();
    expect(a.pending()).toBe(1);
    const failing = createAnalytics({ transport: () => Promise.reject(new Error('offline')) });
    failing.track('h5-login');
    await expect(failing.flush()).resolves.toBeUndefined();
    expect(failing.pending()).toBe(1);
    answer = true;
    await a.flush();
    expect(sent.at(-1)?.batch.events.map((event) => event.name)).toEqual(['h5-sign-up']);
    expect(a.pending()).toBe(0);
  });
});

describe('screenOf', () => {
  it('keeps route words and replaces ids, codes and addresses', () => {
    expect(screenOf('/home')).toBe('/home');
    expect(screenOf('/order/detail/4f1c2a9e-77aa-4a41-b1f7-0a3c7e9d1b22')).toBe('/order/detail/:id');
    expect(screenOf('/following/store/products/123')).toBe('/following/store/products/:id');
    expect(screenOf('/store/ana.lima@example.com')).toBe('/store/:id');
    expect(screenOf('/')).toBe('/');
  });
});
