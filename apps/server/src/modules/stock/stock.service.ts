// Stock: the units of a card a user owns (design/domain.md "The reseller chain and stock"). Only
// the origin store mints (+N) or retires (-N free units). Every change locks the card row first
// (cards.service lockCard), so two changes of one card run one after the other and a unit is never
// counted twice. Units change owner only by an order's delivery (orders/order-stock.ts deliverOrder),
// which moves exactly the units the order reserved.
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PageRequest } from '@panel/domain/contract/envelope';
import {
  SALES_WINDOW_DAYS,
  type MovementKind,
  type StockCardsResponse,
  type StockChangeResponse,
  type StockCover,
  type StockDetailResponse,
  type StockMovementsResponse,
  type StockUnitsResponse,
  type UnitFilter,
  type UnitState,
} from '@panel/domain/contract/cards';
import type { CardStatus } from '@panel/domain/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cardMovements, cardUnits, cards, listings, orders, stockCounts, stores, users } from '../../db/schema';
import { AppError } from '../../errors';
import { tooFrequent } from '../auth/auth.public';
import { takeAttempt } from '../../platform/rate-limit';
import { isUsableStore } from '../stores/stores.public';
import { catalogueNoPermission, findStockCards, getCard, getOwnStore, isHolder, lockCard, refusal, type Card } from '../cards/cards.public';
import { withTransaction, type Tx } from '../../db/transaction';

type Caller = { userId: string };
type CallerAt = { userId: string; now: Date };

const offset = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;

/** A unit's card number: the card's code followed by its serial, 8 digits at least. */
/**
 * What a buyer can buy of a listing now: ALL = the seller's free units of the card; LIMITED = the
 * units still set aside for it (the seller's LISTED units of the card: a store lists a card once).
 * Read from the stock counts: one index lookup, whatever the stock. `seller` is the user id of the
 * listing's seller: a query that joins the store passes its owner column.
 */
export const listingStockOf = (seller: SQLWrapper) =>
  sql<number>`coalesce((select c.units from ${stockCounts} c
  where c.card_id = ${listings.cardId} and c.owner_id = ${seller} and c.status = 'NORMAL'
    and c.state = (case when ${listings.stockMode} = 'ALL' then 'FREE' else 'LISTED' end)), 0)`.mapWith(Number);

export const cardNumberOf = (card: Pick<Card, 'code'>, serial: number) => `${card.code}${String(serial).padStart(8, '0')}`;

const FREE_UNITS = (cardId: string, ownerId: string) =>
  and(eq(cardUnits.cardId, cardId), eq(cardUnits.ownerId, ownerId), eq(cardUnits.state, 'FREE'), eq(cardUnits.status, 'NORMAL'));

/** How many units of a card a user owns in a (state, status), from the stock counts. */
async function countUnits(db: Db, cardId: string, ownerId: string, state: UnitState, status: CardStatus = 'NORMAL'): Promise<number> {
  const [row] = await db
    .select({ units: stockCounts.units })
    .from(stockCounts)
    .where(and(eq(stockCounts.cardId, cardId), eq(stockCounts.ownerId, ownerId), eq(stockCounts.state, state), eq(stockCounts.status, status)));
  return row?.units ?? 0;
}

/** How many free (sellable) units of a card a user owns. Inside a change, call it after lockCard. */
export const countFree = (db: Db, cardId: string, ownerId: string) => countUnits(db, cardId, ownerId, 'FREE');

/**
 * Moves up to `quantity` units matching `where` to a new state (and listing), taking the lowest
 * serials first (or the highest with `newestFirst`). The units are row-locked too, although the
 * card lock already keeps other changes of the card out. One statement whatever the quantity (a
 * list of ids as parameters stops at PostgreSQL's 65,535). Answers the card numbers moved.
 */
export async function moveUnits(
  tx: Tx,
  {
    where,
    quantity,
    set,
    newestFirst = false,
    skipLocked = false,
  }: { where: SQL | undefined; quantity: number; set: Partial<typeof cardUnits.$inferInsert>; newestFirst?: boolean; skipLocked?: boolean },
): Promise<string[]> {
  if (quantity <= 0) return [];
  const picked = tx
    .select({ id: cardUnits.id })
    .from(cardUnits)
    .where(where)
    .orderBy(newestFirst ? desc(cardUnits.serial) : asc(cardUnits.serial))
    .limit(quantity)
    .for('update', skipLocked ? { skipLocked: true } : {});
  const moved = await tx.update(cardUnits).set(set).where(inArray(cardUnits.id, picked)).returning({ cardNumber: cardUnits.cardNumber });
  return moved.map((unit) => unit.cardNumber).sort();
}

