// The platform's own records: uploaded files, the outbox, idempotency keys, analytics events.
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** An uploaded file; public sources are served from the CDN domain, others only through download. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id),
  source: text('source').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** sha256 of the content (hex); null for files stored before it was kept. */
  sha256: text('sha256'),
  createdAt: createdAt(),
});

/** Messages (email and SMS) of the outbox transport: the embedded stand-in for a mail or SMS provider. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of sending (several messages can share a timestamp). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** email or sms. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.seq), index('outbox_messages_created_idx').on(t.createdAt)],
);

// --- Idempotency keys ---------------------------------------------------------------------------

/**
 * The first answer to a money- or stock-moving call, per (caller, Idempotency-Key), written in the
 * call's own transaction (Stripe's rules, design/payments.md): a replay answers it again, the key
 * with another request is refused. Kept at least 24 hours, then purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** The route (method and path pattern) the key was first used on. */
    scope: text('scope').notNull(),
    /** sha256 of the scope and the request's validated input. */
    requestHash: text('request_hash').notNull(),
    /** 200, or the catalogue code of a business failure. */
    respCode: integer('resp_code').notNull(),
    /** The answer's data (success), or { data, messageKey, params } of the failure. */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * First-party analytics events (spec section 9, named h5-...): what happened, when, on which
 * screen, in which language, and an anonymous random id of the device; nothing that names a person.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** When it happened (the device's clock, kept within a day of the server's). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    screen: text('screen').notNull(),
    language: text('language').notNull(),
    device: uuid('device'),
  },
  (t) => [index('analytics_events_occurred_idx').on(t.occurredAt, t.name)],
);
