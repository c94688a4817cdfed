// The operator's view of online and crypto money (issue's "every payment attempt, webhook and
// settlement is visible to the operator"): attempts with their provider events and ledger
// movements, every event received (rejected ones too), crypto transfers waiting for review, what
// chargebacks left users owing; and the two operator actions: refund a paid order, credit a
// reviewed crypto transfer.
import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { CRYPTO_AMOUNT_STEP, settlementOf } from '@panel/domain/payments';
import { vcoinText } from '@panel/domain/wallet';
import type {
  OpsCryptoReviewResponse,
  OpsDebtsResponse,
  OpsEventsResponse,
  OpsPaymentDetail,
  OpsPaymentRow,
  OpsPaymentsQuery,
  OpsPaymentsResponse,
  ProviderEventView,
} from '@panel/domain/contract/payments';
import type { Db } from '../../db/client';
import { cryptoTransfers, ledgerEntries, ledgerTransactions, orders, paymentAttempts, providerEvents, users, walletDebts } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { platformAccountOf, post, walletOf } from '../ledger/ledger.public';
import { lockOrder } from '../orders/orders.public';
import { recordAction } from '../ops/ops.public';
import { contextOf, presentAttempt, presentTransfer, transfersOf, type Attempt } from './attempt-view';
import { loadPayable, payerOf } from './payables';
import { refundToWallet } from './reversal';
import { termsFor } from './payments.service';

const pageOf = <T>(list: T[], total: number, pageNum: number, pageSize: number) => ({ list, total, pageNum, pageSize });

async function rowOf(db: Db | Tx, row: Attempt): Promise<OpsPaymentRow> {
  const payable = await loadPayable(db, { orderId: row.orderId, topUpId: row.topUpId }, null);
  const [payer] = await db
    .select({ uid: users.uid, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, payerOf(payable)));
  const context = await contextOf(db, row);
  const { instructions: _i, transfers: _t, ...view } = presentAttempt(row, { ...context, transfers: [] });
  return { ...view, payer: payer!, providerRef: row.providerRef?.startsWith('pending:') ? null : row.providerRef };
}

/** GET /api/ops/payments. */
export async function findPayments(db: Db, query: OpsPaymentsQuery & { pageNum: number; pageSize: number }): Promise<OpsPaymentsResponse> {
  const where = and(
    isNotNull(paymentAttempts.provider),
    query.status ? eq(paymentAttempts.status, query.status) : undefined,
    query.provider ? eq(paymentAttempts.provider, query.provider) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentAttempts)
      .where(where)
      .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(paymentAttempts).where(where),
  ]);
  return pageOf(await Promise.all(rows.map((row) => rowOf(db, row))), total!.n, query.pageNum, query.pageSize);
}

const presentEvent = (row: typeof providerEvents.$inferSelect): ProviderEventView => ({
  id: String(row.id),
  provider: row.provider as ProviderEventView['provider'],
  eventId: row.eventId,
  kind: row.kind,
  outcome: row.outcome as ProviderEventView['outcome'],
  detail: row.detail,
  attemptId: row.attemptId,
  deliveries: row.deliveries,
  receivedAt: row.receivedAt.toISOString(),
});

