// Who may see an order in the offline-payment calls: its buyer (buyer calls) or the owner of its
// store (seller calls). Anyone else, and an unknown id, get the same 150004.
import { and, count, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { CURRENCY_EXPONENTS, fromMinor, isCurrency } from '@panel/domain/money';
import type { OrderFacts } from '@panel/domain/orders';
import type { Db } from '../../db/client';
import { orders, paymentVouchers, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type OrderRow = typeof orders.$inferSelect;
export type OrderView = 'BUYER' | 'SELLER';

export const orderAccessDenied = () => new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);

/** The decimals of an order's currency (every catalogue currency has 2). */
export const exponentOf = (currency: string) => (isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : 2);

/** An amount of the order's currency as the wire carries it ('12.50'). */
export const decimalOf = (minor: bigint, currency: string) => fromMinor(minor, exponentOf(currency));

export const dueOf = (order: Pick<OrderRow, 'amountMinor' | 'paidMinor'>) => order.amountMinor - order.paidMinor;

/** True when the user may see the order in this view: its buyer, or the owner of its store. */
export async function canSee(db: Db, order: Pick<OrderRow, 'buyerId' | 'storeId'>, view: OrderView, userId: string) {
  if (view === 'BUYER') return order.buyerId === userId;
  const [store] = await db.select({ ownerId: stores.ownerId }).from(stores).where(eq(stores.id, order.storeId));
  return store?.ownerId === userId;
}

/** The order, when the user may see it in this view; 150004 otherwise, whatever the id. */
export async function findVisibleOrder(db: Db, id: string, view: OrderView, userId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order || !(await canSee(db, order, view, userId))) throw orderAccessDenied();
  return order;
}

/** How many of the order's vouchers wait for the seller. */
export async function countWaitingVouchers(db: Db, orderId: string) {
  const [{ waiting }] = await db
    .select({ waiting: count() })
    .from(paymentVouchers)
    .where(and(eq(paymentVouchers.orderId, orderId), eq(paymentVouchers.status, 'WAITING')));
  return waiting;
}

/** The facts the domain's rules (canUploadVoucher, canSellerConfirm ...) decide on. */
export async function factsOf(db: Db, order: OrderRow): Promise<OrderFacts> {
  return {
    status: order.status,
    paymentType: order.paymentType,
    paidMinor: order.paidMinor,
    dueMinor: dueOf(order),
    vouchersWaiting: await countWaitingVouchers(db, order.id),
  };
}
