// Onerway's production adapter: the requests it sends, field by field against Onerway's documented
// shape (captured by an HTTP client that records them and answers as Onerway does); its reading of
// Onerway's answers (an error respCode, a body that is not JSON, a server error); the notifications
// it accepts (signed over Onerway's signed fields only, for our merchant) and how they map; the same
// adapter on the real application, where a genuine notification delivers an order once and a forged
// one moves nothing; and the live path: the network client against a tiny HTTP server speaking
// Onerway's API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PaymentAttemptView, PaymentQuote } from '@panel/domain/contract/payments';
import { createTestApp, type TestApp } from '../../../../test/app';
import { ledgerEntries, orders, sandboxPayments } from '../../../db/schema';
import { createSandboxDeps } from '../../../simulators/payments/server-deps';
import { as, type Actor } from '../../../../test/fixtures/catalogue.fixtures';
import { createOrderCall, orderBody, orderShop } from '../../../../test/fixtures/orders.fixtures';
import { WebhookRejected, type CreatePaymentInput, type PaymentProvider } from '../provider-port';
import { networkClient, ProviderUnreachable, type HttpClient, type HttpRequest, type HttpResponse } from './http-client';
import { createPaymentAdapters } from './index';
import { createOnerwayAdapter, createOnerwayLocalAdapter, OnerwayRefused } from './onerway';
import { ONERWAY_NOTIFICATION_SIGNED_FIELDS, onerwayNotificationSign, onerwaySign, onerwaySignatureHolds } from './onerway-sign';
import { ONERWAY_SDK_URL, readPaymentSettings, type OnerwaySettings } from './settings';

const SECRET = '3b5e10b65bff4172a5b9ca2d2ec00a6e';
const MERCHANT_NO = '800079';
const APP_ID = '1458672763818790912';
const settingsFor = (apiUrl: string): OnerwaySettings =>
  readPaymentSettings({ ONERWAY_MERCHANT_NO: MERCHANT_NO, ONERWAY_APP_ID: APP_ID, ONERWAY_SECRET: SECRET, ONERWAY_API_URL: apiUrl }).onerway!;
const settings = settingsFor('https://sandbox-acq.onerway.com');

/** An HTTP client that records each request and answers what the test set (Onerway's shape by default). */
function recorder() {
  const sent: HttpRequest[] = [];
  let next: Partial<HttpResponse> & { body: string } = { body: '{}' };
  const client: HttpClient = async (request) => {
    sent.push(request);
    return { status: 200, headers: { 'content-type': 'application/json' }, ...next };
  };
  return {
    client,
    sent,
    answer(body: unknown, status = 200) {
      next = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
    },
    body: (index = sent.length - 1) => JSON.parse(sent[index]!.body!) as Record<string, string>,
  };
}

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  attemptId: randomUUID(),
  method: 'CARD',
  currency: 'BRL',
  amountMinor: 15_075n,
  description: 'Order 2026011500042',
  payer: {},
  notifyUrl: 'https://panel.example/api/payment/webhook/onerway',
  returnUrl: 'https://panel.example/payment/onerway',
  expiresAt: new Date('2026-01-15T10:30:00Z'),
  now: new Date('2026-01-15T10:00:00Z'),
  ...overrides,
});

const ok = <T>(data: T) => ({ respCode: '20000', respMsg: 'Success', data });
const TXN = '1473918047031586816';

