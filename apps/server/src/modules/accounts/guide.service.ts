// The quick-start guide (spec section 1): step one, follow a store and buy from the mall; step
// two, list products and invite resellers or sell to clients. Shown to accounts that signed up
// through the panel until they confirm it.
import { and, eq } from 'drizzle-orm';
import type { GuideInfoResponse } from '@panel/domain/contract/accounts';
import type { Db } from '../../db/client';
import { follows, stores, users } from '../../db/schema';
import { isUsableStore } from '../stores/stores.public';

/** Whether the guide shows for the caller, and which steps are already done. */
export async function getGuideInfo(db: Db, { userId }: { userId: string }): Promise<GuideInfoResponse> {
  const [row] = await db
    .select({ guidePending: users.guidePending, store: stores })
    .from(users)
    .leftJoin(stores, eq(stores.ownerId, users.id))
    .where(eq(users.id, userId));
  const [follow] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.followerId, userId), eq(follows.status, 'ACCEPTED')))
    .limit(1);
  return {
    show: Boolean(row?.guidePending),
    steps: [
      { key: 'FOLLOW_AND_BUY', done: Boolean(follow) },
      { key: 'LIST_AND_INVITE', done: Boolean(row?.store && isUsableStore(row.store)) },
    ],
  };
}

/** The caller has read the guide: it no longer shows by itself (it stays reachable from me). */
export async function confirmGuide(db: Db, { userId }: { userId: string }): Promise<GuideInfoResponse> {
  await db.update(users).set({ guidePending: false }).where(eq(users.id, userId));
  return getGuideInfo(db, { userId });
}
