import { describe, expect, it } from 'vitest';
import { UpdateListingRequest } from './contract/listings';
import { ERROR_CODES } from './errors';
import {
  lowestPrice,
  applicableTier,
  checkPriceTiers,
  discountedMinor,
  isValidDiscount,
  isValidPrice,
  minimumQuantity,
  normalizeTiers,
  quotePrice,
  tierTable,
  TIERS_MAX,
  type PriceTier,
} from './pricing';

const TIERS: PriceTier[] = [
  { minCount: 10, wholesalePrice: '8', retailPrice: '12.5' },
  { minCount: 1, wholesalePrice: '10.00', retailPrice: '15' },
  { minCount: 50, wholesalePrice: '7.25', retailPrice: '11.00' },
];

describe('quotePrice', () => {
  it('picks the tier the quantity reaches and multiplies in minor units', () => {
    expect(quotePrice({ tiers: TIERS, discount: '0', quantity: 1 })).toEqual({
      quantity: 1,
      tier: { minCount: 1, wholesalePrice: '10.00', retailPrice: '15.00' },
      listUnitPrice: '10.00',
      unitPrice: '10.00',
      retailUnitPrice: '15.00',
      totalPrice: '10.00',
    });
    expect(quotePrice({ tiers: TIERS, discount: '0', quantity: 9 })?.totalPrice).toBe('90.00');
    expect(quotePrice({ tiers: TIERS, discount: '0', quantity: 10 })).toMatchObject({ unitPrice: '8.00', totalPrice: '80.00' });
    expect(quotePrice({ tiers: TIERS, discount: '0', quantity: 49 })?.tier.minCount).toBe(10);
    expect(quotePrice({ tiers: TIERS, discount: '0', quantity: 50 })).toMatchObject({ unitPrice: '7.25', totalPrice: '362.50' });
  });

  it('takes the overall discount off the wholesale price, rounding half up to the cent', () => {
    expect(quotePrice({ tiers: TIERS, discount: '10', quantity: 10 })).toMatchObject({
      listUnitPrice: '8.00',
      unitPrice: '7.20',
      retailUnitPrice: '12.50',
      totalPrice: '72.00',
    });
    // 7.25 x 0.875 = 6.34375 -> 6.34; 10.00 x 0.665 = 6.65
    expect(quotePrice({ tiers: TIERS, discount: '12.5', quantity: 50 })?.unitPrice).toBe('6.34');
    expect(quotePrice({ tiers: TIERS, discount: '33.5', quantity: 3 })).toMatchObject({ unitPrice: '6.65', totalPrice: '19.95' });
    expect(discountedMinor(5n, '10')).toBe(5n); // 4.5 cents rounds up
    expect(discountedMinor(1n, '99.99')).toBe(0n);
  });

  it('is exact for large amounts and quantities (no floating point)', () => {
    const tiers = [{ minCount: 1, wholesalePrice: '99999999.99', retailPrice: '1' }];
    expect(quotePrice({ tiers, discount: '0', quantity: 1_000_000 })?.totalPrice).toBe('99999999990000.00');
    expect(quotePrice({ tiers: [{ minCount: 1, wholesalePrice: '0.10', retailPrice: '0.20' }], discount: '0', quantity: 3 })?.totalPrice).toBe('0.30');
  });

  it('answers null under the lowest minimum count or for a quantity that is not a whole number from 1', () => {
    const tiers = TIERS.filter((tier) => tier.minCount >= 10);
    expect(quotePrice({ tiers, discount: '0', quantity: 9 })).toBeNull();
    expect(quotePrice({ tiers: TIERS, discount: '0', quantity: 0 })).toBeNull();
    expect(quotePrice({ tiers: TIERS, discount: '0', quantity: 2.5 })).toBeNull();
    expect(quotePrice({ tiers: [], discount: '0', quantity: 1 })).toBeNull();
  });
});

describe('tiers', () => {
  it('finds the applicable tier and the minimum quantity', () => {
    expect(applicableTier(TIERS, 12)?.minCount).toBe(10);
    expect(applicableTier(TIERS, 0)).toBeNull();
    expect(minimumQuantity(TIERS)).toBe(1);
    expect(minimumQuantity([{ minCount: 5, wholesalePrice: '1', retailPrice: '2' }])).toBe(5);
  });

  it('builds the tier table with ranges and discounted unit prices', () => {
    expect(tierTable(TIERS, '10')).toEqual([
      { minCount: 1, maxCount: 9, wholesalePrice: '10.00', retailPrice: '15.00', unitPrice: '9.00' },
      { minCount: 10, maxCount: 49, wholesalePrice: '8.00', retailPrice: '12.50', unitPrice: '7.20' },
      { minCount: 50, maxCount: null, wholesalePrice: '7.25', retailPrice: '11.00', unitPrice: '6.53' },
    ]);
    expect(normalizeTiers(TIERS).map((tier) => tier.minCount)).toEqual([1, 10, 50]);
  });

  it('says "From" the lowest unit price, whatever the tiers’ order, comparing amounts and not text', () => {
    expect(lowestPrice(tierTable(TIERS, '10').map((row) => row.unitPrice))).toBe('6.53');
    expect(lowestPrice(['10.00', '9.50', '100.00'])).toBe('9.50');
    expect(lowestPrice([])).toBeNull();
  });
});

