// Listings: a store's offer of one of its cards (spec sections 3, 5 and 6; design/domain.md
// "Listing"). One per (store, card) (120027). A LIMITED listing sets free units aside (state
// LISTED) while it is listed; an ALL listing sells the seller's free units as they are. Every
// change locks the card row first, then the listing row, then units: the same order as the stock
// changes, so a unit is never set aside twice. Buyers see listings only through visibleTo(), a SQL
// condition, so a hidden listing never leaves the database for them. See
// docs/decisions/006-catalogue.md.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PageRequest } from '@panel/domain/contract/envelope';
import { UNION_GOODS_DENIED_CODE } from '@panel/domain/contract/cards';
import {
  checkListingRules,
  LOW_STOCK_DEFAULT,
  type CreateListing,
  type ListingResponse,
  type ListingSummary,
  type ListingUser,
  type ListingVisibility,
  type MyListingsResponse,
  type UpdateListing,
} from '@panel/domain/contract/listings';
import type { CardType, PaymentType, StockMode } from '@panel/domain/constants';
import { fromMinor, toMinor } from '@panel/domain/money';
import { minimumQuantity, normalizeTiers, PRICE_SCALE, type PriceTier } from '@panel/domain/pricing';
import type { Db } from '../../db/client';
import type { Param } from '../../db/prepared';
import { cards, cardUnits, follows, listingAudience, listings, listingTiers, stores, users } from '../../db/schema';
import { AppError } from '../../errors';
import { assertPicture, catalogueNoPermission, getOwnStore, isHolder, lockCard, type Card } from '../cards/cards.public';
import { escapeLike, isUsableStore } from '../stores/stores.public';
import { countFree, listingStockOf, moveUnits } from '../stock/stock.public';
import { checkOfflinePayable } from '../offline-payments/offline-payments.public';
import { withTransaction, type Tx } from '../../db/transaction';

type Listing = typeof listings.$inferSelect;
type Store = typeof stores.$inferSelect;
type Caller = { userId: string };
type CallerAt = { userId: string; now: Date };

const offset = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;

// --- SQL shared with the mall ----------------------------------------------------------------

/** The user id of the listing's seller (its store's owner), for correlated subqueries. */
const sellerOf = sql`(select s.owner_id from ${stores} s where s.id = ${listings.storeId})`;

/** listingStockOf with the seller read from the listing's store. */
export const listingStock = listingStockOf(sellerOf);

/**
 * The listings open to a buyer, as a SQL condition on `listings`: listed, and EVERYONE, OPEN_TO
 * with the buyer chosen, or BLOCKED_FOR without. It says nothing of the follow: a query that picks
 * the store the buyer follows (ACCEPTED) may use it alone; every other one uses visibleTo.
 */
export function openTo(userId: Param): SQL {
  const chosen = sql`exists (select 1 from ${listingAudience} a where a.listing_id = ${listings.id} and a.user_id = ${userId})`;
  return sql`(${listings.listed} = true and (${listings.visibility} = 'EVERYONE' or (${listings.visibility} = 'OPEN_TO' and ${chosen}) or (${listings.visibility} = 'BLOCKED_FOR' and not ${chosen})))`;
}

/**
 * The listings a buyer may see, as a SQL condition on `listings`: of a store the buyer follows
 * (ACCEPTED, so never a blocked buyer) and open to them (openTo). Every buyer query (mall list,
 * store list, detail, and the order work) filters with it, so a hidden listing is never read for
 * that buyer at all.
 */
export function visibleTo(userId: Param): SQL {
  const following = sql`exists (select 1 from ${follows} f where f.store_id = ${listings.storeId} and f.follower_id = ${userId} and f.status = 'ACCEPTED')`;
  return sql`(${following} and ${openTo(userId)})`;
}

