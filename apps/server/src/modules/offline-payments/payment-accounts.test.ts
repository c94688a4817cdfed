// The seller's bank accounts for offline payment: the owner's only, at most 10, bank and branch
// codes for Hong Kong local transfers only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PaymentAccountRequest } from '@panel/domain/contract/orders';
import { paymentAccounts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { as, createSeller, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import { accountInput, addPaymentAccount, PAYMENT_ACCOUNTS_URL } from '../../../test/fixtures/offline-payments.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = PAYMENT_ACCOUNTS_URL;
const add = (actor: Actor, overrides: Partial<PaymentAccountRequest> = {}) => addPaymentAccount(t, actor, overrides);
const storeAccounts = async (storeId: string) => (await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.storeId, storeId))).length;

describe('a seller adds, reads, changes and removes bank accounts', () => {
  it('starts with none, and keeps what is added, the SWIFT code in capitals', async () => {
    const seller = await createSeller(t, { bankAccount: false });
    expect((await as(t, seller, 'GET', URL)).data).toEqual([]);
    const added = await add(seller);
    expect(added).toMatchObject({
      respCode: 200,
      data: { recipientBank: 'First Bank', swiftCode: 'FBNKUSNY', hongKongLocal: false, bankCode: null, branchCode: null },
    });
    t.clock.advance(1000);
    const second = await add(seller, { recipientBank: 'Second Bank', bankAddress: null, recipientAddress: '', swiftCode: null });
    expect(second.data).toMatchObject({ bankAddress: null, recipientAddress: null, swiftCode: null });
    const list = await as(t, seller, 'GET', URL);
    expect(list.data.map((a: { id: string }) => a.id)).toEqual([added.data.id, second.data.id]);
  });

  it('changes an account and removes one, answering the accounts left', async () => {
    const seller = await createSeller(t, { bankAccount: false });
    const { data: account } = await add(seller);
    const { data: other } = await add(seller, { recipientBank: 'Other Bank' });
    const changed = await as(t, seller, 'PUT', `${URL}/${account.id}`, accountInput({ recipientName: 'New Name', swiftCode: 'ABCDHKHHXXX' }));
    expect(changed.data).toMatchObject({ id: account.id, recipientName: 'New Name', swiftCode: 'ABCDHKHHXXX' });
    const left = await as(t, seller, 'DELETE', `${URL}/${account.id}`);
    expect(left).toMatchObject({ respCode: 200, data: [{ id: other.id }] });
    expect(await as(t, seller, 'DELETE', `${URL}/${account.id}`)).toMatchObject({ respCode: ERROR_CODES.NOT_FOUND });
  });

  it('refuses missing and malformed fields with the field named', async () => {
    const seller = await createSeller(t, { bankAccount: false });
    expect(await add(seller, { recipientBank: ' ' })).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'recipientBank' } });
    expect(await add(seller, { recipientAccount: undefined })).toMatchObject({
      respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING,
      data: { field: 'recipientAccount' },
    });
    expect(await add(seller, { swiftCode: 'ABC' })).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'swiftCode', rule: 'validation.swift' },
    });
    expect(await add(seller, { recipientName: 'x'.repeat(101) })).toMatchObject({ respCode: ERROR_CODES.TOO_LONG, data: { field: 'recipientName' } });
    expect(await storeAccounts(seller.store.id)).toBe(0);
  });
});

