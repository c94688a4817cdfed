// Who may see or move an order in the offline-payment calls: its buyer (buyer calls) or the owner
// of its store (seller calls), through the orders module's scope. Anyone else, and an unknown id,
// get the same 150004.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { OrderItem } from '@panel/domain/contract/orders';
import { toMinor } from '@panel/domain/money';
import type { OrderFacts } from '@panel/domain/orders';
import { paymentAmountSchema } from '@panel/domain/validation';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { parse } from '../../http/validate';
import {
  amountOf,
  exponentOf,
  factsOf,
  findVoucherStats,
  orderAccessDenied,
  presentOrderItems,
  scopeOf,
  selectOrderRows,
  type OrderView,
  lockOrder,
  type Order,
} from '../orders/orders.public';

export type { OrderView };

/** The order, when the caller may see it in this view; 150004 otherwise, whatever the id. */
export async function readVisibleOrder(db: Db, id: string, view: OrderView, userId: string): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), scopeOf(view, userId)));
  if (!order) throw orderAccessDenied();
  return order;
}

/** Locks the order (the first lock of every seller move), then checks the caller owns its store; 150004 otherwise. */
export async function lockSellerOrder(tx: Tx, id: string, userId: string): Promise<Order> {
  const order = await lockOrder(tx, id);
  if (!order) throw orderAccessDenied();
  await readVisibleOrder(tx, id, 'SELLER', userId);
  return order;
}

/** What the domain's rules decide on, counting the order's vouchers now. */
export async function orderFacts(db: Db, order: Order): Promise<OrderFacts> {
  return factsOf(order, (await findVoucherStats(db, [order.id])).get(order.id));
}

/** The order as the lists show it, read now (the voucher answers carry it). */
export async function readOrderItem(db: Db, order: Order): Promise<OrderItem> {
  const rows = await selectOrderRows(db).where(eq(orders.id, order.id));
  const [item] = await presentOrderItems(db, rows);
  return item;
}

/**
 * A decimal amount paid on the order (a voucher's amount, the amount the seller received), by the
 * domain's voucher rules: valid, above 0, at most the order amount and the due. Param errors name
 * the field with the rule's validation key. Answers it in minor units.
 */
export function checkedAmount(order: Order, field: 'amount' | 'receivedAmount', text: string): bigint {
  const { currency } = order;
  const rules = paymentAmountSchema({ orderAmount: amountOf(order.amountMinor, currency), dueAmount: amountOf(order.amountMinor - order.paidMinor, currency) });
  const checked = parse(z.object({ [field]: rules }), { [field]: text })[field];
  return toMinor(checked, exponentOf(currency));
}
