// Online and crypto payment end to end on the API, with the sandbox providers as the outside world:
// the quote and its refusals, pay/v2 and its one live attempt, webhooks verified and applied once,
// late and partial money kept in the wallet, crypto pairs, chargebacks after resale, the operator's
// refund, and scoping. Every money check reads the ledger through the wallet calls.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { isValidPixCode, parsePixCode } from '@panel/domain/payment-formats/pix';
import { isValidBoletoLine } from '@panel/domain/payment-formats/boleto';
import type { PaymentAttemptView, PaymentQuote } from '@panel/domain/contract/payments';
import { createTestApp, type TestApp } from '../../../test/app';
import { watchSimulatedChains } from '../../../test/chains';
import {
  cardUnits,
  exchangeRates,
  orderUnits,
  orders,
  paymentAttempts,
  providerEvents,
  sandboxPayments,
  sandboxWebhooks,
  users,
  walletDebts,
} from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { post, walletOf } from '../ledger/ledger';
import { as, createListing, createSeller, listingInput, setFollow, deliver, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import { orderShop, createOrderCall, orderBody, cancelCall } from '../../../test/fixtures/orders.fixtures';
import { verifyLedger } from '../ledger/verify';
import { createSandboxDeps } from '../../simulators/payments/server-deps';
import { deliverDueWebhooks, redeliver } from '../../simulators/payments/webhook-outbox';
import type { SandboxDeps } from '../../simulators/payments/deps';
import { sweepPayments } from './sync';
import { paymentProviders } from './providers';
import { createSandboxProviders } from '../../simulators/payments';
import { depositAddresses } from '../../simulators/payments/crypto-chain';

let t: TestApp;
let deps: SandboxDeps;
let ops: Actor;
beforeAll(async () => {
  t = await createTestApp();
  deps = createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock });
  // The chains' watchers run from the server's start.
  await watchSimulatedChains(t);
  // Rates per USD and online fees: USD 2% capped at 5.00, BRL 5 with 1%, the tokens at par without fee.
  await t.db.update(exchangeRates).set({ feeBp: 200, feeMaxMinor: 500n }).where(eq(exchangeRates.currency, 'USD'));
  await t.db.insert(exchangeRates).values([
    { currency: 'BRL', rateScaled: 500_000_000n, feeBp: 100 },
    { currency: 'COP', rateScaled: 400_000_000_000n, feeBp: 0 },
    { currency: 'MXN', rateScaled: 1_800_000_000n, feeBp: 0 },
    { currency: 'USDT', rateScaled: 100_000_000n, feeBp: 0 },
    { currency: 'USDC', rateScaled: 100_000_000n, feeBp: 0 },
  ]);
  ops = await createActor(t);
  await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, ops.user.id));
});
afterAll(() => t.close());

const keyed = (key: string = randomUUID()) => ({ 'idempotency-key': key });
const PIX_BILLING = { firstName: 'Ana', lastName: 'Souza', idType: 'CPF', idNumber: '123.456.789-09', email: 'ana@example.com' };

/** A seller listing for online and crypto payment in USD (10 USD a unit) and a buyer following it; an ONLINE order of `quantity`. */
async function onlineOrder({
  quantity = 2,
  type = 'ONLINE' as 'ONLINE' | 'CRYPTO',
  stock = 20,
  price,
}: { quantity?: number; type?: 'ONLINE' | 'CRYPTO'; stock?: number; price?: string } = {}) {
  const tiers = price ? { tiers: [{ minCount: 1, wholesalePrice: price, retailPrice: `${Number(price) * 2}` }] } : {};
  const shop = await orderShop(t, {
    stock,
    listing: { paymentMethods: ['ONLINE', 'CRYPTO'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'], ...tiers },
  });
  const body = await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity, paymentType: type }));
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return { ...shop, order: body.data as { id: string; orderNo: string } };
}

const quote = async (buyer: Actor, body: object) => as(t, buyer, 'POST', '/api/payment/quote', body);
async function pay(
  buyer: Actor,
  body: { orderId?: string; topUpId?: string; method: string; currency: string; billing?: object; chain?: string },
  key?: string,
) {
  const q = await quote(buyer, body);
  expect(q.respCode, JSON.stringify(q)).toBe(200);
  return as(t, buyer, 'POST', '/api/order/payment/pay/v2', { ...body, rate: (q.data as PaymentQuote).rate }, keyed(key));
}
async function paid(buyer: Actor, body: Parameters<typeof pay>[1]): Promise<PaymentAttemptView> {
  const res = await pay(buyer, body);
  expect(res.respCode, JSON.stringify(res)).toBe(200);
  return res.data as PaymentAttemptView;
}

