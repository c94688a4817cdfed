import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../db/schema';
import { call, createTestApp, login, type TestApp } from '../../test/app';
import { localFileStorage } from '../platform/file-storage';
import path from 'node:path';
import { DEMO_ACCOUNTS, seedDemoData } from './demo';

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
    expect(await t.db.select().from(users)).toHaveLength(2);

    const seller = await login(t.app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password);
    const buyer = await login(t.app, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
    const s = (await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: seller })).body.data;
    const b = (await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: buyer })).body.data;
    expect(s.roles[0].code).toBe('SELLER');
    expect(s.store.name).toBe(DEMO_ACCOUNTS.seller.storeName);
    const avatar = await t.app.inject({ method: 'GET', url: `/cdn/${s.store.avatar}` });
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(b.roles.map((r: { code: string }) => r.code)).toEqual(['BUYER', 'FOLLOWER']);
    const [follow] = await t.db.select().from(follows);
    expect(follow).toMatchObject({ storeId: s.store.id, followerId: b.id, status: 'ACCEPTED' });
  });
});
