import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { WebhookMessage, type WebhookEventType } from '@panel/domain/contract/webhooks';
import { ERROR_CODES } from '@panel/domain/errors';
import { webhookDeliveries } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { readToLatest } from '../../../test/event-readers';
import { as, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { codeVault, loadCodesKey } from '../codes/code-vault';
import { registerCodeGeneration } from '../codes/codes.service';
import { createTestRunner } from '../../../test/fixtures/tasks.fixtures';
import { createActor, requestFollowOf } from '../../../test/fixtures/follows.fixtures';
import { buy, confirmReceived, orderShop } from '../../../test/fixtures/orders.fixtures';
import { systemResolver, type Resolver } from './webhook-address';
import { dispatchStep } from './webhook-dispatcher';
import { webhookDeps } from './webhook-loop';
import { retryDelayMs, sendStep, type SenderDeps } from './webhook-sender';
import { createWebhook } from './webhooks.service';

// --- A receiver as a reseller would run one: it checks every delivery with the standardwebhooks
// package, keeps the first copy of each webhook-id and counts the copies it acknowledged. ---------

type Received = { id: string; type: string; body: string; headers: Record<string, string>; verified: boolean };
type Mode = 'ok' | 'fail' | 'hang';

async function receiver(clock: TestApp['clock'], secrets: () => string[]) {
  const arrivals: Received[] = [];
  const acknowledged = new Map<string, number>();
  let modeOf: (message: Received) => Mode = () => 'ok';
  let port = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const message: Received = {
        id: headers['webhook-id']!,
        type: (JSON.parse(body) as { type: string }).type,
        body,
        headers,
        verified: verifiesWithAny(secrets(), body, headers, clock.now()),
      };
      arrivals.push(message);
      const mode = modeOf(message);
      if (mode === 'hang') return;
      if (mode === 'fail') return response.writeHead(500).end('the shop is busy');
      acknowledged.set(message.id, (acknowledged.get(message.id) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    arrivals,
    acknowledged,
    answer(next: (message: Received) => Mode) {
      modeOf = next;
    },
    /** Takes the receiver off the network (connections are refused) until `start`. */
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** The standardwebhooks package's own check, at the app clock's time (its tolerance is 5 minutes around "now"). */
function verifyAt(secret: string, body: string, headers: Record<string, string>, at: Date) {
  const spy = vi.spyOn(Date, 'now').mockReturnValue(at.getTime());
  try {
    return new Webhook(secret).verify(body, headers);
  } finally {
    spy.mockRestore();
  }
}

function verifiesWithAny(secrets: string[], body: string, headers: Record<string, string>, at: Date) {
  return secrets.some((secret) => {
    try {
      verifyAt(secret, body, headers, at);
      return true;
    } catch {
      return false;
    }
  });
}

// --- Driving the dispatcher and the sender -------------------------------------------------------

let t: TestApp;
let deps: SenderDeps;

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true });
  // A short time-out: a receiver that does not answer is waited for this long, not 10 s.
  deps = { ...webhookDeps(t), timeoutMs: 300 };
  await dispatchAll();
});
afterAll(async () => {
  await t?.close();
});

/** The dispatcher up to the last event written. */
const dispatchAll = () => readToLatest(t.db, 'webhooks', () => dispatchStep(t.db, { now: t.clock.now() }));

/** Sends whatever is due now, round after round, until nothing is. */
async function sendDue(with_: SenderDeps = deps) {
  while ((await sendStep(with_)) > 0);
}

async function deliverAll() {
  await dispatchAll();
  await sendDue();
}

const deliveriesOf = (endpointId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.sequence);

/** Adds an endpoint through the API; answers it with its secret. */
async function addEndpoint(actor: Actor, url: string, events: WebhookEventType[] = ['order.created', 'order.paid', 'order.delivered', 'follow.requested']) {
  const body = await as(t, actor, 'POST', '/api/webhooks', { url, description: 'my shop', events });
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return body.data as { endpoint: { id: string }; secret: string };
}

