// The follow relation of a buyer and a store (spec sections 3, 4 and 6). One row per
// (store, buyer) holds its one state; no row is no relation. Every change runs in one
// transaction that locks the row (SELECT ... FOR UPDATE) and checks the state it expects,
// so concurrent changes serialize: see docs/decisions/003-follow-paths.md.
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PageRequest } from '@panel/domain/contract/envelope';
import {
  FOLLOW_DENIED_CODE,
  FOLLOW_NO_PERMISSION_CODE,
  type BlockedItem,
  type BlockListResponse,
  type EndFollowResponse,
  type FollowedResponse,
  type FollowAction,
  type FollowerDetailResponse,
  type FollowersResponse,
  type FollowingAnotherStoreData,
  type FollowingResponse,
  type FollowRequestInfoResponse,
  type FollowRequestResponse,
  type FollowStatisticsResponse,
  type FollowStatus,
  type FollowUserRef,
  type MyFollowRequestsResponse,
  type ReceivedFollowRequestItem,
  type ReceivedFollowRequestsResponse,
  type UnblockFollowerResponse,
} from '@panel/domain/contract/follows';
import type { Db } from '../../db/client';
import { isPanelFirstPage, pageBounds, pageValues, totalColumn, totalOf } from '../../db/paging';
import { hasPart, preparedQuery, shapeOf, type Param } from '../../db/prepared';
import { follows, stores, users } from '../../db/schema';
import { AppError } from '../../errors';
import { escapeLike, isUsableStore } from '../stores/stores.public';
import { withTransaction, type Tx } from '../../db/transaction';

type Follow = typeof follows.$inferSelect;
type Pair = { a: string; b: string };
type Caller = { userId: string };
type CallerAt = { userId: string; now: Date };

/** A buyer's follow or request that counts as "the one store" they follow. */
const ACTIVE: FollowStatus[] = ['PENDING', 'ACCEPTED'];

const noPermission = () => new AppError(FOLLOW_NO_PERMISSION_CODE);
const cannotAccess = () => new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const offset = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;

/** The follower's account and own store, joined to a follow row for the owner's lists. */
const followerStore = alias(stores, 'follower_store');
const followerColumns = {
  follow: follows,
  user: { id: users.id, uid: users.uid, nickname: users.nickname, avatar: users.avatar },
  storeUid: followerStore.uid,
};
type FollowerRow = { follow: Follow; user: { id: string; uid: string; nickname: string; avatar: string | null }; storeUid: string | null };

/** Follow rows with their follower, and `extra` columns. */
const selectWithFollower = <E extends SelectedFields>(db: Db, extra: E = {} as E) =>
  db
    .select({ ...followerColumns, ...extra })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .leftJoin(followerStore, eq(followerStore.ownerId, follows.followerId));
const countWithFollower = (db: Db) =>
  db.select({ total: count() }).from(follows).innerJoin(users, eq(users.id, follows.followerId)).leftJoin(followerStore, eq(followerStore.ownerId, follows.followerId));

const presentUser = ({ user, storeUid }: Pick<FollowerRow, 'user' | 'storeUid'>): FollowUserRef => ({ ...user, storeUid });
const presentStore = (store: typeof stores.$inferSelect) => ({ id: store.id, uid: store.uid, name: store.name, avatar: store.avatar });

/** Keyword of the owner's lists: the buyer's account UID or store UID (exact), or nickname (contains, any case). */
function followerKeyword(keyword: string | undefined): SQL | undefined {
  return keyword ? followerMatch(keyword, `%${escapeLike(keyword)}%`) : undefined;
}

/** followerKeyword with the keyword and its LIKE pattern as values or a prepared query's placeholders. */
const followerMatch = (keyword: Param, pattern: Param) => or(eq(users.uid, keyword), eq(followerStore.uid, keyword), ilike(users.nickname, pattern));

/** The id of the caller's own store, read inside the query that needs it (an InitPlan). */
const ownStoreIdOf = (userId: Param) => sql<string>`(select s.id from ${stores} s where s.owner_id = ${userId})`;

/** The id of the caller's own store. */
async function getOwnStoreId(db: Db, userId: string) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
  if (!store) throw new Error(`The account ${userId} has no store record`);
  return store.id;
}

/** Fails with no-permission unless the caller owns store `storeId` (also when it does not exist). */
async function assertStoreOwner(db: Db, storeId: string, userId: string) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(and(eq(stores.id, storeId), eq(stores.ownerId, userId)));
  if (!store) throw noPermission();
}

