// API keys through the API: made by a logged-in user (the secret told once, only its hash kept),
// then used as a reseller's shop would, and refused for each reason a key can be refused.
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyRequest, CreatedApiKey } from '@panel/domain/contract/api-keys';
import { API_SCOPES, type Bound } from '@panel/domain/endpoints/endpoint';
import { ERROR_CODES } from '@panel/domain/errors';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { apiKeys, users } from '../../db/schema';
import { as, createActor, type Actor } from '../../../test/fixtures/follows.fixtures';
import { orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';

const CALLS_PER_MINUTE = 30;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiKeyCallsPerMinute: CALLS_PER_MINUTE });
  // A route whose session is looked up with its work (as placing an order's is), in the public API.
  const entry = { method: 'POST', path: '/api/test/with-work', access: 'user', scope: 'orders', summary: 'test', schemas: { response: false } } as Bound;
  t.app.post('/api/test/with-work', { config: { sessionWithWork: true, endpoint: entry } }, async (request) => ({
    pendingToken: request.pendingToken,
    session: request.session,
  }));
});
afterAll(() => t.close());

const WALLET = '/api/vcoin/wallet';

async function makeKey(actor: Actor, input: Partial<CreateApiKeyRequest> = {}): Promise<CreatedApiKey> {
  const body = await as(t, actor, 'POST', '/api/api-keys', { name: 'Shop', scopes: ['wallet'], ...input });
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return body.data as CreatedApiKey;
}

/** Calls the API with a key, from `remoteAddress` (the test's own, 127.0.0.1, unless told). */
const withKey = (
  key: string,
  method: 'GET' | 'POST',
  url: string,
  { remoteAddress, payload, headers = {} }: { remoteAddress?: string; payload?: object; headers?: Record<string, string> } = {},
) => call(t.app, { method, url, headers: { authorization: `Bearer ${key}`, ...headers }, remoteAddress, ...(payload ? { payload } : {}) });

const keysOf = async (actor: Actor) => (await as(t, actor, 'GET', '/api/api-keys')).data as CreatedApiKey[];

describe('making a key', () => {
  it('tells the secret once and keeps only its hash', async () => {
    const owner = await createActor(t);
    const made = await makeKey(owner, { name: '  Bot of my shop ', scopes: ['wallet', 'read'] });
    expect(made.key).toMatch(/^rk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({
      name: 'Bot of my shop',
      prefix: made.key.slice(0, 11),
      scopes: ['wallet', 'read'],
      allowedAddresses: null,
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(made.prefix).toBe(`rk_${made.id.replace(/-/g, '').slice(0, 8)}`);

    const secret = made.key.slice(12);
    const { key: _key, ...shown } = made;
    const listed = await as(t, owner, 'GET', '/api/api-keys');
    expect(listed.data).toEqual([shown]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(made.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('checks the name, the scopes, the allow-list and the expiry', async () => {
    const owner = await createActor(t);
    const refusal = async (input: object) =>
      (await as(t, owner, 'POST', '/api/api-keys', { name: 'Shop', scopes: ['wallet'], ...input })) as { respCode: number; data: { field: string } };
    expect(await refusal({ name: 'x'.repeat(41) })).toMatchObject({ respCode: ERROR_CODES.TOO_LONG, data: { field: 'name' } });
    expect(await refusal({ name: '   ' })).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'name' } });
    expect(await refusal({ scopes: [] })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'scopes' } });
    expect(await refusal({ scopes: ['admin'] })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'scopes.0' } });
    expect(await refusal({ scopes: ['read', 'read'] })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'scopes' } });
    for (const bad of ['300.1.1.1', '10.0.0.0/33', '2001:db8::/129', 'example.com', '1.2.3.4/24/1', '2001:db8:::1', '1::2::3']) {
      expect(await refusal({ allowedAddresses: ['203.0.113.1', bad] }), bad).toMatchObject({
        respCode: ERROR_CODES.PARAM_ERROR,
        data: { field: 'allowedAddresses.1' },
      });
    }
    const many = Array.from({ length: 21 }, (_, i) => `198.51.100.${i}`);
    expect(await refusal({ allowedAddresses: many })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'allowedAddresses' } });
    expect(await refusal({ expiresInDays: 0 })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'expiresInDays' } });
    expect(await refusal({ expiresInDays: 366 })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'expiresInDays' } });

    const made = await makeKey(owner, { allowedAddresses: ['203.0.113.0/24', '2001:db8::1', '::ffff:192.0.2.1', '2001:db8::/32'], expiresInDays: 365 });
    expect(made.allowedAddresses).toEqual(['203.0.113.0/24', '2001:db8::1', '::ffff:192.0.2.1', '2001:db8::/32']);
    expect(new Date(made.expiresAt!).getTime()).toBe(t.clock.now().getTime() + 365 * 86_400_000);
    expect((await makeKey(owner, { allowedAddresses: [] })).allowedAddresses).toBeNull();
  });

  it('keeps at most 20 live keys per account; a revoked one makes room', async () => {
    const owner = await createActor(t);
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await makeKey(owner, { name: `Key ${i}` }));
    expect(await as(t, owner, 'POST', '/api/api-keys', { name: 'One more', scopes: ['wallet'] })).toMatchObject({
      respCode: ERROR_CODES.OPERATION_DENIED,
      data: { max: 20 },
    });
    expect((await as(t, owner, 'POST', `/api/api-keys/${made[0]!.id}/revoke`)).respCode).toBe(200);
    await makeKey(owner, { name: 'One more' });
    expect(await keysOf(owner)).toHaveLength(21);
  });
});

