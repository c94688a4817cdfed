// Device licences on the public redeem page: the first redemption for a device binds it and answers
// its device secret; a later one needs that secret and only extends the licence running (same
// brand and plan, from its expiry); another brand (130066) or plan (130028) waits until it expires;
// a device id is the domain's safe alphabet. A refusal changes neither the device nor the code.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { DEVICE_ID_MAX, normalizeCode } from '@panel/domain/codes';
import type { CreateCardRequest } from '@panel/domain/contract/cards';
import { CodeRecord, CodesResponse } from '@panel/domain/contract/codes';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { clientAccounts, clientDevices } from '../../db/schema';
import { createTestRunner } from '../../../test/fixtures/tasks.fixtures';
import { as, changeStock, createCard, createSeller, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { codeVault, loadCodesKey } from './code-vault';
import { registerCodeGeneration } from './codes.service';

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ redeemMaxTries: 1000 });
});
afterAll(() => t.close());

/** `quantity` codes of a new seller's device licence card (brand StarTV, a month, unless told), and their statuses as the seller reads them. */
async function licenceCodes(quantity: number, card: Partial<CreateCardRequest> = {}) {
  const seller: Actor = await createSeller(t, { stock: 0 });
  const { id } = await createCard(t, seller, { type: 'DEVICE_LICENCE', name: 'Box licence', brand: 'StarTV', periodPlan: 'MONTH_1', ...card });
  expect((await changeStock(t, seller, id, quantity)).respCode).toBe(200);
  const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId: id, quantity }, { 'idempotency-key': randomUUID() });
  const tasks = createTestRunner(t.db, t.clock, `redeem-${randomUUID()}`);
  registerCodeGeneration(tasks, () => codeVault(loadCodesKey(t.config)));
  while ((await tasks.runOnce()) !== undefined);
  const record = CodeRecord.parse((await as(t, seller, 'GET', `/api/codes/records/${started.data.taskId}`)).data);
  const codes = CodesResponse.parse((await as(t, seller, 'GET', `/api/codes/records/${record.taskId}/codes`)).data).list;
  return {
    codes: codes.map((code) => code.code),
    status: async () => CodesResponse.parse((await as(t, seller, 'GET', `/api/codes/records/${record.taskId}/codes`)).data).list.map((code) => code.status),
  };
}

const redeem = async (code: string, target: string, deviceSecret?: string) =>
  (await call(t.app, { method: 'POST', url: '/api/redeem', payload: { code, target, deviceSecret } })).body;
const device = async (deviceId: string) => (await t.db.select().from(clientDevices).where(eq(clientDevices.deviceId, deviceId)))[0];
const newDeviceId = () => `BOX-${randomUUID().slice(0, 8)}`;

