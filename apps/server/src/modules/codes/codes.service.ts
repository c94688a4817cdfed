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
import { STATEMENT_CANCELLED } from '../../db/failures';
import { sqlStateOf, withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import type { TaskRunner } from '../../tasks/task-runner';
import { createTask } from '../../tasks/tasks.service';
import { lockCard } from '../cards/cards.public';
import { countFree } from '../stock/stock.public';
import { newCodes } from '../../platform/random-codes';
import { newAccountId, type CodeVault } from './code-vault';

export const GENERATE_KIND = 'codes.generate';
/**
 * Codes made per batch: one transaction and one progress item each. A batch's write statement takes
 * about 0.3 s per 10,000 codes on a quiet 2-core machine; 5,000 keeps it a few percent of the
 * statement time-out even on a machine ten times as busy.
 */
export const GENERATION_BATCH = 5000;
/** A batch cancelled by the statement time-out is made again in halves, down to this size. */
const SMALLEST_SPLIT = 250;
/** The batch of a task queued before its input named one. */
const FORMER_GENERATION_BATCH = 1000;

/** A generation task's input; `batch` is absent on a task queued before it was kept. */
type GenerationInput = { cardId: string; quantity: number; format: CodeFormat; batch?: number };

/** A PostgreSQL array literal of values that need no quoting (digits, hex, base64): one parameter whatever the number of values. */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type CallerAt = { userId: string; now: Date };
const denied = () => new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);

/** POST /api/codes/generate, in the caller's idempotent transaction: the record and its task. */
export async function startGeneration(
  tx: Tx,
  input: z.output<typeof GenerateCodesRequest>,
  { userId, now }: CallerAt,
): Promise<{ taskId: string; recordId: string }> {
  const card = await lockCard(tx, input.cardId);
  const free = card ? await countFree(tx, card.id, userId) : 0;
  if (!card || free === 0) throw new AppError(ERROR_CODES.CARD_NOT_OWNED, { field: 'cardId' });
  if (input.quantity > free) throw new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { field: 'quantity', free });
  const task = await createTask(
    tx,
    {
      kind: GENERATE_KIND,
      ownerId: userId,
      input: { cardId: card.id, quantity: input.quantity, format: input.format, batch: GENERATION_BATCH } satisfies GenerationInput,
    },
    { now },
  );
  const recordNo = sql<string>`'G' || to_char(${now.toISOString()}::timestamptz at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('code_record_no_seq')::text, 6, '0')`;
  const [record] = await tx
    .insert(codeRecords)
    .values({ recordNo, ownerId: userId, cardId: card.id, taskId: task.id, format: input.format, quantity: input.quantity, createdAt: now })
    .returning({ id: codeRecords.id });
  return { taskId: task.id, recordId: record!.id };
}

/**
 * The owner's free units of the card to make `quantity` codes from, locked, lowest serial first:
 * after the serial `after` (where the task's previous batch stopped, so a batch reads past none of
 * the units the task has coded already), or from the first when too few are left there.
 */
async function pickFree(tx: Tx, { cardId, ownerId }: Pick<typeof codeRecords.$inferSelect, 'cardId' | 'ownerId'>, quantity: number, after: number) {
  const pick = async (from: number) =>
    rowsOf<{ id: string; serial: string }>(
      await tx.execute(sql`select id::text, serial::text from ${cardUnits}
        where card_id = ${cardId} and owner_id = ${ownerId} and state = 'FREE' and status = 'NORMAL' and serial > ${from}
        order by card_units.serial limit ${quantity} for update`),
    );
  const units = await pick(after);
  return units.length < quantity && after > 0 ? pick(0) : units;
}

/**
 * One batch: `quantity` free units of the owner become codes, or nothing happens (120035). The
 * codes are made and sealed before any lock; then, under the card's lock, the units are picked and
 * one statement marks them CODED, writes their codes (arrays unnested, one parameter each) and the
 * CODED movement. Answers the last serial it took.
 */
