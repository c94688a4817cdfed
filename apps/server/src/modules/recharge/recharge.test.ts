// Bulk recharge: a task of one transaction per account on the built-in provider platform. A
// recharged account uses exactly `quantity` units (RECHARGED, with a movement) and gains `quantity`
// periods; a refused one (its rule's code) consumes nothing and the task goes on. Undo within the
// window while the account's expiry is still the recharge's. Everything is its owner's only.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { HistoryAccountsResponse, RECHARGE_UNDO_HOURS, RechargeDetail, RechargeListResponse, RechargeUnitsResponse } from '@panel/domain/contract/recharge';
import { createTestApp, type TestApp } from '../../../test/app';
import { cardMovements, cardUnits, clientAccounts } from '../../db/schema';
import { as, changeStock, createCard, createSeller, findStockCountMismatches, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createTestRunner } from '../../../test/fixtures/tasks.fixtures';
import { registerRecharge } from './recharge.service';
import { DEMO_RECHARGE, seedDemoRecharge } from '../../seed/demo-recharge';

const DAY = 86_400_000;
const PERIOD = 30 * DAY;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs every due recharge task to its end with a runner of the test's own. */
async function runTasks() {
  const tasks = createTestRunner(t.db, t.clock, `recharge-${randomUUID()}`);
  registerRecharge(tasks);
  while ((await tasks.runOnce()) !== undefined);
}

const key = () => ({ 'idempotency-key': randomUUID() });
const start = (seller: Actor, cardId: string, accounts: string[], quantity = 1) =>
  as(t, seller, 'POST', '/api/recharge', { cardId, accounts, quantity }, key());
const detailOf = async (seller: Actor, taskId: string) => RechargeDetail.parse((await as(t, seller, 'GET', `/api/recharge/${taskId}`)).data);
const unitsOf = async (seller: Actor, taskId: string, query = '') =>
  RechargeUnitsResponse.parse((await as(t, seller, 'GET', `/api/recharge/${taskId}/units${query}`)).data);
const undo = (seller: Actor, taskId: string, account: string, headers: Record<string, string> = key()) =>
  as(t, seller, 'POST', `/api/recharge/${taskId}/undo`, { account }, headers);

/** Starts a recharge and runs it; answers its detail. */
async function recharge(seller: Actor, cardId: string, accounts: string[], quantity = 1) {
  const started = await start(seller, cardId, accounts, quantity);
  expect(started.respCode, JSON.stringify(started)).toBe(200);
  await runTasks();
  return detailOf(seller, started.data.taskId);
}

/**
 * A client account on the built-in platform matching the test card (StarTV, MONTH_1, 3 sessions:
 * 1 TV, 2 mobile and web), expiring in 5 days unless told otherwise; answers its id.
 */
async function clientAccount(overrides: Partial<typeof clientAccounts.$inferInsert> = {}) {
  const accountId = `C-${randomUUID().slice(0, 12)}`;
  await t.db.insert(clientAccounts).values({
    accountId,
    brand: 'StarTV',
    plan: 'MONTH_1',
    expiresAt: new Date(t.clock.now().getTime() + 5 * DAY),
    sessionsTotal: 3,
    sessionsTv: 1,
    sessionsMobileWeb: 2,
    ...overrides,
  });
  return accountId;
}
const expiryOf = async (accountId: string) => (await t.db.select().from(clientAccounts).where(eq(clientAccounts.accountId, accountId)))[0]!.expiresAt!;
const unitStates = async (cardId: string) => {
  const units = await t.db.select({ state: cardUnits.state }).from(cardUnits).where(eq(cardUnits.cardId, cardId));
  return units.reduce<Record<string, number>>((counts, unit) => ({ ...counts, [unit.state]: (counts[unit.state] ?? 0) + 1 }), {});
};

