// The caller's webhook endpoints and their deliveries. Every statement is scoped by the caller's
// user id: another user's endpoint answers 404 exactly as a missing one does, so ids cannot be
// probed. A new or rotated secret is answered once and kept only sealed.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
  WebhookSecretResponse,
} from '@panel/domain/contract/webhooks';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_ROTATION_HOURS } from '@panel/domain/contract/webhooks';
import type { PageRequest } from '@panel/domain/contract/envelope';
import { ERROR_CODES } from '@panel/domain/errors';
import type { Db } from '../../db/client';
import { offsetOf } from '../../db/paging';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { checkedAddress, parseWebhookUrl, type AddressPolicy } from './webhook-address';
import { GIVE_UP_MS } from './webhook-dispatcher';
import { newWebhookSecret, type SecretBox } from './webhook-signing';

type Caller = { userId: string; now: Date };
type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const notFound = () => new AppError(ERROR_CODES.NOT_FOUND);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The latest delivery of each endpoint: its status and when it was made or last tried. */
const lastDelivery = sql<{ status: WebhookDelivery['status']; at: string } | null>`(
  select json_build_object('status', d.status, 'at', coalesce(d.delivered_at, d.last_attempt_at, d.created_at))
  from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id order by d.created_at desc, d.sequence desc limit 1)`;

function present(row: EndpointRow, last: { status: WebhookDelivery['status']; at: string } | null, now: Date): WebhookEndpoint {
  const rotating = row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    previousSecretUntil: iso(rotating),
    lastDelivery: last ? { status: last.status, at: new Date(last.at).toISOString() } : null,
  };
}

async function readEndpoint(db: Db, id: string, { userId, now }: Caller): Promise<WebhookEndpoint> {
  const [found] = await db
    .select({ row: webhookEndpoints, last: lastDelivery })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!found) throw notFound();
  return present(found.row, found.last, now);
}

/** The caller's endpoints, oldest first. */
export async function findMyWebhooks(db: Db, caller: Caller): Promise<{ list: WebhookEndpoint[] }> {
  const rows = await db
    .select({ row: webhookEndpoints, last: lastDelivery })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, caller.userId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return { list: rows.map(({ row, last }) => present(row, last, caller.now)) };
}

export const getMyWebhook = (db: Db, id: string, caller: Caller) => readEndpoint(db, id, caller);

/**
 * Adds an endpoint after checking its address (https, resolving to public addresses only unless
 * the operator allows private targets); at most WEBHOOK_ENDPOINTS_MAX per user.
 */
export async function createWebhook(
  db: Db,
  input: z.output<typeof CreateWebhookRequest>,
  { userId, now, policy, secrets }: Caller & { policy: AddressPolicy; secrets: SecretBox },
): Promise<WebhookSecretResponse> {
  const url = parseWebhookUrl(input.url, policy);
  // Resolved before the transaction: no lookup holds a connection and a lock.
  await checkedAddress(url, policy);
  const secret = newWebhookSecret();
  const id = await withTransaction(db, async (tx) => {
    // The user's row is the lock that keeps two concurrent adds from both passing the count.
    await tx.execute(sql`select 1 from users where id = ${userId}::uuid for update`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    if (n >= WEBHOOK_ENDPOINTS_MAX) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'url', rule: 'validation.webhooksMax', max: WEBHOOK_ENDPOINTS_MAX });
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        userId,
        url: url.toString(),
        description: input.description,
        events: [...new Set(input.events)],
        secretSealed: secrets.seal(secret),
        createdAt: now,
      })
      .returning({ id: webhookEndpoints.id });
    return row!.id;
  });
  return { endpoint: await readEndpoint(db, id, { userId, now }), secret };
}

/** Changes an endpoint's events, description or switch. */
export async function updateWebhook(db: Db, id: string, input: z.output<typeof UpdateWebhookRequest>, caller: Caller): Promise<WebhookEndpoint> {
  const changes = {
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.events === undefined ? {} : { events: [...new Set(input.events)] }),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
  };
  const mine = and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, caller.userId));
  if (Object.keys(changes).length > 0) {
    const updated = await db.update(webhookEndpoints).set(changes).where(mine).returning({ id: webhookEndpoints.id });
    if (updated.length === 0) throw notFound();
  }
  return readEndpoint(db, id, caller);
}

/** A new secret, shown once; the current one becomes the previous and still signs for WEBHOOK_ROTATION_HOURS. */
export async function rotateWebhookSecret(db: Db, id: string, { userId, now, secrets }: Caller & { secrets: SecretBox }): Promise<WebhookSecretResponse> {
  const secret = newWebhookSecret();
  const rotated = await db
    .update(webhookEndpoints)
    .set({
      previousSecretSealed: sql`${webhookEndpoints.secretSealed}`,
      previousSecretUntil: new Date(now.getTime() + WEBHOOK_ROTATION_HOURS * 3_600_000),
      secretSealed: secrets.seal(secret),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (rotated.length === 0) throw notFound();
  return { endpoint: await readEndpoint(db, id, { userId, now }), secret };
}

/** Deletes an endpoint with its deliveries. */
export async function deleteWebhook(db: Db, id: string, { userId }: Pick<Caller, 'userId'>): Promise<{ deleted: true }> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound();
  return { deleted: true };
}

function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.messageId,
    type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastResponse: row.lastResponse,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: iso(row.deliveredAt),
  };
}

/** A page of an endpoint's deliveries, newest first. */
export async function findWebhookDeliveries(db: Db, id: string, page: PageRequest, caller: Caller): Promise<WebhookDeliveriesResponse> {
  await readEndpoint(db, id, caller);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, id))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.sequence))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)),
  ]);
  return { list: rows.map(presentDelivery), total: n, pageNum: page.pageNum, pageSize: page.pageSize };
}

/** Sends a delivery again now with the same webhook-id: pending, its tries counted anew, three more days to succeed. */
export async function resendDelivery(db: Db, { id, deliveryId }: { id: string; deliveryId: string }, caller: Caller): Promise<WebhookDelivery> {
  await readEndpoint(db, id, caller);
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: caller.now, giveUpAt: new Date(caller.now.getTime() + GIVE_UP_MS), deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)))
    .returning();
  if (!row) throw notFound();
  return presentDelivery(row);
}
