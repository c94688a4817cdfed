// The one writer of orders.status (design/payments.md "Orders and payment attempts"). A move is a
// compare-and-set on the status the caller read, allowed only when the domain's transition table
// has it (130086 otherwise), and leaves an order_events row: the history the order screens show.
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import { canMoveOrder, type OrderActor, type OrderEventReason } from '@panel/domain/orders';
import { orderEvents, orders } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';

export type Order = typeof orders.$inferSelect;

/** Who moves an order and why, for its event row. */
export type OrderMove = {
  actor: OrderActor;
  /** The buyer or seller behind the move; null for SYSTEM. */
  userId: string | null;
  reason: OrderEventReason;
  note?: string | null;
  now: Date;
  /** Other columns written in the same update (paid_at, completed_at, paid_minor ...); never the status. */
  set?: Omit<Partial<typeof orders.$inferInsert>, 'status' | 'id'>;
};

/** Reads and locks an order (SELECT ... FOR UPDATE); undefined when there is none. Lock it before its card. */
export async function lockOrder(tx: Tx, id: string): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

export const illegalOrderState = (from: OrderStatus, to: OrderStatus) => new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { from, to });

/**
 * Moves `order` from the status it was read with to `to`, and appends the event. Refused with
 * 130086 when the table does not allow the move, or when the status is no longer the one read
 * (another transaction moved it first): the caller never acts on a stale order. Answers the order
 * as written.
 */
export async function moveOrder(tx: Tx, order: Order, to: OrderStatus, { actor, userId, reason, note = null, now, set = {} }: OrderMove): Promise<Order> {
  const from = order.status;
  if (!canMoveOrder(from, to)) throw illegalOrderState(from, to);
  const [moved] = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning();
  if (!moved) throw illegalOrderState(from, to);
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: from, toStatus: to, actor, userId, reason, note, createdAt: now });
  return moved;
}

/**
 * Records a change that keeps the status (a part payment) with the same compare-and-set: `set` is
 * written only while the order is still in the status read, and the event says from = to.
 */
export async function noteOrder(tx: Tx, order: Order, { actor, userId, reason, note = null, now, set = {} }: OrderMove): Promise<Order> {
  const [noted] = await tx
    .update(orders)
    .set({ ...set, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!noted) throw illegalOrderState(order.status, order.status);
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, actor, userId, reason, note, createdAt: now });
  return noted;
}

/** The first event of a new order (null -> its first status), as written: created outside moveOrder, which only moves existing ones. */
export const createdEvent = (order: Order, { userId, now }: { userId: string; now: Date }) =>
  ({
    orderId: order.id,
    fromStatus: null,
    toStatus: order.status,
    actor: 'BUYER',
    userId,
    reason: 'CREATED',
    note: null,
    createdAt: now,
  }) satisfies typeof orderEvents.$inferInsert;