describe('the requests it sends', () => {
  it('opens the card frame with POST /v1/sdkTxn/doTransaction, each documented field, signed, as application/json exactly', async () => {
    const wire = recorder();
    const adapter = createOnerwayAdapter(settings, { http: wire.client, environment: 'production' });
    wire.answer(ok({ transactionId: TXN, merchantTxnId: 'x', status: 'U' }));
    const payment = input();
    const created = await adapter.createPayment(payment);

    expect(wire.sent).toHaveLength(1);
    const [request] = wire.sent;
    expect(request).toMatchObject({ method: 'POST', url: 'https://sandbox-acq.onerway.com/v1/sdkTxn/doTransaction' });
    expect(request!.headers!['Content-Type']).toBe('application/json');
    const body = wire.body();
    expect(Object.keys(body).sort()).toEqual([
      'merchantNo',
      'merchantTxnId',
      'merchantTxnTime',
      'merchantTxnTimeZone',
      'orderAmount',
      'orderCurrency',
      'productType',
      'sign',
      'subProductType',
      'txnOrderMsg',
      'txnType',
    ]);
    expect(body).toMatchObject({
      merchantNo: MERCHANT_NO,
      merchantTxnId: payment.attemptId,
      merchantTxnTime: '2026-01-15 10:00:00',
      merchantTxnTimeZone: '+00:00',
      orderAmount: '150.75',
      orderCurrency: 'BRL',
      txnType: 'SALE',
      productType: 'CARD',
      subProductType: 'DIRECT',
    });
    // Every value a string, as Onerway takes them; txnOrderMsg a JSON string whose products are a JSON string too.
    expect(Object.values(body).every((value) => typeof value === 'string')).toBe(true);
    const orderMsg = JSON.parse(body.txnOrderMsg!) as Record<string, string>;
    expect(orderMsg).toEqual({ returnUrl: payment.returnUrl, notifyUrl: payment.notifyUrl, appId: APP_ID, products: expect.any(String) });
    expect(JSON.parse(orderMsg.products!)).toEqual([{ name: payment.description, price: '150.75', num: '1', currency: 'BRL' }]);
    // The sign: the other values in key order, the secret appended, SHA-256.
    expect(body.sign).toBe(onerwaySign({ ...body, sign: undefined }, SECRET));
    expect(onerwaySignatureHolds(body, SECRET)).toBe(true);

    // The panel loads Onerway's SDK in production: its address and the transaction, never a secret.
    expect(created).toEqual({
      providerRef: TXN,
      instructions: { kind: 'CARD_FRAME', transactionId: TXN, checkoutUrl: ONERWAY_SDK_URL, environment: 'production' },
      expiresAt: payment.expiresAt,
    });
    expect(JSON.stringify(created)).not.toContain(SECRET);
    expect(JSON.stringify(settings)).not.toContain(SECRET);
  });

  it('refunds with POST /v1/txn/onlineRefund: our refund reference, the sale, the amount in its currency, refund type 0', async () => {
    const wire = recorder();
    const adapter = createOnerwayAdapter(settings, { http: wire.client, environment: 'production' });
    wire.answer(ok('1473906993397141504'));
    expect(await adapter.refund({ providerRef: TXN, amountMinor: 2000n, currency: 'USD', reason: 'Buyer asked', refundId: 'refund-42' })).toEqual({
      refundRef: '1473906993397141504',
    });
    expect(wire.sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://sandbox-acq.onerway.com/v1/txn/onlineRefund',
      headers: { 'Content-Type': 'application/json' },
    });
    const body = wire.body();
    expect(body).toEqual({
      merchantNo: MERCHANT_NO,
      refundType: '0',
      merchantTxnId: 'refund-42',
      originTransactionId: TXN,
      refundAmount: '20.00',
      sign: onerwaySign({ merchantNo: MERCHANT_NO, refundType: '0', merchantTxnId: 'refund-42', originTransactionId: TXN, refundAmount: '20.00' }, SECRET),
    });
  });

  it('asks where a payment stands with POST /v1/txn/list by its transaction id, and reads S, F and anything else', async () => {
    const wire = recorder();
    const adapter = createOnerwayAdapter(settings, { http: wire.client, environment: 'production' });
    const page = (status: string, reason: string | null = null) =>
      ok({
        content: [
          {
            transactionId: TXN,
            merchantTxnId: '1640244407000',
            txnTime: '2021-12-23 15:27:01',
            originTransactionId: null,
            productType: 'CARD',
            subProductType: 'DIRECT',
            txnType: 'SALE',
            status,
            paymentMethod: 'VISA',
            orderAmount: '20.00',
            orderCurrency: 'USD',
            txnAmount: '20.00',
            txnCurrency: 'USD',
            settleRate: '1',
            reason,
          },
        ],
        current: '1',
        size: '10',
        totalPages: '1',
        totalElements: '1',
      });
    wire.answer(page('S'));
    expect(await adapter.queryPayment(TXN)).toEqual({ status: 'PAID', paidMinor: 2000n, currency: 'USD' });
    expect(wire.sent[0]).toMatchObject({ method: 'POST', url: 'https://sandbox-acq.onerway.com/v1/txn/list', headers: { 'Content-Type': 'application/json' } });
    const body = wire.body();
    expect(body).toEqual({
      merchantNo: MERCHANT_NO,
      transactionIds: TXN,
      current: '1',
      sign: onerwaySign({ merchantNo: MERCHANT_NO, transactionIds: TXN, current: '1' }, SECRET),
    });
    wire.answer(page('F', 'Insufficient funds'));
    expect(await adapter.queryPayment(TXN)).toEqual({ status: 'FAILED', paidMinor: 0n, currency: 'USD', reason: 'Insufficient funds' });
    wire.answer(page('U'));
    expect(await adapter.queryPayment(TXN)).toEqual({ status: 'PENDING', paidMinor: 0n, currency: 'USD' });
    wire.answer(ok({ content: [], current: '1', size: '10', totalPages: '0', totalElements: '0' }));
    await expect(adapter.queryPayment(TXN)).rejects.toThrow(OnerwayRefused);
    wire.answer(ok({ content: [{ transactionId: TXN, status: 'S', orderAmount: '20.001', orderCurrency: 'USD' }] }));
    await expect(adapter.queryPayment(TXN)).rejects.toThrow(/malformed/);
  });
});

