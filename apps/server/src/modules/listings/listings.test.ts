import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { CATALOGUE_NO_PERMISSION_CODE, UNION_GOODS_DENIED_CODE } from '@panel/domain/contract/cards';
import { ListingResponse, MyListingsResponse, type CreateListingRequest } from '@panel/domain/contract/listings';
import { listingTiers } from '../../db/schema';
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
  uploadPicture,
  type Actor,
} from '../../../test/fixtures/catalogue.fixtures';

const NO_PERMISSION = CATALOGUE_NO_PERMISSION_CODE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A seller with a card of 20 minted units. */
async function stocked(count = 20, options: { usable?: boolean } = {}) {
  const seller = await createSeller(t, options);
  const card = await createCard(t, seller);
  if (count > 0) expect((await changeStock(t, seller, card.id, count)).respCode).toBe(200);
  return { seller, card };
}

const post = (actor: Actor, input: object) => as(t, actor, 'POST', '/api/product/listing', input);
const put = (actor: Actor, id: string, input: object) => as(t, actor, 'PUT', `/api/product/listing/${id}`, input);
const shelf = (actor: Actor, id: string, listed: boolean) => as(t, actor, 'PUT', `/api/product/listing/${id}/shelf`, { listed });
const countsOf = async (actor: Actor, cardId: string) => (await as(t, actor, 'GET', `/api/product/card/${cardId}`)).data.counts;
const withoutCard = ({ cardId: _cardId, ...rest }: CreateListingRequest) => rest;

