// Cards (the SKUs a store sells) and the derived stock counts of their units (spec section 3;
// design/domain.md "The reseller chain and stock"). The store that creates a card is its origin;
// another store that holds units of it (bought) sees it as union goods. Counts are never stored:
// they are counted from card_units, so they cannot drift or go negative. See
// docs/decisions/006-catalogue.md.
import { randomInt } from 'node:crypto';
import { and, count as countRows, desc, eq, getTableColumns, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PageRequest } from '@panel/domain/contract/envelope';
import {
  CATALOGUE_CURRENCIES,
  CATALOGUE_NO_PERMISSION_CODE,
  type CardResponse,
  type CreateCard,
  type StockCounts,
  type StockListQuery,
  type StockListResponse,
  type StockSource,
  type UpdateCard,
} from '@panel/domain/contract/cards';
import type { CardType, PeriodKey, SalesChannel, ServiceType } from '@panel/domain/constants';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isPanelFirstPage, jsonPage, jsonPageColumns, pageBounds, pageValues, totalColumn, totalOf } from '../../db/paging';
import { hasPart, placeholderIn, preparedQuery, shapeOf, type Param } from '../../db/prepared';
import { cardMovements, cards, files, listings, stockCounts, stores } from '../../db/schema';
import { AppError } from '../../errors';
import { escapeLike } from '../stores/stores.public';
import { isUniqueViolation } from '../users/users.public';
import { withTransaction, type Tx } from '../../db/transaction';

export type Card = typeof cards.$inferSelect;
type Store = typeof stores.$inferSelect;
type Caller = { userId: string };
type CallerAt = { userId: string; now: Date };

/** The caller may not touch this card, unit or listing (someone else's, or an unknown id: the same answer). */
export const catalogueNoPermission = (reason?: string) => new AppError(CATALOGUE_NO_PERMISSION_CODE, reason ? { reason } : null);

/** The caller's own store record (every account has one). */
export async function getOwnStore(db: Db, userId: string): Promise<Store> {
  const [store] = await db.select().from(stores).where(eq(stores.ownerId, userId));
  if (!store) throw new Error(`The account ${userId} has no store record`);
  return store;
}

/**
 * Locks a card's row for a change of its units or listings (FOR NO KEY UPDATE: inserts that only
 * reference the card, such as a new unit's foreign key check, do not wait for it). Every change of
 * a card's units takes this lock first, then listing rows, then unit rows: one fixed order.
 */
export async function lockCard(tx: Tx, cardId: string): Promise<Card | undefined> {
  const [card] = await tx.select().from(cards).where(eq(cards.id, cardId)).for('no key update');
  return card;
}

/** True when the user holds units of the card or ever did (a stock history): the card is in their stock. */
export async function isHolder(db: Db, cardId: string, userId: string): Promise<boolean> {
  const [unit] = await db
    .select({ one: sql`1` })
    .from(stockCounts)
    .where(and(eq(stockCounts.cardId, cardId), eq(stockCounts.ownerId, userId)))
    .limit(1);
  if (unit) return true;
  const [movement] = await db
    .select({ one: sql`1` })
    .from(cardMovements)
    .where(and(eq(cardMovements.cardId, cardId), eq(cardMovements.userId, userId)))
    .limit(1);
  return Boolean(movement);
}

/**
 * The picture of a card or listing: an image the caller uploaded as a product picture, or
 * `allowed` unchanged (the card's own picture, the current one). Anything else is 4001 on `field`.
 */
export async function assertPicture(
  db: Db,
  { key, userId, allowed = [], field = 'picture' }: { key: string; userId: string; allowed?: string[]; field?: string },
) {
  if (allowed.includes(key)) return;
  const [file] = await db
    .select({ contentType: files.contentType })
    .from(files)
    .where(and(eq(files.key, key), eq(files.ownerId, userId), inArray(files.source, ['product'])));
  if (!file || !file.contentType.startsWith('image/')) throw new AppError(ERROR_CODES.PARAM_ERROR, { field });
}

function assertCurrency(currency: string, field = 'defaultCurrency') {
  if (!(CATALOGUE_CURRENCIES as readonly string[]).includes(currency)) throw new AppError(ERROR_CODES.CURRENCY_NOT_SUPPORTED, { field });
}

/**
 * The refusal of a change to a card the caller's store did not create: 120008, with reason
 * NOT_ORIGIN only for a card the caller holds (an unknown card and a stranger's answer the same).
 */
export async function refusal(db: Db, card: Card | undefined, userId: string) {
  return catalogueNoPermission(card && (await isHolder(db, card.id, userId)) ? 'NOT_ORIGIN' : undefined);
}

// --- Counts -----------------------------------------------------------------------------------

