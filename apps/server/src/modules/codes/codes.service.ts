// Turning stock into activation codes (spec /generate ...; docs/decisions/013-codes.md). Starting a
// generation checks the card and the free stock and queues a `codes.generate` task in the same
// transaction; the task makes the codes in batches, each batch one transaction under the card's
// lock: it takes free units, marks them CODED, and writes one sealed code per unit. A batch that
// finds too little free stock (the owner sold or listed units meanwhile) fails with 120035 and
// consumes nothing. Every read is scoped to the record's owner (150004 otherwise).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { codesTyped, displayCode, looksLikeCode, type CodeFormat } from '@panel/domain/codes';
import type { CodeRecord, CodeRecordsResponse, CodesResponse, GenerateCodesRequest } from '@panel/domain/contract/codes';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activationCodes, cardMovements, cardUnits, cards, codeRecords, codeReveals, orderUnits, tasks, users } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { TaskRunner } from '../../tasks/task-runner';
import { createTask } from '../../tasks/tasks.service';
import { lockCard } from '../cards/cards.service';
import { countFree } from '../stock/stock.service';
import { newAccountId, newCode, type CodeVault } from './code-vault';

export const GENERATE_KIND = 'codes.generate';
/** Codes made per batch: one transaction each. */
export const GENERATION_BATCH = 1000;

type CallerAt = { userId: string; now: Date };
const denied = () => new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);

/** POST /api/codes/generate, in the caller's idempotent transaction: the record and its task. */
export async function startGeneration(tx: Tx, input: z.output<typeof GenerateCodesRequest>, { userId, now }: CallerAt): Promise<{ taskId: string; recordId: string }> {
  const card = await lockCard(tx, input.cardId);
  const free = card ? await countFree(tx, card.id, userId) : 0;
  if (!card || free === 0) throw new AppError(ERROR_CODES.CARD_NOT_OWNED, { field: 'cardId' });
  if (input.quantity > free) throw new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { field: 'quantity', free });
  const task = await createTask(tx, { kind: GENERATE_KIND, ownerId: userId, input: { cardId: card.id, quantity: input.quantity, format: input.format } }, { now });
  const recordNo = sql<string>`'G' || to_char(${now.toISOString()}::timestamptz at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('code_record_no_seq')::text, 6, '0')`;
  const [record] = await tx
    .insert(codeRecords)
    .values({ recordNo, ownerId: userId, cardId: card.id, taskId: task.id, format: input.format, quantity: input.quantity, createdAt: now })
    .returning({ id: codeRecords.id });
  return { taskId: task.id, recordId: record!.id };
}

/** One batch: `quantity` free units of the owner become codes, or nothing happens (120035). */
async function makeBatch(tx: Tx, vault: CodeVault, record: typeof codeRecords.$inferSelect, quantity: number, now: Date) {
  const card = (await lockCard(tx, record.cardId))!;
  const units = await tx
    .select({ id: cardUnits.id })
    .from(cardUnits)
    .where(and(eq(cardUnits.cardId, record.cardId), eq(cardUnits.ownerId, record.ownerId), eq(cardUnits.state, 'FREE'), eq(cardUnits.status, 'NORMAL')))
    .orderBy(asc(cardUnits.serial))
    .limit(quantity)
    .for('update');
  if (units.length < quantity) throw new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { free: units.length });
  const ids = units.map((unit) => unit.id);
  await tx.update(cardUnits).set({ state: 'CODED' }).where(inArray(cardUnits.id, ids));
  const seen = new Set<string>();
  const rows = ids.map((unitId) => {
    let code = newCode(record.format);
    while (seen.has(code)) code = newCode(record.format);
    seen.add(code);
    return {
      recordId: record.id,
      ownerId: record.ownerId,
      cardId: record.cardId,
      unitId,
      lookup: vault.lookup(code),
      sealed: vault.seal(code),
      account: card.type === 'ACCOUNT_CARD' ? newAccountId() : null,
      createdAt: now,
    };
  });
  // A code equal to one made before (about 1 in 10^23 per code for the default format) fails the
  // batch's unique index; the task retries the batch with new codes.
  await tx.insert(activationCodes).values(rows);
  await tx.insert(cardMovements).values({ cardId: record.cardId, userId: record.ownerId, kind: 'CODED', quantity, operatorId: record.ownerId, createdAt: now });
  return { made: quantity };
}

/** Registers the generation task: batches of GENERATION_BATCH, resumed after the last committed one. */
export function registerCodeGeneration(runner: TaskRunner, vault: () => CodeVault) {
  runner.registerTaskHandler<{ cardId: string; quantity: number; format: CodeFormat }>(GENERATE_KIND, async ({ db, input, now, setTotal, forEachItem, task }) => {
    const [record] = await db.select().from(codeRecords).where(eq(codeRecords.taskId, task.id));
    if (!record) throw new Error(`No generation record for task ${task.id}`);
    const batches = Math.ceil(input.quantity / GENERATION_BATCH);
    await setTotal(batches);
    const keys = Array.from({ length: batches }, (_, index) => String(index));
    await forEachItem(keys, (key, tx) => {
      const size = Math.min(GENERATION_BATCH, input.quantity - Number(key) * GENERATION_BATCH);
      return withTransaction(tx, (inner) => makeBatch(inner, vault(), record, size, now()));
    });
    const stockAfter = await countFree(db, record.cardId, record.ownerId);
    await db.update(codeRecords).set({ stockAfter }).where(eq(codeRecords.id, record.id));
    const [made] = await db.select({ n: count() }).from(activationCodes).where(eq(activationCodes.recordId, record.id));
    return { codes: made?.n ?? 0, stockAfter };
  });
}

