// The live event stream (GET /api/events, server-sent events): one per open panel. Each process
// reads `user_events` while it has streams open (every LIVE_POLL_MS, one query for all of its
// streams) and hands each event to its user's streams; several processes on one PostgreSQL each
// read the same table, so an event reaches a stream whichever process wrote it. A stream that comes
// back with Last-Event-ID first gets what it missed from the table, then goes on live. Bounded: a
// few streams per account (the oldest closes), a cap per process (503 past it), a closed stream
// when the session ends or the client stops reading, and a stream that ends after an hour (the
// panel reconnects where it was). See decision 031.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@panel/domain/errors';
import type { Db } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../platform/clock';
import type { Session } from '../../http/auth-guard';
import { formatCursor, isAfter, latestCursor, readEvents, type EventCursor, type UserEvent } from './event-log';

/** Events a returning stream may catch up on; past this it is told to read everything again. */
export const CATCH_UP_MAX = 500;
const BATCH = 1000;
const HEARTBEAT_MS = 20_000;
const SESSION_CHECK_MS = 60_000;
const SESSION_CHECK_BATCH = 1000;
const STREAM_LIFETIME_MS = 60 * 60_000;
/** Bytes a stream may have waiting for a client that does not read before it is closed. */
const BACKLOG_MAX = 256 * 1024;

/** Bytes written and not yet sent: an HTTP/1.1 response's own count, an HTTP/2 response's stream's. */
const backlogOf = (raw: FastifyReply['raw']) => {
  const response = raw as unknown as { writableLength?: number; stream?: { writableLength?: number } };
  return response.writableLength ?? response.stream?.writableLength ?? 0;
};

type Stream = {
  userId: string;
  tokenId: string;
  openedAt: number;
  /** Events that arrive while the stream catches up; null once it is live. */
  pending: UserEvent[] | null;
  last: EventCursor | null;
  heartbeat?: NodeJS.Timeout;
  write(chunk: string): void;
  close(): void;
};

export type LiveHub = {
  /** Opens a stream on a hijacked reply; only a login's session has one (20003 otherwise: an API key's call never reaches the route, which has no scope). */
  open(request: FastifyRequest, reply: FastifyReply, session: Session, lastEventId: EventCursor | null, locale: string): Promise<void>;
  /** Reads new events once and hands them out (the timer does it while streams are open; tests call it). */
  pump(): Promise<number>;
  readonly streams: number;
  close(): void;
};

type HubOptions = { db: Db; clock: Clock; pollMs: number; perUser: number; max: number; log: { warn(obj: object, msg: string): void } };