/** When the endpoint's earliest pending delivery is tried next. */
async function nextAttemptOf(endpointId: string) {
  const pending = (await deliveriesOf(endpointId)).filter((row) => row.status === 'pending');
  if (pending.length === 0) throw new Error(`endpoint ${endpointId} has nothing pending`);
  return Math.min(...pending.map((row) => row.nextAttemptAt.getTime()));
}

/** Moves the app's clock to the next attempt of the endpoint's pending deliveries and sends what is due then. */
async function nextRound(endpointId: string) {
  const next = await nextAttemptOf(endpointId);
  if (next > t.clock.now().getTime()) t.clock.advance(next - t.clock.now().getTime());
  await sendDue();
}

// --- The tests -----------------------------------------------------------------------------------

describe('webhook deliveries', () => {
  it('sends an order’s events to the seller’s endpoint, signed as Standard Webhooks defines, with the body the log shows', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    let secret = '';
    const shop = await receiver(t.clock, () => [secret]);
    const created = await addEndpoint(seller, shop.url);
    secret = created.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const order = await buy(t, buyer, listing.id, 2);
    await deliverAll();
    expect(shop.arrivals.map((message) => [message.type, message.verified])).toEqual([['order.created', true]]);
    const [arrival] = shop.arrivals;
    expect(arrival!.headers['content-type']).toBe('application/json');
    expect(arrival!.headers['webhook-timestamp']).toBe(String(Math.floor(t.clock.now().getTime() / 1000)));
    const message = WebhookMessage.parse(JSON.parse(arrival!.body));
    expect(message.data).toMatchObject({ orderId: order.id, orderNo: order.orderNo, role: 'seller', quantity: 2, amount: '20.00', currency: 'USD' });

    const [delivery, ...more] = await deliveriesOf(created.endpoint.id);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 204, messageId: arrival!.id, payload: arrival!.body });
    expect(delivery!.messageId).toMatch(/^evt_\d+$/);

    const log = await as(t, seller, 'GET', `/api/webhooks/${created.endpoint.id}/deliveries`);
    expect(log.data).toMatchObject({
      total: 1,
      list: [{ webhookId: arrival!.id, type: 'order.created', status: 'delivered', attempts: 1, lastStatus: 204, payload: arrival!.body }],
    });
    const list = await as(t, seller, 'GET', '/api/webhooks');
    expect(list.data.list).toEqual([expect.objectContaining({ id: created.endpoint.id, lastDelivery: { status: 'delivered', at: expect.any(String) } })]);
    // The secret is shown once: nothing read later carries it.
    expect(JSON.stringify([list, log])).not.toContain(secret.slice(6));
    await shop.close();
  });

  it('refuses a replay of a delivery outside the five minutes the package allows', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    let secret = '';
    const shop = await receiver(t.clock, () => [secret]);
    secret = (await addEndpoint(seller, shop.url)).secret;
    await buy(t, buyer, listing.id, 1);
    await deliverAll();
    const [first] = shop.arrivals;
    const sentAt = new Date(Number(first!.headers['webhook-timestamp']) * 1000);
    expect(verifyAt(secret, first!.body, first!.headers, new Date(sentAt.getTime() + 4 * 60_000))).toMatchObject({ type: 'order.created' });
    expect(() => verifyAt(secret, first!.body, first!.headers, new Date(sentAt.getTime() + 6 * 60_000))).toThrow('Message timestamp too old');
    // Nor does a body changed on the way pass.
    expect(() => verifyAt(secret, first!.body.replace('"quantity":1', '"quantity":9'), first!.headers, sentAt)).toThrow('No matching signature');
    await shop.close();
  });

  it('signs with both secrets for a day after a rotation, then with the new one only', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const shop = await receiver(t.clock, () => []);
    const { endpoint, secret: old } = await addEndpoint(seller, shop.url);
    const rotated = await as(t, seller, 'POST', `/api/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.respCode).toBe(200);
    const fresh = rotated.data.secret as string;
    expect(fresh).not.toBe(old);
    expect(rotated.data.endpoint.previousSecretUntil).toBe(new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString());

    await buy(t, buyer, listing.id, 1);
    await deliverAll();
    const during = shop.arrivals.at(-1)!;
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verifiesWithAny([old], during.body, during.headers, t.clock.now())).toBe(true);
    expect(verifiesWithAny([fresh], during.body, during.headers, t.clock.now())).toBe(true);

    t.clock.advance(24 * 3_600_000 + 60_000);
    await buy(t, buyer, listing.id, 1);
    await deliverAll();
    const after = shop.arrivals.at(-1)!;
    expect(after.id).not.toBe(during.id);
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verifiesWithAny([old], after.body, after.headers, t.clock.now())).toBe(false);
    expect(verifiesWithAny([fresh], after.body, after.headers, t.clock.now())).toBe(true);
    expect((await as(t, seller, 'GET', `/api/webhooks/${endpoint.id}`)).data.previousSecretUntil).toBeNull();
    await shop.close();
  });

  it('retries a receiver that answers 500, one that does not answer and one down for a day, until each event is received once', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const secrets: string[] = [];
    const busy = await receiver(t.clock, () => secrets);
    const slow = await receiver(t.clock, () => secrets);
    const down = await receiver(t.clock, () => secrets);
    const endpoints = [];
    for (const shop of [busy, slow, down]) {
      const added = await addEndpoint(seller, shop.url, ['order.created']);
      secrets.push(added.secret);
      endpoints.push(added.endpoint.id);
    }
    busy.answer((message) => (busy.arrivals.filter((seen) => seen.id === message.id).length === 1 ? 'fail' : 'ok'));
    slow.answer((message) => (slow.arrivals.filter((seen) => seen.id === message.id).length <= 2 ? 'hang' : 'ok'));
    await down.stop();
    const downSince = t.clock.now().getTime();

    await buy(t, buyer, listing.id, 1);
    await buy(t, buyer, listing.id, 2);
    await deliverAll();
    const [busyId, slowId, downId] = endpoints as [string, string, string];
    expect((await deliveriesOf(busyId)).map((row) => [row.status, row.lastStatus, row.lastResponse])).toEqual([
      ['pending', 500, 'the shop is busy'],
      ['pending', 500, 'the shop is busy'],
    ]);
    expect((await deliveriesOf(slowId)).map((row) => [row.status, row.lastStatus, row.lastResponse])).toEqual([
      ['pending', null, 'no answer within 0.3 s'],
      ['pending', null, 'no answer within 0.3 s'],
    ]);
    expect(
      (await deliveriesOf(downId)).every((row) => row.status === 'pending' && row.lastStatus === null && /ECONNREFUSED/.test(row.lastResponse ?? '')),
    ).toBe(true);

    // The first retry comes 5 s later: the busy receiver takes it; the slow one hangs once more and takes the next, 5 min later.
    await nextRound(busyId);
    expect((await deliveriesOf(busyId)).map((row) => [row.status, row.attempts])).toEqual([
      ['delivered', 2],
      ['delivered', 2],
    ]);
    await nextRound(slowId);
    expect((await deliveriesOf(slowId)).map((row) => [row.status, row.attempts])).toEqual([
      ['delivered', 3],
      ['delivered', 3],
    ]);

    // Down for a day: tried at once, then 5 s, 5 min, 30 min, 2 h, 5 h and 10 h later; the receiver is back before the next.
    while ((await nextAttemptOf(downId)) - downSince < 24 * 3_600_000) await nextRound(downId);
    expect((await deliveriesOf(downId)).map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 7],
      ['pending', 7],
    ]);
    await down.start();
    await nextRound(downId);
    expect((await deliveriesOf(downId)).map((row) => [row.status, row.attempts])).toEqual([
      ['delivered', 8],
      ['delivered', 8],
    ]);

    for (const [shop, endpointId] of [
      [busy, busyId],
      [slow, slowId],
      [down, downId],
    ] as const) {
      const rows = await deliveriesOf(endpointId);
      expect(rows.map((row) => shop.acknowledged.get(row.messageId))).toEqual([1, 1]);
      expect(new Set(rows.map((row) => row.messageId)).size).toBe(2);
      expect(shop.arrivals.every((message) => message.verified)).toBe(true);
      await shop.close();
    }
  });

  it('fails a delivery never answered 2xx three days after it was made, and sends it again on request with the same webhook-id', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    let secret = '';
    const shop = await receiver(t.clock, () => [secret]);
    const { endpoint, secret: made } = await addEndpoint(seller, shop.url, ['order.created']);
    secret = made;
    shop.answer(() => 'fail');
    await buy(t, buyer, listing.id, 1);
    await deliverAll();
    const start = t.clock.now().getTime();
    while ((await deliveriesOf(endpoint.id))[0]!.status === 'pending') await nextRound(endpoint.id);
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', lastStatus: 500 });
    // At once, then 5 s, 5 min, 30 min, 2 h, 5 h and 10 h at a time within the three days.
    expect(failed!.attempts).toBe(12);
    expect(t.clock.now().getTime() - start).toBeLessThanOrEqual(3 * 86_400_000);
    expect(retryDelayMs(1)).toBe(5000);
    expect(retryDelayMs(9)).toBe(36_000_000);

    shop.answer(() => 'ok');
    const again = await as(t, seller, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${failed!.id}/resend`);
    expect(again.data).toMatchObject({ status: 'pending', attempts: 0, webhookId: failed!.messageId });
    await sendDue();
    const [resent] = await deliveriesOf(endpoint.id);
    expect(resent).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 204 });
    expect(shop.acknowledged.get(failed!.messageId)).toBe(1);
    expect(shop.arrivals.every((message) => message.verified && message.id === failed!.messageId)).toBe(true);
    await shop.close();
  });

  it('keeps an order’s events in order: order.paid waits until order.created is delivered', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    let secret = '';
    const shop = await receiver(t.clock, () => [secret]);
    const { endpoint, secret: made } = await addEndpoint(seller, shop.url, ['order.created', 'order.paid']);
    secret = made;
    const order = await buy(t, buyer, listing.id, 1);
    await confirmReceived(t, order.id, 1000n, { seller });
    // Another order's event is not held back by this one.
    const other = await buy(t, buyer, listing.id, 1);
    shop.answer((message) =>
      message.type === 'order.created' &&
      JSON.parse(message.body).data.orderId === order.id &&
      shop.arrivals.filter((seen) => seen.id === message.id).length === 1
        ? 'fail'
        : 'ok',
    );
    await deliverAll();
    const orderOf = (message: Received) => (JSON.parse(message.body) as { data: { orderId: string } }).data.orderId;
    expect(shop.arrivals.map((message) => [message.type, orderOf(message)])).toEqual([
      ['order.created', order.id],
      ['order.created', other.id],
    ]);
    // order.paid was due at once, but waited behind its order's order.created, retried 5 s later.
    t.clock.advance(retryDelayMs(1));
    await sendDue();
    expect(shop.arrivals.map((message) => [message.type, orderOf(message)])).toEqual([
      ['order.created', order.id],
      ['order.created', other.id],
      ['order.created', order.id],
      ['order.paid', order.id],
    ]);
    expect((await deliveriesOf(endpoint.id)).every((row) => row.status === 'delivered')).toBe(true);
    await shop.close();
  });

  it('sends each delivery once when two senders run side by side', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    let secret = '';
    const shop = await receiver(t.clock, () => [secret]);
    const { endpoint, secret: made } = await addEndpoint(seller, shop.url, ['order.created']);
    secret = made;
    for (let i = 0; i < 5; i++) await buy(t, buyer, listing.id, 1);
    await dispatchAll();
    await Promise.all([sendDue(), sendDue()]);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array.from({ length: 5 }, () => ['delivered', 1]));
    expect(shop.arrivals).toHaveLength(5);
    expect(rows.every((row) => shop.acknowledged.get(row.messageId) === 1)).toBe(true);
    await shop.close();
  });

  it('tells the seller of low stock and of a finished code generation, with the card and counts and no code', async () => {
    const { seller, buyer, listing, card } = await orderShop(t, { stock: 12 });
    let secret = '';
    const shop = await receiver(t.clock, () => [secret]);
    secret = (await addEndpoint(seller, shop.url, ['stock.low', 'codes.generated'])).secret;
    await buy(t, buyer, listing.id, 3);
    const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId: card.id, quantity: 2 }, { 'idempotency-key': randomUUID() });
    expect(started.respCode, JSON.stringify(started)).toBe(200);
    const tasks = createTestRunner(t.db, t.clock, 'webhooks-test');
    registerCodeGeneration(tasks, () => codeVault(loadCodesKey(t.config)));
    while ((await tasks.runOnce()) !== undefined);
    await deliverAll();
    const bodies = shop.arrivals.map((message) => WebhookMessage.parse(JSON.parse(message.body)));
    // Two events, two deliveries sent side by side: they may arrive in either order.
    const byType = bodies.map((body) => [body.type, body.data]).sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(byType).toEqual([
      ['codes.generated', { taskId: started.data.taskId, cardId: card.id, total: expect.any(Number), done: expect.any(Number), failed: 0 }],
      ['stock.low', { listingId: listing.id, cardId: card.id, cardName: expect.any(String), units: 9, threshold: 10 }],
    ]);
    expect(shop.arrivals.every((message) => message.verified)).toBe(true);
    await shop.close();
  });

  it('tells a store’s owner of a follow request, and sends nothing to a disabled endpoint or for an event not chosen', async () => {
    const owner = await createActor(t, { store: { name: 'Hooked Store', autoAccept: false } });
    const buyer = await createActor(t);
    let secret = '';
    const shop = await receiver(t.clock, () => [secret]);
    const { endpoint, secret: made } = await addEndpoint(owner, shop.url, ['follow.requested']);
    secret = made;
    expect((await requestFollowOf(t, buyer, owner.store!)).respCode).toBe(200);
    await deliverAll();
    expect(shop.arrivals.map((message) => JSON.parse(message.body))).toEqual([
      { type: 'follow.requested', timestamp: expect.any(String), data: { followId: expect.any(String), storeId: owner.store!.id } },
    ]);
    // The follower's own endpoint hears nothing of it: the event is the store's.
    const off = await call(t.app, {
      method: 'PATCH',
      url: `/api/webhooks/${endpoint.id}`,
      headers: owner.headers,
      payload: { enabled: false, description: 'paused' },
    });
    expect(off.body.data).toMatchObject({ enabled: false, description: 'paused', events: ['follow.requested'] });
    const other = await createActor(t);
    expect((await requestFollowOf(t, other, owner.store!)).respCode).toBe(200);
    await deliverAll();
    expect(shop.arrivals).toHaveLength(1);
    await shop.close();
  });

  it('connects to the address it checked: a name is resolved once per send and that address is the one called', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    let secret = '';
    const shop = await receiver(t.clock, () => [secret]);
    const resolve: Resolver = async (host) => (host === 'shop.example.test' ? [{ address: '127.0.0.1', family: 4 }] : systemResolver(host));
    const policy = { allowPrivate: true, resolve };
    const { endpoint, secret: made } = await createWebhook(
      t.db,
      { url: `http://shop.example.test:${shop.port}/hooks`, description: '', events: ['order.created'] },
      { userId: seller.user.id, now: t.clock.now(), policy, secrets: deps.secrets() },
    );
    secret = made;
    await buy(t, buyer, listing.id, 1);
    await dispatchAll();
    await sendDue({ ...deps, policy });
    expect(shop.arrivals).toHaveLength(1);
    expect(shop.arrivals[0]!.headers.host).toBe(`shop.example.test:${shop.port}`);
    expect((await deliveriesOf(endpoint.id))[0]!.status).toBe('delivered');
    await shop.close();
  });
});

