// The stock screens' cover: units for sale, units sold in the last 7 days and days of cover, from
// orders made, paid, cancelled and delivered through the order services, with the clock moved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_WINDOW_DAYS, StockCardsResponse, StockDetailResponse, type StockCover } from '@panel/domain/contract/cards';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  as,
  changeStock,
  createBuyer,
  createCard,
  createListing,
  createSeller,
  deliver,
  listingInput,
  setFollow,
  type Actor,
} from '../../../test/fixtures/catalogue.fixtures';
import { actorOf } from '../../../test/fixtures/follows.fixtures';
import { buy, cancelCall, confirmReceived, countsOf } from '../../../test/fixtures/orders.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

const detailCover = async (actor: Actor, cardId: string) => {
  const body = await as(t, actor, 'GET', `/api/product/stock/detail/${cardId}`);
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return StockDetailResponse.parse(body.data).cover;
};
const listCovers = async (actor: Actor) => {
  const body = await as(t, actor, 'GET', '/api/product/stock/list?pageSize=100');
  expect(body.respCode, JSON.stringify(body)).toBe(200);
  return new Map(StockCardsResponse.parse(body.data).list.map((card) => [card.id, card.cover]));
};
/** The cover both screens must show: the detail's, checked against the list's. */
async function coverOf(actor: Actor, cardId: string): Promise<StockCover> {
  const detail = await detailCover(actor, cardId);
  expect((await listCovers(actor)).get(cardId)).toEqual(detail);
  return detail;
}

/** What the screens should say of units for sale and units sold: the days of cover to one decimal. */
const expectedCover = (forSale: number, sold: number) => (sold > 0 ? Math.round(((forSale * SALES_WINDOW_DAYS) / sold) * 10) / 10 : null);

/** Buys `quantity` units and has the seller confirm the whole amount: delivered now. Answers the quantity. */
async function sale(buyer: Actor, seller: Actor, listingId: string, quantity: number) {
  const order = await buy(t, buyer, listingId, quantity);
  await confirmReceived(t, order.id, BigInt(Math.round(Number(order.amount) * 100)), { seller });
  return quantity;
}

