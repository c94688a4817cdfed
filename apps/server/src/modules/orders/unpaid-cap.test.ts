// The cap on what one buyer holds unpaid in a store (ORDER_MAX_UNPAID_UNITS_PER_STORE): a follower
// cannot reserve a seller's stock with a pile of orders they never pay. Orders over it are refused
// with 150044 (blocker UNPAID_UNITS, data.limit the units still allowed); paying, cancelling or the
// pay-by sweep frees room; other buyers and other stores are not touched. On PostgreSQL, orders sent
// at once for two cards of the store never slip under it together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@panel/domain/errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { createBuyer, createCard, createListing, listingInput, setFollow, changeStock } from '../../../test/fixtures/catalogue.fixtures';
import { buy, cancelCall, confirmReceived, countsOf, createOrderCall, orderBody, orderShop } from '../../../test/fixtures/orders.fixtures';
import { expireOrders } from './orders.service';

const CAP = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderMaxUnpaidUnitsPerStore: CAP });
});
afterAll(() => t.close());

const overCap = (limit: number) => ({ respCode: ERROR_CODES.OVER_PURCHASE_MAXIMUM, data: { field: 'quantity', blocker: 'UNPAID_UNITS', limit } });

describe('the cap on unpaid units per buyer per store', () => {
  it('keeps one follower from reserving a whole LIMITED listing with many small orders', async () => {
    const { seller, buyer, card, listing } = await orderShop(t, { stock: 20, listing: { stockMode: 'LIMITED', limitedQuantity: 10 } });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 1 })));
    expect(answers.filter((answer) => answer.respCode === 200)).toHaveLength(CAP);
    expect(answers.at(-1)).toMatchObject(overCap(0));
    expect(await countsOf(t, seller, card.id)).toMatchObject({ reserved: CAP, listed: 10 - CAP });
    // Another follower still buys what is left.
    const other = await createBuyer(t, seller);
    await buy(t, other, listing.id, 10 - CAP);
  });

  it('counts every unpaid order of the store (waiting, a voucher under review, part paid), says what is left, and frees room once paid, cancelled or expired', async () => {
    const { seller, buyer, listing } = await orderShop(t, { stock: 30 });
    const first = await buy(t, buyer, listing.id, 2);
    const second = await buy(t, buyer, listing.id, 2);
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 2 }))).toMatchObject(overCap(1));
    await confirmReceived(t, second.id, 100n, { seller, partStatus: 'WAITINGPAYMENT' });
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 2 }))).toMatchObject(overCap(1));
    // Paid in full: delivered, no longer held.
    await confirmReceived(t, first.id, 2000n, { seller });
    const third = await buy(t, buyer, listing.id, 3);
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 1 }))).toMatchObject(overCap(0));
    expect((await cancelCall(t, buyer, third.id)).respCode).toBe(200);
    await buy(t, buyer, listing.id, 3);
    t.clock.advance(t.config.orderPayWithinHours * 3_600_000 + 1000);
    await expireOrders(t.db, t.clock.now());
    await buy(t, buyer, listing.id, 3);
  });

  it('takes one order above the cap from a buyer with nothing unpaid (a bulk purchase, bounded by the listing), and nothing more until it is paid', async () => {
    const { seller, buyer, listing } = await orderShop(t, { stock: 30, listing: { maxPerPurchase: null } });
    const bulk = await buy(t, buyer, listing.id, CAP * 3);
    expect(await createOrderCall(t, buyer, orderBody(listing.id, { quantity: 1 }))).toMatchObject(overCap(0));
    await confirmReceived(t, bulk.id, 10n ** 9n, { seller });
    await buy(t, buyer, listing.id, 1);
  });

  it('is per store: a buyer at the cap in one store orders in the next store they follow', async () => {
    const shop = await orderShop(t, { stock: 20 });
    await buy(t, shop.buyer, shop.listing.id, CAP);
    expect(await createOrderCall(t, shop.buyer, orderBody(shop.listing.id, { quantity: 1 }))).toMatchObject(overCap(0));
    const other = await orderShop(t, { stock: 20 });
    await setFollow(t, shop.buyer, shop.seller, null);
    await setFollow(t, shop.buyer, other.seller, 'ACCEPTED');
    await buy(t, shop.buyer, other.listing.id, CAP);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the cap with orders at once (PostgreSQL)', () => {
  it('two orders of one buyer for two cards of a store, sent at once: one fits under the cap, the other is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { seller, buyer, listing } = await orderShop(t, { stock: 20 });
      const card = await createCard(t, seller);
      await changeStock(t, seller, card.id, 20);
      const second = await createListing(t, seller, listingInput(card.id, card.picture, { paymentMethods: ['OFFLINE'] }));
      const answers = await Promise.all([listing.id, second.id].map((id) => createOrderCall(t, buyer, orderBody(id, { quantity: 3 }))));
      expect(answers.map((answer) => answer.respCode).sort()).toEqual([200, ERROR_CODES.OVER_PURCHASE_MAXIMUM].sort());
    }
  });
});
