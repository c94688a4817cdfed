// What a provider's verified event does (design/payments.md "Lessons", "Crypto"; decision 014).
// Each event is stored once per (provider, event id) and applied in the same transaction as every
// change it causes: a redelivered or replayed webhook finds its row and moves nothing. Money that
// arrives is converted to VCoin at the attempt's terms and credited to the payer's wallet (clearing
// -> wallet, fee -> FEES); an order it was for is then paid in VCoin and delivered in the same
// transaction. Money is never lost: late, partial or surplus money stays in the payer's wallet, and
// a crypto transfer that matches nothing waits for the operator (REVIEW).
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { CONFIRMATIONS_REQUIRED, settlementOf, type PaymentProviderId } from '@panel/domain/payments';
import { isCurrency } from '@panel/domain/money';
import { vcoinText } from '@panel/domain/wallet';
import type { Db } from '../../db/client';
import { cryptoSlots, cryptoTransfers, paymentAttempts, providerEvents, topUps } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { platformAccountOf, post, walletOf, type Leg } from '../ledger/ledger.public';
import { confirmPayment } from '../orders/orders.public';
import type { Attempt } from './attempt-view';
import { afterAttemptEnded, termsOf } from './payments.service';
import { isPayableOpen, loadPayable, payerOf, referenceOf } from './payables';
import type { ProviderEvent } from './provider-port';
import { availableOf, reverseAttempt } from './reversal';

export type Applied = { outcome: 'APPLIED' | 'IGNORED'; detail: string | null; attemptId: string | null };
const ignored = (detail: string, attemptId: string | null = null): Applied => ({ outcome: 'IGNORED', detail, attemptId });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The attempt an event names (our reference first, else the provider's), locked. */
async function lockAttemptOf(
  tx: Tx,
  provider: PaymentProviderId,
  event: { attemptId: string | null; providerRef: string | null },
): Promise<Attempt | undefined> {
  if (event.attemptId && UUID.test(event.attemptId)) {
    const [row] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.id, event.attemptId), eq(paymentAttempts.provider, provider)))
      .for('update');
    if (row) return row;
  }
  if (!event.providerRef) return undefined;
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerRef, event.providerRef)))
    .for('update');
  return row;
}

/** Legs without the zero ones (a fee of zero, nothing taken from a wallet). */
export const nonZero = (legs: Leg[]) => legs.filter((leg) => leg.amountMinor !== 0n);

/**
 * Money arrived on an attempt (`receivedMinor` of its currency): credited to the payer as VCoin less
 * the fee, then the order or top-up it was for is paid when what this attempt brought reaches its
 * due and it still takes money. Under the due: PARTIAL (the VCoin stays in the wallet; more may come).
 */