describe('POST /api/product/listing', () => {
  it('lists a card with price tiers as decimal strings, kept as integer minor units', async () => {
    const { seller, card } = await stocked();
    const buyer = await createBuyer(t, seller);
    const body = await post(
      seller,
      listingInput(card.id, card.picture, {
        discount: '5',
        tiers: [
          { minCount: 10, wholesalePrice: '8', retailPrice: '12.5' },
          { minCount: 1, wholesalePrice: '10', retailPrice: '15' },
        ],
      }),
    );
    expect(body.respCode).toBe(200);
    const listing = ListingResponse.parse(body.data);
    expect(listing).toMatchObject({
      card: { id: card.id, union: false, type: 'RECHARGE_CARD' },
      name: 'Gold 30 days',
      picture: card.picture,
      tiers: [
        { minCount: 1, wholesalePrice: '10.00', retailPrice: '15.00' },
        { minCount: 10, wholesalePrice: '8.00', retailPrice: '12.50' },
      ],
      discount: '5.00',
      minPerPurchase: 1,
      maxPerPurchase: 100,
      currency: 'USD',
      paymentMethods: ['OFFLINE', 'VCOIN'],
      paymentCurrencies: ['USD'],
      onlinePolicyAccepted: false,
      stockMode: 'ALL',
      limitedQuantity: null,
      stock: 20,
      outOfStock: false,
      visibility: 'EVERYONE',
      users: [],
      listed: true,
    });
    const rows = await t.db.select().from(listingTiers).where(eq(listingTiers.listingId, listing.id));
    expect(rows.map((row) => [row.minCount, row.wholesaleMinor, row.retailMinor]).sort()).toEqual([
      [1, 1000n, 1500n],
      [10, 800n, 1250n],
    ]);
    expect((await as(t, seller, 'GET', `/api/product/card/${card.id}`)).data.listingId).toBe(listing.id);
    void buyer;
  });

  it('takes one listing per card: a second is 120027', async () => {
    const { seller, card } = await stocked();
    const first = await createListing(t, seller, listingInput(card.id, card.picture));
    expect(await post(seller, listingInput(card.id, card.picture, { name: 'Again' }))).toMatchObject({
      respCode: ERROR_CODES.ONE_PRODUCT_PER_CARD,
      data: { listingId: first.id },
    });
  });

  it('refuses broken tiers: none (150001), equal wholesale and retail (120014), repeated minimum counts, prices not positive (140003)', async () => {
    const { seller, card } = await stocked();
    const tiers = (tiers: CreateListingRequest['tiers']) => post(seller, listingInput(card.id, card.picture, { tiers }));
    expect(await tiers([])).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'tiers' } });
    expect((await post(seller, { ...listingInput(card.id, card.picture), tiers: undefined })).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect(await tiers([{ minCount: 1, wholesalePrice: '10', retailPrice: '10.00' }])).toMatchObject({
      respCode: ERROR_CODES.WHOLESALE_EQUALS_RETAIL,
      data: { field: 'tiers.0.retailPrice' },
    });
    expect(
      await tiers([
        { minCount: 5, wholesalePrice: '10', retailPrice: '11' },
        { minCount: 5, wholesalePrice: '9', retailPrice: '11' },
      ]),
    ).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'tiers.1.minCount', rule: 'validation.tierMinCountDuplicate' } });
    expect(await tiers([{ minCount: 1, wholesalePrice: '0', retailPrice: '1' }])).toMatchObject({ respCode: ERROR_CODES.INCORRECT_PRICE });
    expect(await tiers([{ minCount: 1, wholesalePrice: '5', retailPrice: '-1' }])).toMatchObject({ respCode: ERROR_CODES.INCORRECT_PRICE });
    expect(await tiers([{ minCount: 1, wholesalePrice: 'abc', retailPrice: '1' }])).toMatchObject({ respCode: ERROR_CODES.INCORRECT_PRICE });
    expect((await tiers([{ minCount: 0, wholesalePrice: '5', retailPrice: '6' }])).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect(await as(t, seller, 'GET', '/api/product/listing/list')).toMatchObject({ data: { total: 0 } });
  });

  it('needs a payment method (99992), a payment currency (99991), the online policy with ONLINE (150001), supported currencies (140002)', async () => {
    const { seller, card } = await stocked();
    const with_ = (overrides: Partial<CreateListingRequest>) => post(seller, listingInput(card.id, card.picture, overrides));
    expect(await with_({ paymentMethods: [] })).toMatchObject({ respCode: ERROR_CODES.PAYMENT_METHOD_REQUIRED, data: { field: 'paymentMethods' } });
    expect((await post(seller, { ...listingInput(card.id, card.picture), paymentMethods: undefined })).respCode).toBe(ERROR_CODES.PAYMENT_METHOD_REQUIRED);
    expect((await with_({ paymentMethods: ['CASH' as never] })).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect(await with_({ paymentCurrencies: [] })).toMatchObject({ respCode: ERROR_CODES.PAYMENT_CURRENCY_REQUIRED, data: { field: 'paymentCurrencies' } });
    expect(await with_({ paymentCurrencies: ['XYZ'] })).toMatchObject({ respCode: ERROR_CODES.CURRENCY_NOT_SUPPORTED });
    expect(await with_({ currency: 'JPY' })).toMatchObject({ respCode: ERROR_CODES.CURRENCY_NOT_SUPPORTED, data: { field: 'currency' } });
    expect(await with_({ paymentMethods: ['ONLINE'] })).toMatchObject({
      respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING,
      data: { field: 'onlinePolicyAccepted' },
    });
    expect(await with_({ paymentMethods: ['ONLINE'], onlinePolicyAccepted: false })).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING });
    const accepted = await with_({ paymentMethods: ['ONLINE', 'CRYPTO'], onlinePolicyAccepted: true, paymentCurrencies: ['BRL', 'USDT'], currency: undefined });
    expect(accepted).toMatchObject({ respCode: 200, data: { onlinePolicyAccepted: true, paymentCurrencies: ['BRL', 'USDT'], currency: 'USD' } });
  });

  it('checks the discount and the maximum per purchase', async () => {
    const { seller, card } = await stocked();
    const with_ = (overrides: Partial<CreateListingRequest>) => post(seller, listingInput(card.id, card.picture, overrides));
    expect(await with_({ discount: '100' })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'discount' } });
    expect(await with_({ discount: '-5' })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'discount' } });
    // A discount that brings a tier's price to 0.00 (every order on it would fail): 140003, on create and on edit.
    const cheap = [
      { minCount: 1, wholesalePrice: '1', retailPrice: '2' },
      { minCount: 10, wholesalePrice: '0.01', retailPrice: '0.02' },
    ];
    expect(await with_({ tiers: cheap, discount: '60' })).toMatchObject({
      respCode: ERROR_CODES.INCORRECT_PRICE,
      data: { field: 'discount', rule: 'validation.discountedPriceZero' },
    });
    expect(await with_({ tiers: [{ minCount: 1, wholesalePrice: '1', retailPrice: '2' }], discount: '99.99' })).toMatchObject({
      respCode: ERROR_CODES.INCORRECT_PRICE,
      data: { field: 'discount' },
    });
    expect(await with_({ tiers: [{ minCount: 5, wholesalePrice: '1', retailPrice: '2' }], maxPerPurchase: 4 })).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'maxPerPurchase' },
    });
    const saved = await with_({ maxPerPurchase: null, tiers: cheap, discount: '40' });
    expect(saved).toMatchObject({ respCode: 200, data: { maxPerPurchase: null, discount: '40.00' } });
    const edited = await put(seller, saved.data.id, withoutCard(listingInput(card.id, card.picture, { tiers: cheap, discount: '70' })));
    expect(edited).toMatchObject({ respCode: ERROR_CODES.INCORRECT_PRICE, data: { field: 'discount', rule: 'validation.discountedPriceZero' } });
  });

  it('sets a LIMITED quantity aside from free units; more than are free is 120035 and a missing quantity 150001', async () => {
    const { seller, card } = await stocked(10);
    expect(await post(seller, listingInput(card.id, card.picture, { stockMode: 'LIMITED' }))).toMatchObject({
      respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING,
      data: { field: 'limitedQuantity' },
    });
    expect(await post(seller, listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 11 }))).toMatchObject({
      respCode: ERROR_CODES.INSUFFICIENT_STOCK,
      data: { free: 10 },
    });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 10, listed: 0 });
    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 4 }));
    expect(listing).toMatchObject({ stock: 4, limitedQuantity: 4 });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 6, listed: 4 });
    // A LIMITED listing is not refilled: new units stay free.
    await changeStock(t, seller, card.id, 5);
    expect((await as(t, seller, 'GET', `/api/product/listing/${listing.id}`)).data.stock).toBe(4);
  });

  it('an ALL listing sells every free unit and grows as stock grows (minted or bought)', async () => {
    const { seller, card } = await stocked(3);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture));
    expect(listing.stock).toBe(3);
    await changeStock(t, seller, card.id, 7);
    expect((await as(t, seller, 'GET', `/api/product/listing/${listing.id}`)).data).toMatchObject({ stock: 10, outOfStock: false });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 10, listed: 0 });
    await changeStock(t, seller, card.id, -10);
    expect((await as(t, seller, 'GET', `/api/product/listing/${listing.id}`)).data).toMatchObject({ stock: 0, outOfStock: true });
  });

  it('opens a listing to, or blocks it for, chosen followers only: at least one (150001), followers only (4001)', async () => {
    const { seller, card } = await stocked();
    const follower = await createBuyer(t, seller);
    const pending = await createBuyer(t, seller, 'PENDING');
    const stranger = await createBuyer(t, await createSeller(t));
    const with_ = (overrides: Partial<CreateListingRequest>) => post(seller, listingInput(card.id, card.picture, overrides));
    expect(await with_({ visibility: 'OPEN_TO' })).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'userIds' } });
    expect(await with_({ visibility: 'BLOCKED_FOR', userIds: [] })).toMatchObject({
      respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING,
      data: { field: 'userIds' },
    });
    for (const other of [pending, stranger]) {
      expect(await with_({ visibility: 'OPEN_TO', userIds: [follower.user.id, other.user.id] })).toMatchObject({
        respCode: ERROR_CODES.PARAM_ERROR,
        data: { field: 'userIds', userIds: [other.user.id] },
      });
    }
    expect((await with_({ visibility: 'OPEN_TO', userIds: ['nope'] })).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    const body = await with_({ visibility: 'OPEN_TO', userIds: [follower.user.id, follower.user.id] });
    expect(body).toMatchObject({
      respCode: 200,
      data: { visibility: 'OPEN_TO', userCount: 1, users: [{ id: follower.user.id, nickname: follower.user.nickname }] },
    });
  });

  it('takes the card picture or a product image the caller uploaded, nothing else', async () => {
    const { seller, card } = await stocked();
    const other = await createSeller(t);
    const mine = await uploadPicture(t, seller);
    const theirs = await uploadPicture(t, other);
    expect((await post(seller, listingInput(card.id, theirs))).data).toMatchObject({ field: 'picture' });
    expect((await post(seller, listingInput(card.id, mine))).data).toMatchObject({ picture: mine });
  });

  it('lets a seller list only their own cards: 120008 for another store card or an unknown one', async () => {
    const { card } = await stocked();
    const other = await createSeller(t);
    expect(await post(other, listingInput(card.id, card.picture))).toMatchObject({ respCode: NO_PERMISSION, data: null });
    expect(await post(other, listingInput(randomUUID(), card.picture))).toMatchObject({ respCode: NO_PERMISSION, data: null });
  });
});

