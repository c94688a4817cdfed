// The sandbox providers' webhook outbox: a webhook is queued in the transaction that changed the
// provider's book, then posted to the server until the answer is the provider's acknowledgement
// (Onerway: the webhook's transactionId as plain text; the others: HTTP 200), each try signed
// again with its own time when the provider signs with a timestamp. Retries back off
// 5 s, 15 s, 1 min, 5 min, 15 min, then hourly, and stop once the next try would fall more than 24
// hours after the first: the webhook then stays visible as never acknowledged.
//
// A try is claimed in a short transaction (FOR UPDATE SKIP LOCKED) that counts it and pushes its
// next time past a lease, so two server processes never post one webhook at the same time; the
// post itself runs outside any transaction (the server handles it on the same database), and a
// process that dies mid-post leaves the webhook due again once the lease ends.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxWebhooks } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { SandboxDeps } from './deps';
import { isPaypalWebhook, paypalTransmissionHeaders } from './paypal-webhook-signing';
import { SIGNATURE_HEADER, signedHeaders } from './signing';

export type QueuedWebhook = {
  provider: string;
  paymentId: string | null;
  eventId: string;
  url: string;
  body: string;
  headers?: Record<string, string>;
};

/** Waits after the 1st, 2nd ... failed try, in seconds; hourly after the list. */
const BACKOFF_SECONDS = [5, 15, 60, 5 * 60, 15 * 60];
const HOURLY = 60 * 60;
const GIVE_UP_AFTER_SECONDS = 24 * 60 * 60;
/** A claimed try is due again after this long if its process never records the answer. */
const LEASE_SECONDS = 60;
const ANSWER_MAX = 500;

/** The wait before the next try after `tries` failed ones (1 -> 5 s, 2 -> 15 s ... 6 and more -> 1 h). */
export const backoffSeconds = (tries: number) => BACKOFF_SECONDS[tries - 1] ?? HOURLY;

/** How many tries a webhook gets: the last one falls within 24 hours of the first. */
export const WEBHOOK_MAX_TRIES = (() => {
  let tries = 1;
  for (let elapsed = 0; elapsed + backoffSeconds(tries) <= GIVE_UP_AFTER_SECONDS; tries++) elapsed += backoffSeconds(tries);
  return tries;
})();

/** Queues a webhook inside the caller's transaction: it is sent only if that transaction commits. Its first try is due at once. */
export async function queueWebhook(db: Db | Tx, w: QueuedWebhook): Promise<void> {
  await db
    .insert(sandboxWebhooks)
    .values({ provider: w.provider, paymentId: w.paymentId, eventId: w.eventId, url: w.url, body: w.body, headers: w.headers ?? {} });
}

/** Whether the server's answer acknowledges the webhook the provider's way. */
export function isAcknowledgement(provider: string, body: string, answer: { status: number; body: string }): boolean {
  if (provider !== 'onerway') return answer.status === 200;
  const transactionId = onerwayTransactionId(body);
  return answer.status >= 200 && answer.status < 300 && transactionId !== undefined && answer.body === transactionId;
}

function onerwayTransactionId(body: string): string | undefined {
  try {
    const value = (JSON.parse(body) as { transactionId?: unknown }).transactionId;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  } catch {
    const value = new URLSearchParams(body).get('transactionId');
    if (value) return value;
  }
  return undefined;
}

type WebhookRow = typeof sandboxWebhooks.$inferSelect;

/** Posts one webhook and records the answer; answers whether it was acknowledged. */
async function send(deps: SandboxDeps, row: WebhookRow, tries: number, { retry }: { retry: boolean }): Promise<boolean> {
  let answer: { status: number; body: string } | undefined;
  let failure: string | undefined;
  // A webhook signed with its time is signed again for this try (its time is checked): the sandbox way, or PayPal's (a new transmission).
  const headers =
    SIGNATURE_HEADER in row.headers
      ? { ...row.headers, ...signedHeaders(deps.secret(row.provider), row.body, deps.clock.now()) }
      : isPaypalWebhook(row.headers)
        ? { ...row.headers, ...paypalTransmissionHeaders(row.body) }
        : row.headers;
  try {
    answer = await deps.deliver(row.url, row.body, headers);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const acked = answer !== undefined && isAcknowledgement(row.provider, row.body, answer);
  const now = deps.clock.now();
  await deps.db
    .update(sandboxWebhooks)
    .set({
      lastStatus: answer?.status ?? null,
      lastAnswer: (answer?.body ?? failure ?? '').slice(0, ANSWER_MAX),
      ...(acked ? { ackedAt: sql`coalesce(${sandboxWebhooks.ackedAt}, ${now.toISOString()}::timestamptz)` } : {}),
      ...(!acked && retry ? { nextAt: new Date(now.getTime() + backoffSeconds(tries) * 1000) } : {}),
    })
    .where(eq(sandboxWebhooks.id, row.id));
  return acked;
}

/** Due: never tried yet (its first try is immediate), or its next time has come; neither acknowledged nor out of tries. */
const due = (now: Date) =>
  and(isNull(sandboxWebhooks.ackedAt), lt(sandboxWebhooks.tries, WEBHOOK_MAX_TRIES), or(eq(sandboxWebhooks.tries, 0), lte(sandboxWebhooks.nextAt, now)));

/** Claims up to `limit` due webhooks (oldest first) and posts each once; answers how many were posted. */
export async function deliverDueWebhooks(deps: SandboxDeps, { limit }: { limit: number }): Promise<number> {
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: sandboxWebhooks.id })
      .from(sandboxWebhooks)
      .where(due(now))
      .orderBy(asc(sandboxWebhooks.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(sandboxWebhooks)
      .set({ tries: sql`${sandboxWebhooks.tries} + 1`, nextAt: new Date(now.getTime() + LEASE_SECONDS * 1000) })
      .where(
        inArray(
          sandboxWebhooks.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
  });
  claimed.sort((a, b) => a.id - b.id);
  for (const row of claimed) await send(deps, row, row.tries, { retry: true });
  return claimed.length;
}

/** Sends a webhook's same body once more, now, whatever its state (a duplicate the server must ignore); undefined when there is no such webhook. */
export async function redeliver(deps: SandboxDeps, id: number): Promise<WebhookRow | undefined> {
  const [row] = await deps.db
    .update(sandboxWebhooks)
    .set({ tries: sql`${sandboxWebhooks.tries} + 1` })
    .where(eq(sandboxWebhooks.id, id))
    .returning();
  if (!row) return undefined;
  await send(deps, row, row.tries, { retry: false });
  const [after] = await deps.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.id, id));
  return after;
}
