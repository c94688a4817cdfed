// Payment vouchers of offline orders (spec sections 3, 4 and 5; decision 010): the buyer sends
// proof of a bank transfer, the seller confirms the amount received or rejects it with a reason.
// Every move locks the order first, then the voucher, in the caller's idempotent transaction.
import { and, desc, eq } from 'drizzle-orm';
import type { OrderStatus } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import type { UploadVoucherRequest, Voucher, VoucherDetailResponse, VouchersResponse } from '@panel/domain/contract/orders';
import { canSellerConfirm, canUploadVoucher, payByAfterRejection, payByPassed } from '@panel/domain/orders';
import type { Db } from '../../db/client';
import { paymentAttempts, paymentVouchers } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import type { FileStorage } from '../../platform/file-storage';
import { confirmPayment, amountOf, orderAccessDenied, lockOrder, moveOrder, noteOrder, type Order } from '../orders/orders.public';
import { checkedAmount, lockSellerOrder, orderFacts, readOrderItem, readVisibleOrder, type OrderView } from './order-access';
import { describeFiles, loadVoucherFiles, wasSentBefore } from './voucher-files';

type VoucherRow = typeof paymentVouchers.$inferSelect;
type CallerAt = { userId: string; now: Date };

const illegalState = (order: Order, extra: object = {}) => new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { status: order.status, ...extra });

/** A voucher as a party sees it; `reused` tells the seller (only) that a file was already sent on another order or a top-up. */
async function presentVouchers(db: Db, rows: VoucherRow[], order: Order, view: OrderView): Promise<Voucher[]> {
  const described = await describeFiles(
    db,
    rows.flatMap((row) => row.fileKeys),
  );
  return rows.map((row) => ({
    id: row.id,
    orderId: order.id,
    orderNo: order.orderNo,
    status: row.status,
    files: row.fileKeys.map((key) => described.get(key) ?? { key, contentType: 'application/octet-stream', size: 0 }),
    amount: row.amountMinor === null ? null : amountOf(row.amountMinor, order.currency),
    receivedAmount: row.receivedMinor === null ? null : amountOf(row.receivedMinor, order.currency),
    rejectReason: row.rejectReason,
    currency: order.currency,
    reused: view === 'SELLER' && row.reused,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  }));
}

const presentVoucher = async (db: Db, row: VoucherRow, order: Order, view: OrderView) => (await presentVouchers(db, [row], order, view))[0];

/** The order's offline payment attempt, if it has one: the voucher is proof for it. */
async function offlineAttemptOf(tx: Tx, orderId: string) {
  const [attempt] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.type, 'OFFLINE')))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return attempt?.id ?? null;
}

/**
 * POST /api/order/voucher/{id}: the buyer's proof of a transfer, while the order can take one
 * (canUploadVoucher, and before the pay-by while nothing is paid: 130086 otherwise). The order waits for the seller (CONFIRMINGPAYMENT); a
 * file identical to one sent on another order or for a top-up marks the voucher reused, and it is still taken.
 */
export async function uploadVoucher(
  tx: Tx,
  storage: FileStorage,
  { id, files: keys = [], amount }: UploadVoucherRequest & { id: string },
  { userId, now }: CallerAt,
): Promise<Voucher> {
  const order = await lockOrder(tx, id);
  if (!order || order.buyerId !== userId) throw orderAccessDenied();
  if (!canUploadVoucher(await orderFacts(tx, order))) throw illegalState(order);
  // Past the deadline with nothing paid, the order waits for the sweep: a voucher would hold it on.
  if (payByPassed(order, now)) throw illegalState(order, { payBy: order.payBy.toISOString() });
  const files = await loadVoucherFiles(tx, storage, keys, userId);
  const amountMinor = amount ? checkedAmount(order, 'amount', amount) : null;
  const hashes = files.map((file) => file.sha256);
  const [voucher] = await tx
    .insert(paymentVouchers)
    .values({
      orderId: order.id,
      attemptId: await offlineAttemptOf(tx, order.id),
      buyerId: userId,
      fileKeys: files.map((file) => file.key),
      fileHashes: hashes,
      amountMinor,
      reused: await wasSentBefore(tx, hashes, { orderId: order.id }),
      createdAt: now,
    })
    .returning();
  const move = { actor: 'BUYER', userId, reason: 'VOUCHER_UPLOADED', note: amountMinor === null ? null : amountOf(amountMinor, order.currency), now } as const;
  // Another voucher while one already waits keeps the status; the history still records it.
  await (order.status === 'CONFIRMINGPAYMENT' ? noteOrder(tx, order, move) : moveOrder(tx, order, 'CONFIRMINGPAYMENT', move));
  return presentVoucher(tx, voucher, order, 'BUYER');
}

/** The vouchers of an order its buyer or its store's owner may see, newest first. */
export async function listVouchers(db: Db, { id }: { id: string }, view: OrderView, { userId }: { userId: string }): Promise<VouchersResponse> {
  const order = await readVisibleOrder(db, id, view, userId);
  const rows = await db
    .select()
    .from(paymentVouchers)
    .where(eq(paymentVouchers.orderId, id))
    .orderBy(desc(paymentVouchers.createdAt), desc(paymentVouchers.id));
  return presentVouchers(db, rows, order, view);
}

