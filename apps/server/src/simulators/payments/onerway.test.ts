// Onerway's production adapter against the simulator's copy of Onerway's wire API, on the test
// file's own database: the signed doTransaction request and the book it opens, the frame's card
// submission with each test card and the signed SALE notification it queues, the 3-D Secure step,
// refunds, chargebacks and the transaction query over the wire, the local methods (a PIX code, a
// boleto) opened, paid, expired and refunded the same way, the notification's verification (a wrong
// sign, a missing field, a tampered amount are refused), and the frame page's security headers under
// the server's own security hook.
import { createHash, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { sandboxPayments, sandboxWebhooks } from '../../db/schema';
import { installSecurityHeaders } from '../../http/security-headers';
import { createPaymentAdapters } from '../../modules/payments/adapters';
import { isValidBoletoLine } from '@panel/domain/payment-formats/boleto';
import { parsePixCode } from '@panel/domain/payment-formats/pix';
import { createOnerwayLocalAdapter, onerwayCardRequest, onerwayEventId, type OnerwayNotification } from '../../modules/payments/adapters/onerway';
import { onerwayNotificationSign, onerwaySign, onerwaySignatureHolds } from '../../modules/payments/adapters/onerway-sign';
import type { OnerwaySettings } from '../../modules/payments/adapters/settings';
import { WebhookRejected, type CreatePaymentInput, type PaymentProvider } from '../../modules/payments/provider-port';
import type { SandboxDeps } from './deps';
import { injectClient, simulatorLink } from './link';
import {
  ONERWAY_CHECKOUT_PATH,
  ONERWAY_REASONS,
  ONERWAY_SANDBOX_APP_ID,
  ONERWAY_SANDBOX_MERCHANT_NO,
  ONERWAY_TEST_CARDS,
  chargebackOnerwayPayment,
  expireOnerwayPayment,
  onerwayDoTransaction,
  settleOnerwayPayment,
  type OnerwayDetails,
} from './onerway';
import { onerwayApiRoutes } from './onerway-api';
import { ONERWAY_FRAME_HTML } from './onerway-frame';
import { onerwaySandboxRoutes } from './onerway-pages';

const SECRET = createHash('sha256').update('test codes key/onerway').digest('hex');
/** A Visa number that passes the Luhn check but is none of the test cards: declined. */
const OTHER_CARD = '4111111111111111';
const NOTIFY_URL = 'http://panel.test/api/payment/webhook/onerway';

let now = new Date('2026-01-15T10:00:00Z').getTime();
const clock = { now: () => new Date(now) };
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let deps: SandboxDeps;
let provider: PaymentProvider;
let settings: OnerwaySettings;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  deps = { db, clock, secret: (name) => (name === 'onerway' ? SECRET : 'ff'.repeat(32)), deliver: async () => ({ status: 200, body: '' }), publicUrl: '' };
  // The sandbox routes under the server's real security hook, nothing else.
  app = Fastify();
  installSecurityHeaders(app, loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '' }));
  onerwaySandboxRoutes(app, deps);
  onerwayApiRoutes(app, deps);
  app.get('/api/elsewhere', async () => ({ ok: true }));
  await app.ready();
  // The adapter the server picks with the simulator on and no Onerway settings: the production one, on the simulator's wire API.
  const simulator = simulatorLink(app, deps);
  settings = simulator.settings.onerway!;
  provider = createPaymentAdapters({ evm: {} }, { network: () => Promise.reject(new Error('no network in this test')), simulator }).onerway!;
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  now = new Date('2026-01-15T10:00:00Z').getTime();
});

const paymentInput = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  attemptId: randomUUID(),
  method: 'CARD',
  currency: 'USD',
  amountMinor: 1234n,
  description: 'Order 2026011500042',
  payer: {},
  notifyUrl: NOTIFY_URL,
  returnUrl: 'http://panel.test/payment/onerway',
  expiresAt: new Date(now + 15 * 60_000),
  now: clock.now(),
  ...overrides,
});