export async function settleReceived(tx: Tx, attempt: Attempt, receivedMinor: bigint, { now, note }: { now: Date; note: string }): Promise<Applied> {
  if (receivedMinor <= 0n || !isCurrency(attempt.currency)) return ignored('nothing received', attempt.id);
  const terms = termsOf(attempt);
  const settled = settlementOf(attempt.currency, receivedMinor, terms);
  const payable = await loadPayable(tx, { orderId: attempt.orderId, topUpId: attempt.topUpId }, null, { lock: true });
  const payer = payerOf(payable);
  const [clearing, wallet, fees] = [
    await platformAccountOf(tx, `CLEARING:${attempt.provider}:${attempt.currency}`),
    await walletOf(tx, payer),
    await platformAccountOf(tx, 'FEES'),
  ];
  if (settled.grossVcoin > 0n) {
    await post(tx, {
      type: 'ONLINE_SETTLEMENT',
      legs: nonZero([
        { accountId: clearing, amountMinor: -settled.grossVcoin },
        { accountId: wallet, amountMinor: settled.netVcoin, recordType: 'ONLINE_SETTLEMENT' },
        { accountId: fees, amountMinor: settled.feeVcoin },
      ]),
      orderId: attempt.orderId,
      topUpId: attempt.topUpId,
      note: `${referenceOf(payable)} ${note}`,
      now,
    });
  }
  const credited = attempt.creditedVcoinMinor + settled.netVcoin;
  const update = { receivedMinor: attempt.receivedMinor + receivedMinor, creditedVcoinMinor: credited, updatedAt: now };
  const live = attempt.status === 'WAITING' || attempt.status === 'CONFIRMING' || attempt.status === 'PARTIAL';

  if (!isPayableOpen(payable)) {
    // Late, or the order was paid another way: the VCoin stays in the wallet, never lost.
    await tx
      .update(paymentAttempts)
      .set({ ...update, status: live ? 'SUCCEEDED' : attempt.status, failure: 'CREDITED_TO_WALLET' })
      .where(eq(paymentAttempts.id, attempt.id));
    return { outcome: 'APPLIED', detail: `credited ${vcoinText(settled.netVcoin)} VCoin to the wallet (nothing left to pay)`, attemptId: attempt.id };
  }
  if (credited < terms.dueVcoinMinor || (await availableOf(tx, wallet)) < terms.dueVcoinMinor) {
    await tx
      .update(paymentAttempts)
      .set({ ...update, status: live ? 'PARTIAL' : attempt.status })
      .where(eq(paymentAttempts.id, attempt.id));
    return { outcome: 'APPLIED', detail: `partial: ${vcoinText(credited)} of ${vcoinText(terms.dueVcoinMinor)} VCoin`, attemptId: attempt.id };
  }
  if (payable.kind === 'topup') {
    await tx.update(topUps).set({ status: 'CONFIRMED', receivedMinor: credited, decidedAt: now }).where(eq(topUps.id, payable.topUp.id));
  } else {
    const { order } = payable;
    const seller = await walletOf(tx, order.sellerId);
    await post(tx, {
      type: 'ORDER_PAYMENT',
      legs: [
        { accountId: wallet, amountMinor: -terms.dueVcoinMinor, recordType: 'ORDER_PAYMENT' },
        { accountId: seller, amountMinor: terms.dueVcoinMinor, recordType: 'INCOME' },
      ],
      orderId: order.id,
      userId: payer,
      now,
    });
    await confirmPayment(tx, order, {
      receivedMinor: order.amountMinor - order.paidMinor,
      actor: 'SYSTEM',
      userId: null,
      reason: 'PAYMENT_SUCCEEDED',
      note: `${attempt.method} ${attempt.provider}`,
      now,
    });
  }
  await tx
    .update(paymentAttempts)
    .set({ ...update, status: 'SUCCEEDED', failure: null })
    .where(eq(paymentAttempts.id, attempt.id));
  return { outcome: 'APPLIED', detail: payable.kind === 'order' ? 'order paid' : 'VCoin bought', attemptId: attempt.id };
}

/** The row of a transfer: one per (chain, tx hash, log index). */
const transferKey = (event: { chain: string; txHash: string; logIndex?: number }) =>
  and(eq(cryptoTransfers.chain, event.chain), eq(cryptoTransfers.txHash, event.txHash), eq(cryptoTransfers.logIndex, event.logIndex ?? 0));

/**
 * A crypto transfer seen on a chain: matched to the attempt of its (address, amount), counted, and
 * credited once it has the confirmations the chain is watched at (the event's, else the default).
 */