/** Who the caller is in a `{a}/{b}` call: buyer a, or the owner of store b; anyone else gets no-permission. */
async function pairRole(db: Db, { a, b }: Pair, userId: string): Promise<'BUYER' | 'OWNER'> {
  if (a === userId) return 'BUYER';
  await assertStoreOwner(db, b, userId);
  return 'OWNER';
}

/** Locks and returns the relation row of buyer a and store b, if any. */
async function lockPair(tx: Tx, { a, b }: Pair) {
  const [row] = await tx
    .select()
    .from(follows)
    .where(and(eq(follows.storeId, b), eq(follows.followerId, a)))
    .for('update');
  return row;
}

// --- Buyer: requests ---------------------------------------------------------------------

/**
 * Sends the caller's follow request to a store. Idempotent: a pending (or accepted) relation
 * is answered as it is. An auto-accepting store accepts at once. A buyer has at most one
 * pending or accepted relation: another one is refused (4050 FOLLOWING_ANOTHER_STORE) unless
 * `replaceCurrent`, which ends it in the same transaction. A blocked buyer gets 150004.
 */
export async function requestFollow(
  db: Db,
  { storeId, replaceCurrent }: { storeId: string; replaceCurrent: boolean },
  { userId, now }: CallerAt,
): Promise<FollowRequestResponse> {
  return withTransaction(db, async (tx) => {
    // One request of a buyer at a time: the buyer's row is the lock for "at most one store".
    // NO KEY UPDATE, not UPDATE: a block inserting a follow row for this buyer takes KEY SHARE
    // on it (the foreign key check), and FOR UPDATE would deadlock with that insert.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [store] = await tx.select().from(stores).where(eq(stores.id, storeId));
    if (!store || !isUsableStore(store)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'storeId' });
    if (store.ownerId === userId) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'storeId', reason: 'OWN_STORE' });

    const rows = await tx
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, userId), or(eq(follows.storeId, storeId), inArray(follows.status, ACTIVE))))
      .for('update');
    const target = rows.find((row) => row.storeId === storeId);
    if (target?.status === 'BLOCKED') throw cannotAccess();
    if (target && ACTIVE.includes(target.status as FollowStatus)) return presentMyRequest(target, store);

    const others = rows.filter((row) => row.storeId !== storeId && ACTIVE.includes(row.status as FollowStatus));
    if (others.length > 0) {
      if (!replaceCurrent) {
        const current = others[0];
        const data: FollowingAnotherStoreData = {
          reason: 'FOLLOWING_ANOTHER_STORE',
          current: { followId: current.id, storeId: current.storeId, status: current.status as FollowStatus },
        };
        throw new AppError(FOLLOW_DENIED_CODE, data);
      }
      await tx.delete(follows).where(inArray(follows.id, others.map((row) => row.id)));
    }

    const status: FollowStatus = store.autoAcceptFollows ? 'ACCEPTED' : 'PENDING';
    const values = { status, requestedAt: now, decidedAt: status === 'ACCEPTED' ? now : null };
    const [saved] = target
      ? await tx
          .update(follows)
          .set(values)
          .where(and(eq(follows.id, target.id), eq(follows.status, target.status)))
          .returning()
      : await tx.insert(follows).values({ storeId, followerId: userId, ...values }).onConflictDoNothing().returning();
    if (saved) return presentMyRequest(saved, store);
    // The store blocked the buyer between our read and our write.
    const raced = await lockPair(tx, { a: userId, b: storeId });
    if (raced?.status === 'BLOCKED') throw cannotAccess();
    throw new Error('The follow relation changed during the request');
  });
}

function presentMyRequest(row: Follow, store: typeof stores.$inferSelect): FollowRequestResponse {
  return {
    id: row.id,
    status: row.status as FollowStatus,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    store: presentStore(store),
  };
}

/** The caller's own requests (pending and answered; blocks are not requests), newest first. */
export async function findMyRequests(
  db: Db,
  { status, ...page }: PageRequest & { status?: FollowStatus },
  { userId }: Caller,
): Promise<MyFollowRequestsResponse> {
  const where = and(eq(follows.followerId, userId), status ? eq(follows.status, status) : ne(follows.status, 'BLOCKED'));
  const [{ total }] = await db.select({ total: count() }).from(follows).where(where);
  const rows = await db
    .select({ follow: follows, store: stores })
    .from(follows)
    .innerJoin(stores, eq(stores.id, follows.storeId))
    .where(where)
    .orderBy(desc(follows.requestedAt), desc(follows.id))
    .limit(page.pageSize)
    .offset(offset(page));
  return { list: rows.map((row) => presentMyRequest(row.follow, row.store)), total, ...page };
}