describe('POST /api/recharge', () => {
  it('recharges each account with `quantity` units and periods, in the order given, and a missing account fails alone with 130026', async () => {
    const seller = await createSeller(t, { stock: 10 });
    const cardId = seller.card!.id;
    const [first, third] = [await clientAccount(), await clientAccount()];
    const before = await expiryOf(first);
    const detail = await recharge(seller, cardId, [first, 'NOBODY-1', third], 2);
    expect(detail).toMatchObject({ state: 'DONE', quantity: 2, accounts: 3, succeeded: 2, failed: 1, card: { id: cardId, type: 'RECHARGE_CARD' } });
    expect(detail.items.map(({ account, status, errorCode, units, canUndo }) => ({ account, status, errorCode, units, canUndo }))).toEqual([
      { account: first, status: 'SUCCESS', errorCode: null, units: 2, canUndo: true },
      { account: 'NOBODY-1', status: 'FAILED', errorCode: ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND, units: 0, canUndo: false },
      { account: third, status: 'SUCCESS', errorCode: null, units: 2, canUndo: true },
    ]);
    expect((await expiryOf(first)).getTime()).toBe(before.getTime() + 2 * PERIOD);
    expect(detail.items[0]!.expiresAt).toBe((await expiryOf(first)).toISOString());
    expect(await unitStates(cardId)).toEqual({ FREE: 6, RECHARGED: 4 });
    const movements = await t.db
      .select()
      .from(cardMovements)
      .where(and(eq(cardMovements.cardId, cardId), eq(cardMovements.kind, 'RECHARGED')));
    expect(movements.map((movement) => movement.quantity)).toEqual([2, 2]);
    // The units each account used, filtered by account.
    const units = await unitsOf(seller, detail.taskId);
    expect(units.total).toBe(4);
    expect(units.list.map((unit) => unit.account)).toEqual([first, first, third, third]);
    expect(new Set(units.list.map((unit) => unit.cardNumber)).size).toBe(4);
    expect((await unitsOf(seller, detail.taskId, `?account=${third}`)).list.every((unit) => unit.account === third && !unit.undone)).toBe(true);
    // Its task's progress, and the caller's stock count (it now has 6 free).
    expect((await as(t, seller, 'GET', `/api/task/${detail.taskId}`)).data).toMatchObject({ state: 'DONE', progress: { done: 3, failed: 1, total: 3 } });
    expect(await findStockCountMismatches(t.db)).toEqual([]);
  });

  it('refuses a wrong list (4001 with the rule), quantity 0, a card not in stock (130085), not a recharge card (130012), fewer free units than accounts x quantity (120035)', async () => {
    const seller = await createSeller(t, { stock: 5 });
    const other = await createSeller(t, { stock: 5 });
    const cardId = seller.card!.id;
    const ruleOf = async (accounts: unknown) => (await as(t, seller, 'POST', '/api/recharge', { cardId, accounts, quantity: 1 }, key())).data?.rule;
    expect(await ruleOf([])).toBe('validation.accountsMin');
    expect(await ruleOf(Array.from({ length: 21 }, (_, i) => `A${i}`))).toBe('validation.accountsMax');
    expect(await ruleOf(['A', 'B', 'A'])).toBe('validation.accountsDuplicate');
    expect((await start(seller, cardId, ['A'], 0)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, seller, 'POST', '/api/recharge', { cardId, accounts: ['A'], quantity: 1 })).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await start(seller, other.card!.id, ['A'])).respCode).toBe(ERROR_CODES.CARD_NOT_OWNED);
    expect((await start(seller, randomUUID(), ['A'])).respCode).toBe(ERROR_CODES.CARD_NOT_OWNED);
    const accountCard = await createCard(t, seller, { type: 'ACCOUNT_CARD' });
    expect((await changeStock(t, seller, accountCard.id, 3)).respCode).toBe(200);
    expect((await start(seller, accountCard.id, ['A'])).respCode).toBe(ERROR_CODES.INVALID_RECHARGE_CARD);
    const short = await start(seller, cardId, ['A', 'B', 'C'], 2);
    expect(short).toMatchObject({ respCode: ERROR_CODES.INSUFFICIENT_STOCK, data: { free: 5, needed: 6 } });
    expect((await as(t, seller, 'GET', '/api/recharge/list')).data.total).toBe(0);
  });

  it('refuses the same card and accounts while their recharge runs (2000011), in any order, and takes them again once it is done', async () => {
    const seller = await createSeller(t, { stock: 10 });
    const cardId = seller.card!.id;
    const [a, b] = [await clientAccount(), await clientAccount()];
    const first = await start(seller, cardId, [a, b]);
    expect(first.respCode).toBe(200);
    expect((await start(seller, cardId, [b, a])).respCode).toBe(ERROR_CODES.TASK_ALREADY_PROCESSING);
    expect((await start(seller, cardId, [a])).respCode).toBe(200);
    const listed = RechargeListResponse.parse((await as(t, seller, 'GET', '/api/recharge/list?status=IN_PROGRESS')).data);
    expect(listed.list.map((item) => item.state)).toEqual(['PENDING', 'PENDING']);
    await runTasks();
    expect((await as(t, seller, 'GET', '/api/recharge/list?status=IN_PROGRESS')).data.total).toBe(0);
    expect((await as(t, seller, 'GET', '/api/recharge/list?status=COMPLETED')).data.total).toBe(2);
    expect((await start(seller, cardId, [a, b])).respCode).toBe(200);
    await runTasks();
  });

  it('fails an account whose units went meanwhile with 120035 and consumes nothing for it', async () => {
    const seller = await createSeller(t, { stock: 4 });
    const cardId = seller.card!.id;
    const [a, b] = [await clientAccount(), await clientAccount()];
    const started = await start(seller, cardId, [a, b], 2);
    expect((await changeStock(t, seller, cardId, -2)).respCode).toBe(200);
    await runTasks();
    const detail = await detailOf(seller, started.data.taskId);
    expect(detail.items.map((item) => [item.status, item.errorCode])).toEqual([
      ['SUCCESS', null],
      ['FAILED', ERROR_CODES.INSUFFICIENT_STOCK],
    ]);
    expect(await unitStates(cardId)).toEqual({ RECHARGED: 2, RETIRED: 2 });
    expect(await findStockCountMismatches(t.db)).toEqual([]);
  });
});

