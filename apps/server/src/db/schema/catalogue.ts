import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CARD_STATUSES, CARD_TYPES, STOCK_MODES, type CardStatus, type CardType, type StockMode } from '@panel/domain/constants';
import { MOVEMENT_KINDS, UNIT_STATES, type MovementKind, type UnitState } from '@panel/domain/contract/cards';
import { LISTING_VISIBILITIES, type ListingVisibility } from '@panel/domain/contract/listings';
import { createdAt, oneOf } from './columns';
import { users } from './accounts';
import { stores } from './stores';
import { orders } from './orders';

// --- The catalogue: cards, their units, listings (docs/decisions/006-catalogue.md) ----------

/**
 * A card (the SKU): what a store sells. The store that creates it is its origin, the only one that
 * mints or retires its units. Every change of a card's units locks this row first
 * (FOR NO KEY UPDATE), so changes of one card run one at a time and never count a unit twice.
 */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originStoreId: uuid('origin_store_id')
      .notNull()
      .references(() => stores.id),
    /** Public number of the card (8 digits); its units' card numbers start with it. */
    code: text('code').notNull().unique(),
    /** ACCOUNT_CARD, RECHARGE_CARD, PREPAID_CARD or DEVICE_LICENCE. */
    type: text('type').$type<CardType>().notNull(),
    name: text('name').notNull(),
    /** File key of the picture (an image the origin uploaded). */
    picture: text('picture').notNull(),
    description: text('description'),
    defaultCurrency: text('default_currency').notNull(),
    currencyUnit: text('currency_unit'),
    /** MEMBER_SITE, PANEL or PREPAID. */
    salesChannel: text('sales_channel'),
    brand: text('brand'),
    /** LIVE, VOD or LIVE_VOD. */
    serviceType: text('service_type'),
    chargingType: text('charging_type'),
    /** One of the domain's PERIOD_VALUES keys (DAY_1 ... YEAR_20). */
    periodPlan: text('period_plan'),
    networkType: text('network_type'),
    cdnIncluded: boolean('cdn_included'),
    totalSessions: integer('total_sessions'),
    tvSessions: integer('tv_sessions'),
    mobileWebSessions: integer('mobile_web_sessions'),
    providerPlatform: text('provider_platform'),
    salesArea: text('sales_area'),
    /** Serial of the next unit minted; read and moved only under the card row lock. */
    nextSerial: bigint('next_serial', { mode: 'number' }).notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cards_origin_store_idx').on(t.originStoreId),
    check('cards_type_check', oneOf(t.type, CARD_TYPES)),
    check('cards_next_serial_check', sql`${t.nextSerial} >= 1`),
  ],
);

/**
 * A listing ("product" in the mall): one store's offer of one card, at most one per (store, card)
 * (120027). Prices are in listing_tiers; the chosen users of OPEN_TO / BLOCKED_FOR in
 * listing_audience. A LIMITED listing's units are the card_units set aside for it (state LISTED).
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    name: text('name').notNull(),
    picture: text('picture').notNull(),
    /** Overall discount in basis points (1250 = 12.5 % off the wholesale price). */
    discountBp: integer('discount_bp').notNull().default(0),
    /** Most units per purchase; null = only the stock limits it. */
    maxPerPurchase: integer('max_per_purchase'),
    currency: text('currency').notNull(),
    paymentMethods: text('payment_methods').array().notNull(),
    paymentCurrencies: text('payment_currencies').array().notNull(),
    /** When the seller accepted the online payment policy (needed while ONLINE is offered). */
    onlinePolicyAcceptedAt: timestamp('online_policy_accepted_at', { withTimezone: true }),
    /** ALL (the seller's free units) or LIMITED (units set aside). */
    stockMode: text('stock_mode').$type<StockMode>().notNull(),
    /** LIMITED: the quantity set aside when saved, or what was left when unlisted (set aside again on listing). */
    limitedQuantity: integer('limited_quantity'),
    /** Below this many units for sale the seller is told once (a trigger writes the stock.low event); 0 = never. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    /** EVERYONE, OPEN_TO or BLOCKED_FOR. */
    visibility: text('visibility').$type<ListingVisibility>().notNull(),
    listed: boolean('listed').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_store_card_key').on(t.storeId, t.cardId),
    index('listings_card_idx').on(t.cardId),
    index('listings_store_listed_idx').on(t.storeId, t.listed),
    check('listings_stock_mode_check', oneOf(t.stockMode, STOCK_MODES)),
    check('listings_visibility_check', oneOf(t.visibility, LISTING_VISIBILITIES)),
    check('listings_discount_check', sql`${t.discountBp} between 0 and 9999`),
    check('listings_max_check', sql`${t.maxPerPurchase} is null or ${t.maxPerPurchase} >= 1`),
    check('listings_low_stock_check', sql`${t.lowStockThreshold} between 0 and 1000000`),
    check('listings_limited_check', sql`(${t.stockMode} = 'LIMITED') = (${t.limitedQuantity} is not null) and coalesce(${t.limitedQuantity}, 0) >= 0`),
  ],
);

