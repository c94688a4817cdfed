// The seller's side of orders (/sale/orderList, /sale/orderDetail/{id}): the store's orders, and
// confirming an offline payment without a voucher to review (the spec's warning: the units are
// delivered whether or not the money came), and cancelling an unpaid order with a reason the buyer reads.
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@panel/domain/contract/envelope';
import type { OrderDetailResponse, OrderListResponse, SaleListQuery } from '@panel/domain/contract/orders';
import type { OrderStatus } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import { canConfirmWithoutVoucher, canSellerCancel, type OrderTab } from '@panel/domain/orders';
import type { Db } from '../../db/client';
import { offsetOf } from '../../db/paging';
import { orders, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { closeUnpaid, confirmPayment, amountOf, presentOrderPage, readOrderDetail, scopeOf, selectOrderPage, tabFilter } from '../orders/orders.public';
import { escapeLike } from '../stores/stores.public';
import { checkedAmount, lockSellerOrder, orderFacts } from './order-access';

type SaleList = PageRequest & { tab?: OrderTab; status?: OrderStatus; keyword?: SaleListQuery['keyword'] };

/** A keyword finds an order by its number (or part of it), or its buyer by UID or nickname. */
function keywordFilter(keyword: string): SQL | undefined {
  const like = `%${escapeLike(keyword)}%`;
  return or(ilike(orders.orderNo, like), eq(users.uid, keyword), ilike(users.nickname, like));
}

/** GET /api/order/sale/list: the caller's store's orders, newest first, by tab, status and keyword. */
export async function findSaleOrders(db: Db, { tab, status, keyword, ...page }: SaleList, { userId }: { userId: string }): Promise<OrderListResponse> {
  const where = and(scopeOf('SELLER', userId), tab && tabFilter(tab), status && eq(orders.status, status), keyword ? keywordFilter(keyword) : undefined);
  const counted = db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.buyerId)).where(where);
  const rows = await selectOrderPage(db, where, counted, { limit: page.pageSize, offset: offsetOf(page) });
  return presentOrderPage(rows, page, async () => (await counted)[0].total);
}

/** GET /api/order/sale/detail/{id}: the order as its store's owner sees it; 150004 for anyone else. */
export const readSaleDetail = (db: Db, { id }: { id: string }, { userId }: { userId: string }) => readOrderDetail(db, id, 'SELLER', userId);

/**
 * POST /api/order/sale/confirm/{id}: the seller says the amount arrived without a voucher to review
 * (while canConfirmWithoutVoucher: due, and no voucher waiting for review; 130086 otherwise). Paid in full, the order is delivered in this transaction.
 */
export async function confirmOrder(
  tx: Tx,
  { id, receivedAmount }: { id: string; receivedAmount: string },
  { userId, now }: { userId: string; now: Date },
): Promise<OrderDetailResponse> {
  const order = await lockSellerOrder(tx, id, userId);
  const facts = await orderFacts(tx, order);
  if (!canConfirmWithoutVoucher(facts)) throw new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { status: order.status, vouchersWaiting: facts.vouchersWaiting });
  const receivedMinor = checkedAmount(order, 'receivedAmount', receivedAmount);
  const note = amountOf(receivedMinor, order.currency);
  await confirmPayment(tx, order, { receivedMinor, actor: 'SELLER', userId, reason: 'CONFIRMED_WITHOUT_VOUCHER', note, now });
  return readOrderDetail(tx, id, 'SELLER', userId);
}

/**
 * POST /api/order/sale/cancel/{id}: the seller cancels an unpaid order (canSellerCancel: nothing
 * paid, no voucher waiting, no payment running; 140007 otherwise) with a reason the buyer reads on
 * the order; its units go back and its waiting attempt is cancelled, in one transaction.
 */
export async function cancelSaleOrder(
  tx: Tx,
  { id, reason }: { id: string; reason: string },
  { userId, now }: { userId: string; now: Date },
): Promise<OrderDetailResponse> {
  const order = await lockSellerOrder(tx, id, userId);
  if (!canSellerCancel(await orderFacts(tx, order))) throw new AppError(ERROR_CODES.ORDER_NOT_CANCELLABLE, { status: order.status });
  await closeUnpaid(tx, order, { actor: 'SELLER', userId, note: reason, now });
  return readOrderDetail(tx, id, 'SELLER', userId);
}
