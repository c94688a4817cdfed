// PAYMENTS_SANDBOX: the payment simulator runs only where it is asked for by name or where nobody
// else can pay through it (the embedded database, not on a public address). Off, no online or
// crypto method is offered, paying with one answers 140064, and the simulator's pages, control
// calls and webhooks do not exist.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@panel/domain/errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { loadConfig } from '../../config';
import { listings, orders, paymentAttempts, providerEvents, topUps, users } from '../../db/schema';
import { as, createSeller, listingInput, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import { createOrderCall, orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';
import { eq } from 'drizzle-orm';
import { paymentProviders, paymentsNotice } from './providers';
import { simulatorLink } from '../../simulators/payments/link';
import { createPaymentAdapters } from './adapters';
import { createSandboxDeps } from '../../simulators/payments/server-deps';
import { depositAddresses } from '../../simulators/payments/crypto-chain';

describe('PAYMENTS_SANDBOX', () => {
  const sandbox = (env: NodeJS.ProcessEnv) => loadConfig(env).paymentsSandbox;

  it('is on for a server of one own on the embedded database, off on a deployment unless asked for by name', () => {
    expect(sandbox({})).toBe(true);
    expect(sandbox({ PUBLIC_URL: 'http://localhost:3000', HOST: '127.0.0.1' })).toBe(true);
    // A real database, or a public address with its public name: off.
    expect(sandbox({ DATABASE_URL: 'postgres://panel:secret@db.example.com/panel' })).toBe(false);
    expect(sandbox({ PUBLIC_URL: 'https://panel.example.com' })).toBe(false);
    expect(sandbox({ PUBLIC_URL: 'https://panel.example.com', HOST: '0.0.0.0' })).toBe(false);
    // By name, either way.
    expect(sandbox({ DATABASE_URL: 'postgres://panel:secret@db.example.com/panel', PAYMENTS_SANDBOX: 'true' })).toBe(true);
    expect(sandbox({ PAYMENTS_SANDBOX: 'false' })).toBe(false);
    expect(() => sandbox({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX must be true or false/);
    // The old setting is refused by name rather than read as something it never meant.
    expect(() => sandbox({ PAYMENTS_MODE: 'sandbox' })).toThrow(/PAYMENTS_SANDBOX/);
  });

  it('makes the start-up log warn while the simulator runs, and name every provider', async () => {
    const t = await createTestApp();
    try {
      // The providers as the server wires them with the simulator on: production adapters on its wire APIs, or its own.
      const simulator = simulatorLink(t.app, createSandboxDeps(t.app, t.config, t));
      const on = paymentsNotice(
        paymentProviders(
          createPaymentAdapters({ evm: {} }, { network: () => Promise.reject(new Error('no network in this test')), simulator }),
          depositAddresses,
        ),
      );
      expect(on.level).toBe('warn');
      expect(on.message).toMatch(/PAYMENT SIMULATOR ON.*PAYMENTS_SANDBOX=false/);
      expect(Object.values(on.providers)).toEqual(Array(7).fill('simulator'));
      const off = paymentsNotice(paymentProviders({}, depositAddresses));
      expect(off.level).toBe('info');
      expect(Object.values(off.providers)).toEqual(Array(7).fill('off'));
    } finally {
      await t.close();
    }
  });
});

describe('a server with the simulator off', () => {
  let t: TestApp;
  let ops: Actor;
  beforeAll(async () => {
    t = await createTestApp({ paymentsSandbox: false });
    ops = await createActor(t);
    await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, ops.user.id));
  });
  afterAll(() => t.close());

  it('offers no online or crypto method, and refuses to quote or open one with 140064', async () => {
    // An online order taken before the simulator was turned off.
    const shop = await orderShop(t, { listing: { paymentCurrencies: ['USD'] } });
    const order = await createOrderCall(t, shop.buyer, orderBody(shop.listing.id));
    expect(order.respCode).toBe(200);
    await t.db.update(orders).set({ paymentType: 'ONLINE' }).where(eq(orders.id, order.data.id));
    const attemptsBefore = await t.db.select().from(paymentAttempts);
    const options = await as(t, shop.buyer, 'GET', `/api/payment/options?orderId=${order.data.id}`);
    expect(options.respCode).toBe(200);
    expect(options.data.methods).toEqual([]);
    for (const method of ['CARD', 'PREPAID_CARD', 'PIX']) {
      const quote = await as(t, shop.buyer, 'POST', '/api/payment/quote', { orderId: order.data.id, method, currency: 'USD' });
      expect(quote.respCode, method).toBe(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
      const pay = await as(
        t,
        shop.buyer,
        'POST',
        '/api/order/payment/pay/v2',
        { orderId: order.data.id, method, currency: 'USD', rate: '1' },
        { 'idempotency-key': randomUUID() },
      );
      expect(pay.respCode, method).toBe(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
    }
    expect(await t.db.select().from(paymentAttempts)).toEqual(attemptsBefore);
  });

  it('refuses to start a VCoin purchase that nothing could pay', async () => {
    const buyer = await createActor(t);
    for (const channel of ['ONLINE', 'CRYPTO']) {
      const res = await as(t, buyer, 'POST', '/api/vcoin/purchase', { amount: '4900', channel }, { 'idempotency-key': randomUUID() });
      expect(res.respCode, channel).toBe(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
    }
    expect(await t.db.select().from(topUps).where(eq(topUps.userId, buyer.user.id))).toEqual([]);
  });

  it('serves none of the simulator: no pages, no control calls, no webhooks', async () => {
    for (const url of ['/sandbox/boleto/1', '/sandbox/onerway/checkout', '/sandbox/tpaga/x']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const control = await t.app.inject({ method: 'GET', url: '/api/sandbox/payments', headers: ops.headers });
    expect(control.statusCode).toBe(404);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/onerway',
      payload: '{"transactionId":"1"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(webhook.statusCode).toBe(404);
    expect(await t.db.select().from(providerEvents)).toEqual([]);
  });
  it('shows the operator every provider off', async () => {
    const overview = await as(t, ops, 'GET', '/api/ops/overview');
    expect(overview.data.paymentProviders).toEqual(
      ['onerway', 'pix', 'boleto', 'tpaga', 'wallet', 'paypal', 'crypto'].map((provider) => ({ provider, state: 'off' })),
    );
  });
});

describe('payment types a server can take', () => {
  it('are all four with the simulator on, offline and VCoin alone with it off, for listings, orders and the mall', async () => {
    for (const sandbox of [true, false]) {
      const t = await createTestApp({ paymentsSandbox: sandbox });
      try {
        const expected = sandbox ? ['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'] : ['OFFLINE', 'VCOIN'];
        const shop = await orderShop(t, { listing: { paymentMethods: ['OFFLINE', 'VCOIN'] } });
        const types = await as(t, shop.buyer, 'GET', '/api/payment/types');
        expect(types.data.paymentTypes).toEqual(expected);
        // A listing that offers online or crypto payment is refused while nothing could take it, new or changed.
        const other = await createSeller(t, { stock: 1 });
        const created = await as(
          t,
          other,
          'POST',
          '/api/product/listing',
          listingInput(other.card!.id, other.card!.picture, { paymentMethods: ['OFFLINE', 'ONLINE'], onlinePolicyAccepted: true }),
        );
        const changed = await as(
          t,
          shop.seller,
          'PUT',
          `/api/product/listing/${shop.listing.id}`,
          listingInput(shop.card.id, shop.card.picture, { paymentMethods: ['CRYPTO'] }),
        );
        for (const res of [created, changed]) expect(res.respCode).toBe(sandbox ? 200 : ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
        if (sandbox) continue;
        // A listing saved with them before the simulator was turned off: the buyer is shown only what can be paid, and ordering with the rest is refused.
        await t.db
          .update(listings)
          .set({ paymentMethods: ['OFFLINE', 'ONLINE', 'CRYPTO'] })
          .where(eq(listings.id, shop.listing.id));
        const detail = await as(t, shop.buyer, 'GET', `/api/product/mall/detail/${shop.listing.id}`);
        expect(detail.data.paymentMethods).toEqual(['OFFLINE']);
        for (const paymentType of ['ONLINE', 'CRYPTO'] as const) {
          const order = await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { paymentType }));
          expect(order.respCode, paymentType).toBe(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
        }
        expect(await t.db.select().from(orders).where(eq(orders.buyerId, shop.buyer.user.id))).toEqual([]);
      } finally {
        await t.close();
      }
    }
  });
});
