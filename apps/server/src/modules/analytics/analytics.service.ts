// First-party analytics: batches of h5- events from the panel, stored as they come (after the
// route has checked them against the fixed list), and counted per day for the operator's screens.
import { and, gte, lt, sql } from 'drizzle-orm';
import type { AnalyticsBatch, AnalyticsEventName } from '@panel/domain/contract/analytics';
import { ERROR_CODES } from '@panel/domain/errors';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { AppError } from '../../errors';
import { takeAttempt, type RateLimitRule } from '../../platform/rate-limit';

/** Batches one source (address) may send a minute; the panel sends one every 15 s or when a screen is left. */
export const ANALYTICS_RATE_LIMIT: RateLimitRule = { max: 30, windowMinutes: 1, blockMinutes: 1 };

/** A device's clock further off than this is not believed: the event is dated when it came. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a checked batch, counted against its source's rate limit first (140029 past it).
 * Answers how many events were stored.
 */
export async function recordEvents(db: Db, batch: AnalyticsBatch, { source, now }: { source: string; now: Date }): Promise<number> {
  const attempt = await takeAttempt(db, `analytics:${source}`, ANALYTICS_RATE_LIMIT, now);
  if (!attempt.allowed) throw new AppError(ERROR_CODES.OPERATION_TOO_FREQUENT);
  const rows = batch.events.map((event) => ({
    name: event.name,
    occurredAt: Math.abs(event.at - now.getTime()) > CLOCK_SKEW_MS ? now : new Date(event.at),
    receivedAt: now,
    screen: event.screen,
    language: event.language,
    device: batch.device ?? null,
  }));
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}

export type DailyCount = { day: string; name: AnalyticsEventName; count: number };

/**
 * How many of each event happened on each day (UTC, 'YYYY-MM-DD') from `from` (included) to `to`
 * (excluded), by day then name; days and names without events are left out.
 */
export async function countEventsPerDay(db: Db, { from, to }: { from: Date; to: Date }): Promise<DailyCount[]> {
  const day = sql<string>`to_char(${analyticsEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, name: analyticsEvents.name, count: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.occurredAt, from), lt(analyticsEvents.occurredAt, to)))
    .groupBy(day, analyticsEvents.name)
    .orderBy(day, analyticsEvents.name);
  return rows.map((row) => ({ day: row.day, name: row.name as AnalyticsEventName, count: Number(row.count) }));
}
