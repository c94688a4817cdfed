// The follow rows the requests and the owner's lists share: the follower joined to its row, the
// presenters, the caller's store and the lock of one (buyer, store) pair.
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PageRequest } from '@panel/domain/contract/envelope';
import { FOLLOW_NO_PERMISSION_CODE, type FollowUserRef } from '@panel/domain/contract/follows';
import type { Db } from '../../db/client';
import type { Param } from '../../db/prepared';
import { follows, stores, users } from '../../db/schema';
import { AppError } from '../../errors';
import { escapeLike } from '../stores/stores.public';
import type { Tx } from '../../db/transaction';

export type Follow = typeof follows.$inferSelect;
export type Pair = { a: string; b: string };
export type Caller = { userId: string };
export type CallerAt = { userId: string; now: Date };

export const noPermission = () => new AppError(FOLLOW_NO_PERMISSION_CODE);
export const cannotAccess = () => new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
export const iso = (date: Date | null) => (date ? date.toISOString() : null);
export const offset = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;

/** The follower's account and own store, joined to a follow row for the owner's lists. */
export const followerStore = alias(stores, 'follower_store');
export const followerColumns = {
  follow: follows,
  user: { id: users.id, uid: users.uid, nickname: users.nickname, avatar: users.avatar },
  storeUid: followerStore.uid,
};
export type FollowerRow = { follow: Follow; user: { id: string; uid: string; nickname: string; avatar: string | null }; storeUid: string | null };

/** Follow rows with their follower, and `extra` columns. */
export const selectWithFollower = <E extends SelectedFields>(db: Db, extra: E = {} as E) =>
  db
    .select({ ...followerColumns, ...extra })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .leftJoin(followerStore, eq(followerStore.ownerId, follows.followerId));
export const countWithFollower = (db: Db) =>
  db
    .select({ total: count() })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .leftJoin(followerStore, eq(followerStore.ownerId, follows.followerId));

export const presentUser = ({ user, storeUid }: Pick<FollowerRow, 'user' | 'storeUid'>): FollowUserRef => ({ ...user, storeUid });
export const presentStore = (store: typeof stores.$inferSelect) => ({ id: store.id, uid: store.uid, name: store.name, avatar: store.avatar });

/** Keyword of the owner's lists: the buyer's account UID or store UID (exact), or nickname (contains, any case). */
export function followerKeyword(keyword: string | undefined): SQL | undefined {
  return keyword ? followerMatch(keyword, `%${escapeLike(keyword)}%`) : undefined;
}

/** followerKeyword with the keyword and its LIKE pattern as values or a prepared query's placeholders. */
export const followerMatch = (keyword: Param, pattern: Param) => or(eq(users.uid, keyword), eq(followerStore.uid, keyword), ilike(users.nickname, pattern));

/** The id of the caller's own store, read inside the query that needs it (an InitPlan). */
export const ownStoreIdOf = (userId: Param) => sql<string>`(select s.id from ${stores} s where s.owner_id = ${userId})`;

/** The id of the caller's own store. */
export async function getOwnStoreId(db: Db, userId: string) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
  if (!store) throw new Error(`The account ${userId} has no store record`);
  return store.id;
}

/** Fails with no-permission unless the caller owns store `storeId` (also when it does not exist). */
export async function assertStoreOwner(db: Db, storeId: string, userId: string) {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.ownerId, userId)));
  if (!store) throw noPermission();
}

/** Who the caller is in a `{a}/{b}` call: buyer a, or the owner of store b; anyone else gets no-permission. */
export async function pairRole(db: Db, { a, b }: Pair, userId: string): Promise<'BUYER' | 'OWNER'> {
  if (a === userId) return 'BUYER';
  await assertStoreOwner(db, b, userId);
  return 'OWNER';
}

/** Locks and returns the relation row of buyer a and store b, if any. */
export async function lockPair(tx: Tx, { a, b }: Pair) {
  const [row] = await tx
    .select()
    .from(follows)
    .where(and(eq(follows.storeId, b), eq(follows.followerId, a)))
    .for('update');
  return row;
}
