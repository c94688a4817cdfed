import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent } from './live-updates';

/** A cache holding one answer under each key, all fresh. */
function cacheWith(keys: string[][]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { at: 1 });
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale())
    .map((query) => query.queryKey.join('/'))
    .sort();

describe('applyLiveEvent', () => {
  const keys = [
    ['orders', 'sale', 'list'],
    ['orders', 'todo'],
    ['follows', 'requests'],
    ['tasks', 't1'],
    ['tasks', 't2'],
    ['notifications', 'unread'],
    ['catalogue', 'stock', 'list'],
    ['catalogue', 'mall', 'list'],
    ['wallet'],
  ];

  it("marks an order event's reads stale: both sides' orders, the to-dos, the wallet and the seller's stock, not the mall", () => {
    const client = cacheWith(keys);
    applyLiveEvent(client, { id: '1.1', kind: 'order', data: { subject: 'o1' } });
    expect(stale(client)).toEqual(['catalogue/stock/list', 'orders/sale/list', 'orders/todo', 'wallet']);
  });

  it('refreshes only the task the event names, and the inbox on a notification', () => {
    const client = cacheWith(keys);
    applyLiveEvent(client, { id: '1.2', kind: 'task', data: { subject: 't2', state: 'RUNNING' } });
    applyLiveEvent(client, { id: '1.3', kind: 'notification', data: { subject: 'n1' } });
    expect(stale(client)).toEqual(['notifications/unread', 'tasks/t2']);
  });

  it('leaves a failed read for the person\'s own "Try again"', () => {
    const client = cacheWith([['orders', 'todo']]);
    client
      .getQueryCache()
      .build(client, { queryKey: ['orders', 'detail', 'o1'] })
      .setState({ status: 'error', error: new Error('offline'), data: undefined });
    applyLiveEvent(client, { id: '1.5', kind: 'order', data: { subject: 'o1' } });
    expect(client.getQueryCache().find({ queryKey: ['orders', 'detail', 'o1'] })!.state.isInvalidated).toBe(false);
    expect(client.getQueryCache().find({ queryKey: ['orders', 'todo'] })!.state.isInvalidated).toBe(true);
  });

  it('reads everything again after a reset, and what events touch (not the mall) when a stream starts', () => {
    const client = cacheWith(keys);
    applyLiveEvent(client, { id: null, kind: 'resync', data: {} });
    expect(stale(client)).not.toContain('catalogue/mall/list');
    expect(stale(client)).toHaveLength(keys.length - 1);
    applyLiveEvent(client, { id: '1.4', kind: 'reset', data: {} });
    expect(stale(client)).toHaveLength(keys.length);
  });
});
