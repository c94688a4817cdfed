// Stores and who follows them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FOLLOW_STATUSES, type FollowStatus } from '@panel/domain/contract/follows';
import { createdAt, oneOf } from './columns';
import { users } from './accounts';

/** Every account has a store record; it is usable once name and avatar are set. */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .unique()
    .references(() => users.id),
  uid: text('uid').notNull().unique(),
  name: text('name'),
  avatar: text('avatar'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  telegram: text('telegram'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  inviteCode: text('invite_code').notNull().unique(),
  /** Follow requests are accepted without the owner's approval. */
  autoAcceptFollows: boolean('auto_accept_follows').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A buyer's relation to a store, one row per (store, buyer): PENDING, ACCEPTED, REJECTED or BLOCKED.
 * No row means no relation (unfollow and remove delete it). A buyer has at most one PENDING or
 * ACCEPTED row at a time (a partial unique index), so "follows at most one store" holds even
 * under concurrent requests. See docs/decisions/003-follow-paths.md.
 */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<FollowStatus>().notNull(),
    createdAt: createdAt(),
    /** When the buyer last sent the request (a rejected buyer may request again). */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status last changed by the store (accepted: the date followed; blocked: the date blocked). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Kept by the order work: the buyer's first and last purchase from this store. */
    firstPurchaseAt: timestamp('first_purchase_at', { withTimezone: true }),
    lastPurchaseAt: timestamp('last_purchase_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('follows_store_follower_key').on(t.storeId, t.followerId),
    index('follows_follower_idx').on(t.followerId),
    index('follows_store_status_idx').on(t.storeId, t.status),
    uniqueIndex('follows_one_active_per_follower_key')
      .on(t.followerId)
      .where(sql`status in ('PENDING', 'ACCEPTED')`),
    check('follows_status_check', oneOf(t.status, FOLLOW_STATUSES)),
  ],
);
