import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CurrentUserResponse } from '@panel/domain/contract/auth';
import type { RoleCode } from '@panel/domain/constants';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { follows, stores, users } from '../../db/schema';
import { hashPassword } from './passwords';
import { isUsableStore } from '../stores/stores.public';
import { withTransaction } from '../../db/transaction';

const newUid = () => String(randomInt(10_000_000, 99_999_999));
const newInviteCode = () =>
  randomBytes(6)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X');

/** True for a unique-key violation (23505), as either driver reports it. */
export const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Retries `insert` when a random public identifier collides with an existing one. Each try runs
 * in its own savepoint: on PostgreSQL a failed statement would otherwise abort the whole
 * transaction and the retry could not run.
 */
async function withFreshIdentifiers<T>(tx: Db, insert: (sp: Db, attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withTransaction(tx, (sp) => insert(sp, attempt));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export type NewUser = {
  email?: string | null;
  phone?: string | null;
  password: string;
  nickname: string;
  avatar?: string | null;
  store?: { name?: string | null; avatar?: string | null };
  /** Show the quick-start guide until confirmed (accounts that sign up through the panel). */
  guidePending?: boolean;
};

/** Creates an account with its store record, in one transaction (a savepoint when `db` is a transaction). */
export async function createUser(db: Db, input: NewUser) {
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const [user] = await withFreshIdentifiers(tx, (sp) =>
      sp
        .insert(users)
        .values({
          uid: newUid(),
          email: input.email?.toLowerCase() ?? null,
          phone: input.phone ?? null,
          nickname: input.nickname,
          avatar: input.avatar ?? null,
          passwordHash,
          guidePending: input.guidePending ?? false,
        })
        .returning(),
    );
    // One UID per account: the store takes its owner's (the Me screen and the store's settings show
    // the same), unless a store made before this rule already holds that number.
    const [store] = await withFreshIdentifiers(tx, (sp, attempt) =>
      sp
        .insert(stores)
        .values({
          ownerId: user.id,
          uid: attempt === 0 ? user.uid : newUid(),
          name: input.store?.name ?? null,
          avatar: input.store?.avatar ?? null,
          inviteCode: newInviteCode(),
        })
        .returning(),
    );
    return { user, store };
  });
}

/** Finds an account by email (any case) or phone. */
export async function findUserByAccount(db: Db, account: string) {
  const value = account.trim();
  const [user] = await db
    .select()
    .from(users)
    .where(value.includes('@') ? eq(sql`lower(${users.email})`, value.toLowerCase()) : eq(users.phone, value.replace(/[\s-]/g, '')))
    .limit(1);
  return user;
}

/** The account, its store, and whether it follows a store (the FOLLOWER role): one query, built once. */
const currentUserQuery = preparedQuery('current_user', (db, _shape, name) =>
  db
    .select({
      user: {
        id: users.id,
        uid: users.uid,
        nickname: users.nickname,
        email: users.email,
        phone: users.phone,
        avatar: users.avatar,
        platformOperator: users.platformOperator,
        createdAt: users.createdAt,
      },
      store: { id: stores.id, uid: stores.uid, name: stores.name, avatar: stores.avatar },
      following: sql<boolean>`exists (select 1 from ${follows} f where f.follower_id = ${users.id} and f.status = 'ACCEPTED')`,
    })
    .from(users)
    .leftJoin(stores, eq(stores.ownerId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name),
);

/** The caller's own profile with role codes: SELLER with a usable store, BUYER always, FOLLOWER when following a store; PLATFORM alone for the operator. */
export async function getCurrentUser(db: Db, userId: string): Promise<CurrentUserResponse | undefined> {
  const [row] = await currentUserQuery(db).execute({ userId });
  if (!row) return undefined;
  const { user, store, following } = row;
  const usableStore = Boolean(store && isUsableStore(store));
  // The platform operator is neither a seller nor a buyer (design/domain.md "People and roles").
  const codes: RoleCode[] = user.platformOperator
    ? ['PLATFORM']
    : [...(usableStore ? (['SELLER'] as const) : []), 'BUYER', ...(following ? (['FOLLOWER'] as const) : [])];
  return {
    id: user.id,
    uid: user.uid,
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    roles: codes.map((code) => ({ code, name: code.toLowerCase() })),
    store: store ? { id: store.id, uid: store.uid, name: store.name ?? '', avatar: store.avatar } : null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The invite code of the caller's store. */
export async function getInviteCode(db: Db, userId: string) {
  const [store] = await db.select({ inviteCode: stores.inviteCode }).from(stores).where(eq(stores.ownerId, userId));
  return store?.inviteCode;
}