describe('the answers it reads', () => {
  const adapterAnswering = (body: unknown, status = 200) => {
    const wire = recorder();
    wire.answer(body, status);
    return createOnerwayAdapter(settings, { http: wire.client, environment: 'production' });
  };

  it('fails clearly on an error respCode, naming it, and on a body that is not JSON or a server error', async () => {
    await expect(adapterAnswering({ respCode: '50001', respMsg: 'Invalid sign', data: null }).createPayment(input())).rejects.toThrow(
      'Onerway doTransaction refused: 50001 Invalid sign',
    );
    const refused = await adapterAnswering({ respCode: '50009', respMsg: 'Transaction cannot be refunded', data: null })
      .refund({ providerRef: TXN, amountMinor: 1n, currency: 'USD', reason: 'x', refundId: 'r' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OnerwayRefused);
    expect(refused).toMatchObject({ respCode: '50009' });
    await expect(adapterAnswering('<html>502 Bad Gateway</html>').createPayment(input())).rejects.toThrow(/not JSON/);
    await expect(adapterAnswering('<html>502 Bad Gateway</html>').createPayment(input())).rejects.toThrow(ProviderUnreachable);
    await expect(adapterAnswering(ok({ transactionId: TXN, status: 'U' }), 503).createPayment(input())).rejects.toThrow(/answer 503/);
    await expect(adapterAnswering('null').queryPayment(TXN)).rejects.toThrow(/no respCode/);
  });

  it('refuses a doTransaction answer without a transaction id, or one that is not waiting (U), and a body too large', async () => {
    await expect(adapterAnswering(ok({ status: 'U' })).createPayment(input())).rejects.toThrow(/no transactionId/);
    await expect(adapterAnswering(ok({ transactionId: 'abc', status: 'U' })).createPayment(input())).rejects.toThrow(/no transactionId/);
    await expect(adapterAnswering(ok({ transactionId: TXN, status: 'S' })).createPayment(input())).rejects.toThrow(/status S, not U/);
    await expect(adapterAnswering(ok({ transactionId: TXN, status: 'U', padding: 'x'.repeat(300_000) })).createPayment(input())).rejects.toThrow(/answer over/);
    await expect(
      adapterAnswering(ok(['not', 'an', 'id'])).refund({ providerRef: TXN, amountMinor: 1n, currency: 'USD', reason: 'x', refundId: 'r' }),
    ).rejects.toThrow(/names no refund/);
  });

  it('takes cards only, and no currency Onerway cannot take', async () => {
    const adapter = adapterAnswering(ok({ transactionId: TXN, status: 'U' }));
    await expect(adapter.createPayment(input({ method: 'PIX' }))).rejects.toThrow(/takes cards/);
    await expect(adapter.createPayment(input({ currency: 'VCOIN' }))).rejects.toThrow(/cannot take VCOIN/);
  });
});

describe('the local methods (productType LPMS): PIX and Boleto', () => {
  /** The design document's vectors: a BR Code asking 150.75, and a boleto of R$ 150.75 due 2026-01-15. */
  const BR_CODE =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406150.755802BR5912VCOIN MARKET6009SAO PAULO62150511ORD20250001630416A1';
  const LINE = '00190000090123456700400000123174213270000015075';
  const BARCODE = '00192132700000150750000001234567000000012317';
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
  const local = (lpmsType: 'PIX' | 'Boleto', answer: unknown) => {
    const wire = recorder();
    wire.answer(answer);
    return { wire, adapter: createOnerwayLocalAdapter(settings, { http: wire.client, environment: 'production' }, lpmsType) };
  };

  it('opens a boleto with POST /v1/txn/doTransaction: LPMS, lpmsType Boleto, the spec’s billing fields, signed; its line, barcode, due date and document become the boleto page', async () => {
    const { wire, adapter } = local(
      'Boleto',
      ok({
        transactionId: '1498239706186051584',
        status: 'R',
        actionType: 'RedirectURL',
        digitableLine: '00190.00009 01234.567004 00000.123174 2 13270000015075',
        dueDate: '2026-01-15',
        redirectUrl: 'https://sandbox.ebanxpay.com/print/?hash=621ca014',
      }),
    );
    const payment = input({ method: 'BOLETO', payer: BUYER });
    const created = await adapter.createPayment(payment);
    expect(adapter.id).toBe('boleto');
    expect(wire.sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://sandbox-acq.onerway.com/v1/txn/doTransaction',
      headers: { 'Content-Type': 'application/json' },
    });
    const body = wire.body();
    expect(body).toMatchObject({
      merchantNo: MERCHANT_NO,
      merchantTxnId: payment.attemptId,
      orderAmount: '150.75',
      orderCurrency: 'BRL',
      txnType: 'SALE',
      productType: 'LPMS',
      subProductType: 'DIRECT',
    });
    expect(JSON.parse(body.lpmsInfo!)).toEqual({ lpmsType: 'Boleto' });
    expect(JSON.parse(body.billingInformation!)).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.com',
      country: 'BR',
      identityNumber: '123.456.789-09',
      province: 'SP',
      city: 'São Paulo',
      street: 'Praça da Sé',
      number: '1',
      address: 'Praça da Sé 1, Sé',
      postalCode: '01001-000',
    });
    expect(JSON.parse(body.txnOrderMsg!)).toMatchObject({ notifyUrl: payment.notifyUrl, appId: APP_ID });
    expect(onerwaySignatureHolds(body, SECRET)).toBe(true);
    expect(created).toEqual({
      providerRef: '1498239706186051584',
      instructions: {
        kind: 'BOLETO',
        line: LINE,
        formattedLine: '00190.00009 01234.567004 00000.123174 2 13270000015075',
        barcode: BARCODE,
        dueDate: '2026-01-15',
        documentUrl: 'https://sandbox.ebanxpay.com/print/?hash=621ca014',
      },
      expiresAt: new Date('2026-01-16T02:59:59Z'),
    });
  });

  it('answers the PIX code page with the BR Code Onerway gives, for our amount', async () => {
    const { wire, adapter } = local('PIX', ok({ transactionId: '1498239706186051585', status: 'R', actionType: 'QrCode', qrCode: BR_CODE }));
    const payment = input({ method: 'PIX', payer: { firstName: 'Ana', lastName: 'Souza', idNumber: '123.456.789-09', email: 'ana@example.com' } });
    expect(await adapter.createPayment(payment)).toEqual({
      providerRef: '1498239706186051585',
      instructions: { kind: 'PIX', brCode: BR_CODE },
      expiresAt: payment.expiresAt,
    });
    expect(adapter.id).toBe('pix');
    expect(JSON.parse(wire.body().lpmsInfo!)).toEqual({ lpmsType: 'PIX' });
    expect(JSON.parse(wire.body().billingInformation!)).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.com',
      country: 'BR',
      identityNumber: '123.456.789-09',
    });
  });

  it('refuses an answer whose code does not hold or asks another amount, and what each method does not take', async () => {
    const pix = (answer: object) => local('PIX', ok({ transactionId: TXN, status: 'R', ...answer })).adapter.createPayment(input({ method: 'PIX' }));
    await expect(pix({ qrCode: BR_CODE.replace('150.75', '150.76') })).rejects.toThrow(/no BR Code of 150.75/);
    await expect(pix({ qrCode: BR_CODE })).resolves.toMatchObject({ providerRef: TXN });
    await expect(
      local('PIX', ok({ transactionId: TXN, status: 'R', qrCode: BR_CODE })).adapter.createPayment(input({ method: 'PIX', amountMinor: 15_076n })),
    ).rejects.toThrow(/no BR Code of 150.76/);
    await expect(pix({})).rejects.toThrow(/no BR Code/);
    await expect(pix({ qrCode: BR_CODE, status: 'F' })).rejects.toThrow(/refused: status F/);
    const boleto = (answer: object, amountMinor = 15_075n) =>
      local('Boleto', ok({ transactionId: TXN, status: 'R', dueDate: '2026-01-15', redirectUrl: 'https://pay.example/b/1', ...answer })).adapter.createPayment(
        input({ method: 'BOLETO', amountMinor }),
      );
    await expect(boleto({ digitableLine: LINE })).resolves.toMatchObject({ providerRef: TXN });
    await expect(boleto({ digitableLine: LINE }, 15_000n)).rejects.toThrow(/no boleto line of 150.00/);
    await expect(boleto({ digitableLine: `${LINE.slice(0, 9)}8${LINE.slice(10)}` })).rejects.toThrow(/no boleto line/);
    await expect(boleto({ digitableLine: LINE, redirectUrl: 'javascript:alert(1)' })).rejects.toThrow(/no due date or document/);
    await expect(boleto({ digitableLine: LINE, dueDate: '15/01/2026' })).rejects.toThrow(/no due date or document/);
    await expect(local('PIX', ok({})).adapter.createPayment(input({ method: 'PIX', currency: 'USD' }))).rejects.toThrow(/takes BRL/);
    await expect(local('Boleto', ok({})).adapter.createPayment(input({ method: 'PIX' }))).rejects.toThrow(/takes BOLETO/);
  });

  it('reads Onerway’s notifications, refunds and queries as the card does', () => {
    const { adapter } = local('Boleto', ok({}));
    expect(
      adapter.parseWebhook(notification({ orderCurrency: 'BRL', txnCurrency: 'BRL', orderAmount: '150.75', txnAmount: '150.75' }), {}).event,
    ).toMatchObject({ kind: 'PAID', providerRef: TXN, amountMinor: 15_075n, currency: 'BRL' });
    expect(adapter.parseWebhook(notification({ status: 'F', reason: 'Expired' }), {}).event).toMatchObject({ kind: 'FAILED', reason: 'Expired' });
  });
});

