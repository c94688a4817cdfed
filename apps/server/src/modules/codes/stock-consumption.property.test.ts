// A property test of what codes and recharges do to the stock, over random sequences of
// generations, recharges (of accounts that exist, do not, or break the platform's rules), undos and
// retirements: codes never repeat and never share a unit; units consumed = codes made + units
// recharged; a failed recharge item consumes nothing; every unit is counted once. Replayable from
// fast-check's printed seed.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { activationCodes, cardUnits, clientAccounts, rechargeUnits, recharges, taskItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { as, changeStock, createCard, createSeller, findStockCountMismatches } from '../../../test/fixtures/catalogue.fixtures';
import { createTestRunner } from '../../../test/fixtures/tasks.fixtures';
import { registerRecharge } from '../recharge/recharge.service';
import { codeVault, loadCodesKey } from './code-vault';
import { registerCodeGeneration } from './codes.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const Step = fc.oneof(
  fc.record({ kind: fc.constant('generate' as const), quantity: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('recharge' as const),
    // Accounts by index: 0-2 exist and fit the card, 3 has another brand (130066), 4-5 do not exist (130026).
    accounts: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
    quantity: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('undo' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('retire' as const), quantity: fc.integer({ min: 1, max: 10 }) }),
);

describe('codes and recharges consume the stock exactly', () => {
  it('holds after every random sequence of generations, recharges, undos and retirements', async () => {
    const vault = codeVault(loadCodesKey(t.config));
    await fc.assert(
      fc.asyncProperty(fc.array(Step, { minLength: 3, maxLength: 12 }), async (steps) => {
        const seller = await createSeller(t, { stock: 0 });
        const card = await createCard(t, seller, {
          type: 'RECHARGE_CARD',
          brand: 'StarTV',
          periodPlan: 'MONTH_1',
          totalSessions: 3,
          tvSessions: 1,
          mobileWebSessions: 2,
        });
        const minted = 120;
        expect((await changeStock(t, seller, card.id, minted)).respCode).toBe(200);
        const prefix = randomUUID().slice(0, 8);
        const account = (index: number) => `${prefix}-${index}`;
        const fit = { brand: 'StarTV', plan: 'MONTH_1', sessionsTotal: 3, sessionsTv: 1, sessionsMobileWeb: 2, expiresAt: t.clock.now() };
        await t.db.insert(clientAccounts).values([0, 1, 2].map((i) => ({ accountId: account(i), ...fit })));
        await t.db.insert(clientAccounts).values({ accountId: account(3), ...fit, brand: 'OtherTV' });
        const runner = createTestRunner(t.db, t.clock, `consumption-${prefix}`);
        registerCodeGeneration(runner, () => vault);
        registerRecharge(runner);
        const drain = async () => {
          while ((await runner.runOnce()) !== undefined);
        };
        const rechargeTasks: string[] = [];

        for (const step of steps) {
          const key = { 'idempotency-key': randomUUID() };
          if (step.kind === 'generate') {
            await as(t, seller, 'POST', '/api/codes/generate', { cardId: card.id, quantity: step.quantity }, key);
          } else if (step.kind === 'recharge') {
            const started = await as(
              t,
              seller,
              'POST',
              '/api/recharge',
              { cardId: card.id, accounts: step.accounts.map(account), quantity: step.quantity },
              key,
            );
            if (started.respCode === 200) rechargeTasks.push(started.data.taskId);
          } else if (step.kind === 'undo' && rechargeTasks.length > 0) {
            const taskId = rechargeTasks[step.pick % rechargeTasks.length]!;
            await as(t, seller, 'POST', `/api/recharge/${taskId}/undo`, { account: account(step.pick % 3) }, key);
          } else if (step.kind === 'retire') {
            await changeStock(t, seller, card.id, -step.quantity);
          }
          await drain();

          // Every unit is counted once, and in the right state.
          const units = await t.db.select().from(cardUnits).where(eq(cardUnits.cardId, card.id));
          expect(units).toHaveLength(minted);
          const coded = units.filter((unit) => unit.state === 'CODED');
          const recharged = units.filter((unit) => unit.state === 'RECHARGED');
          const codes = await t.db.select().from(activationCodes).where(eq(activationCodes.cardId, card.id));
          // Codes never repeat and never share a unit; each code is one CODED unit.
          expect(new Set(codes.map((code) => vault.open(code.sealed))).size).toBe(codes.length);
          expect(new Set(codes.map((code) => code.unitId)).size).toBe(codes.length);
          expect(codes.map((code) => code.unitId).sort()).toEqual(coded.map((unit) => unit.id).sort());
          // Units recharged are exactly those recharge items hold (not undone); failed items hold none.
          const held = await t.db
            .select({ unitId: rechargeUnits.unitId, account: rechargeUnits.account, taskId: recharges.taskId })
            .from(rechargeUnits)
            .innerJoin(recharges, eq(recharges.id, rechargeUnits.rechargeId))
            .where(and(eq(recharges.cardId, card.id), isNull(rechargeUnits.undoneAt)));
          expect(held.map((row) => row.unitId).sort()).toEqual(recharged.map((unit) => unit.id).sort());
          for (const taskId of rechargeTasks) {
            const failed = await t.db
              .select({ key: taskItems.key })
              .from(taskItems)
              .where(and(eq(taskItems.taskId, taskId), eq(taskItems.state, 'FAILED')));
            for (const { key: failedAccount } of failed) expect(held.filter((row) => row.taskId === taskId && row.account === failedAccount)).toEqual([]);
            expect(failed.map((item) => item.key).every((name) => !name.endsWith('-0') && !name.endsWith('-1') && !name.endsWith('-2'))).toBe(true);
          }
          expect(await findStockCountMismatches(t.db)).toEqual([]);
        }
      }),
      { numRuns: 8 },
    );
  });
});
