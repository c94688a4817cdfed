import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Session } from '../../http/auth-guard';
import { preparedQuery } from '../../db/prepared';
import { accessTokens } from '../../db/schema';

export type TokenPolicy = { idleMinutes: number; maxHours: number };

/** Tokens are stored as SHA-256: a database dump gives no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a random opaque token (256 bits) and stores its hash. Every login gets a new token;
 * with a device id, the older live tokens of the same account on that device are revoked
 * (one session per device). See docs/decisions/004-accounts.md.
 */
export async function issueToken(db: Db, input: { userId: string; deviceId?: string | null; now: Date; policy: TokenPolicy }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.policy.maxHours * 3_600_000);
  if (input.deviceId) {
    await db
      .update(accessTokens)
      .set({ revokedAt: input.now })
      .where(and(eq(accessTokens.userId, input.userId), eq(accessTokens.deviceId, input.deviceId), isNull(accessTokens.revokedAt)));
  }
  await db.insert(accessTokens).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    deviceId: input.deviceId,
    createdAt: input.now,
    lastUsedAt: input.now,
    expiresAt,
  });
  return { token, expiresIn: Math.min(input.policy.maxHours * 3600, input.policy.idleMinutes * 60) };
}

/** The live (not revoked) token with this hash: one unique-index lookup, its SQL built once. */
const liveTokenByHash = preparedQuery('session_live_token', (db, _shape, name) =>
  db
    .select({ id: accessTokens.id, userId: accessTokens.userId, lastUsedAt: accessTokens.lastUsedAt, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, sql.placeholder('hash')), isNull(accessTokens.revokedAt)))
    .limit(1)
    .prepare(name),
);

/** Use is marked at most this often, so a busy session writes once a minute, not once a request. */
const MARK_USE_EVERY_MS = 60_000;

/**
 * Resolves a token to its session, or undefined when it is unknown, revoked, past its
 * absolute lifetime or idle for too long. Read from the database on every request (nothing is
 * cached: a revoked token stops working at once, in every process). Marks use at most once a minute.
 */
export async function resolveToken(db: Db, token: string, now: Date, policy: TokenPolicy): Promise<Session | undefined> {
  const [row] = await liveTokenByHash(db).execute({ hash: hashToken(token) });
  if (!row) return undefined;
  const idleLimit = row.lastUsedAt.getTime() + policy.idleMinutes * 60_000;
  if (row.expiresAt <= now || idleLimit <= now.getTime()) return undefined;
  if (now.getTime() - row.lastUsedAt.getTime() > MARK_USE_EVERY_MS) {
    // Only the first of the requests that arrive together writes; the others find the mark already moved.
    await db
      .update(accessTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(accessTokens.id, row.id), lt(accessTokens.lastUsedAt, new Date(now.getTime() - MARK_USE_EVERY_MS))));
  }
  return { userId: row.userId, tokenId: row.id };
}

/** Revokes one token; revoking an unknown or revoked token changes nothing. */
export async function revokeToken(db: Db, token: string, now: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of an account (password reset), or all but one (password change). Returns how many. */
export async function revokeAllTokens(db: Db, userId: string, now: Date, { exceptTokenId }: { exceptTokenId?: string } = {}) {
  const revoked = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), exceptTokenId ? ne(accessTokens.id, exceptTokenId) : undefined))
    .returning({ id: accessTokens.id });
  return revoked.length;
}