async function newPayment(overrides: Partial<CreatePaymentInput> = {}) {
  const input = paymentInput(overrides);
  const created = await provider.createPayment(input);
  return { input, created, transactionId: created.providerRef };
}

const bookOf = async (transactionId: string) =>
  (
    await db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.provider, 'onerway'), eq(sandboxPayments.providerRef, transactionId)))
  )[0]!;
const webhooksOf = async (transactionId: string) => {
  const row = await bookOf(transactionId);
  return db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.paymentId, row.id)).orderBy(asc(sandboxWebhooks.id));
};

const card = (number: string, extra: Record<string, unknown> = {}) => ({ number, expiry: '12/29', cvv: '123', holderName: 'Ana Souza', ...extra });
const pay = (transactionId: string, number: string, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/onerway/pay',
    payload: { transactionId, card: card(number, extra), billing: { country: 'Brazil', address: 'Rua A 1', city: 'São Paulo', zip: '01000-000' } },
  });
const threeDs = (transactionId: string, authenticated: boolean) =>
  app.inject({ method: 'POST', url: '/sandbox/onerway/3ds', payload: { transactionId, authenticated } });

/** Signs a notification over Onerway's signed fields, as the provider does. */
const notified = (fields: Record<string, unknown>, secret = SECRET) => JSON.stringify({ ...fields, sign: onerwayNotificationSign(fields, secret) });
const unsign = (body: string) => {
  const { sign: _sign, ...fields } = JSON.parse(body) as OnerwayNotification;
  return fields as Record<string, unknown>;
};

describe('createPayment', () => {
  it('builds the doTransaction request the provider takes, signed with the merchant secret', () => {
    const input = paymentInput();
    const request = onerwayCardRequest(settings, input);
    expect(request).toMatchObject({
      merchantNo: ONERWAY_SANDBOX_MERCHANT_NO,
      merchantTxnId: input.attemptId,
      merchantTxnTime: '2026-01-15 10:00:00',
      merchantTxnTimeZone: '+00:00',
      orderAmount: '12.34',
      orderCurrency: 'USD',
      txnType: 'SALE',
      productType: 'CARD',
      subProductType: 'DIRECT',
    });
    const orderMsg = JSON.parse(request.txnOrderMsg) as { products: string };
    expect(orderMsg).toEqual({ returnUrl: input.returnUrl, notifyUrl: NOTIFY_URL, appId: ONERWAY_SANDBOX_APP_ID, products: expect.any(String) });
    expect(JSON.parse(orderMsg.products)).toEqual([{ name: input.description, price: '12.34', num: '1', currency: 'USD' }]);
    expect(onerwaySignatureHolds(request, SECRET)).toBe(true);
    expect(onerwaySignatureHolds(request, 'ab'.repeat(32))).toBe(false);
  });

  it('is refused by the provider when its sign does not hold, or an amount was changed after signing', async () => {
    const request = onerwayCardRequest(settings, paymentInput());
    expect((await onerwayDoTransaction(deps, { ...request, sign: onerwaySign(request, 'ab'.repeat(32)) })).respCode).not.toBe('20000');
    expect((await onerwayDoTransaction(deps, { ...request, orderAmount: '0.01' })).respCode).not.toBe('20000');
    expect((await onerwayDoTransaction(deps, { ...request, sign: undefined })).respCode).not.toBe('20000');
    expect(await db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, request.merchantTxnId))).toHaveLength(0);
  });

  it('opens the transaction in the provider’s book and answers the card frame’s instructions', async () => {
    const { input, created, transactionId } = await newPayment({ currency: 'BRL', amountMinor: 50_000n });
    expect(transactionId).toMatch(/^[1-9]\d{18}$/);
    expect(created.instructions).toEqual({ kind: 'CARD_FRAME', transactionId, checkoutUrl: '/sandbox/onerway/checkout', environment: 'sandbox' });
    const row = await bookOf(transactionId);
    expect(row).toMatchObject({
      provider: 'onerway',
      merchantRef: input.attemptId,
      status: 'CREATED',
      currency: 'BRL',
      amountMinor: 50_000n,
      paidMinor: 0n,
      notifyUrl: NOTIFY_URL,
    });
    expect(row.details).toMatchObject({ orderAmount: '500.00', description: input.description, subProductType: 'DIRECT' });
    expect(await webhooksOf(transactionId)).toHaveLength(0);
  });

  it('takes cards only', async () => {
    await expect(provider.createPayment(paymentInput({ method: 'PIX' }))).rejects.toThrow();
  });
});

