// The API's OpenAPI document: valid OpenAPI 3.1 by a validator nobody here wrote, naming every call
// of the endpoint table and every API route of the server, with the client's types generated from
// it up to date; and the typed client (openapi-fetch) used as a reseller would, over a real socket,
// every answer checked against the document's schema for it.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createPanelClient, dataOf, PanelApiError } from '@panel/api-client';
import { schemaSource } from '@panel/api-client/generate-schema';
import { allEndpoints } from '@panel/domain/endpoints/all';
import { ERROR_CODES } from '@panel/domain/errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { sessionFor } from '../../../test/factories';
import { users } from '../../db/schema';
import { isApiRoute } from '../../http/auth-guard';
import { routeTableOf } from '../../http/route-table';
import { hashPassword } from '../users/passwords';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import { orderShop } from '../../../test/fixtures/orders.fixtures';
import { platformAccountOf, post, walletOf } from '../ledger/ledger';
import { withTransaction } from '../../db/transaction';

type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };
type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema: object }> }> };

let t: TestApp;
let document: Document;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  expect(res.headers.get('content-type')).toContain('application/json');
  document = (await res.json()) as Document;
});
afterAll(() => t.close());

/** Credits `amountMinor` VCoin cents to the user from the platform's offline top-ups (as a confirmed top-up does). */
const fund = (userId: string, amountMinor: bigint) =>
  withTransaction(t.db, async (tx) => {
    const [platform, wallet] = [await platformAccountOf(tx, 'OFFLINE_TOPUP'), await walletOf(tx, userId)];
    await post(tx, {
      type: 'INCOME',
      legs: [
        { accountId: platform, amountMinor: -amountMinor },
        { accountId: wallet, amountMinor },
      ],
      now: t.clock.now(),
    });
  });

