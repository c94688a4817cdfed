// Orders under load, on the real app (in-process calls, no HTTP socket) and a fresh database: PGlite
// in a temporary folder, or PostgreSQL with BENCH_DATABASE_URL.
//
// 1. The race, for each number of buyers in BENCH_BUYERS (64, 256 and 1,024): the buyers follow one
//    store whose listing has the last BENCH_UNITS units (1,000). Every buyer keeps ordering 1 to 8
//    units at once until the store answers "not enough stock". Each round checks the units sold
//    (reserved by orders: exactly the units there were) and that every answer is 200, 120035 or
//    150044 (never 503), and counts orders per second over the race.
//    Each round is followed by the bare-SQL reference of the same race on the same database and pool:
//    the same buyers and quantities, each order one transaction that inserts the order and reserves
//    its units in one UPDATE of the units picked FOR UPDATE SKIP LOCKED (the least work an order can
//    be), with the last units minted again. BENCH_ROUNDS rounds (3); prints the medians, the
//    project's share of the reference (goal: 70 % at 64 and 256 buyers), and the CPU one order
//    costs this process and the rest of the machine (the database) while the project races.
// 2. The order list: one buyer with BENCH_ORDERS orders (10,000); the median latency of the first
//    page of each tab.
//
//   node --import tsx bench/orders.ts
//   BENCH_DATABASE_URL=postgres://... BENCH_BUYERS=64,256 node --import tsx bench/orders.ts
//
// BENCH_CPU_PROFILE=file.cpuprofile writes a CPU profile of this process during the project's races
// only (not the reference's, the setup or the list).
//
// Exits 1 when units sold and reserved disagree or an answer is other than 200, 120035 or 150044.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { and, eq, sql } from 'drizzle-orm';
import { cardUnits, follows, orders, users } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { changeStock } from '../apps/server/src/modules/stock/stock.service';
import { createUser } from '../apps/server/src/modules/users/users.service';
import { median, openBenchShop } from './bench-shop';
import { type CpuSpent, describeCpu, measuredCpu, perOperation } from './proc-cpu';

