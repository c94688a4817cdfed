import { eq, inArray } from 'drizzle-orm';
import { CreateCardRequest, type CreateCardRequest as CardInput } from '@panel/domain/contract/cards';
import { CreateListingRequest, type CreateListingRequest as ListingInput } from '@panel/domain/contract/listings';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { follows, stores, users } from '../db/schema';
import type { FileStorage } from '../platform/file-storage';
import { createCard } from '../modules/cards/cards.service';
import { storeUpload } from '../modules/files/files.service';
import { createListing } from '../modules/listings/listings.service';
import { changeStock } from '../modules/stock/stock.service';
import { createUser } from '../modules/users/users.service';
import { seedDemoOrders, seedPaymentAccounts } from './demo-orders';
import { DEMO_OPERATOR, seedDemoWallet } from './demo-wallet';
import { seedDemoCodes } from './demo-codes';
import { seedDemoRecharge } from './demo-recharge';
import type { CodeVault } from '../modules/codes/code-vault';
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

/**
 * The demo store's catalogue: cards of each type with minted stock, each listed for the store's
 * followers. The recharge card has two price tiers (1 and 10 units).
 */
export const DEMO_CATALOGUE: {
  card: Omit<CardInput, 'picture'>;
  colour: [number, number, number];
  stock: number;
  listing: Omit<ListingInput, 'cardId' | 'picture'>;
}[] = [
  {
    card: {
      type: 'RECHARGE_CARD',
      name: 'StarTV Gold 30 days',
      description: 'Extends a StarTV account by 30 days: live channels and VOD.',
      defaultCurrency: 'USD',
      currencyUnit: 'day',
      salesChannel: 'PANEL',
      brand: 'StarTV',
      serviceType: 'LIVE_VOD',
      chargingType: 'BY_PERIOD',
      periodPlan: 'MONTH_1',
      networkType: 'ALL',
      cdnIncluded: true,
      totalSessions: 3,
      tvSessions: 1,
      mobileWebSessions: 2,
      providerPlatform: 'StarTV Platform',
      salesArea: 'Brazil, Mexico',
    },
    colour: [240, 160, 20],
    stock: 200,
    listing: {
      name: 'StarTV Gold 30 days',
      tiers: [
        { minCount: 1, wholesalePrice: '10.00', retailPrice: '15.00' },
        { minCount: 10, wholesalePrice: '8.00', retailPrice: '12.50' },
      ],
      discount: '0',
      maxPerPurchase: 100,
      currency: 'USD',
      paymentMethods: ['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'],
      paymentCurrencies: ['USD'],
      onlinePolicyAccepted: true,
      stockMode: 'ALL',
      visibility: 'EVERYONE',
      listed: true,
    },
  },
  {
    card: {
      type: 'ACCOUNT_CARD',
      name: 'StarTV Annual account',
      description: 'A new StarTV account with a one-year plan.',
      defaultCurrency: 'USD',
      salesChannel: 'MEMBER_SITE',
      brand: 'StarTV',
      serviceType: 'LIVE',
      periodPlan: 'YEAR_1',
      cdnIncluded: false,
      totalSessions: 2,
      tvSessions: 1,
      mobileWebSessions: 1,
      providerPlatform: 'StarTV Platform',
      salesArea: 'Brazil',
    },
    colour: [20, 140, 90],
    stock: 60,
    listing: {
      name: 'StarTV Annual account',
      tiers: [
        { minCount: 1, wholesalePrice: '90.00', retailPrice: '120.00' },
        { minCount: 5, wholesalePrice: '85.00', retailPrice: '115.00' },
      ],
      discount: '5',
      maxPerPurchase: 20,
      currency: 'USD',
      paymentMethods: ['OFFLINE', 'VCOIN', 'CRYPTO'],
      paymentCurrencies: ['USD', 'USDT'],
      stockMode: 'LIMITED',
      limitedQuantity: 30,
      visibility: 'EVERYONE',
      listed: true,
    },
  },
  {
    card: {
      type: 'DEVICE_LICENCE',
      name: 'BoxPlay device licence',
      description: 'Binds one set-top box to the BoxPlay service.',
      defaultCurrency: 'USD',
      salesChannel: 'PREPAID',
      brand: 'BoxPlay',
      serviceType: 'VOD',
      periodPlan: 'YEAR_2',
      networkType: 'WIFI',
      totalSessions: 1,
      providerPlatform: 'BoxPlay Cloud',
      salesArea: 'Latin America',
    },
    colour: [120, 60, 200],
    stock: 100,
    listing: {
      name: 'BoxPlay device licence',
      tiers: [{ minCount: 1, wholesalePrice: '5.00', retailPrice: '8.00' }],
      discount: '0',
      maxPerPurchase: null,
      currency: 'USD',
      paymentMethods: ['OFFLINE', 'VCOIN'],
      paymentCurrencies: ['USD'],
      stockMode: 'ALL',
      visibility: 'EVERYONE',
      listed: true,
    },
  },
  {
    card: {
      type: 'PREPAID_CARD',
      name: 'StarTV 100 credits',
      description: 'Redeemed as 100 credits on the StarTV platform.',
      defaultCurrency: 'BRL',
      currencyUnit: 'credit',
      salesChannel: 'PREPAID',
      brand: 'StarTV',
      serviceType: 'LIVE_VOD',
      providerPlatform: 'StarTV Platform',
      salesArea: 'Brazil',
    },
    colour: [200, 40, 60],
    stock: 80,
    listing: {
      name: 'StarTV 100 credits',
      tiers: [
        { minCount: 1, wholesalePrice: '25.00', retailPrice: '30.00' },
        { minCount: 20, wholesalePrice: '22.50', retailPrice: '30.00' },
      ],
      discount: '0',
      maxPerPurchase: 50,
      currency: 'BRL',
      paymentMethods: ['OFFLINE', 'VCOIN', 'ONLINE'],
      paymentCurrencies: ['BRL'],
      onlinePolicyAccepted: true,
      stockMode: 'ALL',
      visibility: 'EVERYONE',
      listed: true,
    },
  },
];

