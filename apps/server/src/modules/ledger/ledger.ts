// The VCoin ledger: the only writer of ledger accounts, transactions and entries (design/payments.md
// "The VCoin ledger"; docs/decisions/012-vcoin-ledger.md). Every movement is one transaction of two
// or more entries summing to zero. The accounts it touches are locked in id order (FOR UPDATE), so
// concurrent movements on the same accounts queue instead of losing or creating money, and never
// deadlock. A PENDING transaction holds funds (pending debit on the payer: not spendable) until one
// POST_PENDING (possibly for less) or VOID_PENDING resolves it; the database lets it resolve once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { VcoinTxType } from '@panel/domain/constants';
import type { PlatformAccount } from '@panel/domain/wallet';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { preparedStatement, StatementTemplate, typedPlaceholder } from '../../db/literal';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';

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

/** The wallet of a user, created on first use: one read once it exists. */
export async function walletOf(tx: Tx, userId: string): Promise<AccountId> {
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  if (found) return found.id;
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

/** What a movement reads of an account it locked. */
type LockedAccount = Pick<Account, 'id' | 'userId' | 'postedMinor' | 'pendingDebitMinor' | 'pendingCreditMinor' | 'version'>;

/** Accounts locked in this transaction, as they stand: what `post` starts from when given them. */
export type LockedAccounts = Map<AccountId, LockedAccount>;

/**
 * The select list of an account locked by a caller's own statement (`ledger_accounts` aliased `l`),
 * its numbers as text (both drivers read text the same way): what lockedAccountOf reads.
 */
export const LOCKED_ACCOUNT_COLUMNS = sql.raw(
  'l.id::text as account_id, l.user_id as account_user, l.posted_minor::text as account_posted, ' +
    'l.pending_debit_minor::text as account_debit, l.pending_credit_minor::text as account_credit, l.version::text as account_version',
);

/** A row of LOCKED_ACCOUNT_COLUMNS. */
export type LockedAccountRow = {
  account_id: string;
  account_user: string | null;
  account_posted: string;
  account_debit: string;
  account_credit: string;
  account_version: string;
};

/** The account a row of LOCKED_ACCOUNT_COLUMNS read, as `post` takes it in `locked`. */
export const lockedAccountOf = (row: LockedAccountRow): LockedAccount => ({
  id: BigInt(row.account_id),
  userId: row.account_user,
  postedMinor: BigInt(row.account_posted),
  pendingDebitMinor: BigInt(row.account_debit),
  pendingCreditMinor: BigInt(row.account_credit),
  version: BigInt(row.account_version),
});

const byId = (a: AccountId, b: AccountId) => (a < b ? -1 : a > b ? 1 : 0);

/** Locks the accounts in id order, the one order every movement takes them in. */
async function lockAccounts(tx: Tx, ids: AccountId[]): Promise<LockedAccounts> {
  const sorted = [...new Set(ids)].sort(byId);
  const rows = await tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, sorted)).orderBy(ledgerAccounts.id).for('update');
  if (rows.length !== sorted.length) throw new Error('A ledger account of this movement does not exist');
  return new Map<AccountId, LockedAccount>(rows.map((row) => [row.id, row]));
}

/**
 * Finds and locks the wallets of these users in one statement, in id order (the ledger's one
 * order), creating those that do not exist yet; answers each user's wallet and the locked rows,
 * for `post` to start from instead of reading them again.
 */
export async function lockWallets(tx: Tx, userIds: string[]): Promise<{ wallets: Map<string, AccountId>; locked: LockedAccounts }> {
  const users = [...new Set(userIds)];
  const lockByUser = () => tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.userId, users)).orderBy(ledgerAccounts.id).for('update');
  let rows = await lockByUser();
  if (rows.length < users.length) {
    // A wallet's first use (rare): made, then everything locked again in id order.
    const have = new Set(rows.map((row) => row.userId));
    await tx
      .insert(ledgerAccounts)
      .values(users.filter((userId) => !have.has(userId)).map((userId) => ({ userId })))
      .onConflictDoNothing({ target: ledgerAccounts.userId });
    rows = await lockByUser();
  }
  return { wallets: new Map(rows.map((row) => [row.userId!, row.id])), locked: new Map<AccountId, LockedAccount>(rows.map((row) => [row.id, row])) };
}