/** The price tiers of listings, by listing id, lowest minimum count first, as decimal strings. */
export async function findTiers(db: Db, listingIds: string[]): Promise<Map<string, PriceTier[]>> {
  const byListing = new Map<string, PriceTier[]>(listingIds.map((id) => [id, []]));
  if (listingIds.length === 0) return byListing;
  const rows = await db.select().from(listingTiers).where(inArray(listingTiers.listingId, listingIds)).orderBy(listingTiers.listingId, listingTiers.minCount);
  for (const row of rows) {
    byListing.get(row.listingId)?.push({
      minCount: row.minCount,
      wholesalePrice: fromMinor(row.wholesaleMinor, PRICE_SCALE),
      retailPrice: fromMinor(row.retailMinor, PRICE_SCALE),
    });
  }
  return byListing;
}

/** A listing's price tiers as a column (JSON, lowest minimum count first), so a page of listings reads its tiers in the same query. */
export const listingTiersJson = sql<
  [number, string, string][]
>`(select coalesce(json_agg(json_build_array(t.min_count, t.wholesale_minor::text, t.retail_minor::text) order by t.min_count), '[]'::json)
  from ${listingTiers} t where t.listing_id = ${listings.id})`;

/** The tiers of listingTiersJson, as decimal strings. */
export const tiersFromJson = (rows: [number, string, string][]): PriceTier[] =>
  rows.map(([minCount, wholesaleMinor, retailMinor]) => ({
    minCount,
    wholesalePrice: fromMinor(BigInt(wholesaleMinor), PRICE_SCALE),
    retailPrice: fromMinor(BigInt(retailMinor), PRICE_SCALE),
  }));

/** The overall discount of a listing as a decimal percent string ('12.50'). */
export const discountOf = (listing: Pick<Listing, 'discountBp'>) => fromMinor(BigInt(listing.discountBp), PRICE_SCALE);

// --- The seller's view -----------------------------------------------------------------------

const selectListings = (db: Db) =>
  db
    .select({
      listing: listings,
      card: { id: cards.id, type: cards.type, name: cards.name, picture: cards.picture, brand: cards.brand, originStoreId: cards.originStoreId },
      stock: listingStock,
      userCount: sql<number>`(select count(*) from ${listingAudience} a where a.listing_id = ${listings.id})`.mapWith(Number),
    })
    .from(listings)
    .innerJoin(cards, eq(cards.id, listings.cardId));

type ListingRow = Awaited<ReturnType<ReturnType<typeof selectListings>['execute']>>[number];

