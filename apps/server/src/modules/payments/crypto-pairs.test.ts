// Crypto (address, amount) pairs are a shared, scarce resource: an attempt that ends with nothing
// seen on the chain gives its pair back at once, one user holds at most CRYPTO_MAX_LIVE_ATTEMPTS_PER_USER
// live crypto attempts (also when opened at once: the race matters on PostgreSQL), and a free pair is
// found in one statement whatever is taken.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PaymentAttemptView } from '@panel/domain/contract/payments';
import { watchSimulatedChains } from '../../../test/chains';
import { createTestApp, type TestApp } from '../../../test/app';
import { cryptoSlots, exchangeRates, paymentAttempts, users } from '../../db/schema';
import { as, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { createActor } from '../../../test/fixtures/follows.fixtures';
import { createOrderCall, orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';
import { createSandboxDeps } from '../../simulators/payments/server-deps';
import { createSandboxProviders } from '../../simulators/payments';
import { depositAddresses } from '../../simulators/payments/crypto-chain';
import { paymentProviders } from './providers';
import { sweepPayments } from './sync';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cryptoMaxLiveAttemptsPerUser: 5 });
  await t.db.insert(exchangeRates).values([{ currency: 'USDT', rateScaled: 100_000_000n, feeBp: 0 }]);
});
afterAll(() => t.close());

const keyed = () => ({ 'idempotency-key': randomUUID() });

/** A buyer with `count` CRYPTO orders of 2 units at `price` USD each (a price per test keeps their amounts apart). */
async function cryptoOrders(count: number, price: string) {
  const shop = await orderShop(t, {
    stock: 2 * count + 2,
    listing: {
      paymentMethods: ['ONLINE', 'CRYPTO'],
      onlinePolicyAccepted: true,
      paymentCurrencies: ['USD'],
      tiers: [{ minCount: 1, wholesalePrice: price, retailPrice: `${Number(price) * 2}` }],
    },
  });
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity: 2, paymentType: 'CRYPTO' }));
    expect(body.respCode, JSON.stringify(body)).toBe(200);
    orderIds.push(body.data.id as string);
  }
  return { ...shop, orderIds };
}

const rateOf = async (buyer: Actor, orderId: string) =>
  (await as(t, buyer, 'POST', '/api/payment/quote', { orderId, method: 'CRYPTO', currency: 'USDT' })).data.rate as string;
const payCrypto = async (buyer: Actor, orderId: string, rate: string, chain = 'TRC20') =>
  as(t, buyer, 'POST', '/api/order/payment/pay/v2', { orderId, method: 'CRYPTO', currency: 'USDT', chain, rate }, keyed());
const slotOf = async (attemptId: string) => (await t.db.select().from(cryptoSlots).where(eq(cryptoSlots.attemptId, attemptId)))[0]!;
const pairOf = (view: PaymentAttemptView) => {
  const { address, amount } = view.instructions as { address: string; amount: string };
  return `${address} ${amount}`;
};

