// The one place tests build their world: accounts, sessions, sellers with stock, following buyers.
// Everything is made with the server's own services on the test file's database, never through
// the API: a session is a token issued as the login issues it (only the login tests log in through
// POST /api-auth/oauth/user/token). The module fixtures (test/fixtures/*.fixtures.ts) build on these.
//
// A funded wallet joins these factories when the ledger exists: until then no service holds money.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CreateCardRequest } from '@panel/domain/contract/cards';
import type { UploadSource } from '@panel/domain/contract/files';
import { withTransaction } from '../src/db/transaction';
import { files, follows, paymentAccounts, stores } from '../src/db/schema';
import { TOKEN_TYPE } from '../src/http/auth-guard';
import { issueToken } from '../src/modules/auth/tokens.service';
import { createCard } from '../src/modules/cards/cards.service';
import { changeStock, stockLimitsOf } from '../src/modules/stock/stock.service';
import { createUser as createAccount, type NewUser } from '../src/modules/users/users.service';
import type { TestApp } from './app';

export type TestUser = Awaited<ReturnType<typeof createUser>>;
export type Session = { authorization: string; token: string };

let accounts = 0;

/** An account with its (unusable) store; email and nickname are unique per call unless overridden. */
export async function createUser(t: Pick<TestApp, 'db'>, overrides: Partial<NewUser> = {}) {
  accounts += 1;
  const input: NewUser = { email: `user${accounts}-${randomUUID()}@example.com`, password: 'Passw0rd!', nickname: `User ${accounts}`, ...overrides };
  const created = await createAccount(t.db, input);
  return { ...created, password: input.password, email: input.email };
}

/** A live session of the account, issued by the server's own token service at the test clock's now. */
export async function sessionFor(t: Pick<TestApp, 'db' | 'clock' | 'config'>, { user }: { user: { id: string } }): Promise<Session> {
  const policy = { idleMinutes: t.config.tokenIdleMinutes, maxHours: t.config.tokenMaxHours };
  const { token } = await withTransaction(t.db, (tx) => issueToken(tx, { userId: user.id, now: t.clock.now(), policy }));
  return { authorization: `${TOKEN_TYPE} ${token}`, token };
}

/** Records a file the account uploaded (the catalogue needs the row, not the bytes); answers its key. */
export async function recordUpload(
  t: Pick<TestApp, 'db'>,
  ownerId: string,
  { source = 'product', contentType = 'image/png' }: { source?: UploadSource; contentType?: string } = {},
) {
  const key = `${source}/test/${randomUUID()}.png`;
  await t.db.insert(files).values({ key, ownerId, source, contentType, size: 100 });
  return key;
}

/** A card request with every dimension set (a recharge card of 30 days). */
export const cardInput = (overrides: Partial<CreateCardRequest> = {}): CreateCardRequest => ({
  type: 'RECHARGE_CARD',
  name: 'IPTV Gold 30 days',
  picture: 'product/missing.png',
  description: 'Live TV and VOD for 30 days',
  defaultCurrency: 'USD',
  currencyUnit: 'credit',
  salesChannel: 'PANEL',
  brand: 'StarTV',
  serviceType: 'LIVE_VOD',
  chargingType: 'PREPAID',
  periodPlan: 'MONTH_1',
  networkType: 'FIBER',
  cdnIncluded: true,
  totalSessions: 3,
  tvSessions: 1,
  mobileWebSessions: 2,
  providerPlatform: 'StarPlatform',
  salesArea: 'BR, MX',
  ...overrides,
});

let sellers = 0;

export type SellerOptions = {
  /** Store fields besides the name and avatar every seller gets. */
  store?: { name?: string; autoAccept?: boolean; phone?: string | null; email?: string | null };
  user?: Partial<NewUser>;
  /** A new card of the store with this many units minted (by the stock service); no card when absent. */
  stock?: number;
  /** The card's fields besides cardInput's, with `stock`. */
  card?: Partial<CreateCardRequest>;
  /** A bank account for offline payment (so that its listings may take offline transfer); true unless told. */
  bankAccount?: boolean;
};

/** An account whose store is usable (name and avatar) with a bank account unless told, optionally with a card holding `stock` minted units. */
export async function createSeller(t: TestApp, { store: storeFields = {}, user: userFields, stock, card: cardFields, bankAccount = true }: SellerOptions = {}) {
  const created = await createUser(t, userFields);
  sellers += 1;
  const [store] = await t.db
    .update(stores)
    .set({
      name: storeFields.name ?? `Card Store ${sellers}`,
      avatar: `store/test/${sellers}.png`,
      phone: storeFields.phone === undefined ? '+5511999990000' : storeFields.phone,
      email: storeFields.email === undefined ? `store${sellers}@example.com` : storeFields.email,
      autoAcceptFollows: storeFields.autoAccept ?? false,
    })
    .where(eq(stores.id, created.store.id))
    .returning();
  if (bankAccount) {
    const at = t.clock.now();
    await t.db.insert(paymentAccounts).values({
      storeId: store.id,
      recipientBank: 'Store Bank',
      bankAddress: '1 Bank Street',
      recipientName: store.name ?? 'Card Store',
      recipientAddress: '2 Shop Road',
      recipientAccount: `0000${sellers}`,
      swiftCode: 'STBKUS33',
      createdAt: at,
      updatedAt: at,
    });
  }
  if (stock === undefined) return { ...created, store, card: null };
  const now = t.clock.now();
  const userId = created.user.id;
  const picture = cardFields?.picture ?? (await recordUpload(t, userId));
  const card = await createCard(t.db, CreateCardRequest.parse(cardInput({ ...cardFields, picture })), { userId, now });
  if (stock === 0) return { ...created, store, card };
  const { counts } = await withTransaction(t.db, (tx) => changeStock(tx, { cardId: card.id, change: stock }, { userId, now, limits: stockLimitsOf(t.config) }));
  return { ...created, store, card: { ...card, counts } };
}

/** A new account following (ACCEPTED) the seller's store, as if the owner had accepted its request now. */
export async function createFollowingBuyer(t: TestApp, seller: { store: { id: string } }, overrides: Partial<NewUser> = {}) {
  const buyer = await createUser(t, overrides);
  const now = t.clock.now();
  const [follow] = await t.db
    .insert(follows)
    .values({ storeId: seller.store.id, followerId: buyer.user.id, status: 'ACCEPTED', requestedAt: now, decidedAt: now })
    .returning();
  return { ...buyer, follow };
}
