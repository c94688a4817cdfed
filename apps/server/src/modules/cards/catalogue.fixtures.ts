// Test factories for the card, stock, listing and mall API tests (imported by *.test.ts only).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CreateCardRequest } from '@panel/domain/contract/cards';
import { CreateListingRequest } from '@panel/domain/contract/listings';
import { quotePrice } from '@panel/domain/pricing';
import { cards, cardUnits, follows, listings, orderUnits } from '../../db/schema';
import type { Db } from '../../db/client';
import type { TestApp } from '../../../test/app';
import { cardInput, createFollowingBuyer, createSeller as createSellerAccount, recordUpload, type SellerOptions } from '../../../test/factories';
import { actorOf, as, createActor, type Actor } from '../follows/follows.fixtures';
import { createListing as createListingRow, discountOf, findTiers } from '../listings/listings.service';
import { confirmPayment } from '../orders/order-payment';
import { placeOrder } from '../orders/orders.service';
import { lockCard } from './cards.service';
import { withTransaction } from '../../db/transaction';

export { as, type Actor };

/**
 * A seller with a session and a usable store (name and avatar), with `stock` a card holding that
 * many minted units; with `usable: false` a store still being set up (and no card).
 */
export async function createSeller(t: TestApp, { usable = true, ...options }: SellerOptions & { usable?: boolean } = {}) {
  if (!usable) return { ...(await createActor(t, { user: options.user })), card: null };
  const seller = await createSellerAccount(t, options);
  return { ...(await actorOf(t, seller)), card: seller.card };
}

/** Records a product picture uploaded by the actor (the file itself is not needed by the catalogue). */
export const uploadPicture = (t: TestApp, actor: Actor, options: Parameters<typeof recordUpload>[2] = {}) => recordUpload(t, actor.user.id, options);

/** A card of the actor's store through the API, with every dimension set; answers the card. */
export async function createCard(t: TestApp, actor: Actor, overrides: Partial<CreateCardRequest> = {}) {
  const picture = overrides.picture ?? (await uploadPicture(t, actor));
  const body = await as(t, actor, 'POST', '/api/product/card', cardInput({ picture, ...overrides }));
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return body.data as { id: string; code: string; picture: string; counts: Record<string, number | null> };
}

/** Changes a card's stock through the API; answers the envelope. */
/** +N / -N through the API, each with an Idempotency-Key of its own (pass `key` to retry one). */
export const changeStock = (t: TestApp, actor: Actor, cardId: string, change: number, key: string = randomUUID()) =>
  as(t, actor, 'POST', '/api/product/stock/change', { cardId, change }, { 'idempotency-key': key });

/** A listing request with two tiers (1 -> 10/15, 10 -> 8/12.5), ALL stock, visible to everyone. */
export const listingInput = (cardId: string, picture: string, overrides: Partial<CreateListingRequest> = {}): CreateListingRequest => ({
  cardId,
  name: 'Gold 30 days',
  picture,
  tiers: [
    { minCount: 1, wholesalePrice: '10', retailPrice: '15' },
    { minCount: 10, wholesalePrice: '8', retailPrice: '12.50' },
  ],
  discount: '0',
  maxPerPurchase: 100,
  currency: 'USD',
  paymentMethods: ['OFFLINE', 'VCOIN'],
  paymentCurrencies: ['USD'],
  stockMode: 'ALL',
  visibility: 'EVERYONE',
  listed: true,
  ...overrides,
});

/** Creates a listing through the API and expects success; answers it. */
export async function createListing(t: TestApp, actor: Actor, input: CreateListingRequest) {
  const body = await as(t, actor, 'POST', '/api/product/listing', input);
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return body.data as { id: string; stock: number; listed: boolean };
}

/** A buyer whose follow of the seller's store is in `status` (ACCEPTED by default). */
export async function createBuyer(t: TestApp, seller: Actor, status: 'ACCEPTED' | 'PENDING' | 'BLOCKED' | null = 'ACCEPTED') {
  if (status === 'ACCEPTED') return actorOf(t, await createFollowingBuyer(t, seller));
  const buyer = await createActor(t);
  if (status) await t.db.insert(follows).values({ storeId: seller.store.id, followerId: buyer.user.id, status, decidedAt: status === 'PENDING' ? null : t.clock.now() });
  return buyer;
}

