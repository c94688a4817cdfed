// Orders, their events and units, and the offline payment of a store (its payment accounts, the buyers' vouchers).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_TYPES, type OrderStatus, type PaymentType } from '@panel/domain/constants';
import { ORDER_ACTORS, ORDER_EVENT_REASONS, type OrderActor, type OrderEventReason } from '@panel/domain/orders';
import { VOUCHER_STATUSES, type VoucherStatus } from '@panel/domain/contract/orders';
import { createdAt, oneOf } from './columns';
import { users } from './accounts';
import { stores } from './stores';
import { cards, listings, cardUnits } from './catalogue';
import { paymentAttempts } from './payments';

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
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
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
    index('orders_expiry_idx').on(t.payBy).where(sql`status in ('WAITINGPAYMENT', 'PAYMENTFAILED') and paid_minor = 0`),
    // Home's to-do: a store's orders waiting for their buyer's payment, counted without reading the store's whole history.
    index('orders_store_waiting_idx').on(t.storeId).where(sql`status = 'WAITINGPAYMENT'`),
    // The stock screens' sales of the last 7 days: a range of a seller's delivered orders of a card, not the store's whole history.
    index('orders_seller_delivered_idx').on(t.sellerId, t.cardId, t.completedAt).where(sql`status = 'DELIVERED'`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_type_check', oneOf(t.paymentType, PAYMENT_TYPES)),
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check('orders_amounts_check', sql`${t.unitPriceMinor} > 0 and ${t.amountMinor} = ${t.unitPriceMinor} * ${t.quantity} and ${t.paidMinor} between 0 and ${t.amountMinor}`),
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
    check('payment_vouchers_decision_check', sql`(${t.status} = 'CONFIRMED') = (${t.receivedMinor} is not null) and (${t.status} = 'REJECTED') = (${t.rejectReason} is not null)`),
  ],
);
