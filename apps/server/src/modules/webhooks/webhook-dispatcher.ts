// The dispatcher turns live events into webhook deliveries: it reads `user_events` after its own
// cursor (event_cursors 'webhooks'), locked FOR UPDATE SKIP LOCKED so one process at a time reads,
// and writes a delivery for each enabled endpoint of the event's person that subscribes to its type
// and moves the cursor, in one transaction: every event becomes its deliveries exactly once. The
// sender (webhook-sender.ts) sends them afterwards; nothing outside is called here.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { consumeEvents } from '../notifications/notifications.public';
import { webhooksOf } from './webhook-events';

const CURSOR = 'webhooks';
export const DISPATCH_BATCH = 500;
/** A delivery not answered 2xx within this long after it was made (or sent again) is failed. */
export const GIVE_UP_MS = 3 * 86_400_000;

/**
 * Reads the next events once and writes their deliveries. Answers how many events it read; 0 also
 * when another process holds the cursor. A dispatcher that has never run starts from now: a new
 * server does not send its history.
 */
export async function dispatchStep(db: Db, { now }: { now: Date }): Promise<number> {
  return consumeEvents(db, CURSOR, { now, limit: DISPATCH_BATCH }, async (tx, events) => {
    const users = [...new Set(events.map((event) => event.userId))];
    const endpoints = await tx
      .select({ id: webhookEndpoints.id, userId: webhookEndpoints.userId, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(inArray(webhookEndpoints.userId, users), eq(webhookEndpoints.enabled, true)));
    if (endpoints.length === 0) return;
    const listening = new Set(endpoints.map((endpoint) => endpoint.userId));
    const webhooks = await webhooksOf(
      tx,
      events.filter((event) => listening.has(event.userId)),
    );
    // Inserted one by one in the events' order: `sequence` then orders each ordering key's deliveries.
    for (const webhook of webhooks) {
      for (const endpoint of endpoints) {
        if (endpoint.userId !== webhook.userId || !endpoint.events.includes(webhook.type)) continue;
        await tx
          .insert(webhookDeliveries)
          .values({
            endpointId: endpoint.id,
            messageId: webhook.messageId,
            eventType: webhook.type,
            orderingKey: webhook.orderingKey,
            payload: webhook.payload,
            nextAttemptAt: now,
            giveUpAt: new Date(now.getTime() + GIVE_UP_MS),
            createdAt: now,
          })
          .onConflictDoNothing();
      }
    }
  });
}