/** GET /api/ops/payments/{id}. */
export async function readPayment(db: Db, id: string): Promise<OpsPaymentDetail> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.id, id), isNotNull(paymentAttempts.provider)));
  if (!row) throw new AppError(ERROR_CODES.NOT_FOUND);
  const target: SQL = row.orderId ? eq(ledgerTransactions.orderId, row.orderId) : eq(ledgerTransactions.topUpId, row.topUpId!);
  const [base, events, transfers, settlements] = await Promise.all([
    rowOf(db, row),
    db.select().from(providerEvents).where(eq(providerEvents.attemptId, id)).orderBy(desc(providerEvents.receivedAt), desc(providerEvents.id)),
    transfersOf(db, id),
    db
      .select({
        id: ledgerTransactions.id,
        type: ledgerTransactions.type,
        at: ledgerTransactions.createdAt,
        amount: sql<string>`coalesce(sum(case when ${ledgerEntries.amountMinor} > 0 then ${ledgerEntries.amountMinor} else 0 end), 0)::text`,
      })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(target)
      .groupBy(ledgerTransactions.id)
      // Transactions of one moment (a settlement and the order payment it made) in the order they were written.
      .orderBy(ledgerTransactions.createdAt, sql`min(${ledgerEntries.id})`),
  ]);
  return {
    ...base,
    instructions: presentAttempt(row, { reference: base.reference, orderStatus: base.orderStatus, transfers: [] }).instructions,
    transfers: transfers.map((transfer) => presentTransfer(transfer)),
    events: events.map(presentEvent),
    settlements: settlements.map((s) => ({ transactionId: s.id, type: s.type, amount: vcoinText(BigInt(s.amount)), at: s.at.toISOString() })),
  };
}

/** GET /api/ops/payments/events. */
export async function findEvents(
  db: Db,
  query: { outcome?: 'APPLIED' | 'DUPLICATE' | 'IGNORED' | 'REJECTED'; pageNum: number; pageSize: number },
): Promise<OpsEventsResponse> {
  // DUPLICATE: the events delivered more than once (each redelivery moved nothing).
  const where = query.outcome === 'DUPLICATE' ? sql`${providerEvents.deliveries} > 1` : query.outcome ? eq(providerEvents.outcome, query.outcome) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(providerEvents)
      .where(where)
      .orderBy(desc(providerEvents.receivedAt), desc(providerEvents.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(providerEvents).where(where),
  ]);
  return pageOf(rows.map(presentEvent), total!.n, query.pageNum, query.pageSize);
}

/**
 * What a refund asked of a provider answers once asked: REFUND when the order is reversed already
 * (a provider asked at once, or its webhook came), else REFUND_REQUESTED. Read from the order, so a
 * retry with the same key, whose refund the provider answers as the one it made, says the same.
 */
export async function refundStatusOf(db: Db, orderId: string): Promise<'REFUND' | 'REFUND_REQUESTED'> {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return order?.status === 'REFUND' ? 'REFUND' : 'REFUND_REQUESTED';
}

/**
 * POST /api/ops/orders/{id}/refund, in the caller's idempotent transaction. An order paid with VCoin
 * or crypto is refunded to the buyer's wallet now; an order paid online is refunded by its provider
 * (answered REFUND_REQUESTED: the provider's REFUND webhook then reverses it); an offline order is
 * 140064 (the seller refunds the bank transfer).
 */
export async function refundOrder(tx: Tx, orderId: string, { operatorId, reason, now }: { operatorId: string; reason: string; now: Date }) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError(ERROR_CODES.NOT_FOUND);
  if (!['PAYMENTSUCCESS', 'DELIVERING', 'DELIVERED'].includes(order.status))
    throw new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { from: order.status, to: 'REFUND' });
  if (order.paymentType === 'OFFLINE') throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { paymentType: order.paymentType });
  if (order.paymentType === 'ONLINE') {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'SUCCEEDED'), isNotNull(paymentAttempts.providerRef)))
      .orderBy(desc(paymentAttempts.updatedAt))
      .limit(1)
      .for('update');
    if (!attempt) throw new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { from: order.status, to: 'REFUND' });
    await recordAction(tx, { operatorId, action: 'ORDER_REFUND_REQUESTED', target: order.id, detail: { attemptId: attempt.id, reason }, now });
    return {
      orderId: order.id,
      status: 'REFUND_REQUESTED' as const,
      refund: {
        provider: attempt.provider!,
        providerRef: attempt.providerRef!,
        amountMinor: String(attempt.receivedMinor),
        currency: attempt.currency,
        attemptId: attempt.id,
      },
    };
  }
  const done = await refundToWallet(tx, order, { operatorId, reason, now });
  await recordAction(tx, {
    operatorId,
    action: 'ORDER_REFUNDED',
    target: order.id,
    detail: { reason, vcoin: vcoinText(done.refundedVcoin), units: done.units, codes: done.codes },
    now,
  });
  return { orderId: order.id, status: 'REFUND' as const, refund: null };
}

