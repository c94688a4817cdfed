// Trade: the catalogue (cards, units, listings), orders and the offline payment of a store, online and crypto payment
// attempts, and the VCoin ledger. One file, since their tables reference each other both ways.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  jsonb,
} from 'drizzle-orm/pg-core';
import {
  CARD_STATUSES,
  CARD_TYPES,
  STOCK_MODES,
  type CardStatus,
  type CardType,
  type StockMode,
  ORDER_STATUSES,
  PAYMENT_TYPES,
  type OrderStatus,
  type PaymentType,
  VCOIN_TX_TYPES,
  type VcoinTxType,
} from '@panel/domain/constants';
import { MOVEMENT_KINDS, UNIT_STATES, type MovementKind, type UnitState } from '@panel/domain/contract/cards';
import { LISTING_VISIBILITIES, type ListingVisibility } from '@panel/domain/contract/listings';
import { createdAt, oneOf } from './columns';
import { users } from './accounts';
import { stores } from './stores';
import { ORDER_ACTORS, ORDER_EVENT_REASONS, type OrderActor, type OrderEventReason } from '@panel/domain/orders';
import { VOUCHER_STATUSES, type VoucherStatus, PAYMENT_ATTEMPT_STATUSES, type PaymentAttemptStatus } from '@panel/domain/contract/orders';
import { LEDGER_PHASES, TOP_UP_STATUSES, type LedgerPhase, type TopUpStatus } from '@panel/domain/wallet';

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
    index('card_units_listing_idx')
      .on(t.listingId)
      .where(sql`listing_id is not null`),
    check('card_units_status_check', oneOf(t.status, CARD_STATUSES)),
    check('card_units_state_check', oneOf(t.state, UNIT_STATES)),
    check(
      'card_units_listing_check',
      sql`(${t.state} <> 'LISTED' or ${t.listingId} is not null) and (${t.listingId} is null or ${t.state} in ('LISTED', 'RESERVED'))`,
    ),
    check('card_units_reserved_check', sql`(${t.state} = 'RESERVED') = (${t.reservedOrderId} is not null)`),
    index('card_units_reserved_order_idx')
      .on(t.reservedOrderId)
      .where(sql`reserved_order_id is not null`),
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

// Orders, their events and units, and the offline payment of a store (its payment accounts, the buyers' vouchers).

// --- Orders (design/domain.md "Orders", design/payments.md "Orders and payment attempts") -------

/**
 * One purchase: what was bought (the listing frozen in `snapshot`, the unit price of the tier the
 * quantity reached, the quantity), what it costs and what is still due, in integer minor units of
 * the listing's currency, and how it will be paid. Its status moves only through the domain's
 * transition table (orders/order-state.ts), each move an order_events row. Its units are reserved
 * at creation (card_units.reserved_order_id) and delivered or released in one transaction.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order number people read and search (date and a sequence); the bank transfer's payment reference. */
    orderNo: text('order_no').notNull().unique(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** The store's owner at the time of the order: who is paid and whose units are delivered. */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    /** The currency of the prices and amounts (the listing's). */
    currency: text('currency').notNull(),
    /** The currency the buyer pays in (one of the listing's payment currencies). */
    paymentCurrency: text('payment_currency').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The listing as the buyer saw it (name, picture, description, tiers, discount, maximum). */
    snapshot: jsonb('snapshot').notNull(),
    /** The pay-by deadline; past it, an order with nothing paid is cancelled by the sweep. */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt, t.id),
    index('orders_store_idx').on(t.storeId, t.createdAt, t.id),
    index('orders_expiry_idx')
      .on(t.payBy)
      .where(sql`status in ('WAITINGPAYMENT', 'PAYMENTFAILED') and paid_minor = 0`),
    // Home's to-do: a store's orders waiting for their buyer's payment, counted without reading the store's whole history.
    index('orders_store_waiting_idx')
      .on(t.storeId)
      .where(sql`status = 'WAITINGPAYMENT'`),
    // The stock screens' sales of the last 7 days: a range of a seller's delivered orders of a card, not the store's whole history.
    index('orders_seller_delivered_idx')
      .on(t.sellerId, t.cardId, t.completedAt)
      .where(sql`status = 'DELIVERED'`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_type_check', oneOf(t.paymentType, PAYMENT_TYPES)),
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check(
      'orders_amounts_check',
      sql`${t.unitPriceMinor} > 0 and ${t.amountMinor} = ${t.unitPriceMinor} * ${t.quantity} and ${t.paidMinor} between 0 and ${t.amountMinor}`,
    ),
    check('orders_parties_check', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/** Every move of an order: who (actor and user), when, from, to, why. Append-only. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<OrderActor>().notNull(),
    /** The user behind a BUYER or SELLER move; null for SYSTEM. */
    userId: uuid('user_id').references(() => users.id),
    reason: text('reason').$type<OrderEventReason>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_actor_check', oneOf(t.actor, ORDER_ACTORS)),
    check('order_events_reason_check', oneOf(t.reason, ORDER_EVENT_REASONS)),
  ],
);