const isWallet = (account: LockedAccount) => account.userId !== null;
const available = (account: LockedAccount) => account.postedMinor - account.pendingDebitMinor;

/** Two or more legs, none zero, summing to zero, one per account. */
function checkLegs(legs: Leg[]) {
  if (legs.length < 2) throw new Error('A ledger movement needs two or more legs');
  if (legs.some((leg) => leg.amountMinor === 0n)) throw new Error('A ledger leg cannot be zero');
  if (legs.reduce((sum, leg) => sum + leg.amountMinor, 0n) !== 0n) throw new Error('A ledger movement must sum to zero');
  if (new Set(legs.map((leg) => leg.accountId)).size !== legs.length) throw new Error('One leg per account');
}

/** The other account of a two-account movement (the counterparty a record shows). */
const counterpartyOf = (legs: Leg[], leg: Leg) => (legs.length === 2 ? legs.find((other) => other !== leg)!.accountId : null);

type Phase = 'POSTED' | 'PENDING' | 'POST_PENDING' | 'VOID_PENDING';

/** What the movement's statement answers. */
type Written = { transaction_id: string; accounts: number; entries: { id: string; accountId: string }[] };

/** applyLegs' statement by its number of accounts and legs, built once each (a StatementTemplate: the ORM's building costs more than the database's run). */
const APPLY_TEMPLATES = new Map<string, StatementTemplate>();

function applyTemplate(accounts: number, legs: number): StatementTemplate {
  const shape = `${accounts}:${legs}`;
  let template = APPLY_TEMPLATES.get(shape);
  if (template) return template;
  // Every value goes in as text or null and is cast in the statement.
  const at = typedPlaceholder('at', 'timestamptz');
  const balances = sql.join(
    Array.from({ length: accounts }, (_, i) => {
      const of = (part: string) => typedPlaceholder(`a${i}${part}`, 'bigint');
      return sql`(${of('')}, ${of('Posted')}, ${of('Debit')}, ${of('Credit')}, ${of('Version')})`;
    }),
    sql`, `,
  );
  const entries = legs
    ? sql`, e as (
        insert into ${ledgerEntries} (transaction_id, account_id, amount_minor, record_type, counterparty_account_id, balance_after_minor, version, posted, created_at)
        select t.id, v.account_id, v.amount, v.record_type, v.counterparty, v.balance_after, v.version, ${typedPlaceholder('posted', 'boolean')}, ${at}
        from t cross join (values ${sql.join(
          Array.from({ length: legs }, (_, i) => {
            const of = (part: string, type = 'bigint') => typedPlaceholder(`l${i}${part}`, type);
            return sql`(${sql.raw(String(i))}, ${of('Account')}, ${of('Amount')}, ${of('Type', 'text')}, ${of('Counterparty')}, ${of('Balance')}, ${of('Version')})`;
          }),
          sql`, `,
        )}) as v(ord, account_id, amount, record_type, counterparty, balance_after, version)
        order by v.ord
        returning id, account_id)`
    : sql``;
  const entriesOut = legs ? sql`(select json_agg(json_build_object('id', e.id::text, 'accountId', e.account_id::text)) from e)` : sql`'[]'::json`;
  template = new StatementTemplate(sql`
    with t as (
      insert into ${ledgerTransactions} (type, phase, pending_id, order_id, top_up_id, user_id, note, created_at)
      values (${typedPlaceholder('type', 'text')}, ${typedPlaceholder('phase', 'text')}, ${typedPlaceholder('pendingId', 'uuid')},
        ${typedPlaceholder('orderId', 'uuid')}, ${typedPlaceholder('topUpId', 'uuid')}, ${typedPlaceholder('userId', 'uuid')},
        ${typedPlaceholder('note', 'text')}, ${at})
      returning id),
    a as (
      update ${ledgerAccounts} l
      set posted_minor = v.posted, pending_debit_minor = v.debit, pending_credit_minor = v.credit, version = v.version
      from (values ${balances}) as v(id, posted, debit, credit, version)
      where l.id = v.id
      returning l.id)${entries}
    select t.id::text as transaction_id, (select count(*) from a)::int as accounts, ${entriesOut} as entries from t`);
  APPLY_TEMPLATES.set(shape, template);
  return template;
}

