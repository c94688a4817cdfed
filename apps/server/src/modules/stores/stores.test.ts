import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { FollowSettingResponse, StoreDetailResponse, StoreInfoResponse, StoreSearchResponse } from '@panel/domain/contract/stores';
import { stores } from '../../db/schema';
import { solidPng } from '../../seed/png';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { as, createActor, requestFollowOf, type Actor } from '../../../test/fixtures/follows.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Uploads a PNG (or a PDF) through the real upload call and returns its key. */
async function upload(actor: Actor, source: 'store' | 'avatar' | 'voucher' = 'store', kind: 'image' | 'document' = 'image', pdf = false) {
  const boundary = '----storeboundary';
  const content = pdf ? Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') : solidPng(8, [10, 120, 200]);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const { body } = await call(t.app, {
    method: 'POST',
    url: `/api-auth/s3/upload/${kind}/${source}`,
    payload,
    headers: { ...actor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(body.respCode).toBe(200);
  return body.data.key as string;
}

const putInfo = (actor: Actor, body: object) => as(t, actor, 'PUT', '/api/store/info', body);

describe('GET /api/store/info', () => {
  it('returns the caller store with its UID, the owner nickname and the follow-me setting', async () => {
    const me = await createActor(t, { user: { nickname: 'Owner Nick' } });
    const { body } = await call(t.app, { method: 'GET', url: '/api/store/info', headers: me.headers });
    expect(StoreInfoResponse.parse(body.data)).toEqual({
      id: me.store.id,
      uid: me.store.uid,
      nickname: 'Owner Nick',
      name: null,
      avatar: null,
      phone: null,
      email: null,
      website: null,
      telegram: null,
      facebook: null,
      instagram: null,
      autoAccept: false,
      usable: false,
    });
  });

  it('needs a session', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/store/info' })).status).toBe(401);
  });
});

describe('PUT /api/store/info', () => {
  it('refuses a store name holding a text-direction control character with 4001', async () => {
    const me = await createActor(t);
    const avatar = await upload(me);
    for (const name of ['Nova\u202ESDRAC', '\u2067Nova\u2069 Cards']) {
      expect(await putInfo(me, { name, avatar }), JSON.stringify(name)).toMatchObject({
        respCode: 4001,
        data: { field: 'name', rule: 'validation.nameChars' },
      });
    }
  });

  it('saves name, avatar and contacts; the store becomes usable and the owner a SELLER', async () => {
    const me = await createActor(t);
    const avatar = await upload(me);
    const saved = await putInfo(me, {
      name: '  Nova Cards ',
      avatar,
      phone: '+55 (11) 98888-7777',
      email: 'shop@example.com',
      website: 'https://nova.example.com',
      telegram: '@nova',
      facebook: '',
      instagram: null,
    });
    expect(saved.respCode).toBe(200);
    expect(saved.data).toMatchObject({
      name: 'Nova Cards',
      avatar,
      phone: '+5511988887777',
      email: 'shop@example.com',
      website: 'https://nova.example.com',
      telegram: '@nova',
      facebook: null,
      instagram: null,
      usable: true,
    });
    expect((await as(t, me, 'GET', '/api/store/info')).data).toEqual(saved.data);
    const roles = (await as(t, me, 'GET', '/api-user/users/current')).data.roles.map((r: { code: string }) => r.code);
    expect(roles[0]).toBe('SELLER');
    // Saving again with the same avatar needs no new upload; contacts left out are cleared.
    const again = await putInfo(me, { name: 'Nova', avatar });
    expect(again.data).toMatchObject({ name: 'Nova', avatar, phone: null, website: null });
  });

  it('requires name and avatar (150001) and bounds lengths (60002)', async () => {
    const me = await createActor(t);
    const avatar = await upload(me);
    expect((await putInfo(me, { avatar })).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await putInfo(me, { name: '   ', avatar })).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await putInfo(me, { name: 'Shop' })).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await putInfo(me, { name: 'Shop', avatar: '' })).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await putInfo(me, { name: 'x'.repeat(31), avatar })).respCode).toBe(ERROR_CODES.TOO_LONG);
    expect((await putInfo(me, { name: 'x'.repeat(30), avatar })).respCode).toBe(200);
    expect((await putInfo(me, { name: 'Shop', avatar, telegram: 't'.repeat(101) })).respCode).toBe(ERROR_CODES.TOO_LONG);
    expect((await putInfo(me, { name: 'Shop', avatar, website: `https://${'w'.repeat(200)}.com` })).respCode).toBe(ERROR_CODES.TOO_LONG);
  });

  it('checks contact formats (4001)', async () => {
    const me = await createActor(t);
    const avatar = await upload(me);
    const invalid = [{ email: 'not-an-email' }, { phone: '12ab' }, { website: 'javascript:alert(1)' }, { website: 'nova.example.com' }];
    for (const contact of invalid) {
      const { respCode, data } = await putInfo(me, { name: 'Shop', avatar, ...contact });
      expect(respCode).toBe(ERROR_CODES.PARAM_ERROR);
      expect(data.field).toBe(Object.keys(contact)[0]);
    }
    const [row] = await t.db.select().from(stores).where(eq(stores.id, me.store.id));
    expect(row.name).toBeNull();
  });

  it('accepts only an image the caller uploaded as the avatar', async () => {
    const me = await createActor(t);
    const other = await createActor(t);
    const theirs = await upload(other);
    const voucher = await upload(me, 'voucher');
    // A PDF can only be uploaded as a (private) voucher.
    const pdf = await upload(me, 'voucher', 'document', true);
    for (const avatar of [theirs, voucher, pdf, 'store/20260101/missing.png']) {
      const { respCode, data } = await putInfo(me, { name: 'Shop', avatar });
      expect(respCode).toBe(ERROR_CODES.PARAM_ERROR);
      expect(data).toEqual({ field: 'avatar' });
    }
    expect((await putInfo(me, { name: 'Shop', avatar: await upload(me, 'avatar') })).respCode).toBe(200);
  });
});

