// The follow relation of a buyer and a store (spec sections 3, 4 and 6). One row per
// (store, buyer) holds its one state; no row is no relation. Every change runs in one
// transaction that locks the row (SELECT ... FOR UPDATE) and checks the state it expects,
// so concurrent changes serialize: see docs/decisions/003-follow-paths.md.
import { and, count, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PageRequest } from '@panel/domain/contract/envelope';
import {
  FOLLOW_DENIED_CODE,
  type FollowedResponse,
  type FollowAction,
  type FollowingAnotherStoreData,
  type FollowingResponse,
  type FollowRequestInfoResponse,
  type FollowRequestResponse,
  type FollowStatisticsResponse,
  type FollowStatus,
  type MyFollowRequestsResponse,
  type ReceivedFollowRequestItem,
  type ReceivedFollowRequestsResponse,
} from '@panel/domain/contract/follows';
import type { Db } from '../../db/client';
import { follows, stores, users } from '../../db/schema';
import { AppError } from '../../errors';
import { isUsableStore } from '../stores/stores.public';
import { withTransaction } from '../../db/transaction';
import {
  type Follow,
  type Pair,
  type Caller,
  type CallerAt,
  noPermission,
  cannotAccess,
  iso,
  offset,
  followerStore,
  followerColumns,
  type FollowerRow,
  selectWithFollower,
  presentUser,
  presentStore,
  getOwnStoreId,
  assertStoreOwner,
  pairRole,
  lockPair,
} from './follow-rows';

/** A buyer's follow or request that counts as "the one store" they follow. */
const ACTIVE: FollowStatus[] = ['PENDING', 'ACCEPTED'];

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
      await tx.delete(follows).where(
        inArray(
          follows.id,
          others.map((row) => row.id),
        ),
      );
    }

    const status: FollowStatus = store.autoAcceptFollows ? 'ACCEPTED' : 'PENDING';
    const values = { status, requestedAt: now, decidedAt: status === 'ACCEPTED' ? now : null };
    const [saved] = target
      ? await tx
          .update(follows)
          .set(values)
          .where(and(eq(follows.id, target.id), eq(follows.status, target.status)))
          .returning()
      : await tx
          .insert(follows)
          .values({ storeId, followerId: userId, ...values })
          .onConflictDoNothing()
          .returning();
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
