// The store owner's followers and block list, and the ends of a relation: unfollow or remove, block, unblock.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PageRequest } from '@panel/domain/contract/envelope';
import {
  FOLLOW_DENIED_CODE,
  type BlockedItem,
  type BlockListResponse,
  type EndFollowResponse,
  type FollowerDetailResponse,
  type FollowersResponse,
  type FollowStatus,
  type UnblockFollowerResponse,
} from '@panel/domain/contract/follows';
import type { Db } from '../../db/client';
import { isPanelFirstPage, pageBounds, pageValues, totalColumn, totalOf } from '../../db/paging';
import { hasPart, preparedQuery, shapeOf, type Param } from '../../db/prepared';
import { follows, users } from '../../db/schema';
import { AppError } from '../../errors';
import { escapeLike } from '../stores/stores.public';
import { withTransaction } from '../../db/transaction';
import {
  type Pair,
  type Caller,
  type CallerAt,
  noPermission,
  cannotAccess,
  iso,
  offset,
  type FollowerRow,
  selectWithFollower,
  countWithFollower,
  presentUser,
  followerKeyword,
  followerMatch,
  ownStoreIdOf,
  getOwnStoreId,
  assertStoreOwner,
  pairRole,
  lockPair,
} from './follow-rows';

// --- Owner: followers and the block list -------------------------------------------------

const followersWhere = (userId: Param, match: SQL | undefined) => and(eq(follows.storeId, ownStoreIdOf(userId)), eq(follows.status, 'ACCEPTED'), match);

/** A page of followers with the total: one query (the caller's store read inside it), built once with and once without a keyword. */
const followersQuery = preparedQuery('followers_page', (db, shape: string, name) => {
  const where = followersWhere(
    sql.placeholder('userId'),
    hasPart(shape, 'keyword') ? followerMatch(sql.placeholder('keyword'), sql.placeholder('pattern')) : undefined,
  );
  const bounds = pageBounds(hasPart(shape, 'first'));
  return selectWithFollower(db, { total: totalColumn(countWithFollower(db).where(where)) })
    .where(where)
    .orderBy(desc(follows.decidedAt), desc(follows.id))
    .limit(bounds.limit)
    .offset(bounds.offset)
    .prepare(name);
});

/** The caller's store's followers (ACCEPTED), searched by UID or nickname, latest followed first. */
export async function findFollowers(db: Db, { keyword, ...page }: PageRequest & { keyword?: string }, { userId }: Caller): Promise<FollowersResponse> {
  const rows = await followersQuery(db, shapeOf({ keyword, first: isPanelFirstPage(page) })).execute({
    userId,
    keyword,
    pattern: `%${escapeLike(keyword ?? '')}%`,
    ...pageValues(page),
  });
  const total = await totalOf(
    rows,
    page,
    async () => (await countWithFollower(db).where(followersWhere(userId, keyword ? followerKeyword(keyword) : undefined)))[0].total,
  );
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
export async function findBlocked(db: Db, { keyword, ...page }: PageRequest & { keyword?: string }, { userId }: Caller): Promise<BlockListResponse> {
  const storeId = await getOwnStoreId(db, userId);
  const where = and(eq(follows.storeId, storeId), eq(follows.status, 'BLOCKED'), followerKeyword(keyword));
  const [{ total }] = await countWithFollower(db).where(where);
  const rows = await selectWithFollower(db).where(where).orderBy(desc(follows.decidedAt), desc(follows.id)).limit(page.pageSize).offset(offset(page));
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