const BUYERS = (process.env.BENCH_BUYERS ?? '64,256,1024').split(',').map(Number);
const UNITS = Number(process.env.BENCH_UNITS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** The numbers of buyers the 70 % goal is set for (at 1,024 only the answers are checked). */
const GOAL_BUYERS = new Set([64, 256]);
const GOAL_SHARE = 0.7;

/** A reference order that found fewer units than it asked for: rolled back, with what was left. */
class ShortOfStock extends Error {
  constructor(readonly left: number) {
    super(`only ${left} left`);
  }
}

let failed = false;

/** The CPU profile of the project's races (BENCH_CPU_PROFILE): started before each, paused after. */
const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
const profiles: { nodes: unknown[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }[] = [];
async function profiling<T>(run: () => Promise<T>): Promise<T> {
  if (!profiler) return run();
  if (profiles.length === 0) {
    profiler.connect();
    await profiler.post('Profiler.enable');
  }
  await profiler.post('Profiler.start');
  try {
    return await run();
  } finally {
    profiles.push((await profiler.post('Profiler.stop')).profile as (typeof profiles)[number]);
  }
}

async function main() {
  // A seller with a usable store, one card listed for everyone (stock ALL).
  const { db, app, database, tag, now, seller, card, listing, tokenOf, close } = await openBenchShop('orders', {
    tiers: [
      { minCount: 1, wholesalePrice: '10', retailPrice: '15' },
      { minCount: 5, wholesalePrice: '9', retailPrice: '14' },
    ],
  });
  const mint = () =>
    withTransaction(db, (tx) =>
      changeStock(
        tx,
        { cardId: card.id, change: UNITS },
        { userId: seller.user.id, now, limits: { maxUnitsPerStore: 100_000_000, changesPerMinute: 1_000_000 } },
      ),
    );
  // What a round left: its orders end (so the next round's buyers hold nothing unpaid) and its units are counted.
  const settleRound = async () => {
    const [sold] = await db
      .select({
        units: sql<number>`coalesce(sum(${orders.quantity}), 0)`.mapWith(Number),
        reserved:
          sql<number>`(select count(*) from ${cardUnits} u join ${orders} o on o.id = u.reserved_order_id where u.state = 'RESERVED' and o.status = 'WAITINGPAYMENT' and o.listing_id = ${listing.id}::uuid)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(and(eq(orders.status, 'WAITINGPAYMENT'), eq(orders.listingId, listing.id)));
    const [free] = await db
      .select({ units: sql<number>`count(*)`.mapWith(Number) })
      .from(cardUnits)
      .where(sql`state = 'FREE' and owner_id = ${seller.user.id}`);
    await db
      .update(orders)
      .set({ status: 'CANCELLED' })
      .where(and(eq(orders.status, 'WAITINGPAYMENT'), eq(orders.listingId, listing.id)));
    return { sold: sold.units, reserved: sold.reserved, free: free.units };
  };

  // The buyers, each following the store (made directly: the follow flow is not what is measured).
  const buyers: { id: string; auth: string }[] = [];
  const addBuyers = async (count: number) => {
    for (let i = buyers.length; i < count; i++) {
      const buyer = await createUser(db, { email: `bench-buyer-${tag}-${i}@example.com`, password: 'Bench1234', nickname: `Buyer ${i}` });
      await db.insert(follows).values({ storeId: seller.store.id, followerId: buyer.user.id, status: 'ACCEPTED', requestedAt: now, decidedAt: now });
      buyers.push({ id: buyer.user.id, auth: await tokenOf(buyer.user.id) });
    }
  };

  const order = (auth: string, quantity: number) =>
    app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { authorization: auth, 'idempotency-key': randomUUID() },
      payload: { listingId: listing.id, quantity, paymentType: 'OFFLINE', paymentCurrency: 'USD' },
    });

  /** `race` with the CPU it cost (see CpuSpent). */
  const measured = async <R extends { made: number }>(race: () => Promise<R>) => {
    const { result, cpu } = await measuredCpu({ db, kind: database.kind }, race);
    return { ...result, cpu: perOperation(cpu, result.made) };
  };

  /** The race through the app: orders made, seconds, every answer by code. */
  const projectRace = async (racers: typeof buyers) => {
    const answers = new Map<number, number>();
    let made = 0;
    const started = performance.now();
    await Promise.all(
      racers.map(async ({ auth }) => {
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
          } else if (respCode === 150044)
            return; // this buyer holds the most unpaid units a store allows (ORDER_MAX_UNPAID_UNITS_PER_STORE)
          else if (respCode !== -5 && respCode !== 40001) return; // counted among the answers, and reported
        }
      }),
    );
    return { made, seconds: (performance.now() - started) / 1000, answers };
  };

  /** The same race as bare SQL: orders made and seconds. */
  const referenceRace = async (racers: typeof buyers) => {
    let made = 0;
    const started = performance.now();
    await Promise.all(
      racers.map(async ({ id }) => {
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
          if (reserved === quantity) made += 1;
          else if (reserved <= 0) return;
          else quantity = reserved;
        }
      }),
    );
    return { made, seconds: (performance.now() - started) / 1000 };
  };

  // 1. The races.
  for (const count of BUYERS) {
    await addBuyers(count);
    const racers = buyers.slice(0, count);
    const rates: number[] = [];
    const referenceRates: number[] = [];
    const answers = new Map<number, number>();
    /** CPU per order of each round, the project's and the reference's. */
    const perOrder: { project: CpuSpent; reference: CpuSpent }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await mint();
      const race = await profiling(() => measured(() => projectRace(racers)));
      const units = await settleRound();
      for (const [code, n] of race.answers) answers.set(code, (answers.get(code) ?? 0) + n);
      rates.push(race.made / race.seconds);
      if (units.sold + units.free !== UNITS || units.reserved !== units.sold) {
        console.log(`      !! round ${round + 1}: ${units.sold} units sold, ${units.reserved} reserved, ${units.free} free of ${UNITS}`);
        failed = true;
      }
      await mint();
      const reference = await measured(() => referenceRace(racers));
      await settleRound();
      referenceRates.push(reference.made / reference.seconds);
      perOrder.push({ project: race.cpu, reference: reference.cpu });
    }
    const rate = median(rates);
    const referenceRate = median(referenceRates);
    const share = rate / referenceRate;
    const goal = GOAL_BUYERS.has(count) ? ` (goal 70 %: ${share >= GOAL_SHARE ? 'pass' : 'FAIL'})` : '';
    console.log(
      `race: ${count} buyers for the last ${UNITS} units, ${ROUNDS} rounds: ${rate.toFixed(1)} orders/s (median; ${rates.map((r) => r.toFixed(0)).join(', ')})`,
    );
    console.log(
      `      reference (bare SQL, same pool): ${referenceRate.toFixed(1)} orders/s (${referenceRates.map((r) => r.toFixed(0)).join(', ')}); the project's share: ${(share * 100).toFixed(0)} %${goal}`,
    );
    console.log(`      CPU per order (medians), project: ${describeCpu(perOrder.map((p) => p.project))}`);
    console.log(`                             reference: ${describeCpu(perOrder.map((p) => p.reference))}`);
    console.log(`      answers: ${[...answers].map(([code, n]) => `${code} x${n}`).join(', ')}`);
    const others = [...answers.keys()].filter((code) => code !== 200 && code !== 120035 && code !== 150044);
    if (others.length > 0) {
      console.log(`      !! answers other than 200, 120035 and 150044: ${others.join(', ')} (goal: every buyer answered, never 503: FAIL)`);
      failed = true;
    } else console.log(`      every answer 200, 120035 or 150044, never 503 (goal: pass)`);
  }

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
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.buyerId, buyer.id));
  for (const tab of ['IN_PROGRESS', 'COMPLETED']) {
    const ms = await timed(`/api/order/list?tab=${tab}&pageNum=1&pageSize=20`);
    console.log(`order list: buyer with ${total.n} orders, ${tab.toLowerCase().replace('_', ' ')} first page: ${ms.toFixed(2)} ms (median of ${RUNS})`);
  }
  const [users_] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
  console.log(`(${database.kind}, ${users_.n} accounts, in-process calls)`);
  if (profiler) {
    // The races' profiles as one: their nodes renumbered, their samples one after the other.
    const nodes: { id: number; children?: number[] }[] = [];
    const merged = { nodes, samples: [] as number[], timeDeltas: [] as number[], startTime: profiles[0]?.startTime ?? 0, endTime: 0 };
    for (const profile of profiles) {
      const offset = nodes.length;
      for (const node of profile.nodes as { id: number; children?: number[] }[])
        nodes.push({ ...node, id: node.id + offset, children: node.children?.map((id) => id + offset) });
      merged.samples.push(...profile.samples.map((id) => id + offset));
      merged.timeDeltas.push(...profile.timeDeltas);
      merged.endTime += profile.endTime - profile.startTime;
    }
    merged.endTime += merged.startTime;
    fs.writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify(merged));
    profiler.disconnect();
  }
  await close();
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
