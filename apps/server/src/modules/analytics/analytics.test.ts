import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX } from '@panel/domain/contract/analytics';
import { analyticsEvents, rateLimits } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { ANALYTICS_RATE_LIMIT, countEventsPerDay } from './analytics.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(analyticsEvents);
  await t.db.delete(rateLimits);
});

const DEVICE = '0b7a4f7e-1d2c-4b8a-9a51-3c2f0e6d7a90';
const event = (over: Record<string, unknown> = {}) => ({ name: 'h5-login', at: t.clock.now().getTime(), screen: '/login', language: 'pt', ...over });
const send = (payload: unknown, { asText = false, ip = '203.0.113.7' } = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: ip,
    headers: { 'content-type': asText ? 'text/plain;charset=UTF-8' : 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('POST /api/analytics/events', () => {
  it('stores a batch without a session, from a JSON body or a beacon text body', async () => {
    expect((await send({ device: DEVICE, events: [event(), event({ name: 'h5-sign-up', screen: '/register' })] })).body).toMatchObject({
      respCode: 200,
      data: { accepted: 2 },
    });
    expect((await send({ events: [event({ name: 'h5-order-paid', screen: '/order/detail/:id', language: 'es' })] }, { asText: true })).body.data).toEqual({
      accepted: 1,
    });
    const rows = await t.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
    expect(rows.map(({ name, screen, language, device }) => ({ name, screen, language, device }))).toEqual([
      { name: 'h5-login', screen: '/login', language: 'pt', device: DEVICE },
      { name: 'h5-sign-up', screen: '/register', language: 'pt', device: DEVICE },
      { name: 'h5-order-paid', screen: '/order/detail/:id', language: 'es', device: null },
    ]);
    expect(rows[0]!.occurredAt).toEqual(t.clock.now());
  });

  it('refuses names off the list, fields that could carry personal data, screens with an address or a query, and oversized batches', async () => {
    const refused = [
      { events: [event({ name: 'login' })] },
      { events: [event({ name: 'h5-anything' })] },
      { events: [event({ email: 'ana@example.com' })] },
      { events: [event()], userId: 'u-1' },
      { events: [event({ screen: '/login?email=ana@example.com' })] },
      { events: [event({ screen: '/store/ana.lima@example.com' })] },
      { device: 'ana@example.com', events: [event()] },
      { events: [] },
      { events: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => event()) },
    ];
    for (const payload of refused) expect((await send(payload)).body.respCode, JSON.stringify(payload).slice(0, 80)).not.toBe(200);
    expect((await send('not json', { asText: true })).body.respCode).toBe(4001);
    expect(await t.db.select().from(analyticsEvents)).toEqual([]);
    expect((await send({ events: Array.from({ length: ANALYTICS_BATCH_MAX }, () => event()) })).body.data).toEqual({ accepted: ANALYTICS_BATCH_MAX });
  });

  it('limits the batches of one source a minute, not those of another', async () => {
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.max; i += 1) expect((await send({ events: [event()] })).body.respCode).toBe(200);
    expect((await send({ events: [event()] })).body.respCode).toBe(140029);
    expect((await send({ events: [event()] }, { ip: '198.51.100.9' })).body.respCode).toBe(200);
    t.clock.advance(ANALYTICS_RATE_LIMIT.blockMinutes * 60_000 + 1);
    expect((await send({ events: [event()] })).body.respCode).toBe(200);
  });

  it('dates an event from a device clock a day or more off when it came', async () => {
    await send({ events: [event({ at: Date.UTC(2001, 0, 1) })] });
    const [row] = await t.db.select().from(analyticsEvents);
    expect(row!.occurredAt).toEqual(t.clock.now());
  });
});

describe('countEventsPerDay', () => {
  it('counts each event name per UTC day within the range', async () => {
    const at = (iso: string, name = 'h5-login') => event({ at: Date.parse(iso), name });
    await send({
      events: [
        at('2026-01-14T23:59:59Z'),
        at('2026-01-15T00:00:00Z'),
        at('2026-01-15T09:00:00Z'),
        at('2026-01-15T09:30:00Z', 'h5-order-created'),
        at('2026-01-14T12:00:00Z', 'h5-sign-up'),
        at('2026-01-16T00:00:00Z'),
      ],
    });
    expect(await countEventsPerDay(t.db, { from: new Date('2026-01-14T00:00:00Z'), to: new Date('2026-01-16T00:00:00Z') })).toEqual([
      { day: '2026-01-14', name: 'h5-login', count: 1 },
      { day: '2026-01-14', name: 'h5-sign-up', count: 1 },
      { day: '2026-01-15', name: 'h5-login', count: 2 },
      { day: '2026-01-15', name: 'h5-order-created', count: 1 },
    ]);
  });
});
