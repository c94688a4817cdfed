// The buyer's order calls: create (reservation, price, payment rules, every refusal), cancel, the
// pay-by sweep, confirmation and delivery, the reads, idempotent replays, and scoping.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { OrderDetailResponse, OrderListResponse } from '@panel/domain/contract/orders';
import { call, createTestApp, type TestApp } from '../../../test/app';
import {
  accessTokens,
  cardMovements,
  follows,
  listings,
  orderEvents,
  orders,
  orderUnits,
  paymentAttempts,
  paymentVouchers,
  topUps,
  users,
} from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { as, createBuyer, createSeller, setFollow, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { getMyListing, setListed } from '../listings/listings.service';
import { deliverOrder } from './order-stock';
import { lockOrder, moveOrder } from './order-state';
import {
  buy,
  cancelCall,
  confirmReceived,
  countsOf,
  createOrderCall,
  expiryRunner,
  orderBody,
  orderShop,
  unitsOf,
} from '../../../test/fixtures/orders.fixtures';

import { COUNT_MAX } from '@panel/domain/pricing';

let t: TestApp;
beforeAll(async () => {
  // One order here holds 70,000 units unpaid: the cap on unpaid units has tests of its own (unpaid-cap.test.ts).
  t = await createTestApp({ orderMaxUnpaidUnitsPerStore: COUNT_MAX });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const detailOf = (actor: Actor, id: string) => as(t, actor, 'GET', `/api/order/detail/${id}`);
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const attemptsOf = (id: string) => t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id));
const eventsOf = async (id: string) =>
  (await detailOf((await buyerOf(id))!, id)).data.events as Array<{ from: string | null; to: string; actor: string; reason: string }>;
const buyers = new Map<string, Actor>();
const buyerOf = async (id: string) => buyers.get(id);
/** Orders and remembers the buyer, so the history can be read as them. */
async function order(buyer: Actor, listingId: string, quantity = 2) {
  const placed = await buy(t, buyer, listingId, quantity);
  buyers.set(placed.id, buyer);
  return placed;
}
/** A voucher waiting for the seller, as the buyer's voucher call leaves it. */
const waitingVoucher = (orderId: string, buyer: Actor) =>
  t.db.insert(paymentVouchers).values({ orderId, buyerId: buyer.user.id, fileKeys: ['voucher/a.png'], fileHashes: [randomUUID()] });

describe('POST /api/order/create', () => {
  it('makes an order: the tier price, the amounts, the deadline, the buttons, one attempt, and exactly its units reserved', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 20 });
    const placed = OrderDetailResponse.parse(await order(buyer, listing.id, 3));
    expect(placed).toMatchObject({
      status: 'WAITINGPAYMENT',
      paymentType: 'OFFLINE',
      quantity: 3,
      currency: 'USD',
      paymentCurrency: 'USD',
      unitPrice: '10.00',
      amount: '30.00',
      paidAmount: '0.00',
      dueAmount: '30.00',
      name: 'Gold 30 days',
      listingId: listing.id,
      card: { id: card.id, type: 'RECHARGE_CARD' },
      store: { id: seller.store.id },
      buyer: { id: buyer.user.id },
      createdAt: t.clock.now().toISOString(),
      payBy: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
      actions: ['BANK_INFO', 'UPLOAD_VOUCHER', 'CANCEL'],
      canConfirm: false,
      vouchers: 0,
      events: [{ from: null, to: 'WAITINGPAYMENT', actor: 'BUYER', reason: 'CREATED', note: null }],
    });
    expect(placed.orderNo).toMatch(/^20260115\d{8}$/);
    expect(await attemptsOf(placed.id)).toMatchObject([{ type: 'OFFLINE', currency: 'USD', amountMinor: 3000n, rateScaled: 100_000_000n, status: 'WAITING' }]);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 17, reserved: 3, sold: 0 });
    const reserved = (await unitsOf(t, card.id)).filter((unit) => unit.state === 'RESERVED');
    expect(reserved.map((unit) => [unit.serial, unit.reservedOrderId, unit.ownerId])).toEqual([1, 2, 3].map((serial) => [serial, placed.id, seller.user.id]));
    // The quantity reaching the next tier pays its price; the overall discount comes off it.
    expect(await order(buyer, listing.id, 10)).toMatchObject({ unitPrice: '8.00', amount: '80.00' });
  });

  it('reserves a LIMITED listing set-aside units, keeping them on the listing', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 10, listing: { stockMode: 'LIMITED', limitedQuantity: 4, discount: '10' } });
    const placed = await order(buyer, listing.id, 3);
    expect(placed).toMatchObject({ unitPrice: '9.00', amount: '27.00' });
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 6, listed: 1, reserved: 3 });
    const reserved = (await unitsOf(t, card.id)).filter((unit) => unit.state === 'RESERVED');
    expect(reserved.every((unit) => unit.listingId === listing.id && unit.reservedOrderId === placed.id)).toBe(true);
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 2 }))).toMatchObject({
      respCode: ERROR_CODES.INSUFFICIENT_STOCK,
      data: { limit: 1 },
    });
  });

  it('freezes the listing on the order: the snapshot stays when the listing changes', async () => {
    const { seller, buyer, listing } = await orderShop(t, { listing: { discount: '5', maxPerPurchase: 30 } });
    const placed = await order(buyer, listing.id);
    await t.db.update(listings).set({ name: 'Renamed', discountBp: 0 }).where(eq(listings.id, listing.id));
    expect((await as(t, buyer, 'GET', `/api/order/snapshot/${placed.id}`)).data).toEqual({
      orderId: placed.id,
      name: 'Gold 30 days',
      picture: expect.any(String),
      description: 'Live TV and VOD for 30 days',
      cardType: 'RECHARGE_CARD',
      currency: 'USD',
      discount: '5.00',
      tiers: [
        { minCount: 1, wholesalePrice: '10.00', retailPrice: '15.00' },
        { minCount: 10, wholesalePrice: '8.00', retailPrice: '12.50' },
      ],
      maxPerPurchase: 30,
      takenAt: t.clock.now().toISOString(),
    });
    expect((await detailOf(buyer, placed.id)).data).toMatchObject({ name: 'Gold 30 days', unitPrice: '9.50' });
    expect((await as(t, seller, 'GET', `/api/order/snapshot/${placed.id}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
  });

  it('answers 120009 for a listing the buyer may not see: unknown, unlisted, not open to them, or of a store they do not follow', async () => {
    const { seller, buyer, card, listing } = await orderShop(t);
    const stranger = await createBuyer(t, seller, null);
    const pending = await createBuyer(t, seller, 'PENDING');
    const blocked = await createBuyer(t, seller, 'BLOCKED');
    for (const actor of [stranger, pending, blocked])
      expect((await createOrderCall(t, actor, orderBody(listing.id))).respCode).toBe(ERROR_CODES.PRODUCT_NOT_FOUND);
    expect((await createOrderCall(t, buyer, orderBody(randomUUID()))).respCode).toBe(ERROR_CODES.PRODUCT_NOT_FOUND);
    // The owner cannot buy from their own store.
    expect((await createOrderCall(t, seller, orderBody(listing.id))).respCode).toBe(ERROR_CODES.PRODUCT_NOT_FOUND);
    // Open only to chosen users, and the buyer is not one of them.
    await t.db.update(listings).set({ visibility: 'OPEN_TO' }).where(eq(listings.id, listing.id));
    expect((await createOrderCall(t, buyer, orderBody(listing.id))).respCode).toBe(ERROR_CODES.PRODUCT_NOT_FOUND);
    await t.db.update(listings).set({ visibility: 'EVERYONE' }).where(eq(listings.id, listing.id));
    await setListed(t.db, { id: listing.id, listed: false }, { userId: seller.user.id, now: t.clock.now() });
    expect((await createOrderCall(t, buyer, orderBody(listing.id))).respCode).toBe(ERROR_CODES.PRODUCT_NOT_FOUND);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ reserved: 0 });
  });

  it('asks for a payment type the listing takes (99992, 140064) and the listing currency (99991, 140002)', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, {
      listing: { paymentMethods: ['OFFLINE', 'ONLINE'], onlinePolicyAccepted: true, paymentCurrencies: ['USD', 'BRL'] },
    });
    const refusal = async (overrides: object) => (await createOrderCall(t, buyer, { ...orderBody(listing.id), ...overrides })).respCode;
    expect(await refusal({ paymentType: undefined })).toBe(ERROR_CODES.PAYMENT_METHOD_REQUIRED);
    expect(await refusal({ paymentType: null })).toBe(ERROR_CODES.PAYMENT_METHOD_REQUIRED);
    expect(await refusal({ paymentType: 'CRYPTO' })).toBe(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
    // The listing takes offline and online payment, not VCoin: an online order is made (and paid later through a provider).
    expect(await refusal({ paymentType: 'VCOIN' })).toBe(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE);
    expect(await refusal({ paymentType: 'ONLINE' })).toBe(200);
    expect(await refusal({ paymentType: 'PAYPAL' })).toBe(ERROR_CODES.PARAM_ERROR);
    expect(await refusal({ paymentCurrency: undefined })).toBe(ERROR_CODES.PAYMENT_CURRENCY_REQUIRED);
    expect(await refusal({ paymentCurrency: 'EUR' })).toBe(ERROR_CODES.CURRENCY_NOT_SUPPORTED);
    // A currency the listing takes, but not its own: conversion comes with exchange rates.
    expect(await createOrderCall(t, buyer, { ...orderBody(listing.id), paymentCurrency: 'BRL' })).toMatchObject({
      respCode: ERROR_CODES.CURRENCY_NOT_SUPPORTED,
      data: { field: 'paymentCurrency' },
    });
    expect(await refusal({ paymentCurrency: 'usd' })).toBe(200);
    // The online order and this one.
    expect(await countsOf(t, seller, card.id)).toMatchObject({ reserved: 4 });
  });

  it('takes an offline bank transfer in USD only (140002 for a listing priced and paid in BRL)', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { listing: { currency: 'BRL', paymentMethods: ['OFFLINE'], paymentCurrencies: ['BRL'] } });
    expect(await createOrderCall(t, buyer, { ...orderBody(listing.id), paymentCurrency: 'BRL' })).toMatchObject({
      respCode: ERROR_CODES.CURRENCY_NOT_SUPPORTED,
      data: { field: 'paymentCurrency' },
    });
    expect(await countsOf(t, seller, card.id)).toMatchObject({ reserved: 0 });
  });

  it('applies the purchase rules with their limit: out of stock and over the stock (120035), under the minimum (150046), over the maximum (150044)', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, {
      stock: 6,
      listing: { maxPerPurchase: 5, tiers: [{ minCount: 2, wholesalePrice: '10', retailPrice: '15' }] },
    });
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 1 }))).toMatchObject({
      respCode: ERROR_CODES.UNDER_PURCHASE_MINIMUM,
      data: { field: 'quantity', limit: 2 },
    });
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 6 }))).toMatchObject({
      respCode: ERROR_CODES.OVER_PURCHASE_MAXIMUM,
      data: { limit: 5 },
    });
    expect((await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 0 }))).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    await order(buyer, listing.id, 4);
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 3 }))).toMatchObject({
      respCode: ERROR_CODES.INSUFFICIENT_STOCK,
      data: { blocker: 'OVER_STOCK', limit: 2 },
    });
    await order(buyer, listing.id, 2);
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 2 }))).toMatchObject({
      respCode: ERROR_CODES.INSUFFICIENT_STOCK,
      data: { blocker: 'OUT_OF_STOCK', limit: 0 },
    });
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 0, reserved: 6 });
  });

  it('refuses a unit price that changed since the sheet showed it (140003 with the current price)', async () => {
    const { buyer, listing } = await orderShop(t);
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { expectedUnitPrice: '9.99' }))).toMatchObject({
      respCode: ERROR_CODES.INCORRECT_PRICE,
      data: { field: 'expectedUnitPrice', unitPrice: '10.00' },
    });
    expect((await createOrderCall(t, buyer, orderBody(listing.id, { expectedUnitPrice: 'ten' }))).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await createOrderCall(t, buyer, orderBody(listing.id, { expectedUnitPrice: '10' }))).respCode).toBe(200);
  });

  it('needs an Idempotency-Key; a replay answers the same order (the order as a read shows it) and reserves nothing more; another body under the key is 4001', async () => {
    const { seller, buyer, card, listing } = await orderShop(t);
    expect((await as(t, buyer, 'POST', '/api/order/create', orderBody(listing.id))).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    const key = randomUUID();
    const first = await createOrderCall(t, buyer, orderBody(listing.id), key);
    const again = await createOrderCall(t, buyer, orderBody(listing.id), key);
    expect(again).toEqual(first);
    // The answer, built from what was written, is what a read of the order says.
    expect((await as(t, buyer, 'GET', `/api/order/detail/${first.data.id}`)).data).toEqual(first.data);
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 3 }), key)).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'Idempotency-Key', reason: 'KEY_REUSED' },
    });
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.buyerId, buyer.user.id))).toEqual([{ id: first.data.id }]);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 18, reserved: 2 });
    // A refusal is replayed too, even once the order could be made.
    const refusedKey = randomUUID();
    expect((await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 50 }), refusedKey)).respCode).toBe(ERROR_CODES.INSUFFICIENT_STOCK);
    expect((await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 50 }), refusedKey)).respCode).toBe(ERROR_CODES.INSUFFICIENT_STOCK);
  });

  it('looks the session up with the order: a dead token is 401 before any other refusal and orders nothing; a session unused for minutes is marked and orders', async () => {
    const { seller, buyer, card, listing } = await orderShop(t);
    const post = (authorization: string, payload: string | object, headers: Record<string, string> = { 'idempotency-key': randomUUID() }) =>
      call(t.app, { method: 'POST', url: '/api/order/create', headers: { authorization, 'content-type': 'application/json', ...headers }, payload });
    const dead = 'Bearer not-a-live-token';
    for (const [payload, headers] of [
      [orderBody(listing.id), undefined],
      [{ listingId: 'not-an-id', quantity: 0 }, undefined],
      ['{"listingId": ', undefined],
      [orderBody(listing.id), {}],
    ] as const) {
      const res = await post(dead, payload, headers);
      expect(res.status, JSON.stringify(payload)).toBe(401);
      expect(res.body.respCode).toBe(ERROR_CODES.UNAUTHORIZED);
    }
    // A live token still gets the refusal its request earns.
    expect((await post(buyer.headers.authorization, { listingId: 'not-an-id', quantity: 0 })).body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
    // Its use last marked long ago (idle, not past the idle limit): marked now, and the order is made.
    const [token] = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, buyer.user.id));
    const long = new Date(t.clock.now().getTime() - 5 * 60_000);
    await t.db.update(accessTokens).set({ lastUsedAt: long }).where(eq(accessTokens.id, token.id));
    const made = await post(buyer.headers.authorization, orderBody(listing.id));
    expect(made.body.respCode).toBe(200);
    const [marked] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, token.id));
    expect(marked.lastUsedAt.getTime()).toBeGreaterThan(long.getTime());
    // Revoked: 401, and nothing more is reserved.
    await t.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, token.id));
    expect((await post(buyer.headers.authorization, orderBody(listing.id))).status).toBe(401);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 18, reserved: 2 });
  });
});

describe('POST /api/order/cancel/{id}', () => {
  it('cancels an unpaid order: its units go back free, its attempt is cancelled, the history says who', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 5 });
    const placed = await order(buyer, listing.id, 2);
    const key = randomUUID();
    const cancelled = await cancelCall(t, buyer, placed.id, key);
    expect(cancelled).toMatchObject({ respCode: 200, data: { status: 'CANCELLED', cancelledAt: t.clock.now().toISOString(), payBy: null, actions: [] } });
    expect(cancelled.data.events.map((event: { reason: string; actor: string }) => `${event.actor}:${event.reason}`)).toEqual([
      'BUYER:CREATED',
      'BUYER:BUYER_CANCELLED',
    ]);
    expect(await attemptsOf(placed.id)).toMatchObject([{ status: 'CANCELLED' }]);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 5, reserved: 0 });
    expect((await unitsOf(t, card.id)).every((unit) => unit.reservedOrderId === null && unit.listingId === null)).toBe(true);
    // The same key answers the cancel again; a new one finds nothing left to cancel.
    expect(await cancelCall(t, buyer, placed.id, key)).toEqual(cancelled);
    expect(await cancelCall(t, buyer, placed.id)).toMatchObject({ respCode: ERROR_CODES.ORDER_NOT_CANCELLABLE, data: { status: 'CANCELLED' } });
    expect((await as(t, buyer, 'POST', `/api/order/cancel/${placed.id}`)).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
  });

  it('gives a LIMITED listing its units back while listed, and to free stock with the quantity remembered once unlisted', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 10, listing: { stockMode: 'LIMITED', limitedQuantity: 6 } });
    const first = await order(buyer, listing.id, 2);
    const second = await order(buyer, listing.id, 3);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 4, listed: 1, reserved: 5 });
    await cancelCall(t, buyer, first.id);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 4, listed: 3, reserved: 3 });
    // Unlisted, the listing remembers the 3 left; the 3 that come back are added to what it sets aside again.
    const unlisted = await setListed(t.db, { id: listing.id, listed: false }, { userId: seller.user.id, now: t.clock.now() });
    expect(unlisted).toMatchObject({ limitedQuantity: 3 });
    await cancelCall(t, buyer, second.id);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 10, listed: 0, reserved: 0 });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row.limitedQuantity).toBe(6);
    expect(await setListed(t.db, { id: listing.id, listed: true }, { userId: seller.user.id, now: t.clock.now() })).toMatchObject({ stock: 6 });
  });

  it('listed again while its units are reserved, a LIMITED listing counts them in its quantity, and reads right once they come back', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 10, listing: { stockMode: 'LIMITED', limitedQuantity: 6 } });
    const held = await order(buyer, listing.id, 6);
    const caller = { userId: seller.user.id, now: t.clock.now() };
    expect(await setListed(t.db, { id: listing.id, listed: false }, caller)).toMatchObject({ limitedQuantity: 0, stock: 0 });
    expect(await setListed(t.db, { id: listing.id, listed: true }, caller)).toMatchObject({ listed: true, limitedQuantity: 6, stock: 0 });
    await cancelCall(t, buyer, held.id);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 4, listed: 6, reserved: 0 });
    expect(await getMyListing(t.db, { id: listing.id }, { userId: seller.user.id })).toMatchObject({ limitedQuantity: 6, stock: 6 });
    // Unlisted and listed again, it sets the same 6 aside.
    await setListed(t.db, { id: listing.id, listed: false }, caller);
    expect(await setListed(t.db, { id: listing.id, listed: true }, caller)).toMatchObject({ limitedQuantity: 6, stock: 6 });
  });

  it('refuses once money may be on its way (140007): a voucher waiting, or a part paid', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const withVoucher = await order(buyer, listing.id);
    await waitingVoucher(withVoucher.id, buyer);
    expect((await cancelCall(t, buyer, withVoucher.id)).respCode).toBe(ERROR_CODES.ORDER_NOT_CANCELLABLE);
    expect((await detailOf(buyer, withVoucher.id)).data).toMatchObject({
      actions: ['BANK_INFO', 'UPLOAD_VOUCHER', 'VIEW_VOUCHERS'],
      vouchersWaiting: 1,
      vouchers: 1,
      payBy: null,
    });
    const partPaid = await order(buyer, listing.id);
    await confirmReceived(t, partPaid.id, 500n, { seller });
    expect((await cancelCall(t, buyer, partPaid.id)).respCode).toBe(ERROR_CODES.ORDER_NOT_CANCELLABLE);
  });

  it('lets nobody but the buyer cancel: the seller, another user and an unknown id get 150004', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const other = await createBuyer(t, seller);
    const placed = await order(buyer, listing.id);
    for (const actor of [seller, other]) expect((await cancelCall(t, actor, placed.id)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await cancelCall(t, buyer, randomUUID())).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await cancelCall(t, buyer, 'not-an-id')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await orderRow(placed.id)).status).toBe('WAITINGPAYMENT');
  });
});

describe('the pay-by sweep (orders.expire)', () => {
  it('cancels unpaid orders past their deadline once, as the system, and leaves the others', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 10 });
    const late = await order(buyer, listing.id, 2);
    const withVoucher = await order(buyer, listing.id, 1);
    await waitingVoucher(withVoucher.id, buyer);
    const partPaid = await order(buyer, listing.id, 1);
    await confirmReceived(t, partPaid.id, 100n, { seller });
    t.clock.advance(23 * HOUR);
    const fresh = await order(buyer, listing.id, 3);
    const runner = expiryRunner(t);
    expect(await runner.runOnce()).toMatchObject({ outcome: 'DONE' });
    expect((await orderRow(late.id)).status).toBe('WAITINGPAYMENT');

    t.clock.advance(HOUR + 1000);
    expect(await runner.runOnce()).toMatchObject({ outcome: 'DONE' });
    expect(await orderRow(late.id)).toMatchObject({ status: 'CANCELLED', cancelledAt: t.clock.now() });
    expect(await eventsOf(late.id)).toMatchObject([
      { reason: 'CREATED' },
      { from: 'WAITINGPAYMENT', to: 'CANCELLED', actor: 'SYSTEM', reason: 'PAY_BY_PASSED' },
    ]);
    expect(await attemptsOf(late.id)).toMatchObject([{ status: 'EXPIRED' }]);
    for (const kept of [withVoucher, partPaid, fresh]) expect((await orderRow(kept.id)).status).toBe('WAITINGPAYMENT');
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 5, reserved: 5 });

    // Another sweep later, on another process, finds nothing more to do with them.
    t.clock.advance(60_000);
    expect(await expiryRunner(t, 'another-process').runOnce()).toMatchObject({ outcome: 'DONE' });
    expect(await eventsOf(late.id)).toHaveLength(2);
    expect((await cancelCall(t, buyer, late.id)).respCode).toBe(ERROR_CODES.ORDER_NOT_CANCELLABLE);
  });
});

describe('confirmPayment and deliverOrder', () => {
  it('pays in parts: paid rises, the order waits for the rest; paid in full, it is delivered in the same transaction', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 10 });
    const placed = await order(buyer, listing.id, 3);
    const part = await confirmReceived(t, placed.id, 1000n, { seller });
    expect(part).toMatchObject({ status: 'WAITINGPAYMENT', paidMinor: 1000n });
    expect((await detailOf(buyer, placed.id)).data).toMatchObject({
      paidAmount: '10.00',
      dueAmount: '20.00',
      payBy: null,
      actions: ['BANK_INFO', 'UPLOAD_VOUCHER'],
    });
    // More than the due counts as the due.
    const done = await confirmReceived(t, placed.id, 5000n, { seller });
    expect(done).toMatchObject({ status: 'DELIVERED', paidMinor: 3000n, paidAt: t.clock.now(), completedAt: t.clock.now() });
    const detail = OrderDetailResponse.parse((await detailOf(buyer, placed.id)).data);
    expect(detail).toMatchObject({ status: 'DELIVERED', paidAmount: '30.00', dueAmount: '0.00', actions: ['VIEW_CARDS'], payBy: null });
    expect(detail.events.map((event) => `${event.from}>${event.to}:${event.actor}:${event.reason}`)).toEqual([
      'null>WAITINGPAYMENT:BUYER:CREATED',
      'WAITINGPAYMENT>WAITINGPAYMENT:SELLER:VOUCHER_CONFIRMED_PART',
      'WAITINGPAYMENT>PAYMENTSUCCESS:SELLER:CONFIRMED_WITHOUT_VOUCHER',
      'PAYMENTSUCCESS>DELIVERED:SYSTEM:DELIVERED',
    ]);
    expect(await attemptsOf(placed.id)).toMatchObject([{ status: 'SUCCEEDED' }]);

    const units = (await unitsOf(t, card.id)).filter((unit) => unit.ownerId === buyer.user.id);
    expect(units.map((unit) => [unit.serial, unit.state, unit.acquiredOrderId, unit.reservedOrderId, unit.listingId])).toEqual(
      [1, 2, 3].map((serial) => [serial, 'FREE', placed.id, null, null]),
    );
    expect((await t.db.select().from(orderUnits).where(eq(orderUnits.orderId, placed.id))).map((row) => row.unitId).sort()).toEqual(
      units.map((unit) => unit.id).sort(),
    );
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 7, reserved: 0, sold: 3 });
    expect(await countsOf(t, buyer, card.id)).toMatchObject({ free: 3, bought: 3 });
    const moves = await t.db.select().from(cardMovements).where(eq(cardMovements.orderId, placed.id));
    expect(moves.map((move) => [move.kind, move.userId, move.counterpartyId, move.quantity, move.firstCardNumber, move.lastCardNumber]).sort()).toEqual([
      ['BOUGHT', buyer.user.id, seller.user.id, 3, `${card.code}00000001`, `${card.code}00000003`],
      ['SOLD', seller.user.id, buyer.user.id, 3, `${card.code}00000001`, `${card.code}00000003`],
    ]);
    const [follow] = await t.db
      .select()
      .from(follows)
      .where(and(eq(follows.storeId, seller.store.id), eq(follows.followerId, buyer.user.id)));
    expect(follow).toMatchObject({ firstPurchaseAt: t.clock.now(), lastPurchaseAt: t.clock.now() });
    t.clock.advance(HOUR);
    await confirmReceived(t, (await order(buyer, listing.id, 1)).id, 1000n, { seller });
    const [later] = await t.db.select().from(follows).where(eq(follows.id, follow.id));
    expect(later).toMatchObject({ firstPurchaseAt: follow.firstPurchaseAt, lastPurchaseAt: t.clock.now() });
  });

  it('reserves and delivers more units than one statement can name by their ids (PostgreSQL takes 65,535 parameters)', async () => {
    const quantity = 70_000;
    const { seller, buyer, card, listing } = await orderShop(t, { stock: quantity, listing: { maxPerPurchase: null } });
    const placed = await order(buyer, listing.id, quantity);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 0, reserved: quantity });
    const done = await confirmReceived(t, placed.id, 10n ** 12n, { seller });
    expect(done).toMatchObject({ status: 'DELIVERED' });
    expect(await countsOf(t, buyer, card.id)).toMatchObject({ free: quantity, bought: quantity });
    const [recorded] = await t.db
      .select({ units: sql<number>`count(*)::int` })
      .from(orderUnits)
      .where(eq(orderUnits.orderId, placed.id));
    expect(Number(recorded.units)).toBe(quantity);
    const moves = await t.db.select().from(cardMovements).where(eq(cardMovements.orderId, placed.id));
    expect(moves.map((move) => [move.kind, move.firstCardNumber, move.lastCardNumber]).sort()).toEqual([
      ['BOUGHT', `${card.code}00000001`, `${card.code}00070000`],
      ['SOLD', `${card.code}00000001`, `${card.code}00070000`],
    ]);
  }, 120_000);

  it('moves a part-paid order where the caller says, and refuses nothing received (4001) and an order that cannot be paid (130086)', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const placed = await order(buyer, listing.id);
    await withTransaction(t.db, async (tx) =>
      moveOrder(tx, (await lockOrder(tx, placed.id))!, 'CONFIRMINGPAYMENT', {
        actor: 'BUYER',
        userId: buyer.user.id,
        reason: 'VOUCHER_UPLOADED',
        now: t.clock.now(),
      }),
    );
    expect(await confirmReceived(t, placed.id, 100n, { seller, partStatus: 'WAITINGPAYMENT' })).toMatchObject({ status: 'WAITINGPAYMENT', paidMinor: 100n });
    await expect(confirmReceived(t, placed.id, 0n, { seller })).rejects.toMatchObject({ code: ERROR_CODES.PARAM_ERROR });
    const cancelled = await order(buyer, listing.id);
    await cancelCall(t, buyer, cancelled.id);
    await expect(confirmReceived(t, cancelled.id, 2000n, { seller })).rejects.toMatchObject({ code: ERROR_CODES.ILLEGAL_ORDER_STATE });
    expect(await orderRow(cancelled.id)).toMatchObject({ status: 'CANCELLED', paidMinor: 0n });
  });

  it('moveOrder refuses a move the table does not have, and a status another transaction changed (130086); the history cannot be rewritten', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const placed = await order(buyer, listing.id);
    const move = { actor: 'SYSTEM' as const, userId: null, reason: 'DELIVERED' as const, now: t.clock.now() };
    await expect(withTransaction(t.db, async (tx) => moveOrder(tx, (await lockOrder(tx, placed.id))!, 'DELIVERED', move))).rejects.toMatchObject({
      code: ERROR_CODES.ILLEGAL_ORDER_STATE,
      data: { from: 'WAITINGPAYMENT', to: 'DELIVERED' },
    });
    const stale = await orderRow(placed.id);
    await cancelCall(t, buyer, placed.id);
    await expect(withTransaction(t.db, (tx) => moveOrder(tx, stale, 'PAYMENTSUCCESS', { ...move, reason: 'PAYMENT_SUCCEEDED' }))).rejects.toMatchObject({
      code: ERROR_CODES.ILLEGAL_ORDER_STATE,
    });
    // Delivering twice finds no reserved unit the second time: nothing is written.
    const paid = await order(buyer, listing.id);
    const delivered = await confirmReceived(t, paid.id, 2000n, { seller });
    await expect(withTransaction(t.db, (tx) => deliverOrder(tx, { ...delivered, status: 'PAYMENTSUCCESS' }, t.clock.now()))).rejects.toThrow(/holds 0 units/);
    await expect(t.db.execute(sql`update order_events set note = 'x' where order_id = ${placed.id}`)).rejects.toThrow();
    await expect(t.db.delete(orderEvents).where(eq(orderEvents.orderId, placed.id))).rejects.toThrow();
    await expect(t.db.delete(orderUnits).where(eq(orderUnits.orderId, paid.id))).rejects.toThrow();
  });
});

describe('the buyer reads', () => {
  it('lists my orders by tab, newest first, paged; nobody else sees them', async () => {
    const { seller, buyer, listing } = await orderShop(t, { stock: 30 });
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) {
      ids.push((await order(buyer, listing.id, 1)).id);
      t.clock.advance(1000);
    }
    await cancelCall(t, buyer, ids[0]);
    await confirmReceived(t, ids[2], 1000n, { seller });
    const list = async (actor: Actor, query = '') => OrderListResponse.parse((await as(t, actor, 'GET', `/api/order/list${query}`)).data);
    const open = await list(buyer);
    expect(open.list.map((item) => item.id)).toEqual([ids[3], ids[1]]);
    expect(open).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    expect(open.list[0]).toMatchObject({
      status: 'WAITINGPAYMENT',
      buyer: { id: buyer.user.id },
      store: { id: seller.store.id },
      vouchersWaiting: 0,
      hasRejectedVoucher: false,
    });
    expect((await list(buyer, '?tab=COMPLETED')).list.map((item) => [item.id, item.status])).toEqual([
      [ids[2], 'DELIVERED'],
      [ids[0], 'CANCELLED'],
    ]);
    expect(await list(buyer, '?tab=COMPLETED&pageSize=1&pageNum=2')).toMatchObject({ total: 2, list: [{ id: ids[0] }] });
    expect(await list(buyer, '?tab=COMPLETED&pageSize=1&pageNum=3')).toMatchObject({ total: 2, list: [] });
    expect((await list(seller)).total).toBe(0);
    expect((await as(t, buyer, 'GET', '/api/order/list?tab=ALL')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    // A rejected voucher flags the order in the list.
    await t.db
      .insert(paymentVouchers)
      .values({ orderId: ids[1], buyerId: buyer.user.id, fileKeys: ['voucher/r.png'], fileHashes: ['r'], status: 'REJECTED', rejectReason: 'unreadable' });
    expect((await list(buyer)).list[1]).toMatchObject({ id: ids[1], hasRejectedVoucher: true, vouchersWaiting: 0 });
  });

  it('shows the delivered card numbers, paged and as plain text; nothing before delivery', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 10 });
    const placed = await order(buyer, listing.id, 3);
    expect((await as(t, buyer, 'GET', `/api/order/cards/${placed.id}`)).data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 });
    await confirmReceived(t, placed.id, 3000n, { seller });
    const numbers = [1, 2, 3].map((serial) => `${card.code}${String(serial).padStart(8, '0')}`);
    expect((await as(t, buyer, 'GET', `/api/order/cards/${placed.id}?pageSize=2&pageNum=2`)).data).toEqual({
      list: [{ cardNumber: numbers[2], status: 'NORMAL' }],
      total: 3,
      pageNum: 2,
      pageSize: 2,
    });
    const all = await t.app.inject({ method: 'GET', url: `/api/order/cards/${placed.id}/all`, headers: buyer.headers });
    expect(all.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(all.body).toBe(`${numbers.join('\n')}\n`);
  });

  it('counts the to-dos: my orders waiting for my payment, vouchers and new unpaid orders waiting at my store, top-ups for the operator', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const first = await order(buyer, listing.id, 1);
    await order(buyer, listing.id, 1);
    const cancelled = await order(buyer, listing.id, 1);
    await cancelCall(t, buyer, cancelled.id);
    await waitingVoucher(first.id, buyer);
    expect((await as(t, buyer, 'GET', '/api/order/todo')).data).toEqual({
      waitingPayment: 2,
      vouchersToReview: 0,
      storeOrdersWaitingPayment: 0,
      topUpsToReview: 0,
      offlineListingsWithoutAccount: 0,
    });
    expect((await as(t, seller, 'GET', '/api/order/todo')).data).toEqual({
      waitingPayment: 0,
      vouchersToReview: 1,
      storeOrdersWaitingPayment: 1,
      topUpsToReview: 0,
      offlineListingsWithoutAccount: 0,
    });
    // A top-up waiting for review is the operator's to-do alone.
    const [waiting] = await t.db
      .insert(topUps)
      .values({ reference: `VC${Date.now()}`, userId: buyer.user.id, amountMinor: 1000n, status: 'WAITING_REVIEW' })
      .returning();
    expect((await as(t, seller, 'GET', '/api/order/todo')).data.topUpsToReview).toBe(0);
    await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, seller.user.id));
    expect((await as(t, seller, 'GET', '/api/order/todo')).data.topUpsToReview).toBe(1);
    await t.db.update(users).set({ platformOperator: false }).where(eq(users.id, seller.user.id));
    await t.db.delete(topUps).where(eq(topUps.id, waiting!.id));
  });

  it('answers 150004 on every buyer call for an order that is not the caller own, the same as an unknown id', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const other = await createBuyer(t, seller);
    const stranger = await createSeller(t);
    const placed = await order(buyer, listing.id);
    const reads = (id: string) => [`/api/order/detail/${id}`, `/api/order/snapshot/${id}`, `/api/order/cards/${id}`];
    for (const actor of [seller, other, stranger]) {
      for (const url of reads(placed.id)) expect(await as(t, actor, 'GET', url), url).toMatchObject({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED, data: null });
      const all = await call(t.app, { method: 'GET', url: `/api/order/cards/${placed.id}/all`, headers: actor.headers });
      expect(all.body.respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
      expect((await cancelCall(t, actor, placed.id)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    }
    for (const url of reads(randomUUID())) expect((await as(t, buyer, 'GET', url)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await as(t, buyer, 'GET', '/api/order/detail/42')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await call(t.app, { method: 'GET', url: `/api/order/detail/${placed.id}` })).status).toBe(401);
    // A follow that ended does not take the buyer's order from them.
    await setFollow(t, buyer, seller, null);
    expect((await detailOf(buyer, placed.id)).data).toMatchObject({ id: placed.id });
  });
});