// --- Reads ----------------------------------------------------------------------------------------

const selectRecords = (db: Db) =>
  db
    .select({
      record: codeRecords,
      task: { state: tasks.state },
      operator: { uid: users.uid, nickname: users.nickname },
      card: { id: cards.id, name: cards.name, type: cards.type, picture: cards.picture },
      made: sql<number>`(select count(*)::int from ${activationCodes} where ${activationCodes.recordId} = ${codeRecords.id})`,
      activated: sql<number>`(select count(*)::int from ${activationCodes} where ${activationCodes.recordId} = ${codeRecords.id} and ${activationCodes.status} = 'ACTIVATED')`,
      locked: sql<number>`(select count(*)::int from ${activationCodes} where ${activationCodes.recordId} = ${codeRecords.id} and ${activationCodes.status} = 'LOCKED')`,
    })
    .from(codeRecords)
    .innerJoin(tasks, eq(tasks.id, codeRecords.taskId))
    .innerJoin(users, eq(users.id, codeRecords.ownerId))
    .innerJoin(cards, eq(cards.id, codeRecords.cardId));

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];
const presentRecord = ({ record, task, operator, card, made, activated, locked }: RecordRow): CodeRecord => ({
  id: record.id,
  recordNo: record.recordNo,
  taskId: record.taskId,
  state: task.state,
  made: Number(made),
  operator,
  card,
  format: record.format,
  quantity: record.quantity,
  stockAfter: record.stockAfter,
  activated: Number(activated),
  locked: Number(locked),
  createdAt: record.createdAt.toISOString(),
});

/** GET /api/codes/records: the caller's generation records, newest first. */
export async function findRecords(db: Db, { cardId, pageNum, pageSize }: { cardId?: string; pageNum: number; pageSize: number }, { userId }: { userId: string }): Promise<CodeRecordsResponse> {
  const where = and(eq(codeRecords.ownerId, userId), cardId ? eq(codeRecords.cardId, cardId) : undefined);
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(codeRecords.createdAt), desc(codeRecords.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(codeRecords).where(where),
  ]);
  return { list: rows.map(presentRecord), total: total?.n ?? 0, pageNum, pageSize };
}

async function ownRecord(db: Db, taskId: string, userId: string) {
  const [row] = await selectRecords(db).where(and(eq(codeRecords.taskId, taskId), eq(codeRecords.ownerId, userId)));
  if (!row) throw denied();
  return row;
}

/** GET /api/codes/records/{taskId}. */
export const readRecord = async (db: Db, taskId: string, { userId }: { userId: string }) => presentRecord(await ownRecord(db, taskId, userId));

/**
 * GET /api/codes/records/{taskId}/codes: a page of the record's codes, opened for display, found by
 * the code (its keyed hash: no scan) or the account; the page shown is recorded as a reveal.
 */
export async function findCodes(
  db: Db,
  vault: CodeVault,
  { taskId, keyword, status, pageNum, pageSize }: { taskId: string; keyword?: string; status?: 'NORMAL' | 'ACTIVATED' | 'LOCKED'; pageNum: number; pageSize: number },
  { userId, now }: CallerAt,
): Promise<CodesResponse> {
  const { record } = await ownRecord(db, taskId, userId);
  const search = keyword ? (looksLikeCode(keyword) ? inArray(activationCodes.lookup, codesTyped(keyword).map((code) => vault.lookup(code))) : eq(activationCodes.account, keyword.trim())) : undefined;
  const where = and(eq(activationCodes.recordId, record.id), status ? eq(activationCodes.status, status) : undefined, search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ code: activationCodes, cardNumber: cardUnits.cardNumber })
      .from(activationCodes)
      .innerJoin(cardUnits, eq(cardUnits.id, activationCodes.unitId))
      .where(where)
      .orderBy(asc(activationCodes.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(activationCodes).where(where),
  ]);
  if (rows.length > 0) await db.insert(codeReveals).values({ userId, recordId: record.id, kind: 'VIEW', count: rows.length, at: now });
  return {
    list: rows.map(({ code, cardNumber }) => ({
      id: String(code.id),
      code: displayCode(vault.open(code.sealed)),
      status: code.status,
      account: code.account,
      cardNumber,
      activatedAt: code.activatedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
  };
}

/**
 * A chargeback or refund of an order locks the codes made from the units it delivered (order_units),
 * whoever made them since: a LOCKED code is refused by the redeem page. Answers how many it locked.
 */
export async function lockCodesOfOrder(tx: Tx, orderId: string): Promise<number> {
  const locked = await tx
    .update(activationCodes)
    .set({ status: 'LOCKED' })
    .where(and(eq(activationCodes.status, 'NORMAL'), inArray(activationCodes.unitId, tx.select({ id: orderUnits.unitId }).from(orderUnits).where(eq(orderUnits.orderId, orderId)))))
    .returning({ id: activationCodes.id });
  return locked.length;
}
