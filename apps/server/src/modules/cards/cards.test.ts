import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, NO_PERMISSION_CODES } from '@panel/domain/errors';
import { CARD_TYPES, PERIOD_KEYS } from '@panel/domain/constants';
import { CardResponse, CATALOGUE_NO_PERMISSION_CODE, StockListResponse, UNION_GOODS_DENIED_CODE } from '@panel/domain/contract/cards';
import { createTestApp, type TestApp } from '../../../test/app';
import { cardInput } from '../../../test/factories';
import { as, changeStock, createBuyer, createCard, createSeller, deliver, uploadPicture } from '../../../test/fixtures/catalogue.fixtures';

const NO_PERMISSION = CATALOGUE_NO_PERMISSION_CODE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the catalogue no-permission codes', () => {
  it('are in the no-permission group of the catalogue', () => {
    expect(NO_PERMISSION_CODES).toContain(CATALOGUE_NO_PERMISSION_CODE);
    expect(NO_PERMISSION_CODES).toContain(UNION_GOODS_DENIED_CODE);
  });
});

describe('POST /api/product/card', () => {
  it('refuses a card name holding a text-direction control character with 4001', async () => {
    const seller = await createSeller(t);
    const picture = await uploadPicture(t, seller);
    for (const name of ['Gold\u202D30 days', 'Gold \u2068days\u2069']) {
      expect(await as(t, seller, 'POST', '/api/product/card', cardInput({ picture, name })), JSON.stringify(name)).toMatchObject({
        respCode: 4001,
        data: { field: 'name', rule: 'validation.nameChars' },
      });
    }
  });

  it('creates a card with every product dimension, owned by the caller store, with no units yet', async () => {
    const seller = await createSeller(t);
    const picture = await uploadPicture(t, seller);
    const body = await as(t, seller, 'POST', '/api/product/card', cardInput({ picture }));
    expect(body.respCode).toBe(200);
    const card = CardResponse.parse(body.data);
    expect(card).toMatchObject({
      type: 'RECHARGE_CARD',
      name: 'IPTV Gold 30 days',
      picture,
      description: 'Live TV and VOD for 30 days',
      defaultCurrency: 'USD',
      currencyUnit: 'credit',
      salesChannel: 'PANEL',
      dimensions: {
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
      },
      originStore: { id: seller.store.id, uid: seller.store.uid },
      source: 'OWN',
      counts: { free: 0, reserved: 0, listed: 0, locked: 0, retired: 0, minted: 0, sold: 0, bought: 0 },
      listingId: null,
    });
    expect(card.code).toMatch(/^\d{8}$/);
  });

  it('takes each card type and exactly the period values of the spec', async () => {
    const seller = await createSeller(t);
    for (const type of CARD_TYPES) await createCard(t, seller, { type });
    for (const periodPlan of [PERIOD_KEYS[0], PERIOD_KEYS[PERIOD_KEYS.length - 1]]) await createCard(t, seller, { periodPlan });
    const picture = await uploadPicture(t, seller);
    for (const periodPlan of ['DAY_4', 'MONTH_2', '30']) {
      const body = await as(t, seller, 'POST', '/api/product/card', cardInput({ picture, periodPlan: periodPlan as never }));
      expect(body).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'periodPlan' } });
    }
  });

  it('needs only type, name and picture; the rest is optional', async () => {
    const seller = await createSeller(t);
    const picture = await uploadPicture(t, seller);
    const body = await as(t, seller, 'POST', '/api/product/card', { type: 'DEVICE_LICENCE', name: 'Box licence', picture });
    expect(body.respCode).toBe(200);
    expect(body.data).toMatchObject({ defaultCurrency: 'USD', salesChannel: null, dimensions: { brand: null, periodPlan: null, cdnIncluded: null } });
  });

  it('refuses a missing type, name or picture (150001), an unknown type (4001), a too long name (60002)', async () => {
    const seller = await createSeller(t);
    const picture = await uploadPicture(t, seller);
    const post = (body: object) => as(t, seller, 'POST', '/api/product/card', body);
    expect(await post({ name: 'x', picture })).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'type' } });
    expect(await post({ type: 'ACCOUNT_CARD', picture })).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'name' } });
    expect(await post({ type: 'ACCOUNT_CARD', name: '  ', picture })).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'name' } });
    expect(await post({ type: 'ACCOUNT_CARD', name: 'x' })).toMatchObject({ respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING, data: { field: 'picture' } });
    expect(await post({ type: 'GIFT_CARD', name: 'x', picture })).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'type' } });
    expect(await post({ type: 'ACCOUNT_CARD', name: 'x'.repeat(61), picture })).toMatchObject({ respCode: ERROR_CODES.TOO_LONG, data: { field: 'name' } });
    expect(await post(cardInput({ picture, serviceType: 'RADIO' as never }))).toMatchObject({
      respCode: ERROR_CODES.PARAM_ERROR,
      data: { field: 'serviceType' },
    });
    expect(await post(cardInput({ picture, totalSessions: -1 }))).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'totalSessions' } });
  });

  it('refuses an unsupported default currency with 140002', async () => {
    const seller = await createSeller(t);
    const picture = await uploadPicture(t, seller);
    expect(await as(t, seller, 'POST', '/api/product/card', cardInput({ picture, defaultCurrency: 'JPY' }))).toMatchObject({
      respCode: ERROR_CODES.CURRENCY_NOT_SUPPORTED,
    });
  });

  it('takes only a product image the caller uploaded as the picture', async () => {
    const seller = await createSeller(t);
    const other = await createSeller(t);
    const theirs = await uploadPicture(t, other);
    const voucher = await uploadPicture(t, seller, { source: 'voucher' });
    const pdf = await uploadPicture(t, seller, { contentType: 'application/pdf' });
    for (const picture of [theirs, voucher, pdf, 'product/never-uploaded.png']) {
      expect(await as(t, seller, 'POST', '/api/product/card', cardInput({ picture }))).toMatchObject({
        respCode: ERROR_CODES.PARAM_ERROR,
        data: { field: 'picture' },
      });
    }
  });

  it('needs a session', async () => {
    expect((await as(t, undefined, 'POST', '/api/product/card', cardInput())).respCode).toBe(401);
  });
});

