// API keys: made, listed and revoked by their owner from a logged-in panel, and resolved on each
// call that carries one (api-key-auth.ts). A key is `rk_` + 8 hex characters of its id + `_` + 32
// random bytes (base64url); only its SHA-256 is stored, as the session tokens' is, so a database
// dump gives no usable key, and the answer that makes it is the only place its secret appears.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { API_KEY_LIMITS, API_KEY_MARK, type ApiKey, type CreateApiKeyRequest, type CreatedApiKey } from '@panel/domain/contract/api-keys';
import type { ApiScope } from '@panel/domain/endpoints/endpoint';
import { ERROR_CODES } from '@panel/domain/errors';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { apiKeys, users } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';

type CallerAt = { userId: string; now: Date };

/** A key is stored as its SHA-256, as a session token is (auth/tokens.service.ts hashToken). */
const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');
type Row = typeof apiKeys.$inferSelect;

/** True for a credential shaped like an API key rather than a session token. */
export const isApiKey = (credential: string) => credential.startsWith(API_KEY_MARK);

const DAY_MS = 86_400_000;

function presentKey(row: Row): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiScope[],
    allowedAddresses: row.allowedAddresses,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedAddress: row.lastUsedAddress,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's keys, newest first. */
export async function findMyApiKeys(db: Db, userId: string): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(presentKey);
}

/**
 * Makes a key for the caller; at most API_KEY_LIMITS.LIVE_KEYS_MAX live (not revoked, not expired)
 * at a time (4050 beyond). The account's row is locked while counting, so two keys made at once
 * cannot both pass the limit. Answers the key with its secret, the only time it is told.
 */
export async function createApiKey(db: Db, input: CreateApiKeyRequest, { userId, now }: CallerAt): Promise<CreatedApiKey> {
  return withTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [live] = await tx
      .select({ count: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))));
    if (live!.count >= API_KEY_LIMITS.LIVE_KEYS_MAX) throw new AppError(ERROR_CODES.OPERATION_DENIED, { max: API_KEY_LIMITS.LIVE_KEYS_MAX });
    const id = randomUUID();
    const prefix = `${API_KEY_MARK}${id.replace(/-/g, '').slice(0, 8)}`;
    const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
    const addresses = input.allowedAddresses?.length ? [...new Set(input.allowedAddresses)] : null;
    const [row] = await tx
      .insert(apiKeys)
      .values({
        id,
        userId,
        name: input.name,
        prefix,
        keyHash: hashApiKey(key),
        scopes: input.scopes,
        allowedAddresses: addresses,
        expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
        createdAt: now,
      })
      .returning();
    return { ...presentKey(row!), key };
  });
}

/** Revokes one of the caller's keys (revoking a revoked key answers it as it is); any other id is 404. */
export async function revokeApiKey(db: Db, id: string, { userId, now }: CallerAt): Promise<ApiKey> {
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  if (revoked) return presentKey(revoked);
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  if (!row) throw new AppError(ERROR_CODES.NOT_FOUND);
  return presentKey(row);
}

/** What a call needs of a live key. */
export type LiveApiKey = { id: string; userId: string; scopes: ApiScope[]; allowedAddresses: string[] | null; lastUsedAt: Date | null };

/** The not revoked key with this hash: one unique-index lookup, its SQL built once. */
const liveKeyByHash = preparedQuery('api_key_by_hash', (db, _shape, name) =>
  db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      scopes: apiKeys.scopes,
      allowedAddresses: apiKeys.allowedAddresses,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sql.placeholder('hash')), isNull(apiKeys.revokedAt)))
    .limit(1)
    .prepare(name),
);

/**
 * The key a credential is, or undefined when it is unknown, revoked or expired. Read from the
 * database on every call (nothing is cached): a revoked key stops working at once, in every process.
 */
export async function resolveApiKey(db: Db, key: string, now: Date): Promise<LiveApiKey | undefined> {
  const [row] = await liveKeyByHash(db).execute({ hash: hashApiKey(key) });
  if (!row || (row.expiresAt && row.expiresAt <= now)) return undefined;
  return { id: row.id, userId: row.userId, scopes: row.scopes as ApiScope[], allowedAddresses: row.allowedAddresses, lastUsedAt: row.lastUsedAt };
}

/** Use is marked at most this often, so a busy key writes once a minute, not once a call. */
const MARK_USE_EVERY_MS = 60_000;

/** Marks a key's last use and address, unless it was marked less than a minute ago. */
export async function markApiKeyUse(db: Db, key: LiveApiKey, { now, address }: { now: Date; address: string }) {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < MARK_USE_EVERY_MS) return;
  // Only the first of the calls that arrive together writes; the others find the mark already moved.
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now, lastUsedAddress: address })
    .where(and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - MARK_USE_EVERY_MS)))));
}