function presentSummary(row: ListingRow, tiers: PriceTier[]): ListingSummary {
  const { listing, card } = row;
  const minPerPurchase = minimumQuantity(tiers);
  return {
    id: listing.id,
    card: {
      id: card.id,
      type: card.type as CardType,
      name: card.name,
      picture: card.picture,
      brand: card.brand,
      union: card.originStoreId !== listing.storeId,
    },
    name: listing.name,
    picture: listing.picture,
    tiers,
    discount: discountOf(listing),
    minPerPurchase,
    maxPerPurchase: listing.maxPerPurchase,
    currency: listing.currency,
    paymentMethods: listing.paymentMethods as PaymentType[],
    paymentCurrencies: listing.paymentCurrencies,
    onlinePolicyAccepted: listing.onlinePolicyAcceptedAt !== null,
    stockMode: listing.stockMode as StockMode,
    limitedQuantity: listing.limitedQuantity,
    stock: row.stock,
    outOfStock: row.stock < minPerPurchase,
    lowStockThreshold: listing.lowStockThreshold,
    // As the low-stock event counts: a listed listing whose units for sale are under its threshold (never with 0).
    lowStock: listing.listed && row.stock < listing.lowStockThreshold,
    visibility: listing.visibility as ListingVisibility,
    userCount: row.userCount,
    listed: listing.listed,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}

async function findAudience(db: Db, listingId: string): Promise<ListingUser[]> {
  return db
    .select({ id: users.id, uid: users.uid, nickname: users.nickname, avatar: users.avatar })
    .from(listingAudience)
    .innerJoin(users, eq(users.id, listingAudience.userId))
    .where(eq(listingAudience.listingId, listingId))
    .orderBy(users.nickname, users.id);
}

/** One of the caller's listings with its chosen users; 120008 for anyone else's (or an unknown id). */
export async function getMyListing(db: Db, { id }: { id: string }, { userId }: Caller): Promise<ListingResponse> {
  const store = await getOwnStore(db, userId);
  const [row] = await selectListings(db).where(and(eq(listings.id, id), eq(listings.storeId, store.id)));
  if (!row) throw catalogueNoPermission();
  const tiers = await findTiers(db, [id]);
  return { ...presentSummary(row, tiers.get(id) ?? []), users: await findAudience(db, id) };
}

/** The caller's listings, listed and unlisted (or one of them), by name or card name, newest first. */
export async function findMyListings(
  db: Db,
  { listed, keyword, ...page }: PageRequest & { listed?: boolean; keyword?: string },
  { userId }: Caller,
): Promise<MyListingsResponse> {
  const store = await getOwnStore(db, userId);
  const where = and(
    eq(listings.storeId, store.id),
    listed === undefined ? undefined : eq(listings.listed, listed),
    keyword ? or(ilike(listings.name, `%${escapeLike(keyword)}%`), ilike(cards.name, `%${escapeLike(keyword)}%`)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(listings).innerJoin(cards, eq(cards.id, listings.cardId)).where(where);
  const rows = await selectListings(db).where(where).orderBy(desc(listings.createdAt), desc(listings.id)).limit(page.pageSize).offset(offset(page));
  const tiers = await findTiers(
    db,
    rows.map((row) => row.listing.id),
  );
  return { list: rows.map((row) => presentSummary(row, tiers.get(row.listing.id) ?? [])), total, ...page };
}

// --- Changes ---------------------------------------------------------------------------------

function assertRules(input: UpdateListing) {
  const broken = checkListingRules(input);
  if (broken) throw new AppError(broken.code, { field: broken.field, rule: broken.rule });
}

/**
 * May this store list this card? Its own card always (a store still being set up may prepare its
 * shelf: nobody can follow it, so nobody sees it). A card of another store (union goods) only if
 * the caller holds or held units of it (120008 otherwise) and only with the SELLER role, a usable
 * store (120018 otherwise). See docs/decisions/006-catalogue.md.
 */
async function assertMayList(tx: Db, card: Card | undefined, store: Store, userId: string): Promise<Card> {
  if (!card) throw catalogueNoPermission();
  if (card.originStoreId === store.id) return card;
  if (!(await isHolder(tx, card.id, userId))) throw catalogueNoPermission();
  if (!isUsableStore(store)) throw new AppError(UNION_GOODS_DENIED_CODE, { reason: 'UNION_GOODS_ROLE' });
  return card;
}

/**
 * The chosen users must be followers (ACCEPTED) of the store; anything else is 4001 on userIds
 * (data.userIds lists them). On an edit, users already chosen are kept even if they no longer
 * follow (the form sends them back; visibleTo needs a follow anyway, so they see nothing).
 */
async function assertAudience(tx: Db, storeId: string, input: UpdateListing, listingId?: string): Promise<string[]> {
  if (input.visibility === 'EVERYONE') return [];
  const ids = [...new Set(input.userIds)];
  const followers = await tx
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.storeId, storeId), eq(follows.status, 'ACCEPTED'), inArray(follows.followerId, ids)));
  const chosen = listingId
    ? await tx
        .select({ id: listingAudience.userId })
        .from(listingAudience)
        .where(and(eq(listingAudience.listingId, listingId), inArray(listingAudience.userId, ids)))
    : [];
  const known = new Set([...followers, ...chosen].map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'userIds', reason: 'NOT_FOLLOWER', userIds: unknown });
  return ids;
}

/** Gives back a LIMITED listing's set-aside units (LISTED -> FREE); answers how many. */
async function releaseUnits(tx: Tx, listingId: string): Promise<number> {
  const released = await tx
    .update(cardUnits)
    .set({ state: 'FREE', listingId: null })
    .where(and(eq(cardUnits.listingId, listingId), eq(cardUnits.state, 'LISTED')))
    .returning({ id: cardUnits.id });
  return released.length;
}

/** A LIMITED listing's units that open orders hold (RESERVED, still the listing's). */
async function countReserved(tx: Tx, listingId: string): Promise<number> {
  const [row] = await tx
    .select({ units: count() })
    .from(cardUnits)
    .where(and(eq(cardUnits.listingId, listingId), eq(cardUnits.state, 'RESERVED')));
  return row.units;
}