describe('the platform’s rules', () => {
  it('refuses another brand (130066), another plan still running (130028), other sessions still running (130027), each consuming nothing', async () => {
    const seller = await createSeller(t, { stock: 10 });
    const cardId = seller.card!.id;
    const now = t.clock.now().getTime();
    const brand = await clientAccount({ brand: 'MoonTV' });
    const plan = await clientAccount({ plan: 'YEAR_1' });
    const sessions = await clientAccount({ sessionsTotal: 2, sessionsTv: 1, sessionsMobileWeb: 1 });
    const planExpired = await clientAccount({ plan: 'YEAR_1', expiresAt: new Date(now - DAY) });
    const sessionsExpired = await clientAccount({ sessionsTotal: 2, sessionsTv: 1, sessionsMobileWeb: 1, expiresAt: new Date(now - DAY) });
    const planBefore = await expiryOf(plan);
    const detail = await recharge(seller, cardId, [brand, plan, sessions, planExpired, sessionsExpired]);
    expect(detail.items.map((item) => item.errorCode)).toEqual([
      ERROR_CODES.RECHARGE_NOT_SUPPORTED_FOR_BRAND,
      ERROR_CODES.RECHARGE_UNTIL_PLAN_EXPIRES,
      ERROR_CODES.CLIENT_ACCOUNT_NOT_EXPIRED,
      null,
      null,
    ]);
    expect(await expiryOf(plan)).toEqual(planBefore);
    // An expired account starts its new period now, on the card's plan.
    expect((await expiryOf(planExpired)).getTime()).toBe(now + PERIOD);
    expect((await t.db.select().from(clientAccounts).where(eq(clientAccounts.accountId, planExpired)))[0]!.plan).toBe('MONTH_1');
    expect(await unitStates(cardId)).toEqual({ FREE: 8, RECHARGED: 2 });
  });

  it('refuses a card without sessions for an account that has some (120046), and one with fewer sessions than the account’s TV and mobile ones (120048)', async () => {
    const seller = await createSeller(t, { stock: 0 });
    const expired = { expiresAt: new Date(t.clock.now().getTime() - DAY) };
    const noSessions = await createCard(t, seller, { totalSessions: 0, tvSessions: 0, mobileWebSessions: 0 });
    const twoSessions = await createCard(t, seller, { totalSessions: 2, tvSessions: 1, mobileWebSessions: 1 });
    for (const card of [noSessions, twoSessions]) expect((await changeStock(t, seller, card.id, 3)).respCode).toBe(200);
    const withSessions = await clientAccount(expired);
    const none = await clientAccount({ ...expired, sessionsTotal: 0, sessionsTv: 0, sessionsMobileWeb: 0 });
    expect((await recharge(seller, noSessions.id, [withSessions, none])).items.map((item) => item.errorCode)).toEqual([
      ERROR_CODES.SESSION_PRODUCT_REQUIRED,
      null,
    ]);
    const tooMany = await clientAccount(expired);
    const fits = await clientAccount({ ...expired, sessionsTotal: 2, sessionsTv: 1, sessionsMobileWeb: 1 });
    expect((await recharge(seller, twoSessions.id, [tooMany, fits])).items.map((item) => item.errorCode)).toEqual([
      ERROR_CODES.SESSION_PRODUCTS_OVER_LIMIT,
      null,
    ]);
    expect(await unitStates(noSessions.id)).toEqual({ FREE: 2, RECHARGED: 1 });
    expect(await unitStates(twoSessions.id)).toEqual({ FREE: 2, RECHARGED: 1 });
  });
});

