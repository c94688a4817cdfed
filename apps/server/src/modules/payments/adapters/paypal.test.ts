// PayPal's production adapter against PayPal's documented shapes: each request's headers and body
// (the token with the app's Basic credentials, then Bearer, PayPal-Request-Id, Content-Type), the
// webhook's signature verified offline with a certificate made by an independent library (selfsigned)
// and refused when the body is tampered with, the webhook id is another's, the certificate is on
// another host or served over http in production, expired, the algorithm unknown or the transmission
// stale; the events read (money only on PAYMENT.CAPTURE.COMPLETED, a declined capture hidden in a
// COMPLETED order failing), and the live path through the network client against a small HTTP
// server speaking PayPal's API.
import { randomUUID, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'selfsigned';
import { WebhookRejected, type PaymentProvider } from '../provider-port';
import { createPaymentAdapters } from './index';
import { networkClient, type HttpClient, type HttpRequest, type HttpResponse } from './http-client';
import { createPaypalAdapter } from './paypal';
import { paypalSignedString } from './paypal-signature';
import { PAYPAL_CERT_HOSTS, readPaymentSettings, type PaypalSettings } from './settings';

const CERT_URL = 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77';
const settings = Object.defineProperty(
  { clientId: 'AcLientId', webhookId: '1JE4291016473214C', apiUrl: 'https://api-m.paypal.com', certHosts: PAYPAL_CERT_HOSTS as readonly string[] },
  'clientSecret',
  { value: 'the-secret', enumerable: false },
) as PaypalSettings;
const link = { environment: 'production' as const };

type Keys = { cert: string; key: string };
let valid: Keys;
let expired: Keys;
beforeAll(async () => {
  const now = Date.now();
  const make = async (from: number, to: number) => {
    const made = await generate([{ name: 'commonName', value: 'messageverificationcerts.paypal.com' }], {
      algorithm: 'sha256',
      keySize: 2048,
      notBeforeDate: new Date(from),
      notAfterDate: new Date(to),
    });
    return { cert: made.cert, key: made.private };
  };
  [valid, expired] = await Promise.all([make(now - 86_400_000, now + 365 * 86_400_000), make(now - 3 * 86_400_000, now - 86_400_000)]);
});

/** PayPal's API as a recorded conversation: each route answers, each request is kept. */
function fakePaypal(routes: Record<string, (request: HttpRequest) => Partial<HttpResponse> & { json?: unknown }>) {
  const requests: HttpRequest[] = [];
  const client: HttpClient = async (request) => {
    requests.push(request);
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.origin === 'https://api-m.paypal.com' ? url.pathname : url.href}`];
    if (!route) return { status: 404, headers: {}, body: '{"name":"RESOURCE_NOT_FOUND"}' };
    const answer = route(request);
    return { status: answer.status ?? 200, headers: {}, body: answer.body ?? JSON.stringify(answer.json) };
  };
  return { client, requests };
}

const TOKEN = {
  'POST /v1/oauth2/token': () => ({ json: { scope: 's', access_token: 'A21AAtoken', token_type: 'Bearer', app_id: 'APP-1', expires_in: 32400, nonce: 'n' } }),
};
const certRoute = (keys: () => Keys, url = CERT_URL) => ({ [`GET ${url}`]: () => ({ body: keys().cert }) });

/** A webhook body and the headers PayPal would sign it with. */
function signed(
  event: object,
  {
    keys = valid,
    webhookId = settings.webhookId,
    certUrl = CERT_URL,
    algo = 'SHA256withRSA',
    at = new Date(),
  }: { keys?: Keys; webhookId?: string; certUrl?: string; algo?: string; at?: Date } = {},
) {
  const body = JSON.stringify(event);
  const transmissionId = randomUUID();
  const transmissionTime = at.toISOString();
  const signature = sign('sha256', Buffer.from(paypalSignedString({ transmissionId, transmissionTime, webhookId, rawBody: body })), keys.key).toString(
    'base64',
  );
  return {
    body,
    headers: {
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': signature,
      'paypal-cert-url': certUrl,
      'paypal-auth-algo': algo,
      'content-type': 'application/json',
    } as Record<string, string | undefined>,
  };
}

const ATTEMPT = randomUUID();
const captureCompleted = (status = 'COMPLETED') => ({
  id: 'WH-58D329510W468432D-8HN650336L201105X',
  event_version: '1.0',
  create_time: new Date().toISOString(),
  resource_type: 'capture',
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  summary: 'Payment completed for $ 20.41 USD',
  resource: {
    id: '42311647XV020574X',
    status,
    amount: { currency_code: 'USD', value: '20.41' },
    final_capture: true,
    custom_id: ATTEMPT,
    supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
  },
  links: [],
});

describe('webhook verification', () => {
  const adapter = (routes = {}) => {
    const fake = fakePaypal({
      ...TOKEN,
      ...certRoute(() => valid),
      ...certRoute(() => expired, 'https://api.paypal.com/v1/notifications/certs/CERT-expired'),
      ...routes,
    });
    return { provider: createPaypalAdapter(settings, { ...link, http: fake.client }), requests: fake.requests };
  };

  it('reads a PAYMENT.CAPTURE.COMPLETED signed with PayPal’s certificate into one PAID of the capture, by the event’s own id, fetching the certificate once', async () => {
    const { provider, requests } = adapter();
    const { body, headers } = signed(captureCompleted());
    const verified = await provider.verifyWebhook!(body, headers);
    expect(verified).toEqual({
      events: [
        {
          kind: 'PAID',
          eventId: 'WH-58D329510W468432D-8HN650336L201105X',
          providerRef: '5O190127TN364715T',
          attemptId: ATTEMPT,
          amountMinor: 2041n,
          currency: 'USD',
        },
      ],
      ack: { status: 200, contentType: 'application/json', body: '{}' },
    });
    const again = signed(captureCompleted());
    expect((await provider.verifyWebhook!(again.body, again.headers)).events).toHaveLength(1);
    expect(requests.filter((request) => request.url === CERT_URL)).toHaveLength(1);
    expect(() => provider.parseWebhook(body, headers)).toThrow(WebhookRejected);
  });

  it('refuses a tampered body, another webhook id, a certificate off PayPal’s hosts or over http, an expired certificate, an unknown algorithm and a stale transmission', async () => {
    const { provider, requests } = adapter();
    const refused = async (body: string, headers: Record<string, string | undefined>, why: RegExp) =>
      expect(provider.verifyWebhook!(body, headers)).rejects.toThrow(why);
    const good = signed(captureCompleted());
    await refused(good.body.replace('20.41', '2041.00'), good.headers, /signature does not hold/);
    const other = signed(captureCompleted(), { webhookId: 'ANOTHERWEBHOOK01' });
    await refused(other.body, other.headers, /signature does not hold/);
    const offHost = signed(captureCompleted(), { certUrl: 'https://paypal.example.com/v1/notifications/certs/CERT-1' });
    await refused(offHost.body, offHost.headers, /not PayPal's/);
    const plain = signed(captureCompleted(), { certUrl: CERT_URL.replace('https:', 'http:') });
    await refused(plain.body, plain.headers, /https/);
    const old = signed(captureCompleted(), { keys: expired, certUrl: 'https://api.paypal.com/v1/notifications/certs/CERT-expired' });
    await refused(old.body, old.headers, /not valid now/);
    const algo = signed(captureCompleted(), { algo: 'SHA1withRSA' });
    await refused(algo.body, algo.headers, /paypal-auth-algo/);
    const stale = signed(captureCompleted(), { at: new Date(Date.now() - 6 * 60_000) });
    await refused(stale.body, stale.headers, /5 minutes/);
    const forged = signed(captureCompleted(), { keys: expired });
    await refused(forged.body, forged.headers, /signature does not hold/);
    await refused(good.body, { ...good.headers, 'paypal-transmission-sig': undefined }, /transmission-sig/);
    // No certificate was fetched from anywhere but PayPal's address.
    expect(requests.every((request) => new URL(request.url).hostname === 'api.paypal.com')).toBe(true);
  });

  it('reads PENDING as told only, DENIED as failed, REFUNDED as a refund and a dispute as a chargeback, asking PayPal whose capture it is when the event does not say', async () => {
    const { provider, requests } = adapter({
      'GET /v2/payments/captures/42311647XV020574X': () => ({
        json: { id: '42311647XV020574X', status: 'COMPLETED', custom_id: ATTEMPT, supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } } },
      }),
    });
    const read = async (event: object) => {
      const { body, headers } = signed(event);
      return (await provider.verifyWebhook!(body, headers)).events;
    };
    expect(await read({ ...captureCompleted('PENDING'), id: 'WH-PENDING', event_type: 'PAYMENT.CAPTURE.PENDING' })).toMatchObject([
      { kind: 'INFO', eventId: 'WH-PENDING' },
    ]);
    // A COMPLETED event whose capture is not COMPLETED pays nothing.
    expect(await read({ ...captureCompleted('PENDING'), id: 'WH-ODD' })).toMatchObject([{ kind: 'INFO' }]);
    expect(await read({ ...captureCompleted('DECLINED'), id: 'WH-DENIED', event_type: 'PAYMENT.CAPTURE.DENIED' })).toMatchObject([
      { kind: 'FAILED', eventId: 'WH-DENIED', attemptId: ATTEMPT },
    ]);
    const refund = {
      id: '1JU08902781691411',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '5.00' },
      custom_id: ATTEMPT,
      links: [{ rel: 'up', method: 'GET', href: 'https://api.paypal.com/v2/payments/captures/42311647XV020574X' }],
    };
    expect(await read({ id: 'WH-REFUND', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource_type: 'refund', resource: refund })).toEqual([
      { kind: 'REFUND', eventId: 'WH-REFUND', providerRef: '42311647XV020574X', attemptId: ATTEMPT, amountMinor: 500n, currency: 'USD' },
    ]);
    const reversal = { ...refund, custom_id: undefined, amount: { currency_code: 'USD', value: '20.41' } };
    expect(await read({ id: 'WH-REVERSED', event_type: 'PAYMENT.CAPTURE.REVERSED', resource_type: 'refund', resource: reversal })).toMatchObject([
      { kind: 'CHARGEBACK', eventId: 'WH-REVERSED', providerRef: '5O190127TN364715T', attemptId: ATTEMPT, amountMinor: 2041n },
    ]);
    const dispute = {
      dispute_id: 'PP-D-27803',
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: 'OPEN',
      dispute_amount: { currency_code: 'USD', value: '20.41' },
      disputed_transactions: [{ seller_transaction_id: '42311647XV020574X' }],
    };
    expect(await read({ id: 'WH-DISPUTE', event_type: 'CUSTOMER.DISPUTE.CREATED', resource_type: 'dispute', resource: dispute })).toMatchObject([
      {
        kind: 'CHARGEBACK',
        eventId: 'WH-DISPUTE',
        attemptId: ATTEMPT,
        amountMinor: 2041n,
        reason: expect.stringContaining('MERCHANDISE_OR_SERVICE_NOT_RECEIVED'),
      },
    ]);
    expect(requests.filter((request) => request.url.endsWith('/v2/payments/captures/42311647XV020574X'))).toHaveLength(2);
    expect(
      await read({ id: 'WH-OTHER', event_type: 'CHECKOUT.ORDER.COMPLETED', resource_type: 'checkout-order', resource: { id: '5O190127TN364715T' } }),
    ).toMatchObject([{ kind: 'INFO' }]);
  });
});

describe('the calls', () => {
  const order = (status: string, captures?: object[]) => ({
    id: '5O190127TN364715T',
    status,
    purchase_units: [
      { reference_id: ATTEMPT, custom_id: ATTEMPT, amount: { currency_code: 'USD', value: '20.41' }, ...(captures && { payments: { captures } }) },
    ],
    links: [{ href: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T', rel: 'payer-action', method: 'GET' }],
  });

  it('asks a token with the app’s Basic credentials once, then creates the order with Bearer, PayPal-Request-Id (the attempt) and its documented body', async () => {
    const fake = fakePaypal({
      ...TOKEN,
      'POST /v2/checkout/orders': () => ({ status: 201, json: order('PAYER_ACTION_REQUIRED') }),
      'GET /v2/checkout/orders/5O190127TN364715T': () => ({ json: order('PAYER_ACTION_REQUIRED') }),
    });
    const provider = createPaypalAdapter(settings, { ...link, http: fake.client });
    const now = new Date();
    const created = await provider.createPayment({
      attemptId: ATTEMPT,
      method: 'PAYPAL',
      currency: 'USD',
      amountMinor: 2041n,
      description: 'Order 20260115000042',
      payer: { email: 'ana@example.com' },
      notifyUrl: 'https://panel.example/api/payment/webhook/paypal',
      returnUrl: 'https://panel.example/payment/online/1',
      expiresAt: new Date(now.getTime() + 1_800_000),
      now,
    });
    expect(created).toMatchObject({
      providerRef: '5O190127TN364715T',
      instructions: { kind: 'REDIRECT', url: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T' },
    });
    expect(await provider.queryPayment('5O190127TN364715T')).toEqual({ status: 'PENDING', paidMinor: 0n, currency: 'USD' });
    const [token, create, read] = fake.requests;
    expect(fake.requests).toHaveLength(3);
    expect(token).toMatchObject({
      method: 'POST',
      url: 'https://api-m.paypal.com/v1/oauth2/token',
      body: 'grant_type=client_credentials',
      headers: { Authorization: `Basic ${Buffer.from('AcLientId:the-secret').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(create!.headers).toMatchObject({ Authorization: 'Bearer A21AAtoken', 'PayPal-Request-Id': ATTEMPT, 'Content-Type': 'application/json' });
    expect(JSON.parse(create!.body!)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: ATTEMPT, custom_id: ATTEMPT, description: 'Order 20260115000042', amount: { currency_code: 'USD', value: '20.41' } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://panel.example/payment/online/1',
            cancel_url: 'https://panel.example/payment/online/1',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
    expect(read!.headers).toMatchObject({ Authorization: 'Bearer A21AAtoken' });
    expect(read!.headers?.['PayPal-Request-Id']).toBeUndefined();
  });

  it('captures an approved order once per order id, reads a COMPLETED order whose capture was DECLINED as failed (never paid), and refunds the capture with our refund id', async () => {
    const declined = order('COMPLETED', [
      {
        id: '3C679366HH908993F',
        status: 'DECLINED',
        amount: { currency_code: 'USD', value: '20.41' },
        status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' },
      },
    ]);
    const fake = fakePaypal({
      ...TOKEN,
      'POST /v2/checkout/orders/5O190127TN364715T/capture': () => ({ status: 201, json: declined }),
      'GET /v2/checkout/orders/5O190127TN364715T': () => ({ json: order('APPROVED') }),
      ...certRoute(() => valid),
    });
    const provider = createPaypalAdapter(settings, { ...link, http: fake.client });
    const { body, headers } = signed({
      id: 'WH-APPROVED',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource_type: 'checkout-order',
      resource: order('APPROVED'),
    });
    const events = (await provider.verifyWebhook!(body, headers)).events;
    expect(events).toMatchObject([
      { kind: 'INFO', eventId: 'WH-APPROVED' },
      { kind: 'FAILED', eventId: '3C679366HH908993F:DECLINED', providerRef: '5O190127TN364715T', attemptId: ATTEMPT },
    ]);
    expect(events.some((event) => event.kind === 'PAID')).toBe(false);
    expect(await provider.queryPayment('5O190127TN364715T')).toMatchObject({ status: 'FAILED', paidMinor: 0n });
    const captures = fake.requests.filter((request) => request.url.endsWith('/capture'));
    expect(captures.map((request) => request.headers?.['PayPal-Request-Id'])).toEqual(['5O190127TN364715T-capture', '5O190127TN364715T-capture']);
    expect(captures[0]!.headers).toMatchObject({ Authorization: 'Bearer A21AAtoken', 'Content-Type': 'application/json' });

    const completed = order('COMPLETED', [{ id: '3C679366HH908993F', status: 'COMPLETED', amount: { currency_code: 'USD', value: '20.41' } }]);
    const refunds = fakePaypal({
      ...TOKEN,
      'GET /v2/checkout/orders/5O190127TN364715T': () => ({ json: completed }),
      'POST /v2/payments/captures/3C679366HH908993F/refund': () => ({ status: 201, json: { id: '1JU08902781691411', status: 'COMPLETED' } }),
    });
    const refunding = createPaypalAdapter(settings, { ...link, http: refunds.client });
    expect(
      await refunding.refund({ providerRef: '5O190127TN364715T', amountMinor: 2041n, currency: 'USD', reason: 'seller asked', refundId: `refund-${ATTEMPT}` }),
    ).toEqual({ refundRef: '1JU08902781691411' });
    const refund = refunds.requests.at(-1)!;
    expect(refund.headers).toMatchObject({ 'PayPal-Request-Id': `refund-${ATTEMPT}`, Authorization: 'Bearer A21AAtoken', 'Content-Type': 'application/json' });
    expect(JSON.parse(refund.body!)).toEqual({ amount: { currency_code: 'USD', value: '20.41' }, note_to_payer: 'seller asked', custom_id: ATTEMPT });
  });

  it('tells PayPal’s refusals and outages apart: a 422 is PaypalRefused, a 503 or an answer that is not JSON is unreachable', async () => {
    const make = (status: number, body: string) =>
      createPaypalAdapter(settings, { ...link, http: fakePaypal({ ...TOKEN, 'GET /v2/checkout/orders/5O190127TN364715T': () => ({ status, body }) }).client });
    await expect(
      make(422, JSON.stringify({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED', description: 'not approved' }] })).queryPayment(
        '5O190127TN364715T',
      ),
    ).rejects.toThrow(/refused: 422 UNPROCESSABLE_ENTITY ORDER_NOT_APPROVED/);
    await expect(make(503, 'down').queryPayment('5O190127TN364715T')).rejects.toThrow(/answer 503/);
    await expect(make(200, '<html>').queryPayment('5O190127TN364715T')).rejects.toThrow(/not JSON/);
  });
});

describe('live path', () => {
  let server: http.Server;
  let provider: PaymentProvider;
  const seen: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        const send = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
        if (request.url === '/v1/oauth2/token') return send(200, { access_token: 'A21AAlive', token_type: 'Bearer', expires_in: 32400 });
        if (request.url === '/v2/checkout/orders')
          return send(201, {
            id: '8WW12345AB123456C',
            status: 'PAYER_ACTION_REQUIRED',
            links: [{ rel: 'payer-action', href: 'https://www.paypal.com/checkoutnow?token=8WW12345AB123456C' }],
          });
        if (request.url === '/certs/CERT-1') return response.writeHead(200).end(valid.cert);
        return send(404, { name: 'RESOURCE_NOT_FOUND' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const payments = readPaymentSettings({
      PAYPAL_CLIENT_ID: 'live-client',
      PAYPAL_CLIENT_SECRET: 'live-secret',
      PAYPAL_WEBHOOK_ID: 'LIVEWEBHOOK1',
      PAYPAL_API_URL: origin,
    });
    provider = createPaymentAdapters(payments, { network: networkClient({ timeoutMs: 5000 }), simulator: null }).paypal!;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is chosen by the PAYPAL_* settings and speaks PayPal’s API over the network; a certificate off PayPal’s hosts is never fetched', async () => {
    expect(provider.environment).toBe('production');
    const now = new Date();
    const created = await provider.createPayment({
      attemptId: ATTEMPT,
      method: 'PAYPAL',
      currency: 'EUR',
      amountMinor: 1000n,
      description: 'Top-up',
      payer: {},
      notifyUrl: '',
      returnUrl: 'https://panel.example/payment/online/2',
      expiresAt: new Date(now.getTime() + 60_000),
      now,
    });
    expect(created.providerRef).toBe('8WW12345AB123456C');
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /v1/oauth2/token', 'POST /v2/checkout/orders']);
    expect(seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from('live-client:live-secret').toString('base64')}`);
    expect(seen[1]!.headers).toMatchObject({ authorization: 'Bearer A21AAlive', 'paypal-request-id': ATTEMPT, 'content-type': 'application/json' });
    const address = server.address() as AddressInfo;
    const { body, headers } = signed(captureCompleted(), { webhookId: 'LIVEWEBHOOK1', certUrl: `https://127.0.0.1:${address.port}/certs/CERT-1` });
    await expect(provider.verifyWebhook!(body, headers)).rejects.toThrow(WebhookRejected);
    expect(seen).toHaveLength(2);
  });
});
