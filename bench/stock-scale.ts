// Does a buyer's mall page cost more when the seller holds more units? Builds the real app on a
// fresh database (PGlite in a temporary folder, or PostgreSQL with BENCH_DATABASE_URL), gives a
// seller one listed card, and times GET /api/product/mall/list and the seller's stock list at
// growing stock sizes. Prints medians in milliseconds (in-process: no HTTP socket, no network).
//
//   node --import tsx bench/stock-scale.ts            # sizes 400, 100000, 500000
//   BENCH_SIZES=400,1000000 node --import tsx bench/stock-scale.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { CreateCardRequest } from '@panel/domain/contract/cards';
import { CreateListingRequest } from '@panel/domain/contract/listings';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { follows, stores } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { createCard } from '../apps/server/src/modules/cards/cards.service';
import { storeUpload } from '../apps/server/src/modules/files/files.service';
import { createListing } from '../apps/server/src/modules/listings/listings.service';
import { changeStock } from '../apps/server/src/modules/stock/stock.service';
import { issueToken } from '../apps/server/src/modules/auth/tokens.service';
import { createUser } from '../apps/server/src/modules/users/users.service';
import { localFileStorage } from '../apps/server/src/platform/file-storage';
import { solidPng } from '../apps/server/src/seed/png';

const SIZES = (process.env.BENCH_SIZES ?? '400,100000,500000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const MINT_BATCH = 250_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-bench-stock-'));
  const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : { dataDir });
  await database.migrate();
  const db = database.db;
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '', PASSWORD_HASH_MEMORY_KIB: '256', PASSWORD_HASH_PASSES: '1' }), dataDir };
  const app = await buildApp(config, { db });
  const storage = localFileStorage(path.join(dataDir, 'files'));
  const now = new Date();
  const tag = Date.now().toString(36);

  const seller = await createUser(db, { email: `bench-seller-${tag}@example.com`, password: 'Bench1234', nickname: 'Bench Seller' });
  const buyer = await createUser(db, { email: `bench-buyer-${tag}@example.com`, password: 'Bench1234', nickname: 'Bench Buyer' });
  const avatar = await storeUpload(db, storage, { ownerId: seller.user.id, type: 'image', source: 'store', body: solidPng(16, [1, 2, 3]), maxBytes: 1e9, now });
  await db.update(stores).set({ name: `Bench ${tag}`, avatar: avatar.key }).where(eq(stores.id, seller.store.id));
  await db.insert(follows).values({ storeId: seller.store.id, followerId: buyer.user.id, status: 'ACCEPTED', requestedAt: now, decidedAt: now });
  const picture = await storeUpload(db, storage, { ownerId: seller.user.id, type: 'image', source: 'product', body: solidPng(16, [3, 2, 1]), maxBytes: 1e9, now });
  const card = await createCard(
    db,
    CreateCardRequest.parse({ type: 'RECHARGE_CARD', name: 'Bench card', picture: picture.key, defaultCurrency: 'USD', salesChannel: 'PANEL', brand: 'Bench', periodPlan: 'MONTH_1' }),
    { userId: seller.user.id, now },
  );
  await createListing(
    db,
    CreateListingRequest.parse({
      cardId: card.id,
      name: 'Bench card',
      picture: picture.key,
      tiers: [{ minCount: 1, wholesalePrice: '10', retailPrice: '15' }],
      discount: '0',
      currency: 'USD',
      paymentMethods: ['OFFLINE'],
      paymentCurrencies: ['USD'],
      stockMode: 'ALL',
      visibility: 'EVERYONE',
      listed: true,
    }),
    { userId: seller.user.id, now },
  );
  const tokenOf = async (userId: string) =>
    `Bearer ${(await withTransaction(db, (tx) => issueToken(tx, { userId, now: new Date(), policy: { idleMinutes: 600, maxHours: 24 } }))).token}`;
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
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