describe('POST /api/recharge/{taskId}/undo', () => {
  it('gives the account’s units back and moves its expiry back; the key replays; a second undo and a failed account are 130084', async () => {
    const seller = await createSeller(t, { stock: 6 });
    const cardId = seller.card!.id;
    const [a, b] = [await clientAccount(), await clientAccount()];
    const before = await expiryOf(a);
    const detail = await recharge(seller, cardId, [a, b, 'NOBODY-2'], 2);
    const headers = key();
    const undone = await undo(seller, detail.taskId, a, headers);
    expect(undone).toMatchObject({ respCode: 200, data: { account: a, status: 'UNDONE', units: 0, canUndo: false, expiresAt: before.toISOString() } });
    expect(await expiryOf(a)).toEqual(before);
    expect(await unitStates(cardId)).toEqual({ FREE: 4, RECHARGED: 2 });
    expect((await undo(seller, detail.taskId, a, headers)).data).toEqual(undone.data);
    expect(await unitStates(cardId)).toEqual({ FREE: 4, RECHARGED: 2 });
    expect((await undo(seller, detail.taskId, a)).data).toMatchObject({ reason: 'ALREADY_UNDONE' });
    expect((await undo(seller, detail.taskId, 'NOBODY-2')).respCode).toBe(ERROR_CODES.UNDO_RECHARGE_FAILED_ALT);
    expect((await undo(seller, detail.taskId, 'NEVER-IN-IT')).respCode).toBe(ERROR_CODES.UNDO_RECHARGE_FAILED_ALT);
    expect((await as(t, seller, 'POST', `/api/recharge/${detail.taskId}/undo`, { account: b })).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    const after = await detailOf(seller, detail.taskId);
    expect(after.items.map((item) => [item.status, item.units])).toEqual([
      ['UNDONE', 0],
      ['SUCCESS', 2],
      ['FAILED', 0],
    ]);
    const units = await unitsOf(seller, detail.taskId);
    expect(units.list.map((unit) => [unit.account, unit.undone])).toEqual([
      [a, true],
      [a, true],
      [b, false],
      [b, false],
    ]);
    // The stock history shows the units coming back.
    const movements = await t.db
      .select({ kind: cardMovements.kind, quantity: cardMovements.quantity })
      .from(cardMovements)
      .where(eq(cardMovements.cardId, cardId));
    expect(movements.filter((movement) => movement.kind === 'RECHARGE_UNDONE')).toEqual([{ kind: 'RECHARGE_UNDONE', quantity: 2 }]);
    // Units given back can be used again.
    const again = await recharge(seller, cardId, [a], 2);
    expect(again.items[0]).toMatchObject({ status: 'SUCCESS', units: 2 });
    expect(await findStockCountMismatches(t.db)).toEqual([]);
  });

  it('refuses once the account was recharged since (130084 RECHARGED_SINCE) and after the window (130083 WINDOW_PASSED)', async () => {
    const seller = await createSeller(t, { stock: 6 });
    const cardId = seller.card!.id;
    const [a, b] = [await clientAccount(), await clientAccount()];
    const first = await recharge(seller, cardId, [a, b]);
    await recharge(seller, cardId, [a]);
    const refused = await undo(seller, first.taskId, a);
    expect(refused).toMatchObject({ respCode: ERROR_CODES.UNDO_RECHARGE_FAILED_ALT, data: { reason: 'RECHARGED_SINCE' } });
    expect((await detailOf(seller, first.taskId)).items.map((item) => item.canUndo)).toEqual([false, true]);
    t.clock.advance(RECHARGE_UNDO_HOURS * 3_600_000);
    expect((await detailOf(seller, first.taskId)).items.map((item) => item.canUndo)).toEqual([false, false]);
    expect(await undo(seller, first.taskId, b)).toMatchObject({ respCode: ERROR_CODES.UNDO_RECHARGE_FAILED, data: { reason: 'WINDOW_PASSED' } });
    expect(await unitStates(cardId)).toEqual({ FREE: 3, RECHARGED: 3 });
  });
});

describe('reads', () => {
  it('keeps every recharge its owner’s: another user’s or an unknown id is 150004, a malformed id 4001, lists and history empty', async () => {
    const seller = await createSeller(t, { stock: 3 });
    const other = await createSeller(t, { stock: 3 });
    const account = await clientAccount();
    const detail = await recharge(seller, seller.card!.id, [account]);
    for (const id of [detail.taskId, randomUUID()]) {
      expect((await as(t, other, 'GET', `/api/recharge/${id}`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
      expect((await as(t, other, 'GET', `/api/recharge/${id}/units`)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
      expect((await undo(other, id, account)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    }
    expect((await as(t, other, 'GET', '/api/recharge/not-a-uuid')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, other, 'GET', '/api/recharge/list')).data.total).toBe(0);
    expect((await as(t, other, 'GET', '/api/recharge/history-accounts')).data).toEqual([]);
    expect(await unitStates(seller.card!.id)).toEqual({ FREE: 2, RECHARGED: 1 });
  });

  it('lists the caller’s recharges newest first, filtered by card, and the accounts recharged, newest first, each once', async () => {
    const seller = await createSeller(t, { stock: 10 });
    const cardId = seller.card!.id;
    const [a, b, c] = [await clientAccount(), await clientAccount(), await clientAccount()];
    const first = await recharge(seller, cardId, [a, b, 'NOBODY-3']);
    t.clock.advance(60_000);
    const second = await recharge(seller, cardId, [c, a]);
    const list = RechargeListResponse.parse((await as(t, seller, 'GET', `/api/recharge/list?cardId=${cardId}&pageSize=1`)).data);
    expect(list).toMatchObject({ total: 2, pageSize: 1 });
    expect(list.list[0]).toMatchObject({ taskId: second.taskId, state: 'DONE', accounts: 2, succeeded: 2, failed: 0 });
    expect((await as(t, seller, 'GET', `/api/recharge/list?cardId=${randomUUID()}`)).data.total).toBe(0);
    expect((await as(t, seller, 'GET', '/api/recharge/list?pageNum=2&pageSize=1')).data.list[0].taskId).toBe(first.taskId);
    const history = HistoryAccountsResponse.parse((await as(t, seller, 'GET', '/api/recharge/history-accounts')).data);
    // a and c share the newest recharge (ties by account); a missing account was never recharged.
    expect(history.map((entry) => entry.account)).toEqual([...[a, c].sort(), b]);
    expect(history[0]!.lastRechargedAt).toBe(second.createdAt);
  });
});

describe('property: units consumed follow the accounts recharged', () => {
  it('consumes exactly successes x quantity, nothing for a failed account, and keeps the stock counts right', async () => {
    const seller = await createSeller(t, { stock: 400 });
    const cardId = seller.card!.id;
    const kind = fc.constantFrom('ok', 'missing', 'brand', 'expired-plan', 'sessions');
    await fc.assert(
      fc.asyncProperty(fc.array(kind, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 3 }), async (kinds, quantity) => {
        const expired = new Date(t.clock.now().getTime() - DAY);
        const accounts: string[] = [];
        for (const k of kinds) {
          if (k === 'missing') accounts.push(`NOBODY-${randomUUID().slice(0, 8)}`);
          else if (k === 'brand') accounts.push(await clientAccount({ brand: 'MoonTV' }));
          else if (k === 'expired-plan') accounts.push(await clientAccount({ plan: 'DAY_7', expiresAt: expired }));
          else if (k === 'sessions') accounts.push(await clientAccount({ sessionsTotal: 1, sessionsTv: 1, sessionsMobileWeb: 0 }));
          else accounts.push(await clientAccount());
        }
        const before = await unitStates(cardId);
        const detail = await recharge(seller, cardId, accounts, quantity);
        const succeeded = kinds.filter((k) => k === 'ok' || k === 'expired-plan').length;
        expect(detail.items.filter((item) => item.status === 'SUCCESS')).toHaveLength(succeeded);
        expect(detail.succeeded).toBe(succeeded);
        const after = await unitStates(cardId);
        expect((after.RECHARGED ?? 0) - (before.RECHARGED ?? 0)).toBe(succeeded * quantity);
        const units = await unitsOf(seller, detail.taskId, '?pageSize=100');
        const failed = new Set(detail.items.filter((item) => item.status === 'FAILED').map((item) => item.account));
        expect(units.list.filter((unit) => failed.has(unit.account))).toEqual([]);
        const recharged = await t.db
          .select({ state: cardUnits.state })
          .from(cardUnits)
          .where(
            inArray(
              cardUnits.cardNumber,
              units.list.map((unit) => unit.cardNumber),
            ),
          );
        expect(recharged.every((unit) => unit.state === 'RECHARGED')).toBe(true);
        expect(await findStockCountMismatches(t.db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});

describe('demo data', () => {
  it('seeds client accounts for the demo recharge card and a completed recharge of three accounts, one refused (130026)', async () => {
    const seller = await createSeller(t, { stock: 10, card: { name: DEMO_RECHARGE.card } });
    const taskId = await seedDemoRecharge(t.db, { sellerId: seller.user.id, now: t.clock.now() });
    const detail = await detailOf(seller, taskId);
    expect(detail).toMatchObject({ state: 'DONE', accounts: 3, succeeded: 2, failed: 1 });
    expect(detail.items.map((item) => [item.account, item.status, item.errorCode])).toEqual([
      ['STAR-100001', 'SUCCESS', null],
      ['STAR-100002', 'SUCCESS', null],
      ['STAR-404404', 'FAILED', ERROR_CODES.CLIENT_ACCOUNT_NOT_FOUND],
    ]);
    expect(await unitStates(seller.card!.id)).toEqual({ FREE: 8, RECHARGED: 2 });
    // The account left over can be recharged by hand.
    expect((await recharge(seller, seller.card!.id, ['STAR-100003'])).items[0]!.status).toBe('SUCCESS');
  });
});