async function applyCryptoTransfer(tx: Tx, event: Extract<ProviderEvent, { kind: 'CRYPTO_TRANSFER' }>, now: Date): Promise<Applied> {
  const required = event.confirmationsRequired ?? CONFIRMATIONS_REQUIRED[event.chain];
  let [transfer] = await tx.select().from(cryptoTransfers).where(transferKey(event)).for('update');
  if (!transfer) {
    const live = and(
      eq(cryptoSlots.chain, event.chain),
      eq(cryptoSlots.token, event.token),
      eq(cryptoSlots.address, event.address),
      isNull(cryptoSlots.releasedAt),
    );
    const [exact] = await tx
      .select()
      .from(cryptoSlots)
      .where(and(live, eq(cryptoSlots.amountMinor, event.amountMinor)));
    // Not the exact amount: an under- or overpayment belongs to the address's only live attempt, else the operator decides.
    const onAddress = exact ? [exact] : await tx.select().from(cryptoSlots).where(live);
    const slot = onAddress.length === 1 ? onAddress[0] : undefined;
    const [attempt] = slot ? await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, slot.attemptId)).for('update') : [];
    [transfer] = await tx
      .insert(cryptoTransfers)
      .values({
        chain: event.chain,
        token: event.token,
        txHash: event.txHash,
        logIndex: event.logIndex ?? 0,
        address: event.address,
        amountMinor: event.amountMinor,
        confirmations: event.confirmations,
        status: attempt ? 'COUNTING' : 'REVIEW',
        attemptId: attempt?.id ?? null,
        late: Boolean(
          attempt &&
            (attempt.status !== 'WAITING' && attempt.status !== 'CONFIRMING' && attempt.status !== 'PARTIAL'
              ? true
              : attempt.expiresAt && attempt.expiresAt < now),
        ),
        createdAt: now,
        updatedAt: now,
      })
      // Two confirmations of one new transfer at once: the second waits for the first's row, then reads it below.
      .onConflictDoNothing()
      .returning();
    if (!transfer) [transfer] = await tx.select().from(cryptoTransfers).where(transferKey(event)).for('update');
    else if (!attempt) return ignored(`review: no attempt waits for ${event.amountMinor} on ${event.chain} ${event.address}`);
    if (attempt && attempt.status === 'WAITING')
      await tx.update(paymentAttempts).set({ status: 'CONFIRMING', updatedAt: now }).where(eq(paymentAttempts.id, attempt.id));
  } else if (event.confirmations > transfer.confirmations) {
    [transfer] = await tx
      .update(cryptoTransfers)
      .set({ confirmations: event.confirmations, updatedAt: now })
      .where(eq(cryptoTransfers.id, transfer.id))
      .returning();
  }
  const current = transfer!;
  if (current.status !== 'COUNTING' || current.confirmations < required) {
    return {
      outcome: current.status === 'REVIEW' ? 'IGNORED' : 'APPLIED',
      detail: `${current.status} ${current.confirmations}/${required}`,
      attemptId: current.attemptId,
    };
  }
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, current.attemptId!)).for('update');
  const result = await settleReceived(tx, attempt!, current.amountMinor, { now, note: `${event.chain} ${event.txHash}` });
  await tx.update(cryptoTransfers).set({ status: 'CREDITED', updatedAt: now }).where(eq(cryptoTransfers.id, current.id));
  return result;
}

/**
 * A transfer seen before left the chain (a reorg replaced its block). Not credited yet, it is seen no
 * more: its row goes, and its attempt, confirming on it alone, waits again (its pair stays its own).
 * It counts again when it reappears in another block. Credited already (a reorg deeper than the
 * depth), nothing is reversed: the event stays, with a detail the operator reads.
 */
async function applyCryptoTransferGone(tx: Tx, event: Extract<ProviderEvent, { kind: 'CRYPTO_TRANSFER_GONE' }>, now: Date): Promise<Applied> {
  const [transfer] = await tx.select().from(cryptoTransfers).where(transferKey(event)).for('update');
  if (!transfer) return ignored(`${event.chain} ${event.txHash} was not seen`);
  if (transfer.status === 'CREDITED') {
    return ignored(
      `REORG BELOW THE DEPTH: ${event.chain} ${event.txHash} was credited and left the chain (${event.reason}); nothing was reversed, check it`,
      transfer.attemptId,
    );
  }
  await tx.delete(cryptoTransfers).where(eq(cryptoTransfers.id, transfer.id));
  if (transfer.attemptId) {
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, transfer.attemptId)).for('update');
    const [other] = await tx.select({ id: cryptoTransfers.id }).from(cryptoTransfers).where(eq(cryptoTransfers.attemptId, transfer.attemptId)).limit(1);
    if (attempt?.status === 'CONFIRMING' && !other)
      await tx.update(paymentAttempts).set({ status: 'WAITING', updatedAt: now }).where(eq(paymentAttempts.id, attempt.id));
  }
  return { outcome: 'APPLIED', detail: `no longer seen: ${event.reason}`, attemptId: transfer.attemptId };
}