// --- Owner: requests ---------------------------------------------------------------------

function presentReceived(row: FollowerRow): ReceivedFollowRequestItem {
  return {
    id: row.follow.id,
    status: row.follow.status as FollowStatus,
    requestedAt: row.follow.requestedAt.toISOString(),
    decidedAt: iso(row.follow.decidedAt),
    requester: presentUser(row),
  };
}

/** Requests to the caller's store with the given status (default pending), newest first. */
export async function findReceivedRequests(
  db: Db,
  { status, ...page }: PageRequest & { status: FollowStatus },
  { userId }: Caller,
): Promise<ReceivedFollowRequestsResponse> {
  const storeId = await getOwnStoreId(db, userId);
  const where = and(eq(follows.storeId, storeId), eq(follows.status, status));
  const [{ total }] = await db.select({ total: count() }).from(follows).where(where);
  const rows = await selectWithFollower(db).where(where).orderBy(desc(follows.requestedAt), desc(follows.id)).limit(page.pageSize).offset(offset(page));
  return { list: rows.map(presentReceived), total, ...page };
}

/** One request, for its store's owner or its requester; no-permission for anyone else (or an unknown id). */
export async function getFollowRequestInfo(db: Db, { id }: { id: string }, { userId }: Caller): Promise<FollowRequestInfoResponse> {
  const [row] = await db
    .select({ ...followerColumns, store: stores })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .leftJoin(followerStore, eq(followerStore.ownerId, follows.followerId))
    .innerJoin(stores, eq(stores.id, follows.storeId))
    .where(eq(follows.id, id));
  if (!row || (row.store.ownerId !== userId && row.follow.followerId !== userId)) throw noPermission();
  return {
    id: row.follow.id,
    status: row.follow.status as FollowStatus,
    requestedAt: row.follow.requestedAt.toISOString(),
    decidedAt: iso(row.follow.decidedAt),
    store: presentStore(row.store),
    requester: presentUser(row),
  };
}

/**
 * The store owner accepts or rejects a pending request. Anyone else (or an unknown id) gets
 * no-permission; a request no longer pending (answered, removed, blocked meanwhile) is
 * 4050 NOT_PENDING and changes nothing.
 */
export async function handleFollowRequest(
  db: Db,
  { id, action }: { id: string; action: FollowAction },
  { userId, now }: CallerAt,
): Promise<ReceivedFollowRequestItem> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx.select().from(follows).where(eq(follows.id, id)).for('update');
    if (!row) throw noPermission();
    await assertStoreOwner(tx, row.storeId, userId);
    if (row.status !== 'PENDING') throw new AppError(FOLLOW_DENIED_CODE, { reason: 'NOT_PENDING', status: row.status });
    await tx
      .update(follows)
      .set({ status: action === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED', decidedAt: now })
      .where(and(eq(follows.id, id), eq(follows.status, 'PENDING')));
    // Read back inside the transaction: the answer is what this change wrote, not a later one.
    const [saved] = await selectWithFollower(tx).where(eq(follows.id, id));
    return presentReceived(saved);
  });
}

// --- Owner: followers and the block list -------------------------------------------------

const followersWhere = (userId: Param, match: SQL | undefined) => and(eq(follows.storeId, ownStoreIdOf(userId)), eq(follows.status, 'ACCEPTED'), match);

/** A page of followers with the total: one query (the caller's store read inside it), built once with and once without a keyword. */
const followersQuery = preparedQuery('followers_page', (db, shape: string, name) => {
  const where = followersWhere(sql.placeholder('userId'), hasPart(shape, 'keyword') ? followerMatch(sql.placeholder('keyword'), sql.placeholder('pattern')) : undefined);
  const bounds = pageBounds(hasPart(shape, 'first'));
  return selectWithFollower(db, { total: totalColumn(countWithFollower(db).where(where)) })
    .where(where)
    .orderBy(desc(follows.decidedAt), desc(follows.id))
    .limit(bounds.limit)
    .offset(bounds.offset)
    .prepare(name);
});

