import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../db/schema';
import { call, createTestApp, login, type TestApp } from '../../test/app';
import { localFileStorage } from '../platform/file-storage';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_RESELLERS, seedDemoData } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('seeds the README accounts once: a seller with a store and a buyer following it', async () => {
    const storage = localFileStorage(path.join(t.config.dataDir, 'files'));
    expect(await seedDemoData(t.db, storage)).toBe(true);
    expect(await seedDemoData(t.db, storage)).toBe(false);
    expect(await t.db.select().from(users)).toHaveLength(2 + DEMO_RESELLERS.length);

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
    const seller = await login(t.app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password);
    const get = async (method: 'GET' | 'POST', url: string) => (await call(t.app, { method, url, headers: seller, payload: method === 'POST' ? {} : undefined })).body.data;

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
});
