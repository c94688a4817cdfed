// The development hook the browser tests use to let a pay-by deadline pass: it runs the pay-by
// sweep as of a given time, cancelling what the sweep would and giving the units back; it exists
// only with DEV_OUTBOX on, and answers only callers on this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { as } from '../../../test/fixtures/catalogue.fixtures';
import { buy, countsOf, orderShop } from '../../../test/fixtures/orders.fixtures';

const HOUR = 3_600_000;
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp({ devOutbox: true }), createTestApp({ devOutbox: false })]);
});
afterAll(() => Promise.all([t.close(), off.close()]));

const expireAt = (app: TestApp, at: Date, remoteAddress?: string) =>
  call(app.app, { method: 'POST', url: '/__dev/orders/expire', payload: { at: at.toISOString() }, remoteAddress });

describe('POST /__dev/orders/expire', () => {
  it('cancels the orders whose deadline passed by then, and their units go back', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 10 });
    const placed = await buy(t, buyer, listing.id, 4);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ reserved: 4 });

    const early = await expireAt(t, new Date(t.clock.now().getTime() + 23 * HOUR));
    expect(early.body).toMatchObject({ respCode: 200, data: { cancelled: 0 } });
    expect((await as(t, buyer, 'GET', `/api/order/detail/${placed.id}`)).data.status).toBe('WAITINGPAYMENT');

    const late = await expireAt(t, new Date(t.clock.now().getTime() + 25 * HOUR));
    expect(late.body).toMatchObject({ respCode: 200, data: { cancelled: 1 } });
    const detail = (await as(t, buyer, 'GET', `/api/order/detail/${placed.id}`)).data;
    expect(detail.status).toBe('CANCELLED');
    expect(detail.events.at(-1)).toMatchObject({ actor: 'SYSTEM', reason: 'PAY_BY_PASSED' });
    expect(await countsOf(t, seller, card.id)).toMatchObject({ reserved: 0 });
  });

  it('answers only callers on this machine', async () => {
    const answer = await expireAt(t, t.clock.now(), '203.0.113.7');
    expect(answer.status).toBe(404);
  });

  it('does not exist without DEV_OUTBOX', async () => {
    const answer = await expireAt(off, off.clock.now());
    expect(answer.status).toBe(404);
  });
});
