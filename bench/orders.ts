// Orders under load, on the real app (in-process calls, no HTTP socket) and a fresh database: PGlite
// in a temporary folder, or PostgreSQL with BENCH_DATABASE_URL.
//
// 1. The race: BENCH_BUYERS buyers (256) follow one store whose listing has the last BENCH_UNITS
//    units (1,000). Every buyer keeps ordering 1 to 8 units at once until the store answers "not
//    enough stock". Prints the units sold (reserved by orders: must be exactly the units there
//    were), the orders made, and orders per second over the race.
//    Then the bare-SQL reference of the same race in the same run, on the same database and pool:
//    the same buyers and quantities, each order one transaction that inserts the order and reserves
//    its units in one UPDATE of the units picked FOR UPDATE SKIP LOCKED (the least work an order can
//    be), with the last 1,000 units minted again. Prints the project's share of it (goal: 70 %).
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

/** A reference order that found fewer units than it asked for: rolled back, with what was left. */
class ShortOfStock extends Error {
  constructor(readonly left: number) {
    super(`only ${left} left`);
  }
}

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
  const rate = made / seconds;
  const [sold] = await db
    .select({ units: sql<number>`coalesce(sum(${orders.quantity}), 0)`.mapWith(Number), reserved: sql<number>`(select count(*) from ${cardUnits} where state = 'RESERVED')`.mapWith(Number) })
    .from(orders);
  const [free] = await db.select({ units: sql<number>`count(*)`.mapWith(Number) }).from(cardUnits).where(sql`state = 'FREE' and owner_id = ${seller.user.id}`);
  console.log(`race: ${BUYERS} buyers for ${UNITS} units: ${sold.units} units in ${made} orders (${sold.reserved} reserved, ${free.units} free left), ${(made / seconds).toFixed(1)} orders/s over ${seconds.toFixed(2)} s`);
  console.log(`      answers: ${[...answers].map(([code, n]) => `${code} x${n}`).join(', ')}`);
  if (sold.units + free.units !== UNITS || sold.reserved !== sold.units) console.log('      !! units sold and units reserved disagree');
  const failures = [...answers.keys()].filter((code) => code !== 200 && code !== 120035 && code !== 150044);
  if (failures.length > 0) console.log(`      !! answers other than 200, 120035 and 150044: ${failures.join(', ')}`);

  // 1b. The reference: the same race as bare SQL.
  await withTransaction(db, (tx) =>
    changeStock(tx, { cardId: card.id, change: UNITS }, { userId: seller.user.id, now, limits: { maxUnitsPerStore: 100_000_000, changesPerMinute: 1_000_000 } }),
  );
  let referenceMade = 0;
  const referenceStarted = performance.now();
  await Promise.all(
    buyers.map(async ({ id }) => {
      let quantity = 1 + Math.floor(Math.random() * 8);
      for (;;) {
        const reserved = await withTransaction(db, async (tx) => {
          const result = await tx.execute(sql`
            with placed as (
              insert into ${orders} (order_no, buyer_id, store_id, seller_id, listing_id, card_id, status, payment_type, currency, payment_currency,
                                     quantity, unit_price_minor, amount_minor, snapshot, pay_by)
              values ('R' || nextval('order_no_seq'), ${id}::uuid, ${seller.store.id}::uuid, ${seller.user.id}::uuid, ${listing.id}::uuid, ${card.id}::uuid,
                      'WAITINGPAYMENT', 'OFFLINE', 'USD', 'USD', ${quantity}, 1000, ${quantity * 1000}, '{}'::jsonb, now() + interval '1 day')
              returning id),
            picked as (
              select id from ${cardUnits} where card_id = ${card.id}::uuid and owner_id = ${seller.user.id}::uuid and state = 'FREE' and status = 'NORMAL'
              order by serial limit ${quantity} for update skip locked),
            moved as (
              update ${cardUnits} set state = 'RESERVED', reserved_order_id = (select id from placed) where id in (select id from picked) returning 1)
            select count(*)::int as n from moved`);
          const n = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
          // Fewer than asked: nothing stays (the order is rolled back with its units).
          if (n < quantity) throw new ShortOfStock(n);
          return n;
        }).catch((error: unknown) => {
          if (error instanceof ShortOfStock) return error.left;
          throw error;
        });
        if (reserved === quantity) referenceMade += 1;
        else if (reserved <= 0) return;
        else quantity = reserved;
      }
    }),
  );
  const referenceRate = referenceMade / ((performance.now() - referenceStarted) / 1000);
  const share = rate / referenceRate;
  console.log(`reference (bare SQL, same pool): ${referenceMade} orders, ${referenceRate.toFixed(1)} orders/s; the project's share: ${(share * 100).toFixed(0)} % (goal 70 %: ${share >= 0.7 ? 'pass' : 'FAIL'})`);

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
