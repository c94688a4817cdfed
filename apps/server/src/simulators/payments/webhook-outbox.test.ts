// The sandbox webhook outbox: queued with the caller's transaction, posted until acknowledged the
// provider's way with its backoff, never posted again once acknowledged, given up after 24 hours,
// redelivered on demand, and claimed by one process at a time (SKIP LOCKED on PostgreSQL).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { manualClock } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { sandboxWebhooks } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { testDatabaseUrl } from '../../../test/fixtures/tasks.fixtures';
import type { SandboxDeps } from './deps';
import { deliverDueWebhooks, queueWebhook, redeliver, WEBHOOK_MAX_TRIES } from './webhook-outbox';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const SECOND = 1000;
let clock: ReturnType<typeof manualClock>;
let posts: Array<{ url: string; body: string; headers: Record<string, string> }>;
/** What the server answers next (the last one repeats). */
let answers: Array<{ status: number; body: string }>;

function deps(): SandboxDeps {
  return {
    db: database.db,
    clock,
    secret: () => '00',
    publicUrl: '',
    async deliver(url, body, headers) {
      posts.push({ url, body, headers });
      return answers.length > 1 ? answers.shift()! : answers[0]!;
    },
  };
}

beforeEach(async () => {
  await database.db.delete(sandboxWebhooks);
  clock = manualClock();
  posts = [];
  answers = [{ status: 200, body: '{"received":true}' }];
});

const queue = (eventId: string, provider = 'pix', body = `{"id":"${eventId}"}`) =>
  queueWebhook(database.db, { provider, paymentId: null, eventId, url: '/api/payment/webhook/' + provider, body, headers: { 'x-test': eventId } });
const rowOf = async (eventId: string) => (await database.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.eventId, eventId)))[0]!;

describe('delivering queued webhooks', () => {
  it('posts a queued webhook at once with its body and headers, and never again once acknowledged', async () => {
    await queue('ev-1');
    expect(await deliverDueWebhooks(deps(), { limit: 10 })).toBe(1);
    expect(posts).toEqual([{ url: '/api/payment/webhook/pix', body: '{"id":"ev-1"}', headers: { 'x-test': 'ev-1' } }]);
    expect(await rowOf('ev-1')).toMatchObject({ tries: 1, lastStatus: 200, lastAnswer: '{"received":true}', ackedAt: clock.now() });

    for (const wait of [5, 60, 3600, 86400]) {
      clock.advance(wait * SECOND);
      expect(await deliverDueWebhooks(deps(), { limit: 10 })).toBe(0);
    }
    expect(posts).toHaveLength(1);
  });

  it('retries an unacknowledged webhook after 5 s, 15 s, 1 min, 5 min, 15 min, then hourly, until the answer is HTTP 200', async () => {
    answers = [
      { status: 500, body: 'down' },
      { status: 400, body: 'rejected' },
      { status: 503, body: '' },
      { status: 200, body: 'ok' },
    ];
    await queue('ev-2');
    const waits: number[] = [];
    let waited = 0;
    while (posts.length < 4) {
      const before = posts.length;
      await deliverDueWebhooks(deps(), { limit: 10 });
      if (posts.length > before) {
        waits.push(waited);
        waited = 0;
      }
      clock.advance(SECOND);
      waited += 1;
    }
    expect(waits).toEqual([0, 5, 15, 60]);
    expect(await rowOf('ev-2')).toMatchObject({ tries: 4, lastStatus: 200, lastAnswer: 'ok' });
    expect((await rowOf('ev-2')).ackedAt).not.toBeNull();
  });

  it('keeps the last answer of a failed try and the time of the next one', async () => {
    answers = [{ status: 500, body: 'down' }];
    await queue('ev-3');
    await deliverDueWebhooks(deps(), { limit: 10 });
    expect(await rowOf('ev-3')).toMatchObject({
      tries: 1,
      lastStatus: 500,
      lastAnswer: 'down',
      ackedAt: null,
      nextAt: new Date(clock.now().getTime() + 5 * SECOND),
    });
  });

  it('counts an error thrown while posting as a failed try', async () => {
    await queue('ev-throw');
    const failing: SandboxDeps = { ...deps(), deliver: async () => Promise.reject(new Error('connection refused')) };
    expect(await deliverDueWebhooks(failing, { limit: 10 })).toBe(1);
    expect(await rowOf('ev-throw')).toMatchObject({ tries: 1, lastStatus: null, lastAnswer: 'connection refused', ackedAt: null });
  });

  it('gives up once the next try would fall more than 24 hours after the first, leaving it unacknowledged', async () => {
    answers = [{ status: 500, body: 'down' }];
    await queue('ev-4');
    const first = clock.now().getTime();
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      if ((await deliverDueWebhooks(deps(), { limit: 10 })) > 0) times.push(clock.now().getTime() - first);
      clock.advance(Math.max(SECOND, (await rowOf('ev-4')).nextAt.getTime() - clock.now().getTime()));
    }
    expect(times.at(-1)).toBeLessThanOrEqual(24 * 3600 * SECOND);
    expect(times.slice(0, 8)).toEqual([0, 5, 20, 80, 380, 1280, 1280 + 3600, 1280 + 7200].map((s) => s * SECOND));
    expect(posts).toHaveLength(WEBHOOK_MAX_TRIES);
    expect(WEBHOOK_MAX_TRIES).toBe(29); // 6 tries in the first 21 min 20 s, then 23 hourly ones
    const row = await rowOf('ev-4');
    expect(row).toMatchObject({ tries: WEBHOOK_MAX_TRIES, ackedAt: null, lastStatus: 500 });
    expect(row.nextAt.getTime() - first).toBeGreaterThan(24 * 3600 * SECOND);
  });

  it('posts due webhooks oldest first, at most `limit` at a time', async () => {
    for (const id of ['a', 'b', 'c']) await queue(`order-${id}`);
    expect(await deliverDueWebhooks(deps(), { limit: 2 })).toBe(2);
    expect(await deliverDueWebhooks(deps(), { limit: 2 })).toBe(1);
    expect(posts.map((post) => post.headers['x-test'])).toEqual(['order-a', 'order-b', 'order-c']);
  });

  it('queues inside the caller\u2019s transaction: a rolled back change sends nothing', async () => {
    await expect(
      withTransaction(database.db, async (tx) => {
        await queueWebhook(tx, { provider: 'pix', paymentId: null, eventId: 'ev-rolled-back', url: '/x', body: '{}' });
        throw new Error('the book change failed');
      }),
    ).rejects.toThrow('the book change failed');
    expect(await deliverDueWebhooks(deps(), { limit: 10 })).toBe(0);
  });
});

