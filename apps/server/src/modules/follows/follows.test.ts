import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, NO_PERMISSION_CODES } from '@panel/domain/errors';
import {
  BlockListResponse,
  EndFollowResponse,
  FOLLOW_NO_PERMISSION_CODE,
  FollowerDetailResponse,
  FollowersResponse,
  FollowingAnotherStoreData,
  FollowingResponse,
  FollowRequestInfoResponse,
  FollowRequestResponse,
  FollowStatisticsResponse,
  HandleFollowRequestResponse,
  MyFollowRequestsResponse,
  ReceivedFollowRequestsResponse,
} from '@panel/domain/contract/follows';
import { follows } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { AppError } from '../../errors';
import { as, createActor, requestFollowOf, type Actor } from '../../../test/fixtures/follows.fixtures';
import { assertCanBuyFrom } from './follows.service';

const NO_PERMISSION = FOLLOW_NO_PERMISSION_CODE;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DENIED = ERROR_CODES.OPERATION_DENIED;
const BLOCKED = ERROR_CODES.ORDER_ACCESS_DENIED;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seller = (options: { name?: string; autoAccept?: boolean } = {}) => createActor(t, { store: options });
const buyer = (nickname?: string) => createActor(t, { user: nickname ? { nickname } : {} });

const pairRows = (buyerActor: Actor, sellerActor: Actor) =>
  t.db
    .select()
    .from(follows)
    .where(and(eq(follows.storeId, sellerActor.store.id), eq(follows.followerId, buyerActor.user.id)));
const activeRowsOf = async (buyerActor: Actor) =>
  (await t.db.select().from(follows).where(eq(follows.followerId, buyerActor.user.id))).filter((r) => r.status === 'PENDING' || r.status === 'ACCEPTED');

const handle = (actor: Actor, id: string, action: 'ACCEPT' | 'REJECT') => as(t, actor, 'PUT', `/api-user/user/follow/handle?id=${id}&action=${action}`);
const pairUrl = (kind: 'buyer' | 'block' | 'followed', buyerActor: { user: { id: string } } | string, store: { store: { id: string } } | string) =>
  `/api-user/user/follow/${kind}/${typeof buyerActor === 'string' ? buyerActor : buyerActor.user.id}/${typeof store === 'string' ? store : store.store.id}`;

/** A buyer with an accepted follow of the seller's store. */
async function follower(s: Actor, nickname?: string) {
  const b = await buyer(nickname);
  const sent = await requestFollowOf(t, b, s.store);
  const accepted = await handle(s, sent.data.id, 'ACCEPT');
  expect(accepted.respCode).toBe(200);
  return { buyer: b, followId: sent.data.id as string };
}

describe('the no-permission code', () => {
  it('is in the no-permission group of the catalogue', () => {
    expect(NO_PERMISSION_CODES).toContain(NO_PERMISSION);
  });
});

