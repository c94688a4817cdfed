// The order sheet's rules: what it offers (the listing's methods the platform takes, its currencies),
// the tier price and total of the quantity chosen, the limits said before sending (150046, 150044,
// 120035), and the request it sends (with the unit price it showed).
import { ERROR_CODES } from '@panel/domain/errors';
import { describe, expect, it } from 'vitest';
import { initialChoice, newUnitPrice, reviewOrder, type SheetListing } from './order-sheet';

const listing = (overrides: Partial<SheetListing> = {}): SheetListing => ({
  id: '0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31',
  tiers: [
    { minCount: 2, maxCount: 9, wholesalePrice: '8.00', retailPrice: '12.00', unitPrice: '8.00' },
    { minCount: 10, maxCount: null, wholesalePrice: '6.50', retailPrice: '10.00', unitPrice: '6.50' },
  ],
  discount: '0',
  minPerPurchase: 2,
  maxPerPurchase: 30,
  stock: 25,
  currency: 'USD',
  paymentMethods: ['OFFLINE', 'ONLINE'],
  paymentCurrencies: ['BRL', 'USD'],
  ...overrides,
});

describe('the order sheet', () => {
  it('starts at the minimum, with the first method the platform takes and the listing’s own currency', () => {
    expect(initialChoice(listing())).toEqual({ quantity: 2, paymentType: 'OFFLINE', paymentCurrency: 'USD' });
    // Only the listing's own currency (no conversion yet), and USD only for an offline transfer.
    expect(initialChoice(listing({ paymentCurrencies: ['BRL'] })).paymentCurrency).toBeNull();
    expect(reviewOrder(listing(), initialChoice(listing())).currencies).toEqual(['USD']);
  });

  it('offers the listing’s methods (the platform takes all four), in the listing’s order', () => {
    expect(reviewOrder(listing(), initialChoice(listing())).paymentTypes).toEqual(['OFFLINE', 'ONLINE']);
    const all = listing({ paymentMethods: ['VCOIN', 'CRYPTO', 'ONLINE', 'OFFLINE'] });
    expect(reviewOrder(all, initialChoice(all)).paymentTypes).toEqual(['VCOIN', 'CRYPTO', 'ONLINE', 'OFFLINE']);
    expect(initialChoice(all).paymentType).toBe('VCOIN');
    const none = listing({ paymentMethods: [] });
    const review = reviewOrder(none, initialChoice(none));
    expect(review.paymentTypes).toEqual([]);
    expect(review.problem).toEqual({ kind: 'NO_PAYMENT_TYPE', code: ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE });
    expect(review.request).toBeNull();
  });

  it('prices the quantity at its tier and sends the unit price it showed', () => {
    const two = reviewOrder(listing(), { quantity: 2, paymentType: 'OFFLINE', paymentCurrency: 'USD' });
    expect(two.check.ok && [two.check.unitPrice, two.check.totalPrice]).toEqual(['8.00', '16.00']);
    const ten = reviewOrder(listing(), { quantity: 10, paymentType: 'OFFLINE', paymentCurrency: 'USD' });
    expect(ten.check.ok && [ten.check.unitPrice, ten.check.totalPrice]).toEqual(['6.50', '65.00']);
    expect(ten.problem).toBeNull();
    expect(ten.request).toEqual({
      listingId: listing().id,
      quantity: 10,
      paymentType: 'OFFLINE',
      paymentCurrency: 'USD',
      expectedUnitPrice: '6.50',
    });
  });

  it('says the limits before sending: under the minimum, over the maximum, over the stock, stock under the minimum', () => {
    const choose = (quantity: number, overrides: Partial<SheetListing> = {}) =>
      reviewOrder(listing(overrides), { quantity, paymentType: 'OFFLINE', paymentCurrency: 'USD' });
    expect(choose(1).problem).toEqual({ kind: 'PURCHASE', blocker: 'UNDER_MINIMUM', code: ERROR_CODES.UNDER_PURCHASE_MINIMUM, limit: 2 });
    expect(choose(31, { stock: 100 }).problem).toEqual({ kind: 'PURCHASE', blocker: 'OVER_MAXIMUM', code: ERROR_CODES.OVER_PURCHASE_MAXIMUM, limit: 30 });
    expect(choose(26).problem).toEqual({ kind: 'PURCHASE', blocker: 'OVER_STOCK', code: ERROR_CODES.INSUFFICIENT_STOCK, limit: 25 });
    expect(choose(2, { stock: 1 }).problem).toEqual({ kind: 'PURCHASE', blocker: 'OUT_OF_STOCK', code: ERROR_CODES.INSUFFICIENT_STOCK, limit: 1 });
    for (const quantity of [1, 26]) expect(choose(quantity).request).toBeNull();
    // The tier price is still shown for a quantity over the stock.
    expect(choose(26).check.quote?.unitPrice).toBe('6.50');
  });

  it('asks for a payment method and a currency the listing takes', () => {
    const review = (paymentType: 'OFFLINE' | 'VCOIN' | null, paymentCurrency: string | null) =>
      reviewOrder(listing(), { quantity: 2, paymentType, paymentCurrency }).problem;
    expect(review(null, 'USD')).toEqual({ kind: 'PAYMENT_TYPE_REQUIRED', code: ERROR_CODES.PAYMENT_METHOD_REQUIRED });
    expect(review('VCOIN', 'USD')).toEqual({ kind: 'PAYMENT_TYPE_REQUIRED', code: ERROR_CODES.PAYMENT_METHOD_REQUIRED });
    expect(review('OFFLINE', null)).toEqual({ kind: 'CURRENCY_REQUIRED', code: ERROR_CODES.PAYMENT_CURRENCY_REQUIRED });
    expect(review('OFFLINE', 'EUR')).toEqual({ kind: 'CURRENCY_REQUIRED', code: ERROR_CODES.PAYMENT_CURRENCY_REQUIRED });
    expect(review('OFFLINE', 'BRL')).toEqual({ kind: 'CURRENCY_REQUIRED', code: ERROR_CODES.PAYMENT_CURRENCY_REQUIRED });
  });

  it('says when no currency of the listing can be paid with the method (an offline transfer of a listing priced in BRL)', () => {
    const brl = listing({ currency: 'BRL', paymentMethods: ['OFFLINE'], paymentCurrencies: ['BRL', 'USD'] });
    const review = reviewOrder(brl, initialChoice(brl));
    expect(review.currencies).toEqual([]);
    expect(review.problem).toEqual({ kind: 'NO_CURRENCY', code: ERROR_CODES.CURRENCY_NOT_SUPPORTED });
    expect(review.request).toBeNull();
  });

  it('reads the new unit price of a 140003 refusal', () => {
    expect(newUnitPrice({ field: 'expectedUnitPrice', unitPrice: '7.00' })).toBe('7.00');
    expect(newUnitPrice(null)).toBeNull();
    expect(newUnitPrice({ unitPrice: 7 })).toBeNull();
  });
});
