// What the platform operator sets and did: system settings, exchange rates, the operator's actions.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Operator-set overrides of the system configuration. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** The rate of a currency against USD (units per USD, scaled by 1e8) and its online fee, set by the operator; USD is 1. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    rateScaled: bigint('rate_scaled', { mode: 'bigint' }).notNull(),
    feeBp: integer('fee_bp').notNull().default(0),
    feeFixedMinor: bigint('fee_fixed_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    feeMaxMinor: bigint('fee_max_minor', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (t) => [check('exchange_rates_positive', sql`${t.rateScaled} > 0 and ${t.feeBp} >= 0 and ${t.feeFixedMinor} >= 0`)],
);

/** Every rate and fee ever set, newest last (append-only). */
export const exchangeRateHistory = pgTable(
  'exchange_rate_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currency: text('currency').notNull(),
    rateScaled: bigint('rate_scaled', { mode: 'bigint' }).notNull(),
    feeBp: integer('fee_bp').notNull(),
    feeFixedMinor: bigint('fee_fixed_minor', { mode: 'bigint' }).notNull(),
    feeMaxMinor: bigint('fee_max_minor', { mode: 'bigint' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    setBy: uuid('set_by').references(() => users.id),
  },
  (t) => [index('exchange_rate_history_currency_idx').on(t.currency, t.id)],
);

/** What the platform operator did: who, when, what, on what (append-only). */
export const opsActions = pgTable(
  'ops_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ops_actions_at_idx').on(t.at, t.id)],
);