/**
 * Applies legs to locked accounts: posted legs change the posted balance, pending legs the pending
 * debit or credit. A wallet whose available balance would go below zero refuses with 150009 (the
 * database's check is the backstop). The new balances are known here (the rows are locked), so the
 * transaction, every account's new balance and version, and one entry per leg with the balance and
 * version after are written in one statement. `accounts` is brought up to date with what it wrote.
 */
async function applyLegs(
  tx: Tx,
  phase: Phase,
  movement: Movement,
  accounts: LockedAccounts,
  { pendingId = null, release = new Map() }: { pendingId?: string | null; release?: Map<AccountId, { debit: bigint; credit: bigint }> } = {},
): Promise<Posted> {
  const posted = phase !== 'PENDING';
  const next = new Map<AccountId, LockedAccount>();
  for (const [id, account] of accounts) {
    const freed = release.get(id) ?? { debit: 0n, credit: 0n };
    next.set(id, {
      ...account,
      pendingDebitMinor: account.pendingDebitMinor - freed.debit,
      pendingCreditMinor: account.pendingCreditMinor - freed.credit,
      version: account.version + 1n,
    });
  }
  for (const leg of movement.legs) {
    const account = next.get(leg.accountId)!;
    if (posted) account.postedMinor += leg.amountMinor;
    else if (leg.amountMinor < 0n) account.pendingDebitMinor -= leg.amountMinor;
    else account.pendingCreditMinor += leg.amountMinor;
    if (isWallet(account) && available(account) < 0n) throw new AppError(ERROR_CODES.INSUFFICIENT_VCOIN);
  }
  const legs = movement.legs;
  const values: Record<string, unknown> = {
    type: movement.type,
    phase,
    pendingId,
    orderId: movement.orderId ?? null,
    topUpId: movement.topUpId ?? null,
    userId: movement.userId ?? null,
    note: movement.note ?? null,
    at: movement.now.toISOString(),
    posted,
  };
  [...next.values()].forEach((account, i) => {
    values[`a${i}`] = String(account.id);
    values[`a${i}Posted`] = String(account.postedMinor);
    values[`a${i}Debit`] = String(account.pendingDebitMinor);
    values[`a${i}Credit`] = String(account.pendingCreditMinor);
    values[`a${i}Version`] = String(account.version);
  });
  legs.forEach((leg, i) => {
    const account = next.get(leg.accountId)!;
    const counterparty = counterpartyOf(legs, leg);
    values[`l${i}Account`] = String(leg.accountId);
    values[`l${i}Amount`] = String(leg.amountMinor);
    values[`l${i}Type`] = leg.recordType ?? movement.type;
    values[`l${i}Counterparty`] = counterparty === null ? null : String(counterparty);
    values[`l${i}Balance`] = String(account.postedMinor);
    values[`l${i}Version`] = String(account.version);
  });
  const result = await tx.execute(preparedStatement(applyTemplate(next.size, legs.length).with(values)));
  const written = (result as unknown as { rows: Written[] }).rows[0]!;
  if (written.accounts !== next.size) throw new Error('A locked ledger account was not updated');
  for (const [id, account] of next) accounts.set(id, account);
  const entryOf = new Map(written.entries.map((entry) => [BigInt(entry.accountId), BigInt(entry.id)]));
  return {
    transactionId: written.transaction_id,
    entries: movement.legs.map((leg) => ({
      id: entryOf.get(leg.accountId)!,
      accountId: leg.accountId,
      amountMinor: leg.amountMinor,
      balanceAfterMinor: next.get(leg.accountId)!.postedMinor,
    })),
  };
}

