// The VCoin ledger: the only writer of ledger accounts, transactions and entries (design/payments.md
// "The VCoin ledger"; docs/decisions/012-vcoin-ledger.md). Every movement is one transaction of two
// or more entries summing to zero. The accounts it touches are locked in id order (FOR UPDATE), so
// concurrent movements on the same accounts queue instead of losing or creating money, and never
// deadlock. A PENDING transaction holds funds (pending debit on the payer: not spendable) until one
// POST_PENDING (possibly for less) or VOID_PENDING resolves it; the database lets it resolve once.
import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { VcoinTxType } from '@panel/domain/constants';
import type { PlatformAccount } from '@panel/domain/wallet';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../http/app-error';

export type AccountId = bigint;

/** One side of a movement: credits positive, debits negative, never zero. */
export type Leg = {
  accountId: AccountId;
  amountMinor: bigint;
  /** How the account's owner reads it (default: the transaction's type). */
  recordType?: VcoinTxType;
};

export type Movement = {
  type: VcoinTxType;
  legs: Leg[];
  orderId?: string | null;
  topUpId?: string | null;
  /** Who asked for it; null for the system. */
  userId?: string | null;
  note?: string | null;
  now: Date;
};

export type Posted = {
  transactionId: string;
  /** The entries written, in the order of the legs. */
  entries: { id: bigint; accountId: AccountId; amountMinor: bigint; balanceAfterMinor: bigint }[];
};

type Account = typeof ledgerAccounts.$inferSelect;

/** The wallet of a user, created on first use. */
export async function walletOf(tx: Tx, userId: string): Promise<AccountId> {
  await tx.insert(ledgerAccounts).values({ userId }).onConflictDoNothing({ target: ledgerAccounts.userId });
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  return row!.id;
}

/** A platform account by code (OFFLINE_TOPUP, FEES, CHARGEBACK_LOSS, CLEARING:<provider>:<currency>), created on first use. */
export async function platformAccountOf(tx: Tx, code: PlatformAccount | `CLEARING:${string}`): Promise<AccountId> {
  await tx.insert(ledgerAccounts).values({ code }).onConflictDoNothing({ target: ledgerAccounts.code });
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return row!.id;
}

/** Locks the accounts in id order, the one order every movement takes them in. */
async function lockAccounts(tx: Tx, ids: AccountId[]): Promise<Map<AccountId, Account>> {
  const sorted = [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rows = await tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, sorted)).orderBy(ledgerAccounts.id).for('update');
  if (rows.length !== sorted.length) throw new Error('A ledger account of this movement does not exist');
  return new Map(rows.map((row) => [row.id, row]));
}

const isWallet = (account: Account) => account.userId !== null;
const available = (account: Account) => account.postedMinor - account.pendingDebitMinor;

/** Two or more legs, none zero, summing to zero, one per account. */
function checkLegs(legs: Leg[]) {
  if (legs.length < 2) throw new Error('A ledger movement needs two or more legs');
  if (legs.some((leg) => leg.amountMinor === 0n)) throw new Error('A ledger leg cannot be zero');
  if (legs.reduce((sum, leg) => sum + leg.amountMinor, 0n) !== 0n) throw new Error('A ledger movement must sum to zero');
  if (new Set(legs.map((leg) => leg.accountId)).size !== legs.length) throw new Error('One leg per account');
}

/** The other account of a two-account movement (the counterparty a record shows). */
const counterpartyOf = (legs: Leg[], leg: Leg) => (legs.length === 2 ? legs.find((other) => other !== leg)!.accountId : null);

async function insertTransaction(tx: Tx, movement: Movement, phase: 'POSTED' | 'PENDING' | 'POST_PENDING' | 'VOID_PENDING', pendingId: string | null = null) {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      type: movement.type,
      phase,
      pendingId,
      orderId: movement.orderId ?? null,
      topUpId: movement.topUpId ?? null,
      userId: movement.userId ?? null,
      note: movement.note ?? null,
      createdAt: movement.now,
    })
    .returning({ id: ledgerTransactions.id });
  return row!.id;
}

/**
 * Applies legs to locked accounts: posted legs change the posted balance, pending legs the pending
 * debit or credit. A wallet whose available balance would go below zero refuses with 150009 (the
 * database's check is the backstop). Writes one entry per leg with the balance and version after.
 */
async function applyLegs(tx: Tx, transactionId: string, movement: Movement, accounts: Map<AccountId, Account>, posted: boolean, release: Map<AccountId, { debit: bigint; credit: bigint }> = new Map()): Promise<Posted> {
  const next = new Map<AccountId, Account>();
  for (const [id, account] of accounts) {
    const freed = release.get(id) ?? { debit: 0n, credit: 0n };
    next.set(id, { ...account, pendingDebitMinor: account.pendingDebitMinor - freed.debit, pendingCreditMinor: account.pendingCreditMinor - freed.credit, version: account.version + 1n });
  }
  for (const leg of movement.legs) {
    const account = next.get(leg.accountId)!;
    if (posted) account.postedMinor += leg.amountMinor;
    else if (leg.amountMinor < 0n) account.pendingDebitMinor -= leg.amountMinor;
    else account.pendingCreditMinor += leg.amountMinor;
    if (isWallet(account) && available(account) < 0n) throw new AppError(ERROR_CODES.INSUFFICIENT_VCOIN);
  }
  for (const account of next.values()) {
    await tx
      .update(ledgerAccounts)
      .set({ postedMinor: account.postedMinor, pendingDebitMinor: account.pendingDebitMinor, pendingCreditMinor: account.pendingCreditMinor, version: account.version })
      .where(eq(ledgerAccounts.id, account.id));
  }
  if (movement.legs.length === 0) return { transactionId, entries: [] };
  const rows = await tx
    .insert(ledgerEntries)
    .values(
      movement.legs.map((leg) => {
        const account = next.get(leg.accountId)!;
        return {
          transactionId,
          accountId: leg.accountId,
          amountMinor: leg.amountMinor,
          recordType: leg.recordType ?? movement.type,
          counterpartyAccountId: counterpartyOf(movement.legs, leg),
          balanceAfterMinor: account.postedMinor,
          version: account.version,
          posted,
          createdAt: movement.now,
        };
      }),
    )
    .returning({ id: ledgerEntries.id, accountId: ledgerEntries.accountId, amountMinor: ledgerEntries.amountMinor, balanceAfterMinor: ledgerEntries.balanceAfterMinor });
  return { transactionId, entries: rows };
}