describe('the cover of a card on the stock screens', () => {
  it('counts the units of delivered orders of the last 7 days only, against the units the listing sells now', async () => {
    const created = await createSeller(t, { stock: 100 });
    let seller: Actor = created;
    const card = created.card!;
    const threshold = 50;
    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { paymentMethods: ['OFFLINE'], lowStockThreshold: threshold }));
    let buyer = await createBuyer(t, seller);

    expect(await coverOf(seller, card.id)).toEqual({
      listingId: listing.id,
      listed: true,
      forSale: 100,
      soldLast7Days: 0,
      coverDays: null,
      lowStockThreshold: threshold,
      lowStock: false,
    });

    const early = await sale(buyer, seller, listing.id, 10);
    // Just inside the window, the early sale counts; at exactly 7 days it no longer does.
    t.clock.advance(SALES_WINDOW_DAYS * DAY - 1);
    let forSale = (await countsOf(t, seller, card.id)).free;
    expect(await coverOf(seller, card.id)).toMatchObject({ forSale, soldLast7Days: early, coverDays: expectedCover(forSale, early) });
    t.clock.advance(1);
    // Sessions end after a week: log in again.
    seller = await actorOf(t, seller);
    buyer = await actorOf(t, buyer);
    expect(await coverOf(seller, card.id)).toMatchObject({ forSale, soldLast7Days: 0, coverDays: null });

    // Delivered orders count; one waiting for payment, one half paid and one cancelled do not (their units are not for sale while held).
    let sold = (await sale(buyer, seller, listing.id, 4)) + (await sale(buyer, seller, listing.id, 3));
    await buy(t, buyer, listing.id, 5);
    const halfPaid = await buy(t, buyer, listing.id, 6);
    await confirmReceived(t, halfPaid.id, BigInt(Math.round(Number(halfPaid.amount) * 50)), { seller, partStatus: 'WAITINGPAYMENT' });
    const cancelled = await buy(t, buyer, listing.id, 2);
    expect((await cancelCall(t, buyer, cancelled.id)).respCode).toBe(200);
    t.clock.advance(DAY);
    sold += await sale(buyer, seller, listing.id, 9);

    const counts = await countsOf(t, seller, card.id);
    forSale = counts.free;
    expect(forSale).toBe(100 - early - sold - 5 - 6);
    const cover = await coverOf(seller, card.id);
    expect(cover).toEqual({
      listingId: listing.id,
      listed: true,
      forSale,
      soldLast7Days: sold,
      coverDays: expectedCover(forSale, sold),
      lowStockThreshold: threshold,
      lowStock: forSale < threshold,
    });

    // Raising the threshold above the units for sale marks the card low.
    const { cardId: _cardId, ...fields } = listingInput(card.id, card.picture, { paymentMethods: ['OFFLINE'], lowStockThreshold: forSale + 1 });
    expect((await as(t, seller, 'PUT', `/api/product/listing/${listing.id}`, fields)).respCode).toBe(200);
    expect(await coverOf(seller, card.id)).toMatchObject({ lowStockThreshold: forSale + 1, lowStock: true, coverDays: expectedCover(forSale, sold) });
    // 0 never warns.
    expect((await as(t, seller, 'PUT', `/api/product/listing/${listing.id}`, { ...fields, lowStockThreshold: 0 })).respCode).toBe(200);
    expect(await coverOf(seller, card.id)).toMatchObject({ lowStockThreshold: 0, lowStock: false });
  });

  it("counts a seller's own sales only, and for a LIMITED listing the units set aside", async () => {
    const seller = await createSeller(t, { stock: 40 });
    const card = seller.card!;
    const reseller = await createSeller(t);
    await setFollow(t, reseller, seller, 'ACCEPTED');
    const bought = 12;
    await deliver(t, { cardId: card.id, seller, buyer: reseller, quantity: bought });

    const customer = await createBuyer(t, reseller);
    const setAside = 8;
    const threshold = 5;
    const resale = await createListing(
      t,
      reseller,
      listingInput(card.id, card.picture, { paymentMethods: ['OFFLINE'], stockMode: 'LIMITED', limitedQuantity: setAside, lowStockThreshold: threshold }),
    );
    const resold = 4;
    await deliver(t, { cardId: card.id, seller: reseller, buyer: customer, quantity: resold, listingId: resale.id });

    const forSale = setAside - resold;
    expect(await coverOf(reseller, card.id)).toEqual({
      listingId: resale.id,
      listed: true,
      forSale,
      soldLast7Days: resold,
      coverDays: expectedCover(forSale, resold),
      lowStockThreshold: threshold,
      lowStock: forSale < threshold,
    });
    // The origin's figures: its own sale to the reseller, not the reseller's sales of the same card.
    const origin = await coverOf(seller, card.id);
    const originFree = (await countsOf(t, seller, card.id)).free;
    expect(origin).toMatchObject({ forSale: originFree, soldLast7Days: bought, coverDays: expectedCover(originFree, bought) });
  });

  it('has nothing for sale without a listing or with the listing unlisted, and no cover then', async () => {
    const seller = await createSeller(t, { stock: 30 });
    const card = seller.card!;
    const other = await createCard(t, seller);
    expect((await changeStock(t, seller, other.id, 6)).respCode).toBe(200);
    const buyer = await createBuyer(t, seller);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { paymentMethods: ['OFFLINE'], lowStockThreshold: 100 }));
    const sold = await sale(buyer, seller, listing.id, 3);
    expect((await as(t, seller, 'PUT', `/api/product/listing/${listing.id}/shelf`, { listed: false })).respCode).toBe(200);

    const covers = await listCovers(seller);
    expect(covers.get(card.id)).toEqual({
      listingId: listing.id,
      listed: false,
      forSale: 0,
      soldLast7Days: sold,
      coverDays: null,
      lowStockThreshold: 100,
      lowStock: false,
    });
    expect(covers.get(other.id)).toEqual({
      listingId: null,
      listed: false,
      forSale: 0,
      soldLast7Days: 0,
      coverDays: null,
      lowStockThreshold: null,
      lowStock: false,
    });
    expect(await detailCover(seller, other.id)).toEqual(covers.get(other.id));
  });
});