describe('checkPriceTiers', () => {
  const tier = (overrides: Partial<PriceTier> = {}): PriceTier => ({ minCount: 1, wholesalePrice: '10', retailPrice: '12', ...overrides });

  it('accepts valid tiers', () => {
    expect(checkPriceTiers(TIERS)).toBeNull();
  });

  it('answers the catalogue code of the first broken rule', () => {
    expect(checkPriceTiers([])).toMatchObject({ code: ERROR_CODES.REQUIRED_FIELDS_MISSING, field: 'tiers' });
    expect(checkPriceTiers([tier({ retailPrice: '10.00' })])).toEqual({
      code: ERROR_CODES.WHOLESALE_EQUALS_RETAIL,
      field: 'tiers.0.retailPrice',
      rule: 'validation.wholesaleEqualsRetail',
    });
    expect(checkPriceTiers([tier(), tier({ minCount: 1, wholesalePrice: '9' })])).toMatchObject({ code: ERROR_CODES.PARAM_ERROR, field: 'tiers.1.minCount' });
    expect(checkPriceTiers([tier({ wholesalePrice: '0' })])).toMatchObject({ code: ERROR_CODES.INCORRECT_PRICE, field: 'tiers.0.wholesalePrice' });
    expect(checkPriceTiers([tier({ retailPrice: '-1' })])).toMatchObject({ code: ERROR_CODES.INCORRECT_PRICE });
    expect(checkPriceTiers([tier({ retailPrice: '1.005' })])).toMatchObject({ code: ERROR_CODES.INCORRECT_PRICE });
    expect(checkPriceTiers([tier({ minCount: 0 })])).toMatchObject({ code: ERROR_CODES.PARAM_ERROR, field: 'tiers.0.minCount' });
    expect(checkPriceTiers([tier({ minCount: 1.5 })])).toMatchObject({ code: ERROR_CODES.PARAM_ERROR });
  });

  it('checks prices and discounts as decimal strings', () => {
    expect(isValidPrice('0.01')).toBe(true);
    expect(isValidPrice('100000000')).toBe(false);
    expect(isValidPrice(5)).toBe(false);
    expect(isValidDiscount('0')).toBe(true);
    expect(isValidDiscount('99.99')).toBe(true);
    expect(isValidDiscount('100')).toBe(false);
    expect(isValidDiscount('-1')).toBe(false);
  });

  it('refuses a price or a discount of a megabyte of digits in milliseconds (each read as a bigint took 0.1 to 0.2 s)', () => {
    const megabyte = '9'.repeat(1024 * 1024);
    const started = performance.now();
    expect(checkPriceTiers([tier({ wholesalePrice: megabyte })])).toMatchObject({ code: ERROR_CODES.INCORRECT_PRICE, field: 'tiers.0.wholesalePrice' });
    expect(checkPriceTiers([tier({ retailPrice: megabyte })])).toMatchObject({ code: ERROR_CODES.INCORRECT_PRICE, field: 'tiers.0.retailPrice' });
    expect(isValidDiscount(megabyte)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('the listing contract', () => {
  it('refuses more than TIERS_MAX tiers before reading them: a megabyte of them in milliseconds, one issue', () => {
    const tier = { minCount: 1, wholesalePrice: '10', retailPrice: '12' };
    expect(UpdateListingRequest.safeParse({ tiers: new Array(TIERS_MAX).fill(tier) }).error?.issues.some((issue) => issue.path[0] === 'tiers')).toBeFalsy();
    // A megabyte of `{}`: three missing fields each, an issue apiece when every item was read (about 2 s).
    const tiers = JSON.parse(`[${new Array(349_000).fill('{}').join(',')}]`);
    const started = performance.now();
    const issues = UpdateListingRequest.safeParse({ tiers }).error!.issues.filter((issue) => issue.path[0] === 'tiers');
    expect(performance.now() - started).toBeLessThan(100);
    expect(issues).toEqual([expect.objectContaining({ code: 'too_big', path: ['tiers'], message: 'validation.tiersMax' })]);
  });
});