describe('union goods', () => {
  it('a usable store lists a card it bought; its stock is what it holds', async () => {
    const { seller, card } = await stocked(10);
    const reseller = await createSeller(t);
    // The origin's own listing of the card, which the reseller buys from, is another listing.
    const own = await createListing(t, seller, listingInput(card.id, card.picture));
    await deliver(t, { cardId: card.id, seller, buyer: reseller, quantity: 4, listingId: own.id });
    const listing = await createListing(t, reseller, listingInput(card.id, card.picture, { name: 'Resold gold' }));
    expect(listing).toMatchObject({ card: { union: true }, stock: 4 });
    // ALL grows when the reseller buys more.
    await deliver(t, { cardId: card.id, seller, buyer: reseller, quantity: 3, listingId: own.id });
    expect((await as(t, reseller, 'GET', `/api/product/listing/${listing.id}`)).data.stock).toBe(7);
    expect((await as(t, seller, 'GET', `/api/product/listing/${own.id}`)).data.stock).toBe(3);
  });

  it('is refused with 120018 to a store that is not usable yet (not a SELLER), which can still list its own cards', async () => {
    const { seller, card } = await stocked(10);
    const starter = await createSeller(t, { usable: false });
    await deliver(t, { cardId: card.id, seller, buyer: starter, quantity: 2 });
    expect(await post(starter, listingInput(card.id, card.picture))).toMatchObject({ respCode: UNION_GOODS_DENIED_CODE, data: { reason: 'UNION_GOODS_ROLE' } });
    const roles = (await as(t, starter, 'GET', '/api-user/users/current')).data.roles.map((role: { code: string }) => role.code);
    expect(roles).not.toContain('SELLER');
    const ownCard = await createCard(t, starter);
    await changeStock(t, starter, ownCard.id, 1);
    // A starter store has no bank account yet: it lists for VCoin.
    expect((await post(starter, listingInput(ownCard.id, ownCard.picture, { paymentMethods: ['VCOIN'] }))).respCode).toBe(200);
  });

  it('needs units bought: a card of another store never held is 120008', async () => {
    const { card } = await stocked(10);
    const reseller = await createSeller(t);
    expect((await post(reseller, listingInput(card.id, card.picture))).respCode).toBe(NO_PERMISSION);
  });
});

