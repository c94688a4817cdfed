// Bulk recharge on the real app (in-process calls, no HTTP socket) and a fresh database: PGlite in
// a temporary folder, or PostgreSQL with BENCH_DATABASE_URL.
//
// A seller recharges BENCH_ACCOUNTS client accounts (20, the most one recharge takes) with
// BENCH_QUANTITY units each (1) of a recharge card: POST /api/recharge with an idempotency key,
// then a task runner runs the task to its end (one transaction per account under the card's lock).
// Prints the median of BENCH_RUNS runs (7, after one warm-up) for the whole recharge and per
// account, then checks that the units RECHARGED are exactly accounts x quantity x runs and that
// the stock counts match the units (exit 1 otherwise).
//
//   node --import tsx bench/recharge.ts
//   BENCH_DATABASE_URL=postgres://... node --import tsx bench/recharge.ts
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { cardUnits, clientAccounts } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { registerRecharge } from '../apps/server/src/modules/recharge/recharge.service';
import { changeStock } from '../apps/server/src/modules/stock/stock.service';
import { systemClock } from '../apps/server/src/platform/clock';
import { createTaskRunner } from '../apps/server/src/tasks/task-runner';
import { median, openBenchShop } from './bench-shop';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 20);
const QUANTITY = Number(process.env.BENCH_QUANTITY ?? 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

async function main() {
  const { db, app, database, tag, now, seller, card, tokenOf, close } = await openBenchShop('recharge');
  const runs = RUNS + 1;
  await withTransaction(db, (tx) =>
    changeStock(
      tx,
      { cardId: card.id, change: ACCOUNTS * QUANTITY * runs },
      { userId: seller.user.id, now, limits: { maxUnitsPerStore: 100_000_000, changesPerMinute: 1_000_000 } },
    ),
  );
  // Client accounts the bench card can recharge (its brand and plan, no sessions), made directly.
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => `BENCH-${tag}-${i}`);
  await db.insert(clientAccounts).values(
    accounts.map((accountId) => ({
      accountId,
      brand: 'Bench',
      plan: 'MONTH_1',
      expiresAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
      updatedAt: now,
    })),
  );
  const auth = await tokenOf(seller.user.id);
  const runner = createTaskRunner({
    db,
    clock: systemClock,
    workerId: `bench-${randomUUID()}`,
    heartbeatSeconds: 10,
    staleSeconds: 60,
    pollMs: 60_000,
    concurrency: 1,
  });
  registerRecharge(runner);

  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/recharge',
      headers: { authorization: auth, 'idempotency-key': randomUUID() },
      payload: { cardId: card.id, accounts, quantity: QUANTITY },
    });
    const { respCode } = res.json() as { respCode: number };
    if (respCode !== 200) throw new Error(`recharge: ${res.body}`);
    const outcome = await runner.runOnce();
    if (outcome?.outcome !== 'DONE') throw new Error(`the recharge task ended ${outcome?.outcome}`);
    if (run > 0) times.push(performance.now() - t0);
  }

  const [recharged] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(cardUnits)
    .where(and(eq(cardUnits.cardId, card.id), eq(cardUnits.state, 'RECHARGED')));
  const mismatches = await db.execute(sql`
    with actual as (select card_id, owner_id, state, status, count(*)::bigint as units from card_units group by 1, 2, 3, 4)
    select 1 from actual a full join stock_counts c using (card_id, owner_id, state, status) where coalesce(a.units, 0) <> coalesce(c.units, 0)`);
  const ms = median(times);
  console.log(
    `recharge of ${ACCOUNTS} accounts x ${QUANTITY} unit(s): ${ms.toFixed(1)} ms start to done, ${(ms / ACCOUNTS).toFixed(2)} ms per account (median of ${RUNS})`,
  );
  const badCounts = (mismatches as unknown as { rows: unknown[] }).rows.length;
  console.log(`units recharged: ${recharged!.n} (expected ${ACCOUNTS * QUANTITY * runs}), stock count mismatches: ${badCounts}`);
  console.log(`(${database.kind}, in-process calls)`);
  await close();
  if (recharged!.n !== ACCOUNTS * QUANTITY * runs || badCounts > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