describe('a device licence redeemed on the public page', () => {
  it('binds a new device and answers its secret once; a later code needs the secret and extends from the expiry', async () => {
    const { codes, status } = await licenceCodes(3);
    const id = newDeviceId();
    const first = await redeem(codes[0]!, id);
    expect(first.respCode, JSON.stringify(first)).toBe(200);
    expect(first.data).toMatchObject({ cardType: 'DEVICE_LICENCE', target: id, brand: 'StarTV' });
    expect(first.data.deviceSecret).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const firstExpiry = new Date(first.data.expiresAt).getTime();
    expect(firstExpiry).toBe(t.clock.now().getTime() + 30 * DAY);
    // The database keeps only the secret's hash.
    expect(JSON.stringify(await device(id))).not.toContain(normalizeCode(first.data.deviceSecret));

    t.clock.advance(5 * DAY);
    expect(await redeem(codes[1]!, id)).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'deviceSecret', rule: 'validation.required' } });
    expect(await redeem(codes[1]!, id, 'AAAA-BBBB-CCCC-DDDD')).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'deviceSecret', reason: 'WRONG' },
    });
    expect((await device(id))!.expiresAt!.getTime()).toBe(firstExpiry);
    expect(await status()).toEqual(['ACTIVATED', 'NORMAL', 'NORMAL']);

    // Typed back in lower case without dashes, the secret is the same.
    const second = await redeem(codes[1]!, id, ` ${normalizeCode(first.data.deviceSecret).toLowerCase()} `);
    expect(second.respCode, JSON.stringify(second)).toBe(200);
    expect(new Date(second.data.expiresAt).getTime()).toBe(firstExpiry + 30 * DAY);
    expect(second.data.deviceSecret).toBeNull();
    expect(await status()).toEqual(['ACTIVATED', 'ACTIVATED', 'NORMAL']);
  });

  it('refuses another brand (130066) and another plan (130028) while a licence runs, changing nothing; once expired any licence starts from now', async () => {
    const day = await licenceCodes(1, { periodPlan: 'DAY_1' });
    const otherBrand = await licenceCodes(2, { brand: 'OtherTV', periodPlan: 'DAY_7' });
    const otherPlan = await licenceCodes(1, { periodPlan: 'DAY_7' });
    const id = newDeviceId();
    const { deviceSecret } = (await redeem(day.codes[0]!, id)).data;
    const before = await device(id);

    expect(await redeem(otherBrand.codes[0]!, id, deviceSecret)).toMatchObject({
      respCode: ERROR_CODES.RECHARGE_NOT_SUPPORTED_FOR_BRAND,
      data: { field: 'target' },
    });
    expect(await redeem(otherPlan.codes[0]!, id, deviceSecret)).toMatchObject({ respCode: ERROR_CODES.RECHARGE_UNTIL_PLAN_EXPIRES, data: { field: 'target' } });
    expect(await device(id)).toEqual(before);
    expect([...(await otherBrand.status()), ...(await otherPlan.status())]).toEqual(['NORMAL', 'NORMAL', 'NORMAL']);

    t.clock.advance(2 * DAY);
    const moved = await redeem(otherBrand.codes[0]!, id, deviceSecret);
    expect(moved.respCode, JSON.stringify(moved)).toBe(200);
    expect(new Date(moved.data.expiresAt).getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
    expect(await device(id)).toMatchObject({ brand: 'OtherTV', plan: 'DAY_7' });
    // Still the same device secret: the device stays its first redeemer's.
    expect(await redeem(otherBrand.codes[1]!, id)).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'deviceSecret' } });
  });

  it('binds a device once when two first redemptions for it come at the same time', async () => {
    const { codes, status } = await licenceCodes(2);
    const id = newDeviceId();
    const answers = await Promise.all(codes.map((code) => redeem(code, id)));
    expect(answers.map((answer) => answer.respCode).sort()).toEqual([200, ERROR_CODES.PARAM_ERROR]);
    expect(answers.find((answer) => answer.respCode !== 200)).toMatchObject({ data: { field: 'deviceSecret' } });
    expect((await status()).sort()).toEqual(['ACTIVATED', 'NORMAL']);
  });

  it('gives a device bound before secrets existed a secret on its next redemption, as an extension only', async () => {
    const { codes } = await licenceCodes(1);
    const id = newDeviceId();
    const expiresAt = new Date(t.clock.now().getTime() + 3 * DAY);
    await t.db.insert(clientDevices).values({ deviceId: id, brand: 'StarTV', expiresAt, boundAt: t.clock.now() });
    const body = await redeem(codes[0]!, id);
    expect(body.respCode, JSON.stringify(body)).toBe(200);
    expect(new Date(body.data.expiresAt).getTime()).toBe(expiresAt.getTime() + 30 * DAY);
    expect(body.data.deviceSecret).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect((await device(id))!.secretHash).not.toBeNull();
  });

  it('takes device ids of letters, digits and - _ . : only, up to the length bound (4001 DEVICE_ID)', async () => {
    const { codes, status } = await licenceCodes(2);
    for (const bad of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', 'box 1', 'box\t1', '_box', 'caf\u00e9']) {
      expect(await redeem(codes[0]!, bad), bad).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'target', reason: 'DEVICE_ID' } });
    }
    // Longer than any target is the contract's 60002.
    expect(await redeem(codes[0]!, 'X'.repeat(DEVICE_ID_MAX + 1))).toMatchObject({ respCode: ERROR_CODES.TOO_LONG, data: { field: 'target' } });
    expect(await status()).toEqual(['NORMAL', 'NORMAL']);
    expect((await redeem(codes[0]!, 'AA:BB:CC:DD:EE:FF')).respCode).toBe(200);
    expect((await redeem(codes[1]!, `sn_1.${'9'.repeat(DEVICE_ID_MAX - 5)}`)).respCode).toBe(200);
  });
});

describe('a recharge code redeemed on the public page', () => {
  it('follows the recharge rules: another brand (130066) or another plan while one runs (130028) is refused, the account and the code unchanged', async () => {
    const account = await licenceCodes(1, { type: 'ACCOUNT_CARD', name: 'StarTV account', brand: 'StarTV', periodPlan: 'MONTH_1' });
    const opened = await redeem(account.codes[0]!, `client-${randomUUID().slice(0, 8)}`);
    expect(opened.respCode, JSON.stringify(opened)).toBe(200);
    // An account card opens the account its code carries.
    const accountId: string = opened.data.target;
    const before = (await t.db.select().from(clientAccounts).where(eq(clientAccounts.accountId, accountId)))[0];

    const otherBrand = await licenceCodes(1, { type: 'RECHARGE_CARD', name: 'OtherTV month', brand: 'OtherTV', periodPlan: 'MONTH_1' });
    expect(await redeem(otherBrand.codes[0]!, accountId)).toMatchObject({ respCode: ERROR_CODES.RECHARGE_NOT_SUPPORTED_FOR_BRAND });
    const otherPlan = await licenceCodes(1, { type: 'RECHARGE_CARD', name: 'StarTV year', brand: 'StarTV', periodPlan: 'YEAR_1' });
    expect(await redeem(otherPlan.codes[0]!, accountId)).toMatchObject({ respCode: ERROR_CODES.RECHARGE_UNTIL_PLAN_EXPIRES });
    expect((await t.db.select().from(clientAccounts).where(eq(clientAccounts.accountId, accountId)))[0]).toEqual(before);
    expect([...(await otherBrand.status()), ...(await otherPlan.status())]).not.toContain('ACTIVATED');

    const samePlan = await licenceCodes(1, { type: 'RECHARGE_CARD', name: 'StarTV month', brand: 'StarTV', periodPlan: 'MONTH_1' });
    const extended = await redeem(samePlan.codes[0]!, accountId);
    expect(extended.respCode, JSON.stringify(extended)).toBe(200);
    expect(new Date(extended.data.expiresAt).getTime()).toBe(before!.expiresAt!.getTime() + 30 * DAY);
  });
});
