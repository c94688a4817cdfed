import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@panel/domain/errors';
import type { CreateListingRequest } from '@panel/domain/contract/listings';
import { MallBrandsResponse, MallDetailResponse, MallListResponse, MallStoreListResponse } from '@panel/domain/contract/mall';
import { quotePrice } from '@panel/domain/pricing';
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

const NOT_FOUND = ERROR_CODES.PRODUCT_NOT_FOUND;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mall = async (actor: Actor, query = '') => MallListResponse.parse((await as(t, actor, 'GET', `/api/product/mall/list${query}`)).data);
const storeList = (actor: Actor, storeId: string, query = '') => as(t, actor, 'GET', `/api/product/mall/store/${storeId}${query}`);
const detail = (actor: Actor, id: string, query = '') => as(t, actor, 'GET', `/api/product/mall/detail/${id}${query}`);
const brands = async (actor: Actor) => MallBrandsResponse.parse((await as(t, actor, 'GET', '/api/product/mall/brands')).data);

/** A seller with a listed card (20 units) and the card. */
async function storeWithListing(overrides: Partial<CreateListingRequest> = {}, card: Parameters<typeof createCard>[2] = {}) {
  const { card: created, ...seller } = await createSeller(t, { stock: 20, card });
  const listing = await createListing(t, seller, listingInput(created!.id, created!.picture, overrides));
  return { seller, card: created!, listing };
}

