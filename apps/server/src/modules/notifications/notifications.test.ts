import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import webPush from 'web-push';
import { ERROR_CODES } from '@panel/domain/errors';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { notifications, outboxMessages, pushSubscriptions, topUps, userEvents, users } from '../../db/schema';
import { createTestApp, TEST_ENV, type TestApp } from '../../../test/app';
import { readToLatest } from '../../../test/event-readers';
import { createTestRunner, testDatabaseUrl } from '../../../test/fixtures/tasks.fixtures';
import { as, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createMessageTransport } from '../../platform/messaging';
import { createActor, requestFollowOf } from '../../../test/fixtures/follows.fixtures';
import { buy, cancelCall, confirmReceived, orderShop } from '../../../test/fixtures/orders.fixtures';
import { latestCursor, readEvents } from './event-log';
import { DELIVER_TASK, notifyStep, registerNotifications } from './notifier';
import { createPushSender } from './push';

// --- An independent reading of RFC 8291 (aes128gcm), as a browser decrypts a push message ---------

function hmac(key: Buffer, data: Buffer) {
  return createHmac('sha256', key).update(data).digest();
}

/** Decrypts one aes128gcm push body with the subscription's private key and auth secret (RFC 8291 section 3.4, RFC 8188). */
function decryptPush(body: Buffer, { ecdh, auth }: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const uaPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(asPublic);
  const prkKey = hmac(auth, shared);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  expect(plain[end]).toBe(2);
  return plain.subarray(0, end).toString('utf8');
}

