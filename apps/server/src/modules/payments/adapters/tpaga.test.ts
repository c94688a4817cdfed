// tpaga's production adapter against the simulator's copy of tpaga's merchant API: each request with
// the merchant's HTTP Basic credentials and its documented body; a payment request created, polled
// while the buyer pays, its delivery confirmed once paid, refunded whole (a part refused); and an
// order paid with tpaga delivered by the status call, since tpaga sends no webhook.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { createSandboxDeps } from '../../../simulators/payments/server-deps';
import { simulatorLink } from '../../../simulators/payments/link';
import { bookByRef } from '../../../simulators/payments/book';
import { TPAGA_SANDBOX_USER } from '../../../simulators/payments/tpaga';
import type { SandboxDeps } from '../../../simulators/payments/deps';
import { WebhookRejected, type PaymentProvider } from '../provider-port';
import type { HttpRequest } from './http-client';
import { createPaymentAdapters } from './index';
import { TpagaRefused } from './tpaga';

let t: TestApp;
let deps: SandboxDeps;
let tpaga: PaymentProvider;
const requests: HttpRequest[] = [];
beforeAll(async () => {
  t = await createTestApp();
  deps = createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock });
  const link = simulatorLink(t.app, deps);
  const recorded = { ...link, http: (request: HttpRequest) => (requests.push(request), link.http(request)) };
  tpaga = createPaymentAdapters({ evm: {} }, { network: () => Promise.reject(new Error('no network in this test')), simulator: recorded }).tpaga!;
});
afterAll(() => t.close());

const input = (amountMinor: bigint) => {
  const now = t.clock.now();
  return {
    attemptId: randomUUID(),
    method: 'TPAGA' as const,
    currency: 'COP',
    amountMinor,
    description: 'Order 20260115000042',
    payer: {},
    notifyUrl: '',
    returnUrl: 'https://shop.test/pay/return',
    expiresAt: new Date(now.getTime() + 20 * 60_000),
    now,
  };
};
const pay = (token: string) =>
  t.app.inject({ method: 'POST', url: `/sandbox/tpaga/${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'choice=approve' });

describe('tpaga', () => {
  it('creates a payment request with the merchant’s Basic credentials and tpaga’s body, polls it to paid (confirming the delivery) and refunds it whole', async () => {
    const asked = input(8_000_000n);
    const created = await tpaga.createPayment(asked);
    expect(created.providerRef).toMatch(/^pr-[0-9a-f]{32}$/);
    expect(created.instructions).toEqual({ kind: 'PAYMENT_CODE', token: created.providerRef, url: `/sandbox/tpaga/${created.providerRef}` });
    const [create] = requests.splice(0);
    expect(create).toMatchObject({
      method: 'POST',
      url: 'http://simulator.localhost/sandbox/tpaga/api/payment_requests/create',
      headers: {
        Authorization: `Basic ${Buffer.from(`${TPAGA_SANDBOX_USER}:${deps.secret('tpaga')}`).toString('base64')}`,
        'Content-Type': 'application/json',
      },
    });
    expect(JSON.parse(create!.body!)).toEqual({
      cost: '80000',
      purchase_details_url: 'https://shop.test/pay/return',
      voucher_url: 'https://shop.test/pay/return',
      idempotency_token: asked.attemptId,
      order_id: asked.attemptId,
      terminal_id: 'online',
      purchase_description: 'Order 20260115000042',
      purchase_items: [{ name: 'Order 20260115000042', value: '80000' }],
      expires_at: asked.expiresAt.toISOString(),
    });
    // The same attempt asked again (a retried call) is the same payment request.
    expect((await tpaga.createPayment(asked)).providerRef).toBe(created.providerRef);

    expect(await tpaga.queryPayment(created.providerRef)).toEqual({ status: 'PENDING', paidMinor: 0n, currency: 'COP' });
    expect((await pay(created.providerRef)).statusCode).toBe(303);
    requests.splice(0);
    expect(await tpaga.queryPayment(created.providerRef)).toEqual({ status: 'PAID', paidMinor: 8_000_000n, currency: 'COP' });
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      `GET /sandbox/tpaga/api/payment_requests/${created.providerRef}/info`,
      'POST /sandbox/tpaga/api/payment_requests/confirm_delivery',
    ]);
    expect(JSON.parse(requests[1]!.body!)).toEqual({ payment_request_token: created.providerRef });
    expect((await bookByRef(t.db, 'tpaga', created.providerRef))!.details.delivered).toBe(true);

    await expect(
      tpaga.refund({ providerRef: created.providerRef, amountMinor: 1_000_000n, currency: 'COP', reason: 'part', refundId: 'r-part' }),
    ).rejects.toThrow(TpagaRefused);
    expect(await tpaga.refund({ providerRef: created.providerRef, amountMinor: 8_000_000n, currency: 'COP', reason: 'buyer asked', refundId: 'r1' })).toEqual({
      refundRef: `${created.providerRef}/reverted`,
    });
    expect(await tpaga.refund({ providerRef: created.providerRef, amountMinor: 8_000_000n, currency: 'COP', reason: 'again', refundId: 'r1' })).toEqual({
      refundRef: `${created.providerRef}/reverted`,
    });
    expect(await tpaga.queryPayment(created.providerRef)).toEqual({ status: 'REFUNDED', paidMinor: 8_000_000n, currency: 'COP' });
    expect((await bookByRef(t.db, 'tpaga', created.providerRef))!.status).toBe('REFUNDED');
    expect(() => tpaga.parseWebhook('{}', {})).toThrow(WebhookRejected);
  });

  it('says expired once the request is past its time, and refuses wrong credentials', async () => {
    const created = await tpaga.createPayment(input(100_000n));
    t.clock.advance(21 * 60_000);
    expect(await tpaga.queryPayment(created.providerRef)).toMatchObject({ status: 'EXPIRED' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/sandbox/tpaga/api/payment_requests/${created.providerRef}/info`,
      headers: { authorization: `Basic ${Buffer.from(`${TPAGA_SANDBOX_USER}:wrong`).toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error_code: 'unauthorized', error_message: 'invalid merchant credentials' });
  });
});