/** A price tier of a listing: from min_count units on, the wholesale price (what a buyer pays) and the suggested retail price. */
export const listingTiers = pgTable(
  'listing_tiers',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    minCount: integer('min_count').notNull(),
    /** Integer minor units of the listing's currency. */
    wholesaleMinor: bigint('wholesale_minor', { mode: 'bigint' }).notNull(),
    retailMinor: bigint('retail_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.minCount] }),
    check('listing_tiers_min_count_check', sql`${t.minCount} >= 1`),
    check('listing_tiers_prices_check', sql`${t.wholesaleMinor} > 0 and ${t.retailMinor} > 0 and ${t.wholesaleMinor} <> ${t.retailMinor}`),
  ],
);

/** The users chosen for an OPEN_TO (only they see it) or BLOCKED_FOR (they do not) listing. */
export const listingAudience = pgTable(
  'listing_audience',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.userId] }), index('listing_audience_user_idx').on(t.userId)],
);

/**
 * One unit of a card, with its card number and its one owner (a user: the store owner for a
 * store's stock). status is the card status (NORMAL, ACTIVATED, LOCKED); state is where it stands
 * in its owner's stock (FREE, RESERVED, LISTED, RETIRED). Counts are derived from these rows,
 * never kept apart, so they cannot disagree with the units or go negative.
 */
export const cardUnits = pgTable(
  'card_units',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    serial: bigint('serial', { mode: 'number' }).notNull(),
    cardNumber: text('card_number').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<CardStatus>().notNull().default('NORMAL'),
    state: text('state').$type<UnitState>().notNull().default('FREE'),
    /** The LIMITED listing the unit is set aside for (LISTED), kept while an order holds it (RESERVED). */
    listingId: uuid('listing_id').references(() => listings.id),
    /** The order holding a RESERVED unit. */
    reservedOrderId: uuid('reserved_order_id').references((): AnyPgColumn => orders.id),
    /** Provenance: the order that moved the unit to its owner; null for a unit its owner minted. */
    acquiredOrderId: uuid('acquired_order_id').references((): AnyPgColumn => orders.id),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('card_units_card_number_key').on(t.cardNumber),
    uniqueIndex('card_units_card_serial_key').on(t.cardId, t.serial),
    index('card_units_holding_idx').on(t.cardId, t.ownerId, t.state),
    index('card_units_owner_idx').on(t.ownerId),
    index('card_units_listing_idx').on(t.listingId).where(sql`listing_id is not null`),
    check('card_units_status_check', oneOf(t.status, CARD_STATUSES)),
    check('card_units_state_check', oneOf(t.state, UNIT_STATES)),
    check('card_units_listing_check', sql`(${t.state} <> 'LISTED' or ${t.listingId} is not null) and (${t.listingId} is null or ${t.state} in ('LISTED', 'RESERVED'))`),
    check('card_units_reserved_check', sql`(${t.state} = 'RESERVED') = (${t.reservedOrderId} is not null)`),
    index('card_units_reserved_order_idx').on(t.reservedOrderId).where(sql`reserved_order_id is not null`),
  ],
);

/** The stock history of a card for one user: MINTED, BOUGHT, SOLD, RETIRED, with the order or operator behind it. Append-only. */
export const cardMovements = pgTable(
  'card_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    /** Whose stock moved. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<MovementKind>().notNull(),
    quantity: integer('quantity').notNull(),
    /** The order of a BOUGHT or SOLD movement. */
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id),
    /** Who did it (the seller minting or retiring; the buyer or seller of an order). */
    operatorId: uuid('operator_id').references(() => users.id),
    /** The other side of a BOUGHT or SOLD movement. */
    counterpartyId: uuid('counterparty_id').references(() => users.id),
    firstCardNumber: text('first_card_number'),
    lastCardNumber: text('last_card_number'),
    createdAt: createdAt(),
  },
  (t) => [
    index('card_movements_card_user_idx').on(t.cardId, t.userId, t.seq),
    check('card_movements_kind_check', oneOf(t.kind, MOVEMENT_KINDS)),
    check('card_movements_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// --- Stock counts -------------------------------------------------------------------------------

/**
 * How many units of a card an owner has in each (state, status): what every stock figure reads,
 * so no read counts unit rows. Kept by statement triggers on card_units (migration
 * 0005_stock_counts_and_idempotency), in the same transaction as the change they count, whatever code
 * path moves the units. A LIMITED listing's set-aside units are its store owner's (card, LISTED,
 * NORMAL) row: a store lists a card once.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    state: text('state').$type<UnitState>().notNull(),
    status: text('status').$type<CardStatus>().notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.ownerId, t.state, t.status] }),
    index('stock_counts_owner_idx').on(t.ownerId, t.cardId),
    check('stock_counts_units_check', sql`${t.units} >= 0`),
    check('stock_counts_state_check', oneOf(t.state, UNIT_STATES)),
    check('stock_counts_status_check', oneOf(t.status, CARD_STATUSES)),
  ],
);
