// Money that comes back: a provider's chargeback or refund of an attempt, and the operator's refund
// of a paid order (spec section 4: "A chargeback or refund locks the cards bought"; design/domain.md
// "Chargeback or refund"). The ledger reverses what the payment did: what the seller received comes
// back from their wallet, the buyer's surplus from theirs, the fee from FEES; what a wallet no longer
// holds is taken from CHARGEBACK_LOSS and recorded as that user's debt, never a negative wallet. The
// order moves to CHARGEBACK or REFUND and every unit it delivered is locked, wherever it is now
// (resold units too), with the codes made from them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { settlementOf } from '@panel/domain/payments';
import { isCurrency } from '@panel/domain/money';
import { vcoinText } from '@panel/domain/wallet';
import type { OrderStatus } from '@panel/domain/constants';
import { cardUnits, ledgerAccounts, ledgerEntries, ledgerTransactions, orderUnits, paymentAttempts, walletDebts } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { lockCodesOfOrder } from '../codes/codes.public';
import { platformAccountOf, post, walletOf, type Leg } from '../ledger/ledger.public';
import { moveOrder, type Order } from '../orders/orders.public';
import type { Attempt } from './attempt-view';
import { termsOf } from './payments.service';
import { loadPayable, payerOf } from './payables';
import type { Applied } from './settlement';

const PAID_STATUSES: readonly OrderStatus[] = ['PAYMENTSUCCESS', 'DELIVERING', 'DELIVERED'];

/** Locks every unit the order delivered (order_units), wherever it is now, and the codes made from them. Answers how many units and codes. */
export async function lockOrderUnits(tx: Tx, orderId: string): Promise<{ units: number; codes: number }> {
  const units = await tx
    .update(cardUnits)
    .set({ status: 'LOCKED' })
    .where(
      and(
        inArray(cardUnits.id, tx.select({ id: orderUnits.unitId }).from(orderUnits).where(eq(orderUnits.orderId, orderId))),
        sql`${cardUnits.status} <> 'LOCKED'`,
      ),
    )
    .returning({ id: cardUnits.id });
  const codes = await lockCodesOfOrder(tx, orderId);
  return { units: units.length, codes };
}

/** What the seller received for the order in VCoin (its ORDER_PAYMENT income), less what was already taken back. */
async function sellerReceived(tx: Tx, order: Order): Promise<bigint> {
  const seller = await walletOf(tx, order.sellerId);
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.orderId, order.id),
        eq(ledgerEntries.accountId, seller),
        inArray(ledgerTransactions.type, ['ORDER_PAYMENT', 'CHARGEBACK', 'REFUND']),
      ),
    );
  const total = BigInt(row?.total ?? '0');
  return total > 0n ? total : 0n;
}