const units = (condition: SQL) => sql<number>`coalesce(sum(${stockCounts.units}) filter (where ${condition}), 0)`.mapWith(Number);
const NORMAL = sql`${stockCounts.status} = 'NORMAL'`;

/** Per card, the units a user holds: free, reserved, listed, locked, retired (read from the stock counts, never counted). */
export const holdingOf = (db: Db, userId: Param) =>
  db
    .select({
      cardId: stockCounts.cardId,
      free: units(sql`${stockCounts.state} = 'FREE' and ${NORMAL}`).as('held_free'),
      reserved: units(sql`${stockCounts.state} = 'RESERVED' and ${NORMAL}`).as('held_reserved'),
      listed: units(sql`${stockCounts.state} = 'LISTED' and ${NORMAL}`).as('held_listed'),
      locked: units(sql`${stockCounts.status} = 'LOCKED' and ${stockCounts.state} <> 'RETIRED'`).as('held_locked'),
      retired: units(sql`${stockCounts.state} = 'RETIRED'`).as('held_retired'),
    })
    .from(stockCounts)
    .where(eq(stockCounts.ownerId, userId))
    .groupBy(stockCounts.cardId)
    .as('holding');

/** Per card, a user's sold and bought totals (from the movement history). */
const tradedBy = (db: Db, userId: Param) =>
  db
    .select({
      cardId: cardMovements.cardId,
      sold: sql<number>`coalesce(sum(${cardMovements.quantity}) filter (where ${cardMovements.kind} = 'SOLD'), 0)`.mapWith(Number).as('traded_sold'),
      bought: sql<number>`coalesce(sum(${cardMovements.quantity}) filter (where ${cardMovements.kind} = 'BOUGHT'), 0)`.mapWith(Number).as('traded_bought'),
    })
    .from(cardMovements)
    .where(eq(cardMovements.userId, userId))
    .groupBy(cardMovements.cardId)
    .as('traded');

const originStore = stores;

/**
 * Cards with the caller's counts, origin store and listing (the rows behind CardResponse), and
 * the condition "the card is in the caller's stock": their store is its origin, or they hold or
 * held units of it.
 */
function cardsFor(db: Db, userId: Param, myStoreId: Param) {
  const holding = holdingOf(db, userId);
  const traded = tradedBy(db, userId);
  const mine = or(eq(cards.originStoreId, myStoreId), isNotNull(holding.cardId), isNotNull(traded.cardId));
  const columns = {
    card: cards,
    origin: { id: originStore.id, uid: originStore.uid, name: originStore.name },
    holding: { free: holding.free, reserved: holding.reserved, listed: holding.listed, locked: holding.locked, retired: holding.retired },
    traded: { sold: traded.sold, bought: traded.bought },
    listingId: listings.id,
  };
  /** A select from the cards joined with the caller's holdings, trades and listings. */
  const joined = <Q extends PgSelect>(query: Q) =>
    query
      .innerJoin(originStore, eq(originStore.id, cards.originStoreId))
      .leftJoin(holding, eq(holding.cardId, cards.id))
      .leftJoin(traded, eq(traded.cardId, cards.id))
      .leftJoin(listings, and(eq(listings.cardId, cards.id), eq(listings.storeId, myStoreId)));
  /** The rows behind CardResponse, with `extra` columns. */
  const select = <E extends SelectedFields>(extra: E = {} as E) =>
    joined(
      db
        .select({ ...columns, ...extra })
        .from(cards)
        .$dynamic(),
    );
  const countAll = () =>
    db.select({ total: countRows() }).from(cards).leftJoin(holding, eq(holding.cardId, cards.id)).leftJoin(traded, eq(traded.cardId, cards.id));
  return { select, joined, columns, countAll, mine };
}

type CardRow = {
  card: Card;
  origin: { id: string; uid: string; name: string | null };
  holding: { free: number | null; reserved: number | null; listed: number | null; locked: number | null; retired: number | null } | null;
  traded: { sold: number | null; bought: number | null } | null;
  listingId: string | null;
};

function presentCounts(row: CardRow, isOrigin: boolean): StockCounts {
  return {
    free: row.holding?.free ?? 0,
    reserved: row.holding?.reserved ?? 0,
    listed: row.holding?.listed ?? 0,
    locked: row.holding?.locked ?? 0,
    retired: row.holding?.retired ?? 0,
    minted: isOrigin ? row.card.nextSerial - 1 : null,
    sold: row.traded?.sold ?? 0,
    bought: row.traded?.bought ?? 0,
  };
}