/** The caller's store's followers (ACCEPTED), searched by UID or nickname, latest followed first. */
export async function findFollowers(
  db: Db,
  { keyword, ...page }: PageRequest & { keyword?: string },
  { userId }: Caller,
): Promise<FollowersResponse> {
  const rows = await followersQuery(db, shapeOf({ keyword, first: isPanelFirstPage(page) })).execute({ userId, keyword, pattern: `%${escapeLike(keyword ?? '')}%`, ...pageValues(page) });
  const total = await totalOf(rows, page, async () => (await countWithFollower(db).where(followersWhere(userId, keyword ? followerKeyword(keyword) : undefined)))[0].total);
  return {
    list: rows.map((row) => ({
      followId: row.follow.id,
      follower: presentUser(row),
      followedAt: (row.follow.decidedAt ?? row.follow.requestedAt).toISOString(),
      firstPurchaseAt: iso(row.follow.firstPurchaseAt),
      lastPurchaseAt: iso(row.follow.lastPurchaseAt),
    })),
    total,
    ...page,
  };
}

/** One relation of the caller's store, in any state; no-permission for anyone else's (or an unknown id). */
export async function getFollowerDetail(db: Db, { followId }: { followId: string }, { userId }: Caller): Promise<FollowerDetailResponse> {
  const storeId = await getOwnStoreId(db, userId);
  const [row] = await selectWithFollower(db).where(and(eq(follows.id, followId), eq(follows.storeId, storeId)));
  if (!row) throw noPermission();
  const { follow } = row;
  return {
    followId: follow.id,
    status: follow.status as FollowStatus,
    follower: presentUser(row),
    requestedAt: follow.requestedAt.toISOString(),
    followedAt: follow.status === 'ACCEPTED' ? iso(follow.decidedAt ?? follow.requestedAt) : null,
    decidedAt: iso(follow.decidedAt),
    firstPurchaseAt: iso(follow.firstPurchaseAt),
    lastPurchaseAt: iso(follow.lastPurchaseAt),
  };
}

function presentBlocked(row: FollowerRow): BlockedItem {
  return { followId: row.follow.id, follower: presentUser(row), blockedAt: (row.follow.decidedAt ?? row.follow.createdAt).toISOString() };
}

/** The caller's block list, searched by UID or nickname, latest first. */
export async function findBlocked(
  db: Db,
  { keyword, ...page }: PageRequest & { keyword?: string },
  { userId }: Caller,
): Promise<BlockListResponse> {
  const storeId = await getOwnStoreId(db, userId);
  const where = and(eq(follows.storeId, storeId), eq(follows.status, 'BLOCKED'), followerKeyword(keyword));
  const [{ total }] = await countWithFollower(db).where(where);
  const rows = await selectWithFollower(db)
    .where(where)
    .orderBy(desc(follows.decidedAt), desc(follows.id))
    .limit(page.pageSize)
    .offset(offset(page));
  return { list: rows.map(presentBlocked), total, ...page };
}

// --- Both sides: ending, blocking, unblocking ---------------------------------------------

/**
 * Ends the relation of buyer a and store b: unfollow (or cancel a request) by a, remove by
 * b's owner. The row is deleted, so the buyer may request again. A block is not ended here:
 * the buyer gets 150004, the owner 4050 BLOCKED (unblock instead). No relation: nothing to do.
 */
export async function endFollow(db: Db, pair: Pair, { userId }: Caller): Promise<EndFollowResponse> {
  const role = await pairRole(db, pair, userId);
  await withTransaction(db, async (tx) => {
    const row = await lockPair(tx, pair);
    if (!row) return;
    if (row.status === 'BLOCKED') throw role === 'BUYER' ? cannotAccess() : new AppError(FOLLOW_DENIED_CODE, { reason: 'BLOCKED' });
    await tx.delete(follows).where(and(eq(follows.id, row.id), eq(follows.status, row.status)));
  });
  return { followerId: pair.a, storeId: pair.b, relation: 'NONE' };
}

/** Store b's owner blocks buyer a, whatever the relation was (even none). Blocking again changes nothing. */
export async function blockFollower(db: Db, pair: Pair, { userId, now }: CallerAt): Promise<BlockedItem> {
  await assertStoreOwner(db, pair.b, userId);
  if (pair.a === userId) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'a', reason: 'OWN_ACCOUNT' });
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.id, pair.a));
  if (!buyer) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'a' });
  return withTransaction(db, async (tx) => {
    const row = await lockPair(tx, pair);
    if (row && row.status !== 'BLOCKED') {
      await tx
        .update(follows)
        .set({ status: 'BLOCKED', decidedAt: now })
        .where(and(eq(follows.id, row.id), eq(follows.status, row.status)));
    } else if (!row) {
      // No row to lock: a request inserted meanwhile is overwritten by the block.
      await tx
        .insert(follows)
        .values({ storeId: pair.b, followerId: pair.a, status: 'BLOCKED', requestedAt: now, decidedAt: now })
        .onConflictDoUpdate({ target: [follows.storeId, follows.followerId], set: { status: 'BLOCKED', decidedAt: now } });
    }
    const [saved] = await selectWithFollower(tx).where(and(eq(follows.storeId, pair.b), eq(follows.followerId, pair.a)));
    return presentBlocked(saved);
  });
}

