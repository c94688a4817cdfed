// The payment simulator's own records (PAYMENTS_SANDBOX only).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The sandbox providers' own books (they stand in for the outside providers): each payment as the
 * provider knows it, by its reference. Only the sandbox adapters read and write these.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** The merchant's reference: our attempt id. */
    merchantRef: text('merchant_ref').notNull(),
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_payments_ref_key').on(t.provider, t.providerRef),
    index('sandbox_payments_created_idx').on(t.createdAt),
    // A book found by the merchant's reference, as a provider's query by merchant order id finds it
    // (the economy model looks its payments up so): read in full on each lookup without it.
    index('sandbox_payments_merchant_ref_idx').on(t.merchantRef),
    // The crypto chain finds the books of a block's transfers by tx hash (booksOf in crypto-chain.ts),
    // and the boleto bank numbers the next boleto after the highest so far (local-methods.ts): both
    // read every book of their provider without these.
    index('sandbox_payments_crypto_hashes_idx')
      .using('gin', sql`(${t.details} -> 'txHashes')`)
      .where(sql`provider = 'crypto'`),
    index('sandbox_payments_boleto_sequence_idx')
      .on(sql`((${t.details} ->> 'sequence')::bigint)`)
      .where(sql`provider = 'boleto'`),
  ],
);

/** Webhooks the sandbox providers send, retried until acknowledged the provider's way. */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    paymentId: uuid('payment_id').references(() => sandboxPayments.id),
    eventId: text('event_id').notNull(),
    url: text('url').notNull(),
    body: text('body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    tries: integer('tries').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastAnswer: text('last_answer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_webhooks_due_idx')
      .on(t.nextAt)
      .where(sql`acked_at is null`),
    index('sandbox_webhooks_payment_idx').on(t.paymentId),
  ],
);

/** The sandbox chains: transfers sent to the platform's addresses, with the block they landed in. */
export const sandboxChainTransfers = pgTable(
  'sandbox_chain_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chain: text('chain').notNull(),
    token: text('token').notNull(),
    txHash: text('tx_hash').notNull().unique(),
    toAddress: text('to_address').notNull(),
    /** In the chain's own decimals (18 on BEP20), as a decimal integer string. */
    amountRaw: text('amount_raw').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_chain_transfers_block_idx').on(t.chain, t.blockNumber)],
);

/** Each sandbox chain's height: confirmations = height - block + 1. */
export const sandboxChainHeads = pgTable('sandbox_chain_heads', {
  chain: text('chain').primaryKey(),
  height: bigint('height', { mode: 'number' }).notNull(),
});