/** A wallet's available VCoin (posted less held), locked. */
export async function availableOf(tx: Tx, accountId: bigint): Promise<bigint> {
  const [row] = await tx
    .select({ posted: ledgerAccounts.postedMinor, held: ledgerAccounts.pendingDebitMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  return row ? row.posted - row.held : 0n;
}

type Take = { userId: string; accountId: bigint; wanted: bigint };

/**
 * Posts one CHARGEBACK or REFUND transaction: `credit` legs receive, each `take` gives what its
 * wallet can, and CHARGEBACK_LOSS covers the rest, recorded as the user's debt.
 */
async function takeBack(
  tx: Tx,
  kind: 'CHARGEBACK' | 'REFUND',
  credits: Leg[],
  takes: Take[],
  ctx: { orderId: string | null; topUpId: string | null; attemptId: string | null; userId: string | null; note: string; now: Date },
) {
  const legs: Leg[] = [...credits];
  const debts: { userId: string; amountMinor: bigint }[] = [];
  let shortfall = 0n;
  for (const take of takes) {
    if (take.wanted <= 0n) continue;
    const available = await availableOf(tx, take.accountId);
    const taken = available < take.wanted ? (available > 0n ? available : 0n) : take.wanted;
    if (taken > 0n) legs.push({ accountId: take.accountId, amountMinor: -taken, recordType: kind });
    if (take.wanted > taken) {
      shortfall += take.wanted - taken;
      debts.push({ userId: take.userId, amountMinor: take.wanted - taken });
    }
  }
  if (shortfall > 0n) legs.push({ accountId: await platformAccountOf(tx, 'CHARGEBACK_LOSS'), amountMinor: -shortfall });
  const merged = new Map<bigint, Leg>();
  for (const leg of legs) {
    const seen = merged.get(leg.accountId);
    merged.set(leg.accountId, seen ? { ...seen, amountMinor: seen.amountMinor + leg.amountMinor } : leg);
  }
  const final = [...merged.values()].filter((leg) => leg.amountMinor !== 0n);
  if (final.length < 2) return null;
  const posted = await post(tx, { type: kind, legs: final, orderId: ctx.orderId, topUpId: ctx.topUpId, userId: ctx.userId, note: ctx.note, now: ctx.now });
  for (const debt of debts) {
    await tx.insert(walletDebts).values({
      userId: debt.userId,
      orderId: ctx.orderId,
      attemptId: ctx.attemptId,
      amountMinor: debt.amountMinor,
      reason: kind,
      transactionId: posted.transactionId,
      createdAt: ctx.now,
    });
  }
  return posted;
}

/** Moves a paid order to CHARGEBACK or REFUND and locks the units it delivered. */
async function closeOrder(
  tx: Tx,
  order: Order,
  kind: 'CHARGEBACK' | 'REFUND',
  { actor, userId, note, now }: { actor: 'SYSTEM' | 'SELLER'; userId: string | null; note: string; now: Date },
) {
  if (PAID_STATUSES.includes(order.status)) await moveOrder(tx, order, kind, { actor, userId, reason: kind, note, now });
  return lockOrderUnits(tx, order.id);
}

/**
 * A provider took money back from an attempt (chargeback) or refunded it. Once per attempt: a second
 * reversal is ignored. The reversed amount is at most what arrived.
 */
export async function reverseAttempt(
  tx: Tx,
  attempt: Attempt,
  { kind, amountMinor, reason, now }: { kind: 'CHARGEBACK' | 'REFUND'; amountMinor: bigint; reason: string; now: Date },
): Promise<Applied> {
  if (attempt.status === 'CHARGEBACK' || attempt.status === 'REFUNDED')
    return { outcome: 'IGNORED', detail: `already ${attempt.status}`, attemptId: attempt.id };
  if (attempt.receivedMinor <= 0n || !isCurrency(attempt.currency)) return { outcome: 'IGNORED', detail: 'nothing was paid', attemptId: attempt.id };
  const amount = amountMinor < attempt.receivedMinor ? amountMinor : attempt.receivedMinor;
  const back = settlementOf(attempt.currency, amount, termsOf(attempt));
  const payable = await loadPayable(tx, { orderId: attempt.orderId, topUpId: attempt.topUpId }, null, { lock: true });
  const payer = payerOf(payable);
  const paidOrder =
    payable.kind === 'order' && PAID_STATUSES.includes(payable.order.status) && attempt.status === 'SUCCEEDED' && attempt.failure !== 'CREDITED_TO_WALLET';
  const sellerPart = paidOrder
    ? (() => {
        const due = termsOf(attempt).dueVcoinMinor;
        return due < back.netVcoin ? due : back.netVcoin;
      })()
    : 0n;
  const takes: Take[] = [];
  if (paidOrder && payable.kind === 'order')
    takes.push({ userId: payable.order.sellerId, accountId: await walletOf(tx, payable.order.sellerId), wanted: sellerPart });
  takes.push({ userId: payer, accountId: await walletOf(tx, payer), wanted: back.netVcoin - sellerPart });
  const credits: Leg[] = [
    { accountId: await platformAccountOf(tx, `CLEARING:${attempt.provider}:${attempt.currency}`), amountMinor: back.grossVcoin },
    { accountId: await platformAccountOf(tx, 'FEES'), amountMinor: -back.feeVcoin },
  ];
  await takeBack(tx, kind, credits, takes, {
    orderId: attempt.orderId,
    topUpId: attempt.topUpId,
    attemptId: attempt.id,
    userId: null,
    note: `${attempt.provider} ${reason}`.slice(0, 200),
    now,
  });
  await tx
    .update(paymentAttempts)
    .set({ status: kind === 'CHARGEBACK' ? 'CHARGEBACK' : 'REFUNDED', failure: reason.slice(0, 200), updatedAt: now })
    .where(eq(paymentAttempts.id, attempt.id));
  let locked = { units: 0, codes: 0 };
  if (paidOrder && payable.kind === 'order') locked = await closeOrder(tx, payable.order, kind, { actor: 'SYSTEM', userId: null, note: reason, now });
  return {
    outcome: 'APPLIED',
    detail: `${kind}: ${vcoinText(back.grossVcoin)} VCoin back, ${locked.units} units and ${locked.codes} codes locked`,
    attemptId: attempt.id,
  };
}

/**
 * The operator refunds a paid order through VCoin (paid with VCoin or crypto): what the seller
 * received goes back to the buyer's wallet (a seller who no longer holds it owes it), the order moves
 * to REFUND and its units are locked. 130086 when the order is not paid.
 */
export async function refundToWallet(tx: Tx, order: Order, { operatorId, reason, now }: { operatorId: string; reason: string; now: Date }) {
  if (!PAID_STATUSES.includes(order.status)) throw new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { from: order.status, to: 'REFUND' });
  const received = await sellerReceived(tx, order);
  if (received > 0n) {
    const buyer = await walletOf(tx, order.buyerId);
    await takeBack(
      tx,
      'REFUND',
      [{ accountId: buyer, amountMinor: received, recordType: 'REFUND' }],
      [{ userId: order.sellerId, accountId: await walletOf(tx, order.sellerId), wanted: received }],
      {
        orderId: order.id,
        topUpId: null,
        attemptId: null,
        userId: operatorId,
        note: reason.slice(0, 200),
        now,
      },
    );
  }
  await tx
    .update(paymentAttempts)
    .set({ status: 'REFUNDED', updatedAt: now })
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'SUCCEEDED')));
  const locked = await closeOrder(tx, order, 'REFUND', { actor: 'SYSTEM', userId: operatorId, note: reason, now });
  return { refundedVcoin: received, ...locked };
}