/** The accounts of the legs, locked: those given when they are exactly the legs' (locked in this transaction, moved by nothing else since), else locked now. */
async function accountsOf(tx: Tx, legs: Leg[], locked?: LockedAccounts) {
  if (locked && locked.size === legs.length && legs.every((leg) => locked.has(leg.accountId))) return locked;
  return lockAccounts(
    tx,
    legs.map((leg) => leg.accountId),
  );
}

/** Moves VCoin at once: one POSTED transaction. 150009 when a wallet's available balance would go below zero. */
export async function post(tx: Tx, movement: Movement, { locked }: { locked?: LockedAccounts } = {}): Promise<Posted> {
  checkLegs(movement.legs);
  return applyLegs(tx, 'POSTED', movement, await accountsOf(tx, movement.legs, locked));
}

/**
 * Holds VCoin: a PENDING transaction. The payers' amounts become pending debits (no longer
 * available: 150009 when not there), the payees' pending credits (not spendable yet).
 */
export async function hold(tx: Tx, movement: Movement): Promise<Posted> {
  checkLegs(movement.legs);
  return applyLegs(
    tx,
    'PENDING',
    movement,
    await lockAccounts(
      tx,
      movement.legs.map((leg) => leg.accountId),
    ),
  );
}

/** A pending transaction not resolved yet, with its legs, locked through its accounts by the caller's next step. */
async function openPending(tx: Tx, pendingId: string) {
  const [pending] = await tx
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.id, pendingId), eq(ledgerTransactions.phase, 'PENDING')));
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
export async function postPending(
  tx: Tx,
  pendingId: string,
  { amountMinor, userId = null, note = null, now }: { amountMinor?: bigint; userId?: string | null; note?: string | null; now: Date },
): Promise<Posted> {
  const { pending, legs } = await openPending(tx, pendingId);
  const accounts = await lockAccounts(
    tx,
    legs.map((leg) => leg.accountId),
  );
  if (await isResolved(tx, pendingId)) throw new AlreadyResolved(`Pending ledger transaction ${pendingId} is already resolved`);
  const full = legs.reduce((sum, leg) => sum + (leg.amountMinor > 0n ? leg.amountMinor : 0n), 0n);
  const amount = amountMinor ?? full;
  if (amount <= 0n || amount > full) throw new RangeError(`A pending transaction posts between 0 and ${full}, not ${amount}`);
  if (amount !== full && legs.length !== 2) throw new RangeError('Only a two-leg hold posts for less');
  const postedLegs: Leg[] = legs.map((leg) => ({
    accountId: leg.accountId,
    recordType: leg.recordType,
    amountMinor: amount === full ? leg.amountMinor : leg.amountMinor < 0n ? -amount : amount,
  }));
  const movement: Movement = { type: pending.type, legs: postedLegs, orderId: pending.orderId, topUpId: pending.topUpId, userId, note, now };
  return applyLegs(tx, 'POST_PENDING', movement, accounts, { pendingId, release: heldBy(legs) });
}

/** Resolves a pending transaction by voiding it: the holds are released, nothing moves. Once only (AlreadyResolved). */
export async function voidPending(
  tx: Tx,
  pendingId: string,
  { userId = null, note = null, now }: { userId?: string | null; note?: string | null; now: Date },
): Promise<{ transactionId: string }> {
  const { pending, legs } = await openPending(tx, pendingId);
  const accounts = await lockAccounts(
    tx,
    legs.map((leg) => leg.accountId),
  );
  if (await isResolved(tx, pendingId)) throw new AlreadyResolved(`Pending ledger transaction ${pendingId} is already resolved`);
  const movement: Movement = { type: pending.type, legs: [], orderId: pending.orderId, topUpId: pending.topUpId, userId, note, now };
  const { transactionId } = await applyLegs(tx, 'VOID_PENDING', movement, accounts, { pendingId, release: heldBy(legs) });
  return { transactionId };
}
