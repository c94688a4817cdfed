// The platform operator's calls: refused to everyone else (20003) on every route, rates and fees
// with their history, the platform bank account, the ledger at a glance and its verify, unsent
// messages without their bodies, and every action recorded.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { LedgerOverview, RatesResponse } from '@panel/domain/contract/ops';
import { createTestApp, type TestApp } from '../../../test/app';
import { outboxMessages, users } from '../../db/schema';
import { as, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import { maskRecipient } from './ops.service';
import { createTestRunner } from '../../../test/fixtures/tasks.fixtures';
import { registerLedgerVerifySweep } from '../ledger/verify';

let t: TestApp;
let ops: Actor;
let someone: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ops = await createActor(t);
  await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, ops.user.id));
  someone = await createActor(t);
});
afterAll(() => t.close());

const ROUTES: ['GET' | 'POST' | 'PUT', string, object?][] = [
  ['GET', '/api/ops/overview'],
  ['GET', '/api/ops/topups'],
  ['GET', `/api/ops/topups/${randomUUID()}`],
  ['POST', `/api/ops/topups/${randomUUID()}/confirm`, { receivedAmount: '1' }],
  ['POST', `/api/ops/topups/${randomUUID()}/reject`, { reason: 'x' }],
  ['GET', '/api/ops/rates'],
  ['PUT', '/api/ops/rates/BRL', { rate: '5', feePercent: '1', feeFixed: '0' }],
  ['GET', '/api/ops/rates/BRL/history'],
  ['GET', '/api/ops/bank-account'],
  ['PUT', '/api/ops/bank-account', {}],
  ['GET', '/api/ops/ledger'],
  ['POST', '/api/ops/ledger/verify'],
  ['GET', '/api/ops/messages'],
  ['GET', '/api/ops/actions'],
];

describe('who may call /api/ops', () => {
  it('refuses every operator call to anyone else with 20003, before reading anything they send', async () => {
    for (const [method, url, body] of ROUTES) {
      expect((await as(t, someone, method, url, body, { 'idempotency-key': randomUUID() })).respCode, `${method} ${url}`).toBe(ERROR_CODES.NOT_AUTHORIZED);
    }
  });

  it('shows the operator as PLATFORM only, neither seller nor buyer', async () => {
    expect((await as(t, ops, 'GET', '/api-user/users/current')).data.roles).toEqual([{ code: 'PLATFORM', name: 'platform' }]);
  });
});

describe('rates and fees', () => {
  it('sets a currency’s rate and fee, keeps the history newest first, and records who did it', async () => {
    const set = await as(t, ops, 'PUT', '/api/ops/rates/brl', { rate: '5,40', feePercent: '3.99', feeFixed: '0.50', feeMax: '250' });
    expect(set.respCode, JSON.stringify(set)).toBe(200);
    expect(set.data).toMatchObject({
      currency: 'BRL',
      rate: '5.4',
      feePercent: '3.99',
      feeFixed: '0.50',
      feeMax: '250.00',
      updatedBy: { nickname: ops.user.nickname },
    });
    await as(t, ops, 'PUT', '/api/ops/rates/BRL', { rate: '5.55', feePercent: '3.99', feeFixed: '0.50', feeMax: null });
    const rates = RatesResponse.parse((await as(t, ops, 'GET', '/api/ops/rates')).data);
    expect(rates[0]).toMatchObject({ currency: 'USD', rate: '1' });
    expect(rates.find((row) => row.currency === 'BRL')).toMatchObject({ rate: '5.55', feeMax: null });
    expect((await as(t, ops, 'GET', '/api/ops/rates/BRL/history')).data.map((row: { rate: string }) => row.rate)).toEqual(['5.55', '5.4']);
    expect((await as(t, ops, 'GET', '/api/ops/actions')).data.list[0]).toMatchObject({
      action: 'RATE_SET',
      target: 'BRL',
      detail: { rate: '5.55' },
      operator: { nickname: ops.user.nickname },
    });
  });

  it('keeps USD at 1, and refuses a bad rate, fee or currency', async () => {
    expect((await as(t, ops, 'PUT', '/api/ops/rates/USD', { rate: '1.1', feePercent: '1', feeFixed: '0' })).data).toMatchObject({
      field: 'rate',
      reason: 'USD_IS_ONE',
    });
    expect((await as(t, ops, 'PUT', '/api/ops/rates/USD', { rate: '1', feePercent: '2.9', feeFixed: '0.30' })).data).toMatchObject({ feePercent: '2.90' });
    for (const [body, field] of [
      [{ rate: '0', feePercent: '1', feeFixed: '0' }, 'rate'],
      [{ rate: '5.123456789', feePercent: '1', feeFixed: '0' }, 'rate'],
      [{ rate: '5', feePercent: '101', feeFixed: '0' }, 'feePercent'],
      [{ rate: '5', feePercent: '1', feeFixed: '-1' }, 'feeFixed'],
    ] as const) {
      expect((await as(t, ops, 'PUT', '/api/ops/rates/MXN', body)).data, JSON.stringify(body)).toMatchObject({ field });
    }
    expect((await as(t, ops, 'PUT', '/api/ops/rates/XYZ', { rate: '1', feePercent: '1', feeFixed: '0' })).respCode).toBe(ERROR_CODES.CURRENCY_NOT_SUPPORTED);
    expect((await as(t, ops, 'PUT', '/api/ops/rates/VCOIN', { rate: '1', feePercent: '1', feeFixed: '0' })).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });

  it('refuses an amount of 20 digits in any rate or fee field with 4001 naming the field, and changes nothing', async () => {
    const huge = '12345678901234567890';
    for (const field of ['rate', 'feeFixed', 'feeMax'] as const) {
      for (const value of [huge, `${huge}.5`, `0${huge}`]) {
        const answer = await as(t, ops, 'PUT', '/api/ops/rates/COP', { rate: '5', feePercent: '1', feeFixed: '0', feeMax: '10', [field]: value });
        expect(answer, `${field} ${value}`).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field } });
      }
    }
    // Longer than a percentage can be: over the maximum number of characters.
    expect(await as(t, ops, 'PUT', '/api/ops/rates/COP', { rate: '5', feePercent: huge, feeFixed: '0' })).toMatchObject({
      respCode: ERROR_CODES.TOO_LONG,
      data: { field: 'feePercent' },
    });
    expect((await as(t, ops, 'GET', '/api/ops/rates/COP/history')).data).toEqual([]);
  });
});