/** The guard rails of stock changes (STOCK_MAX_UNITS_PER_STORE, STOCK_CHANGES_PER_MINUTE). */
export type StockLimits = { maxUnitsPerStore: number; changesPerMinute: number };

export const stockLimitsOf = (config: Config): StockLimits => ({
  maxUnitsPerStore: config.stockMaxUnitsPerStore,
  changesPerMinute: config.stockChangesPerMinute,
});

/** Units a store's owner holds, not retired, across the cards the store originated: what the mint cap counts. */
async function countMintedUnsold(db: Db, { storeId, ownerId }: { storeId: string; ownerId: string }): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${stockCounts.units}), 0)`.mapWith(Number) })
    .from(stockCounts)
    .innerJoin(cards, eq(cards.id, stockCounts.cardId))
    .where(and(eq(cards.originStoreId, storeId), eq(stockCounts.ownerId, ownerId), sql`${stockCounts.state} <> 'RETIRED'`));
  return row.units;
}

/**
 * Changes the stock of a card of the caller's store: +N mints N units with new card numbers,
 * -N retires N free units (the newest first). Zero is 120050; retiring more than are free is
 * 120035 (with data.free); a card of another store is 120008, and so is minting from a store not
 * set up yet (no name or avatar). A store holds at most `maxUnitsPerStore` minted unsold units
 * (120035 with data.room), and makes at most `changesPerMinute` changes (140029). One transaction
 * under the card lock; run it through `idempotent` so a retried +N mints once.
 */
export async function changeStock(
  tx: Tx,
  { cardId, change }: { cardId: string; change: number },
  { userId, now, limits }: CallerAt & { limits: StockLimits },
): Promise<StockChangeResponse> {
  if (change === 0) throw new AppError(ERROR_CODES.STOCK_CHANGE_ZERO, { field: 'change' });
  const store = await getOwnStore(tx, userId);
  const numbers = await withTransaction(tx, async (sp) => {
    const card = await lockCard(sp, cardId);
    if (!card || card.originStoreId !== store.id) throw await refusal(sp, card, userId);
    if (change < 0) return retire(sp, card, -change, { userId, now });
    if (!isUsableStore(store)) throw catalogueNoPermission('STORE_NOT_SET_UP');
    const rate = await takeAttempt(sp, `stock:change:${store.id}`, { max: limits.changesPerMinute, windowMinutes: 1, blockMinutes: 1 }, now);
    if (!rate.allowed) throw tooFrequent(Math.max(rate.waitMinutes, 1) * 60_000);
    const room = limits.maxUnitsPerStore - (await countMintedUnsold(sp, { storeId: store.id, ownerId: userId }));
    if (change > room) throw new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { field: 'change', room: Math.max(0, room) });
    return mint(sp, card, change, { userId, now });
  });
  const { counts } = await getCard(tx, { id: cardId }, { userId });
  return { cardId, change, firstCardNumber: numbers.first, lastCardNumber: numbers.last, counts };
}

async function mint(tx: Tx, card: Card, quantity: number, { userId, now }: CallerAt) {
  const from = card.nextSerial;
  const to = from + quantity - 1;
  // One statement however many units: generate_series numbers them from the card's next serial.
  await tx.execute(sql`
    insert into ${cardUnits} (card_id, serial, card_number, owner_id, status, state, acquired_at, created_at)
    select ${card.id}::uuid, s, ${card.code}::text || lpad(s::text, 8, '0'), ${userId}::uuid, 'NORMAL', 'FREE', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from generate_series(${from}::bigint, ${to}::bigint) as s`);
  await tx
    .update(cards)
    .set({ nextSerial: to + 1 })
    .where(eq(cards.id, card.id));
  const first = cardNumberOf(card, from);
  const last = cardNumberOf(card, to);
  await tx
    .insert(cardMovements)
    .values({ cardId: card.id, userId, kind: 'MINTED', quantity, operatorId: userId, firstCardNumber: first, lastCardNumber: last, createdAt: now });
  return { first, last };
}

async function retire(tx: Tx, card: Card, quantity: number, { userId, now }: CallerAt) {
  const free = await countFree(tx, card.id, userId);
  if (free < quantity) throw new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { field: 'change', free });
  const retired = await moveUnits(tx, { where: FREE_UNITS(card.id, userId), quantity, set: { state: 'RETIRED' }, newestFirst: true });
  if (retired.length !== quantity) throw new Error('Free units changed under the card lock');
  await tx.insert(cardMovements).values({ cardId: card.id, userId, kind: 'RETIRED', quantity, operatorId: userId, createdAt: now });
  return { first: null, last: null };
}

// --- Screens ----------------------------------------------------------------------------------

/** Fails with 120008 unless the card is in the caller's stock (their own, or held). */
async function assertInStock(db: Db, cardId: string, userId: string) {
  const store = await getOwnStore(db, userId);
  const [card] = await db.select({ originStoreId: cards.originStoreId }).from(cards).where(eq(cards.id, cardId));
  if (!card || (card.originStoreId !== store.id && !(await isHolder(db, cardId, userId)))) throw catalogueNoPermission();
}

const DAY_MS = 86_400_000;

/**
 * The cover of each of the cards (StockCover) for the caller as their seller, in one query: the
 * caller's listing of each card with what it sells now (listingStockOf: one stock count lookup),
 * joined to the units of the caller's DELIVERED orders of those cards completed in the last
 * SALES_WINDOW_DAYS days (one grouped read, a range of orders_seller_delivered_idx per card: the
 * window, not the store's whole history, which took about 160 ms for 300,000 orders of one store
 * through orders_store_idx), the days of cover worked out in SQL. A card without a listing has nothing
 * for sale. `cardIds` is one page of cards (at most the page size).
 */
export async function findCovers(db: Db, cardIds: readonly string[], { userId, now }: CallerAt): Promise<Map<string, StockCover>> {
  const covers = new Map<string, StockCover>();
  if (cardIds.length === 0) return covers;
  const ids = [...new Set(cardIds)];
  const myStore = sql`(select s.id from ${stores} s where s.owner_id = ${userId})`;
  const since = new Date(now.getTime() - SALES_WINDOW_DAYS * DAY_MS);
  const sold = db
    .select({ cardId: orders.cardId, units: sql<number>`sum(${orders.quantity})`.as('units') })
    .from(orders)
    .where(
      and(
        sql`${orders.storeId} = ${myStore}`,
        eq(orders.sellerId, userId),
        inArray(orders.cardId, ids),
        eq(orders.status, 'DELIVERED'),
        gt(orders.completedAt, since),
        lte(orders.completedAt, now),
      ),
    )
    .groupBy(orders.cardId)
    .as('sold');
  const forSale = sql`case when ${listings.listed} then ${listingStockOf(sql`${userId}::uuid`)} else 0 end`;
  const base = db
    .select({
      cardId: sql<string>`${cards.id}`.as('card_id'),
      listingId: sql<string | null>`${listings.id}`.as('listing_id'),
      listed: sql<boolean>`coalesce(${listings.listed}, false)`.as('listed'),
      threshold: sql<number | null>`${listings.lowStockThreshold}`.as('threshold'),
      forSale: sql<number>`coalesce(${forSale}, 0)`.as('for_sale'),
      sold: sql<number>`coalesce(${sold.units}, 0)`.as('sold'),
    })
    .from(cards)
    .leftJoin(listings, and(eq(listings.cardId, cards.id), sql`${listings.storeId} = ${myStore}`))
    .leftJoin(sold, eq(sold.cardId, cards.id))
    .where(inArray(cards.id, ids))
    .as('base');
  const rows = await db
    .select({
      cardId: base.cardId,
      listingId: base.listingId,
      listed: base.listed,
      threshold: base.threshold,
      forSale: sql<number>`${base.forSale}`.mapWith(Number),
      sold: sql<number>`${base.sold}`.mapWith(Number),
      // Units for sale over the daily pace of the window, to one decimal; null without sales or without a listed listing.
      coverDays: sql<
        number | null
      >`case when ${base.listed} and ${base.sold} > 0 then round(${base.forSale}::numeric * ${SALES_WINDOW_DAYS} / ${base.sold}, 1) end`.mapWith(Number),
      lowStock: sql<boolean>`${base.listed} and ${base.forSale} < ${base.threshold}`,
    })
    .from(base);
  for (const row of rows) {
    covers.set(row.cardId, {
      listingId: row.listingId,
      listed: row.listed,
      forSale: row.forSale,
      soldLast7Days: row.sold,
      coverDays: row.coverDays,
      lowStockThreshold: row.threshold,
      lowStock: row.lowStock === true,
    });
  }
  return covers;
}

const NO_COVER: StockCover = { listingId: null, listed: false, forSale: 0, soldLast7Days: 0, coverDays: null, lowStockThreshold: null, lowStock: false };

/** /stock: the caller's cards (cards.service findStockCards) with each one's cover (findCovers, one query for the page). */
export async function findStockScreen(db: Db, input: Parameters<typeof findStockCards>[1], caller: CallerAt): Promise<StockCardsResponse> {
  const page = await findStockCards(db, input, { userId: caller.userId });
  const covers = await findCovers(
    db,
    page.list.map((card) => card.id),
    caller,
  );
  return { ...page, list: page.list.map((card) => ({ ...card, cover: covers.get(card.id) ?? NO_COVER })) };
}

/** /stock/detail/{id}: the card with the caller's counts, their units (not retired) by card status, and its cover. */
export async function getStockDetail(db: Db, { id }: { id: string }, { userId, now }: CallerAt): Promise<StockDetailResponse> {
  const card = await getCard(db, { id }, { userId });
  const rows = await db
    .select({ status: stockCounts.status, total: sql<number>`sum(${stockCounts.units})`.mapWith(Number) })
    .from(stockCounts)
    .where(and(eq(stockCounts.cardId, id), eq(stockCounts.ownerId, userId), sql`${stockCounts.state} <> 'RETIRED'`))
    .groupBy(stockCounts.status);
  const of = (status: CardStatus) => rows.find((row) => row.status === status)?.total ?? 0;
  const cover = (await findCovers(db, [id], { userId, now })).get(id) ?? NO_COVER;
  return { card, byStatus: { NORMAL: of('NORMAL'), ACTIVATED: of('ACTIVATED'), LOCKED: of('LOCKED') }, cover };
}

/**
 * A unit filter (a state, or LOCKED) as a condition on a table with state and status columns:
 * the unit rows for the page, the stock counts for its total.
 */
const byFilter = (table: typeof cardUnits | typeof stockCounts, filter: UnitFilter | undefined): SQL | undefined => {
  if (!filter) return undefined;
  if (filter === 'LOCKED') return and(eq(table.status, 'LOCKED'), sql`${table.state} <> 'RETIRED'`);
  if (filter === 'RETIRED') return eq(table.state, 'RETIRED');
  return and(eq(table.state, filter), eq(table.status, 'NORMAL'));
};

/** The caller's units of a card, by card number, filtered by state (or LOCKED). */
export async function findUnits(
  db: Db,
  { id, filter, ...page }: PageRequest & { id: string; filter?: UnitFilter },
  { userId }: Caller,
): Promise<StockUnitsResponse> {
  await assertInStock(db, id, userId);
  const where = and(eq(cardUnits.cardId, id), eq(cardUnits.ownerId, userId), byFilter(cardUnits, filter));
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${stockCounts.units}), 0)`.mapWith(Number) })
    .from(stockCounts)
    .where(and(eq(stockCounts.cardId, id), eq(stockCounts.ownerId, userId), byFilter(stockCounts, filter)));
  const rows = await db.select().from(cardUnits).where(where).orderBy(asc(cardUnits.serial)).limit(page.pageSize).offset(offset(page));
  return {
    list: rows.map((unit) => ({
      cardNumber: unit.cardNumber,
      status: unit.status as CardStatus,
      state: unit.state as UnitState,
      listingId: unit.listingId,
      acquiredOrderId: unit.acquiredOrderId,
      acquiredAt: unit.acquiredAt.toISOString(),
    })),
    total,
    ...page,
  };
}

