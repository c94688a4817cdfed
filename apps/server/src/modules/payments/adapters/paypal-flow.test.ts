// PayPal on the application, end to end through its production adapter and the simulator's copy of
// PayPal's API: the buyer approves, the server captures on CHECKOUT.ORDER.APPROVED and the order is
// paid only by PAYMENT.CAPTURE.COMPLETED, once (its redelivery moves nothing); a capture declined in
// a COMPLETED order pays nothing and fails the attempt; a forged or replayed webhook is refused with
// nothing moved; the operator's refund goes through PayPal's refund call and its REFUNDED webhook
// reverses the order, and a dispute charges it back, as the core does for every provider.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { PaymentAttemptView, PaymentQuote } from '@panel/domain/contract/payments';
import { createTestApp, type TestApp } from '../../../../test/app';
import { exchangeRates, orders, paymentAttempts, providerEvents, sandboxPayments, sandboxWebhooks, users } from '../../../db/schema';
import { as, type Actor } from '../../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../../test/fixtures/follows.fixtures';
import { createOrderCall, orderBody, orderShop } from '../../../../test/fixtures/orders.fixtures';
import { verifyLedger } from '../../ledger/verify';
import { createSandboxDeps } from '../../../simulators/payments/server-deps';
import type { SandboxDeps } from '../../../simulators/payments/deps';
import { deliverDueWebhooks, redeliver } from '../../../simulators/payments/webhook-outbox';
import { paypalTransmissionHeaders } from '../../../simulators/payments/paypal-webhook-signing';

let t: TestApp;
let deps: SandboxDeps;
let ops: Actor;
beforeAll(async () => {
  t = await createTestApp();
  deps = createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock });
  await t.db.update(exchangeRates).set({ feeBp: 0, feeMaxMinor: 0n }).where(eq(exchangeRates.currency, 'USD'));
  ops = await createActor(t);
  await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, ops.user.id));
});
afterAll(() => t.close());

const keyed = () => ({ 'idempotency-key': randomUUID() });

/** A listing paid online in USD (10 USD a unit) and an order of 2 by a follower, paid with PayPal. */
async function paypalOrder() {
  const shop = await orderShop(t, { listing: { paymentMethods: ['ONLINE'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] } });
  const order = (await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity: 2, paymentType: 'ONLINE' }))).data as { id: string };
  const body = { orderId: order.id, method: 'PAYPAL', currency: 'USD', billing: { email: 'ana@example.com' } };
  const quote = await as(t, shop.buyer, 'POST', '/api/payment/quote', body);
  const pay = await as(t, shop.buyer, 'POST', '/api/order/payment/pay/v2', { ...body, rate: (quote.data as PaymentQuote).rate }, keyed());
  expect(pay.respCode, JSON.stringify(pay)).toBe(200);
  return { ...shop, order, attempt: pay.data as PaymentAttemptView };
}

const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attemptOf = async (id: string) => (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;
const bookOf = async (attemptId: string) => (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, attemptId)))[0]!;
const webhooksOf = async (attemptId: string) =>
  t.db
    .select()
    .from(sandboxWebhooks)
    .where(eq(sandboxWebhooks.paymentId, (await bookOf(attemptId)).id))
    .orderBy(asc(sandboxWebhooks.id));
const balance = async (actor: Actor) => ((await as(t, actor, 'GET', '/api/vcoin/wallet')).data as { balance: string }).balance;
const eventsOf = async (attemptId: string) => t.db.select().from(providerEvents).where(eq(providerEvents.attemptId, attemptId)).orderBy(asc(providerEvents.id));