describe('server-side request forgery', () => {
  const strict = { allowPrivate: false, resolve: systemResolver };

  it.each([
    'http://example.com/hooks',
    'https://127.0.0.1/hooks',
    'https://localhost/hooks',
    'https://[::1]/hooks',
    'https://[::ffff:127.0.0.1]/hooks',
    'https://[::ffff:a9fe:a9fe]/latest',
    'https://10.1.2.3/hooks',
    'https://172.20.0.1/hooks',
    'https://192.168.1.1/hooks',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hooks',
    'https://0.0.0.0/hooks',
    'https://224.0.0.1/hooks',
    'https://[fd00:ec2::254]/hooks',
    'https://[fe80::1]/hooks',
    'https://user:pass@93.184.215.14/hooks',
    'not a url',
  ])('refuses %s when private targets are not allowed', async (url) => {
    const seller = await createActor(t);
    await expect(
      createWebhook(
        t.db,
        { url, description: '', events: ['order.created'] },
        { userId: seller.user.id, now: t.clock.now(), policy: strict, secrets: deps.secrets() },
      ),
    ).rejects.toMatchObject({
      code: ERROR_CODES.PARAM_ERROR,
      data: { field: 'url', rule: 'validation.webhookUrl' },
    });
  });

  it('takes a public address, and refuses to send once its name resolves to 127.0.0.1 (DNS rebinding)', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    let answer = '93.184.215.14';
    const policy = { allowPrivate: false, resolve: (async () => [{ address: answer, family: 4 }]) satisfies Resolver };
    const { endpoint } = await createWebhook(
      t.db,
      { url: 'https://hooks.example.test/in', description: '', events: ['order.created'] },
      { userId: seller.user.id, now: t.clock.now(), policy, secrets: deps.secrets() },
    );
    answer = '127.0.0.1';
    await buy(t, buyer, listing.id, 1);
    await dispatchAll();
    await sendDue({ ...deps, policy });
    expect(await deliveriesOf(endpoint.id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lastStatus: null, lastResponse: 'not sent: the address is refused (PRIVATE_ADDRESS)' }),
    ]);
  });
});