/** The PanelApiError `work` throws. */
function refusalOf(work: () => unknown): PanelApiError | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof PanelApiError) return error;
    throw error;
  }
  return undefined;
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('names every call of the endpoint table but the development ones, each under its own operation id', () => {
    const expected = allEndpoints()
      .filter((entry) => entry.access !== 'dev')
      .map((entry) => `${entry.method} ${openApiPath(entry.path)} ${entry.area}.${entry.name}`);
    const named = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    expect(named.sort()).toEqual(expected.sort());
  });

  it('covers every API route of the server: each is registered from the table, and the development ones aside, documented', () => {
    const apiRoutes = routeTableOf(t.app).filter((route) => isApiRoute(route.url));
    expect(apiRoutes.filter((route) => !route.access).map((route) => `${route.method} ${route.url} is not registered from the endpoint table`)).toEqual([]);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    const undocumented = apiRoutes.filter((route) => route.access !== 'dev' && !documented.has(`${route.method} ${openApiPath(route.url)}`));
    expect(undocumented.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('is what the TypeScript client’s types were generated from (npm run api:client)', async () => {
    const committed = await readFile(fileURLToPath(import.meta.resolve('@panel/api-client/schema')), 'utf8');
    expect(committed === (await schemaSource()), 'packages/api-client/src/schema.ts is stale: run npm run api:client').toBe(true);
  });
});

describe('the typed client, as a reseller uses it', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  /** Checks an answer of `method path` against the document's schema of it. */
  function expectDocumented(method: string, path: string, body: unknown) {
    const operation = document.paths[path]?.[method];
    expect(operation, `${method} ${path} is in the document`).toBeDefined();
    const schema = operation.responses['200'].content!['application/json'].schema;
    const validate = ajv.compile({ ...schema, components: document.components });
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  }

  it('reads the wallet and its records, sends VCoin with an Idempotency-Key once, and is refused in the catalogue’s words', async () => {
    const [sender, recipient] = [await createActor(t), await createActor(t)];
    await t.db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('135790') })
      .where(eq(users.id, sender.user.id));
    await fund(sender.user.id, 5_000n);
    const { token } = await sessionFor(t, sender);
    const api = createPanelClient({ baseUrl, apiKey: token });

    const wallet = await api.GET('/api/vcoin/wallet');
    expectDocumented('get', '/api/vcoin/wallet', wallet.data);
    expect(wallet.data).toMatchObject({ respCode: 200, data: { available: '50.00' } });

    const [recipientRow] = await t.db.select({ uid: users.uid }).from(users).where(eq(users.id, recipient.user.id));
    const key = randomUUID();
    const send = () =>
      api.POST('/api/vcoin/transfer', {
        params: { header: { 'Idempotency-Key': key } },
        body: { toUid: recipientRow.uid, amount: '12.50', paymentPassword: '135790' },
      });
    const [first, again] = [await send(), await send()];
    expectDocumented('post', '/api/vcoin/transfer', first.data);
    expect(again.data).toEqual(first.data);
    expect((await api.GET('/api/vcoin/wallet')).data).toMatchObject({ data: { available: '37.50' } });

    const records = await api.GET('/api/vcoin/records', { params: { query: { pageNum: 1, pageSize: 10 } } });
    expectDocumented('get', '/api/vcoin/records', records.data);
    expect(dataOf(records).list.map((record) => record.amount)).toHaveLength(2);

    const missing = await api.GET('/api/vcoin/records/{id}', { params: { path: { id: 987_654_321 } } });
    expectDocumented('get', '/api/vcoin/records/{id}', missing.data);
    expect(refusalOf(() => dataOf(missing))).toMatchObject({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED, status: 200 });

    const wrongPassword = await api.POST('/api/vcoin/transfer', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { toUid: recipientRow.uid, amount: '1', paymentPassword: '000000' },
    });
    expect(wrongPassword.data).toMatchObject({ respCode: ERROR_CODES.WRONG_PAYMENT_PASSWORD });
  });

  it('runs a shop on an API key alone: the followed store and its listings, an order under the shop’s own number paid from the wallet, its cards, and nothing beyond', async () => {
    const { buyer, listing } = await orderShop(t, { stock: 20, listing: { paymentMethods: ['OFFLINE', 'VCOIN'] } });
    await t.db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('135790') })
      .where(eq(users.id, buyer.user.id));
    await fund(buyer.user.id, 10_000n);
    // The key is made in the panel's session; from here on only the key is used.
    const session = createPanelClient({ baseUrl, apiKey: (await sessionFor(t, buyer)).token });
    const created = dataOf(await session.POST('/api/api-keys', { body: { name: 'My shop', scopes: ['read', 'orders', 'wallet'] } }));
    const api = createPanelClient({ baseUrl, apiKey: created.key });

    const following = await api.GET('/api/follow/following');
    expectDocumented('get', '/api/follow/following', following.data);
    const mall = await api.GET('/api/product/mall/list', { params: { query: {} } });
    expectDocumented('get', '/api/product/mall/list', mall.data);
    expect(JSON.stringify(dataOf(mall))).toContain(listing.id);

    const place = () =>
      api.POST('/api/order/create', {
        params: { header: { 'Idempotency-Key': 'SHOP-ORDER-1001' } },
        body: { listingId: listing.id, quantity: 3, paymentType: 'VCOIN', paymentCurrency: 'USD' },
      });
    const placed = await place();
    expectDocumented('post', '/api/order/create', placed.data);
    const order = dataOf(placed);
    // The shop sends its order again (its answer was lost): the same order, nothing bought twice.
    expect(dataOf(await place()).id).toBe(order.id);

    const quote = dataOf(await api.GET('/api/order/payment/wallet/quote/{id}', { params: { path: { id: order.id } } }));
    const paid = await api.POST('/api/order/payment/pay/wallet', {
      params: { header: { 'Idempotency-Key': 'SHOP-PAY-1001' } },
      body: { orderId: order.id, rate: quote.rate, paymentPassword: '135790' },
    });
    expectDocumented('post', '/api/order/payment/pay/wallet', paid.data);
    expect(dataOf(paid)).toMatchObject({ vcoinAmount: '30.00', balanceAfter: '70.00' });
    expect(dataOf(await api.GET('/api/order/detail/{id}', { params: { path: { id: order.id } } }))).toMatchObject({ status: 'DELIVERED', dueAmount: '0.00' });
    const cards = await api.GET('/api/order/cards/{id}', { params: { path: { id: order.id }, query: {} } });
    expectDocumented('get', '/api/order/cards/{id}', cards.data);
    expect(dataOf(cards).list).toHaveLength(3);
    expect(dataOf(await api.GET('/api/vcoin/wallet'))).toMatchObject({ available: '70.00' });

    // The server decides prices and owners: a body naming one is refused, and nothing is bought.
    const priced = await api.POST('/api/order/create', {
      params: { header: { 'Idempotency-Key': 'SHOP-ORDER-1002' } },
      body: { listingId: listing.id, quantity: 1, paymentType: 'VCOIN', paymentCurrency: 'USD', unitPrice: '0.01' } as never,
    });
    expect(refusalOf(() => dataOf(priced))).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'unitPrice' } });
    // Beyond its scopes (a transfer needs the panel) and its user (keys): refused.
    const transfer = await api.POST('/api/vcoin/transfer', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { toUid: '1', amount: '1', paymentPassword: '135790' },
    });
    expect(refusalOf(() => dataOf(transfer))).toMatchObject({ respCode: ERROR_CODES.NOT_AUTHORIZED });
    const keys = await api.GET('/api/api-keys');
    expect(refusalOf(() => dataOf(keys))).toMatchObject({ respCode: ERROR_CODES.NOT_AUTHORIZED });
  });

  it('is answered 401 without a live session or key', async () => {
    const api = createPanelClient({ baseUrl, apiKey: 'not-a-token' });
    const answer = await api.GET('/api/vcoin/wallet');
    expect(answer.response.status).toBe(401);
    expect(answer.error).toMatchObject({ respCode: ERROR_CODES.UNAUTHORIZED });
  });
});
