// Money landing on an order, and orders ending unpaid (decision 010). confirmPayment is the one way
// an order is paid: it raises `paid` and, once the amount is reached, moves the order to
// PAYMENTSUCCESS and delivers it in the same transaction, so paid and delivered never part.
// closeUnpaid is the buyer's or the seller's cancel and the pay-by sweep: the order is cancelled and its units go back.
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import { canMoveOrder, type OrderActor, type OrderEventReason } from '@panel/domain/orders';
import type { PaymentAttemptStatus } from '@panel/domain/contract/orders';
import { paymentAttempts } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { deliverOrder, releaseUnits } from './order-stock';
import { illegalOrderState, moveOrder, noteOrder, type Order } from './order-state';

export type ConfirmPayment = {
  /** What arrived, in minor units of the order's currency; more than the due counts as the due. */
  receivedMinor: bigint;
  actor: OrderActor;
  userId: string | null;
  /** VOUCHER_CONFIRMED, CONFIRMED_WITHOUT_VOUCHER, PAYMENT_SUCCEEDED ... (a part payment: VOUCHER_CONFIRMED_PART). */
  reason: OrderEventReason;
  note?: string | null;
  now: Date;
  /** Where a part-paid order waits for the rest (default: the status it has, e.g. CONFIRMINGPAYMENT -> WAITINGPAYMENT when no voucher waits). */
  partStatus?: OrderStatus;
};

/** Ends the order's attempts still waiting (SUCCEEDED when paid, CANCELLED or EXPIRED when closed unpaid). */
async function endWaitingAttempts(tx: Tx, order: Order, status: PaymentAttemptStatus, now: Date) {
  await tx
    .update(paymentAttempts)
    .set({ status, updatedAt: now })
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'WAITING')));
}

/**
 * Adds `receivedMinor` to what the order has been paid (a locked order: lockOrder). Paid in full:
 * PAYMENTSUCCESS (paid_at), its waiting attempt SUCCEEDED, and delivered (deliverOrder), all in the
 * caller's transaction. A part: `paid` rises and the order waits in `partStatus`. Refused with
 * 4001 when nothing arrived, and with 130086 where the order cannot be paid (cancelled, delivered ...).
 * Answers the order as written.
 */
export async function confirmPayment(
  tx: Tx,
  order: Order,
  { receivedMinor, actor, userId, reason, note = null, now, partStatus = order.status }: ConfirmPayment,
): Promise<Order> {
  if (receivedMinor <= 0n) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'receivedAmount' });
  if (!canMoveOrder(order.status, 'PAYMENTSUCCESS')) throw illegalOrderState(order.status, 'PAYMENTSUCCESS');
  const due = order.amountMinor - order.paidMinor;
  const paidMinor = order.paidMinor + (receivedMinor < due ? receivedMinor : due);
  const move = { actor, userId, reason, note, now };
  if (paidMinor < order.amountMinor) {
    const set = { paidMinor };
    return partStatus === order.status ? noteOrder(tx, order, { ...move, set }) : moveOrder(tx, order, partStatus, { ...move, set });
  }
  const paid = await moveOrder(tx, order, 'PAYMENTSUCCESS', { ...move, set: { paidMinor, paidAt: now } });
  await endWaitingAttempts(tx, order, 'SUCCEEDED', now);
  return deliverOrder(tx, paid, now);
}

/** Why each party closes an unpaid order, and what becomes of its waiting attempt. */
const CLOSE_UNPAID: Record<OrderActor, { reason: OrderEventReason; attempt: PaymentAttemptStatus }> = {
  BUYER: { reason: 'BUYER_CANCELLED', attempt: 'CANCELLED' },
  SELLER: { reason: 'SELLER_CANCELLED', attempt: 'CANCELLED' },
  SYSTEM: { reason: 'PAY_BY_PASSED', attempt: 'EXPIRED' },
};

/**
 * Cancels an order nothing was paid on (the caller checked canBuyerCancel, canSellerCancel or
 * isExpirable on the locked order) and gives its units back, in one transaction: the buyer's cancel
 * (BUYER_CANCELLED), the seller's with the reason the buyer reads (SELLER_CANCELLED, `note`), both
 * with the attempt CANCELLED, or the pay-by sweep (SYSTEM, PAY_BY_PASSED, attempt EXPIRED).
 */
export async function closeUnpaid(
  tx: Tx,
  order: Order,
  { actor, userId, note = null, now }: { actor: OrderActor; userId: string | null; note?: string | null; now: Date },
): Promise<Order> {
  const { reason, attempt } = CLOSE_UNPAID[actor];
  const cancelled = await moveOrder(tx, order, 'CANCELLED', { actor, userId, reason, note, now, set: { cancelledAt: now } });
  await endWaitingAttempts(tx, order, attempt, now);
  await releaseUnits(tx, order);
  return cancelled;
}
