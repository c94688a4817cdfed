import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CurrentUserResponse } from '@panel/domain/contract/auth';
import { follows, stores } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { createUser, sessionFor } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api-user/users/current', () => {
  it('returns the caller, matching the contract, with BUYER for a new account', async () => {
    const user = await createUser(t, { nickname: 'Ana' });
    const { authorization } = await sessionFor(t, user);
    const { body } = await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } });
    expect(body.respCode).toBe(200);
    const me = CurrentUserResponse.parse(body.data);
    expect(me).toMatchObject({ id: user.user.id, uid: user.user.uid, nickname: 'Ana', email: user.email });
    expect(me.roles.map((r) => r.code)).toEqual(['BUYER']);
    expect(me.store?.uid).toBe(user.store.uid);
    // One UID per account: the store has its owner's.
    expect(me.store?.uid).toBe(me.uid);
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('puts SELLER first once the store has a name and avatar, and FOLLOWER when following', async () => {
    const seller = await createUser(t);
    const buyer = await createUser(t);
    await t.db.update(stores).set({ name: 'Shop', avatar: 'store/x.png' }).where(eq(stores.id, seller.store.id));
    await t.db.insert(follows).values({ storeId: seller.store.id, followerId: buyer.user.id, status: 'ACCEPTED' });
    const asSeller = await sessionFor(t, seller);
    const asBuyer = await sessionFor(t, buyer);
    const s = await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization: asSeller.authorization } });
    const b = await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization: asBuyer.authorization } });
    expect(s.body.data.roles.map((r: { code: string }) => r.code)).toEqual(['SELLER', 'BUYER']);
    expect(b.body.data.roles.map((r: { code: string }) => r.code)).toEqual(['BUYER', 'FOLLOWER']);
  });

  it('gives each caller only their own account', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const asA = await sessionFor(t, a);
    const asB = await sessionFor(t, b);
    const ra = await call(t.app, { method: 'GET', url: '/api-user/users/current?id=' + b.user.id, headers: { authorization: asA.authorization } });
    const rb = await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization: asB.authorization } });
    expect(ra.body.data.id).toBe(a.user.id);
    expect(rb.body.data.id).toBe(b.user.id);
  });
});

describe('GET /api-user/user/invite/query/link', () => {
  it('links to sign-up with the store invite code', async () => {
    const user = await createUser(t);
    const { authorization } = await sessionFor(t, user);
    const { body } = await call(t.app, {
      method: 'GET',
      url: '/api-user/user/invite/query/link?version=1',
      headers: { authorization, host: 'panel.example.com' },
    });
    expect(body.respCode).toBe(200);
    expect(body.data).toBe(`http://panel.example.com/register/${user.store.inviteCode}`);
  });

  it('needs a session', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api-user/user/invite/query/link?version=1' })).status).toBe(401);
  });
});