/** Which units each order delivered. Append-only: a chargeback or refund locks exactly these. */
export const orderUnits = pgTable(
  'order_units',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    unitId: bigint('unit_id', { mode: 'number' })
      .notNull()
      .references(() => cardUnits.id),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.unitId] }), uniqueIndex('order_units_unit_key').on(t.unitId, t.orderId)],
);

/** A bank account of a store for offline payment (at most 10 per store: 21017). */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    recipientBank: text('recipient_bank').notNull(),
    bankAddress: text('bank_address'),
    recipientName: text('recipient_name').notNull(),
    recipientAddress: text('recipient_address'),
    recipientAccount: text('recipient_account').notNull(),
    swiftCode: text('swift_code'),
    /** Hong Kong local transfer: bank code and branch code apply. */
    hongKongLocal: boolean('hong_kong_local').notNull().default(false),
    bankCode: text('bank_code'),
    branchCode: text('branch_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_accounts_store_idx').on(t.storeId, t.createdAt),
    check('payment_accounts_hk_check', sql`${t.hongKongLocal} or (${t.bankCode} is null and ${t.branchCode} is null)`),
  ],
);

/**
 * A buyer's proof of an offline payment: up to 9 images or one PDF (the files' keys and content
 * hashes), the amount reported, and the seller's decision (the amount received, or the reason).
 */
export const paymentVouchers = pgTable(
  'payment_vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    fileKeys: text('file_keys').array().notNull(),
    /** sha256 of each file's content, in file order: the reuse check compares these across orders. */
    fileHashes: text('file_hashes').array().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    receivedMinor: bigint('received_minor', { mode: 'bigint' }),
    status: text('status').$type<VoucherStatus>().notNull().default('WAITING'),
    rejectReason: text('reject_reason'),
    /** A file of this voucher is identical to one already sent as proof on another order or on a top-up. */
    reused: boolean('reused').notNull().default(false),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_vouchers_order_idx').on(t.orderId, t.createdAt),
    index('payment_vouchers_hashes_idx').using('gin', t.fileHashes),
    check('payment_vouchers_status_check', oneOf(t.status, VOUCHER_STATUSES)),
    check('payment_vouchers_amount_check', sql`(${t.amountMinor} is null or ${t.amountMinor} > 0) and (${t.receivedMinor} is null or ${t.receivedMinor} > 0)`),
    check('payment_vouchers_files_check', sql`cardinality(${t.fileKeys}) between 1 and 9 and cardinality(${t.fileHashes}) = cardinality(${t.fileKeys})`),
    check(
      'payment_vouchers_decision_check',
      sql`(${t.status} = 'CONFIRMED') = (${t.receivedMinor} is not null) and (${t.status} = 'REJECTED') = (${t.rejectReason} is not null)`,
    ),
  ],
);

// Payment attempts with the providers (design/payments.md "Orders and payment attempts"): provider events, crypto slots, transfers and chain watches.

