// The sender posts due deliveries to their endpoints. Any number of processes may run it: each
// claims a batch with FOR UPDATE SKIP LOCKED and leases it (its next attempt moved a minute on,
// longer than a send can take) in a short transaction, then sends outside any transaction and
// records the answer. A process that dies mid-send leaves the lease to run out, and the delivery
// goes out again: at least once, always with the same webhook-id, which receivers dedupe on.
// A delivery waits while an older one with the same ordering key (an order) to the same endpoint is
// still pending, so an order's events arrive in the order they happened.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Clock } from '../../platform/clock';
import { checkedAddress, parseWebhookUrl, type AddressPolicy, type ResolvedAddress } from './webhook-address';
import { signedHeaders, type SecretBox } from './webhook-signing';

/** Waits after each failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h each, until the delivery's give-up time. */
const RETRY_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600];
/** How long a claim holds a delivery: more than a send can take. */
const LEASE_MS = 60_000;
export const CLAIM_BATCH = 20;
const SEND_TIMEOUT_MS = 10_000;
/** The most of an answer's body that is read and kept. */
const ANSWER_MAX_BYTES = 1024;

export type SenderDeps = { db: Db; clock: Clock; secrets: () => SecretBox; policy: AddressPolicy; timeoutMs?: number };

/** The wait after the `attempts`-th failed attempt. */
export const retryDelayMs = (attempts: number) => RETRY_SECONDS[Math.min(attempts, RETRY_SECONDS.length) - 1]! * 1000;

type Claimed = {
  id: string;
  messageId: string;
  payload: string;
  attempts: number;
  giveUpAt: Date;
  url: string;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretUntil: Date | null;
};

/** Claims due deliveries of enabled endpoints, none behind an older pending one of its ordering key. */
async function claim(db: Db, now: Date): Promise<Claimed[]> {
  // A look without a lock first: an idle server opens no transaction each second.
  const [anyDue] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .limit(1);
  if (!anyDue) return [];
  return withTransaction(db, async (tx) => {
    const due = await tx.execute(sql`
      select d.id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz and e.enabled
        and not exists (
          select 1 from webhook_deliveries o
          where o.endpoint_id = d.endpoint_id and o.ordering_key = d.ordering_key and o.status = 'pending' and o.sequence < d.sequence)
      order by d.next_attempt_at, d.sequence
      limit ${CLAIM_BATCH}
      for update of d skip locked`);
    const ids = (due as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const leased = await tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: now, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(webhookDeliveries.id, ids))
      .returning({
        id: webhookDeliveries.id,
        endpointId: webhookDeliveries.endpointId,
        messageId: webhookDeliveries.messageId,
        payload: webhookDeliveries.payload,
        attempts: webhookDeliveries.attempts,
        giveUpAt: webhookDeliveries.giveUpAt,
      });
    const endpoints = await tx
      .select()
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, [...new Set(leased.map((row) => row.endpointId))]));
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    return leased.map((row) => {
      const endpoint = byId.get(row.endpointId)!;
      return {
        ...row,
        url: endpoint.url,
        secretSealed: endpoint.secretSealed,
        previousSecretSealed: endpoint.previousSecretSealed,
        previousSecretUntil: endpoint.previousSecretUntil,
      };
    });
  });
}

export type Answer = { status: number | null; text: string };

/**
 * POSTs `body` to `url`, connecting to `address` only (the one checked: a second lookup of the name
 * could answer another). No redirect is followed; at most ANSWER_MAX_BYTES of the answer are read.
 */
export function postTo(
  url: URL,
  address: ResolvedAddress,
  { headers, body, timeoutMs, signal }: { headers: Record<string, string>; body: string; timeoutMs: number; signal?: AbortSignal },
): Promise<Answer> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const request = client.request(
      {
        method: 'POST',
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'card-panel-webhooks' },
        lookup,
        // The certificate is checked against the name, whatever address was connected to.
        ...(url.protocol === 'https:' && !net.isIP(host) ? { servername: host } : {}),
        agent: false,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let length = 0;
        const done = () => {
          response.destroy();
          finish({ status: response.statusCode ?? null, text: Buffer.concat(chunks).subarray(0, ANSWER_MAX_BYTES).toString('utf8') });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          length += chunk.length;
          if (length >= ANSWER_MAX_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, text: `no answer within ${timeoutMs / 1000} s` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ status: null, text: error.message }));
    request.end(body);
  });
}

/** Sends one claimed delivery: the address checked again, signed with the secret (and the previous one during a rotation). */
async function send(deps: SenderDeps, delivery: Claimed, { now, signal }: { now: Date; signal?: AbortSignal }): Promise<Answer> {
  let target: ResolvedAddress;
  let url: URL;
  try {
    url = parseWebhookUrl(delivery.url, deps.policy);
    target = await checkedAddress(url, deps.policy);
  } catch (error) {
    const reason = (error as { data?: { reason?: string } }).data?.reason ?? 'INVALID';
    return { status: null, text: `not sent: the address is refused (${reason})` };
  }
  const box = deps.secrets();
  const secrets = [box.open(delivery.secretSealed)];
  if (delivery.previousSecretSealed && delivery.previousSecretUntil && delivery.previousSecretUntil > now)
    secrets.push(box.open(delivery.previousSecretSealed));
  const headers = signedHeaders(secrets, { id: delivery.messageId, timestamp: Math.floor(now.getTime() / 1000), body: delivery.payload });
  return postTo(url, target, { headers, body: delivery.payload, timeoutMs: deps.timeoutMs ?? SEND_TIMEOUT_MS, signal });
}

/** Records how an attempt went: delivered on 2xx; otherwise the next try, or failed past the give-up time. */
async function record(db: Db, delivery: Claimed, answer: Answer, now: Date) {
  const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const next = new Date(now.getTime() + retryDelayMs(delivery.attempts));
  const status = delivered ? 'delivered' : next > delivery.giveUpAt ? 'failed' : 'pending';
  await db
    .update(webhookDeliveries)
    .set({ status, lastStatus: answer.status, lastResponse: answer.text, deliveredAt: delivered ? now : null, nextAttemptAt: next })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending')));
}

/**
 * One round: fails what is past its give-up time (the deliveries of a disabled endpoint too),
 * claims due deliveries, sends them side by side and records each answer. Answers how many were
 * claimed. Stopped (`signal`), an interrupted send is put back to go out again at once.
 */
export async function sendStep(deps: SenderDeps, { signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const now = deps.clock.now();
  await deps.db
    .update(webhookDeliveries)
    .set({ status: 'failed' })
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.giveUpAt, now), lte(webhookDeliveries.nextAttemptAt, now)));
  const claimed = await claim(deps.db, now);
  await Promise.all(
    claimed.map(async (delivery) => {
      const answer = await send(deps, delivery, { now, signal });
      if (signal?.aborted) {
        await deps.db
          .update(webhookDeliveries)
          .set({ nextAttemptAt: now, lastResponse: 'interrupted: the server stopped' })
          .where(eq(webhookDeliveries.id, delivery.id));
        return;
      }
      await record(deps.db, delivery, answer, deps.clock.now());
    }),
  );
  return claimed.length;
}

/** Deletes delivered and failed deliveries older than `days`. */
export async function pruneDeliveries(db: Db, { now, days }: { now: Date; days: number }): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const deleted = await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        sql`coalesce(${webhookDeliveries.deliveredAt}, ${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt}) < ${before.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}
