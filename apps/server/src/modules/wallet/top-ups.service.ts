// Buying VCoin by bank transfer (/me/buyVCoin; spec section 5 "Offline bank transfer details (VCoin)";
// design/domain.md "VCoin wallet"): in USD only. The buyer states the amount and gets a payment
// reference; their voucher makes the ledger hold a PENDING credit from OFFLINE_TOPUP (shown as
// incoming, not spendable); the operator confirms what arrived (the hold is posted, for less when
// less arrived, and any surplus posted on top) or rejects it (the hold is voided). Each step locks
// the top-up row first, so it resolves once.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PlatformBankInfo, TopUp, TopUpsResponse } from '@panel/domain/contract/wallet';
import type { z } from 'zod';
import type { SetPlatformBankRequest } from '@panel/domain/contract/ops';

type PlatformBankSetting = z.output<typeof SetPlatformBankRequest>;
import { needsSurplusConfirmation, vcoinText } from '@panel/domain/wallet';
import type { Db } from '../../db/client';
import { systemSettings, topUps } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { hold, platformAccountOf, post, postPending, voidPending, walletOf } from '../ledger/ledger.public';
import { checkedVcoin } from './wallet.service';
import { wasSentBefore, type VoucherFileRow } from '../offline-payments/offline-payments.public';

export type TopUpRow = typeof topUps.$inferSelect;
const BANK_KEY = 'platform.bankAccount';

/** The platform's bank account for VCoin bank transfers, or null while the operator set none. */
export async function readPlatformBank(db: Db | Tx): Promise<PlatformBankInfo | null> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, BANK_KEY));
  return row ? (row.value as PlatformBankInfo) : null;
}

/** GET /api/vcoin/topup/bank-info: 21008 while the operator has set no account. */
export async function platformBankInfo(db: Db): Promise<PlatformBankInfo> {
  const bank = await readPlatformBank(db);
  if (!bank) throw new AppError(ERROR_CODES.PAYMENT_ACCOUNT_UNAVAILABLE);
  return bank;
}

/** PUT /api/ops/bank-account (the operator's call; recorded by the caller). */
export async function setPlatformBank(tx: Tx, input: PlatformBankSetting): Promise<PlatformBankInfo> {
  const value: PlatformBankInfo = { currency: 'USD', ...input, bankCode: input.bankCode || null, branchCode: input.branchCode || null };
  await tx.insert(systemSettings).values({ key: BANK_KEY, value }).onConflictDoUpdate({ target: systemSettings.key, set: { value } });
  return value;
}

export function presentTopUp(row: TopUpRow): TopUp {
  return {
    id: row.id,
    reference: row.reference,
    currency: 'USD',
    channel: row.channel as TopUp['channel'],
    amount: vcoinText(row.amountMinor),
    receivedAmount: row.receivedMinor === null ? null : vcoinText(row.receivedMinor),
    status: row.status,
    reason: row.reason,
    files: row.files.map(({ key, contentType, size }) => ({ key, contentType, size })),
    createdAt: row.createdAt.toISOString(),
    voucherAt: row.voucherAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** POST /api/vcoin/topup: a top-up waiting for its voucher, with the reference to write on the transfer. */
export async function createTopUp(tx: Tx, input: { amount: string }, { userId, now }: { userId: string; now: Date }): Promise<TopUp> {
  const amountMinor = checkedVcoin(input.amount, 'amount');
  if (!(await readPlatformBank(tx))) throw new AppError(ERROR_CODES.PAYMENT_ACCOUNT_UNAVAILABLE);
  // The payment reference: 'VC', the day (UTC) and the top-up sequence.
  const reference = sql<string>`'VC' || to_char(${now.toISOString()}::timestamptz at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('top_up_no_seq')::text, 6, '0')`;
  const [row] = await tx.insert(topUps).values({ reference, userId, amountMinor, status: 'WAITING_VOUCHER', createdAt: now }).returning();
  return presentTopUp(row!);
}

/** The caller's own top-up, locked; anyone else's (or none) is 150004. */
async function lockOwnTopUp(tx: Tx, id: string, userId: string): Promise<TopUpRow> {
  const [row] = await tx.select().from(topUps).where(eq(topUps.id, id)).for('update');
  if (!row || row.userId !== userId) throw new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
  return row;
}

/**
 * POST /api/vcoin/topup/{id}/voucher: the proof of the transfer; the ledger holds the amount as
 * incoming until the operator decides. A file identical to one already sent as proof (on an order
 * or another top-up) marks the top-up reused for the operator, and it is still taken.
 */
export async function sendTopUpVoucher(tx: Tx, id: string, files: VoucherFileRow[], { userId, now }: { userId: string; now: Date }): Promise<TopUp> {
  const row = await lockOwnTopUp(tx, id, userId);
  if (row.status !== 'WAITING_VOUCHER') throw new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { status: row.status });
  const [platform, wallet] = [await platformAccountOf(tx, 'OFFLINE_TOPUP'), await walletOf(tx, userId)];
  const { transactionId } = await hold(tx, {
    type: 'INCOME',
    legs: [
      { accountId: platform, amountMinor: -row.amountMinor },
      { accountId: wallet, amountMinor: row.amountMinor },
    ],
    topUpId: row.id,
    userId,
    note: row.reference,
    now,
  });
  const fileHashes = files.map((file) => file.sha256);
  const reused = await wasSentBefore(tx, fileHashes, { topUpId: row.id });
  const [updated] = await tx
    .update(topUps)
    .set({ status: 'WAITING_REVIEW', files, fileHashes, reused, voucherAt: now, pendingTransactionId: transactionId })
    .where(eq(topUps.id, row.id))
    .returning();
  return presentTopUp(updated!);
}

/** GET /api/vcoin/topups: the caller's top-ups, newest first. */
export async function findMyTopUps(db: Db, userId: string, { pageNum, pageSize }: { pageNum: number; pageSize: number }): Promise<TopUpsResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(topUps)
      .where(eq(topUps.userId, userId))
      .orderBy(desc(topUps.createdAt), desc(topUps.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(topUps).where(eq(topUps.userId, userId)),
  ]);
  return { list: rows.map(presentTopUp), total: total?.n ?? 0, pageNum, pageSize };
}