describe('the platform bank account', () => {
  it('answers null until set, validates the SWIFT code, and is recorded when set', async () => {
    expect((await as(t, ops, 'GET', '/api/ops/bank-account')).data).toBeNull();
    const bank = {
      recipientBank: 'Example Bank',
      bankAddress: '1 Main St',
      recipientName: 'Platform Ltd',
      recipientAddress: '2 Main St',
      recipientAccount: '123-456',
      swift: 'bad',
    };
    expect((await as(t, ops, 'PUT', '/api/ops/bank-account', bank)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, ops, 'PUT', '/api/ops/bank-account', { ...bank, swift: 'examhkhh' })).data).toMatchObject({
      swift: 'EXAMHKHH',
      bankCode: null,
      branchCode: null,
    });
    expect((await as(t, ops, 'GET', '/api/ops/actions')).data.list[0]).toMatchObject({ action: 'BANK_ACCOUNT_SET', target: 'Example Bank' });
  });
});

describe('the ledger and the messages', () => {
  it('shows the ledger at a glance, verifies it on demand and keeps the result', async () => {
    const before = LedgerOverview.parse((await as(t, ops, 'GET', '/api/ops/ledger')).data);
    expect(before.platformAccounts.map((row) => row.code)).toEqual(expect.arrayContaining(['OFFLINE_TOPUP', 'FEES', 'CHARGEBACK_LOSS']));
    const verified = await as(t, ops, 'POST', '/api/ops/ledger/verify');
    expect(verified.data).toMatchObject({ ok: true, violations: [] });
    expect((await as(t, ops, 'GET', '/api/ops/ledger')).data.lastVerify).toMatchObject({ ok: true, at: verified.data.at });
    expect((await as(t, ops, 'GET', '/api/ops/overview')).data).toMatchObject({ lastVerify: { ok: true }, topUpsWaiting: 0 });
  });

  it('is verified once a day by a sweep on the task runner, which keeps the result', async () => {
    const runner = createTestRunner(t.db, t.clock, 'ledger-sweep');
    registerLedgerVerifySweep(runner);
    t.clock.advance(60_000);
    expect(await runner.runOnce()).toMatchObject({ outcome: 'DONE' });
    expect((await as(t, ops, 'GET', '/api/ops/ledger')).data.lastVerify).toMatchObject({ ok: true, at: t.clock.now().toISOString() });
  });

  it('lists messages kept in the outbox with the address masked and never the body (it carries codes)', async () => {
    await t.db.insert(outboxMessages).values({ channel: 'email', recipient: 'someone@example.com', subject: 'Your code', body: 'Code 1234' });
    const [message] = (await as(t, ops, 'GET', '/api/ops/messages')).data.list;
    expect(message).toEqual({ id: expect.any(String), channel: 'email', recipient: 's***@example.com', subject: 'Your code', createdAt: expect.any(String) });
    expect(maskRecipient('+5511987654321')).toBe('+55*********21');
  });
});
