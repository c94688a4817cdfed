// Bulk recharge (packages/domain/src/contract/recharge.ts): `quantity` units of a recharge card for
// each of 1 to 20 client accounts. Starting checks the card and the free stock and queues a
// `recharge.run` task in the caller's transaction; the task recharges the accounts one by one, each
// account one item transaction under the card's lock: the platform's rules, then `quantity` free
// units become RECHARGED and the card is applied `quantity` times. A refused account (an AppError)
// rolls back and consumes nothing; the task goes on with the next one. Undo gives an account's
// units back within RECHARGE_UNDO_HOURS while its expiry is still the one the recharge set. Every
// read is its owner's only (150004 otherwise).
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import {
  RECHARGE_UNDO_HOURS,
  type HistoryAccountsResponse,
  type RechargeDetail,
  type RechargeItem,
  type RechargeListQuery,
  type RechargeListResponse,
  type RechargeSummary,
  type RechargeUnitsResponse,
} from '@panel/domain/contract/recharge';
import type { Db } from '../../db/client';
import { cardMovements, cardUnits, cards, clientAccounts, rechargeUnits, recharges, taskItems, tasks } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { builtInPlatform, checkRechargeRules, periodMs, type ProviderPlatform } from '../../platform/provider-platform';
import type { TaskRunner } from '../../tasks/task-runner';
import { createTask } from '../../tasks/tasks.service';
import { isHolder, lockCard } from '../cards/cards.public';
import { countFree } from '../stock/stock.public';

export const RECHARGE_KIND = 'recharge.run';
/** How many accounts /recharge/historyAccount lists at most. */
export const HISTORY_ACCOUNTS_MAX = 50;
const UNDO_MS = RECHARGE_UNDO_HOURS * 3_600_000;

type CallerAt = { userId: string; now: Date };
type Recharge = typeof recharges.$inferSelect;
/** What a recharged account's item keeps: what undo needs to put the account back. */
type RechargedResult = { expiresAt: string; previousExpiresAt: string | null; previousPlan: string | null; units: number };

const denied = () => new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);

/** One task per owner, card and set of accounts at a time (2000011 for a second one while it runs). */
function singletonKey(userId: string, cardId: string, accounts: readonly string[]) {
  const digest = createHash('sha256')
    .update(JSON.stringify([...accounts].sort()))
    .digest('hex');
  return `recharge:${userId}:${cardId}:${digest}`;
}

/** POST /api/recharge, in the caller's idempotent transaction: the recharge and its task. */
export async function startRecharge(
  tx: Tx,
  input: { cardId: string; accounts: string[]; quantity: number },
  { userId, now }: CallerAt,
): Promise<{ taskId: string }> {
  const card = await lockCard(tx, input.cardId);
  if (!card || !(await isHolder(tx, card.id, userId))) throw new AppError(ERROR_CODES.CARD_NOT_OWNED, { field: 'cardId' });
  if (card.type !== 'RECHARGE_CARD') throw new AppError(ERROR_CODES.INVALID_RECHARGE_CARD, { field: 'cardId' });
  const needed = input.accounts.length * input.quantity;
  const free = await countFree(tx, card.id, userId);
  if (needed > free) throw new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { field: 'quantity', free, needed });
  const task = await createTask(
    tx,
    { kind: RECHARGE_KIND, ownerId: userId, input: { cardId: card.id }, singletonKey: singletonKey(userId, card.id, input.accounts) },
    { now },
  );
  await tx.insert(recharges).values({ taskId: task.id, ownerId: userId, cardId: card.id, quantity: input.quantity, accounts: input.accounts, createdAt: now });
  return { taskId: task.id };
}