/** Every way a buyer can reach a listing answers that they cannot see it. */
async function expectHidden(buyer: Actor, seller: Actor, listingId: string) {
  expect((await mall(buyer)).list.map((item) => item.id)).not.toContain(listingId);
  const inStore = await storeList(buyer, seller.store.id);
  if (inStore.respCode === 200) expect(inStore.data.list.map((item: { id: string }) => item.id)).not.toContain(listingId);
  else expect(inStore.respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
  const hidden = await detail(buyer, listingId);
  expect(hidden).toMatchObject({ respCode: NOT_FOUND, data: null });
  expect(await detail(buyer, randomUUID())).toEqual(hidden);
}

describe('GET /api/product/mall/list', () => {
  it('prices a listing from the cheapest unit price a quantity gets, after its discount', async () => {
    const tiers = [
      { minCount: 1, wholesalePrice: '10', retailPrice: '15' },
      { minCount: 5, wholesalePrice: '8', retailPrice: '12' },
      { minCount: 20, wholesalePrice: '7.50', retailPrice: '11' },
    ];
    const { seller } = await storeWithListing({ tiers, discount: '10' });
    const [item] = (await mall(await createBuyer(t, seller))).list;
    expect(item).toMatchObject({ fromPrice: '6.75', minPerPurchase: 1 });
  });

  it('shows a follower the listed listings of the store they follow, with stock, prices and the store', async () => {
    const { seller, listing } = await storeWithListing({ discount: '10' });
    const buyer = await createBuyer(t, seller);
    const page = await mall(buyer);
    expect(page.store).toMatchObject({ id: seller.store.id, name: seller.store.name });
    expect(page.total).toBe(1);
    expect(page.list[0]).toEqual({
      id: listing.id,
      name: 'Gold 30 days',
      picture: expect.any(String),
      type: 'RECHARGE_CARD',
      brand: 'StarTV',
      currency: 'USD',
      // 10 a unit less 10%, and 8 less 10% from 10 units on.
      fromPrice: '7.20',
      minPerPurchase: 1,
      maxPerPurchase: 100,
      stock: 20,
      outOfStock: false,
      storeId: seller.store.id,
    });
  });

  it('answers no store and no listings to a buyer who follows none', async () => {
    await storeWithListing();
    const loner = await createSeller(t);
    expect(await mall(loner)).toMatchObject({ store: null, list: [], total: 0 });
  });

  it('searches by keyword and filters by product type and brand', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t, seller);
    const made = [
      await createCard(t, seller, { name: 'Gold month', type: 'RECHARGE_CARD', brand: 'StarTV' }),
      await createCard(t, seller, { name: 'Box key', type: 'DEVICE_LICENCE', brand: 'BoxCo' }),
      await createCard(t, seller, { name: 'Star account', type: 'ACCOUNT_CARD', brand: 'StarTV' }),
    ];
    const ids: string[] = [];
    for (const card of made)
      ids.push((await createListing(t, seller, listingInput(card.id, card.picture, { name: card.id === made[1].id ? 'Box key' : `Offer ${ids.length}` }))).id);
    const found = async (query: string) => (await mall(buyer, query)).list.map((item) => item.id).sort();
    expect(await found('?type=DEVICE_LICENCE')).toEqual([ids[1]]);
    expect(await found('?brand=startv')).toEqual([ids[0], ids[2]].sort());
    expect(await found('?brand=StarTV&type=ACCOUNT_CARD')).toEqual([ids[2]]);
    expect(await found('?keyword=box')).toEqual([ids[1]]);
    expect(await found('?keyword=account')).toEqual([ids[2]]);
    expect(await found('?keyword=%25')).toEqual([]);
    // A page past the end still tells the total; each page brings its own listings' tiers.
    expect(await mall(buyer, '?pageNum=3&pageSize=2')).toMatchObject({ list: [], total: 3, pageNum: 3, store: { id: seller.store.id } });
    // The followed store is answered even when nothing of it matches.
    expect(await mall(buyer, '?keyword=nothing-like-it')).toMatchObject({ list: [], total: 0, store: { id: seller.store.id, name: seller.store.name } });
    const [all, second] = [await mall(buyer), await mall(buyer, '?pageNum=2&pageSize=2')];
    expect(second).toMatchObject({ total: 3, pageNum: 2 });
    expect(second.list).toEqual([all.list[2]]);
    expect(second.list[0]).toMatchObject({ fromPrice: '8.00', minPerPurchase: 1 });
    expect((await as(t, buyer, 'GET', '/api/product/mall/list?type=GIFT')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect(await brands(buyer)).toEqual(['BoxCo', 'StarTV']);
  });

  it('tells the total of a full first page, counting only the listings open to the buyer', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t, seller);
    for (let i = 0; i < 22; i++) {
      const card = await createCard(t, seller, { name: `Card ${i}` });
      // The last one is open to another buyer only: it is not counted for this one.
      const audience = i === 21 ? { visibility: 'OPEN_TO' as const, userIds: [(await createBuyer(t, seller)).user.id] } : {};
      await createListing(t, seller, listingInput(card.id, card.picture, { name: `Offer ${i}`, ...audience }));
    }
    const first = await mall(buyer);
    expect(first).toMatchObject({ total: 21, pageNum: 1, pageSize: 20 });
    expect(first.list).toHaveLength(20);
    const second = await mall(buyer, '?pageNum=2&pageSize=20');
    expect(second).toMatchObject({ total: 21, pageNum: 2 });
    const names = [...first.list, ...second.list].map((item) => item.name);
    expect(new Set(names).size).toBe(21);
    expect(names).not.toContain('Offer 21');
    // A full first page is counted; a first page that is not full is its own total.
    expect(await mall(buyer, '?keyword=Offer')).toMatchObject({ total: 21 });
    expect(await mall(buyer, '?keyword=Offer%201')).toMatchObject({ total: 11 });
    expect((await mall(buyer, '?type=DEVICE_LICENCE')).total).toBe(0);
  });

  it('marks an out-of-stock listing (fewer units than the minimum purchase)', async () => {
    const { seller, card, listing } = await storeWithListing({
      stockMode: 'LIMITED',
      limitedQuantity: 3,
      tiers: [{ minCount: 2, wholesalePrice: '5', retailPrice: '6' }],
    });
    const buyer = await createBuyer(t, seller);
    expect((await mall(buyer)).list[0]).toMatchObject({ stock: 3, outOfStock: false, minPerPurchase: 2 });
    await deliver(t, { cardId: card.id, seller, buyer, quantity: 2, listingId: listing.id });
    expect((await mall(buyer)).list[0]).toMatchObject({ id: listing.id, stock: 1, outOfStock: true });
    expect((await detail(buyer, listing.id)).data).toMatchObject({ stock: 1, outOfStock: true, buyBlocker: 'OUT_OF_STOCK' });
  });
});