describe('PUT /api/store/follow-setting', () => {
  it('switches auto-accept on and off', async () => {
    const me = await createActor(t, { store: {} });
    const on = await as(t, me, 'PUT', '/api/store/follow-setting', { autoAccept: true });
    expect(FollowSettingResponse.parse(on.data)).toEqual({ autoAccept: true });
    expect((await as(t, me, 'GET', '/api/store/info')).data.autoAccept).toBe(true);
    const buyer = await createActor(t);
    expect((await requestFollowOf(t, buyer, me.store)).data.status).toBe('ACCEPTED');
    expect((await as(t, me, 'PUT', '/api/store/follow-setting', { autoAccept: false })).data).toEqual({ autoAccept: false });
    expect((await as(t, me, 'PUT', '/api/store/follow-setting', {})).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
  });
});

describe('GET /api/store/detail/{storeId}', () => {
  it('shows a store public contacts, follower count and the caller relation', async () => {
    const s = await createActor(t, { store: { name: 'Detail Store' } });
    const b = await createActor(t);
    const url = `/api/store/detail/${s.store.id}`;
    const before = StoreDetailResponse.parse((await as(t, b, 'GET', url)).data);
    expect(before).toMatchObject({
      id: s.store.id,
      uid: s.store.uid,
      name: 'Detail Store',
      avatar: s.store.avatar,
      contacts: { phone: s.store.phone, email: s.store.email, website: null },
      followerCount: 0,
      relation: 'NONE',
      followId: null,
      currentFollow: null,
    });
    const sent = await requestFollowOf(t, b, s.store);
    expect((await as(t, b, 'GET', url)).data).toMatchObject({ relation: 'PENDING', followId: sent.data.id });
    await as(t, s, 'PUT', `/api-user/user/follow/handle?id=${sent.data.id}&action=ACCEPT`);
    expect((await as(t, b, 'GET', url)).data).toMatchObject({ relation: 'ACCEPTED', followerCount: 1 });
    expect((await as(t, s, 'GET', url)).data).toMatchObject({ relation: 'SELF', followerCount: 1 });
  });

  it('says which other store the caller follows or waits for', async () => {
    const first = await createActor(t, { store: { name: 'First Detail' } });
    const second = await createActor(t, { store: {} });
    const b = await createActor(t);
    await requestFollowOf(t, b, first.store);
    const detail = (await as(t, b, 'GET', `/api/store/detail/${second.store.id}`)).data;
    expect(detail.currentFollow).toEqual({ storeId: first.store.id, storeName: 'First Detail', status: 'PENDING' });
  });

  it('hides the contacts and follower count from a blocked buyer', async () => {
    const s = await createActor(t, { store: {} });
    const b = await createActor(t);
    await as(t, s, 'POST', `/api-user/user/follow/block/${b.user.id}/${s.store.id}`);
    const detail = (await as(t, b, 'GET', `/api/store/detail/${s.store.id}`)).data;
    expect(detail).toMatchObject({ relation: 'BLOCKED', contacts: null, followerCount: null });
    expect(JSON.stringify(detail)).not.toContain(s.store.email!);
  });

  it('is a param error for an unknown, unusable or malformed store', async () => {
    const b = await createActor(t);
    const unusable = await createActor(t);
    expect((await as(t, b, 'GET', `/api/store/detail/${randomUUID()}`)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, b, 'GET', `/api/store/detail/${unusable.store.id}`)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, b, 'GET', '/api/store/detail/42')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    // The owner sees their own store even before it is usable.
    expect((await as(t, unusable, 'GET', `/api/store/detail/${unusable.store.id}`)).data.relation).toBe('SELF');
  });
});

describe('GET /api/store/search', () => {
  it('finds usable stores by exact UID or by name in any case, paged, with the caller relation', async () => {
    const tag = randomUUID().slice(0, 8);
    const a = await createActor(t, { store: { name: `Zeta ${tag} Cards` } });
    const b = await createActor(t, { store: { name: `zeta ${tag} recharge` } });
    const me = await createActor(t);
    await requestFollowOf(t, me, a.store);
    const search = (query: string) => as(t, me, 'GET', `/api/store/search?${query}`);

    const byName = StoreSearchResponse.parse((await search(`keyword=ZETA%20${tag}`)).data);
    expect(byName.total).toBe(2);
    expect(byName.list.map((s) => [s.id, s.relation])).toEqual([
      [a.store.id, 'PENDING'],
      [b.store.id, 'NONE'],
    ]);
    const byUid = (await search(`keyword=${b.store.uid}`)).data;
    expect(byUid.list.map((s: { id: string }) => s.id)).toEqual([b.store.id]);
    expect(byUid.list[0]).toEqual({ id: b.store.id, uid: b.store.uid, name: `zeta ${tag} recharge`, avatar: b.store.avatar, relation: 'NONE' });
    expect((await search(`keyword=${b.store.uid.slice(0, 5)}`)).data.list.map((s: { id: string }) => s.id)).not.toContain(b.store.id);
    const page2 = (await search(`keyword=${tag}&pageNum=2&pageSize=1`)).data;
    expect(page2).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(page2.list.map((s: { id: string }) => s.id)).toEqual([b.store.id]);
  });

  it('does not list the caller own store, unusable stores, or stores that blocked the caller', async () => {
    const tag = randomUUID().slice(0, 8);
    const mine = await createActor(t, { store: { name: `Omega ${tag} mine` } });
    const blocker = await createActor(t, { store: { name: `Omega ${tag} blocker` } });
    const nameless = await createActor(t);
    await t.db
      .update(stores)
      .set({ name: `Omega ${tag} no avatar` })
      .where(eq(stores.id, nameless.store.id));
    await as(t, blocker, 'POST', `/api-user/user/follow/block/${mine.user.id}/${blocker.store.id}`);
    expect((await as(t, mine, 'GET', `/api/store/search?keyword=Omega%20${tag}`)).data.total).toBe(0);
    expect((await as(t, mine, 'GET', `/api/store/search?keyword=${nameless.store.uid}`)).data.total).toBe(0);
    expect((await as(t, mine, 'GET', `/api/store/search?keyword=${blocker.store.uid}`)).data.total).toBe(0);
    // Someone else finds both usable stores.
    expect((await as(t, nameless, 'GET', `/api/store/search?keyword=Omega%20${tag}`)).data.total).toBe(2);
  });

  it('matches wildcards literally and validates the keyword', async () => {
    const me = await createActor(t);
    await createActor(t, { store: { name: '100% Cards' } });
    expect((await as(t, me, 'GET', '/api/store/search?keyword=%25')).data.list.map((s: { name: string }) => s.name)).toEqual(['100% Cards']);
    expect((await as(t, me, 'GET', '/api/store/search?keyword=_')).data.total).toBe(0);
    expect((await as(t, me, 'GET', '/api/store/search')).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await as(t, me, 'GET', '/api/store/search?keyword=%20')).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await as(t, me, 'GET', `/api/store/search?keyword=${'k'.repeat(51)}`)).respCode).toBe(ERROR_CODES.TOO_LONG);
    expect((await as(t, me, 'GET', '/api/store/search?keyword=a&pageNum=0')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });
});