/** The card fields every view shares (no counts). */
export function presentCardFields(card: Card) {
  return {
    id: card.id,
    type: card.type as CardType,
    name: card.name,
    description: card.description,
    defaultCurrency: card.defaultCurrency,
    currencyUnit: card.currencyUnit,
    salesChannel: card.salesChannel as SalesChannel | null,
    dimensions: {
      brand: card.brand,
      serviceType: card.serviceType as ServiceType | null,
      chargingType: card.chargingType,
      periodPlan: card.periodPlan as PeriodKey | null,
      networkType: card.networkType,
      cdnIncluded: card.cdnIncluded,
      totalSessions: card.totalSessions,
      tvSessions: card.tvSessions,
      mobileWebSessions: card.mobileWebSessions,
      providerPlatform: card.providerPlatform,
      salesArea: card.salesArea,
    },
  };
}

function presentCard(row: CardRow, myStoreId: string): CardResponse {
  const isOrigin = row.card.originStoreId === myStoreId;
  return {
    ...presentCardFields(row.card),
    code: row.card.code,
    picture: row.card.picture,
    originStore: row.origin,
    source: isOrigin ? 'OWN' : 'BOUGHT',
    counts: presentCounts(row, isOrigin),
    listingId: row.listingId,
    createdAt: row.card.createdAt.toISOString(),
  };
}

/** A card with the caller's counts; 120008 unless it is in the caller's stock (or when it does not exist). */
export async function getCard(db: Db, { id }: { id: string }, { userId }: Caller): Promise<CardResponse> {
  const store = await getOwnStore(db, userId);
  const { select, mine } = cardsFor(db, userId, store.id);
  const [row] = await select().where(and(eq(cards.id, id), mine));
  if (!row) throw catalogueNoPermission();
  return presentCard(row, store.id);
}

/**
 * The caller's cards, own and bought, with counts, newest first; by keyword (name, brand or card
 * code), type and source. One query: the caller's store, the page and its total.
 */
export async function findStockCards(
  db: Db,
  { keyword, type, source, ...page }: Omit<StockListQuery, 'pageNum' | 'pageSize'> & PageRequest & { source?: StockSource },
  { userId }: Caller,
): Promise<StockListResponse> {
  const filters = { pattern: keyword ? `%${escapeLike(keyword)}%` : undefined, keyword, type };
  const shape = shapeOf({ ...filters, own: source === 'OWN', bought: source === 'BOUGHT', first: isPanelFirstPage(page) });
  const [{ page: entries }] = await stockPageQuery(db, shape).execute({ ...filters, userId, ...pageValues(page) });
  const rows = entries.map(stockRowOf);
  const total = await totalOf(rows, page, async () => {
    const { countAll, where } = stockCards(db, { ...filters, userId, source });
    return (await countAll().where(where))[0].total;
  });
  return { list: rows.map((row) => presentCard(row, row.myStoreId)), total, pageNum: page.pageNum, pageSize: page.pageSize };
}

/** The caller's cards by the filters (values or a prepared query's placeholders; `pattern` is the keyword's LIKE pattern). */
function stockCards(
  db: Db,
  { userId, source, pattern, keyword, type }: { userId: Param; source?: StockSource; pattern?: Param; keyword?: Param; type?: Param<CardType> },
) {
  // Every account has a store record; its id is read in the query (an InitPlan), not before it.
  const myStore = sql<string>`(select s.id from ${stores} s where s.owner_id = ${userId})`;
  const { joined, columns, countAll, mine } = cardsFor(db, userId, myStore);
  const where = and(
    mine,
    type !== undefined ? eq(cards.type, type) : undefined,
    source === 'OWN' ? eq(cards.originStoreId, myStore) : source === 'BOUGHT' ? ne(cards.originStoreId, myStore) : undefined,
    pattern !== undefined && keyword !== undefined ? or(ilike(cards.name, pattern), ilike(cards.brand, pattern), eq(cards.code, keyword)) : undefined,
  );
  return { joined, columns, countAll, where, myStore };
}

const cardColumns = Object.entries(getTableColumns(cards));
/** A card's columns as a JSON array, in the schema's order (cardOf reads it back; its times as ISO text). */
const cardJson = sql`json_build_array(${sql.join(
  cardColumns.map(([, column]) => column),
  sql`, `,
)})`;
const cardOf = (values: unknown[]) => {
  const card = Object.fromEntries(cardColumns.map(([key], index) => [key, values[index]])) as Omit<Card, 'createdAt' | 'updatedAt'> & {
    createdAt: string;
    updatedAt: string;
  };
  return { ...card, createdAt: new Date(card.createdAt), updatedAt: new Date(card.updatedAt) };
};

