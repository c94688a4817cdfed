// Test factories for the card, stock, listing and mall API tests (imported by *.test.ts only).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CreateCardRequest } from '@panel/domain/contract/cards';
import type { CreateListingRequest } from '@panel/domain/contract/listings';
import { follows } from '../../db/schema';
import type { Db } from '../../db/client';
import type { TestApp } from '../../../test/app';
import { cardInput, createFollowingBuyer, createSeller as createSellerAccount, recordUpload, type SellerOptions } from '../../../test/factories';
import { actorOf, as, createActor, type Actor } from '../follows/follows.fixtures';
import { transferUnits } from '../stock/stock.service';
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

/** Delivers units from seller to buyer as the order work will (a made-up order id). */
export const deliver = (t: TestApp, { cardId, seller, buyer, quantity, listingId }: { cardId: string; seller: Actor; buyer: Actor; quantity: number; listingId?: string }) =>
  withTransaction(t.db, (tx) => transferUnits(tx, { cardId, sellerId: seller.user.id, buyerId: buyer.user.id, quantity, orderId: randomUUID(), listingId, now: t.clock.now() }));

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
