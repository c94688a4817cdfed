// Does a buyer's mall page cost more when the seller holds more units? Builds the real app on a
// fresh database (PGlite in a temporary folder, or PostgreSQL with BENCH_DATABASE_URL), gives a
// seller one listed card, and times GET /api/product/mall/list and the seller's stock list at
// growing stock sizes. Prints medians in milliseconds (in-process: no HTTP socket, no network).
//
//   node --import tsx bench/stock-scale.ts            # sizes 400, 100000, 500000
//   BENCH_SIZES=400,1000000 node --import tsx bench/stock-scale.ts
import { follows } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { changeStock } from '../apps/server/src/modules/stock/stock.service';
import { createUser } from '../apps/server/src/modules/users/users.service';
import { median, openBenchShop } from './bench-shop';

const SIZES = (process.env.BENCH_SIZES ?? '400,100000,500000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const MINT_BATCH = 250_000;

async function main() {
  const { db, app, database, tag, now, seller, card, tokenOf, close } = await openBenchShop('stock');
  const buyer = await createUser(db, { email: `bench-buyer-${tag}@example.com`, password: 'Bench1234', nickname: 'Bench Buyer' });
  await db.insert(follows).values({ storeId: seller.store.id, followerId: buyer.user.id, status: 'ACCEPTED', requestedAt: now, decidedAt: now });
  const [buyerAuth, sellerAuth] = [await tokenOf(buyer.user.id), await tokenOf(seller.user.id)];
  const limits = { maxUnitsPerStore: 100_000_000, changesPerMinute: 1_000_000 };

  const timed = async (url: string, authorization: string) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization } });
      if (res.json().respCode !== 200) throw new Error(`${url}: ${res.body}`);
      if (i >= 3) times.push(performance.now() - started);
    }
    return median(times);
  };

  let minted = 0;
  const rows: string[] = [];
  for (const size of SIZES) {
    while (minted < size) {
      const batch = Math.min(MINT_BATCH, size - minted);
      await withTransaction(db, (tx) => changeStock(tx, { cardId: card.id, change: batch }, { userId: seller.user.id, now: new Date(), limits }));
      minted += batch;
    }
    const mall = await timed('/api/product/mall/list?pageNum=1&pageSize=20', buyerAuth);
    const stock = await timed('/api/product/stock/list?pageNum=1&pageSize=20', sellerAuth);
    rows.push(`${String(size).padStart(9)} units   mall first page ${mall.toFixed(2).padStart(7)} ms   stock list ${stock.toFixed(2).padStart(7)} ms`);
    console.log(rows[rows.length - 1]);
  }
  console.log(`(${database.kind}, medians of ${RUNS} in-process calls)`);
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