/** A row of the stock page as the database writes it (stockPageQuery): one JSON array per card, in this order. */
type StockPageEntry = [
  card: unknown[],
  originId: string,
  originUid: string,
  originName: string | null,
  free: number | null,
  reserved: number | null,
  listed: number | null,
  locked: number | null,
  retired: number | null,
  sold: number | null,
  bought: number | null,
  listingId: string | null,
  myStoreId: string,
  total: number | null,
];

const stockRowOf = ([card, id, uid, name, free, reserved, listed, locked, retired, sold, bought, listingId, myStoreId, total]: StockPageEntry) => ({
  card: cardOf(card),
  origin: { id, uid, name },
  holding: { free, reserved, listed, locked, retired },
  traded: { sold, bought },
  listingId,
  myStoreId,
  total,
});

/**
 * A page of the stock list with the caller's store and the total, built once per source and set of
 * filters: the page's cards as one JSON value (jsonPage).
 */
const stockPageQuery = preparedQuery('stock_page', (db, shape: string, name) => {
  const { joined, columns, countAll, where, myStore } = stockCards(db, {
    userId: sql.placeholder('userId'),
    source: hasPart(shape, 'own') ? 'OWN' : hasPart(shape, 'bought') ? 'BOUGHT' : undefined,
    pattern: placeholderIn(shape, 'pattern'),
    keyword: placeholderIn(shape, 'keyword'),
    type: placeholderIn(shape, 'type'),
  });
  const first = hasPart(shape, 'first');
  const bounds = pageBounds(first);
  // A seller's cards rarely fill the first page: it is not counted (totalOf).
  const total: SQL<number | null> = first ? sql`null` : totalColumn(countAll().where(where));
  const { origin, holding, traded } = columns;
  const entry = sql`json_build_array(${cardJson}, ${origin.id}, ${origin.uid}, ${origin.name}, ${holding.free}, ${holding.reserved},
    ${holding.listed}, ${holding.locked}, ${holding.retired}, ${traded.sold}, ${traded.bought}, ${columns.listingId}, ${myStore}, ${total})`;
  const entries = joined(
    db
      .select(jsonPageColumns(entry, cards.createdAt, cards.id))
      .from(cards)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(cards.createdAt), desc(cards.id))
    .limit(bounds.limit)
    .offset(bounds.offset)
    .as('entries');
  return db
    .select({ page: jsonPage<StockPageEntry>(entries) })
    .from(entries)
    .prepare(name);
});

// --- Create and edit ------------------------------------------------------------------------

const newCardCode = () => String(randomInt(10_000_000, 99_999_999));

const cardValues = (input: UpdateCard) => ({
  name: input.name,
  picture: input.picture,
  description: input.description,
  defaultCurrency: input.defaultCurrency,
  currencyUnit: input.currencyUnit,
  salesChannel: input.salesChannel,
  brand: input.brand,
  serviceType: input.serviceType,
  chargingType: input.chargingType,
  periodPlan: input.periodPlan,
  networkType: input.networkType,
  cdnIncluded: input.cdnIncluded,
  totalSessions: input.totalSessions,
  tvSessions: input.tvSessions,
  mobileWebSessions: input.mobileWebSessions,
  providerPlatform: input.providerPlatform,
  salesArea: input.salesArea,
});

/** Creates a card of the caller's store (its origin), with no units yet. The picture must be an image the caller uploaded. */
export async function createCard(db: Db, input: CreateCard, { userId, now }: CallerAt): Promise<CardResponse> {
  assertCurrency(input.defaultCurrency);
  const store = await getOwnStore(db, userId);
  await assertPicture(db, { key: input.picture, userId });
  const id = await withTransaction(db, async (tx) => {
    for (let attempt = 0; ; attempt++) {
      try {
        // A savepoint per try: a colliding random code must not abort the whole transaction.
        return await withTransaction(tx, async (sp) => {
          const [card] = await sp
            .insert(cards)
            .values({ originStoreId: store.id, code: newCardCode(), type: input.type, ...cardValues(input), createdAt: now, updatedAt: now })
            .returning({ id: cards.id });
          return card.id;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  });
  return getCard(db, { id }, { userId });
}

/** Edits a card of the caller's store (not its type); 120008 for a card of another store. */
export async function updateCard(db: Db, { id, ...input }: UpdateCard & { id: string }, { userId, now }: CallerAt): Promise<CardResponse> {
  assertCurrency(input.defaultCurrency);
  const store = await getOwnStore(db, userId);
  await withTransaction(db, async (tx) => {
    const card = await lockCard(tx, id);
    if (!card || card.originStoreId !== store.id) throw await refusal(tx, card, userId);
    await assertPicture(tx, { key: input.picture, userId, allowed: [card.picture] });
    await tx
      .update(cards)
      .set({ ...cardValues(input), updatedAt: now })
      .where(eq(cards.id, id));
  });
  return getCard(db, { id }, { userId });
}
