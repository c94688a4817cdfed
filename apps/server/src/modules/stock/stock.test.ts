import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import {
  CATALOGUE_NO_PERMISSION_CODE,
  StockChangeResponse,
  StockDetailResponse,
  StockMovementsResponse,
  StockUnitsResponse,
} from '@panel/domain/contract/cards';
import { cardUnits } from '../../db/schema';
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

const NO_PERMISSION = CATALOGUE_NO_PERMISSION_CODE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countsOf = async (actor: Actor, cardId: string) => (await as(t, actor, 'GET', `/api/product/card/${cardId}`)).data.counts;
const unitsOf = (cardId: string) => t.db.select().from(cardUnits).where(eq(cardUnits.cardId, cardId)).orderBy(cardUnits.serial);

describe('POST /api/product/stock/change', () => {
  it('+N mints N units with unique card numbers starting with the card code', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    const first = StockChangeResponse.parse((await changeStock(t, seller, card.id, 3)).data);
    expect(first).toMatchObject({ change: 3, firstCardNumber: `${card.code}00000001`, lastCardNumber: `${card.code}00000003` });
    expect(first.counts).toMatchObject({ free: 3, minted: 3, retired: 0 });
    const second = StockChangeResponse.parse((await changeStock(t, seller, card.id, 2)).data);
    expect(second).toMatchObject({ firstCardNumber: `${card.code}00000004`, lastCardNumber: `${card.code}00000005` });
    const units = await unitsOf(card.id);
    expect(units).toHaveLength(5);
    expect(new Set(units.map((unit) => unit.cardNumber)).size).toBe(5);
    expect(units.every((unit) => unit.ownerId === seller.user.id && unit.status === 'NORMAL' && unit.state === 'FREE' && unit.acquiredOrderId === null)).toBe(
      true,
    );
  });

  it('-N retires N free units, the newest first', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    await changeStock(t, seller, card.id, 5);
    const body = await changeStock(t, seller, card.id, -2);
    expect(body.data).toMatchObject({ change: -2, firstCardNumber: null, counts: { free: 3, retired: 2, minted: 5 } });
    const retired = (await unitsOf(card.id)).filter((unit) => unit.state === 'RETIRED').map((unit) => unit.serial);
    expect(retired.sort()).toEqual([4, 5]);
  });

  it('refuses zero with 120050 and a change over the limit with 4001', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    expect(await changeStock(t, seller, card.id, 0)).toMatchObject({ respCode: ERROR_CODES.STOCK_CHANGE_ZERO, data: { field: 'change' } });
    expect((await changeStock(t, seller, card.id, 10_001)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await changeStock(t, seller, card.id, 1.5)).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, seller, 'POST', '/api/product/stock/change', { cardId: card.id })).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
  });

  it('refuses to retire more than are free with 120035, counting set-aside units as not free', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    await changeStock(t, seller, card.id, 5);
    await createListing(t, seller, listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 3 }));
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 2, listed: 3 });
    expect(await changeStock(t, seller, card.id, -3)).toMatchObject({ respCode: ERROR_CODES.INSUFFICIENT_STOCK, data: { free: 2 } });
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 2, listed: 3, retired: 0 });
    expect((await changeStock(t, seller, card.id, -2)).data.counts).toMatchObject({ free: 0, listed: 3, retired: 2 });
  });

  it('lets only the origin change stock: 120008 for another store, a holder, or an unknown card', async () => {
    const seller = await createSeller(t);
    const other = await createSeller(t);
    const reseller = await createBuyer(t, seller);
    const card = await createCard(t, seller);
    await changeStock(t, seller, card.id, 4);
    await deliver(t, { cardId: card.id, seller, buyer: reseller, quantity: 2 });
    expect(await changeStock(t, other, card.id, 5)).toMatchObject({ respCode: NO_PERMISSION, data: null });
    expect(await changeStock(t, other, card.id, -1)).toMatchObject({ respCode: NO_PERMISSION, data: null });
    expect(await changeStock(t, other, randomUUID(), 5)).toMatchObject({ respCode: NO_PERMISSION, data: null });
    expect(await changeStock(t, reseller, card.id, 5)).toMatchObject({ respCode: NO_PERMISSION, data: { reason: 'NOT_ORIGIN' } });
    expect(await changeStock(t, reseller, card.id, -1)).toMatchObject({ respCode: NO_PERMISSION, data: { reason: 'NOT_ORIGIN' } });
    expect(await unitsOf(card.id)).toHaveLength(4);
  });
});

