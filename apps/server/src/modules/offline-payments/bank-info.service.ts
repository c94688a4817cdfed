// Where the buyer of an offline order sends the money (/bankInfo/{id}): the store's bank accounts,
// the order number as the payment reference, what is due and by when.
import { ERROR_CODES } from '@panel/domain/errors';
import type { BankInfoResponse } from '@panel/domain/contract/orders';
import { isExpirable } from '@panel/domain/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { amountOf } from '../orders/orders.public';
import { orderFacts, readVisibleOrder } from './order-access';
import { findStoreAccounts } from './payment-accounts.service';

/** GET /api/order/bank-info/{id}: the buyer's only (150004); 21008 while the store has no account to pay into. */
export async function getBankInfo(db: Db, { id }: { id: string }, { userId }: { userId: string }): Promise<BankInfoResponse> {
  const order = await readVisibleOrder(db, id, 'BUYER', userId);
  // Only an offline order is paid by bank transfer to the seller.
  if (order.paymentType !== 'OFFLINE') throw new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { status: order.status, paymentType: order.paymentType });
  const accounts = await findStoreAccounts(db, order.storeId);
  if (accounts.length === 0) throw new AppError(ERROR_CODES.PAYMENT_ACCOUNT_UNAVAILABLE);
  const facts = await orderFacts(db, order);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    reference: order.orderNo,
    currency: order.currency,
    dueAmount: amountOf(order.amountMinor - order.paidMinor, order.currency),
    payBy: isExpirable(facts) ? order.payBy.toISOString() : null,
    accounts,
  };
}