/** A notification as Onerway sends it: its signed fields, signed; `unsigned` added after signing. */
function notification(fields: Record<string, string>, { secret = SECRET, unsigned = {} as Record<string, string> } = {}) {
  const body: Record<string, string> = {
    notifyType: 'TXN',
    txnType: 'SALE',
    transactionId: TXN,
    merchantTxnId: 'b3e6a7f0-2b0c-4f57-9a53-3c5d2f1e4a10',
    merchantNo: MERCHANT_NO,
    responseTime: '2026-01-15 10:05:00',
    txnTime: '2026-01-15 10:04:58',
    txnTimeZone: '+00:00',
    orderAmount: '20.41',
    orderCurrency: 'USD',
    txnAmount: '20.41',
    txnCurrency: 'USD',
    settleRate: '1',
    status: 'S',
    ...fields,
  };
  return JSON.stringify({ ...body, sign: onerwayNotificationSign(body, secret), ...unsigned });
}

describe('notifications', () => {
  const adapter = createOnerwayAdapter(settings, { http: recorder().client, environment: 'production' });
  const rejects = (body: string, message?: RegExp) => expect(() => adapter.parseWebhook(body, {})).toThrow(message ?? WebhookRejected);

  it('signs over Onerway’s listed fields only', () => {
    expect(ONERWAY_NOTIFICATION_SIGNED_FIELDS).toHaveLength(27);
    for (const unsigned of [
      'originTransactionId',
      'originMerchantTxnId',
      'paymentMethod',
      'walletTypeName',
      'periodValue',
      'tokenExpireTime',
      'customsDeclarationAmount',
    ]) {
      expect(ONERWAY_NOTIFICATION_SIGNED_FIELDS).not.toContain(unsigned);
    }
  });

  it('accepts a sale signed per the list, fields outside it changing nothing, and acknowledges with the transactionId as plain text', () => {
    const plain = adapter.parseWebhook(notification({}), {});
    expect(plain.event).toEqual({
      kind: 'PAID',
      eventId: `TXN:SALE:${TXN}:S`,
      providerRef: TXN,
      attemptId: 'b3e6a7f0-2b0c-4f57-9a53-3c5d2f1e4a10',
      amountMinor: 2041n,
      currency: 'USD',
    });
    expect(plain.ack).toEqual({ status: 200, contentType: 'text/plain', body: TXN });
    const extra = adapter.parseWebhook(notification({}, { unsigned: { paymentMethod: 'VISA', walletTypeName: 'ApplePay', periodValue: '3' } }), {});
    expect(extra).toEqual(plain);
    expect(adapter.parseWebhook(notification({ status: 'F', reason: 'Do not honor' }), {}).event).toMatchObject({ kind: 'FAILED', reason: 'Do not honor' });
  });

  it('refuses another secret, a signed field changed after signing, another merchant, and no sign', () => {
    rejects(notification({}, { secret: 'ff'.repeat(16) }), /sign does not hold/);
    for (const [key, value] of [
      ['orderAmount', '2041.00'],
      ['status', 'F'],
      ['merchantTxnId', randomUUID()],
      ['settleRate', '2'],
      ['reason', 'x'],
    ] as const) {
      const body = JSON.parse(notification({})) as Record<string, string>;
      rejects(JSON.stringify({ ...body, [key]: value }), /sign does not hold/);
    }
    rejects(notification({ merchantNo: '800001' }), /another merchant/);
    const { sign: _sign, ...unsigned } = JSON.parse(notification({})) as Record<string, string>;
    rejects(JSON.stringify(unsigned), /sign does not hold/);
    rejects('transactionId=1&sign=2', /not JSON/);
    rejects(notification({ txnAmount: '20.411' }), /not an amount/);
  });

  it('maps a refund (TXN/REFUND) to REFUND of the sale, and a dispute (CANCEL) to CHARGEBACK, each acknowledged with its own id', () => {
    const refund = adapter.parseWebhook(
      notification(
        { txnType: 'REFUND', transactionId: '1473906993397141504', merchantTxnId: 'refund-42', txnAmount: '5.00' },
        { unsigned: { originTransactionId: TXN, originMerchantTxnId: 'b3e6a7f0' } },
      ),
      {},
    );
    // The attempt is read from the signed refund reference (refund-<attemptId>); the event id from signed fields only.
    expect(refund.event).toEqual({
      kind: 'REFUND',
      eventId: 'TXN:REFUND:1473906993397141504:S',
      providerRef: TXN,
      attemptId: '42',
      amountMinor: 500n,
      currency: 'USD',
    });
    // The same notice with its unsigned sale changed is the same event: a replay cannot become a refund of another sale.
    const replayed = adapter.parseWebhook(
      notification(
        { txnType: 'REFUND', transactionId: '1473906993397141504', merchantTxnId: 'refund-42', txnAmount: '5.00' },
        { unsigned: { originTransactionId: '1473906993397149999' } },
      ),
      {},
    );
    expect(replayed.event).toMatchObject({ eventId: refund.event.eventId, attemptId: '42' });
    expect(refund.ack.body).toBe('1473906993397141504');
    // A refund must name its sale.
    rejects(notification({ txnType: 'REFUND', transactionId: '1473906993397141504' }), /names no originTransactionId/);

    const chargeback = adapter.parseWebhook(
      notification(
        {
          notifyType: 'CANCEL',
          transactionId: '1498239706186051584',
          chargebackDate: '2026-02-01',
          appealDueTime: '2026-02-15 00:00:00',
          chargebackAmount: '20.41',
          chargebackCurrency: 'USD',
          chargebackStatus: 'CHARGEBACK',
          chargebackReason: 'Fraud: card not present',
        },
        { unsigned: { originTransactionId: TXN } },
      ),
      {},
    );
    expect(chargeback.event).toEqual({
      kind: 'CHARGEBACK',
      eventId: 'CANCEL:SALE:1498239706186051584:S',
      providerRef: TXN,
      attemptId: 'b3e6a7f0-2b0c-4f57-9a53-3c5d2f1e4a10',
      amountMinor: 2041n,
      currency: 'USD',
      reason: 'Fraud: card not present',
    });
    expect(chargeback.ack.body).toBe('1498239706186051584');
    // A chargeback without its fields is malformed, and its signed fields cannot be changed.
    rejects(
      notification({
        notifyType: 'CANCEL',
        chargebackDate: '2026-02-01',
        chargebackAmount: '20.41',
        chargebackCurrency: 'USD',
        chargebackStatus: 'CHARGEBACK',
      }),
      /chargebackReason/,
    );
  });
});