/** GET /api/vcoin/topup/{id}: one of the caller's top-ups (150004 otherwise). */
export async function readMyTopUp(db: Db, id: string, userId: string): Promise<TopUp> {
  const [row] = await db
    .select()
    .from(topUps)
    .where(and(eq(topUps.id, id), eq(topUps.userId, userId)));
  if (!row) throw new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
  return presentTopUp(row);
}

/** A top-up waiting for the operator, locked (150004 when there is none; 130086 once decided). */
async function lockWaitingTopUp(tx: Tx, id: string): Promise<TopUpRow> {
  const [row] = await tx.select().from(topUps).where(eq(topUps.id, id)).for('update');
  if (!row) throw new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
  if (row.status !== 'WAITING_REVIEW' || !row.pendingTransactionId) throw new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { status: row.status });
  return row;
}

/**
 * A surplus above the threshold is credited only with the amount typed twice: 150001 without the
 * second one, 4001 when the two differ. Answers the second amount when it was asked for.
 */
function checkSurplusConfirmation(row: TopUpRow, receivedMinor: bigint, confirmedAmount: string | null | undefined, aboveMinor: bigint): bigint | null {
  if (!needsSurplusConfirmation({ amountMinor: row.amountMinor, receivedMinor, aboveMinor })) return null;
  const surplus = { surplus: vcoinText(receivedMinor - row.amountMinor), above: vcoinText(aboveMinor) };
  if (!confirmedAmount) throw new AppError(ERROR_CODES.REQUIRED_FIELDS_MISSING, { field: 'confirmedAmount', reason: 'SURPLUS_CONFIRMATION', ...surplus });
  const confirmedMinor = checkedVcoin(confirmedAmount, 'confirmedAmount');
  if (confirmedMinor !== receivedMinor)
    throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'confirmedAmount', rule: 'validation.amountConfirmMismatch', ...surplus });
  return confirmedMinor;
}

/**
 * The operator confirms what arrived: the hold is posted for the amount received (less when less
 * arrived); a surplus is posted on top as a second INCOME, so the wallet gets exactly what arrived.
 * A surplus above `surplusConfirmAboveMinor` needs the amount typed twice (checkSurplusConfirmation).
 */
export async function confirmTopUp(
  tx: Tx,
  id: string,
  input: { receivedAmount: string; confirmedAmount?: string | null },
  { operatorId, now, surplusConfirmAboveMinor }: { operatorId: string; now: Date; surplusConfirmAboveMinor: bigint },
): Promise<TopUpRow & { confirmedMinor: bigint | null }> {
  const receivedMinor = checkedVcoin(input.receivedAmount, 'receivedAmount');
  const row = await lockWaitingTopUp(tx, id);
  const confirmedMinor = checkSurplusConfirmation(row, receivedMinor, input.confirmedAmount, surplusConfirmAboveMinor);
  await postPending(tx, row.pendingTransactionId!, {
    amountMinor: receivedMinor < row.amountMinor ? receivedMinor : row.amountMinor,
    userId: operatorId,
    note: row.reference,
    now,
  });
  if (receivedMinor > row.amountMinor) {
    const [platform, wallet] = [await platformAccountOf(tx, 'OFFLINE_TOPUP'), await walletOf(tx, row.userId)];
    await post(tx, {
      type: 'INCOME',
      legs: [
        { accountId: platform, amountMinor: row.amountMinor - receivedMinor },
        { accountId: wallet, amountMinor: receivedMinor - row.amountMinor },
      ],
      topUpId: row.id,
      userId: operatorId,
      note: row.reference,
      now,
    });
  }
  const [updated] = await tx
    .update(topUps)
    .set({ status: 'CONFIRMED', receivedMinor, decidedBy: operatorId, decidedAt: now })
    .where(eq(topUps.id, row.id))
    .returning();
  return { ...updated!, confirmedMinor };
}

/** The operator rejects the top-up with a reason: the hold is voided, nothing is credited. */
export async function rejectTopUp(tx: Tx, id: string, input: { reason: string }, { operatorId, now }: { operatorId: string; now: Date }): Promise<TopUpRow> {
  const row = await lockWaitingTopUp(tx, id);
  await voidPending(tx, row.pendingTransactionId!, { userId: operatorId, note: input.reason, now });
  const [updated] = await tx
    .update(topUps)
    .set({ status: 'REJECTED', reason: input.reason, decidedBy: operatorId, decidedAt: now })
    .where(eq(topUps.id, row.id))
    .returning();
  return updated!;
}
