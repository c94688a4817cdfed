// The caller's VCoin wallet (spec: /me, /me/VCoinList; contract/wallet.ts): balance, records and
// transfers. Every read is scoped to the caller's own wallet: another user's record is 150004,
// whatever id is sent. Transfers go through the ledger (modules/ledger), the only writer of money.
import { aliasedTable, and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { VcoinTxType } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import type { RecipientResponse, TransferReceipt, VcoinRecord, VcoinRecordDetail, VcoinRecordsResponse, WalletResponse } from '@panel/domain/contract/wallet';
import { vcoinMinor, vcoinText, VCOIN_AMOUNT_MAX } from '@panel/domain/wallet';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedStatement, StatementTemplate } from '../../db/literal';
import { isPanelFirstPage, pageBounds, pageValues, totalColumn, totalOf } from '../../db/paging';
import { hasPart, placeholderIn, preparedQuery, shapeOf, type Param } from '../../db/prepared';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, orders, topUps, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { tooFrequent } from '../auth/auth.public';
import { takeAttempt } from '../../platform/rate-limit';
import { LOCKED_ACCOUNT_COLUMNS, lockedAccountOf, lockWallets, post, type LockedAccountRow } from '../ledger/ledger.public';

const MAX_MINOR = vcoinMinor(VCOIN_AMOUNT_MAX)!;

/** A VCoin amount typed by a user, in cents: above zero, 2 decimals at most, at most the maximum (4001 on `field` otherwise). */
export function checkedVcoin(text: string, field: string): bigint {
  const minor = vcoinMinor(text.replace(',', '.'));
  if (minor === undefined) throw new AppError(ERROR_CODES.PARAM_ERROR, { field, rule: 'validation.amountInvalid' });
  if (minor <= 0n) throw new AppError(ERROR_CODES.PARAM_ERROR, { field, rule: 'validation.amountPositive', reason: 'ZERO' });
  if (minor > MAX_MINOR) throw new AppError(ERROR_CODES.PARAM_ERROR, { field, reason: 'TOO_LARGE', max: VCOIN_AMOUNT_MAX });
  return minor;
}

/** The caller's wallet row, if they ever held VCoin. */
async function walletRow(db: Db, userId: string) {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  return row;
}

/** GET /api/vcoin/wallet. */
export async function readWallet(db: Db, userId: string): Promise<WalletResponse> {
  const [account, [user], [incoming]] = await Promise.all([
    walletRow(db, userId),
    db.select({ hash: users.paymentPasswordHash }).from(users).where(eq(users.id, userId)),
    db
      .select({ total: sql<string>`coalesce(sum(${topUps.amountMinor}), 0)::text` })
      .from(topUps)
      .where(and(eq(topUps.userId, userId), eq(topUps.status, 'WAITING_REVIEW'))),
  ]);
  const posted = account?.postedMinor ?? 0n;
  const held = account?.pendingDebitMinor ?? 0n;
  return {
    balance: vcoinText(posted),
    available: vcoinText(posted - held),
    held: vcoinText(held),
    incoming: vcoinText(BigInt(incoming?.total ?? '0')),
    hasPaymentPassword: Boolean(user?.hash),
  };
}

const other = aliasedTable(ledgerAccounts, 'other');
const party = aliasedTable(users, 'party');

/** The caller's posted entries with their counterparty and order, newest first. */
const recordColumns = {
  id: ledgerEntries.id,
  type: ledgerEntries.recordType,
  amountMinor: ledgerEntries.amountMinor,
  balanceAfterMinor: ledgerEntries.balanceAfterMinor,
  createdAt: ledgerEntries.createdAt,
  transactionId: ledgerEntries.transactionId,
  note: ledgerTransactions.note,
  orderId: orders.id,
  orderNo: orders.orderNo,
  partyUid: party.uid,
  partyNickname: party.nickname,
  partyAvatar: party.avatar,
};