/** A push service on loopback that keeps what it is sent and answers `status`. */
async function pushService() {
  const received: Array<{ path: string; headers: http.IncomingHttpHeaders; body: Buffer }> = [];
  let status = 201;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, answer: (next: number) => (status = next), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's subscription: its key pair and auth secret, and the JSON it sends. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

// --- The tests ------------------------------------------------------------------------------------

const vapid = webPush.generateVAPIDKeys();
let t: TestApp;
let service: Awaited<ReturnType<typeof pushService>>;

beforeAll(async () => {
  service = await pushService();
  t = await createTestApp({ push: { ...vapid, subject: 'mailto:ops@example.com' }, pushServiceOrigins: [service.origin], livePollMs: 50 });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

/** The notifier up to now, then every delivery task it queued. */
async function notifyAll() {
  await readToLatest(t.db, 'notifier', () => notifyStep(t.db, { now: t.clock.now() }));
  while (await deliveries('https://panel.example.com').runOnce());
}

/** A task runner of the test's own that delivers notifications (e-mail to the outbox table, push to the loopback service). */
function deliveries(publicUrl: string | null) {
  const runner = createTestRunner(t.db, t.clock, 'notifications-test');
  const messaging = createMessageTransport(t.config, { db: t.db, clock: t.clock, log: { warn: () => undefined, info: () => undefined } });
  registerNotifications(runner, { messaging, push: createPushSender(t.config.push, t.config.pushServiceOrigins), publicUrl });
  return runner;
}

const inboxOf = (actor: Actor) => t.db.select().from(notifications).where(eq(notifications.userId, actor.user.id)).orderBy(notifications.createdAt);
const mailsTo = (actor: Actor) => t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, actor.user.email!));

describe('the notifier', () => {
  beforeAll(async () => {
    // Starts the notifier's cursor at the end of what the other tests' set-up wrote.
    await notifyAll();
  });

  it('tells the seller of a new order in the inbox and by e-mail, in words and with a link, and the buyer nothing', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const order = await buy(t, buyer, listing.id, 2);
    await notifyAll();
    const [entry, ...more] = await inboxOf(seller);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ kind: 'NEW_ORDER', subject: order.id, inInbox: true, readAt: null });
    expect(await inboxOf(buyer)).toEqual([]);

    const list = await as(t, seller, 'GET', '/api/notification/list', undefined, { language: 'es' });
    expect(list.data.unread).toBe(1);
    expect(list.data.list[0]).toMatchObject({ kind: 'NEW_ORDER', title: 'Nuevo pedido', link: `/sale/orderDetail/${order.id}`, read: false });
    expect(list.data.list[0].body).toContain(order.orderNo);

    const [mail, ...moreMail] = await mailsTo(seller);
    expect(moreMail).toEqual([]);
    expect(mail!.subject).toBe('New order');
    expect(mail!.body).toContain(order.orderNo);
    expect(mail!.body).toContain(`https://panel.example.com/sale/orderDetail/${order.id}`);
  });

  it('tells the buyer the cards are delivered when the seller confirms, and not the seller who did it', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const order = await buy(t, buyer, listing.id, 1);
    await notifyAll();
    await confirmReceived(t, order.id, 1000n, { seller });
    await notifyAll();
    expect((await inboxOf(seller)).map((row) => row.kind)).toEqual(['NEW_ORDER']);
    expect((await inboxOf(buyer)).map((row) => row.kind)).toEqual(['ORDER_DELIVERED']);
    // A buyer's own cancel tells no one.
    const other = await buy(t, buyer, listing.id, 1);
    await notifyAll();
    expect((await cancelCall(t, buyer, other.id)).respCode).toBe(200);
    await notifyAll();
    expect((await inboxOf(seller)).map((row) => row.kind)).toEqual(['NEW_ORDER', 'NEW_ORDER']);
    expect((await inboxOf(buyer)).map((row) => row.kind)).toEqual(['ORDER_DELIVERED']);
  });

  it('follows each switch: no e-mail when e-mail is off, no inbox entry when the inbox is off', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const off = await as(t, seller, 'PUT', '/api/notification/settings', { kind: 'NEW_ORDER', channel: 'EMAIL', enabled: false });
    expect(off.data.settings.find((row: { kind: string }) => row.kind === 'NEW_ORDER')).toEqual({ kind: 'NEW_ORDER', INBOX: true, EMAIL: false, PUSH: true });
    await buy(t, buyer, listing.id, 1);
    await notifyAll();
    expect(await inboxOf(seller)).toHaveLength(1);
    expect(await mailsTo(seller)).toEqual([]);

    await as(t, seller, 'PUT', '/api/notification/settings', { kind: 'NEW_ORDER', channel: 'INBOX', enabled: false });
    await buy(t, buyer, listing.id, 1);
    await notifyAll();
    expect(await inboxOf(seller)).toHaveLength(1);
    expect((await as(t, seller, 'GET', '/api/notification/unread')).data.unread).toBe(1);
  });

  it("marks entries read, only the caller's own", async () => {
    const { seller, buyer, listing } = await orderShop(t);
    await buy(t, buyer, listing.id, 1);
    await buy(t, buyer, listing.id, 1);
    await notifyAll();
    const [first, second] = await inboxOf(seller);
    // Someone else naming the seller's entry changes nothing.
    expect((await as(t, buyer, 'POST', '/api/notification/read', { ids: [first!.id] })).data.unread).toBe(0);
    expect((await as(t, seller, 'GET', '/api/notification/unread')).data.unread).toBe(2);
    expect((await as(t, seller, 'POST', '/api/notification/read', { ids: [first!.id] })).data.unread).toBe(1);
    const [stillSecond] = await t.db.select().from(notifications).where(eq(notifications.id, second!.id));
    expect(stillSecond!.readAt).toBeNull();
    expect((await as(t, seller, 'POST', '/api/notification/read', { all: true })).data.unread).toBe(0);
  });

  it("tells the seller once when stock for sale falls below the listing's threshold", async () => {
    const { seller, buyer, listing } = await orderShop(t, { stock: 12 });
    await buy(t, buyer, listing.id, 2);
    await notifyAll();
    expect((await inboxOf(seller)).map((row) => row.kind)).toEqual(['NEW_ORDER']);
    await buy(t, buyer, listing.id, 1);
    await buy(t, buyer, listing.id, 1);
    await notifyAll();
    const low = (await inboxOf(seller)).filter((row) => row.kind === 'LOW_STOCK');
    expect(low).toHaveLength(1);
    expect(low[0]!.data).toMatchObject({ units: 9, threshold: 10 });
    const list = await as(t, seller, 'GET', '/api/notification/list');
    const entry = list.data.list.find((row: { kind: string }) => row.kind === 'LOW_STOCK');
    expect(entry.body).toContain('9 left for sale');
    expect(entry.link).toMatch(/^\/stock\/detail\//);
  });

  it("tells a store's owner of a follow request", async () => {
    const owner = await createActor(t, { store: { name: 'Follow Me', autoAccept: false } });
    const buyer = await createActor(t);
    expect((await requestFollowOf(t, buyer, owner.store!)).respCode).toBe(200);
    await notifyAll();
    expect((await inboxOf(owner)).map((row) => [row.kind, row.subject.length > 0])).toEqual([['FOLLOW_REQUEST', true]]);
  });
});

