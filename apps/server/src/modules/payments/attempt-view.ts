// A payment attempt as its payer (or the operator) reads it: what to pay, what the screen needs,
// what arrived and what it became in VCoin, and the order's status so the screens turn to success
// on their own. Scoped to the payer: anyone else's attempt is 150004.
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { CURRENCY_EXPONENTS, fromMinor, isCurrency } from '@panel/domain/money';
import { CRYPTO_AMOUNT_STEP, type PaymentMethod, type PaymentProviderId } from '@panel/domain/payments';
import type { CryptoTransferView, PaymentAttemptView, PaymentInstructions } from '@panel/domain/contract/payments';
import { vcoinText } from '@panel/domain/wallet';
import type { Db } from '../../db/client';
import { cryptoTransfers, orders, paymentAttempts, topUps } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import type { PaymentProviders } from './providers';
import { loadPayable, type PayableRef } from './payables';

export type Attempt = typeof paymentAttempts.$inferSelect;
type Transfer = typeof cryptoTransfers.$inferSelect;

const amountText = (minor: bigint, currency: string) => fromMinor(minor, isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : 2);
/** A token amount kept at 6 decimals, shown with 2 (the step is 0.01). */
const tokenText = (minor: bigint) => (minor % CRYPTO_AMOUNT_STEP === 0n ? fromMinor(minor / CRYPTO_AMOUNT_STEP, 2) : fromMinor(minor, 6));

export const presentTransfer = (row: Transfer, late = row.late): CryptoTransferView => ({
  txHash: row.txHash,
  chain: row.chain as CryptoTransferView['chain'],
  token: row.token as CryptoTransferView['token'],
  amount: tokenText(row.amountMinor),
  confirmations: row.confirmations,
  status: row.status as CryptoTransferView['status'],
  late,
  at: row.createdAt.toISOString(),
});

export function presentAttempt(
  row: Attempt,
  extra: { reference: string; orderStatus: PaymentAttemptView['orderStatus']; transfers: Transfer[] },
): PaymentAttemptView {
  const crypto = row.method === 'CRYPTO';
  return {
    id: row.id,
    orderId: row.orderId,
    topUpId: row.topUpId,
    reference: extra.reference,
    type: row.type === 'CRYPTO' ? 'CRYPTO' : 'ONLINE',
    method: row.method as PaymentMethod,
    provider: row.provider as PaymentProviderId,
    status: row.status,
    currency: row.currency,
    amount: crypto ? tokenText(row.amountMinor) : amountText(row.amountMinor, row.currency),
    fee: crypto ? tokenText(row.feeMinor) : amountText(row.feeMinor, row.currency),
    ...(crypto ? { mark: tokenText(BigInt((row.terms as { markMinor?: string } | null)?.markMinor ?? '0')) } : {}),
    vcoin: vcoinText(row.vcoinMinor ?? 0n),
    received: crypto ? tokenText(row.receivedMinor) : amountText(row.receivedMinor, row.currency),
    vcoinCredited: vcoinText(row.creditedVcoinMinor),
    rate: String((row.terms as { rate?: string } | null)?.rate ?? '1'),
    instructions: (row.instructions ?? { kind: 'PENDING' }) as PaymentInstructions,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    failure: row.failure,
    transfers: extra.transfers.map((transfer) => presentTransfer(transfer)),
    orderStatus: extra.orderStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The reference (order number or top-up reference) and the order's status of an attempt. */
export async function contextOf(db: Db | Tx, row: Attempt) {
  if (row.orderId) {
    const [order] = await db.select({ orderNo: orders.orderNo, status: orders.status }).from(orders).where(eq(orders.id, row.orderId));
    return { reference: order!.orderNo, orderStatus: order!.status };
  }
  const [topUp] = await db.select({ reference: topUps.reference }).from(topUps).where(eq(topUps.id, row.topUpId!));
  return { reference: topUp!.reference, orderStatus: null };
}

export const transfersOf = (db: Db | Tx, attemptId: string) =>
  db.select().from(cryptoTransfers).where(eq(cryptoTransfers.attemptId, attemptId)).orderBy(asc(cryptoTransfers.createdAt));

/** GET /api/payment/attempt/{id}: the payer's own attempt (userId null: the operator's view). */
export async function readAttemptView(db: Db | Tx, attemptId: string, userId: string | null, _providers?: PaymentProviders): Promise<PaymentAttemptView> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.id, attemptId), isNotNull(paymentAttempts.provider)));
  if (!row) throw new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
  await loadPayable(db, { orderId: row.orderId, topUpId: row.topUpId }, userId);
  const [context, transfers] = await Promise.all([contextOf(db, row), transfersOf(db, row.id)]);
  return presentAttempt(row, { ...context, transfers });
}

/** GET /api/payment/attempt/current: the newest online or crypto attempt of the caller's order or top-up; 150004 when there is none. */
export async function currentAttemptId(db: Db, ref: PayableRef, userId: string): Promise<string> {
  const payable = await loadPayable(db, ref, userId);
  const target = payable.kind === 'order' ? eq(paymentAttempts.orderId, payable.order.id) : eq(paymentAttempts.topUpId, payable.topUp.id);
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(target, isNotNull(paymentAttempts.provider)))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  if (!row) throw new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
  return row.id;
}