describe('GET and PUT /api/product/card/{id}', () => {
  it('shows a card to its origin and refuses everyone else with 120008, the same as an unknown id', async () => {
    const seller = await createSeller(t);
    const other = await createSeller(t);
    const card = await createCard(t, seller);
    expect((await as(t, seller, 'GET', `/api/product/card/${card.id}`)).data.id).toBe(card.id);
    const theirs = await as(t, other, 'GET', `/api/product/card/${card.id}`);
    const unknown = await as(t, other, 'GET', `/api/product/card/${randomUUID()}`);
    expect(theirs).toMatchObject({ respCode: NO_PERMISSION, data: null });
    expect(unknown).toEqual(theirs);
    expect((await as(t, other, 'GET', '/api/product/card/not-a-uuid')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });

  it('lets the origin edit the card, not its type; another store gets 120008 and nothing changes', async () => {
    const seller = await createSeller(t);
    const other = await createSeller(t);
    const card = await createCard(t, seller);
    const edited = await as(t, seller, 'PUT', `/api/product/card/${card.id}`, {
      ...cardInput({ picture: card.picture }),
      type: undefined,
      name: 'Renamed',
      periodPlan: 'YEAR_1',
    });
    expect(edited).toMatchObject({ respCode: 200, data: { name: 'Renamed', type: 'RECHARGE_CARD', dimensions: { periodPlan: 'YEAR_1' } } });
    const refused = await as(t, other, 'PUT', `/api/product/card/${card.id}`, { ...cardInput({ picture: card.picture }), name: 'Stolen' });
    expect(refused.respCode).toBe(NO_PERMISSION);
    expect((await as(t, seller, 'GET', `/api/product/card/${card.id}`)).data.name).toBe('Renamed');
  });

  it('refuses an edit by a store that only bought units (120008 NOT_ORIGIN), but shows it the card as bought', async () => {
    const seller = await createSeller(t);
    const reseller = await createBuyer(t, seller);
    const card = await createCard(t, seller);
    await changeStock(t, seller, card.id, 5);
    await deliver(t, { cardId: card.id, seller, buyer: reseller, quantity: 2 });
    const shown = await as(t, reseller, 'GET', `/api/product/card/${card.id}`);
    expect(shown.data).toMatchObject({ source: 'BOUGHT', originStore: { id: seller.store.id }, counts: { free: 2, minted: null, bought: 2, sold: 0 } });
    const refused = await as(t, reseller, 'PUT', `/api/product/card/${card.id}`, { ...cardInput({ picture: card.picture }), name: 'Mine now' });
    expect(refused).toMatchObject({ respCode: NO_PERMISSION, data: { reason: 'NOT_ORIGIN' } });
  });
});

describe('GET /api/product/stock/list', () => {
  it('lists my own cards and the cards I bought, with counts, by source, type and keyword', async () => {
    const seller = await createSeller(t);
    const reseller = await createSeller(t);
    await createBuyer(t, seller);
    const gold = await createCard(t, seller, { name: 'Gold', brand: 'StarTV' });
    const box = await createCard(t, seller, { name: 'Box', type: 'DEVICE_LICENCE', brand: 'BoxCo' });
    const own = await createCard(t, reseller, { name: 'Reseller own', type: 'PREPAID_CARD', brand: 'Other' });
    await changeStock(t, seller, gold.id, 10);
    await changeStock(t, seller, box.id, 3);
    await deliver(t, { cardId: gold.id, seller, buyer: reseller, quantity: 4 });

    const list = async (query = '') => StockListResponse.parse((await as(t, reseller, 'GET', `/api/product/stock/list${query}`)).data);
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.list.map((card) => card.id).sort()).toEqual([gold.id, own.id].sort());
    expect(all.list.find((card) => card.id === gold.id)).toMatchObject({ source: 'BOUGHT', counts: { free: 4, bought: 4, minted: null } });
    expect((await list('?source=BOUGHT')).list.map((card) => card.id)).toEqual([gold.id]);
    expect((await list('?source=OWN')).list.map((card) => card.id)).toEqual([own.id]);
    expect((await list('?type=PREPAID_CARD')).list.map((card) => card.id)).toEqual([own.id]);
    expect((await list('?keyword=star')).list.map((card) => card.id)).toEqual([gold.id]);

    const mine = StockListResponse.parse((await as(t, seller, 'GET', '/api/product/stock/list?pageSize=1')).data);
    expect(mine.total).toBe(2);
    expect(mine.list).toHaveLength(1);
    expect(StockListResponse.parse((await as(t, seller, 'GET', '/api/product/stock/list?pageSize=1&pageNum=3')).data)).toMatchObject({ list: [], total: 2 });
    const sellerGold = StockListResponse.parse((await as(t, seller, 'GET', `/api/product/stock/list?keyword=${gold.code}`)).data).list[0];
    expect(sellerGold.counts).toEqual({ free: 6, reserved: 0, listed: 0, locked: 0, retired: 0, minted: 10, sold: 4, bought: 0 });
  });

  it('tells the total of a full first page and of one that is not full', async () => {
    const seller = await createSeller(t);
    const other = await createSeller(t);
    await createCard(t, other);
    for (let i = 0; i < 21; i++) await createCard(t, seller, { name: `Stock card ${i}` });
    const list = async (query = '') => StockListResponse.parse((await as(t, seller, 'GET', `/api/product/stock/list${query}`)).data);
    const first = await list();
    expect(first).toMatchObject({ total: 21, pageNum: 1, pageSize: 20 });
    expect(first.list).toHaveLength(20);
    expect(await list('?pageNum=2&pageSize=20')).toMatchObject({ total: 21 });
    // A first page that is not full is its own total; a full one is counted.
    expect(await list('?keyword=Stock%20card%201')).toMatchObject({ total: 11 });
    expect((await list('?source=BOUGHT')).total).toBe(0);
    expect((await list('?pageSize=21')).total).toBe(21);
  });

  it('shows a stranger none of my cards', async () => {
    const seller = await createSeller(t);
    await createCard(t, seller);
    const stranger = await createSeller(t);
    expect((await as(t, stranger, 'GET', '/api/product/stock/list')).data).toMatchObject({ list: [], total: 0 });
  });
});
