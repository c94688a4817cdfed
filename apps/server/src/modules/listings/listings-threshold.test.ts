// The low-stock threshold of a listing: set in the listing form (create and edit), checked by the
// contract (4001, validation.lowStockThreshold), kept by the listing service, shown in the seller's
// reads and not in the buyer's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { ListingResponse, LOW_STOCK_DEFAULT, LOW_STOCK_MAX, MyListingsResponse } from '@panel/domain/contract/listings';
import { listings, userEvents } from '../../db/schema';
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
  type Actor,
} from '../../../test/fixtures/catalogue.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function stocked(units: number) {
  const seller = await createSeller(t);
  const card = await createCard(t, seller);
  expect((await changeStock(t, seller, card.id, units)).respCode).toBe(200);
  return { seller, card };
}

const post = (actor: Actor, input: object) => as(t, actor, 'POST', '/api/product/listing', input);
const put = (actor: Actor, id: string, input: object) => as(t, actor, 'PUT', `/api/product/listing/${id}`, input);
const savedThreshold = async (id: string) => (await t.db.select({ value: listings.lowStockThreshold }).from(listings).where(eq(listings.id, id)))[0]?.value;
const editBody = (cardId: string, picture: string, overrides: object = {}) => {
  const { cardId: _cardId, ...fields } = listingInput(cardId, picture);
  return { ...fields, ...overrides };
};

describe('the low-stock threshold of a listing', () => {
  it('is LOW_STOCK_DEFAULT when the form sends none, and the value sent otherwise, 0 and LOW_STOCK_MAX included', async () => {
    for (const [sent, kept] of [
      [undefined, LOW_STOCK_DEFAULT],
      [0, 0],
      [25, 25],
      [LOW_STOCK_MAX, LOW_STOCK_MAX],
    ] as const) {
      const { seller, card } = await stocked(5);
      const body = await post(seller, listingInput(card.id, card.picture, sent === undefined ? {} : { lowStockThreshold: sent }));
      expect(body.respCode, JSON.stringify(body)).toBe(200);
      const listing = ListingResponse.parse(body.data);
      expect(listing.lowStockThreshold).toBe(kept);
      expect(await savedThreshold(listing.id)).toBe(kept);
    }
  });

  it('refuses a negative, too large, fractional or written-out threshold with 4001 naming the field, on create and edit, and saves nothing', async () => {
    const { seller, card } = await stocked(5);
    const refused = { respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'lowStockThreshold', rule: 'validation.lowStockThreshold' } };
    for (const bad of [-1, LOW_STOCK_MAX + 1, 2.5, Number.MAX_SAFE_INTEGER]) {
      expect(await post(seller, listingInput(card.id, card.picture, { lowStockThreshold: bad }))).toMatchObject(refused);
    }
    expect(await post(seller, { ...listingInput(card.id, card.picture), lowStockThreshold: '12' })).toMatchObject(refused);
    expect(await t.db.select().from(listings).where(eq(listings.cardId, card.id))).toEqual([]);

    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { lowStockThreshold: 3 }));
    for (const bad of [-5, LOW_STOCK_MAX + 1, 0.5, '7', true]) {
      expect(await put(seller, listing.id, editBody(card.id, card.picture, { lowStockThreshold: bad }))).toMatchObject(refused);
    }
    expect(await savedThreshold(listing.id)).toBe(3);
  });

  it('is changed by an edit that sends it and kept by one that does not; the seller reads it in the detail and the list', async () => {
    const { seller, card } = await stocked(8);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture));
    expect(await savedThreshold(listing.id)).toBe(LOW_STOCK_DEFAULT);

    const edited = await put(seller, listing.id, editBody(card.id, card.picture, { lowStockThreshold: 40 }));
    expect(edited).toMatchObject({ respCode: 200, data: { lowStockThreshold: 40 } });
    expect(await savedThreshold(listing.id)).toBe(40);

    const again = await put(seller, listing.id, editBody(card.id, card.picture, { name: 'Silver 30 days' }));
    expect(again).toMatchObject({ respCode: 200, data: { name: 'Silver 30 days', lowStockThreshold: 40 } });
    expect(await savedThreshold(listing.id)).toBe(40);

    const read = ListingResponse.parse((await as(t, seller, 'GET', `/api/product/listing/${listing.id}`)).data);
    // 8 units for sale, under 40: low; a threshold of 0 never is.
    expect(read).toMatchObject({ stock: 8, lowStockThreshold: 40, lowStock: true });
    const list = MyListingsResponse.parse((await as(t, seller, 'GET', '/api/product/listing/list?listed=true')).data);
    expect(list.list.find((row) => row.id === listing.id)).toMatchObject({ lowStockThreshold: 40, lowStock: true });

    await put(seller, listing.id, editBody(card.id, card.picture, { lowStockThreshold: 0 }));
    expect((await as(t, seller, 'GET', `/api/product/listing/${listing.id}`)).data).toMatchObject({ lowStockThreshold: 0, lowStock: false });
    await put(seller, listing.id, editBody(card.id, card.picture, { lowStockThreshold: 8 }));
    expect((await as(t, seller, 'GET', `/api/product/listing/${listing.id}`)).data).toMatchObject({ lowStockThreshold: 8, lowStock: false });
  });

  it('is not in what a buyer reads of the listing', async () => {
    const { seller, card } = await stocked(5);
    const buyer = await createBuyer(t, seller);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { lowStockThreshold: 33 }));
    const detail = await as(t, buyer, 'GET', `/api/product/mall/detail/${listing.id}`);
    expect(detail.respCode).toBe(200);
    expect(JSON.stringify(detail.data)).not.toMatch(/lowStock/);
    const mall = await as(t, buyer, 'GET', '/api/product/mall/list');
    expect(mall.respCode).toBe(200);
    expect(JSON.stringify(mall.data)).not.toMatch(/lowStock/);
  });

  it('is what the low-stock event is measured against when a sale takes the units for sale below it', async () => {
    const { seller, card } = await stocked(12);
    const buyer = await createBuyer(t, seller);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { lowStockThreshold: 10 }));
    await put(seller, listing.id, editBody(card.id, card.picture, { lowStockThreshold: 6 }));
    const lowEvents = () =>
      t.db
        .select()
        .from(userEvents)
        .where(and(eq(userEvents.userId, seller.user.id), eq(userEvents.kind, 'stock.low')));

    await deliver(t, { cardId: card.id, seller, buyer, quantity: 5 }); // 12 -> 7: not under 6
    expect(await lowEvents()).toEqual([]);
    await deliver(t, { cardId: card.id, seller, buyer, quantity: 2 }); // 7 -> 5: under 6
    const events = await lowEvents();
    expect(events.map((event) => event.data)).toEqual([expect.objectContaining({ listingId: listing.id, units: 5, threshold: 6 })]);
  });
});