describe('stock detail, units and movements', () => {
  it('shows the card, the units by status and state, and the history with the order or operator behind each', async () => {
    const seller = await createSeller(t);
    const reseller = await createSeller(t);
    const card = await createCard(t, seller);
    await changeStock(t, seller, card.id, 6);
    await changeStock(t, seller, card.id, -1);
    const sold = await deliver(t, { cardId: card.id, seller, buyer: reseller, quantity: 2 });
    expect(sold).toEqual([`${card.code}00000001`, `${card.code}00000002`]);
    await t.db
      .update(cardUnits)
      .set({ status: 'LOCKED' })
      .where(and(eq(cardUnits.cardId, card.id), eq(cardUnits.serial, 3)));

    const detail = StockDetailResponse.parse((await as(t, seller, 'GET', `/api/product/stock/detail/${card.id}`)).data);
    expect(detail.card.counts).toEqual({ free: 2, reserved: 0, listed: 0, locked: 1, retired: 1, minted: 6, sold: 2, bought: 0 });
    expect(detail.byStatus).toEqual({ NORMAL: 2, ACTIVATED: 0, LOCKED: 1 });

    const units = async (actor: Actor, filter = '') =>
      StockUnitsResponse.parse((await as(t, actor, 'GET', `/api/product/stock/units/${card.id}${filter}`)).data);
    expect((await units(seller)).total).toBe(4);
    expect((await units(seller, '?filter=FREE')).list.map((unit) => unit.cardNumber)).toEqual([`${card.code}00000004`, `${card.code}00000005`]);
    expect((await units(seller, '?filter=LOCKED')).list.map((unit) => unit.cardNumber)).toEqual([`${card.code}00000003`]);
    expect((await units(seller, '?filter=RETIRED')).list.map((unit) => unit.cardNumber)).toEqual([`${card.code}00000006`]);
    const bought = await units(reseller);
    expect(bought.list.map((unit) => unit.cardNumber)).toEqual(sold);
    expect(bought.list[0].acquiredOrderId).toMatch(/^[0-9a-f-]{36}$/);

    const history = StockMovementsResponse.parse((await as(t, seller, 'GET', `/api/product/stock/movements/${card.id}`)).data);
    expect(history.list.map((movement) => [movement.kind, movement.quantity])).toEqual([
      ['SOLD', 2],
      ['RETIRED', 1],
      ['MINTED', 6],
    ]);
    expect(history.list[0]).toMatchObject({ orderId: bought.list[0].acquiredOrderId, counterparty: { id: reseller.user.id } });
    expect(history.list[2]).toMatchObject({ operator: { id: seller.user.id }, orderId: null, firstCardNumber: `${card.code}00000001` });
    const theirs = StockMovementsResponse.parse((await as(t, reseller, 'GET', `/api/product/stock/movements/${card.id}`)).data);
    expect(theirs.list).toMatchObject([{ kind: 'BOUGHT', quantity: 2, counterparty: { id: seller.user.id } }]);

    const detailOfBought = StockDetailResponse.parse((await as(t, reseller, 'GET', `/api/product/stock/detail/${card.id}`)).data);
    expect(detailOfBought.card).toMatchObject({ source: 'BOUGHT', counts: { free: 2, bought: 2, minted: null } });
  });

  it('shows a stranger nothing of a card: 120008 on every call', async () => {
    const seller = await createSeller(t);
    const stranger = await createSeller(t);
    const card = await createCard(t, seller);
    await changeStock(t, seller, card.id, 2);
    for (const path of ['detail', 'units', 'movements']) {
      expect(await as(t, stranger, 'GET', `/api/product/stock/${path}/${card.id}`)).toMatchObject({ respCode: NO_PERMISSION, data: null });
      expect(await as(t, stranger, 'GET', `/api/product/stock/${path}/${randomUUID()}`)).toMatchObject({ respCode: NO_PERMISSION, data: null });
    }
  });
});

describe('concurrent changes of one card (true races only on PostgreSQL: CI runs this file there too)', () => {
  it('two retirements at once never retire a unit twice or more than are free', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    await changeStock(t, seller, card.id, 13);
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all([changeStock(t, seller, card.id, -3), changeStock(t, seller, card.id, -3)]);
      expect(answers.every((answer) => answer.respCode === 200)).toBe(true);
    }
    const last = await Promise.all([changeStock(t, seller, card.id, -1), changeStock(t, seller, card.id, -1)]);
    expect(last.map((answer) => answer.respCode).sort((a, b) => a - b)).toEqual([200, ERROR_CODES.INSUFFICIENT_STOCK]);
    const units = await unitsOf(card.id);
    expect(units.filter((unit) => unit.state === 'RETIRED')).toHaveLength(13);
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 0, retired: 13, minted: 13 });
    const history = (await as(t, seller, 'GET', `/api/product/stock/movements/${card.id}`)).data;
    expect(
      history.list
        .filter((movement: { kind: string }) => movement.kind === 'RETIRED')
        .reduce((sum: number, movement: { quantity: number }) => sum + movement.quantity, 0),
    ).toBe(13);
  });

  it('mints at once never reuse a card number', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    const answers = await Promise.all(Array.from({ length: 4 }, () => changeStock(t, seller, card.id, 25)));
    expect(answers.map((answer) => answer.respCode)).toEqual([200, 200, 200, 200]);
    const units = await unitsOf(card.id);
    expect(units).toHaveLength(100);
    expect(new Set(units.map((unit) => unit.cardNumber)).size).toBe(100);
    expect(new Set(units.map((unit) => unit.serial)).size).toBe(100);
    expect(await countsOf(seller, card.id)).toMatchObject({ free: 100, minted: 100 });
  });

  it('a retirement and a LIMITED listing at once never take the same free units', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    await changeStock(t, seller, card.id, 8);
    const [retire, list] = await Promise.all([
      changeStock(t, seller, card.id, -5),
      as(t, seller, 'POST', '/api/product/listing', listingInput(card.id, card.picture, { stockMode: 'LIMITED', limitedQuantity: 5 })),
    ]);
    const codes = [retire.respCode, list.respCode];
    // Exactly one fits: 8 free units cannot give 5 to each.
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes).toContain(ERROR_CODES.INSUFFICIENT_STOCK);
    const counts = await countsOf(seller, card.id);
    expect(counts.free + counts.listed + counts.retired + counts.reserved).toBe(8);
    expect(counts.free).toBe(3);
  });
});