describe('on the application (the simulator stands for Onerway)', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp();
    secret = createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock }).secret('onerway');
  });
  afterAll(() => t.close());

  const webhook = (body: string) =>
    t.app.inject({ method: 'POST', url: '/api/payment/webhook/onerway', payload: body, headers: { 'content-type': 'application/json' } });
  const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const ledgerRows = async () => (await t.db.select({ n: count() }).from(ledgerEntries))[0]!.n;
  const wallet = async (actor: Actor) => ((await as(t, actor, 'GET', '/api/vcoin/wallet')).data as { balance: string }).balance;

  async function cardAttempt() {
    const shop = await orderShop(t, { listing: { paymentMethods: ['ONLINE'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] } });
    const order = (await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity: 2, paymentType: 'ONLINE' }))).data as { id: string };
    const body = { orderId: order.id, method: 'CARD', currency: 'USD' };
    const quote = (await as(t, shop.buyer, 'POST', '/api/payment/quote', body)).data as PaymentQuote;
    const res = await as(t, shop.buyer, 'POST', '/api/order/payment/pay/v2', { ...body, rate: quote.rate }, { 'idempotency-key': randomUUID() });
    expect(res.respCode, JSON.stringify(res)).toBe(200);
    const attempt = res.data as PaymentAttemptView;
    const [book] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, attempt.id));
    return { ...shop, order, attempt, book: book! };
  }

  it('delivers the order once on a notification signed per Onerway’s list; a forged one moves nothing', async () => {
    const { seller, order, attempt, book } = await cardAttempt();
    expect(attempt.instructions).toEqual({
      kind: 'CARD_FRAME',
      transactionId: book.providerRef,
      checkoutUrl: '/sandbox/onerway/checkout',
      environment: 'sandbox',
    });
    const fields = { transactionId: book.providerRef, merchantTxnId: attempt.id, merchantNo: '800209', orderAmount: attempt.amount, txnAmount: attempt.amount };
    const before = { status: (await orderOf(order.id)).status, ledger: await ledgerRows(), seller: await wallet(seller) };
    expect(before.status).toBe('PAYING');

    const forged = [
      notification(fields, { secret: 'ab'.repeat(32) }),
      (() => {
        const body = JSON.parse(notification(fields, { secret })) as Record<string, string>;
        return JSON.stringify({ ...body, orderAmount: '2041.00', txnAmount: '2041.00' });
      })(),
      notification({ ...fields, merchantNo: '800210' }, { secret }),
    ];
    for (const body of forged) {
      const answer = await webhook(body);
      expect(answer.statusCode, answer.body).toBe(400);
    }
    expect({ status: (await orderOf(order.id)).status, ledger: await ledgerRows(), seller: await wallet(seller) }).toEqual(before);

    // The genuine one, with a field Onerway does not sign added: acknowledged with its transactionId, the order delivered.
    const genuine = notification(fields, { secret, unsigned: { paymentMethod: 'VISA' } });
    const answer = await webhook(genuine);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe(book.providerRef);
    expect((await orderOf(order.id)).status).toBe('DELIVERED');
    const after = { ledger: await ledgerRows(), seller: await wallet(seller) };
    expect(after.seller).not.toBe(before.seller);

    // Again: acknowledged the same, nothing moves twice.
    expect((await webhook(genuine)).body).toBe(book.providerRef);
    expect({ ledger: await ledgerRows(), seller: await wallet(seller) }).toEqual(after);
  });
});

