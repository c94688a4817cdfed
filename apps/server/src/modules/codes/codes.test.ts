// Activation codes: generation as a task (units become codes, one each), records and codes for
// their owner only, search by code and by account, codes kept sealed (no code in the database),
// reveals recorded, and the public redeem call on the built-in provider platform.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { CODE_FORMATS, normalizeCode } from '@panel/domain/codes';
import { CodeRecord, CodesResponse } from '@panel/domain/contract/codes';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { activationCodes, cardMovements, cardUnits, cards, clientAccounts, codeRecords, codeReveals, orderUnits, tasks } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { as, changeStock, createCard, createSeller, deliver, findStockCountMismatches, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createTestRunner } from '../../../test/fixtures/tasks.fixtures';
import { findTaskItems } from '../../tasks/tasks.service';
import { codeVault, loadCodesKey } from './code-vault';
import { GENERATION_BATCH, lockCodesOfOrder, registerCodeGeneration } from './codes.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ redeemMaxTries: 1000 });
});
afterAll(() => t.close());

/** A runner of the test's own with the generation registered, on the same key as the app. */
function runner() {
  const tasks = createTestRunner(t.db, t.clock, `codes-${randomUUID()}`);
  registerCodeGeneration(tasks, () => codeVault(loadCodesKey(t.config)));
  return tasks;
}

/** Generates `quantity` codes of the card and runs the task to its end; answers the record. */
async function generate(seller: Actor, cardId: string, quantity: number, format = 'STANDARD') {
  const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId, quantity, format }, { 'idempotency-key': randomUUID() });
  expect(started.respCode, JSON.stringify(started)).toBe(200);
  const tasks = runner();
  while ((await tasks.runOnce()) !== undefined);
  return CodeRecord.parse((await as(t, seller, 'GET', `/api/codes/records/${started.data.taskId}`)).data);
}
const codesOf = async (seller: Actor, taskId: string, query = '') =>
  CodesResponse.parse((await as(t, seller, 'GET', `/api/codes/records/${taskId}/codes${query}`)).data);
const redeem = (code: string, target?: string) => call(t.app, { method: 'POST', url: '/api/redeem', payload: { code, target } });