/** Entries with their transaction, order and counterparty, and `extra` columns. */
function selectRecords<E extends SelectedFields>(db: Db, extra: E = {} as E) {
  return db
    .select({ ...recordColumns, ...extra })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(orders, eq(orders.id, ledgerTransactions.orderId))
    .leftJoin(other, eq(other.id, ledgerEntries.counterpartyAccountId))
    .leftJoin(party, eq(party.id, other.userId));
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

function presentRecord(row: RecordRow): VcoinRecord {
  return {
    id: String(row.id),
    type: row.type,
    amount: `${row.amountMinor > 0n ? '+' : ''}${vcoinText(row.amountMinor)}`,
    balanceAfter: vcoinText(row.balanceAfterMinor),
    counterparty: row.partyUid ? { uid: row.partyUid, nickname: row.partyNickname!, avatar: row.partyAvatar } : null,
    order: row.orderId ? { id: row.orderId, orderNo: row.orderNo! } : null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/vcoin/records: the caller's records, newest first, optionally of one type. */
/** The caller's posted entries, of one type or all: the wallet is read inside the query (none: no entries). */
const recordsWhere = (userId: Param, type: Param<VcoinTxType> | undefined) =>
  and(
    eq(ledgerEntries.accountId, sql`(select a.id from ${ledgerAccounts} a where a.user_id = ${userId})`),
    // Written out, not bound: the entries' indexes cover posted entries only, and a plan kept for every call must see that.
    sql`${ledgerEntries.posted}`,
    type !== undefined ? eq(ledgerEntries.recordType, type) : undefined,
  );
const countRecords = (db: Db, where: SQL | undefined) => db.select({ total: count() }).from(ledgerEntries).where(where);

/** A page of records with the total: one query, built once with and once without a type. */
const recordsQuery = preparedQuery('vcoin_records_page', (db, shape: string, name) => {
  const where = recordsWhere(sql.placeholder('userId'), placeholderIn(shape, 'type'));
  const bounds = pageBounds(hasPart(shape, 'first'));
  return selectRecords(db, { total: totalColumn(countRecords(db, where)) })
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(bounds.limit)
    .offset(bounds.offset)
    .prepare(name);
});

export async function findRecords(
  db: Db,
  userId: string,
  { type, pageNum, pageSize }: { type?: VcoinTxType; pageNum: number; pageSize: number },
): Promise<VcoinRecordsResponse> {
  const page = { pageNum, pageSize };
  const rows = await recordsQuery(db, shapeOf({ type, first: isPanelFirstPage(page) })).execute({ userId, type, ...pageValues(page) });
  const total = await totalOf(rows, page, async () => (await countRecords(db, recordsWhere(userId, type)))[0].total);
  return { list: rows.map(presentRecord), total, pageNum, pageSize };
}

/** GET /api/vcoin/records/{id}: one of the caller's records; anyone else's (or none) is 150004. */
export async function readRecord(db: Db, userId: string, id: number): Promise<VcoinRecordDetail> {
  const account = await walletRow(db, userId);
  const [row] = account
    ? await selectRecords(db)
        .where(and(eq(ledgerEntries.id, BigInt(id)), eq(ledgerEntries.accountId, account.id), eq(ledgerEntries.posted, true)))
        .limit(1)
    : [];
  if (!row) throw new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
  return { ...presentRecord(row), transactionId: row.transactionId };
}

/**
 * Recipient lookups one account may make: enough to check the few UIDs a transfer needs, too few
 * to list everyone's nicknames by trying UIDs. Counted before the lookup, found or not.
 */
export const RECIPIENT_LOOKUP_RULE = { max: 30, windowMinutes: 15, blockMinutes: 15 };

/** GET /api/vcoin/recipient/{uid}: who a transfer would go to; unknown, disabled, or oneself is 130026; past RECIPIENT_LOOKUP_RULE 140029. */
export async function lookUpRecipient(db: Db, { userId, now }: { userId: string; now: Date }, uid: string): Promise<RecipientResponse & { id: string }> {
  const attempt = await takeAttempt(db, `recipient:${userId}`, RECIPIENT_LOOKUP_RULE, now);
  if (!attempt.allowed) throw tooFrequent(attempt.waitMinutes * 60_000);
  return findRecipient(db, userId, uid);
}

const recipientColumns = {
  id: users.id,
  uid: users.uid,
  nickname: users.nickname,
  avatar: users.avatar,
  status: users.status,
  operator: users.platformOperator,
};
type RecipientRow = { id: string; uid: string; nickname: string; avatar: string | null; status: string; operator: boolean };

/** The recipient a transfer may go to: unknown, disabled, or oneself is 130026. */
function recipientOf(row: RecipientRow | undefined, userId: string): RecipientResponse & { id: string } {
  if (!row || row.id === userId || row.status !== 'ACTIVE' || row.operator) throw new AppError(ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND, { field: 'toUid' });
  return { id: row.id, uid: row.uid, nickname: row.nickname, avatar: row.avatar };
}

/** Who a transfer would go to (a transfer's own check, not counted): unknown, disabled, or oneself is 130026. */
export async function findRecipient(db: Db, userId: string, uid: string): Promise<RecipientResponse & { id: string }> {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.uid, uid.trim()));
  return recipientOf(row, userId);
}

/**
 * The recipient of a transfer and both wallets locked, in one statement: the sender's and the
 * recipient's users with their wallets, locked in id order (the ledger's one order). A wallet not
 * made yet (or a recipient not found) takes the long way: the recipient checked, then the wallets
 * found or made and locked by the ledger. The statement is built and prepared once (a
 * StatementTemplate), as every transfer runs it.
 */
const LOCK_TRANSFER = new StatementTemplate(sql`
  select ${LOCKED_ACCOUNT_COLUMNS}, u.id, u.uid, u.nickname, u.avatar, u.status, u.platform_operator as operator
  from ${ledgerAccounts} l join ${users} u on u.id = l.user_id
  where u.id = ${sql.placeholder('userId')}::uuid or u.uid = ${sql.placeholder('uid')}::text
  order by l.id
  for update of l`);

async function lockTransfer(tx: Tx, userId: string, uid: string) {
  const { rows } = (await tx.execute(preparedStatement(LOCK_TRANSFER.with({ userId, uid: uid.trim() })))) as unknown as {
    rows: (LockedAccountRow & RecipientRow)[];
  };
  const other = rows.find((row) => row.id !== userId);
  if (rows.length === 2 && other) {
    const from = lockedAccountOf(rows.find((row) => row !== other)!);
    const into = lockedAccountOf(other);
    return {
      to: recipientOf(other, userId),
      from: from.id,
      into: into.id,
      locked: new Map([
        [from.id, from],
        [into.id, into],
      ]),
    };
  }
  const to = await findRecipient(tx, userId, uid);
  const { wallets, locked } = await lockWallets(tx, [userId, to.id]);
  return { to, from: wallets.get(userId)!, into: wallets.get(to.id)!, locked };
}

/**
 * POST /api/vcoin/transfer, inside the caller's idempotent transaction (the payment password was
 * checked before it): one TRANSFER transaction from the caller's wallet to the recipient's. The
 * recipient is read and the two wallets locked in one statement, and the movement written in one
 * more: a hot wallet stays locked for that statement and the commit.
 */
export async function transfer(
  tx: Tx,
  input: { toUid: string; amount: string; note?: string | null },
  { userId, now }: { userId: string; now: Date },
): Promise<TransferReceipt> {
  const amountMinor = checkedVcoin(input.amount, 'amount');
  const { to, from, into, locked } = await lockTransfer(tx, userId, input.toUid);
  const { transactionId, entries } = await post(
    tx,
    {
      type: 'TRANSFER',
      legs: [
        { accountId: from, amountMinor: -amountMinor },
        { accountId: into, amountMinor },
      ],
      userId,
      note: input.note ?? null,
      now,
    },
    { locked },
  );
  const mine = entries[0]!;
  return {
    recordId: String(mine.id),
    transactionId,
    amount: vcoinText(amountMinor),
    balanceAfter: vcoinText(mine.balanceAfterMinor),
    to: { uid: to.uid, nickname: to.nickname, avatar: to.avatar },
    createdAt: now.toISOString(),
  };
}