/** One account: the rules, then `quantity` free units RECHARGED and the card applied `quantity` times; or nothing at all. */
async function rechargeAccount(tx: Tx, platform: ProviderPlatform, recharge: Recharge, account: string, now: Date): Promise<RechargedResult> {
  const card = (await lockCard(tx, recharge.cardId))!;
  const [existing] = await tx.select().from(clientAccounts).where(eq(clientAccounts.accountId, account)).for('update');
  if (!existing) throw new AppError(ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND, { account });
  checkRechargeRules(card, existing, now);
  const units = await tx
    .select({ id: cardUnits.id, cardNumber: cardUnits.cardNumber })
    .from(cardUnits)
    .where(and(eq(cardUnits.cardId, recharge.cardId), eq(cardUnits.ownerId, recharge.ownerId), eq(cardUnits.state, 'FREE'), eq(cardUnits.status, 'NORMAL')))
    .orderBy(asc(cardUnits.serial))
    .limit(recharge.quantity)
    .for('update');
  if (units.length < recharge.quantity) throw new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { free: units.length, account });
  const ids = units.map((unit) => unit.id);
  await tx.update(cardUnits).set({ state: 'RECHARGED' }).where(inArray(cardUnits.id, ids));
  await tx.insert(rechargeUnits).values(ids.map((unitId) => ({ rechargeId: recharge.id, account, unitId })));
  await tx.insert(cardMovements).values({
    cardId: recharge.cardId,
    userId: recharge.ownerId,
    kind: 'RECHARGED',
    quantity: recharge.quantity,
    operatorId: recharge.ownerId,
    firstCardNumber: units[0]!.cardNumber,
    lastCardNumber: units.at(-1)!.cardNumber,
    createdAt: now,
  });
  let expiresAt: Date | null = null;
  for (let i = 0; i < recharge.quantity; i++) ({ expiresAt } = await platform.apply(tx, card, { account: null, target: account, now }));
  return {
    expiresAt: expiresAt!.toISOString(),
    previousExpiresAt: existing.expiresAt?.toISOString() ?? null,
    previousPlan: existing.plan,
    units: recharge.quantity,
  };
}

/** Registers the recharge task: one item per account, in the order given, resumed after the last committed one. */
export function registerRecharge(runner: TaskRunner, platform: ProviderPlatform = builtInPlatform) {
  runner.registerTaskHandler(RECHARGE_KIND, async ({ db, now, setTotal, forEachItem, task }) => {
    const [recharge] = await db.select().from(recharges).where(eq(recharges.taskId, task.id));
    if (!recharge) throw new Error(`No recharge for task ${task.id}`);
    await setTotal(recharge.accounts.length);
    await forEachItem(recharge.accounts, (account, tx) => withTransaction(tx, (inner) => rechargeAccount(inner, platform, recharge, account, now())));
    const [counts] = await db.select({ done: tasks.doneCount, failed: tasks.failedCount }).from(tasks).where(eq(tasks.id, task.id));
    return { succeeded: counts!.done - counts!.failed, failed: counts!.failed };
  });
}

// --- Undo -----------------------------------------------------------------------------------------

const undoRefused = (code: typeof ERROR_CODES.UNDO_RECHARGE_FAILED | typeof ERROR_CODES.UNDO_RECHARGE_FAILED_ALT, reason: string) =>
  new AppError(code, { field: 'account', reason });

async function ownRecharge(db: Db, taskId: string, userId: string) {
  const [recharge] = await db
    .select()
    .from(recharges)
    .where(and(eq(recharges.taskId, taskId), eq(recharges.ownerId, userId)));
  if (!recharge) throw denied();
  return recharge;
}

/**
 * POST /api/recharge/{taskId}/undo, in the caller's idempotent transaction: the account's units go
 * back to free stock and its expiry moves back by the periods the recharge added. 130083
 * WINDOW_PASSED after RECHARGE_UNDO_HOURS; 130084 RECHARGED_SINCE when the account's expiry is no
 * longer the one this recharge set, NOT_RECHARGED for an account this recharge did not recharge,
 * ALREADY_UNDONE the second time.
 */