/** Applies one verified event in the caller's transaction. */
export async function applyEvent(tx: Tx, provider: PaymentProviderId, event: ProviderEvent, now: Date): Promise<Applied> {
  if (event.kind === 'CRYPTO_TRANSFER') return applyCryptoTransfer(tx, event, now);
  if (event.kind === 'CRYPTO_TRANSFER_GONE') return applyCryptoTransferGone(tx, event, now);
  if (event.kind === 'INFO') return ignored(event.detail, event.attemptId);
  const attempt = await lockAttemptOf(tx, provider, event);
  if (!attempt) return ignored(`no payment ${event.providerRef}`);
  switch (event.kind) {
    case 'PAID':
      if (event.currency !== attempt.currency) return ignored(`paid in ${event.currency}, asked ${attempt.currency}`, attempt.id);
      return settleReceived(tx, attempt, event.amountMinor, { now, note: event.providerRef });
    case 'FAILED':
    case 'EXPIRED': {
      if (attempt.status !== 'WAITING') return ignored(`${event.kind} after ${attempt.status}`, attempt.id);
      const status = event.kind === 'FAILED' ? 'FAILED' : 'EXPIRED';
      const [ended] = await tx
        .update(paymentAttempts)
        .set({ status, failure: event.kind === 'FAILED' ? event.reason : null, updatedAt: now })
        .where(eq(paymentAttempts.id, attempt.id))
        .returning();
      await afterAttemptEnded(tx, ended!, { now, failed: event.kind === 'FAILED' });
      return { outcome: 'APPLIED', detail: status, attemptId: attempt.id };
    }
    case 'CHARGEBACK':
    case 'REFUND':
      if (event.currency !== attempt.currency) return ignored(`${event.kind} in ${event.currency}, paid in ${attempt.currency}`, attempt.id);
      return reverseAttempt(tx, attempt, {
        kind: event.kind,
        amountMinor: event.amountMinor,
        reason: event.kind === 'CHARGEBACK' ? event.reason : 'refund',
        now,
      });
  }
}

export type Received = { outcome: 'APPLIED' | 'IGNORED' | 'DUPLICATE'; detail: string | null };

/**
 * Stores a verified event once and applies it, in one transaction. The same (provider, event id)
 * again moves nothing: its row counts one more delivery. Two deliveries racing wait on the first
 * one's insert; the second then finds it.
 */
export async function receiveEvent(db: Db, provider: PaymentProviderId, event: ProviderEvent, body: string, now: Date): Promise<Received> {
  return withTransaction(db, async (tx) => {
    const [stored] = await tx
      .insert(providerEvents)
      .values({ provider, eventId: event.eventId, kind: event.kind, outcome: 'IGNORED', body, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (!stored) {
      await tx
        .update(providerEvents)
        .set({ deliveries: sql`${providerEvents.deliveries} + 1` })
        .where(and(eq(providerEvents.provider, provider), eq(providerEvents.eventId, event.eventId)));
      return { outcome: 'DUPLICATE', detail: null };
    }
    const applied = await applyEvent(tx, provider, event, now);
    await tx
      .update(providerEvents)
      .set({ outcome: applied.outcome, detail: applied.detail, attemptId: applied.attemptId })
      .where(eq(providerEvents.id, stored.id));
    return { outcome: applied.outcome, detail: applied.detail };
  });
}

/** How much of a refused webhook's body is kept: enough for the operator to see what it was. */
export const REJECTED_BODY_KEPT = 512;

/**
 * A webhook that failed verification: kept for the operator (no event id), nothing moves. Only its
 * first bytes and its hash are kept: the same body again counts one more delivery on its row.
 */
export async function recordRejected(db: Db, provider: string, body: string, reason: string, now: Date) {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  await db
    .insert(providerEvents)
    .values({
      provider,
      eventId: null,
      kind: 'UNKNOWN',
      outcome: 'REJECTED',
      detail: reason.slice(0, 300),
      body: body.slice(0, REJECTED_BODY_KEPT),
      bodyHash,
      receivedAt: now,
    })
    .onConflictDoUpdate({
      target: [providerEvents.provider, providerEvents.bodyHash],
      targetWhere: sql`body_hash is not null`,
      set: { deliveries: sql`${providerEvents.deliveries} + 1`, detail: reason.slice(0, 300), receivedAt: now },
    });
}

/** Deletes the refused webhooks last received before `before`; answers how many. */
export async function purgeRejected(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(providerEvents)
    .where(and(eq(providerEvents.outcome, 'REJECTED'), lt(providerEvents.receivedAt, before)))
    .returning({ id: providerEvents.id });
  return deleted.length;
}