describe('the frame’s card submission (POST /sandbox/onerway/pay)', () => {
  it.each([
    ['the success card', ONERWAY_TEST_CARDS.SUCCESS, 'S', 'PAID', undefined],
    ['the insufficient-funds card', ONERWAY_TEST_CARDS.INSUFFICIENT_FUNDS, 'F', 'FAILED', ONERWAY_REASONS.INSUFFICIENT_FUNDS],
    ['any other card', OTHER_CARD, 'F', 'FAILED', ONERWAY_REASONS.INVALID_CARD],
  ] as const)('%s (%s) answers %s, books it %s and queues the signed SALE webhook', async (_name, number, status, bookStatus, reason) => {
    const { input, transactionId } = await newPayment();
    const res = await pay(transactionId, number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ respCode: '20000', data: { status, transactionId } });
    const row = await bookOf(transactionId);
    expect(row.status).toBe(bookStatus);
    expect(row.paidMinor).toBe(status === 'S' ? 1234n : 0n);

    const [webhook, ...more] = await webhooksOf(transactionId);
    expect(more).toHaveLength(0);
    expect(webhook!.url).toBe(NOTIFY_URL);
    expect(webhook!.headers).toEqual({ 'content-type': 'application/json' });
    const body = JSON.parse(webhook!.body) as OnerwayNotification;
    expect(body).toMatchObject({
      notifyType: 'TXN',
      txnType: 'SALE',
      transactionId,
      merchantTxnId: input.attemptId,
      orderAmount: '12.34',
      txnAmount: '12.34',
      orderCurrency: 'USD',
      status,
    });
    expect(body.sign).toBe(onerwaySign(body as unknown as Record<string, unknown>, SECRET));
    expect(webhook!.eventId).toBe(onerwayEventId(body));

    const parsed = provider.parseWebhook(webhook!.body, {});
    expect(parsed.ack).toEqual({ status: 200, contentType: 'text/plain', body: transactionId });
    expect(parsed.event).toEqual(
      status === 'S'
        ? { kind: 'PAID', eventId: webhook!.eventId, providerRef: transactionId, attemptId: input.attemptId, amountMinor: 1234n, currency: 'USD' }
        : { kind: 'FAILED', eventId: webhook!.eventId, providerRef: transactionId, attemptId: input.attemptId, reason },
    );
  });

  it('keeps only the card’s brand and last 4 digits, never its number or security code', async () => {
    const { transactionId } = await newPayment();
    await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS, { cvv: '987' });
    const row = await bookOf(transactionId);
    expect((row.details as OnerwayDetails).card).toEqual({ brand: 'VISA', last4: '1390' });
    const stored = JSON.stringify(row.details) + (await webhooksOf(transactionId)).map((w) => w.body).join('');
    expect(stored).not.toContain(ONERWAY_TEST_CARDS.SUCCESS);
    // The security code is kept in no field (a 3-digit text can occur inside a signature or an id by chance: compare whole values).
    const values: unknown[] = [];
    const walk = (value: unknown): void => {
      if (!value || typeof value !== 'object') {
        values.push(value);
        return;
      }
      for (const [key, inner] of Object.entries(value)) {
        expect(key).not.toMatch(/cvv|cvc|security/i);
        walk(inner);
      }
    };
    walk(row.details);
    for (const webhook of await webhooksOf(transactionId)) walk(JSON.parse(webhook.body));
    expect(values).not.toContain('987');
  });

  it('asks for 3-D Secure with its test card (R, nothing sent yet); completing it pays, failing it declines', async () => {
    const passed = await newPayment();
    expect((await pay(passed.transactionId, ONERWAY_TEST_CARDS.THREE_DS)).json()).toMatchObject({ respCode: '20000', data: { status: 'R' } });
    expect((await bookOf(passed.transactionId)).status).toBe('PENDING_3DS');
    expect(await webhooksOf(passed.transactionId)).toHaveLength(0);
    // The card cannot be submitted again while the step waits.
    expect((await pay(passed.transactionId, ONERWAY_TEST_CARDS.SUCCESS)).json()).toMatchObject({ respCode: '40009' });

    expect((await threeDs(passed.transactionId, true)).json()).toMatchObject({ respCode: '20000', data: { status: 'S' } });
    expect((await bookOf(passed.transactionId)).status).toBe('PAID');
    const [paid] = await webhooksOf(passed.transactionId);
    expect(provider.parseWebhook(paid!.body, {}).event).toMatchObject({ kind: 'PAID', amountMinor: 1234n });

    const failed = await newPayment();
    await pay(failed.transactionId, ONERWAY_TEST_CARDS.THREE_DS);
    expect((await threeDs(failed.transactionId, false)).json()).toMatchObject({
      respCode: '20000',
      data: { status: 'F', reason: ONERWAY_REASONS.AUTHENTICATION_FAILED },
    });
    const [declined] = await webhooksOf(failed.transactionId);
    expect(provider.parseWebhook(declined!.body, {}).event).toMatchObject({ kind: 'FAILED', reason: ONERWAY_REASONS.AUTHENTICATION_FAILED });
    // The step answers once.
    expect((await threeDs(failed.transactionId, true)).json()).toMatchObject({ respCode: '40009' });
  });

  it('refuses a card whose fields do not hold, naming them, and leaves the book as it was', async () => {
    const { transactionId } = await newPayment();
    const answers = [
      [await pay(transactionId, '4761344136141391'), ['number']],
      [await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS, { expiry: '12/25' }), ['expiry']],
      [await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS, { expiry: '13/29' }), ['expiry']],
      [await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS, { cvv: '12' }), ['cvv']],
      [await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS, { cvv: '12345' }), ['cvv']],
      [await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS, { holderName: ' ' }), ['holderName']],
    ] as const;
    for (const [res, fields] of answers) expect(res.json()).toMatchObject({ respCode: '40001', fields });
    // The current month still counts; a card is good through its last day.
    now = new Date('2029-12-31T23:00:00Z').getTime();
    expect((await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS)).json()).toMatchObject({ respCode: '40010' });
    expect((await bookOf(transactionId)).status).toBe('CREATED');
    expect(await webhooksOf(transactionId)).toHaveLength(0);
  });

  it('answers a paid, an unknown or an expired transaction without charging', async () => {
    const { transactionId } = await newPayment();
    await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS);
    expect((await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS)).json()).toMatchObject({ respCode: '40009' });
    expect((await pay('1234567890123456789', ONERWAY_TEST_CARDS.SUCCESS)).json()).toMatchObject({ respCode: '40004' });
    expect((await pay('12', ONERWAY_TEST_CARDS.SUCCESS)).statusCode).toBe(400);
    expect(await webhooksOf(transactionId)).toHaveLength(1);

    const late = await newPayment();
    now += 31 * 60_000;
    expect((await pay(late.transactionId, ONERWAY_TEST_CARDS.SUCCESS)).json()).toMatchObject({ respCode: '40010' });
    expect((await bookOf(late.transactionId)).status).toBe('CREATED');
  });

  it('tells the frame the amount and where the payment stands', async () => {
    const { transactionId, input } = await newPayment({ currency: 'MXN', amountMinor: 99_900n });
    const res = await app.inject({ method: 'GET', url: `/sandbox/onerway/transaction/${transactionId}` });
    expect(res.json()).toEqual({
      respCode: '20000',
      respMsg: 'Success',
      data: { transactionId, status: 'CREATED', amount: '999.00', currency: 'MXN', description: input.description, expired: false, reason: null },
    });
    expect((await app.inject({ method: 'GET', url: '/sandbox/onerway/transaction/1234567890123456789' })).statusCode).toBe(404);
  });
});

