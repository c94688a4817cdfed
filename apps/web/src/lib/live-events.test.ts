import { describe, expect, it } from 'vitest';
import { parseEventStream } from './live-events';

describe('parseEventStream', () => {
  it('reads complete events with their id, kind and JSON data, and keeps an unfinished one for the next read', () => {
    const text =
      'retry: 3000\n\nid: 12.34\nevent: order\ndata: {"subject":"a","status":"PAID"}\n\n: keep-alive\n\nevent: ready\ndata: {}\n\nid: 12.35\nevent: fol';
    const { events, rest } = parseEventStream(text);
    expect(events).toEqual([
      { id: '12.34', kind: 'order', data: { subject: 'a', status: 'PAID' } },
      { id: null, kind: 'ready', data: {} },
    ]);
    expect(rest).toBe('id: 12.35\nevent: fol');
    const next = parseEventStream(`${rest}low\ndata: {"subject":"b"}\n\n`);
    expect(next.events).toEqual([{ id: '12.35', kind: 'follow', data: { subject: 'b' } }]);
    expect(next.rest).toBe('');
  });

  it('skips data that is not JSON and blocks without data', () => {
    expect(parseEventStream('event: x\ndata: not json\n\nid: 1.1\n\n').events).toEqual([]);
  });
});
