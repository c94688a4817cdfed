// Property test: any sequence of orders made, cancelled, expired (the clock moves past the
// deadline), paid in part or in full (delivered), with the LIMITED listing unlisted and listed
// again in between, keeps every unit in exactly one place: the seller's free, reserved and listed
// units plus what buyers received equal what was minted; the reserved units are exactly those of
// the open orders; no unit is in two orders; and the stock counts equal the unit rows.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CreateOrderRequest } from '@panel/domain/contract/orders';
import { ERROR_CODES } from '@panel/domain/errors';
import { cardUnits, listings, orders, orderUnits } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { createBuyer, findStockCountMismatches, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { setListed } from '../listings/listings.service';
import { cancelOrder, createOrder, expireOrders } from './orders.service';
import { confirmReceived, countsOf, orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINTED = 12;
const DAY = 24 * 3_600_000;

type Command =
  | { kind: 'create'; buyer: number; n: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'expire' }
  | { kind: 'payPart'; pick: number; part: number }
  | { kind: 'payFull'; pick: number }
  | { kind: 'unlist' }
  | { kind: 'relist' };

const pick = fc.nat({ max: 20 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('create' as const), buyer: fc.nat({ max: 2 }), n: fc.integer({ min: 1, max: 6 }) }) },
  fc.record({ kind: fc.constant('cancel' as const), pick }),
  fc.constant({ kind: 'expire' as const }),
  fc.record({ kind: fc.constant('payPart' as const), pick, part: fc.integer({ min: 1, max: 99 }) }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payFull' as const), pick }) },
  fc.constant({ kind: 'unlist' as const }),
  fc.constant({ kind: 'relist' as const }),
);

type ModelOrder = {
  id: string;
  buyer: Actor;
  quantity: number;
  amount: bigint;
  paid: bigint;
  status: 'OPEN' | 'CANCELLED' | 'DELIVERED';
  fromListing: boolean;
};
/** What the seller's units and the listing must be after the commands so far. */
type Model = { free: number; listed: number; limited: number | null; isListed: boolean; delivered: number; orders: ModelOrder[] };

type Shop = Awaited<ReturnType<typeof orderShop>> & { buyers: Actor[]; mode: 'ALL' | 'LIMITED' };

/** Runs `action`; answers the catalogue code it failed with, or 200. */
async function codeOf(action: () => Promise<unknown>) {
  try {
    await action();
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

const open = (model: Model) => model.orders.filter((o) => o.status === 'OPEN');
const pickOpen = (model: Model, index: number) => open(model)[index % Math.max(1, open(model).length)];

/** Where an open order's units go when it ends unpaid: back to the listing while listed, else free (and remembered by an unlisted LIMITED listing). */
function release(model: Model, o: ModelOrder) {
  o.status = 'CANCELLED';
  if (o.fromListing && model.isListed) model.listed += o.quantity;
  else model.free += o.quantity;
  if (o.fromListing && !model.isListed) model.limited = (model.limited ?? 0) + o.quantity;
}

async function run(shop: Shop, model: Model, step: Command) {
  const { seller, listing } = shop;
  const now = t.clock.now();
  switch (step.kind) {
    case 'create': {
      const buyer = shop.buyers[step.buyer];
      const input = CreateOrderRequest.parse(orderBody(listing.id, { quantity: step.n }));
      let id = '';
      const code = await codeOf(async () => {
        id = (await withTransaction(t.db, (tx) => createOrder(tx, input, { userId: buyer.user.id, now, settings: { payWithinHours: 24 } }))).id;
      });
      if (!model.isListed) return expect(code).toBe(ERROR_CODES.PRODUCT_NOT_FOUND);
      const fromListing = shop.mode === 'LIMITED';
      const available = fromListing ? model.listed : model.free;
      if (step.n > available) return expect(code).toBe(ERROR_CODES.INSUFFICIENT_STOCK);
      expect(code).toBe(200);
      if (fromListing) model.listed -= step.n;
      else model.free -= step.n;
      model.orders.push({ id, buyer, quantity: step.n, amount: BigInt(step.n) * 1000n, paid: 0n, status: 'OPEN', fromListing });
      return;
    }
    case 'cancel': {
      const o = pickOpen(model, step.pick);
      if (!o) return;
      const code = await codeOf(() => withTransaction(t.db, (tx) => cancelOrder(tx, o.id, { userId: o.buyer.user.id, now })));
      if (o.paid > 0n) return expect(code).toBe(ERROR_CODES.ORDER_NOT_CANCELLABLE);
      expect(code).toBe(200);
      return release(model, o);
    }
    case 'expire': {
      t.clock.advance(DAY + 1000);
      await expireOrders(t.db, t.clock.now());
      for (const o of open(model)) if (o.paid === 0n) release(model, o);
      return;
    }
    case 'payPart': {
      const o = pickOpen(model, step.pick);
      if (!o || o.amount - o.paid < 2n) return;
      const part = ((o.amount - o.paid - 1n) * BigInt(step.part)) / 100n + 1n;
      expect(await confirmReceived(t, o.id, part, { seller })).toMatchObject({ status: 'WAITINGPAYMENT', paidMinor: o.paid + part });
      o.paid += part;
      return;
    }
    case 'payFull': {
      const o = pickOpen(model, step.pick);
      if (!o) return;
      expect(await confirmReceived(t, o.id, o.amount - o.paid, { seller })).toMatchObject({ status: 'DELIVERED', paidMinor: o.amount });
      o.paid = o.amount;
      o.status = 'DELIVERED';
      model.delivered += o.quantity;
      return;
    }
    case 'unlist': {
      await setListed(t.db, { id: listing.id, listed: false }, { userId: seller.user.id, now });
      if (model.isListed && shop.mode === 'LIMITED') {
        model.free += model.listed;
        model.limited = model.listed;
        model.listed = 0;
      }
      model.isListed = false;
      return;
    }
    case 'relist': {
      const code = await codeOf(() => setListed(t.db, { id: listing.id, listed: true }, { userId: seller.user.id, now }));
      if (model.isListed || shop.mode === 'ALL') {
        model.isListed = true;
        return expect(code).toBe(200);
      }
      if (model.limited! > model.free) return expect(code).toBe(ERROR_CODES.INSUFFICIENT_STOCK);
      expect(code).toBe(200);
      model.free -= model.limited!;
      model.listed = model.limited!;
      // The units open orders hold come back to the listing: they count in its quantity too.
      model.limited! += open(model)
        .filter((o) => o.fromListing)
        .reduce((sum, o) => sum + o.quantity, 0);
      model.isListed = true;
      return;
    }
  }
}

async function checkInvariants(shop: Shop, model: Model) {
  const { seller, card, listing } = shop;
  const reservedOpen = open(model).reduce((sum, o) => sum + o.quantity, 0);
  const counts = await countsOf(t, seller, card.id);
  expect({ free: counts.free, listed: counts.listed, reserved: counts.reserved, sold: counts.sold, minted: counts.minted }).toEqual({
    free: model.free,
    listed: model.listed,
    reserved: reservedOpen,
    sold: model.delivered,
    minted: MINTED,
  });
  // Every minted unit is in one place: the seller's free, reserved or listed units, or a buyer's.
  const held = await t.db
    .select({ ownerId: cardUnits.ownerId, units: sql<number>`count(*)`.mapWith(Number) })
    .from(cardUnits)
    .where(eq(cardUnits.cardId, card.id))
    .groupBy(cardUnits.ownerId);
  const toBuyers = held.filter((row) => row.ownerId !== seller.user.id).reduce((sum, row) => sum + row.units, 0);
  expect(counts.free + counts.reserved + counts.listed + toBuyers).toBe(MINTED);
  for (const buyer of shop.buyers) {
    const bought = model.orders.filter((o) => o.buyer === buyer && o.status === 'DELIVERED').reduce((sum, o) => sum + o.quantity, 0);
    expect(held.find((row) => row.ownerId === buyer.user.id)?.units ?? 0).toBe(bought);
  }

  // Each order holds exactly its units: reserved while open, delivered once paid, none otherwise.
  const ids = model.orders.map((o) => o.id);
  if (ids.length > 0) {
    const reserved = await t.db
      .select({ orderId: cardUnits.reservedOrderId, units: sql<number>`count(*)`.mapWith(Number) })
      .from(cardUnits)
      .where(and(eq(cardUnits.cardId, card.id), eq(cardUnits.state, 'RESERVED')))
      .groupBy(cardUnits.reservedOrderId);
    const delivered = await t.db
      .select({
        orderId: orderUnits.orderId,
        units: sql<number>`count(*)`.mapWith(Number),
        distinct: sql<number>`count(distinct ${orderUnits.unitId})`.mapWith(Number),
      })
      .from(orderUnits)
      .where(inArray(orderUnits.orderId, ids))
      .groupBy(orderUnits.orderId);
    const statuses = await t.db.select({ id: orders.id, status: orders.status, paid: orders.paidMinor }).from(orders).where(inArray(orders.id, ids));
    for (const o of model.orders) {
      expect(reserved.find((row) => row.orderId === o.id)?.units ?? 0).toBe(o.status === 'OPEN' ? o.quantity : 0);
      expect(delivered.find((row) => row.orderId === o.id)?.units ?? 0).toBe(o.status === 'DELIVERED' ? o.quantity : 0);
      const expected = { OPEN: 'WAITINGPAYMENT', CANCELLED: 'CANCELLED', DELIVERED: 'DELIVERED' }[o.status];
      expect(statuses.find((row) => row.id === o.id)).toEqual({ id: o.id, status: expected, paid: o.paid });
    }
    // No unit delivered by two orders.
    const [twice] = await t.db
      .select({ units: sql<number>`count(*) - count(distinct ${orderUnits.unitId})`.mapWith(Number) })
      .from(orderUnits)
      .where(inArray(orderUnits.orderId, ids));
    expect(twice.units).toBe(0);
  }
  expect(await findStockCountMismatches(t.db)).toEqual([]);
  const [row] = await t.db.select({ limited: listings.limitedQuantity, listed: listings.listed }).from(listings).where(eq(listings.id, listing.id));
  expect(row).toEqual({ limited: shop.mode === 'LIMITED' ? model.limited : null, listed: model.isListed });
}

describe('order invariants under random sequences', () => {
  it('keep every unit in one place: free + reserved + listed + delivered = minted, reserved = open orders, one order per unit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('ALL' as const, 'LIMITED' as const), fc.array(command, { minLength: 1, maxLength: 14 }), async (mode, steps) => {
        const limited = mode === 'LIMITED' ? { stockMode: mode, limitedQuantity: 9 } : { stockMode: mode };
        const shop = await orderShop(t, { stock: MINTED, listing: { ...limited, tiers: [{ minCount: 1, wholesalePrice: '10', retailPrice: '15' }] } });
        const full: Shop = { ...shop, mode, buyers: [shop.buyer, await createBuyer(t, shop.seller), await createBuyer(t, shop.seller)] };
        const model: Model = {
          free: mode === 'LIMITED' ? MINTED - 9 : MINTED,
          listed: mode === 'LIMITED' ? 9 : 0,
          limited: mode === 'LIMITED' ? 9 : null,
          isListed: true,
          delivered: 0,
          orders: [],
        };
        for (const step of steps) {
          await run(full, model, step);
          await checkInvariants(full, model);
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