/**
 * One try to pay an order (design/payments.md): its type and method, the amount in the payment
 * currency with the rate used, the provider's reference, and how it ended. An OFFLINE order has one
 * attempt for its bank transfer; a failed online try leaves its attempt FAILED and the buyer opens another.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What it pays: an order, or a VCoin purchase (top_up_id); exactly one. */
    orderId: uuid('order_id').references(() => orders.id),
    topUpId: uuid('top_up_id').references((): AnyPgColumn => topUps.id),
    type: text('type').$type<PaymentType>().notNull(),
    /** The method (CARD, PIX, BOLETO ..., CRYPTO); null for OFFLINE and VCOIN. */
    method: text('method'),
    currency: text('currency').notNull(),
    /** What the payer is asked to pay in `currency`, the fee included. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The order currency -> payment currency rate, scaled by 1e8 (money.ts RATE_DECIMALS); 1e8 when they are the same. */
    rateScaled: bigint('rate_scaled', { mode: 'bigint' }).notNull(),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    status: text('status').$type<PaymentAttemptStatus>().notNull().default('WAITING'),
    /** Online and crypto: the fee in `currency` and the VCoin the quote promised. */
    feeMinor: bigint('fee_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    vcoinMinor: bigint('vcoin_minor', { mode: 'bigint' }),
    /** Online and crypto: the quote's terms, kept for settling what arrives (payments/terms.ts AttemptTerms). */
    terms: jsonb('terms').$type<Record<string, string | number | null>>(),
    /** What arrived so far in `currency`, and the VCoin credited for it. */
    receivedMinor: bigint('received_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditedVcoinMinor: bigint('credited_vcoin_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What the buyer's screen needs (contract PaymentInstructions). */
    instructions: jsonb('instructions').$type<Record<string, unknown>>(),
    /** Billing details kept for support: names, email, ID type, a card's last 4 digits; never a card number or a PIN. */
    billing: jsonb('billing').$type<Record<string, string>>(),
    failure: text('failure'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId),
    index('payment_attempts_top_up_idx')
      .on(t.topUpId)
      .where(sql`top_up_id is not null`),
    index('payment_attempts_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`provider is not null`),
    // The payments sweep (payments/sync.ts) looks for the provider attempts still waiting: a few among
    // every attempt ever made, which it read in full on each pass.
    index('payment_attempts_waiting_idx')
      .on(t.expiresAt)
      .where(sql`provider is not null and status = 'WAITING'`),
    uniqueIndex('payment_attempts_provider_ref_key')
      .on(t.provider, t.providerRef)
      .where(sql`provider_ref is not null`),
    // One provider attempt at a time may bring money to an order or a top-up (-5 for a second).
    uniqueIndex('payment_attempts_live_order_key')
      .on(t.orderId)
      .where(sql`provider is not null and status in ('WAITING', 'CONFIRMING', 'PARTIAL') and order_id is not null`),
    uniqueIndex('payment_attempts_live_top_up_key')
      .on(t.topUpId)
      .where(sql`provider is not null and status in ('WAITING', 'CONFIRMING', 'PARTIAL') and top_up_id is not null`),
    check('payment_attempts_target_check', sql`(${t.orderId} is null) <> (${t.topUpId} is null)`),
    check('payment_attempts_type_check', oneOf(t.type, PAYMENT_TYPES)),
    check('payment_attempts_status_check', oneOf(t.status, PAYMENT_ATTEMPT_STATUSES)),
    check(
      'payment_attempts_amount_check',
      sql`${t.amountMinor} > 0 and ${t.rateScaled} > 0 and ${t.feeMinor} >= 0 and ${t.receivedMinor} >= 0 and ${t.creditedVcoinMinor} >= 0`,
    ),
  ],
);

/**
 * Every event a payment provider sent us, stored once per (provider, event id): a redelivered or
 * replayed webhook finds its row and moves nothing (deliveries counts it). A webhook whose signature
 * or body is wrong is kept too (REJECTED, no event id) for the operator.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id'),
    kind: text('kind').notNull(),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    deliveries: integer('deliveries').notNull().default(1),
    /** A rejected webhook's: the first bytes of its body only. */
    body: text('body').notNull(),
    /** A rejected webhook's body, SHA-256 in hex: the same body again counts one more delivery on its row (received_at: the last). */
    bodyHash: text('body_hash'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_events_event_key')
      .on(t.provider, t.eventId)
      .where(sql`event_id is not null`),
    uniqueIndex('provider_events_rejected_key')
      .on(t.provider, t.bodyHash)
      .where(sql`body_hash is not null`),
    index('provider_events_attempt_idx')
      .on(t.attemptId)
      .where(sql`attempt_id is not null`),
    index('provider_events_received_idx').on(t.receivedAt, t.id),
    check('provider_events_outcome_check', sql`${t.outcome} in ('APPLIED', 'IGNORED', 'REJECTED')`),
  ],
);

/**
 * The (chain, token, address, amount) a crypto attempt asked for, reserved while it waits and for
 * the grace period after (design/payments.md "Crypto"): no two live slots share a pair, so a
 * transfer matches one attempt. released_at frees it.
 */
export const cryptoSlots = pgTable(
  'crypto_slots',
  {
    attemptId: uuid('attempt_id')
      .primaryKey()
      .references(() => paymentAttempts.id),
    chain: text('chain').notNull(),
    token: text('token').notNull(),
    address: text('address').notNull(),
    /** In the token's minor units at 6 decimals (the chain's own decimals are converted on arrival). */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crypto_slots_pair_key')
      .on(t.chain, t.token, t.address, t.amountMinor)
      .where(sql`released_at is null`),
  ],
);