describe('editing, listing and unlisting', () => {
  it('edits a listing; another seller gets 120008 on every call, as for an unknown id', async () => {
    const { seller, card } = await stocked(10);
    const other = await createSeller(t);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture));
    const edited = await put(seller, listing.id, withoutCard(listingInput(card.id, card.picture, { name: 'Gold promo', discount: '10', maxPerPurchase: 5 })));
    expect(edited).toMatchObject({ respCode: 200, data: { name: 'Gold promo', discount: '10.00', maxPerPurchase: 5 } });
    for (const id of [listing.id, randomUUID()]) {
      expect(await as(t, other, 'GET', `/api/product/listing/${id}`)).toMatchObject({ respCode: NO_PERMISSION, data: null });
      expect(await put(other, id, withoutCard(listingInput(card.id, card.picture)))).toMatchObject({ respCode: NO_PERMISSION, data: null });
      expect(await shelf(other, id, false)).toMatchObject({ respCode: NO_PERMISSION, data: null });
    }
    expect((await as(t, seller, 'GET', `/api/product/listing/${listing.id}`)).data).toMatchObject({ name: 'Gold promo', listed: true });
    expect(
      await put(seller, listing.id, withoutCard(listingInput(card.id, card.picture, { tiers: [{ minCount: 1, wholesalePrice: '3', retailPrice: '3' }] }))),
    ).toMatchObject({
      respCode: ERROR_CODES.WHOLESALE_EQUALS_RETAIL,
    });
  });

  it('keeps a chosen user who stopped following when the listing is saved again, but takes no new non-follower', async () => {
    const { seller, card } = await stocked(5);
    const stays = await createBuyer(t, seller);
    const leaves = await createBuyer(t, seller);
    const input = listingInput(card.id, card.picture, { visibility: 'OPEN_TO', userIds: [stays.user.id, leaves.user.id] });
    const listing = await createListing(t, seller, input);
    await setFollow(t, leaves, seller, null);
    const saved = await put(seller, listing.id, { ...withoutCard(input), name: 'Renamed' });
    expect(saved).toMatchObject({ respCode: 200, data: { name: 'Renamed', userCount: 2 } });
    const stranger = await createBuyer(t, await createSeller(t));
    expect(await put(seller, listing.id, { ...withoutCard(input), userIds: [stays.user.id, stranger.user.id] })).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'userIds', userIds: [stranger.user.id] },
    });
  });

  it('changes a LIMITED quantity up and down, and back to ALL, keeping every unit counted once', async () => {
    const { seller, card } = await stocked(10);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 4 }));
    const edit = (overrides: Partial<CreateListingRequest>) => put(seller, listing.id, withoutCard(listingInput(card.id, card.picture, overrides)));
    expect((await edit({ stockMode: 'LIMITED', limitedQuantity: 9 })).data).toMatchObject({ stock: 9 });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 1, listed: 9 });
    expect(await edit({ stockMode: 'LIMITED', limitedQuantity: 11 })).toMatchObject({ respCode: ERROR_CODES.INSUFFICIENT_STOCK, data: { free: 10 } });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 1, listed: 9 });
    expect((await edit({ stockMode: 'LIMITED', limitedQuantity: 2 })).data).toMatchObject({ stock: 2 });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 8, listed: 2 });
    expect((await edit({ stockMode: 'ALL' })).data).toMatchObject({ stock: 10, limitedQuantity: null });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 10, listed: 0 });
  });

  it('unlisting gives set-aside units back and remembers what was left; listing again sets it aside', async () => {
    const { seller, card } = await stocked(10);
    const buyer = await createBuyer(t, seller);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 6 }));
    await deliver(t, { cardId: card.id, seller, buyer, quantity: 2, listingId: listing.id });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 4, listed: 4, sold: 2 });
    expect((await shelf(seller, listing.id, false)).data).toMatchObject({ listed: false, limitedQuantity: 4, stock: 0 });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 8, listed: 0 });
    expect((await shelf(seller, listing.id, false)).respCode).toBe(200);
    await changeStock(t, seller, card.id, -5);
    expect(await shelf(seller, listing.id, true)).toMatchObject({ respCode: ERROR_CODES.INSUFFICIENT_STOCK, data: { free: 3 } });
    await changeStock(t, seller, card.id, 1);
    expect((await shelf(seller, listing.id, true)).data).toMatchObject({ listed: true, stock: 4 });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 0, listed: 4, retired: 5 });
    expect((await as(t, seller, 'PUT', `/api/product/listing/${listing.id}/shelf`, {})).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
  });

  it('lists my listings, listed and unlisted, with a filter and a keyword', async () => {
    const { seller, card } = await stocked(10);
    const second = await createCard(t, seller, { name: 'Silver' });
    const gold = await createListing(t, seller, listingInput(card.id, card.picture, { name: 'Gold offer' }));
    const silver = await createListing(t, seller, listingInput(second.id, second.picture, { name: 'Silver offer', listed: false }));
    const list = async (query = '') => MyListingsResponse.parse((await as(t, seller, 'GET', `/api/product/listing/list${query}`)).data);
    expect((await list()).list.map((item) => item.id).sort()).toEqual([gold.id, silver.id].sort());
    expect((await list('?listed=true')).list.map((item) => item.id)).toEqual([gold.id]);
    expect((await list('?listed=false')).list.map((item) => item.id)).toEqual([silver.id]);
    expect((await list('?keyword=silver')).list.map((item) => item.id)).toEqual([silver.id]);
    expect((await as(t, seller, 'GET', '/api/product/listing/list?listed=maybe')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    const other = await createSeller(t);
    expect((await as(t, other, 'GET', '/api/product/listing/list')).data.total).toBe(0);
  });
});

