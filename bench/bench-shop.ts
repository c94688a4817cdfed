// What the in-process benchmarks share: the real app on a fresh database (PGlite in a temporary
// folder, or PostgreSQL with BENCH_DATABASE_URL), a seller whose store is set up with a bank account
// and one card listed for everyone (stock ALL, paid offline in USD), session tokens, and the median.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { CreateCardRequest } from '@panel/domain/contract/cards';
import { CreateListingRequest, type CreateListingRequest as ListingInput } from '@panel/domain/contract/listings';
import { PaymentAccountRequest } from '@panel/domain/contract/orders';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { stores } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { issueToken } from '../apps/server/src/modules/auth/tokens.service';
import { createCard } from '../apps/server/src/modules/cards/cards.service';
import { storeUpload } from '../apps/server/src/modules/files/files.service';
import { createListing } from '../apps/server/src/modules/listings/listings.service';
import { addAccount } from '../apps/server/src/modules/offline-payments/payment-accounts.service';
import { createUser } from '../apps/server/src/modules/users/users.service';
import { localFileStorage } from '../apps/server/src/platform/file-storage';
import { solidPng } from '../apps/server/src/seed/png';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The app on a fresh database, with a seller and one listed card; `close()` removes everything. */
export async function openBenchShop(
  name: string,
  { tiers = [{ minCount: 1, wholesalePrice: '10', retailPrice: '15' }] }: { tiers?: ListingInput['tiers'] } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `panel-bench-${name}-`));
  const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : { dataDir });
  await database.migrate();
  const db = database.db;
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '', PASSWORD_HASH_MEMORY_KIB: '256', PASSWORD_HASH_PASSES: '1' }), dataDir };
  const app = await buildApp(config, { db });
  const storage = localFileStorage(path.join(dataDir, 'files'));
  const now = new Date();
  const tag = Date.now().toString(36);

  const seller = await createUser(db, { email: `bench-seller-${tag}@example.com`, password: 'Bench1234', nickname: 'Bench Seller' });
  const avatar = await storeUpload(db, storage, { ownerId: seller.user.id, type: 'image', source: 'store', body: solidPng(16, [1, 2, 3]), maxBytes: 1e9, now });
  await db
    .update(stores)
    .set({ name: `Bench ${tag}`, avatar: avatar.key })
    .where(eq(stores.id, seller.store.id));
  const picture = await storeUpload(db, storage, {
    ownerId: seller.user.id,
    type: 'image',
    source: 'product',
    body: solidPng(16, [3, 2, 1]),
    maxBytes: 1e9,
    now,
  });
  const card = await createCard(
    db,
    CreateCardRequest.parse({
      type: 'RECHARGE_CARD',
      name: 'Bench card',
      picture: picture.key,
      defaultCurrency: 'USD',
      salesChannel: 'PANEL',
      brand: 'Bench',
      periodPlan: 'MONTH_1',
    }),
    { userId: seller.user.id, now },
  );
  // Offline transfer is listed only by a store with a bank account to pay into.
  await addAccount(
    db,
    PaymentAccountRequest.parse({ recipientBank: 'Bench Bank', recipientName: 'Bench Store Ltd', recipientAccount: '000123456789', swiftCode: 'BNCHUS33' }),
    { userId: seller.user.id, now },
  );
  const listing = await createListing(
    db,
    CreateListingRequest.parse({
      cardId: card.id,
      name: 'Bench card',
      picture: picture.key,
      tiers,
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
  /** A session of the user, as the login issues it: the Authorization header's value. */
  const tokenOf = async (userId: string) =>
    `Bearer ${(await withTransaction(db, (tx) => issueToken(tx, { userId, now: new Date(), policy: { idleMinutes: 600, maxHours: 24 } }))).token}`;
  const close = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, db, app, tag, now, seller, card, listing, tokenOf, close };
}