describe('Onerway acknowledgement', () => {
  it('is the webhook\u2019s transactionId as plain text: HTTP 200 with anything else is retried', async () => {
    answers = [
      { status: 200, body: '{"received":true}' },
      { status: 200, body: '1234567890123456789' },
    ];
    await queue('ow-1', 'onerway', JSON.stringify({ notifyType: 'TXN', transactionId: '1234567890123456789', status: 'S' }));
    await deliverDueWebhooks(deps(), { limit: 10 });
    expect((await rowOf('ow-1')).ackedAt).toBeNull();
    clock.advance(5 * SECOND);
    await deliverDueWebhooks(deps(), { limit: 10 });
    expect(await rowOf('ow-1')).toMatchObject({ tries: 2, lastAnswer: '1234567890123456789' });
    expect((await rowOf('ow-1')).ackedAt).not.toBeNull();
  });
});

describe('redeliver', () => {
  it('posts the same body once more now, even when it was acknowledged, and leaves the schedule alone', async () => {
    await queue('ev-dup');
    await deliverDueWebhooks(deps(), { limit: 10 });
    const acked = await rowOf('ev-dup');
    clock.advance(SECOND);
    const again = await redeliver(deps(), acked.id);
    expect(posts.map((post) => post.body)).toEqual(['{"id":"ev-dup"}', '{"id":"ev-dup"}']);
    expect(again).toMatchObject({ tries: 2, ackedAt: acked.ackedAt });
    expect(await deliverDueWebhooks(deps(), { limit: 10 })).toBe(0);
    expect(await redeliver(deps(), 999_999_999)).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes (PostgreSQL)', () => {
  it('skip a webhook another transaction holds locked instead of waiting for it', async () => {
    await queue('locked');
    await queue('free');
    const { id } = await rowOf('locked');
    const other = new pg.Client({ connectionString: await testDatabaseUrl(database.db) });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from sandbox_webhooks where id = $1 for update', [id]);
      expect(await deliverDueWebhooks(deps(), { limit: 10 })).toBe(1);
      expect(posts.map((post) => post.headers['x-test'])).toEqual(['free']);
      await other.query('commit');
    } finally {
      await other.end();
    }
    expect(await deliverDueWebhooks(deps(), { limit: 10 })).toBe(1);
    expect(posts.map((post) => post.headers['x-test'])).toEqual(['free', 'locked']);
  });

  it('post each webhook once when two deliverers run at the same time', async () => {
    for (let i = 0; i < 40; i++) await queue(`race-${i}`);
    const slow: SandboxDeps = {
      ...deps(),
      async deliver(url, body, headers) {
        posts.push({ url, body, headers });
        await new Promise((resolve) => setImmediate(resolve));
        return { status: 200, body: 'ok' };
      },
    };
    const drain = async () => {
      while ((await deliverDueWebhooks(slow, { limit: 3 })) > 0);
    };
    await Promise.all([drain(), drain(), drain()]);
    const sent = posts.map((post) => post.headers['x-test']);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
  });
});