/** Store b's owner unblocks buyer a: the block is deleted and a may request again. Any other relation is left as it is. */
export async function unblockFollower(db: Db, pair: Pair, { userId }: Caller): Promise<UnblockFollowerResponse> {
  await assertStoreOwner(db, pair.b, userId);
  const relation = await withTransaction(db, async (tx) => {
    const row = await lockPair(tx, pair);
    if (!row) return 'NONE' as const;
    if (row.status !== 'BLOCKED') return row.status as FollowStatus;
    await tx.delete(follows).where(and(eq(follows.id, row.id), eq(follows.status, 'BLOCKED')));
    return 'NONE' as const;
  });
  return { followerId: pair.a, storeId: pair.b, relation };
}

// --- Counters and the buyer's side -------------------------------------------------------

/** Counts for home: the caller's store's followers, pending requests and blocks; the caller's own follow and pending request. */
export async function getFollowStatistics(db: Db, { userId }: Caller): Promise<FollowStatisticsResponse> {
  const storeId = await getOwnStoreId(db, userId);
  const byStatus = async (column: typeof follows.storeId | typeof follows.followerId, id: string) => {
    const rows = await db.select({ status: follows.status, total: count() }).from(follows).where(eq(column, id)).groupBy(follows.status);
    return (status: FollowStatus) => rows.find((row) => row.status === status)?.total ?? 0;
  };
  const mine = await byStatus(follows.storeId, storeId);
  const asBuyer = await byStatus(follows.followerId, userId);
  return {
    followers: mine('ACCEPTED'),
    pendingRequests: mine('PENDING'),
    blocked: mine('BLOCKED'),
    following: asBuyer('ACCEPTED') > 0 ? 1 : 0,
    myPendingRequests: asBuyer('PENDING'),
  };
}

/** Whether buyer a follows (ACCEPTED) store b; for a or b's owner, no-permission for anyone else. */
export async function isFollowing(db: Db, pair: Pair, { userId }: Caller): Promise<FollowedResponse> {
  await pairRole(db, pair, userId);
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.storeId, pair.b), eq(follows.followerId, pair.a), eq(follows.status, 'ACCEPTED')));
  return Boolean(row);
}

/** The store the caller follows (ACCEPTED), or null. */
export async function getFollowing(db: Db, { userId }: Caller): Promise<FollowingResponse> {
  const [row] = await db
    .select({ follow: follows, store: stores, nickname: users.nickname })
    .from(follows)
    .innerJoin(stores, eq(stores.id, follows.storeId))
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(and(eq(follows.followerId, userId), eq(follows.status, 'ACCEPTED')))
    .limit(1);
  if (!row) return null;
  return {
    followId: row.follow.id,
    store: { ...presentStore(row.store), nickname: row.nickname },
    followedAt: (row.follow.decidedAt ?? row.follow.requestedAt).toISOString(),
    firstPurchaseAt: iso(row.follow.firstPurchaseAt),
    lastPurchaseAt: iso(row.follow.lastPurchaseAt),
  };
}

/**
 * For the listing and order work: fails with 150004 unless the buyer follows the store
 * (ACCEPTED; a blocked buyer's relation is BLOCKED, so blocked buyers fail too). Inside an
 * order's transaction pass `lock: true`: the follow row is then locked (NO KEY UPDATE) until the
 * order commits, so a concurrent block or remove waits for it instead of slipping in between, and
 * a buyer's orders in one store are made one at a time (their unpaid units are counted under it).
 */
export async function assertCanBuyFrom(
  db: Db,
  { buyerId, storeId }: { buyerId: string; storeId: string },
  { lock = false }: { lock?: boolean } = {},
): Promise<void> {
  const query = db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.storeId, storeId), eq(follows.followerId, buyerId), eq(follows.status, 'ACCEPTED')));
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw cannotAccess();
}