describe('concurrent listing changes of one card', () => {
  it('two listings of one card at once: one wins, the other is 120027', async () => {
    const { seller, card } = await stocked(10);
    const answers = await Promise.all([
      post(seller, listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 6 })),
      post(seller, listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 6 })),
    ]);
    expect(answers.map((answer) => answer.respCode).sort((a, b) => a - b)).toEqual([200, ERROR_CODES.ONE_PRODUCT_PER_CARD]);
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 4, listed: 6 });
  });

  it('edits and shelf changes at once never leave a unit set aside twice', async () => {
    const { seller, card } = await stocked(10);
    const listing = await createListing(t, seller, listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 3 }));
    await Promise.all([
      put(seller, listing.id, withoutCard(listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 7 }))),
      shelf(seller, listing.id, false),
      put(seller, listing.id, withoutCard(listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 5 }))),
      shelf(seller, listing.id, true),
      changeStock(t, seller, card.id, -2),
    ]);
    const counts = await countsOf(seller, card.id);
    expect(counts.free + counts.listed + counts.retired + counts.reserved).toBe(10);
    const detail = (await as(t, seller, 'GET', `/api/product/listing/${listing.id}`)).data;
    expect(counts.listed).toBe(detail.listed ? detail.stock : 0);
  });
});

describe('a listing body at the body limit', () => {
  /** The largest body the server reads (app.ts bodyLimit). */
  const BODY_LIMIT = 1024 * 1024;
  /** `input` with the fields `grow` makes, grown by `unitBytes` a count until its JSON is just under the body limit. */
  const atBodyLimit = (input: object, grow: (count: number) => object, unitBytes: number) => {
    const room = BODY_LIMIT - JSON.stringify({ ...input, ...grow(0) }).length - 64;
    const body = { ...input, ...grow(Math.floor(room / unitBytes)) };
    expect(JSON.stringify(body).length).toBeLessThanOrEqual(BODY_LIMIT);
    expect(JSON.stringify(body).length).toBeGreaterThan(BODY_LIMIT - 1024);
    return body;
  };
  const timed = async (run: () => Promise<{ respCode: number; data: unknown }>) => {
    const started = performance.now();
    const body = await run();
    return { body, ms: performance.now() - started };
  };

  it('refuses a megabyte of tiers without reading each one (4001 tiers, not one issue per item)', async () => {
    const { seller, card } = await stocked(0);
    // `{}` costs the most per byte: three missing fields each. Reading them all took 1.7 to 2.9 s.
    const input = atBodyLimit(listingInput(card.id, card.picture), (count) => ({ tiers: new Array(count).fill({}) }), 3);
    const { body, ms } = await timed(() => post(seller, input));
    expect(body).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'tiers', rule: 'validation.tiersMax' } });
    // Generous: the body's own parse and control-character walk (350,000 items) take a few hundred ms of it.
    expect(ms).toBeLessThan(1500);
  });

  it('refuses a price or a discount of a megabyte of digits without reading it as a number (140003 / 4001)', async () => {
    const { seller, card } = await stocked(0);
    const digits = (count: number) => '9'.repeat(count);
    const price = atBodyLimit(
      listingInput(card.id, card.picture),
      (count) => ({ tiers: [{ minCount: 1, wholesalePrice: digits(count), retailPrice: '15' }] }),
      1,
    );
    const discount = atBodyLimit(listingInput(card.id, card.picture), (count) => ({ discount: digits(count) }), 1);
    const [byPrice, byDiscount] = [await timed(() => post(seller, price)), await timed(() => post(seller, discount))];
    expect(byPrice.body).toMatchObject({ respCode: ERROR_CODES.INCORRECT_PRICE, data: { field: 'tiers.0.wholesalePrice' } });
    expect(byDiscount.body).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'discount' } });
    // Each took 0.25 to 0.3 s, read as a bigint; now a few ms each (up to 0.1 s for both on a loaded machine).
    expect(byPrice.ms + byDiscount.ms).toBeLessThan(400);
  });
});
