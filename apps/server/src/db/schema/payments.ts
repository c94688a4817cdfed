// Payment attempts with the providers (design/payments.md "Orders and payment attempts"): provider events, crypto slots, transfers and chain watches.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PAYMENT_TYPES, type PaymentType } from '@panel/domain/constants';
import { PAYMENT_ATTEMPT_STATUSES, type PaymentAttemptStatus } from '@panel/domain/contract/orders';
import { createdAt, oneOf } from './columns';
import { users } from './accounts';
import { orders } from './orders';
import { ledgerTransactions, topUps } from './ledger';

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
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    vcoinMinor: bigint('vcoin_minor', { mode: 'bigint' }),
    /** Online and crypto: the quote's terms, kept for settling what arrives (payments/terms.ts AttemptTerms). */
    terms: jsonb('terms').$type<Record<string, string | number | null>>(),
    /** What arrived so far in `currency`, and the VCoin credited for it. */
    receivedMinor: bigint('received_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    creditedVcoinMinor: bigint('credited_vcoin_minor', { mode: 'bigint' }).notNull().default(sql`0`),
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
    index('payment_attempts_top_up_idx').on(t.topUpId).where(sql`top_up_id is not null`),
    index('payment_attempts_created_idx').on(t.createdAt, t.id).where(sql`provider is not null`),
    // The payments sweep (payments/sync.ts) looks for the provider attempts still waiting: a few among
    // every attempt ever made, which it read in full on each pass.
    index('payment_attempts_waiting_idx').on(t.expiresAt).where(sql`provider is not null and status = 'WAITING'`),
    uniqueIndex('payment_attempts_provider_ref_key').on(t.provider, t.providerRef).where(sql`provider_ref is not null`),
    // One provider attempt at a time may bring money to an order or a top-up (-5 for a second).
    uniqueIndex('payment_attempts_live_order_key').on(t.orderId).where(sql`provider is not null and status in ('WAITING', 'CONFIRMING', 'PARTIAL') and order_id is not null`),
    uniqueIndex('payment_attempts_live_top_up_key').on(t.topUpId).where(sql`provider is not null and status in ('WAITING', 'CONFIRMING', 'PARTIAL') and top_up_id is not null`),
    check('payment_attempts_target_check', sql`(${t.orderId} is null) <> (${t.topUpId} is null)`),
    check('payment_attempts_type_check', oneOf(t.type, PAYMENT_TYPES)),
    check('payment_attempts_status_check', oneOf(t.status, PAYMENT_ATTEMPT_STATUSES)),
    check('payment_attempts_amount_check', sql`${t.amountMinor} > 0 and ${t.rateScaled} > 0 and ${t.feeMinor} >= 0 and ${t.receivedMinor} >= 0 and ${t.creditedVcoinMinor} >= 0`),
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
    uniqueIndex('provider_events_event_key').on(t.provider, t.eventId).where(sql`event_id is not null`),
    uniqueIndex('provider_events_rejected_key').on(t.provider, t.bodyHash).where(sql`body_hash is not null`),
    index('provider_events_attempt_idx').on(t.attemptId).where(sql`attempt_id is not null`),
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
  (t) => [uniqueIndex('crypto_slots_pair_key').on(t.chain, t.token, t.address, t.amountMinor).where(sql`released_at is null`)],
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
    index('crypto_transfers_attempt_idx').on(t.attemptId).where(sql`attempt_id is not null`),
    index('crypto_transfers_review_idx').on(t.createdAt).where(sql`status = 'REVIEW'`),
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
