import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

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

/**
 * Counts an attempt against `key` before the check it guards runs (a password, a code), in one
 * statement, so parallel attempts cannot all pass a "not blocked yet" read: the first `max`
 * attempts of a window are allowed, the rest are refused unchecked until the wait ends. The
 * attempt that reaches `max` starts the wait. Answers whether this attempt may be checked, and the
 * minutes to wait (0 when none), and how many attempts are left after this one.
 */
export async function takeAttempt(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<{ allowed: boolean; waitMinutes: number; remaining: number }> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowStartLimit = sql`${new Date(now.getTime() - rule.windowMinutes * 60_000).toISOString()}::timestamptz`;
  const blockUntilSql = sql`${new Date(now.getTime() + rule.blockMinutes * 60_000).toISOString()}::timestamptz`;
  // A new window starts once a served wait has ended, or once the window has passed with no wait.
  const restart = sql`((${rateLimits.blockedUntil} is not null and ${rateLimits.blockedUntil} <= ${nowSql}) or (${rateLimits.blockedUntil} is null and ${rateLimits.windowStart} < ${windowStartLimit}))`;
  const nextCount = sql`(case when ${restart} then 1 else ${rateLimits.count} + 1 end)`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now, blockedUntil: rule.max <= 1 ? new Date(now.getTime() + rule.blockMinutes * 60_000) : null })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: nextCount,
        windowStart: sql`case when ${restart} then ${nowSql} else ${rateLimits.windowStart} end`,
        blockedUntil: sql`case when ${nextCount} >= ${rule.max} then (case when ${restart} or ${rateLimits.blockedUntil} is null then ${blockUntilSql} else ${rateLimits.blockedUntil} end) else null end`,
      },
    })
    .returning({ count: rateLimits.count, blockedUntil: rateLimits.blockedUntil });
  const waitMs = row.blockedUntil && row.blockedUntil > now ? row.blockedUntil.getTime() - now.getTime() : 0;
  return { allowed: row.count <= rule.max, waitMinutes: Math.ceil(waitMs / 60_000), remaining: Math.max(0, rule.max - row.count) };
}

/** Gives back one attempt taken with takeAttempt (a check that passed), lifting the wait if it was the one that started it. */
export async function giveBackAttempt(db: Db, key: string, rule: RateLimitRule) {
  await db
    .update(rateLimits)
    .set({
      count: sql`greatest(${rateLimits.count} - 1, 0)`,
      blockedUntil: sql`case when ${rateLimits.count} - 1 < ${rule.max} then null else ${rateLimits.blockedUntil} end`,
    })
    .where(eq(rateLimits.key, key));
}

/**
 * Runs a secret check (an old password, a payment password) under an attempt limit on one key:
 * the attempt is counted first (takeAttempt), so while the key waits the check does not run at
 * all (`refused`); a passing check clears the key. `waitMinutes` is the wait that now applies.
 */
export async function checkWithinLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date,
  check: () => Promise<boolean>,
): Promise<{ outcome: 'refused' | 'failed' | 'passed'; waitMinutes: number }> {
  const attempt = await takeAttempt(db, key, rule, now);
  if (!attempt.allowed) return { outcome: 'refused', waitMinutes: Math.max(attempt.waitMinutes, 1) };
  if (!(await check())) return { outcome: 'failed', waitMinutes: attempt.waitMinutes };
  await resetRateLimit(db, key);
  return { outcome: 'passed', waitMinutes: 0 };
}
