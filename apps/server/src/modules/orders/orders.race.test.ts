// Orders at once, on PostgreSQL (PGlite runs one transaction at a time, so nothing races there):
// many buyers for the last units of a listing, the buyer's cancel against the pay-by sweep, the
// seller's confirmation against the sweep, and a follow ended while an order is being made.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { cardUnits, follows, orderEvents, orders } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../../test/app';
import { createBuyer, findStockCountMismatches } from '../../../test/fixtures/catalogue.fixtures';
import { as } from '../../../test/fixtures/follows.fixtures';
import { gate } from '../../../test/fixtures/tasks.fixtures';
import { expireOrders } from './orders.service';
import { buy, cancelCall, confirmReceived, countsOf, createOrderCall, orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';

const DAY = 24 * 3_600_000;

describe.runIf(process.env.TEST_DATABASE_URL)('orders at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const stockMode of ['LIMITED', 'ALL'] as const) {
    it(`40 buyers for the last 7 units of a ${stockMode} listing: exactly 7 orders, no unit reserved twice, then all delivered once`, async () => {
      const limited = stockMode === 'LIMITED' ? { stockMode, limitedQuantity: 7 } : { stockMode };
      const { seller, card, listing } = await orderShop(t, { stock: stockMode === 'LIMITED' ? 20 : 7, listing: limited });
      const buyers = await Promise.all(Array.from({ length: 40 }, () => createBuyer(t, seller)));
      const answers = await Promise.all(buyers.map((buyer) => createOrderCall(t, buyer, orderBody(listing.id, { quantity: 1 }))));
      const codes = answers.map((answer) => answer.respCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(7);
      expect(codes.filter((code) => code !== 200).every((code) => code === ERROR_CODES.INSUFFICIENT_STOCK)).toBe(true);

      const reserved = await t.db
        .select()
        .from(cardUnits)
        .where(and(eq(cardUnits.cardId, card.id), eq(cardUnits.state, 'RESERVED')));
      const made = answers.filter((answer) => answer.respCode === 200).map((answer) => answer.data.id as string);
      expect(reserved).toHaveLength(7);
      expect(new Set(reserved.map((unit) => unit.reservedOrderId))).toEqual(new Set(made));
      expect(await countsOf(t, seller, card.id)).toMatchObject({ reserved: 7, listed: 0, free: stockMode === 'LIMITED' ? 13 : 0 });

      // The seller confirms them all at once: each order gets its own unit, once.
      await Promise.all(made.map((id) => confirmReceived(t, id, 1000n, { seller })));
      const units = await t.db.select().from(cardUnits).where(eq(cardUnits.cardId, card.id));
      const bought = units.filter((unit) => unit.ownerId !== seller.user.id);
      expect(bought).toHaveLength(7);
      expect(new Set(bought.map((unit) => unit.acquiredOrderId))).toEqual(new Set(made));
      expect(await countsOf(t, seller, card.id)).toMatchObject({ reserved: 0, sold: 7 });
      expect(await findStockCountMismatches(t.db)).toEqual([]);
    }, 60_000);
  }

  it('buyers of several units side by side, while the seller mints and retires and buyers cancel: every answer is 200 or 120035, and every unit is counted once', async () => {
    const { seller, card, listing } = await orderShop(t, { stock: 60 });
    const buyers = await Promise.all(Array.from({ length: 24 }, () => createBuyer(t, seller)));
    const first = await Promise.all(buyers.slice(0, 6).map((buyer) => buy(t, buyer, listing.id, 2)));
    const stock = (change: number) => as(t, seller, 'POST', '/api/product/stock/change', { cardId: card.id, change }, { 'idempotency-key': randomUUID() });
    const answers = await Promise.all([
      ...buyers.map((buyer, i) => createOrderCall(t, buyer, orderBody(listing.id, { quantity: 1 + (i % 4) }))),
      ...buyers.map((buyer, i) => createOrderCall(t, buyer, orderBody(listing.id, { quantity: 1 + ((i + 2) % 4) }))),
      stock(5),
      stock(-3),
      stock(4),
      ...first.slice(0, 3).map((order, i) => cancelCall(t, buyers[i]!, order.id)),
    ]);
    const refused = answers.filter((answer) => answer.respCode !== 200);
    // Only stock ran short: a retirement finds too few free units, or an order too few sellable ones.
    expect(refused.map((answer) => answer.respCode).filter((code) => code !== ERROR_CODES.INSUFFICIENT_STOCK)).toEqual([]);
    const units = await t.db.select().from(cardUnits).where(eq(cardUnits.cardId, card.id));
    const live = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.cardId, card.id), eq(orders.status, 'WAITINGPAYMENT')));
    const reserved = units.filter((unit) => unit.state === 'RESERVED');
    // Each open order holds exactly its quantity, no unit twice; the cancelled ones hold none.
    expect(reserved).toHaveLength(live.reduce((sum, order) => sum + order.quantity, 0));
    for (const order of live) expect(reserved.filter((unit) => unit.reservedOrderId === order.id)).toHaveLength(order.quantity);
    expect(await findStockCountMismatches(t.db)).toEqual([]);
  }, 60_000);

  it('the buyer cancelling while the sweep expires the order: cancelled once, its units back once', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 10 });
    const placed = await Promise.all(Array.from({ length: 5 }, () => buy(t, buyer, listing.id, 2)));
    t.clock.advance(DAY + 1000);
    const [cancels] = await Promise.all([Promise.all(placed.map((o) => cancelCall(t, buyer, o.id))), expireOrders(t.db, t.clock.now())]);
    expect(cancels.every((answer) => [200, ERROR_CODES.ORDER_NOT_CANCELLABLE].includes(answer.respCode))).toBe(true);
    for (const o of placed) {
      const moves = await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.toStatus, 'CANCELLED')));
      expect(moves).toHaveLength(1);
    }
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 10, reserved: 0 });
  }, 60_000);

  it('the seller confirming while the sweep expires: each order ends delivered or cancelled, never both', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 12 });
    const placed = await Promise.all(Array.from({ length: 6 }, () => buy(t, buyer, listing.id, 2)));
    t.clock.advance(DAY + 1000);
    const confirms = Promise.allSettled(placed.map((o) => confirmReceived(t, o.id, 2000n, { seller })));
    const [settled] = await Promise.all([confirms, expireOrders(t.db, t.clock.now())]);
    const statuses = await t.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.buyerId, buyer.user.id));
    const delivered = statuses.filter((row) => row.status === 'DELIVERED').length;
    expect(statuses.every((row) => row.status === 'DELIVERED' || row.status === 'CANCELLED')).toBe(true);
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(delivered);
    for (const result of settled) if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: ERROR_CODES.ILLEGAL_ORDER_STATE });
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 12 - 2 * delivered, reserved: 0, sold: 2 * delivered });
    // Read as units: when the sweep expired every order first, the buyer holds none and has no such card to ask about.
    const held = await t.db
      .select({ id: cardUnits.id })
      .from(cardUnits)
      .where(and(eq(cardUnits.cardId, card.id), eq(cardUnits.ownerId, buyer.user.id)));
    expect(held).toHaveLength(2 * delivered);
  }, 60_000);

  it('a follow that ends while the order is being made: the order waits for it and is refused (150004), nothing reserved', async () => {
    const { seller, buyer, card, listing } = await orderShop(t);
    const held = gate();
    const block = withTransaction(t.db, async (tx) => {
      await tx
        .update(follows)
        .set({ status: 'BLOCKED' })
        .where(and(eq(follows.storeId, seller.store.id), eq(follows.followerId, buyer.user.id)));
      await held.wait();
    });
    await held.reached;
    const ordering = createOrderCall(t, buyer, orderBody(listing.id), randomUUID());
    // The order has read the listing as visible and now waits for the follow row.
    for (;;) {
      const waiting = await t.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if ((waiting as unknown as { rows: Array<{ n: number }> }).rows[0].n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    held.release();
    await block;
    expect((await ordering).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect(await countsOf(t, seller, card.id)).toMatchObject({ free: 20, reserved: 0 });
  }, 60_000);
});