describe('POST /api-user/user/follow/request', () => {
  it('sends a pending request and answers the whole body', async () => {
    const s = await seller({ name: 'Alpha Cards' });
    const b = await buyer();
    const body = await requestFollowOf(t, b, s.store);
    expect(body).toMatchObject({ respCode: 200, message: 'success' });
    const request = FollowRequestResponse.parse(body.data);
    expect(request).toMatchObject({ status: 'PENDING', decidedAt: null, store: { id: s.store.id, uid: s.store.uid, name: 'Alpha Cards' } });
    expect(request.requestedAt).toBe(t.clock.now().toISOString());
  });

  it('is idempotent: a second request while pending changes nothing and answers the same request', async () => {
    const s = await seller();
    const b = await buyer();
    const first = await requestFollowOf(t, b, s.store);
    t.clock.advance(60_000);
    const second = await requestFollowOf(t, b, s.store);
    expect(second.respCode).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(await pairRows(b, s)).toHaveLength(1);
  });

  it('is accepted at once by an auto-accepting store', async () => {
    const s = await seller({ autoAccept: true });
    const b = await buyer();
    const { data } = await requestFollowOf(t, b, s.store);
    expect(data).toMatchObject({ status: 'ACCEPTED', decidedAt: t.clock.now().toISOString() });
    await expect(assertCanBuyFrom(t.db, { buyerId: b.user.id, storeId: s.store.id })).resolves.toBeUndefined();
    expect((await requestFollowOf(t, b, s.store)).data.id).toBe(data.id);
  });

  it('refuses a second store unless replaceCurrent, which ends the current follow in the same change', async () => {
    const first = await seller({ name: 'First' });
    const second = await seller({ name: 'Second' });
    const { buyer: b, followId } = await follower(first);

    const refused = await requestFollowOf(t, b, second.store);
    expect(refused.respCode).toBe(DENIED);
    expect(FollowingAnotherStoreData.parse(refused.data)).toEqual({
      reason: 'FOLLOWING_ANOTHER_STORE',
      current: { followId, storeId: first.store.id, status: 'ACCEPTED' },
    });
    expect((await pairRows(b, first))[0].status).toBe('ACCEPTED');
    expect(await pairRows(b, second)).toHaveLength(0);

    const replaced = await requestFollowOf(t, b, second.store, true);
    expect(replaced.respCode).toBe(200);
    expect(replaced.data.status).toBe('PENDING');
    expect(await pairRows(b, first)).toHaveLength(0);
    expect((await activeRowsOf(b)).map((r) => r.storeId)).toEqual([second.store.id]);
  });

  it('counts a pending request at another store as the one store', async () => {
    const first = await seller();
    const second = await seller();
    const b = await buyer();
    await requestFollowOf(t, b, first.store);
    const refused = await requestFollowOf(t, b, second.store, false);
    expect(refused.respCode).toBe(DENIED);
    expect(refused.data.current.status).toBe('PENDING');
    expect((await requestFollowOf(t, b, second.store, true)).respCode).toBe(200);
    expect((await activeRowsOf(b)).map((r) => r.storeId)).toEqual([second.store.id]);
  });

  it('lets a rejected buyer request again', async () => {
    const s = await seller();
    const b = await buyer();
    const sent = await requestFollowOf(t, b, s.store);
    await handle(s, sent.data.id, 'REJECT');
    t.clock.advance(1000);
    const again = await requestFollowOf(t, b, s.store);
    expect(again.data).toMatchObject({ id: sent.data.id, status: 'PENDING', decidedAt: null, requestedAt: t.clock.now().toISOString() });
  });

  it('refuses a blocked buyer with 150004', async () => {
    const s = await seller();
    const b = await buyer();
    await as(t, s, 'POST', pairUrl('block', b, s));
    const refused = await requestFollowOf(t, b, s.store);
    expect(refused.respCode).toBe(BLOCKED);
    expect((await pairRows(b, s))[0].status).toBe('BLOCKED');
    // Even when asking to replace the current follow.
    expect((await requestFollowOf(t, b, s.store, true)).respCode).toBe(BLOCKED);
  });

  it('is a param error for the own store, an unknown or unusable store, a malformed or missing id', async () => {
    const s = await seller();
    const unusable = await buyer();
    expect((await requestFollowOf(t, s, s.store)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await requestFollowOf(t, s, { id: randomUUID() })).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await requestFollowOf(t, s, unusable.store)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await requestFollowOf(t, s, { id: 'not-a-uuid' })).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, s, 'POST', '/api-user/user/follow/request', {})).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    // A wrong type is a param error, not a missing field.
    expect((await as(t, s, 'POST', '/api-user/user/follow/request', { storeId: s.store.id, replaceCurrent: 'yes' })).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect(await t.db.select().from(follows).where(eq(follows.followerId, s.user.id))).toHaveLength(0);
  });

  it('needs a session', async () => {
    const s = await seller();
    const res = await t.app.inject({ method: 'POST', url: '/api-user/user/follow/request', payload: { storeId: s.store.id } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the requests a store receives', () => {
  it('lists pending requests, newest first and paged, with the requester uid, nickname, avatar and date', async () => {
    const s = await seller();
    const b1 = await buyer('Bruna');
    const b2 = await buyer('Caio');
    await requestFollowOf(t, b1, s.store);
    t.clock.advance(1000);
    await requestFollowOf(t, b2, s.store);
    const page1 = ReceivedFollowRequestsResponse.parse((await as(t, s, 'GET', '/api-user/user/follow/request/receiver?pageNum=1&pageSize=1')).data);
    expect(page1).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(page1.list[0]).toMatchObject({
      status: 'PENDING',
      requestedAt: t.clock.now().toISOString(),
      requester: { id: b2.user.id, uid: b2.user.uid, storeUid: b2.store.uid, nickname: 'Caio', avatar: null },
    });
    const page2 = (await as(t, s, 'GET', '/api-user/user/follow/request/receiver?pageNum=2&pageSize=1')).data;
    expect(page2.list[0].requester.nickname).toBe('Bruna');
  });

  it('filters by status and shows only the caller store', async () => {
    const s = await seller();
    const other = await seller();
    const { buyer: b } = await follower(s);
    await requestFollowOf(t, await buyer(), other.store);
    const accepted = (await as(t, s, 'GET', '/api-user/user/follow/request/receiver?status=ACCEPTED')).data;
    expect(accepted.list.map((r: { requester: { id: string } }) => r.requester.id)).toEqual([b.user.id]);
    expect((await as(t, s, 'GET', '/api-user/user/follow/request/receiver')).data.total).toBe(0);
    expect((await as(t, s, 'GET', '/api-user/user/follow/request/receiver?status=BLOCKED')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, s, 'GET', '/api-user/user/follow/request/receiver?pageSize=0')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });

  it('shows one request to its store owner and its requester only', async () => {
    const s = await seller({ name: 'Info Store' });
    const b = await buyer('Dora');
    const stranger = await seller();
    const { data } = await requestFollowOf(t, b, s.store);
    const url = `/api-user/user/follow/request/info/${data.id}`;
    const forOwner = FollowRequestInfoResponse.parse((await as(t, s, 'GET', url)).data);
    expect(forOwner).toMatchObject({
      id: data.id,
      status: 'PENDING',
      store: { id: s.store.id, name: 'Info Store' },
      requester: { id: b.user.id, nickname: 'Dora' },
    });
    expect((await as(t, b, 'GET', url)).data).toEqual(forOwner);
    expect((await as(t, stranger, 'GET', url)).respCode).toBe(NO_PERMISSION);
    expect((await as(t, stranger, 'GET', `/api-user/user/follow/request/info/${randomUUID()}`)).respCode).toBe(NO_PERMISSION);
    expect((await as(t, stranger, 'GET', '/api-user/user/follow/request/info/123')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });
});

describe('PUT /api-user/user/follow/handle', () => {
  it('accepts a pending request: the buyer now follows the store', async () => {
    const s = await seller({ name: 'Accepting' });
    const b = await buyer();
    const { data } = await requestFollowOf(t, b, s.store);
    t.clock.advance(5000);
    const answer = await handle(s, data.id, 'ACCEPT');
    expect(answer.respCode).toBe(200);
    expect(HandleFollowRequestResponse.parse(answer.data)).toMatchObject({ id: data.id, status: 'ACCEPTED', decidedAt: t.clock.now().toISOString() });
    const following = FollowingResponse.parse((await as(t, b, 'GET', '/api/follow/following')).data);
    expect(following).toMatchObject({
      followId: data.id,
      store: { id: s.store.id, uid: s.store.uid, name: 'Accepting', nickname: s.user.nickname },
      followedAt: t.clock.now().toISOString(),
      firstPurchaseAt: null,
      lastPurchaseAt: null,
    });
    const roles = (await as(t, b, 'GET', '/api-user/users/current')).data.roles.map((r: { code: string }) => r.code);
    expect(roles).toContain('FOLLOWER');
  });

  it('rejects a pending request; an answered request cannot be answered again', async () => {
    const s = await seller();
    const b = await buyer();
    const { data } = await requestFollowOf(t, b, s.store);
    expect((await handle(s, data.id, 'REJECT')).data.status).toBe('REJECTED');
    const again = await handle(s, data.id, 'ACCEPT');
    expect(again.respCode).toBe(DENIED);
    expect(again.data).toEqual({ reason: 'NOT_PENDING', status: 'REJECTED' });
    expect((await pairRows(b, s))[0].status).toBe('REJECTED');
    expect((await as(t, b, 'GET', '/api/follow/following')).data).toBeNull();
  });

  it('is no-permission for anyone but the store owner, whatever the id', async () => {
    const s = await seller();
    const b = await buyer();
    const stranger = await seller();
    const { data } = await requestFollowOf(t, b, s.store);
    expect((await handle(stranger, data.id, 'ACCEPT')).respCode).toBe(NO_PERMISSION);
    expect((await handle(b, data.id, 'ACCEPT')).respCode).toBe(NO_PERMISSION);
    expect((await handle(stranger, randomUUID(), 'REJECT')).respCode).toBe(NO_PERMISSION);
    expect((await pairRows(b, s))[0].status).toBe('PENDING');
  });

  it('validates the query', async () => {
    const s = await seller();
    expect((await as(t, s, 'PUT', '/api-user/user/follow/handle?action=ACCEPT')).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await as(t, s, 'PUT', `/api-user/user/follow/handle?id=${randomUUID()}`)).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect((await as(t, s, 'PUT', `/api-user/user/follow/handle?id=${randomUUID()}&action=MAYBE`)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, s, 'PUT', '/api-user/user/follow/handle?id=x1&action=ACCEPT')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });
});

describe('GET /api/follow/requests/mine', () => {
  it('lists the caller requests, pending and answered, but not blocks', async () => {
    const a = await seller({ name: 'Rejecter' });
    const c = await seller({ name: 'Pending' });
    const d = await seller({ name: 'Blocker' });
    const b = await buyer();
    const sent = await requestFollowOf(t, b, a.store);
    await handle(a, sent.data.id, 'REJECT');
    t.clock.advance(1000);
    await requestFollowOf(t, b, c.store);
    await as(t, d, 'POST', pairUrl('block', b, d));
    const mine = MyFollowRequestsResponse.parse((await as(t, b, 'GET', '/api/follow/requests/mine')).data);
    expect(mine.total).toBe(2);
    expect(mine.list.map((r) => [r.store.name, r.status])).toEqual([
      ['Pending', 'PENDING'],
      ['Rejecter', 'REJECTED'],
    ]);
    expect((await as(t, b, 'GET', '/api/follow/requests/mine?status=REJECTED')).data.total).toBe(1);
    expect((await as(t, a, 'GET', '/api/follow/requests/mine')).data.total).toBe(0);
  });
});

describe('POST /api-user/user/follow/buyers/v2', () => {
  it('lists the followers of the caller store with UIDs, nickname, date followed and purchase dates', async () => {
    const s = await seller();
    const other = await seller();
    const { buyer: b1 } = await follower(s, 'Elisa Ramos');
    t.clock.advance(1000);
    const { buyer: b2, followId } = await follower(s, 'Fabio');
    await requestFollowOf(t, await buyer(), s.store); // pending: not a follower
    await follower(other, 'Elsewhere');

    const all = FollowersResponse.parse((await as(t, s, 'POST', '/api-user/user/follow/buyers/v2', {})).data);
    expect(all.total).toBe(2);
    expect(all.list[0]).toEqual({
      followId,
      follower: { id: b2.user.id, uid: b2.user.uid, storeUid: b2.store.uid, nickname: 'Fabio', avatar: null },
      followedAt: t.clock.now().toISOString(),
      firstPurchaseAt: null,
      lastPurchaseAt: null,
    });
    const search = async (keyword: string) =>
      (await as(t, s, 'POST', '/api-user/user/follow/buyers/v2', { pageNum: 1, pageSize: 10, keyword })).data.list.map(
        (f: { follower: { id: string } }) => f.follower.id,
      );
    expect(await search('elisa')).toEqual([b1.user.id]);
    expect(await search(b2.user.uid)).toEqual([b2.user.id]);
    expect(await search(b1.store.uid)).toEqual([b1.user.id]);
    expect(await search(b1.user.uid.slice(0, 4))).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('Elsewhere')).toEqual([]);
    const paged = (await as(t, s, 'POST', '/api-user/user/follow/buyers/v2', { pageNum: 2, pageSize: 1 })).data;
    expect(paged).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(paged.list[0].follower.id).toBe(b1.user.id);
    expect((await as(t, s, 'POST', '/api-user/user/follow/buyers/v2', { pageNum: 3, pageSize: 1 })).data).toMatchObject({ list: [], total: 2, pageNum: 3 });
  });

  it('accepts an empty body and validates paging', async () => {
    const s = await seller();
    const empty = await call('POST', s, '/api-user/user/follow/buyers/v2');
    expect(empty).toMatchObject({ respCode: 200, data: { list: [], total: 0, pageNum: 1, pageSize: 20 } });
    expect((await as(t, s, 'POST', '/api-user/user/follow/buyers/v2', { pageSize: 1000 })).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, s, 'POST', '/api-user/user/follow/buyers/v2', { keyword: 'x'.repeat(51) })).respCode).toBe(ERROR_CODES.TOO_LONG);
  });
});

/** A call with a JSON content type and no body, as the panel sends some calls. */
async function call(method: 'POST' | 'DELETE', actor: Actor, url: string) {
  const res = await t.app.inject({ method, url, headers: { ...actor.headers, 'content-type': 'application/json' } });
  return res.json();
}

describe('GET /api/follow/follower/{followId}', () => {
  it('shows one follower to the store owner only', async () => {
    const s = await seller();
    const stranger = await seller();
    const { buyer: b, followId } = await follower(s, 'Gil');
    const detail = FollowerDetailResponse.parse((await as(t, s, 'GET', `/api/follow/follower/${followId}`)).data);
    expect(detail).toMatchObject({ followId, status: 'ACCEPTED', follower: { id: b.user.id, nickname: 'Gil' }, firstPurchaseAt: null });
    expect(detail.followedAt).not.toBeNull();
    expect((await as(t, stranger, 'GET', `/api/follow/follower/${followId}`)).respCode).toBe(NO_PERMISSION);
    expect((await as(t, b, 'GET', `/api/follow/follower/${followId}`)).respCode).toBe(NO_PERMISSION);
    expect((await as(t, s, 'GET', `/api/follow/follower/${randomUUID()}`)).respCode).toBe(NO_PERMISSION);
    expect((await as(t, s, 'GET', '/api/follow/follower/nope')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });
});

describe('DELETE /api-user/user/follow/buyer/{a}/{b}', () => {
  it('lets the buyer unfollow (whole body) and request again', async () => {
    const s = await seller();
    const { buyer: b } = await follower(s);
    const body = await call('DELETE', b, pairUrl('buyer', b, s));
    expect(body).toMatchObject({ respCode: 200, message: 'success' });
    expect(EndFollowResponse.parse(body.data)).toEqual({ followerId: b.user.id, storeId: s.store.id, relation: 'NONE' });
    expect(await pairRows(b, s)).toHaveLength(0);
    expect((await as(t, b, 'GET', '/api/follow/following')).data).toBeNull();
    await expect(assertCanBuyFrom(t.db, { buyerId: b.user.id, storeId: s.store.id })).rejects.toMatchObject({ code: BLOCKED });
    expect((await requestFollowOf(t, b, s.store)).data.status).toBe('PENDING');
  });

  it('lets the buyer cancel a pending request', async () => {
    const s = await seller();
    const b = await buyer();
    await requestFollowOf(t, b, s.store);
    expect((await as(t, b, 'DELETE', pairUrl('buyer', b, s))).respCode).toBe(200);
    expect(await pairRows(b, s)).toHaveLength(0);
  });

  it('lets the owner remove a follower, who may request again', async () => {
    const s = await seller();
    const { buyer: b } = await follower(s);
    expect((await as(t, s, 'DELETE', pairUrl('buyer', b, s))).data.relation).toBe('NONE');
    expect(await pairRows(b, s)).toHaveLength(0);
    expect((await as(t, s, 'POST', '/api-user/user/follow/buyers/v2', {})).data.total).toBe(0);
    expect((await requestFollowOf(t, b, s.store)).data.status).toBe('PENDING');
  });

  it('answers NONE when there is no relation', async () => {
    const s = await seller();
    const b = await buyer();
    expect((await as(t, b, 'DELETE', pairUrl('buyer', b, s))).data).toEqual({ followerId: b.user.id, storeId: s.store.id, relation: 'NONE' });
  });

  it('is no-permission for anyone but the buyer and the store owner, whatever the ids', async () => {
    const s = await seller();
    const stranger = await seller();
    const { buyer: b } = await follower(s);
    expect((await as(t, stranger, 'DELETE', pairUrl('buyer', b, s))).respCode).toBe(NO_PERMISSION);
    expect((await as(t, stranger, 'DELETE', pairUrl('buyer', b, randomUUID()))).respCode).toBe(NO_PERMISSION);
    expect((await as(t, stranger, 'DELETE', pairUrl('buyer', randomUUID(), s))).respCode).toBe(NO_PERMISSION);
    expect((await pairRows(b, s))[0].status).toBe('ACCEPTED');
  });

  it('does not end a block: the buyer gets 150004, the owner 4050', async () => {
    const s = await seller();
    const { buyer: b } = await follower(s);
    await as(t, s, 'POST', pairUrl('block', b, s));
    expect((await as(t, b, 'DELETE', pairUrl('buyer', b, s))).respCode).toBe(BLOCKED);
    const byOwner = await as(t, s, 'DELETE', pairUrl('buyer', b, s));
    expect(byOwner).toMatchObject({ respCode: DENIED, data: { reason: 'BLOCKED' } });
    expect((await pairRows(b, s))[0].status).toBe('BLOCKED');
  });

  it('validates the ids', async () => {
    const s = await seller();
    expect((await as(t, s, 'DELETE', `/api-user/user/follow/buyer/abc/${s.store.id}`)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, s, 'DELETE', `/api-user/user/follow/buyer/${s.user.id}/abc`)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });
});

describe('block and unblock: /api-user/user/follow/block/{a}/{b}', () => {
  it('blocks an accepted follower: no more following, buying or seeing the store', async () => {
    const s = await seller({ name: 'Strict Store' });
    const { buyer: b, followId } = await follower(s, 'Hugo');
    t.clock.advance(1000);
    const blocked = await as(t, s, 'POST', pairUrl('block', b, s));
    expect(blocked.respCode).toBe(200);
    expect(blocked.data).toMatchObject({ followId, follower: { id: b.user.id, nickname: 'Hugo' }, blockedAt: t.clock.now().toISOString() });
    expect(await pairRows(b, s)).toMatchObject([{ status: 'BLOCKED' }]);
    await expect(assertCanBuyFrom(t.db, { buyerId: b.user.id, storeId: s.store.id })).rejects.toMatchObject({ code: BLOCKED });
    expect((await as(t, b, 'GET', '/api/follow/following')).data).toBeNull();
    expect((await as(t, s, 'POST', '/api-user/user/follow/buyers/v2', {})).data.total).toBe(0);
    const detail = (await as(t, b, 'GET', `/api/store/detail/${s.store.id}`)).data;
    expect(detail).toMatchObject({ relation: 'BLOCKED', contacts: null, followerCount: null, name: 'Strict Store' });
    expect((await as(t, b, 'GET', '/api/store/search?keyword=Strict')).data.total).toBe(0);
  });

  it('blocks whatever the state, even with no relation, and blocking again changes nothing', async () => {
    const s = await seller();
    const stranger = await buyer();
    const pending = await buyer();
    await requestFollowOf(t, pending, s.store);
    const rejected = await buyer();
    const sent = await requestFollowOf(t, rejected, s.store);
    await handle(s, sent.data.id, 'REJECT');
    for (const b of [stranger, pending, rejected]) {
      expect((await as(t, s, 'POST', pairUrl('block', b, s))).respCode).toBe(200);
      expect(await pairRows(b, s)).toMatchObject([{ status: 'BLOCKED' }]);
    }
    const again = await as(t, s, 'POST', pairUrl('block', stranger, s));
    expect(again.respCode).toBe(200);
    expect(await pairRows(stranger, s)).toHaveLength(1);
    expect((await handle(s, sent.data.id, 'ACCEPT')).respCode).toBe(DENIED);
  });

  it('unblocks: the block is deleted and the buyer may request again', async () => {
    const s = await seller();
    const { buyer: b } = await follower(s);
    await as(t, s, 'POST', pairUrl('block', b, s));
    const unblocked = await as(t, s, 'DELETE', pairUrl('block', b, s));
    expect(unblocked.data).toEqual({ followerId: b.user.id, storeId: s.store.id, relation: 'NONE' });
    expect(await pairRows(b, s)).toHaveLength(0);
    expect((await requestFollowOf(t, b, s.store)).data.status).toBe('PENDING');
  });

  it('leaves a relation that is not a block as it is when unblocking', async () => {
    const s = await seller();
    const { buyer: b } = await follower(s);
    expect((await as(t, s, 'DELETE', pairUrl('block', b, s))).data.relation).toBe('ACCEPTED');
    expect(await pairRows(b, s)).toMatchObject([{ status: 'ACCEPTED' }]);
  });

  it('is no-permission for anyone but the store owner, whatever the ids', async () => {
    const s = await seller();
    const stranger = await seller();
    const { buyer: b } = await follower(s);
    await as(t, s, 'POST', pairUrl('block', (await buyer()).user.id, s));
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await as(t, stranger, method, pairUrl('block', b, s))).respCode).toBe(NO_PERMISSION);
      expect((await as(t, b, method, pairUrl('block', b, s))).respCode).toBe(NO_PERMISSION);
      expect((await as(t, stranger, method, pairUrl('block', b, randomUUID()))).respCode).toBe(NO_PERMISSION);
    }
    expect(await pairRows(b, s)).toMatchObject([{ status: 'ACCEPTED' }]);
  });

  it('is a param error to block oneself or an unknown account', async () => {
    const s = await seller();
    expect((await as(t, s, 'POST', pairUrl('block', s, s))).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, s, 'POST', pairUrl('block', randomUUID(), s))).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, s, 'POST', `/api-user/user/follow/block/x/${s.store.id}`)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });
});

describe('POST /api-user/user/follow/block/list/v2', () => {
  it('lists the caller block list, searched by UID or nickname', async () => {
    const s = await seller();
    const other = await seller();
    const b1 = await buyer('Iris');
    const b2 = await buyer('Joao');
    await as(t, s, 'POST', pairUrl('block', b1, s));
    t.clock.advance(1000);
    await as(t, s, 'POST', pairUrl('block', b2, s));
    await as(t, other, 'POST', pairUrl('block', b1, other));
    const list = BlockListResponse.parse((await as(t, s, 'POST', '/api-user/user/follow/block/list/v2', { pageNum: 1, pageSize: 10 })).data);
    expect(list.total).toBe(2);
    expect(list.list.map((e) => e.follower.nickname)).toEqual(['Joao', 'Iris']);
    const byUid = (await as(t, s, 'POST', '/api-user/user/follow/block/list/v2', { keyword: b1.user.uid })).data;
    expect(byUid.list.map((e: { follower: { id: string } }) => e.follower.id)).toEqual([b1.user.id]);
    expect((await as(t, s, 'POST', '/api-user/user/follow/block/list/v2', { keyword: 'joa' })).data.total).toBe(1);
  });
});

describe('GET /api-user/user/follow/statistics', () => {
  it('counts followers, pending requests, blocks, and the caller own follow and pending request', async () => {
    const s = await seller();
    await follower(s);
    await follower(s);
    await requestFollowOf(t, await buyer(), s.store);
    await as(t, s, 'POST', pairUrl('block', (await buyer()).user.id, s));
    const upstream = await seller();
    await requestFollowOf(t, s, upstream.store);
    const stats = FollowStatisticsResponse.parse((await as(t, s, 'GET', '/api-user/user/follow/statistics')).data);
    expect(stats).toEqual({ followers: 2, pendingRequests: 1, blocked: 1, following: 0, myPendingRequests: 1 });
    const { buyer: b } = await follower(upstream);
    expect((await as(t, b, 'GET', '/api-user/user/follow/statistics')).data).toEqual({
      followers: 0,
      pendingRequests: 0,
      blocked: 0,
      following: 1,
      myPendingRequests: 0,
    });
  });
});

describe('GET /api-user/user/follow/followed/{a}/{b}', () => {
  it('says whether buyer a follows store b, to a or b owner only', async () => {
    const s = await seller();
    const stranger = await seller();
    const { buyer: b } = await follower(s);
    const pending = await buyer();
    await requestFollowOf(t, pending, s.store);
    expect((await as(t, b, 'GET', pairUrl('followed', b, s))).data).toBe(true);
    expect((await as(t, s, 'GET', pairUrl('followed', b, s))).data).toBe(true);
    expect((await as(t, s, 'GET', pairUrl('followed', pending, s))).data).toBe(false);
    expect((await as(t, b, 'GET', pairUrl('followed', b, stranger))).data).toBe(false);
    expect((await as(t, stranger, 'GET', pairUrl('followed', b, s))).respCode).toBe(NO_PERMISSION);
    expect((await as(t, pending, 'GET', pairUrl('followed', b, s))).respCode).toBe(NO_PERMISSION);
    expect((await as(t, s, 'GET', '/api-user/user/follow/followed/1/2')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });
});

describe('assertCanBuyFrom', () => {
  it('passes an accepted follower only; anyone else gets 150004', async () => {
    const s = await seller();
    const { buyer: b } = await follower(s);
    const pending = await buyer();
    await requestFollowOf(t, pending, s.store);
    await expect(assertCanBuyFrom(t.db, { buyerId: b.user.id, storeId: s.store.id })).resolves.toBeUndefined();
    await expect(t.db.transaction((tx) => assertCanBuyFrom(tx, { buyerId: b.user.id, storeId: s.store.id }, { lock: true }))).resolves.toBeUndefined();
    for (const buyerId of [pending.user.id, s.user.id, randomUUID()]) {
      const failure = await assertCanBuyFrom(t.db, { buyerId, storeId: s.store.id }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).code).toBe(BLOCKED);
    }
  });
});

describe('concurrent changes of one relation', () => {
  it('accept and block at the same time: one consistent final state, the block is never lost', async () => {
    for (let round = 0; round < 8; round++) {
      const s = await seller();
      const b = await buyer();
      const { data } = await requestFollowOf(t, b, s.store);
      // The accept has less to do before its transaction; holding it back a little on odd rounds lets either reach the row first.
      const accepting = round % 2 === 0 ? handle(s, data.id, 'ACCEPT') : delay(round).then(() => handle(s, data.id, 'ACCEPT'));
      const [accept, block] = await Promise.all([accepting, as(t, s, 'POST', pairUrl('block', b, s))]);
      expect(block.respCode).toBe(200);
      // Either the accept came first (and the block then ended the follow) or it found the request blocked.
      expect([200, DENIED]).toContain(accept.respCode);
      if (accept.respCode === DENIED) expect(accept.data).toEqual({ reason: 'NOT_PENDING', status: 'BLOCKED' });
      else expect(accept.data.status).toBe('ACCEPTED');
      const rows = await pairRows(b, s);
      expect(rows).toHaveLength(1);
      expect(rows[0].status).toBe('BLOCKED');
      await expect(assertCanBuyFrom(t.db, { buyerId: b.user.id, storeId: s.store.id })).rejects.toMatchObject({ code: BLOCKED });
    }
  });

  it('accept and reject at the same time: exactly one wins and the state is the winner', async () => {
    for (let round = 0; round < 5; round++) {
      const s = await seller();
      const b = await buyer();
      const { data } = await requestFollowOf(t, b, s.store);
      const answers = await Promise.all([handle(s, data.id, 'ACCEPT'), handle(s, data.id, 'REJECT')]);
      const winners = answers.filter((a) => a.respCode === 200);
      expect(winners).toHaveLength(1);
      expect(answers.filter((a) => a.respCode === DENIED)).toHaveLength(1);
      expect(await pairRows(b, s)).toMatchObject([{ status: winners[0].data.status }]);
    }
  });

  it('accept and remove at the same time: the relation ends up in one state', async () => {
    const s = await seller();
    const b = await buyer();
    const { data } = await requestFollowOf(t, b, s.store);
    const [accept, remove] = await Promise.all([handle(s, data.id, 'ACCEPT'), as(t, s, 'DELETE', pairUrl('buyer', b, s))]);
    expect(remove.respCode).toBe(200);
    // The remove always ends the relation; an accept that came second finds nothing to answer.
    expect([200, NO_PERMISSION]).toContain(accept.respCode);
    expect(await pairRows(b, s)).toHaveLength(0);
  });

  it('request and block at the same time: never a pending or accepted relation left next to a block', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await seller({ autoAccept: round % 2 === 0 });
      const b = await buyer();
      const [request, block] = await Promise.all([requestFollowOf(t, b, s.store), as(t, s, 'POST', pairUrl('block', b, s))]);
      expect(block.respCode).toBe(200);
      expect([200, BLOCKED]).toContain(request.respCode);
      expect(await pairRows(b, s)).toMatchObject([{ status: 'BLOCKED' }]);
    }
  });

  it('one buyer requesting two stores at the same time follows at most one', async () => {
    const first = await seller();
    const second = await seller({ autoAccept: true });
    const b = await buyer();
    const answers = await Promise.all([requestFollowOf(t, b, first.store), requestFollowOf(t, b, second.store)]);
    expect(answers.map((a) => a.respCode).sort()).toEqual([200, DENIED]);
    expect(await activeRowsOf(b)).toHaveLength(1);
  });

  it('the same request sent many times at once makes one request', async () => {
    const s = await seller();
    const b = await buyer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestFollowOf(t, b, s.store)));
    expect(answers.every((a) => a.respCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await pairRows(b, s)).toHaveLength(1);
  });
});
