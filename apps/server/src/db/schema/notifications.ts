import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

// --- Live events and notifications (docs/decisions/031-live-events-and-notifications.md) ----------

/**
 * What happened, per person concerned, written by triggers in the transaction that made it happen
 * (an order's event, a follow's change, a task's progress, stock crossing a listing's threshold, a
 * top-up's decision). `tx` is the writing transaction's id: readers take only rows of transactions
 * older than every one still running, so a row that commits late is never skipped. Kept 3 days.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_events_tx_idx').on(t.tx, t.id), index('user_events_user_idx').on(t.userId, t.tx, t.id), index('user_events_created_idx').on(t.createdAt)],
);

/** How far each reader of `user_events` has read, for readers that must see every event once (the notifier). */
export const eventCursors = pgTable('event_cursors', {
  name: text('name').primaryKey(),
  tx: bigint('tx', { mode: 'number' }).notNull().default(0),
  id: bigint('id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The inbox: one entry per thing a person was told, read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** The order, follow or listing it is about. */
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
    /** The event it came from: one entry per event and person, however often the notifier reads it. */
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    /** Shown in the inbox (the person may switch the inbox off for a kind and keep e-mail or push). */
    inInbox: boolean('in_inbox').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_event_user_key').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null and in_inbox`),
  ],
);

/** A person's switch for one kind on one channel; no row means the default (on). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check('notification_settings_channel_check', sql`${t.channel} in ('INBOX', 'EMAIL', 'PUSH')`),
  ],
);

/** A browser's Web Push subscription (its push service endpoint and keys), one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
