// Orders under load, on the real app (in-process calls, no HTTP socket) and a fresh database: PGlite
// in a temporary folder, or PostgreSQL with BENCH_DATABASE_URL.
//
// 1. The race: BENCH_BUYERS buyers (256) follow one store whose listing has the last BENCH_UNITS
//    units (1,000). Every buyer keeps ordering 1 to 8 units at once until the store answers "not
//    enough stock". Prints the units sold (reserved by orders: must be exactly the units there
//    were), the orders made, and orders per second over the race.
// 2. The order list: one buyer with BENCH_ORDERS orders (10,000); the median latency of the first
//    page of each tab.
//
//   node --import tsx bench/orders.ts
//   BENCH_DATABASE_URL=postgres://... node --import tsx bench/orders.ts
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { cardUnits, follows, orders, users } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { changeStock } from '../apps/server/src/modules/stock/stock.service';
import { createUser } from '../apps/server/src/modules/users/users.service';
import { median, openBenchShop } from './bench-shop';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 256);
const UNITS = Number(process.env.BENCH_UNITS ?? 1000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function main() {
  // A seller with a usable store, one card with exactly UNITS units, listed for everyone (stock ALL).
  const { db, app, database, tag, now, seller, card, listing, tokenOf, close } = await openBenchShop('orders', {
    tiers: [
      { minCount: 1, wholesalePrice: '10', retailPrice: '15' },
      { minCount: 5, wholesalePrice: '9', retailPrice: '14' },
    ],
  });
  await withTransaction(db, (tx) =>
    changeStock(tx, { cardId: card.id, change: UNITS }, { userId: seller.user.id, now, limits: { maxUnitsPerStore: 100_000_000, changesPerMinute: 1_000_000 } }),
  );

  // The buyers, each following the store (made directly: the follow flow is not what is measured).
  const buyers: { id: string; auth: string }[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const buyer = await createUser(db, { email: `bench-buyer-${tag}-${i}@example.com`, password: 'Bench1234', nickname: `Buyer ${i}` });
    await db.insert(follows).values({ storeId: seller.store.id, followerId: buyer.user.id, status: 'ACCEPTED', requestedAt: now, decidedAt: now });
    buyers.push({ id: buyer.user.id, auth: await tokenOf(buyer.user.id) });
  }

  const order = (auth: string, quantity: number) =>
    app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { authorization: auth, 'idempotency-key': randomUUID() },
      payload: { listingId: listing.id, quantity, paymentType: 'OFFLINE', paymentCurrency: 'USD' },
    });

  // 1. The race.
  const answers = new Map<number, number>();
  let made = 0;
  const started = performance.now();
  await Promise.all(
    buyers.map(async ({ auth }) => {
      let quantity = 1 + Math.floor(Math.random() * 8);
      for (;;) {
        const { respCode, data } = (await order(auth, quantity)).json() as { respCode: number; data?: { limit?: unknown } };
        answers.set(respCode, (answers.get(respCode) ?? 0) + 1);
        if (respCode === 200) made += 1;
        else if (respCode === 120035) {
          // Not that many left: take what the store says remains, or stop when nothing does.
          const left = typeof data?.limit === 'number' ? data.limit : 0;
          if (left <= 0) return;
          quantity = Math.min(quantity, left);
        } else if (respCode === 150044) return; // this buyer holds the most unpaid units a store allows (ORDER_MAX_UNPAID_UNITS_PER_STORE)
        else if (respCode !== -5 && respCode !== 40001) throw new Error(`unexpected answer ${respCode}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [sold] = await db
    .select({ units: sql<number>`coalesce(sum(${orders.quantity}), 0)`.mapWith(Number), reserved: sql<number>`(select count(*) from ${cardUnits} where state = 'RESERVED')`.mapWith(Number) })
    .from(orders);
  const [free] = await db.select({ units: sql<number>`count(*)`.mapWith(Number) }).from(cardUnits).where(sql`state = 'FREE' and owner_id = ${seller.user.id}`);
  console.log(`race: ${BUYERS} buyers for ${UNITS} units: ${sold.units} units in ${made} orders (${sold.reserved} reserved, ${free.units} free left), ${(made / seconds).toFixed(1)} orders/s over ${seconds.toFixed(2)} s`);
  console.log(`      answers: ${[...answers].map(([code, n]) => `${code} x${n}`).join(', ')}`);
  if (sold.units + free.units !== UNITS || sold.reserved !== sold.units) console.log('      !! units sold and units reserved disagree');

  // 2. The order list of a buyer with ORDERS orders (inserted directly: the list is what is measured).
  const buyer = buyers[0];
  await db.execute(sql`
    insert into ${orders} (order_no, buyer_id, store_id, seller_id, listing_id, card_id, status, payment_type, currency, payment_currency,
                           quantity, unit_price_minor, amount_minor, paid_minor, snapshot, pay_by, created_at, completed_at)
    select 'B' || ${tag} || lpad(s::text, 8, '0'), ${buyer.id}::uuid, ${seller.store.id}::uuid, ${seller.user.id}::uuid, ${listing.id}::uuid, ${card.id}::uuid,
           case when s % 3 = 0 then 'DELIVERED' when s % 3 = 1 then 'CANCELLED' else 'WAITINGPAYMENT' end, 'OFFLINE', 'USD', 'USD',
           1, 1000, 1000, case when s % 3 = 0 then 1000 else 0 end, '{}'::jsonb, now() + interval '1 day',
           now() - (s || ' minutes')::interval, case when s % 3 = 2 then null else now() end
    from generate_series(1, ${ORDERS}) as s`);
  const timed = async (url: string) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization: buyer.auth } });
      if (res.json().respCode !== 200) throw new Error(`${url}: ${res.body}`);
      if (i >= 3) times.push(performance.now() - t0);
    }
    return median(times);
  };
  const [total] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(eq(orders.buyerId, buyer.id));
  for (const tab of ['IN_PROGRESS', 'COMPLETED']) {
    const ms = await timed(`/api/order/list?tab=${tab}&pageNum=1&pageSize=20`);
    console.log(`order list: buyer with ${total.n} orders, ${tab.toLowerCase().replace('_', ' ')} first page: ${ms.toFixed(2)} ms (median of ${RUNS})`);
  }
  const [users_] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
  console.log(`(${database.kind}, ${users_.n} accounts, in-process calls)`);
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