/** Sets `quantity` of the seller's free units aside for a LIMITED listing; 120035 (with data.free) when fewer are free. */
async function setAsideUnits(tx: Tx, { card, listingId, sellerId, quantity }: { card: Card; listingId: string; sellerId: string; quantity: number }) {
  const free = await countFree(tx, card.id, sellerId);
  if (free < quantity) throw new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { field: 'limitedQuantity', free });
  const moved = await moveUnits(tx, {
    where: and(eq(cardUnits.cardId, card.id), eq(cardUnits.ownerId, sellerId), eq(cardUnits.state, 'FREE'), eq(cardUnits.status, 'NORMAL')),
    quantity,
    set: { state: 'LISTED', listingId },
  });
  if (moved.length !== quantity) throw new Error('Free units changed under the card lock');
}

const listingValues = (input: UpdateListing, card: Card, now: Date) => {
  const limited = input.stockMode === 'LIMITED';
  return {
    name: input.name,
    picture: input.picture,
    discountBp: Number(toMinor(input.discount, PRICE_SCALE)),
    maxPerPurchase: input.maxPerPurchase,
    currency: input.currency ?? card.defaultCurrency,
    paymentMethods: [...new Set(input.paymentMethods)],
    paymentCurrencies: [...new Set(input.paymentCurrencies)],
    onlinePolicyAcceptedAt: input.onlinePolicyAccepted ? now : null,
    stockMode: input.stockMode,
    limitedQuantity: limited ? input.limitedQuantity : null,
    visibility: input.visibility,
    listed: input.listed,
    // Absent on an edit: the saved threshold stays (a new listing takes LOW_STOCK_DEFAULT, see createListing).
    ...(input.lowStockThreshold === undefined ? {} : { lowStockThreshold: input.lowStockThreshold }),
    updatedAt: now,
  };
};

async function writeTiersAndAudience(tx: Db, listingId: string, input: UpdateListing, audience: string[]) {
  await tx.delete(listingTiers).where(eq(listingTiers.listingId, listingId));
  await tx.insert(listingTiers).values(
    normalizeTiers(input.tiers).map((tier) => ({
      listingId,
      minCount: tier.minCount,
      wholesaleMinor: toMinor(tier.wholesalePrice, PRICE_SCALE),
      retailMinor: toMinor(tier.retailPrice, PRICE_SCALE),
    })),
  );
  await tx.delete(listingAudience).where(eq(listingAudience.listingId, listingId));
  if (audience.length > 0) await tx.insert(listingAudience).values(audience.map((userId) => ({ listingId, userId })));
}

/**
 * Lists a card of the caller's store, or union goods (see assertMayList). The rules of
 * checkListingRules first; then one listing per card (120027), the picture (the card's, or an
 * image the caller uploaded), the chosen users (followers), and for a listed LIMITED listing the
 * units set aside (120035 when not enough are free). One transaction under the card lock.
 */
export async function createListing(db: Db, input: CreateListing, { userId, now }: CallerAt): Promise<ListingResponse> {
  assertRules(input);
  const store = await getOwnStore(db, userId);
  const id = await withTransaction(db, async (tx) => {
    const card = await assertMayList(tx, await lockCard(tx, input.cardId), store, userId);
    await checkOfflinePayable(tx, store.id, input.paymentMethods, 'paymentMethods');
    const [existing] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.storeId, store.id), eq(listings.cardId, card.id)));
    if (existing) throw new AppError(ERROR_CODES.ONE_PRODUCT_PER_CARD, { listingId: existing.id });
    await assertPicture(tx, { key: input.picture, userId, allowed: [card.picture] });
    const audience = await assertAudience(tx, store.id, input);
    const [listing] = await tx
      .insert(listings)
      .values({ storeId: store.id, cardId: card.id, lowStockThreshold: LOW_STOCK_DEFAULT, ...listingValues(input, card, now), createdAt: now })
      .returning();
    await writeTiersAndAudience(tx, listing.id, input, audience);
    if (listing.listed && listing.stockMode === 'LIMITED') {
      await setAsideUnits(tx, { card, listingId: listing.id, sellerId: userId, quantity: listing.limitedQuantity ?? 0 });
    }
    return listing.id;
  });
  return getMyListing(db, { id }, { userId });
}