describe('live, over the network (a tiny HTTP server speaking Onerway’s API)', () => {
  let server: http.Server;
  let received: Array<{ method: string; url: string; contentType: string | undefined; body: Record<string, string> }> = [];
  let adapter: PaymentProvider;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
        received.push({ method: request.method!, url: request.url!, contentType: request.headers['content-type'], body });
        // As Onerway does: the exact Content-Type, the merchant's sign, then the transaction.
        const answer =
          request.headers['content-type'] !== 'application/json'
            ? { respCode: '40000', respMsg: 'Content-Type', data: null }
            : !onerwaySignatureHolds(body, SECRET)
              ? { respCode: '50001', respMsg: 'Invalid sign', data: null }
              : request.url === '/v1/sdkTxn/doTransaction'
                ? ok({ transactionId: TXN, merchantTxnId: body.merchantTxnId, status: 'U' })
                : { respCode: '40004', respMsg: 'Not found', data: null };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const payments = readPaymentSettings({
      ONERWAY_MERCHANT_NO: MERCHANT_NO,
      ONERWAY_APP_ID: APP_ID,
      ONERWAY_SECRET: SECRET,
      ONERWAY_API_URL: `http://127.0.0.1:${port}`,
    });
    // Onerway's settings there: the production adapter, live, even with the simulator offered.
    adapter = createPaymentAdapters(payments, { network: networkClient({ timeoutMs: 5000 }), simulator: null }).onerway!;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates a card payment with a correctly signed request, and the panel gets Onerway’s SDK', async () => {
    received = [];
    const payment = input({ currency: 'USD', amountMinor: 2041n });
    const created = await adapter.createPayment(payment);
    expect(adapter.environment).toBe('production');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/v1/sdkTxn/doTransaction',
      contentType: 'application/json',
      body: { merchantNo: MERCHANT_NO, merchantTxnId: payment.attemptId, orderAmount: '20.41', orderCurrency: 'USD' },
    });
    expect(onerwaySignatureHolds(received[0]!.body, SECRET)).toBe(true);
    expect(created.instructions).toEqual({ kind: 'CARD_FRAME', transactionId: TXN, checkoutUrl: ONERWAY_SDK_URL, environment: 'production' });
  });

  it('reports a refusal of the real host clearly', async () => {
    await expect(adapter.queryPayment(TXN)).rejects.toThrow('Onerway query refused: 40004 Not found');
  });
});