describe('parseWebhook', () => {
  async function paidWebhook() {
    const { transactionId, input } = await newPayment();
    await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS);
    const [webhook] = await webhooksOf(transactionId);
    return { transactionId, input, body: webhook!.body };
  }
  const rejects = (body: string) => expect(() => provider.parseWebhook(body, {})).toThrow(WebhookRejected);

  it('refuses a wrong sign, a sign made with another secret, and no sign', async () => {
    const { body } = await paidWebhook();
    const fields = unsign(body);
    rejects(JSON.stringify({ ...fields, sign: '0'.repeat(64) }));
    rejects(notified(fields, 'ab'.repeat(32)));
    rejects(JSON.stringify(fields));
    expect(provider.parseWebhook(notified(fields), {}).event.kind).toBe('PAID');
  });

  it('refuses a tampered amount, status or transaction', async () => {
    const { body } = await paidWebhook();
    const parsed = JSON.parse(body) as Record<string, string>;
    rejects(JSON.stringify({ ...parsed, txnAmount: '1234.00' }));
    rejects(JSON.stringify({ ...parsed, orderAmount: '1.00' }));
    rejects(JSON.stringify({ ...parsed, status: 'F' }));
    rejects(JSON.stringify({ ...parsed, merchantTxnId: randomUUID() }));
  });

  it('refuses a body that is not JSON or lacks a field, even correctly signed', async () => {
    const { body } = await paidWebhook();
    const fields = unsign(body);
    rejects('transactionId=1&sign=2');
    rejects('[]');
    for (const key of ['notifyType', 'txnType', 'transactionId', 'merchantTxnId', 'orderAmount', 'txnAmount', 'orderCurrency', 'status']) {
      const { [key]: _left, ...rest } = fields;
      rejects(notified(rest));
    }
    rejects(notified({ ...fields, txnAmount: '-12.34' }));
    rejects(notified({ ...fields, txnAmount: '12.345' }));
    rejects(notified({ ...fields, status: 'R' }));
    rejects(notified({ ...fields, notifyType: 'OTHER' }));
  });

  it('gives one notification one event id, and another notification another', async () => {
    const a = await paidWebhook();
    const b = await paidWebhook();
    const idOf = (body: string) => provider.parseWebhook(body, {}).event.eventId;
    expect(idOf(a.body)).toBe(idOf(a.body));
    expect(idOf(a.body)).not.toBe(idOf(b.body));
  });

  it('maps a chargeback (CANCEL) to CHARGEBACK on the sale, with its amount and reason', async () => {
    const { transactionId, input } = await paidWebhook();
    const notice = await chargebackOnerwayPayment(deps, transactionId, { reason: 'Fraud: card not present' });
    expect(notice).not.toHaveProperty('refused');
    expect((await bookOf(transactionId)).status).toBe('CHARGEBACK');
    const [, webhook] = await webhooksOf(transactionId);
    const body = JSON.parse(webhook!.body) as OnerwayNotification;
    expect(body).toMatchObject({
      notifyType: 'CANCEL',
      txnType: 'SALE',
      originTransactionId: transactionId,
      chargebackAmount: '12.34',
      chargebackCurrency: 'USD',
      chargebackReason: 'Fraud: card not present',
    });
    const parsed = provider.parseWebhook(webhook!.body, {});
    expect(body.merchantTxnId).toBe(input.attemptId);
    expect(parsed.event).toEqual({
      kind: 'CHARGEBACK',
      eventId: webhook!.eventId,
      providerRef: transactionId,
      attemptId: input.attemptId,
      amountMinor: 1234n,
      currency: 'USD',
      reason: 'Fraud: card not present',
    });
    expect(parsed.ack.body).toBe(body.transactionId);
    // A chargeback without its fields is malformed.
    const { chargebackReason: _reason, ...rest } = unsign(webhook!.body);
    rejects(notified(rest));
    // Only a paid sale can be charged back.
    expect(await chargebackOnerwayPayment(deps, transactionId)).toEqual({ refused: 'NOT_PAYABLE' });
  });
});