/** One voucher with its order, for the order's buyer or its store's owner; 150004 for anyone else or an unknown id. */
export async function readVoucher(
  db: Db,
  { voucherId }: { voucherId: string },
  view: OrderView,
  { userId }: { userId: string },
): Promise<VoucherDetailResponse> {
  const [row] = await db.select().from(paymentVouchers).where(eq(paymentVouchers.id, voucherId));
  if (!row) throw orderAccessDenied();
  const order = await readVisibleOrder(db, row.orderId, view, userId);
  return { ...(await presentVoucher(db, row, order, view)), order: await readOrderItem(db, order) };
}

/** The seller's decision on a voucher: its order and the voucher locked in that order, the voucher still WAITING (130086 otherwise). */
async function lockWaitingVoucher(tx: Tx, voucherId: string, userId: string) {
  const [peek] = await tx.select({ orderId: paymentVouchers.orderId }).from(paymentVouchers).where(eq(paymentVouchers.id, voucherId));
  if (!peek) throw orderAccessDenied();
  const order = await lockSellerOrder(tx, peek.orderId, userId);
  const [voucher] = await tx.select().from(paymentVouchers).where(eq(paymentVouchers.id, voucherId)).for('update');
  if (voucher.status !== 'WAITING') throw illegalState(order, { voucherStatus: voucher.status });
  return { order, voucher };
}

/** Where an order part-paid or with a rejected voucher waits: for more money once no other voucher waits for the seller. */
async function waitingStatusAfter(tx: Tx, order: Order): Promise<OrderStatus> {
  const { vouchersWaiting } = await orderFacts(tx, order);
  return order.status === 'CONFIRMINGPAYMENT' && vouchersWaiting === 0 ? 'WAITINGPAYMENT' : order.status;
}

/**
 * POST /api/order/sale/voucher/{voucherId}/confirm: the amount received (above 0, at most the due)
 * is paid on the order (confirmPayment): in full, it is delivered in this transaction; a part, the
 * order waits for more once no other voucher waits. Answers the voucher with the order as it is now.
 */
export async function confirmVoucher(
  tx: Tx,
  { voucherId, receivedAmount }: { voucherId: string; receivedAmount: string },
  { userId, now }: CallerAt,
): Promise<VoucherDetailResponse> {
  const { order, voucher } = await lockWaitingVoucher(tx, voucherId, userId);
  if (!canSellerConfirm(await orderFacts(tx, order))) throw illegalState(order);
  const receivedMinor = checkedAmount(order, 'receivedAmount', receivedAmount);
  const [decided] = await tx
    .update(paymentVouchers)
    .set({ status: 'CONFIRMED', receivedMinor, decidedBy: userId, decidedAt: now })
    .where(eq(paymentVouchers.id, voucher.id))
    .returning();
  const part = receivedMinor < order.amountMinor - order.paidMinor;
  const paid = await confirmPayment(tx, order, {
    receivedMinor,
    actor: 'SELLER',
    userId,
    reason: part ? 'VOUCHER_CONFIRMED_PART' : 'VOUCHER_CONFIRMED',
    note: amountOf(receivedMinor, order.currency),
    now,
    partStatus: await waitingStatusAfter(tx, order),
  });
  return { ...(await presentVoucher(tx, decided, paid, 'SELLER')), order: await readOrderItem(tx, paid) };
}

/**
 * POST /api/order/sale/voucher/{voucherId}/reject: the voucher is refused with the seller's reason;
 * the order waits for another voucher (WAITINGPAYMENT) once no other one waits for the seller,
 * with the time that was left when the voucher was sent given back (payByAfterRejection: a few
 * hours at least, one pay-by period at most, never past the order's hold bound).
 */
export async function rejectVoucher(
  tx: Tx,
  { voucherId, reason }: { voucherId: string; reason: string },
  { userId, now, payWithinHours }: CallerAt & { payWithinHours: number },
): Promise<VoucherDetailResponse> {
  const { order, voucher } = await lockWaitingVoucher(tx, voucherId, userId);
  const [decided] = await tx
    .update(paymentVouchers)
    .set({ status: 'REJECTED', rejectReason: reason, decidedBy: userId, decidedAt: now })
    .where(eq(paymentVouchers.id, voucher.id))
    .returning();
  const move = { actor: 'SELLER', userId, reason: 'VOUCHER_REJECTED', note: reason, now } as const;
  const to = await waitingStatusAfter(tx, order);
  // A voucher left waiting on an order already paid in full is closed without moving the order.
  // Back to waiting for payment, the buyer has the time the review took from them again, bounded:
  // rejections cannot hold the seller's units without end.
  const payBy = payByAfterRejection({ payBy: order.payBy, createdAt: order.createdAt, voucherSentAt: voucher.createdAt, now, payWithinHours });
  const moved = to === order.status ? await noteOrderIfOpen(tx, order, move) : await moveOrder(tx, order, to, { ...move, set: { payBy } });
  return { ...(await presentVoucher(tx, decided, moved, 'SELLER')), order: await readOrderItem(tx, moved) };
}

/** The history records a rejection that moves nothing, while the order still waits for payment. */
const noteOrderIfOpen = (tx: Tx, order: Order, move: Parameters<typeof noteOrder>[2]) =>
  order.status === 'CONFIRMINGPAYMENT' ? noteOrder(tx, order, move) : order;
