import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors';
import { checkPurchase, onlinePaymentLimit, purchaseRange } from './purchase';
import type { PriceTier } from './pricing';

const TIERS: PriceTier[] = [
  { minCount: 10, wholesalePrice: '8', retailPrice: '12.5' },
  { minCount: 5, wholesalePrice: '10.00', retailPrice: '15' },
];
const LISTING = { tiers: TIERS, discount: '0', maxPerPurchase: 20, stock: 100, currency: 'USD' };

describe('checkPurchase', () => {
  it('prices a quantity within every rule with the tier it reaches', () => {
    const check = checkPurchase({ ...LISTING, quantity: 12 });
    expect(check).toMatchObject({ ok: true, unitPrice: '8.00', totalPrice: '96.00' });
    expect(check.ok && check.quote.tier.minCount).toBe(10);
  });

  it('applies the overall discount to the unit price and the total', () => {
    expect(checkPurchase({ ...LISTING, discount: '12.5', quantity: 5 })).toMatchObject({ ok: true, unitPrice: '8.75', totalPrice: '43.75' });
  });

  it('answers 150046 under the minimum per purchase (the lowest tier), and for a quantity that is not a whole number', () => {
    expect(checkPurchase({ ...LISTING, quantity: 4 })).toMatchObject({
      ok: false,
      blocker: 'UNDER_MINIMUM',
      code: ERROR_CODES.UNDER_PURCHASE_MINIMUM,
      limit: 5,
      quote: null,
    });
    expect(checkPurchase({ ...LISTING, quantity: 5.5 })).toMatchObject({ ok: false, code: 150046 });
    expect(checkPurchase({ ...LISTING, quantity: 0 })).toMatchObject({ ok: false, code: 150046 });
  });

  it('answers 150044 over the maximum per purchase, with the price of the quantity still given', () => {
    const check = checkPurchase({ ...LISTING, quantity: 21 });
    expect(check).toMatchObject({ ok: false, blocker: 'OVER_MAXIMUM', code: ERROR_CODES.OVER_PURCHASE_MAXIMUM, limit: 20 });
    expect(!check.ok && check.quote?.totalPrice).toBe('168.00');
  });

  it('answers 120035 over the stock, and when the stock is under the minimum whatever the quantity', () => {
    expect(checkPurchase({ ...LISTING, stock: 15, quantity: 16 })).toMatchObject({
      ok: false,
      blocker: 'OVER_STOCK',
      code: ERROR_CODES.INSUFFICIENT_STOCK,
      limit: 15,
    });
    expect(checkPurchase({ ...LISTING, stock: 4, quantity: 5 })).toMatchObject({ ok: false, blocker: 'OUT_OF_STOCK', code: 120035, limit: 4 });
    expect(checkPurchase({ ...LISTING, stock: 4, quantity: 1 })).toMatchObject({ blocker: 'OUT_OF_STOCK' });
  });

  it('lets only the stock limit a listing without a maximum', () => {
    expect(checkPurchase({ ...LISTING, maxPerPurchase: null, quantity: 100 })).toMatchObject({ ok: true, totalPrice: '800.00' });
    expect(checkPurchase({ ...LISTING, maxPerPurchase: null, quantity: 101 })).toMatchObject({ ok: false, code: 120035 });
  });

  it('answers 140068 when an online payment is over its currency limit per transaction, and only then', () => {
    const big = { ...LISTING, tiers: [{ minCount: 1, wholesalePrice: '1000', retailPrice: '1200' }], maxPerPurchase: null };
    expect(checkPurchase({ ...big, quantity: 5, paymentType: 'ONLINE' })).toMatchObject({ ok: true, totalPrice: '5000.00' });
    expect(checkPurchase({ ...big, quantity: 6, paymentType: 'ONLINE' })).toMatchObject({
      ok: false,
      blocker: 'OVER_PAYMENT_LIMIT',
      code: ERROR_CODES.OVER_PAYMENT_LIMIT,
      limit: '5000',
    });
    expect(checkPurchase({ ...big, quantity: 6, paymentType: 'VCOIN' })).toMatchObject({ ok: true });
    expect(checkPurchase({ ...big, quantity: 6 })).toMatchObject({ ok: true });
    expect(checkPurchase({ ...big, currency: 'EUR', quantity: 60, paymentType: 'ONLINE' })).toMatchObject({ ok: true });
    expect(checkPurchase({ ...big, currency: 'BRL', quantity: 50, paymentType: 'ONLINE' })).toMatchObject({ ok: true });
    expect(checkPurchase({ ...big, currency: 'BRL', quantity: 51, paymentType: 'ONLINE' })).toMatchObject({ ok: false, limit: '50000' });
  });
});

describe('purchaseRange', () => {
  it('runs from the lowest minimum count to the smallest of the maximum and the stock', () => {
    expect(purchaseRange({ tiers: TIERS, maxPerPurchase: 20, stock: 100 })).toEqual({ min: 5, max: 20 });
    expect(purchaseRange({ tiers: TIERS, maxPerPurchase: null, stock: 7 })).toEqual({ min: 5, max: 7 });
    expect(purchaseRange({ tiers: TIERS, maxPerPurchase: 20, stock: 0 })).toEqual({ min: 5, max: 0 });
  });
});

describe('onlinePaymentLimit', () => {
  it('knows the limits of USD, BRL and MXN only', () => {
    expect([onlinePaymentLimit('USD'), onlinePaymentLimit('BRL'), onlinePaymentLimit('MXN')]).toEqual(['5000', '50000', '20000']);
    expect(onlinePaymentLimit('EUR')).toBeNull();
    expect(onlinePaymentLimit('toString')).toBeNull();
    expect(onlinePaymentLimit(undefined)).toBeNull();
  });
});
