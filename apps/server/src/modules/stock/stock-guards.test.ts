// What keeps +N safe: an idempotency key that makes a retried +N mint once (Stripe's rules), and
// guard rails on minting (a set-up store, a cap per store, a rate per minute).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { CATALOGUE_NO_PERMISSION_CODE } from '@panel/domain/contract/cards';
import { cardUnits, idempotencyKeys, stores } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { as, changeStock, createCard, createSeller } from '../../../test/fixtures/catalogue.fixtures';
import { IDEMPOTENCY_KEEP_HOURS, purgeIdempotencyKeys } from '../idempotency/idempotency.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ stockMaxUnitsPerStore: 100, stockChangesPerMinute: 8 });
});
afterAll(() => t.close());

const unitCount = async (cardId: string) => (await t.db.select({ id: cardUnits.id }).from(cardUnits).where(eq(cardUnits.cardId, cardId))).length;

describe('the Idempotency-Key of stock changes', () => {
  it('mints once when a +N is retried with the same key, and answers the first answer again', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    const key = randomUUID();
    const first = await changeStock(t, seller, card.id, 5, key);
    expect(first.respCode).toBe(200);
    const retried = await changeStock(t, seller, card.id, 5, key);
    expect(retried).toEqual(first);
    expect(await unitCount(card.id)).toBe(5);
    // Another key is another change.
    expect((await changeStock(t, seller, card.id, 5)).data.firstCardNumber).toBe(`${card.code}00000006`);
  });

  it('refuses the same key with another request', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    const key = randomUUID();
    await changeStock(t, seller, card.id, 2, key);
    const other = await changeStock(t, seller, card.id, 3, key);
    expect(other).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'Idempotency-Key', reason: 'KEY_REUSED' } });
    expect(await unitCount(card.id)).toBe(2);
  });

  it('keeps a failure as the answer too: a replay does not run the change again', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    const key = randomUUID();
    const refused = await changeStock(t, seller, card.id, -3, key);
    expect(refused).toMatchObject({ respCode: ERROR_CODES.INSUFFICIENT_STOCK, data: { free: 0 } });
    await changeStock(t, seller, card.id, 10);
    expect(await changeStock(t, seller, card.id, -3, key)).toEqual(refused);
    expect((await as(t, seller, 'GET', `/api/product/card/${card.id}`)).data.counts).toMatchObject({ free: 10, retired: 0 });
  });

  it('needs a key: 150001 without one, 4001 for a malformed one', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    expect(await as(t, seller, 'POST', '/api/product/stock/change', { cardId: card.id, change: 1 })).toMatchObject({
      respCode: ERROR_CODES.REQUIRED_FIELDS_MISSING,
      data: { field: 'Idempotency-Key' },
    });
    expect((await changeStock(t, seller, card.id, 1, 'has spaces in it')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect(await unitCount(card.id)).toBe(0);
  });

  it('mints once when the same +N arrives many times at once (the others wait or replay)', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => changeStock(t, seller, card.id, 4, key)));
    const done = answers.filter((a) => a.respCode === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const answer of done) expect(answer.data).toEqual(done[0].data);
    expect(answers.filter((a) => a.respCode !== 200).every((a) => a.respCode === ERROR_CODES.PROCESS_ALREADY_STARTED)).toBe(true);
    expect(await unitCount(card.id)).toBe(4);
  });

  it('keeps answers 30 days, then purges them', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    const key = randomUUID();
    await changeStock(t, seller, card.id, 1, key);
    const mine = () => t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(IDEMPOTENCY_KEEP_HOURS).toBe(30 * 24);
    expect(await purgeIdempotencyKeys(t.db, new Date(t.clock.now().getTime() + (IDEMPOTENCY_KEEP_HOURS - 1) * 3_600_000))).toBe(0);
    expect(await mine()).toHaveLength(1);
    expect(await purgeIdempotencyKeys(t.db, new Date(t.clock.now().getTime() + (IDEMPOTENCY_KEEP_HOURS + 1) * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await mine()).toHaveLength(0);
  });
});

describe('minting guard rails', () => {
  it('lets only a set-up store mint', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    await t.db.update(stores).set({ name: null, avatar: null }).where(eq(stores.id, seller.store.id));
    expect(await changeStock(t, seller, card.id, 5)).toMatchObject({ respCode: CATALOGUE_NO_PERMISSION_CODE, data: { reason: 'STORE_NOT_SET_UP' } });
    expect(await unitCount(card.id)).toBe(0);
  });

  it('caps the minted unsold units of a store, across its cards', async () => {
    const seller = await createSeller(t);
    const [a, b] = [await createCard(t, seller), await createCard(t, seller)];
    expect((await changeStock(t, seller, a.id, 60)).respCode).toBe(200);
    expect(await changeStock(t, seller, b.id, 41)).toMatchObject({ respCode: ERROR_CODES.INSUFFICIENT_STOCK, data: { field: 'change', room: 40 } });
    expect((await changeStock(t, seller, b.id, 40)).respCode).toBe(200);
    // Retiring makes room again.
    expect((await changeStock(t, seller, a.id, -10)).respCode).toBe(200);
    expect((await changeStock(t, seller, b.id, 10)).respCode).toBe(200);
  });

  it('limits stock changes per store per minute', async () => {
    const seller = await createSeller(t);
    const card = await createCard(t, seller);
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push((await changeStock(t, seller, card.id, 1)).respCode);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(codes.slice(8)).toEqual([ERROR_CODES.OPERATION_TOO_FREQUENT, ERROR_CODES.OPERATION_TOO_FREQUENT]);
    t.clock.advance(61_000);
    expect((await changeStock(t, seller, card.id, 1)).respCode).toBe(200);
  });
});