describe('web push', () => {
  it("sends the notification encrypted for the subscription (RFC 8291), signed with the VAPID key, in the subscription's language", async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const browser = browserSubscription(`${service.origin}/push/${seller.user.id}`);
    const subscribed = await as(t, seller, 'POST', '/api/notification/push/subscribe', browser.json, { language: 'pt' });
    expect(subscribed).toMatchObject({ respCode: 200, data: { pushDevices: 1 } });
    const before = service.received.length;
    const order = await buy(t, buyer, listing.id, 3);
    await notifyAll();
    const sent = service.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe(`/push/${seller.user.id}`);
    expect(sent[0]!.headers['content-encoding']).toBe('aes128gcm');
    const [scheme, token, key] = String(sent[0]!.headers.authorization)
      .split(/[ ,=]+/)
      .filter((part) => !['t', 'k'].includes(part));
    expect(scheme).toBe('vapid');
    expect(key).toBe(vapid.publicKey);
    const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { aud: string; sub: string };
    expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:ops@example.com' });
    const payload = JSON.parse(decryptPush(sent[0]!.body, browser)) as Record<string, string>;
    expect(payload).toEqual({
      title: 'Novo pedido',
      body: expect.stringContaining(order.orderNo),
      url: `/sale/orderDetail/${order.id}`,
      tag: `NEW_ORDER:${order.id}`,
    });
    expect(payload.body).toContain('3 ×');
  });

  it('forgets a subscription its push service says is gone, and retries one that failed', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const browser = browserSubscription(`${service.origin}/push/gone-${seller.user.id}`);
    await as(t, seller, 'POST', '/api/notification/push/subscribe', browser.json);
    service.answer(500);
    await buy(t, buyer, listing.id, 1);
    await notifyAll();
    const [entry] = await inboxOf(seller);
    const [task] = (
      (await t.db.execute(sql`select state, attempts from tasks where kind = ${DELIVER_TASK} and input->>'notificationId' = ${entry!.id}`)) as unknown as {
        rows: Array<{ state: string; attempts: number }>;
      }
    ).rows;
    expect(task).toMatchObject({ state: 'PENDING', attempts: 1 });
    service.answer(410);
    t.clock.advance(60_000);
    const runner = deliveries(null);
    while (await runner.runOnce());
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, seller.user.id))).toEqual([]);
    service.answer(201);
  });

  it("takes only a known push service's address", async () => {
    const seller = await createActor(t);
    for (const endpoint of [
      'http://10.0.0.1/push',
      'https://169.254.169.254/latest',
      `${service.origin.replace('127.0.0.1', 'localhost')}/x`,
      'https://user:pass@fcm.googleapis.com/x',
    ]) {
      const answer = await as(t, seller, 'POST', '/api/notification/push/subscribe', browserSubscription(endpoint).json);
      expect(answer.respCode, endpoint).toBe(ERROR_CODES.PARAM_ERROR);
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, seller.user.id))).toEqual([]);
  });
});

// --- The live stream --------------------------------------------------------------------------------

type Received = { id: string | null; event: string; data: Record<string, unknown> };