export async function undoRecharge(tx: Tx, taskId: string, account: string, { userId, now }: CallerAt): Promise<RechargeItem> {
  const recharge = await ownRecharge(tx, taskId, userId);
  const card = (await lockCard(tx, recharge.cardId))!;
  const [item] = await tx
    .select()
    .from(taskItems)
    .where(and(eq(taskItems.taskId, taskId), eq(taskItems.key, account)));
  if (!item || item.state !== 'DONE') throw undoRefused(ERROR_CODES.UNDO_RECHARGE_FAILED_ALT, 'NOT_RECHARGED');
  const units = await tx
    .select({ unitId: rechargeUnits.unitId })
    .from(rechargeUnits)
    .where(and(eq(rechargeUnits.rechargeId, recharge.id), eq(rechargeUnits.account, account), isNull(rechargeUnits.undoneAt)));
  if (units.length === 0) throw undoRefused(ERROR_CODES.UNDO_RECHARGE_FAILED_ALT, 'ALREADY_UNDONE');
  if (now.getTime() >= item.createdAt.getTime() + UNDO_MS) throw undoRefused(ERROR_CODES.UNDO_RECHARGE_FAILED, 'WINDOW_PASSED');
  const result = item.result as RechargedResult;
  const [client] = await tx.select().from(clientAccounts).where(eq(clientAccounts.accountId, account)).for('update');
  if (!client || client.expiresAt?.toISOString() !== result.expiresAt) throw undoRefused(ERROR_CODES.UNDO_RECHARGE_FAILED_ALT, 'RECHARGED_SINCE');
  const expiresAt = new Date(client.expiresAt.getTime() - recharge.quantity * periodMs(card.periodPlan));
  await tx.update(clientAccounts).set({ expiresAt, plan: result.previousPlan, updatedAt: now }).where(eq(clientAccounts.accountId, account));
  const ids = units.map((unit) => unit.unitId);
  await tx
    .update(cardUnits)
    .set({ state: 'FREE' })
    .where(and(inArray(cardUnits.id, ids), eq(cardUnits.state, 'RECHARGED')));
  await tx
    .update(rechargeUnits)
    .set({ undoneAt: now })
    .where(and(eq(rechargeUnits.rechargeId, recharge.id), inArray(rechargeUnits.unitId, ids)));
  await tx.insert(cardMovements).values({ cardId: card.id, userId, kind: 'RECHARGE_UNDONE', quantity: ids.length, operatorId: userId, createdAt: now });
  return { account, status: 'UNDONE', errorCode: null, expiresAt: expiresAt.toISOString(), units: 0, canUndo: false };
}

// --- Reads ----------------------------------------------------------------------------------------

