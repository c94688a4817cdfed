// A provider that refuses to open the payment (its API answers an error): pay/v2 answers 20012
// naming the provider, the attempt ends FAILED, the order waits to be paid another way, and the same
// Idempotency-Key answers 20012 again rather than the failed attempt. Here tpaga's production
// adapter speaks to a server of ours that refuses every request as tpaga would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PaymentQuote } from '@panel/domain/contract/payments';
import { createTestApp, type TestApp } from '../../../test/app';
import { exchangeRates, orders, paymentAttempts } from '../../db/schema';
import { readPaymentSettings } from './adapters/settings';
import { as } from '../../../test/fixtures/catalogue.fixtures';
import { createOrderCall, orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';

let t: TestApp;
let provider: http.Server;
const asked: string[] = [];
beforeAll(async () => {
  provider = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    request.resume();
    response
      .writeHead(422, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error_code: 'invalid_expires_at', error_message: 'expires_at must be in the future' }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  const tpaga = readPaymentSettings({ TPAGA_API_URL: `http://127.0.0.1:${port}`, TPAGA_API_USER: 'merchant', TPAGA_API_PASSWORD: 'secret' }).tpaga;
  t = await createTestApp({ payments: { evm: {}, tpaga } });
  await t.db.insert(exchangeRates).values({ currency: 'COP', rateScaled: 400_000_000_000n, feeBp: 0 }).onConflictDoNothing();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const BILLING = { firstName: 'Luis', lastName: 'Gómez', email: 'luis@example.com', phoneCountry: '57', phoneArea: '300', phoneNumber: '1234567' };

describe('a provider that refuses the payment', () => {
  it('answers 20012 naming it, ends the attempt FAILED, leaves the order payable, and answers the same to the same key', async () => {
    const shop = await orderShop(t, { listing: { paymentMethods: ['ONLINE'], onlinePolicyAccepted: true, paymentCurrencies: ['USD'] } });
    const order = (await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { paymentType: 'ONLINE' }))).data as { id: string };
    const body = { orderId: order.id, method: 'TPAGA', currency: 'COP', billing: BILLING };
    const quote = await as(t, shop.buyer, 'POST', '/api/payment/quote', body);
    expect(quote.respCode, JSON.stringify(quote)).toBe(200);
    const key = { 'idempotency-key': randomUUID() };
    const payBody = { ...body, rate: (quote.data as PaymentQuote).rate };

    const refused = await as(t, shop.buyer, 'POST', '/api/order/payment/pay/v2', payBody, key);
    expect(refused).toMatchObject({ respCode: ERROR_CODES.EXTERNAL_REQUEST_ERROR, data: { provider: 'tpaga' } });
    // The provider's own words stay in the log.
    expect(JSON.stringify(refused)).not.toContain('expires_at');
    expect(asked).toEqual(['POST /payment_requests/create']);
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    expect(attempt).toMatchObject({ status: 'FAILED', failure: 'PROVIDER_ERROR', providerRef: null });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ status: 'PAYMENTFAILED' });

    // Sent again with the key: the same refusal, and the provider is not asked again.
    expect(await as(t, shop.buyer, 'POST', '/api/order/payment/pay/v2', payBody, key)).toEqual(refused);
    expect(asked).toHaveLength(1);

    // A new key is a new try: a new attempt, refused in turn.
    expect(await as(t, shop.buyer, 'POST', '/api/order/payment/pay/v2', payBody, { 'idempotency-key': randomUUID() })).toMatchObject({
      respCode: ERROR_CODES.EXTERNAL_REQUEST_ERROR,
    });
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id))).toHaveLength(2);
  });
});
