// Which live events (user_events, decision 031) are webhook events, and the body each is sent
// with. An event row is already one person's (an order's event has a row for its buyer and one
// for its seller), so each webhook goes to the endpoints of that person only, with the row's id as
// its webhook-id: the same event is the same message however often it is sent.
import { inArray } from 'drizzle-orm';
import type { WebhookEventType, WebhookMessage } from '@panel/domain/contract/webhooks';
import type { Db } from '../../db/client';
import { orders, tasks } from '../../db/schema';
import { GENERATE_KIND } from '../codes/codes.public';
import type { UserEvent } from '../notifications/notifications.public';
import { RECHARGE_KIND } from '../recharge/recharge.public';
import { amountOf } from '../orders/orders.public';

const ORDER_REASONS: Record<string, WebhookEventType> = {
  CREATED: 'order.created',
  PAYMENT_SUCCEEDED: 'order.paid',
  VOUCHER_CONFIRMED: 'order.paid',
  CONFIRMED_WITHOUT_VOUCHER: 'order.paid',
  DELIVERED: 'order.delivered',
  BUYER_CANCELLED: 'order.cancelled',
  SELLER_CANCELLED: 'order.cancelled',
  PAY_BY_PASSED: 'order.cancelled',
  VOUCHER_UPLOADED: 'voucher.uploaded',
  VOUCHER_REJECTED: 'voucher.rejected',
  CHARGEBACK: 'payment.chargeback',
  REFUND: 'payment.refunded',
};

const TASK_TYPES: Record<string, WebhookEventType> = { [GENERATE_KIND]: 'codes.generated', [RECHARGE_KIND]: 'recharge.completed' };

/** The webhook event an event is, if any. */
export function webhookTypeOf({ kind, data }: Pick<UserEvent, 'kind' | 'data'>): WebhookEventType | null {
  if (kind === 'order') return ORDER_REASONS[String(data.reason)] ?? null;
  if (kind === 'stock.low') return 'stock.low';
  if (kind === 'follow') return data.role === 'STORE' && data.requested === true ? 'follow.requested' : null;
  // A task's progress writes an event per step; only its end is a webhook.
  if (kind === 'task') return data.state === 'DONE' ? (TASK_TYPES[String(data.taskKind)] ?? null) : null;
  return null;
}

/** One webhook to make: whose it is, its id, the deliveries' ordering key and the exact body. */
export type OutgoingWebhook = { userId: string; messageId: string; type: WebhookEventType; orderingKey: string | null; payload: string };

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

/**
 * The webhooks of a batch of events, in the events' order, with the order's amounts and the task's
 * card read in the same transaction.
 */
export async function webhooksOf(db: Db, events: readonly UserEvent[]): Promise<OutgoingWebhook[]> {
  const typed = events.flatMap((event) => {
    const type = webhookTypeOf(event);
    return type ? [{ event, type }] : [];
  });
  const orderIds = [...new Set(typed.filter(({ event }) => event.kind === 'order').map(({ event }) => event.subject))];
  const taskIds = [...new Set(typed.filter(({ event }) => event.kind === 'task').map(({ event }) => event.subject))];
  const orderRows = orderIds.length
    ? await db
        .select({ id: orders.id, amountMinor: orders.amountMinor, currency: orders.currency, paymentType: orders.paymentType })
        .from(orders)
        .where(inArray(orders.id, orderIds))
    : [];
  const taskRows = taskIds.length ? await db.select({ id: tasks.id, input: tasks.input }).from(tasks).where(inArray(tasks.id, taskIds)) : [];
  const orderById = new Map(orderRows.map((row) => [row.id, row]));
  const cardOfTask = new Map(taskRows.map((row) => [row.id, (row.input as { cardId?: unknown } | null)?.cardId]));

  return typed.map(({ event, type }) => {
    const { data } = event;
    let body: WebhookMessage['data'];
    let orderingKey: string | null = null;
    if (event.kind === 'order') {
      const order = orderById.get(event.subject);
      orderingKey = `order:${event.subject}`;
      body = {
        orderId: event.subject,
        orderNo: text(data.orderNo),
        role: data.role === 'SELLER' ? 'seller' : 'buyer',
        status: text(data.status),
        cardName: text(data.cardName),
        quantity: count(data.quantity),
        amount: order ? amountOf(order.amountMinor, order.currency) : '',
        currency: order?.currency ?? '',
        paymentType: order?.paymentType ?? '',
      };
    } else if (event.kind === 'stock.low') {
      body = {
        listingId: text(data.listingId),
        cardId: text(data.cardId),
        cardName: text(data.cardName),
        units: count(data.units),
        threshold: count(data.threshold),
      };
    } else if (event.kind === 'task') {
      const cardId = cardOfTask.get(event.subject);
      body = {
        taskId: event.subject,
        cardId: typeof cardId === 'string' ? cardId : null,
        total: count(data.total),
        done: count(data.done),
        failed: count(data.failed),
      };
    } else {
      body = { followId: event.subject, storeId: text(data.storeId) };
    }
    const message: WebhookMessage = { type, timestamp: event.createdAt.toISOString(), data: body };
    return { userId: event.userId, messageId: `evt_${event.cursor.id}`, type, orderingKey, payload: JSON.stringify(message) };
  });
}
