// What an online or crypto payment pays: an order (its buyer pays its due) or a VCoin purchase (a
// top-up of channel ONLINE or CRYPTO). Every read is scoped to the payer: another user's order or
// top-up, or an unknown id, is 150004 (design/payments.md; decision 010 "Scoping").
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { isCurrency } from '@panel/domain/money';
import { AWAITING_PAYMENT_STATUSES } from '@panel/domain/orders';
import type { OrderStatus } from '@panel/domain/constants';
import { toVcoin } from '@panel/domain/wallet';
import type { Db } from '../../db/client';
import { orders, topUps } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { orderAccessDenied, type Order } from '../orders/orders.public';
import { currentRate } from '../rates/rates.public';

export type TopUpRow = typeof topUps.$inferSelect;
export type PayableRef = { orderId?: string | null; topUpId?: string | null };
export type Payable = { kind: 'order'; order: Order } | { kind: 'topup'; topUp: TopUpRow };

/** Statuses in which an order still takes an online or crypto payment. */
export const ORDER_PAYABLE_STATUSES: readonly OrderStatus[] = [...AWAITING_PAYMENT_STATUSES, 'PAYING'];

export const payableIdOf = (payable: Payable) => (payable.kind === 'order' ? payable.order.id : payable.topUp.id);
export const referenceOf = (payable: Payable) => (payable.kind === 'order' ? payable.order.orderNo : payable.topUp.reference);
export const payerOf = (payable: Payable) => (payable.kind === 'order' ? payable.order.buyerId : payable.topUp.userId);

/** ONLINE or CRYPTO: the way the payable is paid (an order's payment type, a top-up's channel); undefined for the others. */
export function payableType(payable: Payable): 'ONLINE' | 'CRYPTO' | undefined {
  const type = payable.kind === 'order' ? payable.order.paymentType : payable.topUp.channel;
  return type === 'ONLINE' || type === 'CRYPTO' ? type : undefined;
}

/** Whether it still takes money: an order awaiting payment (or paying), a top-up waiting for its payment. */
export const isPayableOpen = (payable: Payable) =>
  payable.kind === 'order'
    ? ORDER_PAYABLE_STATUSES.includes(payable.order.status) && payable.order.amountMinor > payable.order.paidMinor
    : payable.topUp.status === 'WAITING_PAYMENT';

/** Reads (and with `lock`, locks FOR UPDATE) the caller's order or top-up; 150004 for anyone else's. */
export async function loadPayable(db: Db | Tx, ref: PayableRef, userId: string | null, { lock = false } = {}): Promise<Payable> {
  if (ref.orderId) {
    const query = db.select().from(orders).where(eq(orders.id, ref.orderId));
    const [order] = lock ? await query.for('update') : await query;
    if (!order || (userId !== null && order.buyerId !== userId)) throw orderAccessDenied();
    return { kind: 'order', order };
  }
  const query = db
    .select()
    .from(topUps)
    .where(eq(topUps.id, ref.topUpId ?? ''));
  const [topUp] = ref.topUpId ? (lock ? await query.for('update') : await query) : [];
  if (!topUp || (userId !== null && topUp.userId !== userId)) throw orderAccessDenied();
  return { kind: 'topup', topUp };
}

/** What is due, in VCoin at today's rate of the order's currency (a top-up is in VCoin); 140002 when the currency has no rate. */
export async function dueVcoinOf(db: Db | Tx, payable: Payable): Promise<{ dueMinor: bigint; currency: string; vcoinMinor: bigint }> {
  if (payable.kind === 'topup') return { dueMinor: payable.topUp.amountMinor, currency: 'VCOIN', vcoinMinor: payable.topUp.amountMinor };
  const { order } = payable;
  const dueMinor = order.amountMinor - order.paidMinor;
  const rate = await currentRate(db, order.currency);
  if (!rate || !isCurrency(order.currency)) throw new AppError(ERROR_CODES.CURRENCY_NOT_SUPPORTED, { currency: order.currency });
  return { dueMinor, currency: order.currency, vcoinMinor: toVcoin({ currency: order.currency, minor: dueMinor }, rate.text).minor };
}