const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attemptOf = async (id: string) => (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;
const bookOf = async (attemptId: string) => (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, attemptId)))[0]!;
const webhooksOf = async (attemptId: string) =>
  t.db
    .select()
    .from(sandboxWebhooks)
    .where(eq(sandboxWebhooks.paymentId, (await bookOf(attemptId)).id))
    .orderBy(sandboxWebhooks.id);
const wallet = async (actor: Actor) => (await as(t, actor, 'GET', '/api/vcoin/wallet')).data as { balance: string; available: string };

/** The tester's button on the sandbox control page, then the sandbox's webhooks delivered. */
async function sandbox(attemptId: string, action: string, amount?: string) {
  const book = await bookOf(attemptId);
  const res = await as(t, ops, 'POST', `/api/sandbox/payments/${book.id}/action`, { action, ...(amount ? { amount } : {}) });
  expect(res.respCode, JSON.stringify(res)).toBe(200);
  await flush();
}
/** The sandbox's webhooks delivered, and the chains read by their watchers. */
async function flush() {
  t.clock.advance(60_000);
  while ((await deliverDueWebhooks(deps, { limit: 50 })) > 0) t.clock.advance(60_000);
  await watchSimulatedChains(t);
}

describe('the quote and its refusals', () => {
  it('lists the methods of an online order and quotes the amount, fee and VCoin of each currency', async () => {
    const { buyer, order } = await onlineOrder();
    const options = await as(t, buyer, 'GET', `/api/payment/options?orderId=${order.id}`);
    expect(options.data).toMatchObject({ orderId: order.id, amount: '20.00', currency: 'USD', vcoinDue: '20.00', types: ['ONLINE'], current: null });
    expect(options.data.methods.map((m: { method: string }) => m.method)).toContain('PIX');
    expect(options.data.methods.find((m: { method: string }) => m.method === 'PIX')).toMatchObject({ currencies: ['BRL'] });
    // 20.00 VCoin at 5 BRL per USD is 100.00 BRL; 1% is taken off what arrives: 100.99 BRL less 1.01 leaves 99.98 BRL, 20.00 VCoin (to the cent).
    const brl = await quote(buyer, { orderId: order.id, method: 'PIX', currency: 'BRL' });
    expect(brl.data).toMatchObject({ amount: '100.99', fee: '1.01', vcoin: '20.00', rate: '5', limit: '50000.00' });
    // USD: 2% capped at 5.00.
    expect((await quote(buyer, { orderId: order.id, method: 'CARD', currency: 'USD' })).data).toMatchObject({
      amount: '20.41',
      fee: '0.41',
      vcoin: '20.00',
      feeMax: '5.00',
    });
  });

  it('asks for a method (99992) and a currency (99991), and refuses one the order or the method does not take (140064, 140002)', async () => {
    const { buyer, order } = await onlineOrder();
    expect((await quote(buyer, { orderId: order.id, currency: 'BRL' })).respCode).toBe(ERROR_CODES.PAYMENT_METHOD_REQUIRED);
    expect((await quote(buyer, { orderId: order.id, method: 'PIX' })).respCode).toBe(ERROR_CODES.PAYMENT_CURRENCY_REQUIRED);
    expect((await quote(buyer, { orderId: order.id, method: 'CRYPTO', currency: 'USDT' })).respCode).toBe(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
    expect((await quote(buyer, { orderId: order.id, method: 'PIX', currency: 'USD' })).respCode).toBe(ERROR_CODES.CURRENCY_NOT_SUPPORTED);
  });

  it('refuses above the limit per transaction (140068) and a rate changed since the quote (150043), opening nothing', async () => {
    // 4 units of 1,000 USD and the fee (2%, at most 5.00): 4,005.00 USD, under the 5,000 limit; 5 units are 5,005.00, over it.
    const big = await onlineOrder({ quantity: 4, price: '1000' });
    expect((await pay(big.buyer, { orderId: big.order.id, method: 'CARD', currency: 'USD' })).data).toMatchObject({ amount: '4005.00', fee: '5.00' });
    const bigger = await onlineOrder({ quantity: 5, price: '1000' });
    expect((await pay(bigger.buyer, { orderId: bigger.order.id, method: 'CARD', currency: 'USD' })).respCode).toBe(ERROR_CODES.OVER_PAYMENT_LIMIT);
    const { buyer, order } = await onlineOrder();
    const q = await quote(buyer, { orderId: order.id, method: 'PIX', currency: 'BRL' });
    await t.db.update(exchangeRates).set({ rateScaled: 510_000_000n }).where(eq(exchangeRates.currency, 'BRL'));
    try {
      const res = await as(
        t,
        buyer,
        'POST',
        '/api/order/payment/pay/v2',
        { orderId: order.id, method: 'PIX', currency: 'BRL', rate: q.data.rate, billing: PIX_BILLING },
        keyed(),
      );
      expect(res).toMatchObject({ respCode: ERROR_CODES.EXCHANGE_RATE_CHANGED, data: { rate: '5.1' } });
    } finally {
      await t.db.update(exchangeRates).set({ rateScaled: 500_000_000n }).where(eq(exchangeRates.currency, 'BRL'));
    }
    expect(
      await t.db
        .select()
        .from(paymentAttempts)
        .where(inArray(paymentAttempts.orderId, [order.id, bigger.order.id])),
    ).toEqual([]);
    expect((await orderOf(order.id)).status).toBe('WAITINGPAYMENT');
  });

  it('checks the billing fields the method asks: names 1 to 30 (99993, 99994), ID length by type (99995), email (99996)', async () => {
    const { buyer, order } = await onlineOrder();
    const refusal = async (billing: object) =>
      (await pay(buyer, { orderId: order.id, method: 'PIX', currency: 'BRL', billing: { ...PIX_BILLING, ...billing } })).respCode;
    expect(await refusal({ firstName: 'A'.repeat(31) })).toBe(ERROR_CODES.NAME_LENGTH);
    expect(await refusal({ lastName: 'B'.repeat(31) })).toBe(ERROR_CODES.NAME_LENGTH_ALT);
    expect(await refusal({ idNumber: '123456789' })).toBe(ERROR_CODES.ID_NUMBER_LENGTH);
    expect(await refusal({ email: 'ana@' })).toBe(ERROR_CODES.INVALID_EMAIL);
    expect(await refusal({ email: '' })).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await orderOf(order.id)).status).toBe('WAITINGPAYMENT');
  });

  it("refuses a document of another country than the currency's (4001 on billing.idType): a CPF for MXN, an RFC for BRL, opening nothing", async () => {
    const { buyer, order } = await onlineOrder();
    const transfer = { firstName: 'Ana', lastName: 'López', bank: 'BBVA México' };
    const cpfForMxn = await pay(buyer, {
      orderId: order.id,
      method: 'BANK_TRANSFER',
      currency: 'MXN',
      billing: { ...transfer, idType: 'CPF', idNumber: '123.456.789-09' },
    });
    expect(cpfForMxn).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'billing.idType', reason: 'currency' } });
    const cnpjForMxn = await pay(buyer, {
      orderId: order.id,
      method: 'BANK_TRANSFER',
      currency: 'MXN',
      billing: { ...transfer, idType: 'CNPJ', idNumber: '12.345.678/0001-95' },
    });
    expect(cnpjForMxn.respCode).toBe(ERROR_CODES.PARAM_ERROR);
    const rfcForBrl = await pay(buyer, {
      orderId: order.id,
      method: 'PIX',
      currency: 'BRL',
      billing: { ...PIX_BILLING, idType: 'RFC', idNumber: 'LOAA800101AB1' },
    });
    expect(rfcForBrl).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'billing.idType' } });
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id))).toEqual([]);
    expect((await orderOf(order.id)).status).toBe('WAITINGPAYMENT');
    // Mexico's own document goes through.
    const rfc = await pay(buyer, {
      orderId: order.id,
      method: 'BANK_TRANSFER',
      currency: 'MXN',
      billing: { ...transfer, idType: 'RFC', idNumber: 'LOAA800101AB1' },
    });
    expect(rfc.respCode, JSON.stringify(rfc)).toBe(200);
  });
});

