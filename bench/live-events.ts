// Live events: how soon a new order reaches its seller's open screen, over a real socket, with
// other people's streams open beside it (decision 031). The app listens on a fresh database (PGlite
// in a temporary folder, or PostgreSQL with BENCH_DATABASE_URL); BENCH_IDLE_STREAMS other accounts
// (200) each hold a stream open; the seller holds one; buyers place BENCH_LIVE_ORDERS orders (200)
// one after another over HTTP, and each order's event is awaited on the seller's stream before the
// next order. Prints the median and 95th percentile of the time from the order's answer to its
// event on the stream, and of the order call itself, beside the goal (median under 1 s: the
// server reads new events every LIVE_POLL_MS, 300 ms).
//
//   node --import tsx bench/live-events.ts
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/bench_live node --import tsx bench/live-events.ts
//
// Exits 1 when an event does not arrive within 10 s.
import { randomUUID } from 'node:crypto';
import { follows } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { changeStock } from '../apps/server/src/modules/stock/stock.service';
import { createUser } from '../apps/server/src/modules/users/users.service';
import { median, openBenchShop } from './bench-shop';

const IDLE = Number(process.env.BENCH_IDLE_STREAMS ?? 200);
const ORDERS = Number(process.env.BENCH_LIVE_ORDERS ?? 200);
const GOAL_MS = 1000;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

type Stream = { subjects: Map<string, number>; ready: Promise<void>; close(): void; waiting: Array<() => void> };

/** Opens GET /api/events as the panel does and notes when each event's subject arrives. */
async function openStream(base: string, authorization: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { authorization }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`the stream answered ${response.status}`);
  const stream: Stream = { subjects: new Map(), ready: Promise.resolve(), close: () => controller.abort(), waiting: [] };
  let markReady: () => void = () => undefined;
  stream.ready = new Promise((resolve) => (markReady = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          if (block.includes('event: ready')) markReady();
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data && block.includes('event: order')) {
            const { subject } = JSON.parse(data.slice(6)) as { subject: string };
            if (!stream.subjects.has(subject)) stream.subjects.set(subject, performance.now());
            stream.waiting.splice(0).forEach((wake) => wake());
          }
        }
      }
    } catch {
      // Closed at the end.
    }
  })();
  return stream;
}

async function main() {
  const shop = await openBenchShop('live');
  const { db, app, seller, card, listing, tokenOf, now, tag } = shop;
  await withTransaction(db, (tx) =>
    changeStock(
      tx,
      { cardId: card.id, change: ORDERS + 10 },
      { userId: seller.user.id, now, limits: { maxUnitsPerStore: 100_000_000, changesPerMinute: 1_000_000 } },
    ),
  );
  // A buyer may hold 100 unpaid units in a store (ORDER_MAX_UNPAID_UNITS_PER_STORE): one buyer per 50 orders.
  const buyerTokens: string[] = [];
  for (let i = 0; i < Math.ceil(ORDERS / 50); i += 1) {
    const buyer = await createUser(db, { email: `bench-live-buyer-${tag}-${i}@example.com`, password: 'Bench1234', nickname: `Live buyer ${i}` });
    await db.insert(follows).values({ storeId: seller.store.id, followerId: buyer.user.id, status: 'ACCEPTED', requestedAt: now, decidedAt: now });
    buyerTokens.push(await tokenOf(buyer.user.id));
  }
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const idle: Stream[] = [];
  for (let i = 0; i < IDLE; i += 1) {
    const other = await createUser(db, { email: `bench-live-idle-${tag}-${i}@example.com`, password: 'Bench1234', nickname: `Idle ${i}` });
    idle.push(await openStream(base, await tokenOf(other.user.id)));
  }
  await Promise.all(idle.map((stream) => stream.ready));
  const sellerStream = await openStream(base, await tokenOf(seller.user.id));
  await sellerStream.ready;

  const delays: number[] = [];
  const calls: number[] = [];
  let failed = 0;
  for (let i = 0; i < ORDERS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/order/create`, {
      method: 'POST',
      headers: { authorization: buyerTokens[Math.floor(i / 50)]!, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ listingId: listing.id, quantity: 1, paymentType: 'OFFLINE', paymentCurrency: 'USD' }),
    });
    const answered = performance.now();
    const body = (await response.json()) as { respCode: number; data: { id: string } };
    if (body.respCode !== 200) throw new Error(`order ${i} answered ${JSON.stringify(body)}`);
    calls.push(answered - started);
    const deadline = answered + 10_000;
    while (!sellerStream.subjects.has(body.data.id) && performance.now() < deadline) {
      await new Promise<void>((resolve) => {
        sellerStream.waiting.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    const arrived = sellerStream.subjects.get(body.data.id);
    if (arrived === undefined) failed += 1;
    else delays.push(Math.max(0, arrived - answered));
  }
  sellerStream.close();
  idle.forEach((stream) => stream.close());
  const leaked = idle.filter((stream) => stream.subjects.size > 0).length;

  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`live events on ${database}: ${ORDERS} orders, ${IDLE} other streams open`);
  console.log(
    `  order answer -> seller's stream: median ${median(delays)?.toFixed(0)} ms, p95 ${percentile(delays, 0.95).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms (goal: median < ${GOAL_MS} ms) ${median(delays)! < GOAL_MS ? 'PASS' : 'FAIL'}`,
  );
  console.log(`  the order call itself: median ${median(calls)?.toFixed(1)} ms, p95 ${percentile(calls, 0.95).toFixed(1)} ms`);
  console.log(`  events lost: ${failed}; other accounts' streams that saw the seller's orders: ${leaked}`);
  await shop.close();
  if (failed > 0 || leaked > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
