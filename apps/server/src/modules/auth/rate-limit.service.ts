import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export type RateLimitRule = { max: number; windowMinutes: number; blockMinutes: number };

/** Milliseconds left while `key` is blocked, else 0. */
export async function blockedMs(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db.select({ blockedUntil: rateLimits.blockedUntil }).from(rateLimits).where(eq(rateLimits.key, key));
  if (!row?.blockedUntil || row.blockedUntil <= now) return 0;
  return row.blockedUntil.getTime() - now.getTime();
}

/** Minutes left (rounded up) while `key` is blocked, else 0. */
export async function blockedMinutes(db: Db, key: string, now: Date): Promise<number> {
  return Math.ceil((await blockedMs(db, key, now)) / 60_000);
}

/** Events counted against `key` in its current window (0 once the window of `windowMinutes` has passed). */
export async function countInWindow(db: Db, key: string, windowMinutes: number, now: Date): Promise<number> {
  const [row] = await db.select({ count: rateLimits.count, windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStart.getTime() < now.getTime() - windowMinutes * 60_000) return 0;
  return row.count;
}

/**
 * Counts one event against `key` in a fixed window, atomically in the database so every
 * server process shares the count. Returns the minutes blocked once the count reaches the rule's max.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<number> {
  const blockUntil = new Date(now.getTime() + rule.blockMinutes * 60_000);
  // Timestamps go in as ISO text: both drivers read it the same way.
  const windowStartLimit = sql`${new Date(now.getTime() - rule.windowMinutes * 60_000).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const blockUntilSql = sql`${blockUntil.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now, blockedUntil: rule.max <= 1 ? blockUntil : null })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < ${windowStartLimit} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < ${windowStartLimit} then ${nowSql} else ${rateLimits.windowStart} end`,
        blockedUntil: sql`case when (case when ${rateLimits.windowStart} < ${windowStartLimit} then 1 else ${rateLimits.count} + 1 end) >= ${rule.max} then ${blockUntilSql} else ${rateLimits.blockedUntil} end`,
      },
    })
    .returning({ blockedUntil: rateLimits.blockedUntil });
  return row.blockedUntil && row.blockedUntil > now ? Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 60_000) : 0;
}

/** Forgets the count of `key` (a successful login resets its account's failures). */
export async function resetRateLimit(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