/** Opens GET /api/events as the panel does (fetch, the session's header) and collects its events. */
async function openStream(base: string, actor: Actor, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { ...actor.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: Received[] = [];
  const waiters: Array<() => void> = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2) ?? null;
          const event = field('event');
          if (event) events.push({ id: field('id'), event, data: JSON.parse(field('data') ?? '{}') as Record<string, unknown> });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  const until = async (found: (events: Received[]) => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!found(events)) {
      if (Date.now() > deadline) throw new Error(`No such event in ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { response, events, until, close: () => controller.abort() };
}

describe('the live stream', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it("sends each side its own order events, and nothing of others'", async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const stranger = await createActor(t);
    const sellerStream = await openStream(base, seller);
    const strangerStream = await openStream(base, stranger);
    expect(sellerStream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await sellerStream.until((events) => events.some((event) => event.event === 'ready'));
    await strangerStream.until((events) => events.some((event) => event.event === 'ready'));
    const order = await buy(t, buyer, listing.id, 1);
    await sellerStream.until((events) => events.some((event) => event.event === 'order' && event.data.subject === order.id));
    const seen = sellerStream.events.find((event) => event.event === 'order')!;
    expect(seen.data).toMatchObject({ role: 'SELLER', status: 'WAITINGPAYMENT', reason: 'CREATED', orderNo: order.orderNo });
    expect(seen.id).toMatch(/^\d+\.\d+$/);
    // The stranger's stream stays quiet: an event of its own, written after the order, arrives after
    // anything of the order would have.
    const [topUp] = await t.db
      .insert(topUps)
      .values({ reference: `TU${randomBytes(6).toString('hex')}`, userId: stranger.user.id, amountMinor: 5000n, status: 'WAITING_VOUCHER' })
      .returning();
    await t.db.update(topUps).set({ status: 'WAITING_REVIEW' }).where(eq(topUps.id, topUp!.id));
    await strangerStream.until((events) => events.some((event) => event.event === 'top_up'));
    expect(strangerStream.events.filter((event) => event.event === 'order')).toEqual([]);
    sellerStream.close();
    strangerStream.close();
  });

  it('resumes after Last-Event-ID with what happened while it was away, once each', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const first = await openStream(base, seller);
    await first.until((events) => events.some((event) => event.event === 'ready'));
    const one = await buy(t, buyer, listing.id, 1);
    await first.until((events) => events.some((event) => event.data.subject === one.id));
    const lastId = first.events.filter((event) => event.id).at(-1)!.id!;
    first.close();
    const missed = await buy(t, buyer, listing.id, 1);
    const again = await openStream(base, seller, lastId);
    await again.until((events) => events.some((event) => event.event === 'ready'));
    const after = await buy(t, buyer, listing.id, 1);
    await again.until((events) => events.some((event) => event.data.subject === after.id));
    const subjects = again.events.filter((event) => event.event === 'order').map((event) => event.data.subject);
    expect(subjects).toEqual([missed.id, after.id]);
    again.close();
  });

  it("closes the oldest of an account's streams past the limit, and answers 401 without a session", async () => {
    const seller = await createActor(t);
    const streams = [];
    for (let i = 0; i < t.config.liveStreamsPerUser + 1; i += 1) {
      const stream = await openStream(base, seller);
      await stream.until((events) => events.some((event) => event.event === 'ready'));
      streams.push(stream);
    }
    const oldest = streams[0]!;
    // The oldest stream's body ends: its reader stops.
    await expect(
      oldest.response
        .body!.getReader()
        .read()
        .catch(() => ({ done: true })),
    ).resolves.toMatchObject({ done: true });
    streams.forEach((stream) => stream.close());
    const anonymous = await fetch(`${base}/api/events`);
    expect(anonymous.status).toBe(401);
  });

  it('writes events only in the transaction that made them: nothing of a rolled-back order', async () => {
    const { seller, buyer, listing } = await orderShop(t, { stock: 2 });
    const cursor = await latestCursor(t.db);
    const refused = await as(
      t,
      buyer,
      'POST',
      '/api/order/create',
      { listingId: listing.id, quantity: 3, paymentType: 'OFFLINE', paymentCurrency: 'USD' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(refused.respCode).not.toBe(200);
    expect((await readEvents(t.db, { after: cursor, userId: seller.user.id, limit: 10 })).filter((event) => event.kind === 'order')).toEqual([]);
    expect(
      await t.db
        .select()
        .from(userEvents)
        .where(and(eq(userEvents.userId, buyer.user.id), eq(userEvents.kind, 'order'))),
    ).toEqual([]);
  });
});

describe("a top-up's events", () => {
  it('go to its owner, and to the operators while it waits for their review', async () => {
    const owner = await createActor(t);
    const operator = await createActor(t);
    await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, operator.user.id));
    const [topUp] = await t.db
      .insert(topUps)
      .values({ reference: `TU${randomBytes(6).toString('hex')}`, userId: owner.user.id, amountMinor: 5000n, status: 'WAITING_VOUCHER' })
      .returning();
    const cursor = await latestCursor(t.db);
    await t.db.update(topUps).set({ status: 'WAITING_REVIEW' }).where(eq(topUps.id, topUp!.id));
    await t.db.update(topUps).set({ status: 'CONFIRMED' }).where(eq(topUps.id, topUp!.id));
    const seen = async (actor: Actor) => {
      const deadline = Date.now() + 10_000;
      let events = await readEvents(t.db, { after: cursor, userId: actor.user.id, limit: 10 });
      while (events.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        events = await readEvents(t.db, { after: cursor, userId: actor.user.id, limit: 10 });
      }
      return events.map((event) => [event.kind, event.data.role, event.data.status]);
    };
    expect(await seen(owner)).toEqual([
      ['top_up', 'OWNER', 'WAITING_REVIEW'],
      ['top_up', 'OWNER', 'CONFIRMED'],
    ]);
    expect(await seen(operator)).toEqual([
      ['top_up', 'OPERATOR', 'WAITING_REVIEW'],
      ['top_up', 'OPERATOR', 'CONFIRMED'],
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL database', () => {
  let second: { close(): Promise<void>; app: Awaited<ReturnType<typeof buildApp>> };
  let database: Database;
  let base: string;
  beforeAll(async () => {
    base = t.app.server.listening ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-second-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '', ...TEST_ENV, DATABASE_URL: await testDatabaseUrl(t.db), DATA_DIR: dataDir });
    database = await openDatabase({ databaseUrl: config.databaseUrl });
    const app = await buildApp(config, { db: database.db, clock: t.clock });
    second = { app, close: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  });
  afterAll(async () => {
    await second?.app.close();
    await database?.close();
    await second?.close();
  });

  it('reads past a long transaction of another database, and waits for one of its own', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const here = new pg.Client({ connectionString: await testDatabaseUrl(t.db) });
    await Promise.all([elsewhere.connect(), here.connect()]);
    try {
      // Another database's transaction holds a transaction id open: the order's event is read all the same.
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()');
      const cursor = await latestCursor(t.db);
      const first = await buy(t, buyer, listing.id, 1);
      // The seller's order events only: the setup's own (the follow) and the notifier's (running beside the
      // test) may settle after the cursor was taken, and are read after it too.
      const mine = () =>
        readEvents(t.db, { after: cursor, userId: seller.user.id, limit: 10 }).then((events) =>
          events.filter((event) => event.kind === 'order').map((event) => event.subject),
        );
      expect(await mine()).toEqual([first.id]);
      // One of this database's, older than the next order: that order's event waits for it to end.
      await here.query('begin');
      await here.query('select pg_current_xact_id()');
      const second = await buy(t, buyer, listing.id, 1);
      expect(await mine()).toEqual([first.id]);
      await here.query('rollback');
      expect(await mine()).toEqual([first.id, second.id]);
    } finally {
      await elsewhere.query('rollback').catch(() => undefined);
      await here.query('rollback').catch(() => undefined);
      await Promise.all([elsewhere.end(), here.end()]);
    }
  });

  it('streams on one server an order made through the other', async () => {
    const { seller, buyer, listing } = await orderShop(t);
    const stream = await openStream(base, seller);
    await stream.until((events) => events.some((event) => event.event === 'ready'));
    const placed = await second.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { ...buyer.headers, 'idempotency-key': crypto.randomUUID(), 'content-type': 'application/json' },
      payload: JSON.stringify({ listingId: listing.id, quantity: 1, paymentType: 'OFFLINE', paymentCurrency: 'USD' }),
    });
    const order = placed.json().data as { id: string };
    await stream.until((events) => events.some((event) => event.data.subject === order.id));
    stream.close();
  });
});