async function sandbox(attemptId: string, action: string) {
  const res = await as(t, ops, 'POST', `/api/sandbox/payments/${(await bookOf(attemptId)).id}/action`, { action });
  expect(res.respCode, JSON.stringify(res)).toBe(200);
  await flush();
}
async function flush() {
  t.clock.advance(1000);
  while ((await deliverDueWebhooks(deps, { limit: 50 })) > 0) t.clock.advance(1000);
}
const post = (body: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/payment/webhook/paypal', payload: body, headers });

describe('PayPal on the application', () => {
  it('sends the buyer to PayPal, captures once approved, pays on PAYMENT.CAPTURE.COMPLETED only and once: its redelivery moves nothing', async () => {
    const { order, attempt, seller } = await paypalOrder();
    expect(attempt.instructions).toEqual({ kind: 'REDIRECT', url: `/sandbox/paypal/checkoutnow?token=${(await bookOf(attempt.id)).providerRef}` });
    await sandbox(attempt.id, 'PAY');
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED', paidMinor: 2000n });
    expect((await webhooksOf(attempt.id)).map((row) => [JSON.parse(row.body).event_type, row.lastStatus])).toEqual([
      ['CHECKOUT.ORDER.APPROVED', 200],
      ['PAYMENT.CAPTURE.COMPLETED', 200],
    ]);
    // The approval moved no money: it made the server capture; the completed capture paid.
    expect((await eventsOf(attempt.id)).map((event) => [event.kind, event.outcome])).toEqual([
      ['INFO', 'IGNORED'],
      ['PAID', 'APPLIED'],
    ]);
    expect(await balance(seller)).toBe('20.00');
    const completed = (await webhooksOf(attempt.id))[1]!;
    await redeliver(deps, completed.id);
    expect(await balance(seller)).toBe('20.00');
    expect((await eventsOf(attempt.id)).find((event) => event.kind === 'PAID')).toMatchObject({ deliveries: 2 });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('an approval whose webhook was lost is captured when the buyer comes back to the payment, and the capture’s webhook pays once', async () => {
    const { order, attempt, seller, buyer } = await paypalOrder();
    expect((await as(t, ops, 'POST', `/api/sandbox/payments/${(await bookOf(attempt.id)).id}/action`, { action: 'PAY' })).respCode).toBe(200);
    // The approval webhook never arrives.
    const [approval] = await webhooksOf(attempt.id);
    expect(JSON.parse(approval!.body).event_type).toBe('CHECKOUT.ORDER.APPROVED');
    await t.db.update(sandboxWebhooks).set({ ackedAt: t.clock.now() }).where(eq(sandboxWebhooks.id, approval!.id));
    // The buyer's payment screen asks PayPal: the approved order is captured; nothing is paid from the answer.
    const seen = (await as(t, buyer, 'GET', `/api/payment/attempt/${attempt.id}`)).data as PaymentAttemptView;
    expect(seen.status).not.toBe('SUCCEEDED');
    expect((await webhooksOf(attempt.id)).map((row) => JSON.parse(row.body).event_type)).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED']);
    await flush();
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED', paidMinor: 2000n });
    expect(await balance(seller)).toBe('20.00');
  });

  it('a capture declined inside a COMPLETED order pays nothing: the attempt fails and the order can be paid again', async () => {
    const { order, attempt, seller } = await paypalOrder();
    await sandbox(attempt.id, 'FAIL');
    expect((await webhooksOf(attempt.id)).map((row) => JSON.parse(row.body).event_type)).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.DECLINED']);
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'FAILED', receivedMinor: 0n });
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYMENTFAILED', paidMinor: 0n });
    expect(await balance(seller)).toBe('0.00');
  });

  it('refuses a forged, tampered or replayed webhook and moves nothing', async () => {
    const { order, attempt, seller } = await paypalOrder();
    await sandbox(attempt.id, 'PAY');
    const genuine = (await webhooksOf(attempt.id))[1]!;
    const before = await t.db.select().from(providerEvents).orderBy(asc(providerEvents.id));
    // A body claiming more, with PayPal's headers of the genuine body.
    const headers = paypalTransmissionHeaders(genuine.body);
    expect((await post(genuine.body.replace('"20.00"', '"2000.00"'), headers)).statusCode).toBe(400);
    // The genuine body with a transmission time of ten minutes ago.
    expect((await post(genuine.body, paypalTransmissionHeaders(genuine.body, new Date(Date.now() - 10 * 60_000)))).statusCode).toBe(400);
    // Signed, but naming a certificate on another host.
    expect((await post(genuine.body, { ...headers, 'paypal-cert-url': 'http://evil.example/certs/CERT-1' })).statusCode).toBe(400);
    // Each is kept for the operator as refused (the genuine body's two under one row); none is an event.
    expect((await t.db.select().from(providerEvents).orderBy(asc(providerEvents.id))).slice(before.length).map((row) => [row.outcome, row.deliveries])).toEqual(
      [
        ['REJECTED', 1],
        ['REJECTED', 2],
      ],
    );
    expect(await orderOf(order.id)).toMatchObject({ paidMinor: 2000n });
    expect(await balance(seller)).toBe('20.00');
  });

  it('the operator’s refund goes through PayPal and its REFUNDED webhook reverses the order; a dispute charges another back', async () => {
    const refunded = await paypalOrder();
    await sandbox(refunded.attempt.id, 'PAY');
    const key = keyed();
    const refund = await as(t, ops, 'POST', `/api/ops/orders/${refunded.order.id}/refund`, { reason: 'Customer request' }, key);
    expect(refund.data).toMatchObject({ status: 'REFUND_REQUESTED' });
    // Sent again with the key (a lost answer): PayPal answers the refund it made for the same request id; the same answer.
    expect(await as(t, ops, 'POST', `/api/ops/orders/${refunded.order.id}/refund`, { reason: 'Customer request' }, key)).toEqual(refund);
    await flush();
    // Once the refund's webhook reversed the order, the capture is refunded: the key still answers, and PayPal made one refund.
    expect((await as(t, ops, 'POST', `/api/ops/orders/${refunded.order.id}/refund`, { reason: 'Customer request' }, key)).respCode).toBe(200);
    expect((await webhooksOf(refunded.attempt.id)).filter((row) => JSON.parse(row.body).event_type === 'PAYMENT.CAPTURE.REFUNDED')).toHaveLength(1);
    expect((await webhooksOf(refunded.attempt.id)).map((row) => JSON.parse(row.body).event_type).at(-1)).toBe('PAYMENT.CAPTURE.REFUNDED');
    expect(await orderOf(refunded.order.id)).toMatchObject({ status: 'REFUND' });
    expect(await balance(refunded.seller)).toBe('0.00');
    expect((await bookOf(refunded.attempt.id)).status).toBe('REFUNDED');

    const disputed = await paypalOrder();
    await sandbox(disputed.attempt.id, 'PAY');
    await sandbox(disputed.attempt.id, 'CHARGEBACK');
    expect(await orderOf(disputed.order.id)).toMatchObject({ status: 'CHARGEBACK' });
    expect(await balance(disputed.seller)).toBe('0.00');
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
