// Payments at once (the races matter on PostgreSQL: PGlite runs one transaction at a time, where
// these only prove the answers): one webhook delivered many times at once pays once; buyers tapping
// pay with several methods at once open one attempt; crypto attempts of one amount opened at once
// get distinct (address, amount) pairs.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { cryptoSlots, exchangeRates, orders, paymentAttempts, providerEvents, sandboxPayments, sandboxWebhooks, users } from '../../db/schema';
import { as, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import { createOrderCall, orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';
import { verifyLedger } from '../ledger/verify';

let t: TestApp;
let ops: Actor;
beforeAll(async () => {
  // One buyer opens the 12 crypto attempts below: above the default cap of live crypto attempts per user (crypto-pairs.test.ts).
  t = await createTestApp({ cryptoMaxLiveAttemptsPerUser: 12 });
  await t.db.insert(exchangeRates).values([
    { currency: 'BRL', rateScaled: 500_000_000n, feeBp: 100 },
    { currency: 'USDT', rateScaled: 100_000_000n, feeBp: 0 },
  ]);
  ops = await createActor(t);
  await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, ops.user.id));
});
afterAll(() => t.close());

const keyed = () => ({ 'idempotency-key': randomUUID() });
const BILLING = { firstName: 'Ana', lastName: 'Souza', idType: 'CPF', idNumber: '12345678909', email: 'ana@example.com' };

async function onlineOrder(buyers = 1, type: 'ONLINE' | 'CRYPTO' = 'ONLINE') {
  const shop = await orderShop(t, { stock: 50, listing: { paymentMethods: ['ONLINE', 'CRYPTO'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] } });
  const made = [];
  for (let i = 0; i < buyers; i++) {
    const body = await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity: 2, paymentType: type }));
    expect(body.respCode, JSON.stringify(body)).toBe(200);
    made.push(body.data.id as string);
  }
  return { ...shop, orderIds: made };
}

const rateOf = async (buyer: Actor, body: object) => (await as(t, buyer, 'POST', '/api/payment/quote', body)).data.rate as string;

describe('payments at once', () => {
  it('one webhook delivered 8 times at once pays and delivers the order once', async () => {
    const { buyer, seller, orderIds } = await onlineOrder();
    const [orderId] = orderIds as [string];
    const rate = await rateOf(buyer, { orderId, method: 'PIX', currency: 'BRL' });
    const attempt = (await as(t, buyer, 'POST', '/api/order/payment/pay/v2', { orderId, method: 'PIX', currency: 'BRL', rate, billing: BILLING }, keyed()))
      .data;
    const [book] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, attempt.id));
    expect((await as(t, ops, 'POST', `/api/sandbox/payments/${book!.id}/action`, { action: 'PAY' })).respCode).toBe(200);
    const [webhook] = await t.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.paymentId, book!.id));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'POST', url: '/api/payment/webhook/pix', payload: webhook!.body, headers: webhook!.headers })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 'DELIVERED', paidMinor: 2000n });
    expect((await as(t, seller, 'GET', '/api/vcoin/wallet')).data.balance).toBe('20.00');
    expect(await t.db.select().from(providerEvents).where(eq(providerEvents.attemptId, attempt.id))).toMatchObject([{ outcome: 'APPLIED', deliveries: 8 }]);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  }, 60_000);

  it('pay taps with four methods at once open one attempt; the others are told a payment is running (-5)', async () => {
    const { buyer, orderIds } = await onlineOrder();
    const [orderId] = orderIds as [string];
    const rates = {
      BRL: await rateOf(buyer, { orderId, method: 'PIX', currency: 'BRL' }),
      USD: await rateOf(buyer, { orderId, method: 'CARD', currency: 'USD' }),
    };
    const tries = [
      { method: 'PIX', currency: 'BRL', rate: rates.BRL, billing: BILLING },
      { method: 'CARD', currency: 'USD', rate: rates.USD },
      { method: 'PAYPAL', currency: 'USD', rate: rates.USD, billing: { email: 'ana@example.com' } },
      { method: 'EWALLET', currency: 'USD', rate: rates.USD, billing: { email: 'ana@example.com' } },
    ];
    const answers = await Promise.all(tries.map((body) => as(t, buyer, 'POST', '/api/order/payment/pay/v2', { orderId, ...body }, keyed())));
    const codes = answers.map((answer) => answer.respCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === ERROR_CODES.PROCESS_ALREADY_STARTED)).toBe(true);
    const live = await t.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, ['WAITING', 'CONFIRMING', 'PARTIAL'])));
    expect(live).toHaveLength(1);
  }, 60_000);

  it('12 crypto attempts of the same amount opened at once get 12 distinct (address, amount) pairs', async () => {
    const { buyer, orderIds } = await onlineOrder(12, 'CRYPTO');
    const rate = await rateOf(buyer, { orderId: orderIds[0], method: 'CRYPTO', currency: 'USDT' });
    const answers = await Promise.all(
      orderIds.map((orderId) =>
        as(t, buyer, 'POST', '/api/order/payment/pay/v2', { orderId, method: 'CRYPTO', currency: 'USDT', chain: 'ERC20', rate }, keyed()),
      ),
    );
    expect(answers.map((answer) => answer.respCode)).toEqual(Array(12).fill(200));
    const pairs = answers.map((answer) => `${answer.data.instructions.address} ${answer.data.instructions.amount}`);
    expect(new Set(pairs).size).toBe(12);
    const slots = await t.db
      .select()
      .from(cryptoSlots)
      .where(and(eq(cryptoSlots.chain, 'ERC20'), isNull(cryptoSlots.releasedAt)));
    expect(slots.length).toBeGreaterThanOrEqual(12);
  }, 60_000);
});
