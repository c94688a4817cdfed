import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PageRequest } from '@panel/domain/contract/envelope';
import type { FollowStatus } from '@panel/domain/contract/follows';
import type {
  FollowSettingResponse,
  StoreDetailResponse,
  StoreInfoResponse,
  StoreRelation,
  StoreSearchResponse,
  UpdateStoreInfo,
} from '@panel/domain/contract/stores';
import type { Db } from '../../db/client';
import { files, follows, stores, users } from '../../db/schema';
import { AppError } from '../../errors';

type Store = typeof stores.$inferSelect;

/** A store is usable (listed, followable, selling) once it has a name and an avatar. */
export const isUsableStore = (store: Pick<Store, 'name' | 'avatar'>) => Boolean(store.name && store.avatar);

/** Escapes LIKE wildcards so a keyword matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ACTIVE: FollowStatus[] = ['PENDING', 'ACCEPTED'];

async function getOwnStoreRow(db: Db, userId: string) {
  const [row] = await db
    .select({ store: stores, nickname: users.nickname })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(eq(stores.ownerId, userId));
  // Every account gets its store at sign-up; a missing one is a broken invariant, not a user error.
  if (!row) throw new Error(`The account ${userId} has no store record`);
  return row;
}

function presentStoreInfo(store: Store, nickname: string): StoreInfoResponse {
  return {
    id: store.id,
    uid: store.uid,
    nickname,
    name: store.name,
    avatar: store.avatar,
    phone: store.phone,
    email: store.email,
    website: store.website,
    telegram: store.telegram,
    facebook: store.facebook,
    instagram: store.instagram,
    autoAccept: store.autoAcceptFollows,
    usable: isUsableStore(store),
  };
}

/** The caller's own store with the owner's nickname and the follow-me setting. */
export async function getStoreInfo(db: Db, { userId }: { userId: string }): Promise<StoreInfoResponse> {
  const { store, nickname } = await getOwnStoreRow(db, userId);
  return presentStoreInfo(store, nickname);
}

/**
 * Saves the caller's store information. The avatar must be an image the caller uploaded
 * (or the store's current avatar, unchanged); anything else is a param error on `avatar`.
 */
export async function updateStoreInfo(db: Db, input: UpdateStoreInfo, { userId }: { userId: string }): Promise<StoreInfoResponse> {
  const { store, nickname } = await getOwnStoreRow(db, userId);
  if (input.avatar !== store.avatar) {
    const [file] = await db
      .select({ contentType: files.contentType })
      .from(files)
      .where(and(eq(files.key, input.avatar), eq(files.ownerId, userId), inArray(files.source, ['avatar', 'store'])));
    if (!file || !file.contentType.startsWith('image/')) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'avatar' });
  }
  const [saved] = await db
    .update(stores)
    .set({
      name: input.name,
      avatar: input.avatar,
      phone: input.phone,
      email: input.email,
      website: input.website,
      telegram: input.telegram,
      facebook: input.facebook,
      instagram: input.instagram,
    })
    .where(eq(stores.id, store.id))
    .returning();
  return presentStoreInfo(saved, nickname);
}

/**
 * Sets the follow-me setting: auto-accept, or the owner approves each request. Requests
 * already waiting stay pending for the owner to answer.
 */
export async function setFollowSetting(db: Db, { autoAccept }: { autoAccept: boolean }, { userId }: { userId: string }): Promise<FollowSettingResponse> {
  const [saved] = await db
    .update(stores)
    .set({ autoAcceptFollows: autoAccept })
    .where(eq(stores.ownerId, userId))
    .returning({ autoAccept: stores.autoAcceptFollows });
  if (!saved) throw new Error(`The account ${userId} has no store record`);
  return saved;
}

/**
 * A store as a buyer sees it, with the caller's relation. A store the caller cannot see
 * (unknown, or not usable and not the caller's) is a param error on `storeId`. A buyer the
 * store has blocked sees only its UID, name and avatar, not its contacts or follower count.
 */
export async function getStoreDetail(db: Db, { storeId }: { storeId: string }, { userId }: { userId: string }): Promise<StoreDetailResponse> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  const isOwn = store?.ownerId === userId;
  if (!store || (!isOwn && !isUsableStore(store))) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'storeId' });

  const [relationRow] = await db
    .select({ id: follows.id, status: follows.status })
    .from(follows)
    .where(and(eq(follows.storeId, storeId), eq(follows.followerId, userId)));
  const relation: StoreRelation = isOwn ? 'SELF' : ((relationRow?.status as FollowStatus | undefined) ?? 'NONE');
  const blocked = relation === 'BLOCKED';

  const [current] = await db
    .select({ followId: follows.id, storeId: follows.storeId, storeName: stores.name, status: follows.status })
    .from(follows)
    .innerJoin(stores, eq(stores.id, follows.storeId))
    .where(and(eq(follows.followerId, userId), inArray(follows.status, ACTIVE), ne(follows.storeId, storeId)));

  let followerCount: number | null = null;
  if (!blocked) {
    const [{ total }] = await db
      .select({ total: count() })
      .from(follows)
      .where(and(eq(follows.storeId, storeId), eq(follows.status, 'ACCEPTED')));
    followerCount = total;
  }

  return {
    id: store.id,
    uid: store.uid,
    name: store.name ?? '',
    avatar: store.avatar,
    contacts: blocked
      ? null
      : { phone: store.phone, email: store.email, website: store.website, telegram: store.telegram, facebook: store.facebook, instagram: store.instagram },
    followerCount,
    relation,
    followId: relationRow?.id ?? null,
    currentFollow: current ? { storeId: current.storeId, storeName: current.storeName, status: current.status as FollowStatus } : null,
  };
}

/**
 * Finds usable stores by UID (exact) or name (contains, any case), paged. The caller's own
 * store and stores that have blocked the caller are not listed.
 */
export async function searchStores(
  db: Db,
  { keyword, pageNum, pageSize }: PageRequest & { keyword: string },
  { userId }: { userId: string },
): Promise<StoreSearchResponse> {
  const blockedMe = db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.storeId, stores.id), eq(follows.followerId, userId), eq(follows.status, 'BLOCKED')));
  const where = and(
    isNotNull(stores.name),
    isNotNull(stores.avatar),
    ne(stores.ownerId, userId),
    or(eq(stores.uid, keyword), ilike(stores.name, `%${escapeLike(keyword)}%`)),
    notExists(blockedMe),
  );
  const [{ total }] = await db.select({ total: count() }).from(stores).where(where);
  const rows = await db
    .select({ store: stores, status: follows.status })
    .from(stores)
    .leftJoin(follows, and(eq(follows.storeId, stores.id), eq(follows.followerId, userId)))
    .where(where)
    // An exact UID match first, then by name.
    .orderBy(desc(sql`${stores.uid} = ${keyword}`), asc(sql`lower(${stores.name})`), asc(stores.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return {
    list: rows.map(({ store, status }) => ({
      id: store.id,
      uid: store.uid,
      name: store.name ?? '',
      avatar: store.avatar,
      relation: (status as FollowStatus | null) ?? 'NONE',
    })),
    total,
    pageNum,
    pageSize,
  };
}
