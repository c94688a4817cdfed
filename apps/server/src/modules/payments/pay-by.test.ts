// An order's pay-by deadline bounds its online payment: past it, with nothing paid, no attempt is
// opened (130086), and an attempt opened before it ends by it, even a method that lasts days
// (Boleto) or a provider that answers a later date; the payments sweep then ends the attempt and
// the pay-by sweep cancels the order, its units back with the seller.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PaymentQuote } from '@panel/domain/contract/payments';
import { createTestApp, type TestApp } from '../../../test/app';
import { exchangeRates, orders, paymentAttempts } from '../../db/schema';
import { as, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { countsOf, createOrderCall, orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';
import { expireOrders } from '../orders/orders.service';
import { paymentProviders } from './providers';
import { createSandboxProviders } from '../../simulators/payments';
import { depositAddresses } from '../../simulators/payments/crypto-chain';
import { createSandboxDeps } from '../../simulators/payments/server-deps';
import { sweepPayments } from './sync';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(exchangeRates).values({ currency: 'BRL', rateScaled: 500_000_000n, feeBp: 100 }).onConflictDoNothing();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const moveTo = (at: number) => t.clock.advance(at - t.clock.now().getTime());
const BOLETO_BILLING = {
  firstName: 'Ana',
  lastName: 'Souza',
  idType: 'CPF',
  idNumber: '123.456.789-09',
  email: 'ana@example.com',
  zipCode: '01001-000',
  street: 'Praça da Sé',
  streetNumber: '1',
  neighbourhood: 'Sé',
  city: 'São Paulo',
  region: 'SP',
};

async function onlineOrder() {
  const shop = await orderShop(t, { listing: { paymentMethods: ['ONLINE'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] } });
  const body = await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity: 2, paymentType: 'ONLINE' }));
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return { ...shop, order: body.data as { id: string; payBy: string } };
}

async function pay(buyer: Actor, body: { orderId: string; method: string; currency: string; billing?: object }) {
  const q = await as(t, buyer, 'POST', '/api/payment/quote', body);
  expect(q.respCode, JSON.stringify(q)).toBe(200);
  return as(t, buyer, 'POST', '/api/order/payment/pay/v2', { ...body, rate: (q.data as PaymentQuote).rate }, { 'idempotency-key': randomUUID() });
}

const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attemptOf = async (id: string) => (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;

describe('the pay-by deadline and online payment', () => {
  it('refuses a new attempt past the pay-by (130086), before and after an attempt was cancelled', async () => {
    const { buyer, order } = await onlineOrder();
    const first = await pay(buyer, { orderId: order.id, method: 'CARD', currency: 'USD' });
    expect(first.respCode).toBe(200);
    expect((await as(t, buyer, 'POST', `/api/payment/attempt/${first.data.id}/cancel`, undefined, { 'idempotency-key': randomUUID() })).respCode).toBe(200);
    moveTo(Date.parse(order.payBy) + 1000);
    expect(await pay(buyer, { orderId: order.id, method: 'CARD', currency: 'USD' })).toMatchObject({
      respCode: ERROR_CODES.ILLEGAL_ORDER_STATE,
      data: { from: 'WAITINGPAYMENT', to: 'PAYING' },
    });
    expect(await orderOf(order.id)).toMatchObject({ status: 'WAITINGPAYMENT' });
    expect(await expireOrders(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await orderOf(order.id)).toMatchObject({ status: 'CANCELLED' });
  });

  it('ends a 3-day Boleto by the pay-by: the sweeps then expire the attempt and cancel the order, the units back', async () => {
    const { seller, card, buyer, order } = await onlineOrder();
    const payBy = Date.parse(order.payBy);
    moveTo(payBy - HOUR);
    const boleto = await pay(buyer, { orderId: order.id, method: 'BOLETO', currency: 'BRL', billing: BOLETO_BILLING });
    expect(boleto.respCode, JSON.stringify(boleto)).toBe(200);
    expect((await attemptOf(boleto.data.id)).expiresAt?.getTime()).toBe(payBy);
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYING' });

    moveTo(payBy + 1000);
    await sweepPayments({
      db: t.db,
      clock: t.clock,
      payments: paymentProviders(createSandboxProviders(createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock })), depositAddresses),
    });
    expect(await attemptOf(boleto.data.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await orderOf(order.id)).toMatchObject({ status: 'WAITINGPAYMENT' });
    await expireOrders(t.db, t.clock.now());
    expect(await orderOf(order.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await countsOf(t, seller, card.id)).toMatchObject({ reserved: 0 });
  });
});