/** A transfer seen on a chain, applied once per (chain, tx hash, log index): credited to its attempt's payer, or kept for the operator (REVIEW). */
export const cryptoTransfers = pgTable(
  'crypto_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chain: text('chain').notNull(),
    token: text('token').notNull(),
    txHash: text('tx_hash').notNull(),
    /** The transfer's place among its transaction's logs (one transaction may pay several times); 0 where a chain has none. */
    logIndex: integer('log_index').notNull().default(0),
    address: text('address').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    status: text('status').notNull(),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    late: boolean('late').notNull().default(false),
    transactionId: uuid('transaction_id').references((): AnyPgColumn => ledgerTransactions.id),
    /** REVIEW resolved by the operator: the user credited. */
    resolvedTo: uuid('resolved_to').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crypto_transfers_tx_key').on(t.chain, t.txHash, t.logIndex),
    index('crypto_transfers_attempt_idx')
      .on(t.attemptId)
      .where(sql`attempt_id is not null`),
    index('crypto_transfers_review_idx')
      .on(t.createdAt)
      .where(sql`status = 'REVIEW'`),
    check('crypto_transfers_status_check', sql`${t.status} in ('COUNTING', 'CREDITED', 'REVIEW')`),
    check('crypto_transfers_amount_check', sql`${t.amountMinor} > 0 and ${t.confirmations} >= 0`),
  ],
);

/**
 * Each watched EVM chain's progress (modules/payments/adapters/evm): every block up to `cursor` has
 * been read for our transfers; the hashes of scanned blocks near the head tell a reorg (one changed:
 * read again from below it); the rest is the operator's health line (which RPC address answered,
 * the last error and when).
 */