describe('calling with a key', () => {
  it('reads the wallet with the wallet scope as its user', async () => {
    const owner = await createActor(t);
    const { key } = await makeKey(owner, { scopes: ['wallet'] });
    const byKey = await withKey(key, 'GET', WALLET);
    expect(byKey.status).toBe(200);
    expect(byKey.body).toMatchObject({ respCode: 200, data: { available: '0.00' } });
    expect(byKey.body).toEqual(await as(t, owner, 'GET', WALLET).then((body) => ({ ...body, message: byKey.body.message })));
  });

  it('is refused (20003) a call of a scope it does not hold', async () => {
    const owner = await createActor(t);
    const { key } = await makeKey(owner, { scopes: ['orders'] });
    expect((await withKey(key, 'GET', WALLET)).body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    const wallet = await makeKey(owner, { scopes: ['wallet'] });
    expect((await withKey(wallet.key, 'GET', `/api/order/payment/wallet/quote/${randomUUID()}`)).body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    // Its own scope's call gets as far as the call itself: the order is not the caller's.
    expect((await withKey(key, 'GET', `/api/order/payment/wallet/quote/${randomUUID()}`)).body.respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
  });

  it("with 'read' reads every scope's calls but writes none", async () => {
    const owner = await createActor(t);
    const { key } = await makeKey(owner, { scopes: ['read'] });
    expect((await withKey(key, 'GET', WALLET)).body.respCode).toBe(200);
    expect((await withKey(key, 'GET', `/api/order/payment/wallet/quote/${randomUUID()}`)).body.respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    const transfer = await withKey(key, 'POST', '/api/vcoin/transfer', {
      payload: { toUid: '1', amount: '1', paymentPassword: '135790' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(transfer.body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    const pay = await withKey(key, 'POST', '/api/order/payment/pay/wallet', {
      payload: { orderId: randomUUID(), rate: '1', paymentPassword: '135790' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(pay.body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
  });

  it('is 401 once expired, and once revoked, at once', async () => {
    const owner = await createActor(t);
    const expiring = await makeKey(owner, { expiresInDays: 1 });
    const revoked = await makeKey(owner);
    expect((await withKey(expiring.key, 'GET', WALLET)).status).toBe(200);
    expect((await withKey(revoked.key, 'GET', WALLET)).status).toBe(200);

    const revoke = await as(t, owner, 'POST', `/api/api-keys/${revoked.id}/revoke`);
    expect(revoke).toMatchObject({ respCode: 200, data: { id: revoked.id, revokedAt: t.clock.now().toISOString() } });
    const refused = await withKey(revoked.key, 'GET', WALLET);
    expect(refused.status).toBe(401);
    expect(refused.body.respCode).toBe(ERROR_CODES.UNAUTHORIZED);
    // Revoking it again answers it as it is.
    expect(await as(t, owner, 'POST', `/api/api-keys/${revoked.id}/revoke`)).toEqual(revoke);

    t.clock.advance(86_400_000 + 1000);
    const expired = await withKey(expiring.key, 'GET', WALLET);
    expect(expired.status).toBe(401);
    expect(expired.body.respCode).toBe(ERROR_CODES.UNAUTHORIZED);
    expect((await withKey('rk_00000000_not-a-key', 'GET', WALLET)).status).toBe(401);
  });

  it('is used only from the addresses and networks it allows, as the server resolves the address', async () => {
    const owner = await createActor(t);
    const { key } = await makeKey(owner, { allowedAddresses: ['203.0.113.0/24', '2001:db8::1', '2001:db8:5::/48'] });
    const from = async (remoteAddress: string, headers: Record<string, string> = {}) =>
      (await withKey(key, 'GET', WALLET, { remoteAddress, headers })).body.respCode;
    expect(await from('198.51.100.7')).toBe(ERROR_CODES.NOT_AUTHORIZED);
    expect(await from('203.0.114.1')).toBe(ERROR_CODES.NOT_AUTHORIZED);
    expect(await from('2001:db8::2')).toBe(ERROR_CODES.NOT_AUTHORIZED);
    expect(await from('203.0.113.9')).toBe(200);
    expect(await from('::ffff:203.0.113.10')).toBe(200);
    expect(await from('2001:db8::1')).toBe(200);
    expect(await from('2001:db8:5:ffff::9')).toBe(200);
    // TRUST_PROXY is off: a forwarded address the caller names itself changes nothing.
    expect(await from('198.51.100.7', { 'x-forwarded-for': '203.0.113.9' })).toBe(ERROR_CODES.NOT_AUTHORIZED);
  });

  it('believes a forwarded address only from a proxy TRUST_PROXY names', async () => {
    const proxied = await createTestApp({ trustProxy: ['10.0.0.1'] });
    try {
      const owner = await createActor(proxied);
      const made = (await as(proxied, owner, 'POST', '/api/api-keys', { name: 'Shop', scopes: ['wallet'], allowedAddresses: ['203.0.113.0/24'] }))
        .data as CreatedApiKey;
      const from = async (remoteAddress: string) =>
        (
          await call(proxied.app, {
            method: 'GET',
            url: WALLET,
            remoteAddress,
            headers: { authorization: `Bearer ${made.key}`, 'x-forwarded-for': '203.0.113.9' },
          })
        ).body.respCode;
      expect(await from('10.0.0.1')).toBe(200);
      expect(await from('10.0.0.2')).toBe(ERROR_CODES.NOT_AUTHORIZED);
    } finally {
      await proxied.close();
    }
  });

  it('never acts as the operator, whatever its scopes', async () => {
    const operator = await createActor(t);
    await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, operator.user.id));
    expect((await as(t, operator, 'GET', '/api/ops/overview')).respCode).toBe(200);
    const { key } = await makeKey(operator, { scopes: [...API_SCOPES] });
    expect((await withKey(key, 'GET', '/api/ops/overview')).body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    expect((await withKey(key, 'GET', '/api/ops/topups')).body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    // Nor is it any call outside the public API.
    expect((await withKey(key, 'GET', '/api-user/users/current')).body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
  });

  it('cannot list, make or revoke keys', async () => {
    const owner = await createActor(t);
    const { key, id } = await makeKey(owner, { scopes: [...API_SCOPES] });
    expect((await withKey(key, 'GET', '/api/api-keys')).body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    expect((await withKey(key, 'POST', '/api/api-keys', { payload: { name: 'Another', scopes: ['read'] } })).body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    expect((await withKey(key, 'POST', `/api/api-keys/${id}/revoke`)).body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    expect(await keysOf(owner)).toMatchObject([{ id, revokedAt: null }]);
  });

  it("answers another user's key, and an unknown one, as not found, and leaves it live", async () => {
    const [owner, other] = [await createActor(t), await createActor(t)];
    const { key, id } = await makeKey(owner);
    expect(await as(t, other, 'POST', `/api/api-keys/${id}/revoke`)).toMatchObject({ respCode: ERROR_CODES.NOT_FOUND });
    expect(await as(t, other, 'POST', `/api/api-keys/${randomUUID()}/revoke`)).toMatchObject({ respCode: ERROR_CODES.NOT_FOUND });
    expect(await keysOf(other)).toEqual([]);
    expect((await withKey(key, 'GET', WALLET)).body.respCode).toBe(200);
  });

  it(`makes at most ${CALLS_PER_MINUTE} calls a minute (140029 beyond), counted per key`, async () => {
    const owner = await createActor(t);
    const [busy, other] = [await makeKey(owner), await makeKey(owner)];
    for (let i = 0; i < CALLS_PER_MINUTE; i++) expect((await withKey(busy.key, 'GET', WALLET)).body.respCode).toBe(200);
    expect((await withKey(busy.key, 'GET', WALLET)).body.respCode).toBe(ERROR_CODES.OPERATION_TOO_FREQUENT);
    expect((await withKey(other.key, 'GET', WALLET)).body.respCode).toBe(200);
    t.clock.advance(61_000);
    expect((await withKey(busy.key, 'GET', WALLET)).body.respCode).toBe(200);
  });

  it('marks its last use and address, at most once a minute', async () => {
    const owner = await createActor(t);
    const { key, id } = await makeKey(owner);
    const lastUse = async () => (await keysOf(owner)).find((one) => one.id === id)!;
    expect(await lastUse()).toMatchObject({ lastUsedAt: null, lastUsedAddress: null });
    const first = t.clock.now().toISOString();
    await withKey(key, 'GET', WALLET, { remoteAddress: '::ffff:203.0.113.5' });
    expect(await lastUse()).toMatchObject({ lastUsedAt: first, lastUsedAddress: '203.0.113.5' });
    t.clock.advance(30_000);
    await withKey(key, 'GET', WALLET, { remoteAddress: '203.0.113.6' });
    expect(await lastUse()).toMatchObject({ lastUsedAt: first, lastUsedAddress: '203.0.113.5' });
    t.clock.advance(31_000);
    await withKey(key, 'GET', WALLET, { remoteAddress: '2001:db8::7' });
    expect(await lastUse()).toMatchObject({ lastUsedAt: t.clock.now().toISOString(), lastUsedAddress: '2001:db8::7' });
  });

  it('places an order with the orders scope, once for a repeated Idempotency-Key, as its user; without the scope it is refused before anything is held', async () => {
    const { buyer, listing } = await orderShop(t, { stock: 10 });
    const { key } = await makeKey(buyer, { scopes: ['orders'] });
    const reseller = randomUUID();
    const place = (credential: string, idempotencyKey = reseller) =>
      withKey(credential, 'POST', '/api/order/create', { payload: orderBody(listing.id, { quantity: 2 }), headers: { 'idempotency-key': idempotencyKey } });
    const first = await place(key);
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ respCode: 200, data: { quantity: 2 } });
    expect((await place(key)).body.data.id).toBe(first.body.data.id);
    const mine = await as(t, buyer, 'GET', `/api/order/detail/${first.body.data.id}`);
    expect(mine.respCode).toBe(200);
    const readOnly = await makeKey(buyer, { scopes: ['read', 'wallet'] });
    expect((await place(readOnly.key, randomUUID())).body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    // A dead key on that route is 401, as a dead session is, whatever the body.
    const revoked = await makeKey(buyer, { scopes: ['orders'] });
    await as(t, buyer, 'POST', `/api/api-keys/${revoked.id}/revoke`);
    const dead = await withKey(revoked.key, 'POST', '/api/order/create', { payload: { quantity: 'many' }, headers: { 'idempotency-key': randomUUID() } });
    expect(dead.status).toBe(401);
  });

  it('is resolved up front on a route that looks its session up with its work: a key is never a pending token', async () => {
    const owner = await createActor(t);
    const { key, id } = await makeKey(owner, { scopes: ['orders'] });
    expect((await withKey(key, 'POST', '/api/test/with-work')).body).toEqual({ pendingToken: null, session: { userId: owner.user.id, apiKeyId: id } });
    const wallet = await makeKey(owner, { scopes: ['wallet'] });
    expect((await withKey(wallet.key, 'POST', '/api/test/with-work')).body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
  });
});