describe('paying by PIX', () => {
  it('answers a valid BR Code for the amount, keeps one live attempt (-5 for another method), and pays and delivers once on the webhook', async () => {
    const { buyer, seller, order } = await onlineOrder();
    const attempt = await paid(buyer, { orderId: order.id, method: 'PIX', currency: 'BRL', billing: PIX_BILLING });
    expect(attempt).toMatchObject({ method: 'PIX', provider: 'pix', status: 'WAITING', amount: '100.99', currency: 'BRL', orderStatus: 'PAYING' });
    expect(attempt.instructions.kind).toBe('PIX');
    const brCode = (attempt.instructions as { brCode: string }).brCode;
    expect(isValidPixCode(brCode)).toBe(true);
    expect(parsePixCode(brCode)).toMatchObject({ amount: '100.99' });
    // The same method again is the same attempt; another is -5 while it runs.
    expect((await paid(buyer, { orderId: order.id, method: 'PIX', currency: 'BRL', billing: PIX_BILLING })).id).toBe(attempt.id);
    expect(
      (
        await pay(buyer, {
          orderId: order.id,
          method: 'BOLETO',
          currency: 'BRL',
          billing: { ...PIX_BILLING, zipCode: '01001-000', street: 'Praça da Sé', streetNumber: '1', neighbourhood: 'Sé', city: 'São Paulo', region: 'SP' },
        })
      ).respCode,
    ).toBe(ERROR_CODES.PROCESS_ALREADY_STARTED);
    // The card data never reaches the database: names and email are kept.
    expect((await attemptOf(attempt.id)).billing).toMatchObject({ firstName: 'Ana', email: 'ana@example.com' });

    await sandbox(attempt.id, 'PAY');
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED', paidMinor: 2000n });
    expect(await t.db.select().from(orderUnits).where(eq(orderUnits.orderId, order.id))).toHaveLength(2);
    // 100.99 BRL is 20.20 VCoin, less the 1.01 BRL fee (0.20): 20.00 credited and paid to the seller.
    expect(await wallet(buyer)).toMatchObject({ balance: '0.00' });
    expect(await wallet(seller)).toMatchObject({ balance: '20.00' });
    const seen = (await as(t, buyer, 'GET', `/api/payment/attempt/${attempt.id}`)).data as PaymentAttemptView;
    expect(seen).toMatchObject({ status: 'SUCCEEDED', received: '100.99', vcoinCredited: '20.00', orderStatus: 'DELIVERED' });

    // The provider sends it again: stored once, nothing moves.
    const [first] = await webhooksOf(attempt.id);
    await redeliver(deps, first!.id);
    expect(await wallet(seller)).toMatchObject({ balance: '20.00' });
    const [event] = await t.db.select().from(providerEvents).where(eq(providerEvents.attemptId, attempt.id));
    expect(event).toMatchObject({ outcome: 'APPLIED', deliveries: 2 });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('takes API Pix’s webhook as a hint only: a forged one naming the unpaid charge moves nothing, a tampered amount pays what the PSP says, another shape is 400 and kept as REJECTED', async () => {
    const { buyer, seller, order } = await onlineOrder();
    const attempt = await paid(buyer, { orderId: order.id, method: 'PIX', currency: 'BRL', billing: PIX_BILLING });
    const txid = attempt.id.replace(/-/g, '');
    const hint = (valor: string, endToEndId = 'E12345678202601151000forged00001') =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook/pix/pix',
        payload: JSON.stringify({ pix: [{ endToEndId, txid, valor, horario: t.clock.now().toISOString() }] }),
        headers: { 'content-type': 'application/json' },
      });
    // Not paid at the PSP: answered (the PSP would send it again otherwise), nothing moves.
    expect((await hint('100.99')).statusCode).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYING' });
    expect(await wallet(seller)).toMatchObject({ balance: '0.00' });
    // Not API Pix's shape: refused and kept for the operator.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/pix/pix',
      payload: JSON.stringify({ id: 'evt_1', type: 'PAID', reference: txid, amount: '100.99' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(other.statusCode).toBe(400);
    const rejected = await t.db
      .select()
      .from(providerEvents)
      .where(and(eq(providerEvents.provider, 'pix'), eq(providerEvents.outcome, 'REJECTED')));
    expect(rejected.length).toBeGreaterThanOrEqual(1);
    // Paid at the PSP: a copy of its webhook with the amount raised pays what the PSP answers, once.
    await as(t, ops, 'POST', `/api/sandbox/payments/${(await bookOf(attempt.id)).id}/action`, { action: 'PAY' });
    const [queued] = await webhooksOf(attempt.id);
    const tampered = queued!.body.replace(/"valor":"[0-9.]+"/, '"valor":"1000.00"');
    expect(tampered).not.toBe(queued!.body);
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/webhook/pix/pix', payload: tampered, headers: queued!.headers })).statusCode).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED', paidMinor: 2000n });
    expect(await attemptOf(attempt.id)).toMatchObject({ receivedMinor: 10099n });
    expect(await wallet(seller)).toMatchObject({ balance: '20.00' });
    // The genuine one then moves nothing more.
    await flush();
    expect(await wallet(seller)).toMatchObject({ balance: '20.00' });
    expect(await wallet(buyer)).toMatchObject({ balance: '0.00' });
  });

  it('expires an attempt past its time without asking a provider that sends webhooks: its late webhook then pays once, not twice', async () => {
    const { buyer, seller, order } = await onlineOrder();
    const attempt = await paid(buyer, { orderId: order.id, method: 'PAYPAL', currency: 'USD', billing: { email: 'ana@example.com' } });
    // Paid at the provider; its webhook has not arrived when the attempt's time is up.
    expect((await as(t, ops, 'POST', `/api/sandbox/payments/${(await bookOf(attempt.id)).id}/action`, { action: 'PAY' })).respCode).toBe(200);
    t.clock.advance(31 * 60_000);
    await sweepPayments({ db: t.db, clock: t.clock, payments: paymentProviders(createSandboxProviders(deps), depositAddresses) });
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'EXPIRED', receivedMinor: 0n });
    await flush();
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
    expect(await attemptOf(attempt.id)).toMatchObject({ receivedMinor: 2041n });
    expect(await wallet(seller)).toMatchObject({ balance: '20.00' });
    expect(await wallet(buyer)).toMatchObject({ balance: '0.00' });
  });

  it('keeps money that arrives after the order was cancelled in the buyer’s wallet, and never delivers', async () => {
    const { buyer, card, seller, order } = await onlineOrder();
    const attempt = await paid(buyer, { orderId: order.id, method: 'PIX', currency: 'BRL', billing: PIX_BILLING });
    t.clock.advance(31 * 60_000);
    await sweepPayments({ db: t.db, clock: t.clock, payments: paymentProviders(createSandboxProviders(deps), depositAddresses) });
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await orderOf(order.id)).toMatchObject({ status: 'WAITINGPAYMENT' });
    // The time ran out: the system's doing, not the buyer's.
    const history = (await as(t, buyer, 'GET', `/api/order/detail/${order.id}`)).data.events as Array<{ reason: string; actor: string; note: string | null }>;
    expect(history.at(-1)).toMatchObject({ reason: 'PAYMENT_FAILED', actor: 'SYSTEM', note: 'EXPIRED' });
    expect((await cancelCall(t, buyer, order.id)).respCode).toBe(200);
    await sandbox(attempt.id, 'PAY_LATE');
    expect(await orderOf(order.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await wallet(buyer)).toMatchObject({ balance: '20.00' });
    expect(await wallet(seller)).toMatchObject({ balance: '0.00' });
    expect(await attemptOf(attempt.id)).toMatchObject({ failure: 'CREDITED_TO_WALLET' });
    expect(
      await t.db
        .select()
        .from(cardUnits)
        .where(and(eq(cardUnits.cardId, card.id), eq(cardUnits.ownerId, buyer.user.id))),
    ).toEqual([]);
  });
});