describe('generating codes', () => {
  it('turns free units into unique codes of the format, one per unit, in a record with the stock after', async () => {
    const seller = await createSeller(t, { stock: 30 });
    const record = await generate(seller, seller.card!.id, 25);
    expect(record).toMatchObject({ state: 'DONE', made: 25, quantity: 25, stockAfter: 5, format: 'STANDARD', activated: 0, locked: 0 });
    const { list, total } = await codesOf(seller, record.taskId, '?pageSize=100');
    expect(total).toBe(25);
    const codes = list.map((item) => normalizeCode(item.code));
    expect(new Set(codes).size).toBe(25);
    const { alphabet, length } = CODE_FORMATS.STANDARD;
    for (const code of codes) expect(code.length === length && [...code].every((c) => alphabet.includes(c)), code).toBe(true);
    const units = await t.db.select().from(cardUnits).where(eq(cardUnits.cardId, seller.card!.id));
    expect(units.filter((unit) => unit.state === 'CODED')).toHaveLength(25);
    expect(new Set(list.map((item) => item.cardNumber)).size).toBe(25);
    expect(await findStockCountMismatches(t.db)).toEqual([]);
    expect((await as(t, seller, 'GET', '/api/codes/records')).data.list[0]).toMatchObject({ taskId: record.taskId });
  });

  it('keeps no code in the database: only sealed, and a keyed hash', async () => {
    const seller = await createSeller(t, { stock: 3 });
    const record = await generate(seller, seller.card!.id, 3, 'DIGITS');
    const codes = (await codesOf(seller, record.taskId)).list.map((item) => normalizeCode(item.code));
    const dump = JSON.stringify(await t.db.select().from(activationCodes).where(eq(activationCodes.ownerId, seller.user.id)));
    for (const code of codes) expect(dump).not.toContain(code);
    expect((await t.db.select().from(codeReveals).where(eq(codeReveals.userId, seller.user.id)))[0]).toMatchObject({ kind: 'VIEW', count: 3 });
  });

  it('refuses more than the free stock (120035), a card not in stock (130085), and another owner’s record (150004)', async () => {
    const seller = await createSeller(t, { stock: 2 });
    const other = await createSeller(t, { stock: 2 });
    const key = () => ({ 'idempotency-key': randomUUID() });
    expect((await as(t, seller, 'POST', '/api/codes/generate', { cardId: seller.card!.id, quantity: 3 }, key())).respCode).toBe(ERROR_CODES.INSUFFICIENT_STOCK);
    expect((await as(t, seller, 'POST', '/api/codes/generate', { cardId: other.card!.id, quantity: 1 }, key())).respCode).toBe(ERROR_CODES.CARD_NOT_OWNED);
    expect((await as(t, seller, 'POST', '/api/codes/generate', { cardId: seller.card!.id, quantity: 0 }, key())).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    const record = await generate(seller, seller.card!.id, 1);
    expect((await as(t, other, 'GET', `/api/codes/records/${record.taskId}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await as(t, other, 'GET', `/api/codes/records/${record.taskId}/codes`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await as(t, other, 'GET', '/api/codes/records')).data.total).toBe(0);
  });

  it('consumes nothing in a batch that finds the stock gone, and fails the task with 120035', async () => {
    const seller = await createSeller(t, { stock: 5 });
    const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId: seller.card!.id, quantity: 5 }, { 'idempotency-key': randomUUID() });
    // The seller retires two units before the task runs.
    expect((await changeStock(t, seller, seller.card!.id, -2)).respCode).toBe(200);
    const tasks = runner();
    while ((await tasks.runOnce()) !== undefined);
    const record = CodeRecord.parse((await as(t, seller, 'GET', `/api/codes/records/${started.data.taskId}`)).data);
    expect(record).toMatchObject({ made: 0, stockAfter: 3 });
    expect((await as(t, seller, 'GET', `/api/task/${started.data.taskId}`)).data.progress).toMatchObject({ failed: 1 });
    expect(await findStockCountMismatches(t.db)).toEqual([]);
  });
});

/**
 * Runs `work` while the database cancels any write of more than `rows` of the card's codes, as the
 * statement time-out does to a long statement on a busy machine.
 */
async function whileWritesOverCancelled(cardId: string, rows: number, work: () => Promise<void>) {
  await t.db.execute(
    sql.raw(`create function cancel_long_batch() returns trigger language plpgsql as $$
    begin
      if (select count(*) from made where card_id = '${cardId}') > ${rows} then
        raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled';
      end if;
      return null;
    end $$`),
  );
  await t.db.execute(
    sql`create trigger cancel_long_batch after insert on activation_codes referencing new table as made for each statement execute function cancel_long_batch()`,
  );
  try {
    await work();
  } finally {
    await t.db.execute(sql`drop trigger cancel_long_batch on activation_codes`);
    await t.db.execute(sql`drop function cancel_long_batch()`);
  }
}

describe('generation batches', () => {
  it('makes the codes in the batches its task was queued with, one progress item each, past the units earlier batches took', async () => {
    const seller = await createSeller(t, { stock: 40 });
    const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId: seller.card!.id, quantity: 25 }, { 'idempotency-key': randomUUID() });
    expect((await t.db.select().from(tasks).where(eq(tasks.id, started.data.taskId)))[0]!.input).toMatchObject({ batch: GENERATION_BATCH });
    // Batches of 10: three of them (10, 10, 5), each taking the lowest free serials after the one before.
    await t.db
      .update(tasks)
      .set({ input: sql`${tasks.input} || '{"batch":10}'::jsonb` })
      .where(eq(tasks.id, started.data.taskId));
    const tasksRunner = runner();
    while ((await tasksRunner.runOnce()) !== undefined);
    expect((await findTaskItems(t.db, started.data.taskId)).map((item) => item.result)).toEqual([{ made: 10 }, { made: 10 }, { made: 5 }]);
    const units = await t.db.select().from(cardUnits).where(eq(cardUnits.cardId, seller.card!.id)).orderBy(cardUnits.serial);
    expect(units.map((unit) => unit.state)).toEqual([...Array(25).fill('CODED'), ...Array(15).fill('FREE')]);
    expect(CodeRecord.parse((await as(t, seller, 'GET', `/api/codes/records/${started.data.taskId}`)).data)).toMatchObject({ made: 25, stockAfter: 15 });
    expect(await findStockCountMismatches(t.db)).toEqual([]);
  });

  it('makes a batch whose statement the time-out cancelled again in halves, in the same progress item', async () => {
    const seller = await createSeller(t, { stock: 1000 });
    const cardId = seller.card!.id;
    await whileWritesOverCancelled(cardId, 300, async () => {
      const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId, quantity: 1000 }, { 'idempotency-key': randomUUID() });
      await t.db
        .update(tasks)
        .set({ input: sql`${tasks.input} || '{"batch":1000}'::jsonb` })
        .where(eq(tasks.id, started.data.taskId));
      const tasksRunner = runner();
      while ((await tasksRunner.runOnce()) !== undefined);
      // 1,000 cancelled, then 500 cancelled, then 250 and 250 made; the same for the second 500.
      expect((await findTaskItems(t.db, started.data.taskId)).map((item) => item.result)).toEqual([{ made: 1000 }]);
      const moved = await t.db
        .select()
        .from(cardMovements)
        .where(and(eq(cardMovements.cardId, cardId), eq(cardMovements.kind, 'CODED')));
      expect(moved.map((movement) => movement.quantity)).toEqual([250, 250, 250, 250]);
      const units = await t.db.select().from(cardUnits).where(eq(cardUnits.cardId, cardId));
      expect(units.filter((unit) => unit.state === 'CODED')).toHaveLength(1000);
      expect(await t.db.select({ n: count() }).from(activationCodes).where(eq(activationCodes.cardId, cardId))).toEqual([{ n: 1000 }]);
      expect(CodeRecord.parse((await as(t, seller, 'GET', `/api/codes/records/${started.data.taskId}`)).data)).toMatchObject({ made: 1000, stockAfter: 0 });
      expect(await findStockCountMismatches(t.db)).toEqual([]);
    });
  });

  it("puts the task back when a batch too small to halve is cancelled, and keeps the database's reason as its last error", async () => {
    const seller = await createSeller(t, { stock: 10 });
    const cardId = seller.card!.id;
    await whileWritesOverCancelled(cardId, 0, async () => {
      const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId, quantity: 10 }, { 'idempotency-key': randomUUID() });
      expect(await runner().runOnce()).toMatchObject({ taskId: started.data.taskId, outcome: 'RETRY' });
      const [task] = await t.db.select().from(tasks).where(eq(tasks.id, started.data.taskId));
      expect(task).toMatchObject({ state: 'PENDING', lastError: '57014: canceling statement due to statement timeout' });
      expect(await t.db.select({ n: count() }).from(activationCodes).where(eq(activationCodes.cardId, cardId))).toEqual([{ n: 0 }]);
    });
  });

  it('runs a task queued before its batch size was kept in batches of 1,000', async () => {
    const seller = await createSeller(t, { stock: 1200 });
    const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId: seller.card!.id, quantity: 1100 }, { 'idempotency-key': randomUUID() });
    await t.db
      .update(tasks)
      .set({ input: sql`${tasks.input} - 'batch'` })
      .where(eq(tasks.id, started.data.taskId));
    const tasksRunner = runner();
    while ((await tasksRunner.runOnce()) !== undefined);
    expect((await findTaskItems(t.db, started.data.taskId)).map((item) => `${item.key}:${JSON.stringify(item.result)}`)).toEqual([
      '0:{"made":1000}',
      '1:{"made":100}',
    ]);
    expect(CodeRecord.parse((await as(t, seller, 'GET', `/api/codes/records/${started.data.taskId}`)).data)).toMatchObject({ made: 1100, stockAfter: 100 });
  });
});

describe('finding codes', () => {
  it('finds a code by itself (any case, spaces and dashes) and an account card’s code by its account', async () => {
    const seller = await createSeller(t, { stock: 0 });
    const card = await createCard(t, seller, { type: 'ACCOUNT_CARD' });
    expect((await changeStock(t, seller, card.id, 4)).respCode).toBe(200);
    const record = await generate(seller, card.id, 4);
    const { list } = await codesOf(seller, record.taskId);
    const wanted = list[2]!;
    expect(wanted.account).toMatch(/^\d{10}$/);
    expect((await codesOf(seller, record.taskId, `?keyword=${encodeURIComponent(` ${wanted.code.toLowerCase()} `)}`)).list.map((item) => item.id)).toEqual([
      wanted.id,
    ]);
    expect((await codesOf(seller, record.taskId, `?keyword=${wanted.account}`)).list.map((item) => item.id)).toEqual([wanted.id]);
    expect((await codesOf(seller, record.taskId, '?keyword=ZZZZZZZZZZZZZZZZ')).total).toBe(0);
  });
});

describe('POST /api/redeem (public)', () => {
  it('reads a typed O as 0 and an I or L as 1, makes long codes without look-alikes, and still takes a long code made with them as typed', async () => {
    const seller = await createSeller(t, { stock: 0 });
    const card = await createCard(t, seller, { type: 'ACCOUNT_CARD', periodPlan: 'MONTH_1', totalSessions: 1, tvSessions: 1, mobileWebSessions: 0 });
    await changeStock(t, seller, card.id, 60);
    // A digits code read off a screen with its 0 as O and its 1 as I or l.
    const digits = (await codesOf(seller, (await generate(seller, card.id, 8, 'DIGITS')).taskId)).list.map((code) => code.code);
    const withLookAlikes = digits.find((code) => /[01]/.test(code))!;
    const misread = withLookAlikes.replace(/0/g, 'O').replace(/1/, 'I').replace(/1/g, 'l');
    expect(misread).not.toBe(withLookAlikes);
    expect((await redeem(misread)).body.respCode, misread).toBe(200);
    expect((await redeem(withLookAlikes)).body.respCode).toBe(ERROR_CODES.CODE_ALREADY_USED);
    // Long codes: 50 of them, 1,000 characters, not one 0, O, 1, I or L (the old alphabet would have given some 140).
    const long = await generate(seller, card.id, 50, 'LONG');
    const longCodes = (await codesOf(seller, long.taskId, '?pageSize=50')).list.map((code) => code.code.replace(/-/g, ''));
    expect(longCodes).toHaveLength(50);
    expect(longCodes.join('')).toMatch(/^[A-HJKMNP-Z2-9]{1000}$/);
    // A long code made before: it holds an O and a 0, an I and a 1, and is found exactly as it was given out.
    const vault = codeVault(loadCodesKey(t.config));
    const before = 'OLD0OIL1ABCDEFGH2345';
    const [row] = await t.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.recordId, (await t.db.select().from(codeRecords).where(eq(codeRecords.taskId, long.taskId)))[0]!.id))
      .limit(1);
    await t.db
      .update(activationCodes)
      .set({ sealed: vault.seal(before), lookup: vault.lookup(before) })
      .where(eq(activationCodes.id, row!.id));
    expect((await redeem('old0-oil1-abcd-efgh-2345')).body.respCode).toBe(200);
    expect((await codesOf(seller, long.taskId, `?keyword=${before}`)).list.map((code) => code.status)).toEqual(['ACTIVATED']);
  });

  it('activates an account card’s code: the account is created on the platform with the card’s period and sessions', async () => {
    const seller = await createSeller(t, { stock: 0 });
    const card = await createCard(t, seller, { type: 'ACCOUNT_CARD', periodPlan: 'MONTH_1', totalSessions: 3, tvSessions: 1, mobileWebSessions: 2 });
    await changeStock(t, seller, card.id, 1);
    const record = await generate(seller, card.id, 1);
    const [code] = (await codesOf(seller, record.taskId)).list;
    const body = (await redeem(code!.code)).body;
    expect(body.respCode, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ cardType: 'ACCOUNT_CARD', target: code!.account, sessions: { total: 3, tv: 1, mobileWeb: 2 } });
    expect(new Date(body.data.expiresAt).getTime() - t.clock.now().getTime()).toBe(30 * 86_400_000);
    expect((await codesOf(seller, record.taskId)).list[0]).toMatchObject({ status: 'ACTIVATED', activatedAt: t.clock.now().toISOString() });
    expect((await redeem(code!.code)).body.respCode).toBe(ERROR_CODES.CODE_ALREADY_USED);
    expect((await as(t, seller, 'GET', `/api/codes/records/${record.taskId}`)).data.activated).toBe(1);
    expect(await findStockCountMismatches(t.db)).toEqual([]);
  });

  it('extends an existing account with a recharge card, and says so when the account does not exist (130026)', async () => {
    const seller = await createSeller(t, { stock: 2 });
    const record = await generate(seller, seller.card!.id, 2);
    const [first, second] = (await codesOf(seller, record.taskId)).list;
    const expiresAt = new Date(t.clock.now().getTime() + 5 * 86_400_000);
    // The account's plan and sessions are the card's: the recharge rules let it be extended while it runs.
    const [card] = await t.db.select().from(cards).where(eq(cards.id, seller.card!.id));
    await t.db.insert(clientAccounts).values({
      accountId: 'CLIENT-7',
      brand: card!.brand,
      plan: card!.periodPlan,
      sessionsTotal: card!.totalSessions ?? 0,
      sessionsTv: card!.tvSessions ?? 0,
      sessionsMobileWeb: card!.mobileWebSessions ?? 0,
      expiresAt,
    });
    expect((await redeem(first!.code, 'NOBODY')).body.respCode).toBe(ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND);
    expect((await redeem(first!.code)).body).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'target' } });
    const body = (await redeem(first!.code, 'CLIENT-7')).body;
    expect(new Date(body.data.expiresAt).getTime()).toBe(expiresAt.getTime() + 30 * 86_400_000);
    expect((await codesOf(seller, record.taskId)).list.map((item) => item.status)).toEqual(['ACTIVATED', 'NORMAL']);
    // A locked code (its order charged back) is refused.
    await t.db
      .update(activationCodes)
      .set({ status: 'LOCKED' })
      .where(eq(activationCodes.id, Number(second!.id)));
    expect((await redeem(second!.code, 'CLIENT-7')).body).toMatchObject({ respCode: ERROR_CODES.OPERATION_DENIED, data: { reason: 'LOCKED' } });
  });

  it('refuses an unknown code, and counts tries per source address before looking (140029)', async () => {
    expect((await redeem('AAAA-BBBB-CCCC-DDDD')).body).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'code', reason: 'UNKNOWN' } });
    expect((await redeem('not a code')).body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
    const strict = await createTestApp({ redeemMaxTries: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await call(strict.app, { method: 'POST', url: '/api/redeem', payload: { code: 'AAAABBBBCCCCDDDD' } })).body.respCode);
      expect(statuses).toEqual([ERROR_CODES.PARAM_ERROR, ERROR_CODES.PARAM_ERROR, ERROR_CODES.PARAM_ERROR, ERROR_CODES.OPERATION_TOO_FREQUENT]);
    } finally {
      await strict.close();
    }
  });
});

describe('the stock', () => {
  it('never gives a unit two codes: the database refuses it', async () => {
    const seller = await createSeller(t, { stock: 1 });
    const record = await generate(seller, seller.card!.id, 1);
    const [row] = await t.db.select().from(activationCodes).where(eq(activationCodes.ownerId, seller.user.id));
    await expect(
      t.db.execute(
        sql`insert into activation_codes (record_id, owner_id, card_id, unit_id, card_number, lookup, sealed) values (${row!.recordId}, ${row!.ownerId}, ${row!.cardId}, ${row!.unitId}, ${row!.cardNumber}, 'x', 'y')`,
      ),
    ).rejects.toThrow();
    expect(record.made).toBe(1);
  });

  it('locks the codes made from an order’s units when the order is charged back, whoever made them', async () => {
    const seller = await createSeller(t, { stock: 6 });
    const reseller = await createSeller(t, { stock: 0 });
    const delivered = await deliver(t, { cardId: seller.card!.id, seller, buyer: reseller, quantity: 4 });
    const record = await generate(reseller, seller.card!.id, 3);
    const [{ orderId }] = await t.db
      .select({ orderId: orderUnits.orderId })
      .from(orderUnits)
      .innerJoin(cardUnits, eq(cardUnits.id, orderUnits.unitId))
      .where(eq(cardUnits.cardNumber, delivered[0]!));
    expect(await withTransaction(t.db, (tx) => lockCodesOfOrder(tx, orderId!))).toBe(3);
    const codes = (await codesOf(reseller, record.taskId)).list;
    expect(codes.map((item) => item.status)).toEqual(['LOCKED', 'LOCKED', 'LOCKED']);
    expect((await redeem(codes[0]!.code, 'ANY')).body).toMatchObject({ respCode: ERROR_CODES.OPERATION_DENIED, data: { reason: 'LOCKED' } });
  });
});
