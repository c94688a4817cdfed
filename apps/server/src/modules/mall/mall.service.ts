// The mall (buyer side, spec sections 2 and 6): the listings of the store the buyer follows that
// are visible to them. Visibility is part of every query's WHERE (listings.service visibleTo), so a
// listing hidden from a buyer is never read for them; asking for it by id is 120009, the same as
// a listing that does not exist.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PageRequest } from '@panel/domain/contract/envelope';
import type { CardType, PaymentType, StockMode } from '@panel/domain/constants';
import type { MallBrandsResponse, MallDetailResponse, MallItem, MallListResponse, MallStore, MallStoreListResponse } from '@panel/domain/contract/mall';
import { lowestPrice, minimumQuantity, quotePrice, tierTable, unitPriceOf } from '@panel/domain/pricing';
import type { Db } from '../../db/client';
import { hasPart, placeholderIn, preparedQuery, shapeOf, type Param } from '../../db/prepared';
import { isPanelFirstPage, jsonPage, jsonPageColumns, offsetOf, pageBounds, pageValues, totalColumn, totalOf } from '../../db/paging';
import { cards, follows, listings, stores } from '../../db/schema';
import { AppError } from '../../errors';
import { presentCardFields } from '../cards/cards.public';
import { assertCanBuyFrom } from '../follows/follows.public';
import { discountOf, findTiers, listingStock, listingTiersJson, openTo, tiersFromJson, visibleTo } from '../listings/listings.public';
import { listingStockOf } from '../stock/stock.public';
import { escapeLike } from '../stores/stores.public';
import { storeHasAccount } from '../offline-payments/offline-payments.public';

type Caller = { userId: string };
type Filters = { keyword?: string; type?: CardType; brand?: string };
/** The filters as a query takes them, values or a prepared query's placeholders: `pattern` is the keyword's LIKE pattern. */
type FilterParams = { pattern?: Param; type?: Param<CardType>; brand?: Param };

const likePattern = (keyword: string | undefined) => (keyword ? `%${escapeLike(keyword)}%` : undefined);

const notFound = () => new AppError(ERROR_CODES.PRODUCT_NOT_FOUND);

/** Keyword (listing name, card name or brand, any case), product type, brand (exact, any case). */
function filtersOf({ pattern, type, brand }: FilterParams): SQL | undefined {
  return and(
    pattern !== undefined ? or(ilike(listings.name, pattern), ilike(cards.name, pattern), ilike(cards.brand, pattern)) : undefined,
    type !== undefined ? eq(cards.type, type) : undefined,
    brand !== undefined ? sql`lower(${cards.brand}) = lower(${brand})` : undefined,
  );
}

/**
 * What a caller may see of a listing: visibleTo (a buyer), or any listed listing of the caller's
 * own store (the owner previewing their store's products page).
 */
const shownTo = (userId: string) =>
  or(visibleTo(userId), and(eq(listings.listed, true), sql`exists (select 1 from ${stores} o where o.id = ${listings.storeId} and o.owner_id = ${userId})`));

const countItems = (db: Db, where: SQL | undefined) =>
  db.select({ total: count() }).from(listings).innerJoin(cards, eq(cards.id, listings.cardId)).where(where);

/** What a mall item shows of a listing, its card, buyable stock (`stock`, listingStockOf) and tiers. */
const itemColumns = (stock: SQL<number>) => ({
  listing: {
    id: listings.id,
    name: listings.name,
    picture: listings.picture,
    currency: listings.currency,
    discountBp: listings.discountBp,
    maxPerPurchase: listings.maxPerPurchase,
    storeId: listings.storeId,
  },
  type: cards.type,
  brand: cards.brand,
  stock,
  tiers: listingTiersJson,
});

/** itemColumns and the total of `where`. */
const itemFields = (db: Db, where: SQL | undefined) => ({ ...itemColumns(listingStock), total: totalColumn(countItems(db, where)) });
const newestFirst = [desc(listings.createdAt), desc(listings.id)];