describe('crypto pairs', () => {
  it('a cancelled attempt frees its pair at once; a 6th live crypto attempt of one user is refused (140029) until one ends', async () => {
    const { buyer, orderIds } = await cryptoOrders(6, '7.01');
    const rate = await rateOf(buyer, orderIds[0]!);
    const opened: PaymentAttemptView[] = [];
    for (const orderId of orderIds.slice(0, 5)) {
      const res = await payCrypto(buyer, orderId, rate);
      expect(res.respCode, JSON.stringify(res)).toBe(200);
      opened.push(res.data as PaymentAttemptView);
    }
    const sixth = await payCrypto(buyer, orderIds[5]!, rate);
    expect(sixth.respCode).toBe(ERROR_CODES.OPERATION_TOO_FREQUENT);
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderIds[5]!))).toHaveLength(0);

    const cancelled = opened[0]!;
    expect((await as(t, buyer, 'POST', `/api/payment/attempt/${cancelled.id}/cancel`, {}, keyed())).respCode).toBe(200);
    expect((await slotOf(cancelled.id)).releasedAt).not.toBeNull();
    // Still live ones keep theirs.
    expect((await slotOf(opened[1]!.id)).releasedAt).toBeNull();
    const again = await payCrypto(buyer, orderIds[5]!, rate);
    expect(again.respCode, JSON.stringify(again)).toBe(200);
  });

  it('an attempt that expires with nothing seen on the chain frees its pair; one whose transfer was seen keeps it', async () => {
    const a = await cryptoOrders(1, '7.02');
    const b = await cryptoOrders(1, '7.02');
    await watchSimulatedChains(t);
    const unseen = (await payCrypto(a.buyer, a.orderIds[0]!, await rateOf(a.buyer, a.orderIds[0]!), 'BEP20')).data as PaymentAttemptView;
    const seen = (await payCrypto(b.buyer, b.orderIds[0]!, await rateOf(b.buyer, b.orderIds[0]!), 'BEP20')).data as PaymentAttemptView;
    const [address, amount] = pairOf(seen).split(' ');
    // Its exact amount, in one block: seen by the chain's watcher, not yet confirmed.
    const ops = await createActor(t);
    await t.db.update(users).set({ platformOperator: true }).where(eq(users.id, ops.user.id));
    expect((await as(t, ops, 'POST', '/api/sandbox/crypto/transfer', { chain: 'BEP20', token: 'USDT', toAddress: address, amount })).respCode).toBe(200);
    await as(t, ops, 'POST', '/api/sandbox/crypto/mine', { chain: 'BEP20', blocks: 1 });
    await watchSimulatedChains(t);
    t.clock.advance(2 * 60 * 60_000);
    const deps = createSandboxDeps(t.app, t.config, { db: t.db, clock: t.clock });
    await sweepPayments({ db: t.db, clock: t.clock, payments: paymentProviders(createSandboxProviders(deps), depositAddresses) });
    expect((await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, unseen.id)))[0]).toMatchObject({ status: 'EXPIRED' });
    expect((await slotOf(unseen.id)).releasedAt).not.toBeNull();
    expect((await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, seen.id)))[0]).toMatchObject({ status: 'CONFIRMING' });
    expect((await slotOf(seen.id)).releasedAt).toBeNull();
  });

  it('finds the one free pair when all 1,499 others of the amount are taken', async () => {
    const { buyer, orderIds } = await cryptoOrders(2, '7.03');
    const rate = await rateOf(buyer, orderIds[0]!);
    const first = (await payCrypto(buyer, orderIds[0]!, rate)).data as PaymentAttemptView;
    const base = (await slotOf(first.id)).amountMinor;
    const addresses = depositAddresses('TRC20');
    // Every pair of the 500 steps on the chain's 3 addresses is held, but the last address's highest step.
    const taken = [];
    for (let step = 0n; step < 500n; step++)
      for (const address of addresses) if (!(step === 499n && address === addresses.at(-1))) taken.push({ address, amountMinor: base + step * 10_000n });
    // Each by an attempt of its own (a slot per attempt), finished: they count toward nobody's cap.
    const holders = await t.db
      .insert(paymentAttempts)
      .values(
        taken.map(() => ({
          orderId: orderIds[0]!,
          type: 'CRYPTO' as const,
          method: 'CRYPTO',
          currency: 'USDT',
          amountMinor: 1n,
          vcoinMinor: 1n,
          rateScaled: 1n,
          status: 'EXPIRED' as const,
        })),
      )
      .returning({ id: paymentAttempts.id });
    await t.db.update(cryptoSlots).set({ releasedAt: t.clock.now() }).where(eq(cryptoSlots.attemptId, first.id));
    const reservedUntil = new Date(t.clock.now().getTime() + 86_400_000);
    await t.db.insert(cryptoSlots).values(taken.map((pair, i) => ({ attemptId: holders[i]!.id, chain: 'TRC20', token: 'USDT', ...pair, reservedUntil })));
    const second = await payCrypto(buyer, orderIds[1]!, rate);
    expect(second.respCode, JSON.stringify(second)).toBe(200);
    expect(pairOf(second.data as PaymentAttemptView)).toBe(`${addresses.at(-1)} ${(Number(base + 499n * 10_000n) / 1e6).toFixed(2)}`);
    // All taken now: the next one is told to try later (21006), with nothing opened.
    const third = await cryptoOrders(1, '7.03');
    expect((await payCrypto(third.buyer, third.orderIds[0]!, rate)).respCode).toBe(ERROR_CODES.INTERNAL_RETRY_LATER);
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, third.orderIds[0]!))).toHaveLength(0);
    await t.db
      .update(cryptoSlots)
      .set({ releasedAt: t.clock.now() })
      .where(
        and(
          inArray(
            cryptoSlots.attemptId,
            holders.map((h) => h.id),
          ),
          isNull(cryptoSlots.releasedAt),
        ),
      );
  }, 60_000);

  it('8 crypto attempts of one user opened at once: 5 open, 3 are refused (140029)', async () => {
    const { buyer, orderIds } = await cryptoOrders(8, '7.04');
    const rate = await rateOf(buyer, orderIds[0]!);
    const answers = await Promise.all(orderIds.map((orderId) => payCrypto(buyer, orderId, rate)));
    const codes = answers.map((answer) => answer.respCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === ERROR_CODES.OPERATION_TOO_FREQUENT)).toHaveLength(3);
    expect(
      await t.db
        .select()
        .from(paymentAttempts)
        .where(and(inArray(paymentAttempts.orderId, orderIds), inArray(paymentAttempts.status, ['WAITING', 'CONFIRMING', 'PARTIAL']))),
    ).toHaveLength(5);
  }, 60_000);

  it("an attempt's view names the steps its amount adds to the quote's (its mark): the quote's amount and the mark make the amount to send", async () => {
    const { buyer, orderIds } = await cryptoOrders(4, '15.05');
    const rate = await rateOf(buyer, orderIds[0]!);
    const quote = (await as(t, buyer, 'POST', '/api/payment/quote', { orderId: orderIds[0]!, method: 'CRYPTO', currency: 'USDT' })).data as { amount: string };
    const views: PaymentAttemptView[] = [];
    for (const orderId of orderIds) views.push((await payCrypto(buyer, orderId, rate)).data as PaymentAttemptView);
    // A price far from the other tests' amounts. TRC20 has 3 addresses: the first three take the quote's amount itself, the fourth one step above it.
    expect(views.map((view) => view.mark)).toEqual(['0.00', '0.00', '0.00', '0.01']);
    for (const view of views) expect(Math.round((Number(quote.amount) + Number(view.mark)) * 100)).toBe(Math.round(Number(view.amount) * 100));
    // Read again, the view says the same.
    const read = await as(t, buyer, 'GET', `/api/payment/attempt/${views[3]!.id}`);
    expect(read.data).toMatchObject({ mark: '0.01', amount: views[3]!.amount });
  });
});