describe('refund and queryPayment', () => {
  it('refunds through the provider: a REFUND webhook for the sale, once per refund id, never more than was paid', async () => {
    const { transactionId, input } = await newPayment();
    await pay(transactionId, ONERWAY_TEST_CARDS.SUCCESS);
    const refundId = `refund-${input.attemptId}`;
    const first = await provider.refund({ providerRef: transactionId, amountMinor: 1000n, currency: 'USD', reason: 'Buyer asked', refundId });
    expect(first.refundRef).toMatch(/^\d{19}$/);
    expect(await provider.refund({ providerRef: transactionId, amountMinor: 1000n, currency: 'USD', reason: 'Buyer asked', refundId })).toEqual(first);
    await expect(provider.refund({ providerRef: transactionId, amountMinor: 235n, currency: 'USD', reason: 'More', refundId: randomUUID() })).rejects.toThrow(
      /refund refused: 50004/,
    );
    expect(await provider.queryPayment(transactionId)).toMatchObject({ status: 'PAID', paidMinor: 1234n });

    const webhooks = await webhooksOf(transactionId);
    expect(webhooks).toHaveLength(2);
    const body = JSON.parse(webhooks[1]!.body) as OnerwayNotification;
    // Onerway's refund notice: its own transaction and merchantTxnId, the sale named outside the signed fields.
    expect(body).toMatchObject({
      notifyType: 'TXN',
      txnType: 'REFUND',
      transactionId: first.refundRef,
      merchantTxnId: refundId,
      originTransactionId: transactionId,
      originMerchantTxnId: input.attemptId,
      txnAmount: '10.00',
    });
    const parsed = provider.parseWebhook(webhooks[1]!.body, {});
    expect(parsed.event).toEqual({
      kind: 'REFUND',
      eventId: webhooks[1]!.eventId,
      providerRef: transactionId,
      attemptId: input.attemptId,
      amountMinor: 1000n,
      currency: 'USD',
    });
    expect(parsed.ack.body).toBe(first.refundRef);

    await provider.refund({ providerRef: transactionId, amountMinor: 234n, currency: 'USD', reason: 'Rest', refundId: randomUUID() });
    expect((await bookOf(transactionId)).status).toBe('REFUNDED');
  });

  it('does not refund a payment that was not paid', async () => {
    const { transactionId } = await newPayment();
    await expect(provider.refund({ providerRef: transactionId, amountMinor: 100n, currency: 'USD', reason: 'x', refundId: randomUUID() })).rejects.toThrow(
      /refund refused: 50009/,
    );
    expect(await webhooksOf(transactionId)).toHaveLength(0);
  });

  it('reads the transaction query: waiting, timed out, paid, declined with its reason, unknown', async () => {
    const waiting = await newPayment();
    expect(await provider.queryPayment(waiting.transactionId)).toEqual({ status: 'PENDING', paidMinor: 0n, currency: 'USD' });
    now += 31 * 60_000;
    expect(await provider.queryPayment(waiting.transactionId)).toEqual({ status: 'FAILED', paidMinor: 0n, currency: 'USD', reason: 'Timed out' });

    const paid = await newPayment();
    await pay(paid.transactionId, ONERWAY_TEST_CARDS.SUCCESS);
    expect(await provider.queryPayment(paid.transactionId)).toEqual({ status: 'PAID', paidMinor: 1234n, currency: 'USD' });

    const declined = await newPayment();
    await pay(declined.transactionId, ONERWAY_TEST_CARDS.INSUFFICIENT_FUNDS);
    expect(await provider.queryPayment(declined.transactionId)).toEqual({
      status: 'FAILED',
      paidMinor: 0n,
      currency: 'USD',
      reason: ONERWAY_REASONS.INSUFFICIENT_FUNDS,
    });

    await expect(provider.queryPayment('1234567890123456789')).rejects.toThrow(/no transaction 1234567890123456789/);
  });

  it('refuses a call whose sign does not hold or whose Content-Type is not exactly application/json', async () => {
    const request = onerwayCardRequest(settings, paymentInput());
    const post = (body: object, contentType = 'application/json') =>
      app.inject({ method: 'POST', url: '/sandbox/onerway/v1/sdkTxn/doTransaction', headers: { 'content-type': contentType }, payload: JSON.stringify(body) });
    expect((await post(request)).json()).toMatchObject({ respCode: '20000', data: { status: 'U' } });
    expect((await post(request, 'application/json; charset=UTF-8')).json()).toMatchObject({ respCode: '40000', data: null });
    expect((await post({ ...request, sign: onerwaySign(request, 'ab'.repeat(32)) })).json()).toMatchObject({ respCode: '50001' });
    expect((await post({ ...request, merchantNo: '800001', sign: onerwaySign({ ...request, merchantNo: '800001' }, SECRET) })).json()).toMatchObject({
      respCode: '50002',
    });
    await expect(provider.queryPayment('12x')).rejects.toThrow(/query refused: 50006/);
  });
});