/** GET /api/ops/crypto/review. */
export async function findCryptoReview(db: Db, { pageNum, pageSize }: { pageNum: number; pageSize: number }): Promise<OpsCryptoReviewResponse> {
  const where = eq(cryptoTransfers.status, 'REVIEW');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cryptoTransfers)
      .where(where)
      .orderBy(desc(cryptoTransfers.createdAt))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(cryptoTransfers).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({ ...presentTransfer(row), id: row.id, address: row.address, resolvedTo: row.resolvedTo })),
    total!.n,
    pageNum,
    pageSize,
  );
}

/**
 * POST /api/ops/crypto/review/{id}/credit: a transfer that matched no attempt is credited to a
 * user's wallet at the token's rate and fee (an ONLINE_SETTLEMENT from the crypto clearing account), once.
 */
export async function creditReviewed(tx: Tx, id: string, { uid, operatorId, now }: { uid: string; operatorId: string; now: Date }) {
  const [transfer] = await tx.select().from(cryptoTransfers).where(eq(cryptoTransfers.id, id)).for('update');
  if (!transfer) throw new AppError(ERROR_CODES.NOT_FOUND);
  if (transfer.status !== 'REVIEW') throw new AppError(ERROR_CODES.OPERATION_DENIED, { status: transfer.status });
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.uid, uid.trim()));
  if (!user) throw new AppError(ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND, { field: 'uid' });
  const terms = await termsFor(tx, transfer.token);
  const settled = settlementOf(transfer.token as 'USDT' | 'USDC', transfer.amountMinor, terms);
  const legs = [
    { accountId: await platformAccountOf(tx, `CLEARING:crypto:${transfer.token}`), amountMinor: -settled.grossVcoin },
    { accountId: await walletOf(tx, user.id), amountMinor: settled.netVcoin, recordType: 'ONLINE_SETTLEMENT' as const },
    { accountId: await platformAccountOf(tx, 'FEES'), amountMinor: settled.feeVcoin },
  ].filter((leg) => leg.amountMinor !== 0n);
  const posted = await post(tx, { type: 'ONLINE_SETTLEMENT', legs, userId: operatorId, note: `${transfer.chain} ${transfer.txHash}`, now });
  await tx
    .update(cryptoTransfers)
    .set({ status: 'CREDITED', resolvedTo: user.id, transactionId: posted.transactionId, updatedAt: now })
    .where(eq(cryptoTransfers.id, id));
  await recordAction(tx, {
    operatorId,
    action: 'CRYPTO_REVIEW_CREDITED',
    target: id,
    detail: { uid, vcoin: vcoinText(settled.netVcoin), amount: String(transfer.amountMinor / CRYPTO_AMOUNT_STEP) },
    now,
  });
  return { id, status: 'CREDITED' as const };
}

/** GET /api/ops/debts. */
export async function findDebts(db: Db, { pageNum, pageSize }: { pageNum: number; pageSize: number }): Promise<OpsDebtsResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: walletDebts.id,
        uid: users.uid,
        nickname: users.nickname,
        orderId: walletDebts.orderId,
        orderNo: orders.orderNo,
        amount: walletDebts.amountMinor,
        at: walletDebts.createdAt,
      })
      .from(walletDebts)
      .innerJoin(users, eq(users.id, walletDebts.userId))
      .leftJoin(orders, eq(orders.id, walletDebts.orderId))
      .orderBy(desc(walletDebts.createdAt))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(walletDebts),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      user: { uid: row.uid, nickname: row.nickname },
      orderId: row.orderId ?? '',
      orderNo: row.orderNo ?? '',
      amount: vcoinText(row.amount),
      at: row.at.toISOString(),
    })),
    total!.n,
    pageNum,
    pageSize,
  );
}