describe('GET /api/product/mall/detail/{id}', () => {
  it('gives a buyer everything to buy: tiers with the price of the quantity chosen, limits, stock, payment, dimensions', async () => {
    const { seller, card, listing } = await storeWithListing({ maxPerPurchase: 15 });
    const buyer = await createBuyer(t, seller);
    const one = MallDetailResponse.parse((await detail(buyer, listing.id)).data);
    expect(one).toMatchObject({
      id: listing.id,
      name: 'Gold 30 days',
      store: { id: seller.store.id },
      card: {
        id: card.id,
        type: 'RECHARGE_CARD',
        description: 'Live TV and VOD for 30 days',
        dimensions: { brand: 'StarTV', periodPlan: 'MONTH_1', cdnIncluded: true, totalSessions: 3 },
      },
      currency: 'USD',
      discount: '0.00',
      tiers: [
        { minCount: 1, maxCount: 9, wholesalePrice: '10.00', retailPrice: '15.00', unitPrice: '10.00' },
        { minCount: 10, maxCount: null, wholesalePrice: '8.00', retailPrice: '12.50', unitPrice: '8.00' },
      ],
      minPerPurchase: 1,
      maxPerPurchase: 15,
      stockMode: 'ALL',
      stock: 20,
      outOfStock: false,
      paymentMethods: ['OFFLINE', 'VCOIN'],
      paymentCurrencies: ['USD'],
      quote: { quantity: 1, unitPrice: '10.00', totalPrice: '10.00' },
      buyBlocker: null,
    });
    const ten = MallDetailResponse.parse((await detail(buyer, listing.id, '?quantity=10')).data);
    expect(ten.quote).toMatchObject({ quantity: 10, tier: { minCount: 10 }, unitPrice: '8.00', retailUnitPrice: '12.50', totalPrice: '80.00' });
    // The server's price is the shared domain function's.
    expect(ten.quote).toEqual(quotePrice({ tiers: ten.tiers, discount: ten.discount, quantity: 10 }));
    expect((await detail(buyer, listing.id, '?quantity=16')).data.buyBlocker).toBe('OVER_MAXIMUM');
    expect((await detail(buyer, listing.id, '?quantity=0')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });

  it('answers UNDER_MINIMUM with no quote below the lowest tier, OVER_STOCK above the stock', async () => {
    const { seller, listing } = await storeWithListing({ maxPerPurchase: null, tiers: [{ minCount: 5, wholesalePrice: '2', retailPrice: '3' }] });
    const buyer = await createBuyer(t, seller);
    expect((await detail(buyer, listing.id, '?quantity=4')).data).toMatchObject({ quote: null, buyBlocker: 'UNDER_MINIMUM' });
    expect((await detail(buyer, listing.id)).data).toMatchObject({ quote: { quantity: 5, totalPrice: '10.00' }, buyBlocker: null });
    expect((await detail(buyer, listing.id, '?quantity=21')).data.buyBlocker).toBe('OVER_STOCK');
  });
});

describe('visibility, applied in the query', () => {
  it('OPEN_TO: only the chosen followers see it, by any call', async () => {
    const seller = await createSeller(t);
    const chosen = await createBuyer(t, seller);
    const other = await createBuyer(t, seller);
    const card = await createCard(t, seller);
    await changeStock(t, seller, card.id, 5);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { visibility: 'OPEN_TO', userIds: [chosen.user.id] }));
    expect((await mall(chosen)).list.map((item) => item.id)).toEqual([listing.id]);
    expect((await detail(chosen, listing.id)).respCode).toBe(200);
    expect((await storeList(chosen, seller.store.id)).data.total).toBe(1);
    await expectHidden(other, seller, listing.id);
    expect((await mall(other)).total).toBe(0);
    expect(await brands(other)).toEqual([]);
  });

  it('BLOCKED_FOR: the chosen followers do not see it, everyone else does', async () => {
    const seller = await createSeller(t);
    const blocked = await createBuyer(t, seller);
    const other = await createBuyer(t, seller);
    const card = await createCard(t, seller);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { visibility: 'BLOCKED_FOR', userIds: [blocked.user.id] }));
    await expectHidden(blocked, seller, listing.id);
    expect((await mall(other)).list.map((item) => item.id)).toEqual([listing.id]);
    expect((await detail(other, listing.id)).respCode).toBe(200);
  });

  it('a blocked, pending or removed follower, or a stranger, sees nothing of the store: 120009 on the detail, 150004 on the store list', async () => {
    const { seller, listing } = await storeWithListing();
    const blocked = await createBuyer(t, seller, 'BLOCKED');
    const pending = await createBuyer(t, seller, 'PENDING');
    const stranger = await createBuyer(t, seller, null);
    const removed = await createBuyer(t, seller);
    expect((await detail(removed, listing.id)).respCode).toBe(200);
    await setFollow(t, removed, seller, null);
    for (const buyer of [blocked, pending, stranger, removed]) {
      await expectHidden(buyer, seller, listing.id);
      expect((await storeList(buyer, seller.store.id)).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    }
    expect((await mall(blocked)).store).toBeNull();
  });

  it('an unlisted listing is hidden from everyone and comes back when listed again', async () => {
    const { seller, listing } = await storeWithListing();
    const buyer = await createBuyer(t, seller);
    await as(t, seller, 'PUT', `/api/product/listing/${listing.id}/shelf`, { listed: false });
    await expectHidden(buyer, seller, listing.id);
    await as(t, seller, 'PUT', `/api/product/listing/${listing.id}/shelf`, { listed: true });
    expect((await detail(buyer, listing.id)).respCode).toBe(200);
  });

  it('an edit that opens the listing to others shows it to them at once', async () => {
    const seller = await createSeller(t);
    const chosen = await createBuyer(t, seller);
    const other = await createBuyer(t, seller);
    const card = await createCard(t, seller);
    const input = listingInput(card.id, card.picture, { visibility: 'OPEN_TO', userIds: [chosen.user.id] });
    const listing = await createListing(t, seller, input);
    await expectHidden(other, seller, listing.id);
    const { cardId: _cardId, ...rest } = input;
    expect((await as(t, seller, 'PUT', `/api/product/listing/${listing.id}`, { ...rest, visibility: 'EVERYONE' })).respCode).toBe(200);
    expect((await detail(other, listing.id)).respCode).toBe(200);
  });

  it('shows a store owner their own listed listings on the store products page, not the unlisted ones', async () => {
    const owner = await createSeller(t);
    const buyer = await createBuyer(t, owner);
    const shown = await createCard(t, owner, { name: 'Shown' });
    const hidden = await createCard(t, owner, { name: 'Hidden' });
    const a = await createListing(t, owner, listingInput(shown.id, shown.picture, { visibility: 'BLOCKED_FOR', userIds: [buyer.user.id] }));
    await createListing(t, owner, listingInput(hidden.id, hidden.picture, { listed: false }));
    const page = MallStoreListResponse.parse((await storeList(owner, owner.store.id)).data);
    expect(page.list.map((item) => item.id)).toEqual([a.id]);
    expect((await detail(owner, a.id)).respCode).toBe(200);
  });
});
