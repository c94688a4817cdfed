import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { follows, stores, users } from '../db/schema';
import type { FileStorage } from '../platform/file-storage';
import { storeUpload } from '../modules/files/files.service';
import { createUser } from '../modules/users/users.service';
import { solidPng } from './png';

/** The demo accounts written in the README; tests rely on them. */
export const DEMO_ACCOUNTS = {
  seller: { email: 'seller@example.com', password: 'Demo1234', nickname: 'Demo Seller', storeName: 'Demo Card Store' },
  buyer: { email: 'buyer@example.com', password: 'Demo1234', nickname: 'Demo Buyer' },
} as const;

/**
 * More buyers of the demo store, so its follower screens have something in each list:
 * another follower, a request waiting for the seller's answer, and a block-list entry.
 */
export const DEMO_RESELLERS = [
  { email: 'reseller1@example.com', password: 'Demo1234', nickname: 'Reseller One', follow: 'ACCEPTED' },
  { email: 'reseller2@example.com', password: 'Demo1234', nickname: 'Reseller Two', follow: 'PENDING' },
  { email: 'reseller3@example.com', password: 'Demo1234', nickname: 'Reseller Three', follow: 'BLOCKED' },
] as const;

/** Seeds the demo accounts on a fresh database (no accounts yet); returns whether it did. */
export async function seedDemoData(db: Db, storage: FileStorage): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return false;
  const now = new Date();

  const seller = await createUser(db, { email: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password, nickname: DEMO_ACCOUNTS.seller.nickname });
  const avatar = await storeUpload(db, storage, {
    ownerId: seller.user.id,
    type: 'image',
    source: 'store',
    body: solidPng(96, [22, 119, 255]),
    maxBytes: Number.MAX_SAFE_INTEGER,
    now,
  });
  await db
    .update(stores)
    .set({ name: DEMO_ACCOUNTS.seller.storeName, avatar: avatar.key, email: 'store@example.com', website: 'https://example.com' })
    .where(eq(stores.id, seller.store.id));
  await db.update(users).set({ avatar: avatar.key }).where(eq(users.id, seller.user.id));

  const buyer = await createUser(db, { email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password, nickname: DEMO_ACCOUNTS.buyer.nickname });
  await db.insert(follows).values({ storeId: seller.store.id, followerId: buyer.user.id, status: 'ACCEPTED', requestedAt: now, decidedAt: now });

  for (const reseller of DEMO_RESELLERS) {
    const { user } = await createUser(db, { email: reseller.email, password: reseller.password, nickname: reseller.nickname });
    await db.insert(follows).values({
      storeId: seller.store.id,
      followerId: user.id,
      status: reseller.follow,
      requestedAt: now,
      decidedAt: reseller.follow === 'PENDING' ? null : now,
    });
  }
  return true;
}