async function makeBatch(tx: Tx, vault: CodeVault, record: typeof codeRecords.$inferSelect, { quantity, after, now }: BatchAsked) {
  const codes = newCodes(record.format, quantity);
  const lookups = codes.map((code) => vault.lookup(code));
  const sealed = codes.map((code) => vault.seal(code));
  const card = (await lockCard(tx, record.cardId))!;
  const units = await pickFree(tx, record, quantity, after);
  if (units.length < quantity) throw new AppError(ERROR_CODES.INSUFFICIENT_STOCK, { free: units.length });
  const accounts = card.type === 'ACCOUNT_CARD' ? codes.map(() => newAccountId()) : null;
  const unitIds = arrayLiteral(units.map((unit) => unit.id));
  // A code equal to one made before (about 1 in 10^23 per code for the default format) fails the
  // batch's unique index; the task retries the batch with new codes.
  await tx.execute(sql`with coded as (
      update ${cardUnits} set state = 'CODED' where id = any(${unitIds}::bigint[]) returning id, card_number
    ), moved as (
      insert into ${cardMovements} (card_id, user_id, kind, quantity, operator_id, created_at)
      values (${record.cardId}, ${record.ownerId}, 'CODED', ${quantity}, ${record.ownerId}, ${now.toISOString()}::timestamptz)
    )
    insert into ${activationCodes} (record_id, owner_id, card_id, unit_id, card_number, lookup, sealed, account, created_at)
    select ${record.id}::uuid, ${record.ownerId}::uuid, ${record.cardId}::uuid, made.unit_id, coded.card_number, made.lookup, made.sealed, made.account, ${now.toISOString()}::timestamptz
    from unnest(${unitIds}::bigint[], ${arrayLiteral(lookups)}::text[], ${arrayLiteral(sealed)}::text[], ${accounts ? arrayLiteral(accounts) : null}::text[])
      as made(unit_id, lookup, sealed, account)
    join coded on coded.id = made.unit_id`);
  return { made: quantity, last: Number(units[units.length - 1]!.serial) };
}

type BatchAsked = { quantity: number; after: number; now: Date };

/**
 * A batch in its own savepoint; when a statement of it runs past the statement time-out (a busy
 * database), it is rolled back and made again as two halves, each with statements half as long, in
 * the same transaction: the batch ends as one progress item whatever it was split into.
 */
async function makeBatchOrHalves(
  tx: Db | Tx,
  vault: CodeVault,
  record: typeof codeRecords.$inferSelect,
  asked: BatchAsked,
): Promise<{ made: number; last: number }> {
  try {
    return await withTransaction(tx, (inner) => makeBatch(inner, vault, record, asked));
  } catch (error) {
    if (sqlStateOf(error) !== STATEMENT_CANCELLED || asked.quantity < 2 * SMALLEST_SPLIT) throw error;
    const half = Math.ceil(asked.quantity / 2);
    const first = await makeBatchOrHalves(tx, vault, record, { ...asked, quantity: half });
    const second = await makeBatchOrHalves(tx, vault, record, { ...asked, quantity: asked.quantity - half, after: first.last });
    return { made: first.made + second.made, last: second.last };
  }
}

/** Registers the generation task: batches of the size its input names, resumed after the last committed one. */
export function registerCodeGeneration(runner: TaskRunner, vault: () => CodeVault) {
  runner.registerTaskHandler<GenerationInput>(GENERATE_KIND, async ({ db, input, now, setTotal, forEachItem, task }) => {
    const [record] = await db.select().from(codeRecords).where(eq(codeRecords.taskId, task.id));
    if (!record) throw new Error(`No generation record for task ${task.id}`);
    // A batch's key is its index: a task queued before the size was kept keeps the size it was queued with.
    const batch = input.batch ?? FORMER_GENERATION_BATCH;
    const batches = Math.ceil(input.quantity / batch);
    await setTotal(batches);
    const keys = Array.from({ length: batches }, (_, index) => String(index));
    let after = 0;
    await forEachItem(keys, async (key, tx) => {
      const quantity = Math.min(batch, input.quantity - Number(key) * batch);
      const made = await makeBatchOrHalves(tx, vault(), record, { quantity, after, now: now() });
      after = made.last;
      return { made: made.made };
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
export async function findRecords(
  db: Db,
  { cardId, pageNum, pageSize }: { cardId?: string; pageNum: number; pageSize: number },
  { userId }: { userId: string },
): Promise<CodeRecordsResponse> {
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
  {
    taskId,
    keyword,
    status,
    pageNum,
    pageSize,
  }: { taskId: string; keyword?: string; status?: 'NORMAL' | 'ACTIVATED' | 'LOCKED'; pageNum: number; pageSize: number },
  { userId, now }: CallerAt,
): Promise<CodesResponse> {
  const { record } = await ownRecord(db, taskId, userId);
  const search = keyword
    ? looksLikeCode(keyword)
      ? inArray(
          activationCodes.lookup,
          codesTyped(keyword).map((code) => vault.lookup(code)),
        )
      : eq(activationCodes.account, keyword.trim())
    : undefined;
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
    .where(
      and(
        eq(activationCodes.status, 'NORMAL'),
        inArray(activationCodes.unitId, tx.select({ id: orderUnits.unitId }).from(orderUnits).where(eq(orderUnits.orderId, orderId))),
      ),
    )
    .returning({ id: activationCodes.id });
  return locked.length;
}