describe('the endpoints’ calls', () => {
  it('answers another user’s endpoint as a missing one, and changes nothing of it', async () => {
    const owner = await createActor(t);
    const stranger = await createActor(t);
    const { endpoint } = await addEndpoint(owner, 'https://93.184.215.14/hooks');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [endpoint.id, missing]) {
      expect((await as(t, stranger, 'GET', `/api/webhooks/${id}`)).respCode).toBe(ERROR_CODES.NOT_FOUND);
      expect((await as(t, stranger, 'GET', `/api/webhooks/${id}/deliveries`)).respCode).toBe(ERROR_CODES.NOT_FOUND);
      expect((await as(t, stranger, 'POST', `/api/webhooks/${id}/rotate-secret`)).respCode).toBe(ERROR_CODES.NOT_FOUND);
      expect((await as(t, stranger, 'POST', `/api/webhooks/${id}/deliveries/${missing}/resend`)).respCode).toBe(ERROR_CODES.NOT_FOUND);
      expect((await call(t.app, { method: 'PATCH', url: `/api/webhooks/${id}`, headers: stranger.headers, payload: { enabled: false } })).body.respCode).toBe(
        ERROR_CODES.NOT_FOUND,
      );
      expect((await as(t, stranger, 'DELETE', `/api/webhooks/${id}`)).respCode).toBe(ERROR_CODES.NOT_FOUND);
    }
    expect((await as(t, stranger, 'GET', '/api/webhooks')).data.list).toEqual([]);
    expect((await as(t, owner, 'GET', `/api/webhooks/${endpoint.id}`)).data).toMatchObject({ enabled: true, url: 'https://93.184.215.14/hooks' });
    expect((await as(t, owner, 'DELETE', `/api/webhooks/${endpoint.id}`)).data).toEqual({ deleted: true });
    expect((await as(t, owner, 'GET', '/api/webhooks')).data.list).toEqual([]);
  });

  it('takes at most ten endpoints per user, and at least one event each', async () => {
    const owner = await createActor(t);
    const none = await as(t, owner, 'POST', '/api/webhooks', { url: 'https://93.184.215.14/hooks', events: [] });
    expect(none).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR });
    for (let i = 0; i < 10; i++) await addEndpoint(owner, `https://93.184.215.14/hooks/${i}`);
    const eleventh = await as(t, owner, 'POST', '/api/webhooks', { url: 'https://93.184.215.14/hooks/10', events: ['order.paid'] });
    expect(eleventh).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'url', rule: 'validation.webhooksMax' } });
    expect((await as(t, owner, 'GET', '/api/webhooks')).data.list).toHaveLength(10);
  });
});
