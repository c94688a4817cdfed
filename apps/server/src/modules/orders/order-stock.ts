// An order's units (design/domain.md "The reseller chain and stock", decision 010): reserved from
// the seller when the order is made, released when it is cancelled or expires, delivered to the
// buyer when it is paid. Each runs under the card row lock every stock change takes, so a unit is
// never reserved twice nor delivered twice. Lock order: the order, then its card, then its listing.
import { and, eq, sql } from 'drizzle-orm';
import { cardMovements, cardUnits, follows, listings, orderUnits } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { lockCard } from '../cards/cards.public';
import { moveOrder, type Order } from './order-state';

type Listing = typeof listings.$inferSelect;

/** The units a listing sells from: a LIMITED listing's set-aside units, else the seller's free ones. */
export const sellableUnits = (listing: Pick<Listing, 'id' | 'cardId' | 'stockMode'>, sellerId: string) =>
  listing.stockMode === 'LIMITED'
    ? and(eq(cardUnits.listingId, listing.id), eq(cardUnits.ownerId, sellerId), eq(cardUnits.state, 'LISTED'), eq(cardUnits.status, 'NORMAL'))
    : and(eq(cardUnits.cardId, listing.cardId), eq(cardUnits.ownerId, sellerId), eq(cardUnits.state, 'FREE'), eq(cardUnits.status, 'NORMAL'));

/**
 * Gives an open order's reserved units back: the ones set aside for its listing return to it when
 * it is still LIMITED and listed; every other one becomes free. A LIMITED listing that is unlisted
 * remembers what is left to set aside again (listings.service setListed), so its units that come
 * back are added to its limitedQuantity. Answers how many came back.
 */
export async function releaseUnits(tx: Tx, order: Order): Promise<number> {
  await lockCard(tx, order.cardId);
  const [listing] = await tx.select().from(listings).where(eq(listings.id, order.listingId)).for('update');
  const held = and(eq(cardUnits.reservedOrderId, order.id), eq(cardUnits.state, 'RESERVED'));
  const ofListing = and(held, eq(cardUnits.listingId, order.listingId));
  const limited = listing?.stockMode === 'LIMITED';
  const free = { state: 'FREE', reservedOrderId: null, listingId: null } as const;
  // The units set aside for the listing go back to it while it is listed (LIMITED).
  const own = await tx
    .update(cardUnits)
    .set(limited && listing.listed ? { state: 'LISTED', reservedOrderId: null } : free)
    .where(ofListing)
    .returning({ id: cardUnits.id });
  if (limited && !listing.listed && own.length > 0) {
    await tx
      .update(listings)
      .set({ limitedQuantity: sql`coalesce(${listings.limitedQuantity}, 0) + ${own.length}` })
      .where(eq(listings.id, listing.id));
  }
  const others = await tx.update(cardUnits).set(free).where(held).returning({ id: cardUnits.id });
  return own.length + others.length;
}

/**
 * Delivers a paid order (PAYMENTSUCCESS or DELIVERING): its reserved units become the buyer's
 * (free, out of any listing, acquired through this order), recorded in order_units; the seller's
 * history gets SOLD and the buyer's BOUGHT with the first and last card number; the buyer's follow
 * of the store gets its purchase dates; the order becomes DELIVERED. The reserved units are
 * exactly the order's quantity, or nothing is written (the transaction rolls back).
 */
export async function deliverOrder(tx: Tx, order: Order, now: Date): Promise<Order> {
  await lockCard(tx, order.cardId);
  // One statement whatever the quantity: the units change hands and are recorded in order_units,
  // answering how many and the first and last card number (in code-point order, as JavaScript sorts).
  const result = await tx.execute(sql`
    with moved as (
      update ${cardUnits}
      set owner_id = ${order.buyerId}::uuid, state = 'FREE', listing_id = null, reserved_order_id = null, acquired_order_id = ${order.id}::uuid, acquired_at = ${now.toISOString()}::timestamptz
      where reserved_order_id = ${order.id}::uuid and state = 'RESERVED'
      returning id, card_number
    ), recorded as (
      insert into ${orderUnits} (order_id, unit_id) select ${order.id}::uuid, id from moved returning unit_id
    )
    select (select count(*)::int from recorded) as units, min(card_number collate "C") as first, max(card_number collate "C") as last from moved`);
  const [moved] = (result as unknown as { rows: Array<{ units: number; first: string | null; last: string | null }> }).rows;
  if (Number(moved.units) !== order.quantity) throw new Error(`Order ${order.id} holds ${moved.units} units for a quantity of ${order.quantity}`);
  await recordMovements(tx, order, [moved.first!, moved.last!], now);
  await tx
    .update(follows)
    .set({ firstPurchaseAt: sql`coalesce(${follows.firstPurchaseAt}, ${now.toISOString()}::timestamptz)`, lastPurchaseAt: now })
    .where(and(eq(follows.storeId, order.storeId), eq(follows.followerId, order.buyerId)));
  return moveOrder(tx, order, 'DELIVERED', { actor: 'SYSTEM', userId: null, reason: 'DELIVERED', now, set: { completedAt: now } });
}

/** SOLD in the seller's history and BOUGHT in the buyer's, with the order and the range of card numbers. */
async function recordMovements(tx: Tx, order: Order, numbers: string[], now: Date) {
  const common = {
    cardId: order.cardId,
    quantity: order.quantity,
    orderId: order.id,
    firstCardNumber: numbers[0],
    lastCardNumber: numbers[numbers.length - 1],
    createdAt: now,
  };
  await tx.insert(cardMovements).values([
    { ...common, userId: order.sellerId, kind: 'SOLD', operatorId: order.sellerId, counterpartyId: order.buyerId },
    { ...common, userId: order.buyerId, kind: 'BOUGHT', operatorId: order.buyerId, counterpartyId: order.sellerId },
  ]);
}