/** Moves VCoin at once: one POSTED transaction. 150009 when a wallet's available balance would go below zero. */
export async function post(tx: Tx, movement: Movement): Promise<Posted> {
  checkLegs(movement.legs);
  const accounts = await lockAccounts(tx, movement.legs.map((leg) => leg.accountId));
  const transactionId = await insertTransaction(tx, movement, 'POSTED');
  return applyLegs(tx, transactionId, movement, accounts, true);
}

/**
 * Holds VCoin: a PENDING transaction. The payers' amounts become pending debits (no longer
 * available: 150009 when not there), the payees' pending credits (not spendable yet).
 */
export async function hold(tx: Tx, movement: Movement): Promise<Posted> {
  checkLegs(movement.legs);
  const accounts = await lockAccounts(tx, movement.legs.map((leg) => leg.accountId));
  const transactionId = await insertTransaction(tx, movement, 'PENDING');
  return applyLegs(tx, transactionId, movement, accounts, false);
}

/** A pending transaction not resolved yet, with its legs, locked through its accounts by the caller's next step. */
async function openPending(tx: Tx, pendingId: string) {
  const [pending] = await tx.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.id, pendingId), eq(ledgerTransactions.phase, 'PENDING')));
  if (!pending) throw new Error(`No pending ledger transaction ${pendingId}`);
  const legs = await tx
    .select({ accountId: ledgerEntries.accountId, amountMinor: ledgerEntries.amountMinor, recordType: ledgerEntries.recordType })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, pendingId))
    .orderBy(ledgerEntries.id);
  return { pending, legs };
}

/**
 * Whether the pending transaction is already resolved. Asked after its accounts are locked: a
 * resolve racing this one holds the same locks until it commits, so this sees it (and the caller
 * answers AlreadyResolved instead of failing on the unique index).
 */
async function isResolved(tx: Tx, pendingId: string) {
  const [resolved] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.pendingId, pendingId));
  return Boolean(resolved);
}

/** What a pending transaction holds on each account, to release when it resolves. */
function heldBy(legs: Leg[]) {
  return new Map(legs.map((leg) => [leg.accountId, leg.amountMinor < 0n ? { debit: -leg.amountMinor, credit: 0n } : { debit: 0n, credit: leg.amountMinor }]));
}

export class AlreadyResolved extends Error {}

/**
 * Resolves a pending transaction by posting it, for its whole amount or less (`amountMinor`, a
 * two-leg hold only): the holds are released and the amount posted, in one POST_PENDING transaction.
 * A pending transaction resolves once: a second resolve throws AlreadyResolved (and the unique index
 * refuses it even under a race).
 */
export async function postPending(tx: Tx, pendingId: string, { amountMinor, userId = null, note = null, now }: { amountMinor?: bigint; userId?: string | null; note?: string | null; now: Date }): Promise<Posted> {
  const { pending, legs } = await openPending(tx, pendingId);
  const accounts = await lockAccounts(tx, legs.map((leg) => leg.accountId));
  if (await isResolved(tx, pendingId)) throw new AlreadyResolved(`Pending ledger transaction ${pendingId} is already resolved`);
  const full = legs.reduce((sum, leg) => sum + (leg.amountMinor > 0n ? leg.amountMinor : 0n), 0n);
  const amount = amountMinor ?? full;
  if (amount <= 0n || amount > full) throw new RangeError(`A pending transaction posts between 0 and ${full}, not ${amount}`);
  if (amount !== full && legs.length !== 2) throw new RangeError('Only a two-leg hold posts for less');
  const postedLegs: Leg[] = legs.map((leg) => ({ accountId: leg.accountId, recordType: leg.recordType, amountMinor: amount === full ? leg.amountMinor : leg.amountMinor < 0n ? -amount : amount }));
  const movement: Movement = { type: pending.type, legs: postedLegs, orderId: pending.orderId, topUpId: pending.topUpId, userId, note, now };
  const transactionId = await insertTransaction(tx, movement, 'POST_PENDING', pendingId);
  return applyLegs(tx, transactionId, movement, accounts, true, heldBy(legs));
}

/** Resolves a pending transaction by voiding it: the holds are released, nothing moves. Once only (AlreadyResolved). */
export async function voidPending(tx: Tx, pendingId: string, { userId = null, note = null, now }: { userId?: string | null; note?: string | null; now: Date }): Promise<{ transactionId: string }> {
  const { pending, legs } = await openPending(tx, pendingId);
  const accounts = await lockAccounts(tx, legs.map((leg) => leg.accountId));
  if (await isResolved(tx, pendingId)) throw new AlreadyResolved(`Pending ledger transaction ${pendingId} is already resolved`);
  const movement: Movement = { type: pending.type, legs: [], orderId: pending.orderId, topUpId: pending.topUpId, userId, note, now };
  const transactionId = await insertTransaction(tx, movement, 'VOID_PENDING', pendingId);
  await applyLegs(tx, transactionId, movement, accounts, true, heldBy(legs));
  return { transactionId };
}
