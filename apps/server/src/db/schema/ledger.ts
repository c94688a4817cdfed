// VCoin: what a reversal could not take back (wallet debts), the ledger itself, top-ups and the ledger's verifications.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { VCOIN_TX_TYPES, type VcoinTxType } from '@panel/domain/constants';
import { LEDGER_PHASES, TOP_UP_STATUSES, type LedgerPhase, type TopUpStatus } from '@panel/domain/wallet';
import { createdAt, oneOf } from './columns';
import { users } from './accounts';
import { orders } from './orders';
import { paymentAttempts } from './payments';

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
  (t) => [index('wallet_debts_user_idx').on(t.userId), index('wallet_debts_created_idx').on(t.createdAt), check('wallet_debts_amount_check', sql`${t.amountMinor} > 0`)],
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
    postedMinor: bigint('posted_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    pendingDebitMinor: bigint('pending_debit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    pendingCreditMinor: bigint('pending_credit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Rises with every change: an entry records the version it produced. */
    version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
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
    uniqueIndex('ledger_transactions_resolves_once').on(t.pendingId).where(sql`pending_id is not null`),
    index('ledger_transactions_order_idx').on(t.orderId).where(sql`order_id is not null`),
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
    index('ledger_entries_account_idx').on(t.accountId, t.id).where(sql`posted`),
    index('ledger_entries_account_type_idx').on(t.accountId, t.recordType, t.id).where(sql`posted`),
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
    fileHashes: text('file_hashes').array().notNull().default(sql`'{}'`),
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
