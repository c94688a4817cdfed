// The platform operator (design/domain.md "People and roles"; contract/ops.ts): who may act as one,
// what every operator action leaves behind, and the reads of the /ops screens. Only an account
// marked platform_operator (granted by the `operator grant` command, never by a call) passes
// requireOperator; everyone else gets 20003 whatever they send.
import { aliasedTable, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { LedgerOverview, OpsActionsResponse, OpsOverview, OpsTopUp, OpsTopUpsResponse, UnsentMessagesResponse } from '@panel/domain/contract/ops';
import type { TopUpStatus } from '@panel/domain/wallet';
import { vcoinText } from '@panel/domain/wallet';
import type { Db } from '../../db/client';
import { ledgerAccounts, opsActions, outboxMessages, topUps, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { lastVerification } from '../ledger/ledger.public';
import { presentTopUp, type TopUpRow } from '../wallet/wallet.public';

/** 20003 unless the caller is the platform operator. */
export async function requireOperator(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ operator: users.platformOperator, status: users.status }).from(users).where(eq(users.id, userId));
  if (!row?.operator || row.status !== 'ACTIVE') throw new AppError(ERROR_CODES.NOT_AUTHORIZED);
}

/** Records an operator action (who, when, what, on what) in the action's own transaction. */
export async function recordAction(
  tx: Tx,
  { operatorId, action, target, detail = {}, now }: { operatorId: string; action: string; target: string; detail?: Record<string, unknown>; now: Date },
) {
  await tx.insert(opsActions).values({ operatorId, action, target, detail, at: now });
}

const userTotal = (db: Db) =>
  db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.postedMinor}), 0)::text`, wallets: count() })
    .from(ledgerAccounts)
    .where(isNotNull(ledgerAccounts.userId));

/** GET /api/ops/overview: its figures from the database (the route adds the payment providers' states and the watched chains). */
export async function readOverview(db: Db): Promise<Omit<OpsOverview, 'paymentProviders' | 'chains'>> {
  const [[waiting], [total], [unsent], last] = await Promise.all([
    db.select({ n: count() }).from(topUps).where(eq(topUps.status, 'WAITING_REVIEW')),
    userTotal(db),
    db.select({ n: count() }).from(outboxMessages),
    lastVerification(db),
  ]);
  return {
    topUpsWaiting: waiting?.n ?? 0,
    userTotal: vcoinText(BigInt(total?.total ?? '0')),
    unsentMessages: unsent?.n ?? 0,
    lastVerify: last && { at: last.at, ok: last.ok },
  };
}

const buyer = aliasedTable(users, 'buyer');
const decider = aliasedTable(users, 'decider');
const selectTopUps = (db: Db) =>
  db
    .select({
      topUp: topUps,
      user: { uid: buyer.uid, nickname: buyer.nickname, avatar: buyer.avatar },
      decidedBy: { uid: decider.uid, nickname: decider.nickname, avatar: decider.avatar },
    })
    .from(topUps)
    .innerJoin(buyer, eq(buyer.id, topUps.userId))
    .leftJoin(decider, eq(decider.id, topUps.decidedBy));

type Joined = { topUp: TopUpRow; user: OpsTopUp['user']; decidedBy: { uid: string | null; nickname: string | null; avatar: string | null } | null };
/** What the top-up screens need of the settings: the surplus above which the amount is typed twice. */
export type TopUpReviewPolicy = { surplusConfirmAboveMinor: bigint };

const presentOpsTopUp = ({ topUp, user, decidedBy }: Joined, policy: TopUpReviewPolicy): OpsTopUp => ({
  ...presentTopUp(topUp),
  reused: topUp.reused,
  user,
  decidedBy: decidedBy?.uid ? { uid: decidedBy.uid, nickname: decidedBy.nickname!, avatar: decidedBy.avatar } : null,
  surplusConfirmAbove: vcoinText(policy.surplusConfirmAboveMinor),
});

/** GET /api/ops/topups: by status; waiting ones oldest first (the queue), decided ones newest first. */
export async function findTopUps(
  db: Db,
  { status, pageNum, pageSize }: { status: TopUpStatus; pageNum: number; pageSize: number },
  policy: TopUpReviewPolicy,
): Promise<OpsTopUpsResponse> {
  const queue = status === 'WAITING_REVIEW' || status === 'WAITING_VOUCHER';
  const [rows, [total]] = await Promise.all([
    selectTopUps(db)
      .where(eq(topUps.status, status))
      .orderBy(queue ? asc(topUps.createdAt) : desc(topUps.decidedAt), asc(topUps.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(topUps).where(eq(topUps.status, status)),
  ]);
  return { list: rows.map((row) => presentOpsTopUp(row, policy)), total: total?.n ?? 0, pageNum, pageSize };
}

/** GET /api/ops/topups/{id}. */
export async function readTopUp(db: Db, id: string, policy: TopUpReviewPolicy): Promise<OpsTopUp> {
  const [row] = await selectTopUps(db).where(eq(topUps.id, id));
  if (!row) throw new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
  return presentOpsTopUp(row, policy);
}

/** GET /api/ops/ledger. */
export async function readLedgerOverview(db: Db): Promise<LedgerOverview> {
  const [[total], platform, last] = await Promise.all([
    userTotal(db),
    db.select().from(ledgerAccounts).where(isNull(ledgerAccounts.userId)).orderBy(asc(ledgerAccounts.code)),
    lastVerification(db),
  ]);
  return {
    userTotal: vcoinText(BigInt(total?.total ?? '0')),
    wallets: total?.wallets ?? 0,
    platformAccounts: platform.map((row) => ({
      code: row.code!,
      posted: vcoinText(row.postedMinor),
      pendingDebit: vcoinText(row.pendingDebitMinor),
      pendingCredit: vcoinText(row.pendingCreditMinor),
    })),
    lastVerify: last,
  };
}

/** An address shown to the operator without giving it away whole ("b***@example.com", "+55******21"). */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return recipient.length > 4 ? `${recipient.slice(0, 3)}${'*'.repeat(Math.max(0, recipient.length - 5))}${recipient.slice(-2)}` : '***';
}

/** GET /api/ops/messages: what the outbox kept because no provider is set; never the body (it carries codes). */
export async function findUnsentMessages(db: Db, { pageNum, pageSize }: { pageNum: number; pageSize: number }): Promise<UnsentMessagesResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.seq))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(outboxMessages),
  ]);
  return {
    list: rows.map((row) => ({ ...row, recipient: maskRecipient(row.recipient), createdAt: row.createdAt.toISOString() })),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
  };
}

/** GET /api/ops/actions: newest first. */
export async function findActions(db: Db, { pageNum, pageSize }: { pageNum: number; pageSize: number }): Promise<OpsActionsResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ action: opsActions, operator: { uid: users.uid, nickname: users.nickname, avatar: users.avatar } })
      .from(opsActions)
      .innerJoin(users, eq(users.id, opsActions.operatorId))
      .orderBy(desc(opsActions.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(opsActions),
  ]);
  return {
    list: rows.map(({ action, operator }) => ({
      id: String(action.id),
      operator,
      action: action.action,
      target: action.target,
      detail: action.detail,
      at: action.at.toISOString(),
    })),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
  };
}