describe('other methods', () => {
  it('boleto: a 47-digit line with valid check digits; a declined card ends the attempt and a new one pays', async () => {
    const { buyer, order } = await onlineOrder();
    const boleto = await paid(buyer, {
      orderId: order.id,
      method: 'BOLETO',
      currency: 'BRL',
      billing: { ...PIX_BILLING, zipCode: '01001-000', street: 'Praça da Sé', streetNumber: '1', neighbourhood: 'Sé', city: 'São Paulo', region: 'SP' },
    });
    expect(boleto.instructions.kind).toBe('BOLETO');
    expect(isValidBoletoLine((boleto.instructions as { line: string }).line)).toBe(true);
    expect((await as(t, buyer, 'POST', `/api/payment/attempt/${boleto.id}/cancel`, undefined, keyed())).data).toMatchObject({
      status: 'CANCELLED',
      orderStatus: 'WAITINGPAYMENT',
    });

    const card = await paid(buyer, { orderId: order.id, method: 'CARD', currency: 'USD' });
    expect(card.instructions).toMatchObject({ kind: 'CARD_FRAME', environment: 'sandbox' });
    expect((card.instructions as { transactionId: string }).transactionId).toMatch(/^\d{19}$/);
    await sandbox(card.id, 'FAIL');
    expect(await attemptOf(card.id)).toMatchObject({ status: 'FAILED' });
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYMENTFAILED' });
    const retry = await paid(buyer, { orderId: order.id, method: 'CARD', currency: 'USD' });
    expect(retry.id).not.toBe(card.id);
    await sandbox(retry.id, 'PAY');
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
  });

  it('tpaga sends no webhook: the code page’s status call asks it, once paid', async () => {
    const shop = await orderShop(t, { listing: { paymentMethods: ['ONLINE'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] } });
    const order = (await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { paymentType: 'ONLINE' }))).data;
    const attempt = await paid(shop.buyer, {
      orderId: order.id,
      method: 'TPAGA',
      currency: 'COP',
      billing: { firstName: 'Luis', lastName: 'Gómez', email: 'luis@example.com', phoneCountry: '57', phoneArea: '300', phoneNumber: '1234567' },
    });
    expect(attempt.instructions).toMatchObject({ kind: 'PAYMENT_CODE' });
    expect((attempt.instructions as { token: string }).token).toMatch(/^pr-[0-9a-f]+$/);
    await sandbox(attempt.id, 'PAY');
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYING' });
    expect((await as(t, shop.buyer, 'GET', `/api/payment/attempt/${attempt.id}`)).data).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'DELIVERED' });
    // Asked again: the same answer is the same event, applied once.
    await as(t, shop.buyer, 'GET', `/api/payment/attempt/${attempt.id}`);
    expect(await wallet(shop.seller)).toMatchObject({ balance: '20.00' });

    // The operator's refund: tpaga reverts the request and, sending no webhook, is asked at once; the order is refunded now, once.
    const key = keyed();
    const refund = await as(t, ops, 'POST', `/api/ops/orders/${order.id}/refund`, { reason: 'Sold by mistake' }, key);
    expect(refund.data).toMatchObject({ orderId: order.id, status: 'REFUND' });
    // Sent again with the key: the same answer (tpaga answers the same reversal; the order is reversed once).
    expect(await as(t, ops, 'POST', `/api/ops/orders/${order.id}/refund`, { reason: 'Sold by mistake' }, key)).toEqual(refund);
    expect(await orderOf(order.id)).toMatchObject({ status: 'REFUND' });
    expect(await wallet(shop.seller)).toMatchObject({ balance: '0.00' });
    await flush();
    expect(await orderOf(order.id)).toMatchObject({ status: 'REFUND' });
    expect(await wallet(shop.seller)).toMatchObject({ balance: '0.00' });
  });

  it('buys VCoin with an e-wallet: a purchase of its own, redirected to the approval page, credited once paid', async () => {
    const buyer = await createActor(t);
    const purchase = await as(t, buyer, 'POST', '/api/vcoin/purchase', { amount: '50', channel: 'ONLINE' }, keyed());
    expect(purchase.data).toMatchObject({ status: 'WAITING_PAYMENT', amount: '50.00' });
    const attempt = await paid(buyer, { topUpId: purchase.data.id, method: 'EWALLET', currency: 'USD', billing: { email: 'me@example.com' } });
    expect(attempt.instructions).toMatchObject({ kind: 'REDIRECT' });
    expect((attempt.instructions as { url: string }).url).toContain('/sandbox/approve/wallet/');
    await sandbox(attempt.id, 'PAY');
    expect(await wallet(buyer)).toMatchObject({ balance: '50.00' });
    expect((await as(t, buyer, 'GET', `/api/vcoin/topup/${purchase.data.id}`)).data).toMatchObject({ status: 'CONFIRMED', receivedAmount: '50.00' });
    // Someone else cannot read it.
    const stranger = await createActor(t);
    expect((await as(t, stranger, 'GET', `/api/payment/attempt/${attempt.id}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await as(t, stranger, 'GET', `/api/payment/options?topUpId=${purchase.data.id}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
  });
});

describe('crypto', () => {
  it('gives two attempts of the same amount different (address, amount) pairs, and credits an exact transfer once confirmed', async () => {
    const a = await onlineOrder({ type: 'CRYPTO' });
    const b = await onlineOrder({ type: 'CRYPTO' });
    const first = await paid(a.buyer, { orderId: a.order.id, method: 'CRYPTO', currency: 'USDT', chain: 'TRC20' });
    const second = await paid(b.buyer, { orderId: b.order.id, method: 'CRYPTO', currency: 'USDT', chain: 'TRC20' });
    const [x, y] = [first.instructions as { address: string; amount: string; decimals: number }, second.instructions as { address: string; amount: string }];
    expect(x).toMatchObject({ kind: 'CRYPTO', chain: 'TRC20', token: 'USDT', amount: '20.00', decimals: 6, confirmationsRequired: 19 });
    expect(`${x.address} ${x.amount}`).not.toBe(`${y.address} ${y.amount}`);

    const send = await as(t, ops, 'POST', '/api/sandbox/crypto/transfer', { chain: 'TRC20', token: 'USDT', toAddress: x.address, amount: x.amount });
    expect(send.respCode, JSON.stringify(send)).toBe(200);
    // TronGrid lists a transfer once its block is solidified: nothing is seen in its first block; it is
    // credited once the chain's 19 confirmations are in.
    await as(t, ops, 'POST', '/api/sandbox/crypto/mine', { chain: 'TRC20', blocks: 1 });
    await flush();
    expect((await attemptOf(first.id)).status).toBe('WAITING');
    expect(await orderOf(a.order.id)).toMatchObject({ status: 'PAYING' });
    await as(t, ops, 'POST', '/api/sandbox/crypto/mine', { chain: 'TRC20', blocks: 25 });
    await flush();
    expect(await orderOf(a.order.id)).toMatchObject({ status: 'DELIVERED' });
    expect(await orderOf(b.order.id)).toMatchObject({ status: 'PAYING' });
    expect(await wallet(a.seller)).toMatchObject({ balance: '20.00' });
  });

  it('confirmations announced out of order (the last first, then each earlier one, then all again) credit the transfer once', async () => {
    const { buyer, seller, order } = await onlineOrder({ type: 'CRYPTO' });
    // Solana's transfers are announced by the simulator's webhooks, one per confirmation.
    const attempt = await paid(buyer, { orderId: order.id, method: 'CRYPTO', currency: 'USDT', chain: 'SOLANA' });
    const asked = attempt.instructions as { address: string; amount: string };
    await as(t, ops, 'POST', '/api/sandbox/crypto/transfer', { chain: 'SOLANA', token: 'USDT', toAddress: asked.address, amount: asked.amount });
    const before = (await t.db.select({ id: sandboxWebhooks.id }).from(sandboxWebhooks).orderBy(desc(sandboxWebhooks.id)).limit(1))[0]?.id ?? 0;
    await as(t, ops, 'POST', '/api/sandbox/crypto/mine', { chain: 'SOLANA', blocks: 34 });
    const sent = (await t.db.select().from(sandboxWebhooks).where(gt(sandboxWebhooks.id, before)).orderBy(desc(sandboxWebhooks.id))).filter((w) =>
      w.body.includes(asked.address),
    );
    expect(sent.length).toBeGreaterThanOrEqual(32);
    for (const webhook of [...sent, ...sent]) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/payment/webhook/crypto', payload: webhook.body, headers: webhook.headers });
      expect(answer.statusCode).toBe(200);
    }
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
    expect(await wallet(seller)).toMatchObject({ balance: '20.00' });
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'SUCCEEDED', creditedVcoinMinor: 2000n });
    await flush();
    expect(await wallet(seller)).toMatchObject({ balance: '20.00' });
  });

  it('an underpayment is PARTIAL (the VCoin waits in the wallet), a wrong chain waits for the operator, who credits it once', async () => {
    const { buyer, order } = await onlineOrder({ type: 'CRYPTO' });
    const attempt = await paid(buyer, { orderId: order.id, method: 'CRYPTO', currency: 'USDC', chain: 'BEP20' });
    const asked = attempt.instructions as { address: string; amount: string; decimals: number };
    expect(asked.decimals).toBe(18);
    await as(t, ops, 'POST', '/api/sandbox/crypto/transfer', { chain: 'BEP20', token: 'USDC', toAddress: asked.address, amount: '5.5' });
    await as(t, ops, 'POST', '/api/sandbox/crypto/mine', { chain: 'BEP20', blocks: 20 });
    await flush();
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'PARTIAL', creditedVcoinMinor: 550n });
    expect(await wallet(buyer)).toMatchObject({ balance: '5.50' });
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAYING' });

    // The same address on another chain: nothing waits there.
    await as(t, ops, 'POST', '/api/sandbox/crypto/transfer', { chain: 'POLYGON', token: 'USDC', toAddress: depositAddresses('POLYGON')[0], amount: '3' });
    await as(t, ops, 'POST', '/api/sandbox/crypto/mine', { chain: 'POLYGON', blocks: 40 });
    await flush();
    const review = await as(t, ops, 'GET', '/api/ops/crypto/review');
    const waiting = (review.data.list as { id: string; amount: string; chain: string }[]).find((row) => row.chain === 'POLYGON' && row.amount === '3.00');
    expect(waiting).toBeDefined();
    const uid = (await t.db.select({ uid: users.uid }).from(users).where(eq(users.id, buyer.user.id)))[0]!.uid;
    const key = randomUUID();
    expect((await as(t, ops, 'POST', `/api/ops/crypto/review/${waiting!.id}/credit`, { uid }, keyed(key))).respCode).toBe(200);
    expect((await as(t, ops, 'POST', `/api/ops/crypto/review/${waiting!.id}/credit`, { uid }, keyed(key))).respCode).toBe(200);
    expect((await as(t, ops, 'POST', `/api/ops/crypto/review/${waiting!.id}/credit`, { uid }, keyed())).respCode).toBe(ERROR_CODES.OPERATION_DENIED);
    expect(await wallet(buyer)).toMatchObject({ balance: '8.50' });
  });
});