const operator = alias(users, 'operator');
const counterparty = alias(users, 'counterparty');

/** The caller's movement history of a card (minted, bought, sold, retired), newest first, with the order or operator behind each. */
export async function findMovements(db: Db, { id, ...page }: PageRequest & { id: string }, { userId }: Caller): Promise<StockMovementsResponse> {
  await assertInStock(db, id, userId);
  const where = and(eq(cardMovements.cardId, id), eq(cardMovements.userId, userId));
  const [{ total }] = await db.select({ total: count() }).from(cardMovements).where(where);
  const rows = await db
    .select({
      movement: cardMovements,
      operator: { id: operator.id, nickname: operator.nickname },
      counterparty: { id: counterparty.id, nickname: counterparty.nickname },
    })
    .from(cardMovements)
    .leftJoin(operator, eq(operator.id, cardMovements.operatorId))
    .leftJoin(counterparty, eq(counterparty.id, cardMovements.counterpartyId))
    .where(where)
    .orderBy(desc(cardMovements.seq))
    .limit(page.pageSize)
    .offset(offset(page));
  return {
    list: rows.map(({ movement, operator: by, counterparty: other }) => ({
      id: movement.id,
      kind: movement.kind as MovementKind,
      quantity: movement.quantity,
      orderId: movement.orderId,
      operator: by?.id ? { id: by.id, nickname: by.nickname } : null,
      counterparty: other?.id ? { id: other.id, nickname: other.nickname } : null,
      firstCardNumber: movement.firstCardNumber,
      lastCardNumber: movement.lastCardNumber,
      createdAt: movement.createdAt.toISOString(),
    })),
    total,
    ...page,
  };
}