/** Creates the demo store's cards through the catalogue services: pictures, cards, minted stock, listings. Answers the listings' and cards' ids by card type. */
async function seedCatalogue(db: Db, storage: FileStorage, sellerId: string, now: Date) {
  const listingIds = new Map<string, string>();
  const cardIds = new Map<string, string>();
  for (const item of DEMO_CATALOGUE) {
    const picture = await storeUpload(db, storage, {
      ownerId: sellerId,
      type: 'image',
      source: 'product',
      body: solidPng(96, item.colour),
      maxBytes: Number.MAX_SAFE_INTEGER,
      now,
    });
    const card = await createCard(db, CreateCardRequest.parse({ ...item.card, picture: picture.key }), { userId: sellerId, now });
    const limits = { maxUnitsPerStore: 1_000_000, changesPerMinute: 1_000 };
    await withTransaction(db, (tx) => changeStock(tx, { cardId: card.id, change: item.stock }, { userId: sellerId, now, limits }));
    const listing = await createListing(db, CreateListingRequest.parse({ ...item.listing, cardId: card.id, picture: picture.key }), { userId: sellerId, now });
    listingIds.set(item.card.type, listing.id);
    cardIds.set(item.card.type, card.id);
  }
  return { listingIds, cardIds };
}

/** Seeds the demo accounts on a fresh database (no accounts yet); returns whether it did. */
export async function seedDemoData(db: Db, storage: FileStorage, { vault }: { vault: CodeVault }): Promise<boolean> {
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

  const resellerIds: string[] = [];
  for (const reseller of DEMO_RESELLERS) {
    const { user } = await createUser(db, { email: reseller.email, password: reseller.password, nickname: reseller.nickname });
    await db.insert(follows).values({
      storeId: seller.store.id,
      followerId: user.id,
      status: reseller.follow,
      requestedAt: now,
      decidedAt: reseller.follow === 'PENDING' ? null : now,
    });
    resellerIds.push(user.id);
  }

  // The bank accounts first: a listing takes offline transfer only from a store that has one.
  await seedPaymentAccounts(db, { sellerId: seller.user.id, now });
  const { listingIds, cardIds } = await seedCatalogue(db, storage, seller.user.id, now);
  const parties = { sellerId: seller.user.id, buyerId: buyer.user.id, now };
  await seedDemoOrders(db, storage, parties, { recharge: listingIds.get('RECHARGE_CARD')!, licence: listingIds.get('DEVICE_LICENCE')! });
  await seedDemoWallet(db, storage, { ...parties, resellerId: resellerIds[0]! }, { licence: listingIds.get('DEVICE_LICENCE')! });
  await seedDemoCodes(db, vault, { sellerId: seller.user.id, cardId: cardIds.get('ACCOUNT_CARD')!, now });
  await seedDemoRecharge(db, { sellerId: seller.user.id, now });
  return true;
}

/** Whether any demo account (with its published password) exists on this database. */
export async function demoAccountsPresent(db: Db): Promise<boolean> {
  const emails = [DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.buyer.email, DEMO_OPERATOR.email, ...DEMO_RESELLERS.map((r) => r.email)];
  const [row] = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails)).limit(1);
  return Boolean(row);
}
