import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

// --- The reseller API: keys and webhooks (docs/decisions/032-reseller-api.md) ------------------

/**
 * A key a user made to call the API without the panel: it acts as its user within its scopes, from
 * the addresses it allows, until it expires or is revoked. Only the key's SHA-256 is kept; `prefix`
 * (the key's first characters) is what the panel shows to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    /** Addresses and networks (CIDR) the key may be used from; null: any. */
    allowedAddresses: text('allowed_addresses').array(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Where a user wants events sent (the Standard Webhooks scheme). The signing secret is sealed with
 * the server's key; after a rotation the previous one still signs until `previousSecretUntil`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One event for one endpoint: its body exactly as signed and sent, sent at least once and retried
 * with backoff until it is answered 2xx or three days have passed. `messageId` (the webhook-id) is
 * the event's, the same on every attempt and on a send-again; deliveries with the same
 * `orderingKey` (an order) go out in the order they were made.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    orderingKey: text('ordering_key'),
    payload: text('payload').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The HTTP status of the last answer; null when none came (refused, timed out, unreachable). */
    lastStatus: integer('last_status'),
    /** The start of the last answer's body, or what went wrong. */
    lastResponse: text('last_response'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Past this a delivery still not answered 2xx is failed: three days after it was made or sent again. */
    giveUpAt: timestamp('give_up_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '3 days'`),
    /**
     * The order the dispatcher made deliveries in (the events' commit order): deliveries with the same
     * ordering key go out in this order, also when one transaction made several at one instant.
     */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_key').on(t.endpointId, t.messageId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_order_idx')
      .on(t.endpointId, t.orderingKey, t.sequence)
      .where(sql`status = 'pending' and ordering_key is not null`),
  ],
);