export const chainWatch = pgTable('chain_watch', {
  chain: text('chain').primaryKey(),
  cursor: bigint('cursor', { mode: 'number' }).notNull(),
  head: bigint('head', { mode: 'number' }).notNull(),
  /** Block number (decimal text) -> hash, of scanned blocks still short of the chain's depth. */
  recentBlocks: jsonb('recent_blocks').$type<Record<string, string>>().notNull().default({}),
  rpcUrl: text('rpc_url'),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The transfers to our addresses a chain watcher has seen and follows until they are deep enough:
 * their block (a reorg that replaces it un-sees them), and the confirmations last reported to the
 * payment core. FINAL ones were reported at the chain's depth; they are kept while a reorg could
 * still reach them, so that one deeper than the depth is told to the operator.
 */
export const chainWatchTransfers = pgTable(
  'chain_watch_transfers',
  {
    chain: text('chain').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    token: text('token').notNull(),
    address: text('address').notNull(),
    /** At 6 decimals, converted exactly from the token's own. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reported: integer('reported').notNull().default(0),
    final: boolean('final').notNull().default(false),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.txHash, t.logIndex] }), index('chain_watch_transfers_block_idx').on(t.chain, t.blockNumber)],
);

// VCoin: what a reversal could not take back (wallet debts), the ledger itself, top-ups and the ledger's verifications.

/** What a chargeback or refund took back from a user who no longer held it: owed, recorded, never a negative wallet. */
export const walletDebts = pgTable(
  'wallet_debts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    transactionId: uuid('transaction_id').references((): AnyPgColumn => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_debts_user_idx').on(t.userId),
    index('wallet_debts_created_idx').on(t.createdAt),
    check('wallet_debts_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

// --- The VCoin ledger (design/payments.md "The VCoin ledger"; docs/decisions/012-vcoin-ledger.md) ---

/**
 * A ledger account: a user's wallet (created on first use) or a platform account (OFFLINE_TOPUP,
 * FEES, CHARGEBACK_LOSS, CLEARING:<provider>:<currency>). `posted_minor` is the balance in VCoin
 * cents (credits positive); pending debits and credits are what unresolved pending transactions
 * hold. Only modules/ledger writes here, under a row lock taken in id order. The database itself
 * refuses a wallet whose available balance (posted less pending debits) would go below zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id),
    /** The platform account's code; null for a wallet. */
    code: text('code').unique(),
    postedMinor: bigint('posted_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    pendingDebitMinor: bigint('pending_debit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    pendingCreditMinor: bigint('pending_credit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Rises with every change: an entry records the version it produced. */
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_owner_check', sql`(${t.userId} is null) <> (${t.code} is null)`),
    check('ledger_accounts_pending_check', sql`${t.pendingDebitMinor} >= 0 and ${t.pendingCreditMinor} >= 0`),
    check('ledger_accounts_wallet_not_negative', sql`${t.userId} is null or ${t.postedMinor} - ${t.pendingDebitMinor} >= 0`),
  ],
);

/**
 * One movement of VCoin: two or more entries summing to zero (a deferred constraint trigger checks
 * it at commit). PENDING holds funds until one POST_PENDING (possibly for less) or VOID_PENDING
 * resolves it, exactly once (unique pending_id). Append-only.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<VcoinTxType>().notNull(),
    phase: text('phase').$type<LedgerPhase>().notNull(),
    /** The pending transaction a POST_PENDING or VOID_PENDING resolves. */
    pendingId: uuid('pending_id').references((): AnyPgColumn => ledgerTransactions.id),
    orderId: uuid('order_id').references(() => orders.id),
    topUpId: uuid('top_up_id'),
    /** Who asked for it (null: the system). */
    userId: uuid('user_id').references(() => users.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transactions_type_check', oneOf(t.type, VCOIN_TX_TYPES)),
    check('ledger_transactions_phase_check', oneOf(t.phase, LEDGER_PHASES)),
    check('ledger_transactions_pending_check', sql`(${t.pendingId} is not null) = (${t.phase} in ('POST_PENDING', 'VOID_PENDING'))`),
    uniqueIndex('ledger_transactions_resolves_once')
      .on(t.pendingId)
      .where(sql`pending_id is not null`),
    index('ledger_transactions_order_idx')
      .on(t.orderId)
      .where(sql`order_id is not null`),
  ],
);

/**
 * One side of a movement on one account (credits positive). `balance_after` and `version` are the
 * account's posted balance and version right after it (for a PENDING entry: the posted balance,
 * unchanged). `record_type` is how the account's owner reads it (the seller's side of an order
 * payment is INCOME). Append-only.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    recordType: text('record_type').$type<VcoinTxType>().notNull(),
    /** The other party's account when there is one other (transfers, order payments). */
    counterpartyAccountId: bigint('counterparty_account_id', { mode: 'bigint' }).references(() => ledgerAccounts.id),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    version: bigint('version', { mode: 'bigint' }).notNull(),
    posted: boolean('posted').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_amount_check', sql`${t.amountMinor} <> 0`),
    check('ledger_entries_record_type_check', oneOf(t.recordType, VCOIN_TX_TYPES)),
    index('ledger_entries_account_idx')
      .on(t.accountId, t.id)
      .where(sql`posted`),
    index('ledger_entries_account_type_idx')
      .on(t.accountId, t.recordType, t.id)
      .where(sql`posted`),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

/**
 * Buying VCoin by bank transfer (USD): the buyer states an amount and gets a payment reference,
 * sends a voucher (the ledger then holds a PENDING credit from OFFLINE_TOPUP), and the operator
 * confirms what arrived (posted, possibly for less; more is a second posting) or rejects (voided).
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    /** BANK (a voucher the operator confirms), ONLINE or CRYPTO (paid through a provider: payment_attempts.top_up_id). */
    channel: text('channel').notNull().default('BANK'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    receivedMinor: bigint('received_minor', { mode: 'bigint' }),
    status: text('status').$type<TopUpStatus>().notNull(),
    files: jsonb('files').$type<{ key: string; contentType: string; size: number; sha256: string }[]>().notNull().default([]),
    /** sha256 of each voucher file, in file order: the reuse check compares these with order vouchers' and other top-ups'. */
    fileHashes: text('file_hashes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** A file of this voucher is identical to one already sent as proof on an order or another top-up. */
    reused: boolean('reused').notNull().default(false),
    pendingTransactionId: uuid('pending_transaction_id').references(() => ledgerTransactions.id),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdAt: createdAt(),
    voucherAt: timestamp('voucher_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('top_ups_status_check', oneOf(t.status, TOP_UP_STATUSES)),
    check('top_ups_channel_check', sql`${t.channel} in ('BANK', 'ONLINE', 'CRYPTO')`),
    check('top_ups_amount_check', sql`${t.amountMinor} > 0 and (${t.receivedMinor} is null or ${t.receivedMinor} > 0)`),
    index('top_ups_user_idx').on(t.userId, t.createdAt),
    index('top_ups_status_idx').on(t.status, t.createdAt),
    index('top_ups_hashes_idx').using('gin', t.fileHashes),
  ],
);

/** Results of `ledger verify` (the command, the operator's button, the nightly sweep). */
export const ledgerVerifications = pgTable('ledger_verifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  ok: boolean('ok').notNull(),
  transactions: integer('transactions').notNull(),
  accounts: integer('accounts').notNull(),
  violations: jsonb('violations').$type<string[]>().notNull(),
});