describe('chargeback and refund', () => {
  it('a chargeback after resale takes the money back (a debt for what the seller spent) and locks every delivered unit, the resold one too', async () => {
    const { seller, card, listing } = await orderShop(t, { listing: { paymentMethods: ['ONLINE'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] } });
    const reseller = await createSeller(t);
    await setFollow(t, reseller, seller, 'ACCEPTED');
    const order = (await createOrderCall(t, reseller, orderBody(listing.id, { quantity: 3, paymentType: 'ONLINE' }))).data;
    const attempt = await paid(reseller, { orderId: order.id, method: 'CARD', currency: 'USD' });
    await sandbox(attempt.id, 'PAY');
    expect(await orderOf(order.id)).toMatchObject({ status: 'DELIVERED' });
    // The reseller lists the units and sells one on; the seller spends half its income.
    const resold = await createListing(t, reseller, listingInput(card.id, card.picture, { name: 'Resold gold' }));
    const endBuyer = await createSeller(t);
    await deliver(t, { cardId: card.id, seller: reseller, buyer: endBuyer, quantity: 1, listingId: resold.id });
    expect(await wallet(seller)).toMatchObject({ balance: '30.00' });
    const spender = await createActor(t);
    await withTransaction(t.db, async (tx) => {
      const [from, to] = [await walletOf(tx, seller.user.id), await walletOf(tx, spender.user.id)];
      await post(tx, {
        type: 'TRANSFER',
        legs: [
          { accountId: from, amountMinor: -1500n },
          { accountId: to, amountMinor: 1500n },
        ],
        now: t.clock.now(),
      });
    });

    await sandbox(attempt.id, 'CHARGEBACK');
    expect(await orderOf(order.id)).toMatchObject({ status: 'CHARGEBACK' });
    const units = await t.db
      .select()
      .from(cardUnits)
      .where(inArray(cardUnits.id, t.db.select({ id: orderUnits.unitId }).from(orderUnits).where(eq(orderUnits.orderId, order.id))));
    expect(units).toHaveLength(3);
    expect(units.every((unit) => unit.status === 'LOCKED')).toBe(true);
    expect(units.filter((unit) => unit.ownerId === endBuyer.user.id)).toHaveLength(1);
    // The reseller's order shows its cards locked, and still offers to see them.
    expect((await as(t, reseller, 'GET', `/api/order/cards/${order.id}`)).data.list.map((card: { status: string }) => card.status)).toEqual([
      'LOCKED',
      'LOCKED',
      'LOCKED',
    ]);
    expect((await as(t, reseller, 'GET', `/api/order/detail/${order.id}`)).data.actions).toEqual(['VIEW_CARDS']);
    // Nothing else of the seller's stock was touched.
    expect(
      (
        await t.db
          .select()
          .from(cardUnits)
          .where(and(eq(cardUnits.cardId, card.id), eq(cardUnits.status, 'LOCKED')))
      ).length,
    ).toBe(3);
    expect(await wallet(seller)).toMatchObject({ balance: '0.00' });
    expect(await t.db.select().from(walletDebts).where(eq(walletDebts.userId, seller.user.id))).toMatchObject([{ amountMinor: 1500n, reason: 'CHARGEBACK' }]);
    // A second chargeback notice for it moves nothing.
    await sandbox(attempt.id, 'CHARGEBACK').catch(() => undefined);
    expect(await t.db.select().from(walletDebts).where(eq(walletDebts.userId, seller.user.id))).toHaveLength(1);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('the operator refunds an online order through its provider and a crypto order to the wallet; only the operator may', async () => {
    const online = await onlineOrder();
    const attempt = await paid(online.buyer, { orderId: online.order.id, method: 'CARD', currency: 'USD' });
    await sandbox(attempt.id, 'PAY');
    expect((await as(t, online.buyer, 'POST', `/api/ops/orders/${online.order.id}/refund`, { reason: 'mine' }, keyed())).respCode).toBe(
      ERROR_CODES.NOT_AUTHORIZED,
    );
    const refund = await as(t, ops, 'POST', `/api/ops/orders/${online.order.id}/refund`, { reason: 'Customer request' }, keyed());
    expect(refund.data).toMatchObject({ status: 'REFUND_REQUESTED' });
    await flush();
    expect(await orderOf(online.order.id)).toMatchObject({ status: 'REFUND' });
    expect(await wallet(online.seller)).toMatchObject({ balance: '0.00' });

    const crypto = await onlineOrder({ type: 'CRYPTO' });
    const c = await paid(crypto.buyer, { orderId: crypto.order.id, method: 'CRYPTO', currency: 'USDT', chain: 'SOLANA' });
    const asked = c.instructions as { address: string; amount: string };
    await as(t, ops, 'POST', '/api/sandbox/crypto/transfer', { chain: 'SOLANA', token: 'USDT', toAddress: asked.address, amount: asked.amount });
    await as(t, ops, 'POST', '/api/sandbox/crypto/mine', { chain: 'SOLANA', blocks: 40 });
    await flush();
    expect(await orderOf(crypto.order.id)).toMatchObject({ status: 'DELIVERED' });
    expect((await as(t, ops, 'POST', `/api/ops/orders/${crypto.order.id}/refund`, { reason: 'Wrong card' }, keyed())).data).toMatchObject({ status: 'REFUND' });
    expect(await wallet(crypto.buyer)).toMatchObject({ balance: '20.00' });
    expect(await wallet(crypto.seller)).toMatchObject({ balance: '0.00' });
    expect((await as(t, ops, 'GET', `/api/ops/payments/${c.id}`)).data.settlements.map((s: { type: string }) => s.type)).toEqual([
      'ONLINE_SETTLEMENT',
      'ORDER_PAYMENT',
      'REFUND',
    ]);
  });
});
