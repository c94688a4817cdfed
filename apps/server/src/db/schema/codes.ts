import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CODE_STATUSES, type CodeFormat, type CodeStatus } from '@panel/domain/codes';
import { createdAt, oneOf } from './columns';
import { users } from './accounts';
import { cards, cardUnits } from './trade';
import { tasks } from './tasks';

// --- Activation codes and the provider platform (docs/decisions/013-codes.md) --------------------

/** A generation: `quantity` units of a card made into codes by its owner, on the task runner. */
export const codeRecords = pgTable(
  'code_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordNo: text('record_no').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    taskId: uuid('task_id')
      .notNull()
      .unique()
      .references(() => tasks.id),
    format: text('format').$type<CodeFormat>().notNull(),
    quantity: integer('quantity').notNull(),
    /** The card's free stock once every code is made. */
    stockAfter: integer('stock_after'),
    createdAt: createdAt(),
  },
  (t) => [index('code_records_owner_idx').on(t.ownerId, t.createdAt), check('code_records_quantity_check', sql`${t.quantity} > 0`)],
);

/**
 * One activation code, made from one unit (unique unit_id: a unit has at most one code). The code
 * itself is kept only sealed (AES-256-GCM with a key outside the database) and as a keyed hash
 * (HMAC-SHA256) for lookup and uniqueness: a dump of the database reveals no code.
 */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => codeRecords.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    unitId: bigint('unit_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => cardUnits.id),
    /** The unit's card number, copied when the code is made (a unit's number never changes): the export reads no unit. */
    cardNumber: text('card_number').notNull(),
    lookup: text('lookup').notNull().unique(),
    sealed: text('sealed').notNull(),
    status: text('status').$type<CodeStatus>().notNull().default('NORMAL'),
    /** The account an account card's code creates, or the account or device it was redeemed for. */
    account: text('account'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activation_codes_record_idx').on(t.recordId, t.id),
    index('activation_codes_account_idx')
      .on(t.ownerId, t.account)
      .where(sql`account is not null`),
    check('activation_codes_status_check', oneOf(t.status, CODE_STATUSES)),
  ],
);

/** Who saw or exported codes, when, and how many (append-only). */
export const codeReveals = pgTable(
  'code_reveals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    recordId: uuid('record_id')
      .notNull()
      .references(() => codeRecords.id),
    kind: text('kind').notNull(),
    count: integer('count').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('code_reveals_record_idx').on(t.recordId, t.at)],
);

/** The built-in provider platform's client accounts: what account cards create and recharge and prepaid cards extend. */
export const clientAccounts = pgTable('client_accounts', {
  accountId: text('account_id').primaryKey(),
  brand: text('brand'),
  plan: text('plan'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  sessionsTotal: integer('sessions_total').notNull().default(0),
  sessionsTv: integer('sessions_tv').notNull().default(0),
  sessionsMobileWeb: integer('sessions_mobile_web').notNull().default(0),
  credit: integer('credit').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Devices bound to a device licence on the built-in provider platform. `plan` is the period plan of
 * the licence running; `secretHash` the SHA-256 of the device secret its first redemption returned
 * (null for a device bound before secrets: its next redemption sets one).
 */
export const clientDevices = pgTable('client_devices', {
  deviceId: text('device_id').primaryKey(),
  brand: text('brand'),
  plan: text('plan'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
  secretHash: text('secret_hash'),
});

// --- Bulk recharge (packages/domain/src/contract/recharge.ts) -----------------------------------

/**
 * A bulk recharge: `quantity` units of a recharge card for each of up to 20 client accounts, on
 * the task runner (one item per account, keyed by the account). `accounts` keeps the list in the
 * order it was given; each account's result is its task item.
 */
export const recharges = pgTable(
  'recharges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .unique()
      .references(() => tasks.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    quantity: integer('quantity').notNull(),
    accounts: jsonb('accounts').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('recharges_owner_idx').on(t.ownerId, t.createdAt),
    check('recharges_quantity_check', sql`${t.quantity} > 0`),
    check('recharges_accounts_check', sql`jsonb_typeof(${t.accounts}) = 'array' and jsonb_array_length(${t.accounts}) >= 1`),
  ],
);

/**
 * The units a recharged account used (each unit RECHARGED once, so once here). Undoing the
 * account's recharge sets `undone_at` and gives exactly these units back to free stock.
 */
export const rechargeUnits = pgTable(
  'recharge_units',
  {
    rechargeId: uuid('recharge_id')
      .notNull()
      .references(() => recharges.id),
    account: text('account').notNull(),
    unitId: bigint('unit_id', { mode: 'number' })
      .notNull()
      .references(() => cardUnits.id),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.rechargeId, t.unitId] }),
    index('recharge_units_account_idx').on(t.rechargeId, t.account),
    uniqueIndex('recharge_units_unit_key')
      .on(t.unitId)
      .where(sql`undone_at is null`),
  ],
);
