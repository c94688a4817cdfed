import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItem } from '@panel/domain/contract/orders';
import { follows, users } from '../db/schema';
import { call, createTestApp, login, type TestApp } from '../../test/app';
import { sessionFor } from '../../test/factories';
import { findUserByAccount } from '../modules/users/users.service';
import { localFileStorage } from '../platform/file-storage';
import path from 'node:path';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS, DEMO_CATALOGUE, DEMO_RESELLERS, demoAccountsPresent, seedDemoData } from './demo';
import { DEMO_ORDER_STATES, DEMO_PAYMENT_ACCOUNTS, DEMO_REJECT_REASON } from './demo-orders';
import { DEMO_OPERATOR } from './demo-wallet';
import { DEMO_CODES } from './demo-codes';
import { codeVault, loadCodesKey } from '../modules/codes/code-vault';
import { verifyLedger } from '../modules/ledger/verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A session of a seeded account; the tests above log in with the README passwords themselves. */
async function sessionOfDemo(email: string) {
  const user = await findUserByAccount(t.db, email);
  if (!user) throw new Error(`${email} is not seeded`);
  return sessionFor(t, { user });
}

describe('demo data', () => {
  it('is seeded by default only on the embedded database', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://panel:secret@db.example.com/panel' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://panel:secret@db.example.com/panel', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('seeds the README accounts once: a seller with a store and a buyer following it', async () => {
    const storage = localFileStorage(path.join(t.config.dataDir, 'files'));
    const vault = codeVault(loadCodesKey(t.config));
    expect(await demoAccountsPresent(t.db)).toBe(false);
    expect(await seedDemoData(t.db, storage, { vault })).toBe(true);
    expect(await demoAccountsPresent(t.db)).toBe(true);
    expect(await seedDemoData(t.db, storage, { vault })).toBe(false);
    expect(await t.db.select().from(users)).toHaveLength(3 + DEMO_RESELLERS.length);

    const seller = await login(t.app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password);
    const buyer = await login(t.app, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
    const s = (await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: seller })).body.data;
    const b = (await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: buyer })).body.data;
    expect(s.roles[0].code).toBe('SELLER');
    expect(s.store.name).toBe(DEMO_ACCOUNTS.seller.storeName);
    const avatar = await t.app.inject({ method: 'GET', url: `/cdn/${s.store.avatar}` });
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(b.roles.map((r: { code: string }) => r.code)).toEqual(['BUYER', 'FOLLOWER']);
    const rows = await t.db.select().from(follows);
    expect(rows.find((row) => row.followerId === b.id)).toMatchObject({ storeId: s.store.id, status: 'ACCEPTED' });
  });

  it('gives the demo store followers, a pending request and a block-list entry, seen through the API', async () => {
    const seller = await sessionOfDemo(DEMO_ACCOUNTS.seller.email);
    const get = async (method: 'GET' | 'POST', url: string) =>
      (await call(t.app, { method, url, headers: seller, payload: method === 'POST' ? {} : undefined })).body.data;

    expect(await get('GET', '/api-user/user/follow/statistics')).toEqual({ followers: 2, pendingRequests: 1, blocked: 1, following: 0, myPendingRequests: 0 });
    const followers = await get('POST', '/api-user/user/follow/buyers/v2');
    expect(followers.list.map((f: { follower: { nickname: string } }) => f.follower.nickname).sort()).toEqual([DEMO_ACCOUNTS.buyer.nickname, 'Reseller One']);
    const pending = await get('GET', '/api-user/user/follow/request/receiver');
    expect(pending.list.map((r: { requester: { nickname: string } }) => r.requester.nickname)).toEqual(['Reseller Two']);
    const blocked = await get('POST', '/api-user/user/follow/block/list/v2');
    expect(blocked.list.map((e: { follower: { nickname: string } }) => e.follower.nickname)).toEqual(['Reseller Three']);

    // Every demo reseller can log in with the README password.
    for (const reseller of DEMO_RESELLERS) await expect(login(t.app, reseller.email, reseller.password)).resolves.toBeTruthy();
  });

  it('gives the demo store a catalogue: cards of different types with minted stock, listed for its followers', async () => {
    const seller = await sessionOfDemo(DEMO_ACCOUNTS.seller.email);
    const get = async (headers: { authorization: string }, url: string) => (await call(t.app, { method: 'GET', url, headers })).body;

    const stock = (await get(seller, '/api/product/stock/list')).data;
    expect(stock.total).toBe(DEMO_CATALOGUE.length);
    expect(stock.total).toBeGreaterThanOrEqual(3);
    expect(new Set(stock.list.map((card: { type: string }) => card.type)).size).toBe(stock.total);
    for (const card of stock.list) {
      expect(card.source).toBe('OWN');
      expect(card.counts.minted).toBeGreaterThan(0);
      expect(card.listingId).not.toBeNull();
      const picture = await t.app.inject({ method: 'GET', url: `/cdn/${card.picture}` });
      expect(picture.headers['content-type']).toBe('image/png');
    }
    const listings = (await get(seller, '/api/product/listing/list')).data;
    expect(listings.list.every((listing: { listed: boolean }) => listing.listed)).toBe(true);

    const buyer = await sessionOfDemo(DEMO_ACCOUNTS.buyer.email);
    const mall = (await get(buyer, '/api/product/mall/list')).data;
    expect(mall.store.name).toBe(DEMO_ACCOUNTS.seller.storeName);
    expect(mall.total).toBe(DEMO_CATALOGUE.length);
    expect(mall.list.every((item: { stock: number; outOfStock: boolean }) => item.stock > 0 && !item.outOfStock)).toBe(true);
    const recharge = mall.list.find((item: { type: string }) => item.type === 'RECHARGE_CARD');
    const detail = (await get(buyer, `/api/product/mall/detail/${recharge.id}?quantity=10`)).data;
    expect(detail.tiers).toHaveLength(2);
    expect(detail.quote).toMatchObject({ unitPrice: '8.00', totalPrice: '80.00' });

    const follower = await sessionOfDemo(DEMO_RESELLERS[0].email);
    expect((await get(follower, '/api/product/mall/list')).data.total).toBe(DEMO_CATALOGUE.length);
    const blocked = await sessionOfDemo(DEMO_RESELLERS[2].email);
    expect((await get(blocked, '/api/product/mall/list')).data).toMatchObject({ store: null, total: 0 });
    expect((await get(blocked, `/api/product/mall/detail/${recharge.id}`)).respCode).toBe(120009);
  });

  it('gives the demo store bank accounts, and the demo buyer an order in each state, seen through the API', async () => {
    const seller = await sessionOfDemo(DEMO_ACCOUNTS.seller.email);
    const buyer = await sessionOfDemo(DEMO_ACCOUNTS.buyer.email);
    const get = async (headers: { authorization: string }, url: string) => (await call(t.app, { method: 'GET', url, headers })).body.data;

    const accounts = await get(seller, '/api/store/payment-accounts');
    expect(accounts.map((a: { recipientBank: string }) => a.recipientBank)).toEqual(DEMO_PAYMENT_ACCOUNTS.map((a) => a.recipientBank));

    const inProgress: OrderItem[] = (await get(buyer, '/api/order/list?tab=IN_PROGRESS')).list;
    const completed: OrderItem[] = (await get(buyer, '/api/order/list?tab=COMPLETED')).list;
    const states = [...inProgress, ...completed]
      .filter((o) => o.paymentType === 'OFFLINE')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((o) => (o.hasRejectedVoucher ? 'REJECTED_VOUCHER' : o.status));
    expect(states).toEqual([...DEMO_ORDER_STATES]);

    const waiting = inProgress.find((o) => o.status === 'WAITINGPAYMENT' && !o.hasRejectedVoucher)!;
    expect((await get(buyer, `/api/order/bank-info/${waiting.id}`)).accounts).toHaveLength(DEMO_PAYMENT_ACCOUNTS.length);
    const rejected = inProgress.find((o) => o.hasRejectedVoucher)!;
    expect((await get(buyer, `/api/order/vouchers/${rejected.id}`))[0]).toMatchObject({ status: 'REJECTED', rejectReason: DEMO_REJECT_REASON });
    const delivered = completed.find((o) => o.status === 'DELIVERED')!;
    expect((await get(buyer, `/api/order/cards/${delivered.id}`)).total).toBe(delivered.quantity);
    const sales = await get(seller, '/api/order/sale/list');
    expect(sales.total).toBe(DEMO_ORDER_STATES.length + 1); // and the order paid with VCoin
    expect((await get(seller, '/api/order/todo')).vouchersToReview).toBe(1);
  });

  it('gives the demo buyer VCoin with records of several types, the seller income from a VCoin-paid order, and the operator a top-up to confirm', async () => {
    const buyer = await sessionOfDemo(DEMO_ACCOUNTS.buyer.email);
    const seller = await sessionOfDemo(DEMO_ACCOUNTS.seller.email);
    const get = async (headers: { authorization: string }, url: string) => (await call(t.app, { method: 'GET', url, headers })).body;

    const wallet = (await get(buyer, '/api/vcoin/wallet')).data;
    expect(wallet).toMatchObject({ balance: '465.00', available: '465.00', incoming: '120.00', hasPaymentPassword: true }); // 500 - 25 - 2 x 5.00
    const records = (await get(buyer, '/api/vcoin/records')).data.list.map((r: { type: string; amount: string }) => [r.type, r.amount]);
    expect(records).toEqual([
      ['ORDER_PAYMENT', '-10.00'],
      ['TRANSFER', '-25.00'],
      ['INCOME', '+500.00'],
    ]);
    expect((await get(seller, '/api/vcoin/records')).data.list).toMatchObject([
      { type: 'INCOME', amount: '+10.00', counterparty: { nickname: DEMO_ACCOUNTS.buyer.nickname } },
    ]);

    const operator = await login(t.app, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    expect((await get(operator, '/api-user/users/current')).data.roles).toEqual([{ code: 'PLATFORM', name: 'platform' }]);
    expect((await get(operator, '/api/ops/topups')).data.list).toMatchObject([
      { amount: '120.00', status: 'WAITING_REVIEW', user: { nickname: DEMO_ACCOUNTS.buyer.nickname }, reused: false },
    ]);
    expect((await get(buyer, '/api/ops/topups')).respCode).toBe(20003);
    expect(await verifyLedger(t.db)).toMatchObject({ ok: true, violations: [] });
  });

  it('gives the demo seller a generation record of the account card, some of its codes redeemed on the built-in platform', async () => {
    const seller = await sessionOfDemo(DEMO_ACCOUNTS.seller.email);
    const get = async (url: string) => (await call(t.app, { method: 'GET', url, headers: seller })).body.data;
    const [record] = (await get('/api/codes/records')).list;
    expect(record).toMatchObject({ state: 'DONE', made: DEMO_CODES.quantity, activated: DEMO_CODES.activated, card: { type: 'ACCOUNT_CARD' } });
    const codes = await get(`/api/codes/records/${record.taskId}/codes?status=ACTIVATED`);
    expect(codes.total).toBe(DEMO_CODES.activated);
    expect(codes.list[0].account).toMatch(/^\d{10}$/);
  });

  it('gives the demo seller a completed recharge with one failed account, on client accounts of the built-in platform', async () => {
    const seller = await sessionOfDemo(DEMO_ACCOUNTS.seller.email);
    const get = async (url: string) => (await call(t.app, { method: 'GET', url, headers: seller })).body.data;
    const [recharge] = (await get('/api/recharge/list')).list;
    expect(recharge).toMatchObject({ state: 'DONE', accounts: 3, succeeded: 2, failed: 1 });
    const detail = await get(`/api/recharge/${recharge.taskId}`);
    expect(detail.items.map((item: { status: string; errorCode: number | null }) => [item.status, item.errorCode])).toEqual([
      ['SUCCESS', null],
      ['SUCCESS', null],
      ['FAILED', 130026],
    ]);
  });
});