/** A page of the listings `where` picks, newest first, with everything an item shows and the total: one query. */
const selectItemsPage = (db: Db, where: SQL | undefined, page: PageRequest) =>
  db
    .select(itemFields(db, where))
    .from(listings)
    .innerJoin(cards, eq(cards.id, listings.cardId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.pageSize)
    .offset(offsetOf(page));

type ItemRow = Pick<Awaited<ReturnType<typeof selectItemsPage>>[number], keyof ReturnType<typeof itemColumns>>;

async function pageOf(db: Db, where: SQL | undefined, page: PageRequest) {
  const rows = await selectItemsPage(db, where, page);
  const total = await totalOf(rows, page, async () => (await countItems(db, where))[0].total);
  return { list: rows.map(presentItem), total, ...page };
}

function presentItem({ listing, type, brand, stock, tiers: tierRows }: ItemRow): MallItem {
  const tiers = tiersFromJson(tierRows);
  const minPerPurchase = minimumQuantity(tiers);
  // "From": the lowest unit price any quantity gets (a larger tier is cheaper), not the first tier's.
  const fromPrice = lowestPrice(tiers.map((tier) => unitPriceOf(tier, discountOf(listing))));
  return {
    id: listing.id,
    name: listing.name,
    picture: listing.picture,
    type: type as CardType,
    brand,
    currency: listing.currency,
    fromPrice: fromPrice ?? '0.00',
    minPerPurchase,
    maxPerPurchase: listing.maxPerPurchase,
    stock,
    outOfStock: stock < minPerPurchase,
    storeId: listing.storeId,
  };
}

const presentStore = (store: typeof stores.$inferSelect): MallStore => ({ id: store.id, uid: store.uid, name: store.name, avatar: store.avatar });
const storeFields = { id: stores.id, uid: stores.uid, name: stores.name, avatar: stores.avatar };

/**
 * The listings of the store the buyer follows (one at most: follows_one_active_per_follower_key)
 * that are open to them (openTo: the store condition is the follow), by the filters.
 */
const mallWhere = ({ userId, ...filters }: FilterParams & { userId: Param }) =>
  and(
    eq(listings.storeId, sql`(select f.store_id from ${follows} f where f.follower_id = ${userId} and f.status = 'ACCEPTED')`),
    openTo(userId),
    filtersOf(filters),
  );

/**
 * A listing of the mall's page query as the database writes it: one JSON array per listing, in
 * this order (see mallPageQuery).
 */
type MallPageEntry = [
  id: string,
  name: string,
  picture: ItemRow['listing']['picture'],
  currency: string,
  discountBp: number,
  maxPerPurchase: number | null,
  storeId: string,
  type: ItemRow['type'],
  brand: string | null,
  stock: number,
  tiers: [number, string, string][],
  total: number | null,
  storeUid: string,
  storeName: string | null,
  storeAvatar: string | null,
];

/**
 * A page of the mall with its store, built once per set of filters: the listings of one page,
 * newest first, as one JSON array of arrays (MallPageEntry). One value instead of 16 columns a row:
 * on the embedded database every column of every row is copied out of the database's memory and
 * decoded apart (about a quarter of the query's time on the demo data), and PostgreSQL writes the
 * page faster too. Past the first page each entry carries the total; the first page's total is its
 * length unless it is full (findMallListings), so the panel's most frequent query does not count the
 * store's listings again on every call.
 */
const mallPageQuery = preparedQuery('mall_page', (db, shape: string, name) => {
  const first = hasPart(shape, 'first');
  const bounds = pageBounds(first);
  const where = mallWhere({
    userId: sql.placeholder('userId'),
    pattern: placeholderIn(shape, 'pattern'),
    type: placeholderIn(shape, 'type'),
    brand: placeholderIn(shape, 'brand'),
  });
  const total: SQL<number | null> = first ? sql`null` : totalColumn(countItems(db, where));
  const entries = db
    .select(
      jsonPageColumns(
        sql`json_build_array(${listings.id}, ${listings.name}, ${listings.picture}, ${listings.currency}, ${listings.discountBp},
          ${listings.maxPerPurchase}, ${listings.storeId}, ${cards.type}, ${cards.brand}, ${listingStockOf(stores.ownerId)}, ${listingTiersJson},
          ${total}, ${stores.uid}, ${stores.name}, ${stores.avatar})`,
        listings.createdAt,
        listings.id,
      ),
    )
    .from(listings)
    .innerJoin(cards, eq(cards.id, listings.cardId))
    .innerJoin(stores, eq(stores.id, listings.storeId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(bounds.limit)
    .offset(bounds.offset)
    .as('entries');
  return db
    .select({ page: jsonPage<MallPageEntry>(entries) })
    .from(entries)
    .prepare(name);
});

const itemOf = ([id, name, picture, currency, discountBp, maxPerPurchase, storeId, type, brand, stock, tiers]: MallPageEntry): ItemRow => ({
  listing: { id, name, picture, currency, discountBp, maxPerPurchase, storeId },
  type,
  brand,
  stock,
  tiers,
});

/**
 * /mall: the store the caller follows (ACCEPTED) and its listings open to the caller; no store
 * and an empty page when they follow none. One query when the page has listings (they carry the
 * store, and the total or enough to know it); a full first page counts on its own, and an empty
 * page reads the store on its own.
 */
export async function findMallListings(db: Db, { keyword, type, brand, ...page }: PageRequest & Filters, { userId }: Caller): Promise<MallListResponse> {
  const filters = { pattern: likePattern(keyword), type, brand };
  const [{ page: entries }] = await mallPageQuery(db, shapeOf({ ...filters, first: isPanelFirstPage(page) })).execute({
    ...filters,
    userId,
    ...pageValues(page),
  });
  const countAll = async () => (await countItems(db, mallWhere({ ...filters, userId })))[0].total;
  if (entries.length > 0) {
    const [first] = entries;
    const store = { id: first[6], uid: first[12], name: first[13], avatar: first[14] };
    const total = await totalOf(
      entries.map((entry) => ({ total: entry[11] })),
      page,
      countAll,
    );
    return { list: entries.map((entry) => presentItem(itemOf(entry))), total, ...page, store };
  }
  const [followed] = await db
    .select({ store: storeFields })
    .from(follows)
    .innerJoin(stores, eq(stores.id, follows.storeId))
    .where(and(eq(follows.followerId, userId), eq(follows.status, 'ACCEPTED')))
    .limit(1);
  if (!followed) return { list: [], total: 0, ...page, store: null };
  return { list: [], total: await totalOf([], page, countAll), ...page, store: followed.store };
}

/** The brands of the listings the caller sees in the mall, for the brand filter. */
export async function findMallBrands(db: Db, { userId }: Caller): Promise<MallBrandsResponse> {
  const rows = await db
    .selectDistinct({ brand: cards.brand })
    .from(listings)
    .innerJoin(cards, eq(cards.id, listings.cardId))
    .where(and(visibleTo(userId), sql`${cards.brand} is not null`))
    .orderBy(asc(cards.brand));
  return rows.map((row) => row.brand as string);
}

/**
 * /following/store/products/{id}: the store's listings visible to the caller. Only a follower
 * (ACCEPTED) may ask (150004 otherwise, blocked buyers included, as assertCanBuyFrom says); the
 * owner sees their own listed listings.
 */
export async function findStoreListings(
  db: Db,
  { storeId, keyword, type, brand, ...page }: PageRequest & Filters & { storeId: string },
  { userId }: Caller,
): Promise<MallStoreListResponse> {
  const [store] = await db.select({ ownerId: stores.ownerId }).from(stores).where(eq(stores.id, storeId));
  if (store?.ownerId !== userId) await assertCanBuyFrom(db, { buyerId: userId, storeId });
  return pageOf(db, and(eq(listings.storeId, storeId), shownTo(userId), filtersOf({ pattern: likePattern(keyword), type, brand })), page);
}

/**
 * /goodDetail/{id}: a listing as a buyer sees it, with the tier table and the price of `quantity`
 * (the minimum when absent). 120009 when it does not exist or the caller may not see it.
 */
/** One listing for its buyer; of its payment types, only those the platform can take now (`paymentTypes`). */
export async function getMallListing(
  db: Db,
  { id, quantity }: { id: string; quantity?: number },
  { userId, paymentTypes }: Caller & { paymentTypes: readonly PaymentType[] },
): Promise<MallDetailResponse> {
  const [row] = await db
    .select({ listing: listings, card: cards, store: stores, stock: listingStock })
    .from(listings)
    .innerJoin(cards, eq(cards.id, listings.cardId))
    .innerJoin(stores, eq(stores.id, listings.storeId))
    .where(and(eq(listings.id, id), shownTo(userId)));
  if (!row) throw notFound();
  const { listing, card, store, stock } = row;
  const tiers = (await findTiers(db, [id])).get(id) ?? [];
  // Offline transfer only while the store has a bank account to pay into (a listing may have kept it after the last one was removed).
  const payable = (await storeHasAccount(db, store.id)) ? paymentTypes : paymentTypes.filter((type) => type !== 'OFFLINE');
  const discount = discountOf(listing);
  const minPerPurchase = minimumQuantity(tiers);
  const asked = quantity ?? minPerPurchase;
  const outOfStock = stock < minPerPurchase;
  let buyBlocker: MallDetailResponse['buyBlocker'] = null;
  if (outOfStock) buyBlocker = 'OUT_OF_STOCK';
  else if (asked < minPerPurchase) buyBlocker = 'UNDER_MINIMUM';
  else if (listing.maxPerPurchase !== null && asked > listing.maxPerPurchase) buyBlocker = 'OVER_MAXIMUM';
  else if (asked > stock) buyBlocker = 'OVER_STOCK';
  return {
    id: listing.id,
    name: listing.name,
    picture: listing.picture,
    store: presentStore(store),
    card: { ...presentCardFields(card) },
    currency: listing.currency,
    discount,
    tiers: tierTable(tiers, discount),
    minPerPurchase,
    maxPerPurchase: listing.maxPerPurchase,
    stockMode: listing.stockMode as StockMode,
    stock,
    outOfStock,
    paymentMethods: (listing.paymentMethods as PaymentType[]).filter((type) => payable.includes(type)),
    paymentCurrencies: listing.paymentCurrencies,
    quote: quotePrice({ tiers, discount, quantity: asked }),
    buyBlocker,
  };
}