/** Sets the relation of a buyer and a store (as the follow calls would). */
export async function setFollow(t: TestApp, buyer: Actor, seller: Actor, status: 'ACCEPTED' | 'BLOCKED' | null) {
  const pair = and(eq(follows.storeId, seller.store.id), eq(follows.followerId, buyer.user.id));
  await t.db.delete(follows).where(pair);
  if (status) await t.db.insert(follows).values({ storeId: seller.store.id, followerId: buyer.user.id, status, decidedAt: new Date() });
}

type Party = { user: { id: string } };

/** The seller's listing of the card: the one given, the store's existing one, or a new listed ALL listing of it. */
async function listingToSell(t: TestApp, cardId: string, seller: Party, listingId?: string) {
  if (listingId) return listingId;
  const [existing] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.cardId, cardId), sql`${listings.storeId} in (select id from stores where owner_id = ${seller.user.id})`));
  if (existing) return existing.id;
  const [card] = await t.db.select({ picture: cards.picture }).from(cards).where(eq(cards.id, cardId));
  const input = CreateListingRequest.parse(listingInput(cardId, card.picture, { paymentMethods: ['OFFLINE'] }));
  return (await createListingRow(t.db, input, { userId: seller.user.id, now: t.clock.now() })).id;
}

/**
 * Sells units from seller to buyer through a real order, as a paid offline order ends: the order
 * on the seller's listing of the card (see listingToSell) reserves them, the seller confirms the
 * whole amount, and they are delivered. The buyer's follow and the listing's visibility are not
 * asked: this sets a test's world up. Answers the card numbers delivered; 120035 when the listing
 * has too few.
 */
export async function deliver(t: TestApp, { cardId, seller, buyer, quantity, listingId }: { cardId: string; seller: Party; buyer: Party; quantity: number; listingId?: string }) {
  const sellFrom = await listingToSell(t, cardId, seller, listingId);
  const now = t.clock.now();
  return withTransaction(t.db, async (tx) => {
    const card = await lockCard(tx, cardId);
    const [listing] = await tx.select().from(listings).where(eq(listings.id, sellFrom));
    if (!card || !listing) throw new Error('deliver: no such card or listing');
    const tiers = (await findTiers(tx, [listing.id])).get(listing.id) ?? [];
    const unitPrice = quotePrice({ tiers, discount: discountOf(listing), quantity })?.unitPrice ?? tiers[0].wholesalePrice;
    const payment = { type: 'OFFLINE' as const, currency: listing.currency };
    const order = await placeOrder(tx, { listing, card, sellerId: seller.user.id, buyerId: buyer.user.id, quantity, unitPrice, payment, payBy: now, now });
    await confirmPayment(tx, order, { receivedMinor: order.amountMinor, actor: 'SELLER', userId: seller.user.id, reason: 'CONFIRMED_WITHOUT_VOUCHER', now });
    const units = await tx
      .select({ cardNumber: cardUnits.cardNumber })
      .from(orderUnits)
      .innerJoin(cardUnits, eq(cardUnits.id, orderUnits.unitId))
      .where(eq(orderUnits.orderId, order.id))
      .orderBy(asc(cardUnits.cardNumber));
    return units.map((unit) => unit.cardNumber);
  });
}

/**
 * Every stock count row against a count of the units it stands for, in both directions: the
 * counts the screens read must equal the unit rows, whatever moved them. Answers the mismatches.
 */
export async function findStockCountMismatches(db: Db) {
  const result = await db.execute(sql`
    with actual as (select card_id, owner_id, state, status, count(*)::bigint as units from card_units group by 1, 2, 3, 4)
    select coalesce(a.card_id, c.card_id) as card_id, coalesce(a.owner_id, c.owner_id) as owner_id,
           coalesce(a.state, c.state) as state, coalesce(a.status, c.status) as status,
           coalesce(a.units, 0)::int as actual, coalesce(c.units, 0)::int as counted
    from actual a full join stock_counts c using (card_id, owner_id, state, status)
    where coalesce(a.units, 0) <> coalesce(c.units, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}