const selectSummaries = (db: Db) =>
  db
    .select({
      recharge: recharges,
      task: { state: tasks.state, doneCount: tasks.doneCount, failedCount: tasks.failedCount },
      card: { id: cards.id, name: cards.name, type: cards.type, picture: cards.picture },
    })
    .from(recharges)
    .innerJoin(tasks, eq(tasks.id, recharges.taskId))
    .innerJoin(cards, eq(cards.id, recharges.cardId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];
/** A recharge's summary; `succeeded` counts the accounts recharged, undone ones included (the task's counts). */
const presentSummary = ({ recharge, task, card }: SummaryRow): RechargeSummary => ({
  taskId: recharge.taskId,
  state: task.state,
  card,
  quantity: recharge.quantity,
  accounts: recharge.accounts.length,
  succeeded: task.doneCount - task.failedCount,
  failed: task.failedCount,
  createdAt: recharge.createdAt.toISOString(),
});

/** GET /api/recharge/list: the caller's recharges, newest first. */
export async function findRecharges(
  db: Db,
  { status, cardId, pageNum, pageSize }: RechargeListQuery & { pageNum: number; pageSize: number },
  { userId }: { userId: string },
): Promise<RechargeListResponse> {
  const states = status === 'IN_PROGRESS' ? (['PENDING', 'RUNNING'] as const) : status === 'COMPLETED' ? (['DONE', 'FAILED'] as const) : undefined;
  const where = and(eq(recharges.ownerId, userId), cardId ? eq(recharges.cardId, cardId) : undefined, states ? inArray(tasks.state, [...states]) : undefined);
  const [rows, [total]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(recharges.createdAt), desc(recharges.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(recharges).innerJoin(tasks, eq(tasks.id, recharges.taskId)).where(where),
  ]);
  return { list: rows.map(presentSummary), total: total?.n ?? 0, pageNum, pageSize };
}

/** GET /api/recharge/{taskId}: the summary and each account's result, in the order given. */
export async function readRecharge(db: Db, taskId: string, { userId, now }: CallerAt): Promise<RechargeDetail> {
  const [row] = await selectSummaries(db).where(and(eq(recharges.taskId, taskId), eq(recharges.ownerId, userId)));
  if (!row) throw denied();
  const { recharge } = row;
  const [items, undone] = await Promise.all([
    db.select().from(taskItems).where(eq(taskItems.taskId, taskId)),
    db
      .selectDistinct({ account: rechargeUnits.account })
      .from(rechargeUnits)
      .where(and(eq(rechargeUnits.rechargeId, recharge.id), isNotNull(rechargeUnits.undoneAt))),
  ]);
  const byAccount = new Map(items.map((item) => [item.key, item]));
  const undoneAccounts = new Set(undone.map((unit) => unit.account));
  const recharged = items.filter((item) => item.state === 'DONE' && !undoneAccounts.has(item.key)).map((item) => item.key);
  const clients = recharged.length
    ? await db
        .select({ accountId: clientAccounts.accountId, expiresAt: clientAccounts.expiresAt })
        .from(clientAccounts)
        .where(inArray(clientAccounts.accountId, recharged))
    : [];
  const expiryNow = new Map(clients.map((client) => [client.accountId, client.expiresAt?.toISOString() ?? null]));
  const present = (account: string): RechargeItem => {
    const item = byAccount.get(account);
    if (!item) return { account, status: null, errorCode: null, expiresAt: null, units: 0, canUndo: false };
    if (item.state === 'FAILED') return { account, status: 'FAILED', errorCode: item.errorCode, expiresAt: null, units: 0, canUndo: false };
    const result = item.result as RechargedResult;
    if (undoneAccounts.has(account)) return { account, status: 'UNDONE', errorCode: null, expiresAt: result.expiresAt, units: 0, canUndo: false };
    const canUndo = now.getTime() < item.createdAt.getTime() + UNDO_MS && expiryNow.get(account) === result.expiresAt;
    return { account, status: 'SUCCESS', errorCode: null, expiresAt: result.expiresAt, units: result.units, canUndo };
  };
  return { ...presentSummary(row), items: recharge.accounts.map(present) };
}

/** GET /api/recharge/{taskId}/units: the units each account used (the undone ones flagged). */
export async function findRechargeUnits(
  db: Db,
  { taskId, account, pageNum, pageSize }: { taskId: string; account?: string; pageNum: number; pageSize: number },
  { userId }: { userId: string },
): Promise<RechargeUnitsResponse> {
  const recharge = await ownRecharge(db, taskId, userId);
  const where = and(eq(rechargeUnits.rechargeId, recharge.id), account ? eq(rechargeUnits.account, account) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ account: rechargeUnits.account, cardNumber: cardUnits.cardNumber, undoneAt: rechargeUnits.undoneAt })
      .from(rechargeUnits)
      .innerJoin(cardUnits, eq(cardUnits.id, rechargeUnits.unitId))
      .where(where)
      .orderBy(asc(rechargeUnits.unitId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(rechargeUnits).where(where),
  ]);
  return {
    list: rows.map((row) => ({ account: row.account, cardNumber: row.cardNumber, undone: row.undoneAt !== null })),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
  };
}

/** GET /api/recharge/history-accounts: the accounts the caller recharged, most recent first (at most HISTORY_ACCOUNTS_MAX). */
export async function findHistoryAccounts(db: Db, { userId }: { userId: string }): Promise<HistoryAccountsResponse> {
  const last = max(recharges.createdAt);
  const rows = await db
    .select({ account: rechargeUnits.account, lastRechargedAt: last })
    .from(rechargeUnits)
    .innerJoin(recharges, eq(recharges.id, rechargeUnits.rechargeId))
    .where(eq(recharges.ownerId, userId))
    .groupBy(rechargeUnits.account)
    .orderBy(desc(last), asc(rechargeUnits.account))
    .limit(HISTORY_ACCOUNTS_MAX);
  return rows.map((row) => ({ account: row.account, lastRechargedAt: new Date(row.lastRechargedAt!).toISOString() }));
}