/** The per-process hub of live streams. */
export function createLiveHub({ db, clock, pollMs, perUser, max, log }: HubOptions): LiveHub {
  const byUser = new Map<string, Set<Stream>>();
  let count = 0;
  let position: EventCursor | null = null;
  let starting: Promise<EventCursor> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let housekeeping: NodeJS.Timeout | null = null;
  let pumping: Promise<number> | null = null;

  const deliver = (stream: Stream, event: UserEvent) => {
    if (stream.last && !isAfter(event.cursor, stream.last)) return;
    stream.last = event.cursor;
    stream.write(`id: ${formatCursor(event.cursor)}\nevent: ${event.kind}\ndata: ${JSON.stringify({ subject: event.subject, ...event.data })}\n\n`);
  };

  const dispatch = (event: UserEvent) => {
    for (const stream of byUser.get(event.userId) ?? []) {
      if (stream.pending) stream.pending.push(event);
      else deliver(stream, event);
    }
  };

  async function readOnce(): Promise<number> {
    if (!position) return 0;
    let total = 0;
    for (;;) {
      const events = await readEvents(db, { after: position, limit: BATCH });
      for (const event of events) dispatch(event);
      if (events.length > 0) position = events[events.length - 1]!.cursor;
      total += events.length;
      if (events.length < BATCH) return total;
    }
  }

  const pump = () => {
    // One read at a time per process: a slow read is not overtaken by the next tick.
    pumping ??= readOnce().finally(() => (pumping = null));
    return pumping;
  };

  async function start(): Promise<EventCursor> {
    if (position) return position;
    starting ??= latestCursor(db).then((cursor) => {
      position = cursor;
      timer = setInterval(() => void pump().catch((error: unknown) => log.warn({ err: error }, 'live events: read failed')), pollMs);
      housekeeping = setInterval(() => void checkStreams(), SESSION_CHECK_MS);
      timer.unref();
      housekeeping.unref();
      return cursor;
    });
    try {
      return await starting;
    } finally {
      starting = null;
    }
  }

  function stop() {
    if (timer) clearInterval(timer);
    if (housekeeping) clearInterval(housekeeping);
    timer = housekeeping = null;
    position = null;
  }

  function remove(stream: Stream) {
    const set = byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    count -= 1;
    if (set.size === 0) byUser.delete(stream.userId);
    if (count === 0) stop();
  }

  /** Closes the streams whose session ended (logout, password change, expiry) and those past their lifetime. */
  async function checkStreams() {
    const now = clock.now();
    const open = [...byUser.values()].flatMap((set) => [...set]);
    for (const stream of open.filter((one) => now.getTime() - one.openedAt > STREAM_LIFETIME_MS)) stream.close();
    const checked = open.filter((one) => now.getTime() - one.openedAt <= STREAM_LIFETIME_MS);
    // One read per thousand sessions, not one per stream.
    for (let at = 0; at < checked.length; at += SESSION_CHECK_BATCH) {
      const batch = checked.slice(at, at + SESSION_CHECK_BATCH);
      const rows = await db
        .select({ id: accessTokens.id })
        .from(accessTokens)
        .where(and(inArray(accessTokens.id, [...new Set(batch.map((one) => one.tokenId))]), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)))
        .catch(() => null);
      if (!rows) continue;
      const live = new Set(rows.map((row) => row.id));
      for (const stream of batch) if (!live.has(stream.tokenId)) stream.close();
    }
  }

  return {
    get streams() {
      return count;
    },
    pump,
    close() {
      for (const set of [...byUser.values()]) for (const stream of [...set]) stream.close();
      stop();
    },
    async open(request, reply, { userId, tokenId }, lastEventId, locale) {
      // The stream lives as long as its login's token (checkStreams).
      if (!tokenId) throw new AppError(ERROR_CODES.NOT_AUTHORIZED);
      reply.hijack();
      const raw = reply.raw;
      if (count >= max) {
        raw.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30', 'cache-control': 'no-store' });
        raw.end('Too many live streams on this server; try again shortly.');
        return;
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        ...(request.raw.httpVersionMajor < 2 ? { connection: 'keep-alive' } : {}),
      });
      const stream: Stream = {
        userId,
        tokenId,
        openedAt: clock.now().getTime(),
        pending: [],
        last: lastEventId,
        write(chunk) {
          raw.write(chunk);
          if (backlogOf(raw) > BACKLOG_MAX) stream.close();
        },
        close() {
          clearInterval(stream.heartbeat);
          remove(stream);
          if (!raw.destroyed) raw.end();
        },
      };
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      // The oldest of this account's streams gives way past the limit.
      if (set.size >= perUser) [...set][0]!.close();
      set.add(stream);
      count += 1;
      raw.on('close', () => stream.close());
      stream.heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      stream.heartbeat.unref();
      // Retry after 3 s when the connection drops; the first bytes flush the headers through proxies.
      raw.write('retry: 3000\n\n');
      // The language e-mails are written in: the one the panel speaks now.
      void db
        .update(users)
        .set({ language: locale })
        .where(and(eq(users.id, userId), sql`${users.language} is distinct from ${locale}`))
        .catch(() => undefined);
      try {
        const until = await start();
        if (lastEventId) {
          const missed = await readEvents(db, { after: lastEventId, until, userId, limit: CATCH_UP_MAX + 1 });
          if (missed.length > CATCH_UP_MAX) {
            // Too far behind: the panel reads its screens again rather than replaying every event.
            stream.write(`id: ${formatCursor(until)}\nevent: reset\ndata: {}\n\n`);
            stream.last = until;
          } else {
            for (const event of missed) deliver(stream, event);
          }
        } else {
          stream.last = until;
        }
        const waiting = stream.pending ?? [];
        stream.pending = null;
        for (const event of waiting) deliver(stream, event);
        stream.write(`event: ready\ndata: {}\n\n`);
      } catch (error) {
        log.warn({ err: error }, 'live events: a stream could not start');
        stream.close();
      }
    },
  };
}