describe('bank and branch codes', () => {
  it('are taken, and needed, for a Hong Kong local transfer', async () => {
    const seller = await createSeller(t, { bankAccount: false });
    const hk = await add(seller, { hongKongLocal: true, bankCode: '004', branchCode: '123' });
    expect(hk.data).toMatchObject({ hongKongLocal: true, bankCode: '004', branchCode: '123' });
    expect(await add(seller, { hongKongLocal: true, bankCode: '004' })).toMatchObject({
      respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING,
      data: { field: 'branchCode' },
    });
    expect(await add(seller, { hongKongLocal: true, bankCode: '04', branchCode: '123' })).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'bankCode', rule: 'validation.bankCode' },
    });
  });

  it('are a param error on any other account, added or changed', async () => {
    const seller = await createSeller(t, { bankAccount: false });
    expect(await add(seller, { bankCode: '004' })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'bankCode', reason: 'HONG_KONG_ONLY' } });
    expect(await add(seller, { branchCode: '123' })).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'branchCode', reason: 'HONG_KONG_ONLY' },
    });
    const { data: hk } = await add(seller, { hongKongLocal: true, bankCode: '004', branchCode: '123' });
    const notHk = await as(t, seller, 'PUT', `${URL}/${hk.id}`, accountInput({ hongKongLocal: false, bankCode: '004', branchCode: '123' }));
    expect(notHk).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'bankCode' } });
    const cleared = await as(t, seller, 'PUT', `${URL}/${hk.id}`, accountInput({ hongKongLocal: false }));
    expect(cleared.data).toMatchObject({ hongKongLocal: false, bankCode: null, branchCode: null });
  });
});

describe('only the store owner', () => {
  it('sees and changes its accounts: another seller or a stranger gets 404 for them, and lists only their own', async () => {
    const seller = await createSeller(t, { bankAccount: false });
    const { data: account } = await add(seller);
    const otherSeller = await createSeller(t, { bankAccount: false });
    const stranger = await createActor(t);
    for (const actor of [otherSeller, stranger]) {
      expect((await as(t, actor, 'GET', URL)).data).toEqual([]);
      expect(await as(t, actor, 'PUT', `${URL}/${account.id}`, accountInput({ recipientName: 'Thief' }))).toMatchObject({
        respCode: ERROR_CODES.NOT_FOUND,
        data: { field: 'id' },
      });
      expect(await as(t, actor, 'DELETE', `${URL}/${account.id}`)).toMatchObject({ respCode: ERROR_CODES.NOT_FOUND });
    }
    expect((await as(t, seller, 'GET', URL)).data).toEqual([account]);
  });

  it('needs a session and a well-formed id', async () => {
    const seller = await createSeller(t, { bankAccount: false });
    expect((await as(t, undefined, 'GET', URL)).respCode).toBe(ERROR_CODES.UNAUTHORIZED);
    expect(await as(t, seller, 'DELETE', `${URL}/not-a-uuid`)).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'id' } });
  });
});

describe(`at most ${LIMITS.PAYMENT_ACCOUNTS_MAX} accounts a store`, () => {
  it('refuses the next one with 21017, and takes one again after a removal', async () => {
    const seller = await createSeller(t, { bankAccount: false });
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.PAYMENT_ACCOUNTS_MAX; i++) ids.push((await add(seller, { recipientAccount: `ACC${i}` })).data.id);
    expect(await add(seller)).toMatchObject({ respCode: ERROR_CODES.PAYMENT_ACCOUNTS_LIMIT, data: { max: LIMITS.PAYMENT_ACCOUNTS_MAX } });
    await as(t, seller, 'DELETE', `${URL}/${ids[0]}`);
    expect((await add(seller)).respCode).toBe(200);
    expect(await storeAccounts(seller.store.id)).toBe(LIMITS.PAYMENT_ACCOUNTS_MAX);
  });

  it('holds when adds run in parallel: exactly the room left is taken', async () => {
    const seller = await createSeller(t, { bankAccount: false });
    const room = 3;
    for (let i = 0; i < LIMITS.PAYMENT_ACCOUNTS_MAX - room; i++) await add(seller, { recipientAccount: `ACC${i}` });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => add(seller, { recipientAccount: `PAR${i}` })));
    const codes = answers.map((answer) => answer.respCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(room);
    expect(codes.filter((code) => code === ERROR_CODES.PAYMENT_ACCOUNTS_LIMIT)).toHaveLength(8 - room);
    expect(await storeAccounts(seller.store.id)).toBe(LIMITS.PAYMENT_ACCOUNTS_MAX);
  });
});