/** Reads and locks one of the caller's listings after locking its card (the fixed lock order); 120008 for anyone else's. */
async function lockMyListing(tx: Tx, id: string, store: Store): Promise<{ listing: Listing; card: Card }> {
  const [peek] = await tx.select({ cardId: listings.cardId, storeId: listings.storeId }).from(listings).where(eq(listings.id, id));
  if (!peek || peek.storeId !== store.id) throw catalogueNoPermission();
  const card = await lockCard(tx, peek.cardId);
  const [listing] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
  if (!card || !listing) throw catalogueNoPermission();
  return { listing, card };
}

/**
 * Edits one of the caller's listings: everything but the card. The set-aside units of a LIMITED
 * listing are given back and `limitedQuantity` set aside again from the free units (so the seller
 * can raise or lower it; 120035 when not enough are free); ALL or unlisted sets nothing aside.
 */
export async function updateListing(db: Db, { id, ...input }: UpdateListing & { id: string }, { userId, now }: CallerAt): Promise<ListingResponse> {
  assertRules(input);
  const store = await getOwnStore(db, userId);
  await withTransaction(db, async (tx) => {
    const { listing, card } = await lockMyListing(tx, id, store);
    await assertMayList(tx, card, store, userId);
    await checkOfflinePayable(tx, store.id, input.paymentMethods ?? [], 'paymentMethods');
    await assertPicture(tx, { key: input.picture, userId, allowed: [card.picture, listing.picture] });
    const audience = await assertAudience(tx, store.id, input, id);
    await releaseUnits(tx, id);
    const [saved] = await tx
      .update(listings)
      .set(listingValues(input, card, now))
      .where(eq(listings.id, id))
      .returning();
    await writeTiersAndAudience(tx, id, input, audience);
    if (saved.listed && saved.stockMode === 'LIMITED') {
      await setAsideUnits(tx, { card, listingId: id, sellerId: userId, quantity: saved.limitedQuantity ?? 0 });
    }
  });
  return getMyListing(db, { id }, { userId });
}

/**
 * Lists or unlists one of the caller's listings. Unlisting a LIMITED listing gives its set-aside
 * units back and remembers how many were left (limitedQuantity); listing it again sets that many
 * aside (120035 when not enough are free), and its limitedQuantity counts them with the units its
 * open orders still hold (those come back to it). Setting the state it already has changes nothing.
 */
export async function setListed(db: Db, { id, listed }: { id: string; listed: boolean }, { userId, now }: CallerAt): Promise<ListingResponse> {
  const store = await getOwnStore(db, userId);
  await withTransaction(db, async (tx) => {
    const { listing, card } = await lockMyListing(tx, id, store);
    if (listing.listed === listed) return;
    if (!listed) {
      const left = await releaseUnits(tx, id);
      await tx
        .update(listings)
        .set({ listed: false, updatedAt: now, ...(listing.stockMode === 'LIMITED' ? { limitedQuantity: left } : {}) })
        .where(eq(listings.id, id));
      return;
    }
    await assertMayList(tx, card, store, userId);
    if (listing.stockMode !== 'LIMITED') {
      await tx.update(listings).set({ listed: true, updatedAt: now }).where(eq(listings.id, id));
      return;
    }
    const remembered = listing.limitedQuantity ?? 0;
    await setAsideUnits(tx, { card, listingId: id, sellerId: userId, quantity: remembered });
    // Units still reserved by open orders of the listing come back to it, listed, if those orders
    // end unpaid: they are the listing's as much as those set aside now (a sale counts them as any other).
    const reserved = await countReserved(tx, id);
    await tx
      .update(listings)
      .set({ listed: true, limitedQuantity: remembered + reserved, updatedAt: now })
      .where(eq(listings.id, id));
  });
  return getMyListing(db, { id }, { userId });
}
