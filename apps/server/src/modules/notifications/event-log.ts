// Reading `user_events` in order without ever skipping a row that commits late. A row is read only
// once every transaction older than its own that could write here has ended: `tx` (the writer's
// transaction id) below the horizon (settledBelow). Rows are ordered by (tx, id), and a cursor is
// the (tx, id) of the last row read: no row can later appear before it. See decision 031.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventCursors } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';

export type EventCursor = { tx: number; id: number };
export type UserEvent = { cursor: EventCursor; userId: string; kind: string; subject: string; data: Record<string, unknown>; createdAt: Date };

export const START: EventCursor = { tx: 0, id: 0 };

/** A cursor as the stream's event id and the panel's Last-Event-ID: `tx.id`. */
export const formatCursor = ({ tx, id }: EventCursor) => `${tx}.${id}`;

/** Reads a Last-Event-ID; anything else is no cursor (the stream then starts from now). */
export function parseCursor(value: string | undefined): EventCursor | null {
  if (!value || !/^\d{1,15}\.\d{1,15}$/.test(value)) return null;
  const [tx, id] = value.split('.').map(Number) as [number, number];
  return { tx, id };
}

export const isAfter = (a: EventCursor, b: EventCursor) => a.tx > b.tx || (a.tx === b.tx && a.id > b.id);

type Row = { tx: string; id: string; user_id: string; kind: string; subject: string; data: Record<string, unknown> | string; created_at: string | Date };

const toEvent = (row: Row): UserEvent => ({
  cursor: { tx: Number(row.tx), id: Number(row.id) },
  userId: row.user_id,
  kind: row.kind,
  subject: row.subject,
  data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
  createdAt: new Date(row.created_at),
});

/**
 * A transaction id below which every transaction that could still write `user_events` has ended:
 * the oldest transaction running (of the snapshot), leaving out those known to run in another
 * database of the same server (they cannot write here, and transaction ids are server-wide: a long
 * import elsewhere must not hold the panel's events back); with none running, the next id. A
 * transaction not found in pg_stat_activity (ended since, or of a role whose sessions are hidden)
 * still counts: the horizon is never later than it may be. Asked in a statement of its own before
 * the read, whose snapshot is then later: what ended before the horizon was taken is visible to it.
 */
export async function settledBelow(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(
      (select min(x::text::bigint) from pg_snapshot_xip(s.snap) as x
        where not exists (
          select 1 from pg_stat_activity a
          where a.backend_xid is not null and a.backend_xid::text::bigint = x::text::bigint % 4294967296 and a.datname is distinct from current_database())),
      pg_snapshot_xmax(s.snap)::text::bigint)::text as horizon
    from (select pg_current_snapshot() as snap) s`);
  const [row] = (result as unknown as { rows: Array<{ horizon: string }> }).rows;
  return Number(row!.horizon);
}

/**
 * Events after `after` (and up to `until`, when given) of every user or of one, in order, at most
 * `limit`: only those of transactions that have all ended.
 */
export async function readEvents(
  db: Db,
  { after, until, userId, limit }: { after: EventCursor; until?: EventCursor; userId?: string; limit: number },
): Promise<UserEvent[]> {
  const horizon = await settledBelow(db);
  const result = await db.execute(sql`
    select tx::text, id::text, user_id, kind, subject, data, created_at from user_events
    where (tx, id) > (${after.tx}::bigint, ${after.id}::bigint) and tx < ${horizon}::bigint
      ${until ? sql`and (tx, id) <= (${until.tx}::bigint, ${until.id}::bigint)` : sql``}
      ${userId ? sql`and user_id = ${userId}::uuid` : sql``}
    order by tx, id limit ${limit}`);
  return (result as unknown as { rows: Row[] }).rows.map(toEvent);
}

/** The cursor of the last settled event: a reader starting here sees only what happens from now on. */
export async function latestCursor(db: Db): Promise<EventCursor> {
  const horizon = await settledBelow(db);
  const result = await db.execute(sql`select tx::text, id::text from user_events where tx < ${horizon}::bigint order by tx desc, id desc limit 1`);
  const [row] = (result as unknown as { rows: Array<{ tx: string; id: string }> }).rows;
  return row ? { tx: Number(row.tx), id: Number(row.id) } : START;
}

/** Deletes events older than `before` (the stream resumes at most this far back). */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  const result = await db.execute(sql`delete from user_events where created_at < ${before.toISOString()}::timestamptz`);
  return Number((result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
}

/**
 * One step of a reader with a cursor of its own (event_cursors `name`): reads the next events (at
 * most `limit`) and hands them to `work` in the transaction that then moves the cursor past them,
 * so whatever `work` writes is written once per event. The cursor row is locked FOR UPDATE SKIP
 * LOCKED: one process at a time reads, the others skip the step. Answers how many events were read
 * (0 also when another process held the cursor). A reader that has never run starts from now.
 */
export async function consumeEvents(
  db: Db,
  name: string,
  { now, limit }: { now: Date; limit: number },
  work: (tx: Tx, events: UserEvent[]) => Promise<void>,
): Promise<number> {
  // A look without a lock first: an idle server takes no row lock (and writes nothing) each second.
  const [seen] = await db.select().from(eventCursors).where(eq(eventCursors.name, name));
  if (seen && (await readEvents(db, { after: { tx: Number(seen.tx), id: Number(seen.id) }, limit: 1 })).length === 0) return 0;
  return withTransaction(db, async (tx) => {
    const [held] = await tx.select().from(eventCursors).where(eq(eventCursors.name, name)).for('update', { skipLocked: true });
    if (!held) {
      const exists = await tx.select({ name: eventCursors.name }).from(eventCursors).where(eq(eventCursors.name, name));
      if (exists.length === 0) {
        const start = await latestCursor(tx);
        await tx.insert(eventCursors).values({ name, tx: start.tx, id: start.id, updatedAt: now }).onConflictDoNothing();
      }
      return 0;
    }
    const events = await readEvents(tx, { after: { tx: Number(held.tx), id: Number(held.id) }, limit });
    if (events.length === 0) return 0;
    await work(tx, events);
    const last = events[events.length - 1]!.cursor;
    await tx.update(eventCursors).set({ tx: last.tx, id: last.id, updatedAt: now }).where(eq(eventCursors.name, name));
    return events.length;
  });
}
