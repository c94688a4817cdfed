// Test helpers for the order tests (imported by *.test.ts only): a shop to buy from, the buyer's
// calls with keys of their own, and the seller's confirmation through confirmPayment.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CreateListingRequest } from '@panel/domain/contract/listings';
import type { CreateOrderRequest, OrderDetailResponse } from '@panel/domain/contract/orders';
import { cardUnits } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { TestApp } from '../../../test/app';
import { as, createBuyer, createListing, createSeller, listingInput, type Actor } from '../cards/catalogue.fixtures';
import { getCard } from '../cards/cards.service';
import { createTestRunner } from '../../tasks/task-fixtures';
import { confirmPayment } from './order-payment';
import { lockOrder } from './order-state';
import { registerOrderExpiry } from './orders.service';

/** A seller with `stock` units of a card listed for offline payment in USD (tiers 1 -> 10, 10 -> 8), and a buyer following the store. */
export async function orderShop(t: TestApp, { stock = 20, listing: overrides = {} }: { stock?: number; listing?: Partial<CreateListingRequest> } = {}) {
  const seller = await createSeller(t, { stock });
  const card = seller.card!;
  const listing = await createListing(t, seller, listingInput(card.id, card.picture, { paymentMethods: ['OFFLINE'], ...overrides }));
  const buyer = await createBuyer(t, seller);
  return { seller, buyer, card, listing };
}

/** An order request: 2 units, offline, in USD, unless overridden. */
export const orderBody = (listingId: string, overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest => ({
  listingId,
  quantity: 2,
  paymentType: 'OFFLINE',
  paymentCurrency: 'USD',
  ...overrides,
});

/** POST /api/order/create with a key of its own unless given; answers the envelope. */
export const createOrderCall = (t: TestApp, buyer: Actor, body: object, key: string = randomUUID()) =>
  as(t, buyer, 'POST', '/api/order/create', body, { 'idempotency-key': key });

/** Orders `quantity` units and expects success; answers the order's detail. */
export async function buy(t: TestApp, buyer: Actor, listingId: string, quantity = 2): Promise<OrderDetailResponse> {
  const body = await createOrderCall(t, buyer, orderBody(listingId, { quantity }));
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** POST /api/order/cancel/{id} with a key of its own unless given; answers the envelope. */
export const cancelCall = (t: TestApp, actor: Actor, orderId: string, key: string = randomUUID()) =>
  as(t, actor, 'POST', `/api/order/cancel/${orderId}`, undefined, { 'idempotency-key': key });

/** The seller confirms `receivedMinor` of the order as received (confirmPayment, as the seller's calls do). */
export const confirmReceived = (t: TestApp, orderId: string, receivedMinor: bigint, { seller, partStatus }: { seller: Actor; partStatus?: 'WAITINGPAYMENT' }) =>
  withTransaction(t.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    const full = order.paidMinor + receivedMinor >= order.amountMinor;
    return confirmPayment(tx, order, {
      receivedMinor,
      actor: 'SELLER',
      userId: seller.user.id,
      reason: full ? 'CONFIRMED_WITHOUT_VOUCHER' : 'VOUCHER_CONFIRMED_PART',
      now: t.clock.now(),
      partStatus,
    });
  });

/** The card's counts as its origin (or a holder) sees them. */
export const countsOf = async (t: TestApp, actor: Actor, cardId: string) => (await getCard(t.db, { id: cardId }, { userId: actor.user.id })).counts;

/** The units of a card, with their state, owner and orders. */
export const unitsOf = (t: TestApp, cardId: string) => t.db.select().from(cardUnits).where(eq(cardUnits.cardId, cardId)).orderBy(cardUnits.serial);

/** A task runner of the test's own with the pay-by sweep registered; runOnce() runs a due sweep. */
export function expiryRunner(t: TestApp, workerId = 'orders-test') {
  const runner = createTestRunner(t.db, t.clock, workerId);
  registerOrderExpiry(runner, { everySeconds: t.config.orderExpirySweepSeconds });
  return runner;
}