describe('the local methods (PIX, Boleto) over the wire', () => {
  const BUYER = {
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
  const local = (lpmsType: 'PIX' | 'Boleto') => createOnerwayLocalAdapter(settings, { http: injectClient(app), environment: 'sandbox' }, lpmsType);
  const localBook = async (provider: 'pix' | 'boleto', ref: string) =>
    (
      await db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.provider, provider), eq(sandboxPayments.providerRef, ref)))
    )[0]!;
  const noticesOf = async (paymentId: string) =>
    db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.paymentId, paymentId)).orderBy(asc(sandboxWebhooks.id));

  it('opens a boleto in the boleto book as Onerway’s; paying, refunding and the query go through Onerway’s notifications and API', async () => {
    const boleto = local('Boleto');
    const input = paymentInput({ method: 'BOLETO', currency: 'BRL', amountMinor: 15_075n, payer: BUYER });
    const created = await boleto.createPayment(input);
    // The boleto's own number is Onerway's transaction id here: its document page is the boleto page the simulator serves.
    expect(created.providerRef).toMatch(/^1234567\d{10}$/);
    const instructions = created.instructions as { kind: string; line: string; documentUrl: string; dueDate: string };
    expect(instructions.kind).toBe('BOLETO');
    expect(isValidBoletoLine(instructions.line)).toBe(true);
    expect(instructions.line.slice(-10)).toBe('0000015075');
    expect(instructions.documentUrl).toMatch(new RegExp(`/sandbox/boleto/${created.providerRef}/[A-Za-z0-9_-]{24}$`));
    expect(created.expiresAt).toEqual(new Date(`${instructions.dueDate}T23:59:59-03:00`));
    const row = await localBook('boleto', created.providerRef);
    expect(row).toMatchObject({ merchantRef: input.attemptId, status: 'CREATED', currency: 'BRL', amountMinor: 15_075n, notifyUrl: NOTIFY_URL });
    expect(row.details).toMatchObject({ onerway: true, merchantNo: ONERWAY_SANDBOX_MERCHANT_NO });

    expect(await settleOnerwayPayment(deps, created.providerRef, 'S')).toMatchObject({ status: 'S' });
    const [paid] = await noticesOf(row.id);
    expect(paid!.provider).toBe('onerway');
    expect(boleto.parseWebhook(paid!.body, {}).event).toEqual({
      kind: 'PAID',
      eventId: paid!.eventId,
      providerRef: created.providerRef,
      attemptId: input.attemptId,
      amountMinor: 15_075n,
      currency: 'BRL',
    });
    expect(await boleto.queryPayment(created.providerRef)).toEqual({ status: 'PAID', paidMinor: 15_075n, currency: 'BRL' });
    const { refundRef } = await boleto.refund({
      providerRef: created.providerRef,
      amountMinor: 15_075n,
      currency: 'BRL',
      reason: 'Buyer asked',
      refundId: `refund-${input.attemptId}`,
    });
    const [, refunded] = await noticesOf(row.id);
    expect(boleto.parseWebhook(refunded!.body, {}).event).toMatchObject({ kind: 'REFUND', providerRef: created.providerRef, amountMinor: 15_075n });
    expect(JSON.parse(refunded!.body)).toMatchObject({ transactionId: refundRef, originTransactionId: created.providerRef });
    expect((await localBook('boleto', created.providerRef)).status).toBe('REFUNDED');
  });

  it('answers a PIX code for the amount; one not paid in time fails as Expired; the card frame cannot pay it', async () => {
    const pix = local('PIX');
    const input = paymentInput({
      method: 'PIX',
      currency: 'BRL',
      amountMinor: 10_099n,
      payer: { firstName: 'Ana', lastName: 'Souza', idNumber: '123.456.789-09', email: 'ana@example.com' },
    });
    const created = await pix.createPayment(input);
    expect(created.providerRef).toMatch(/^[1-9]\d{18}$/);
    const { brCode } = created.instructions as { brCode: string };
    expect(parsePixCode(brCode)).toMatchObject({ amount: '100.99', dynamic: true });
    // The frame pays cards only: a PIX transaction is unknown to it.
    expect((await pay(created.providerRef, ONERWAY_TEST_CARDS.SUCCESS)).json()).toMatchObject({ respCode: '40004' });
    expect(await expireOnerwayPayment(deps, created.providerRef)).toMatchObject({ status: 'F', reason: ONERWAY_REASONS.EXPIRED });
    const row = await localBook('pix', created.providerRef);
    expect(row.status).toBe('EXPIRED');
    const [expired] = await noticesOf(row.id);
    expect(pix.parseWebhook(expired!.body, {}).event).toMatchObject({
      kind: 'FAILED',
      providerRef: created.providerRef,
      attemptId: input.attemptId,
      reason: 'Expired',
    });
    // Paid after all (PAY_LATE): the paid notice follows.
    expect(await settleOnerwayPayment(deps, created.providerRef, 'S')).toEqual({ refused: 'NOT_PAYABLE' });
    expect(await settleOnerwayPayment(deps, created.providerRef, 'S', undefined, undefined, { late: true })).toMatchObject({ status: 'S' });
    expect(pix.parseWebhook((await noticesOf(row.id))[1]!.body, {}).event).toMatchObject({ kind: 'PAID', amountMinor: 10_099n });
  });

  it('refuses a local method without the billing fields Onerway asks, or in another currency, opening nothing', async () => {
    const boleto = local('Boleto');
    const before = (await db.select().from(sandboxPayments).where(eq(sandboxPayments.provider, 'boleto'))).length;
    await expect(
      boleto.createPayment(paymentInput({ method: 'BOLETO', currency: 'BRL', payer: { ...BUYER, zipCode: undefined, street: undefined } })),
    ).rejects.toThrow(/refused: 50011 Missing billingInformation: street, postalCode/);
    await expect(local('PIX').createPayment(paymentInput({ method: 'PIX', currency: 'BRL', payer: {} }))).rejects.toThrow(/refused: 50011/);
    expect((await db.select().from(sandboxPayments).where(eq(sandboxPayments.provider, 'boleto'))).length).toBe(before);
  });
});

describe('the checkout frame page', () => {
  const directives = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...values]) => [name, values]),
    );

  it('may be framed by our own pages only, and runs nothing but its own inline script and style', async () => {
    const res = await app.inject({ method: 'GET', url: ONERWAY_CHECKOUT_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.body).toBe(ONERWAY_FRAME_HTML);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    const script = /<script>([\s\S]*)<\/script>/.exec(res.body)![1]!;
    const style = /<style>([\s\S]*)<\/style>/.exec(res.body)![1]!;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp['script-src']).toEqual([hash(script)]);
    expect(csp['style-src']).toEqual([hash(style)]);
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it('leaves every other route unframeable', async () => {
    for (const url of ['/api/elsewhere', '/sandbox/onerway/transaction/1234567890123456789']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    }
  });
});
