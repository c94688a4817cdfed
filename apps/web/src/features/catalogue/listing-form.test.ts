import { describe, expect, it } from 'vitest';
import { LOW_STOCK_DEFAULT, LOW_STOCK_MAX } from '@panel/domain/contract/listings';
import { checkListing, listingBodyOf, valuesOfCard, valuesOfListing, type ListingValues } from './listing-form';
import { tierRow } from './tier-editor';

const USER = '00000000-0000-4000-8000-000000000001';

function filled(overrides: Partial<ListingValues> = {}): ListingValues {
  return {
    ...valuesOfCard({ name: 'Stream 30', picture: 'product/a.png', defaultCurrency: 'USD' }),
    rows: [tierRow({ minCount: '1', wholesalePrice: '5', retailPrice: '7' }), tierRow({ minCount: '10', wholesalePrice: '4', retailPrice: '6' })],
    paymentMethods: ['OFFLINE'],
    ...overrides,
  };
}

describe('the add-product form', () => {
  it('passes a complete listing and sends its body', () => {
    expect(checkListing(filled(), []).errors).toEqual({});
    const body = listingBodyOf(filled({ visibility: 'OPEN_TO', maxPerPurchase: '20' }), [USER]);
    expect(body).toMatchObject({
      maxPerPurchase: 20,
      userIds: [USER],
      paymentCurrencies: ['USD'],
      limitedQuantity: null,
      tiers: [{ minCount: 1 }, { minCount: 10 }],
    });
    expect(listingBodyOf(filled(), [USER]).userIds).toEqual([]);
  });

  it('reads a decimal comma in prices and the discount, and shows a saved listing’s amounts in the language’s style', () => {
    const rows = [tierRow({ minCount: '1', wholesalePrice: '27,50', retailPrice: '30,00' })];
    expect(checkListing(filled({ rows, discount: '2,5' }), []).errors).toEqual({});
    expect(listingBodyOf(filled({ rows, discount: '2,5' }), [])).toMatchObject({
      discount: '2.5',
      tiers: [{ minCount: 1, wholesalePrice: '27.50', retailPrice: '30.00' }],
    });
    expect(listingBodyOf(filled({ discount: ' ' }), []).discount).toBe('0');
    const saved = { ...listingBodyOf(filled({ rows, discount: '2,5' }), []), id: 'l1', card: { id: 'c1' } } as unknown as Parameters<typeof valuesOfListing>[0];
    expect(valuesOfListing(saved, 'pt')).toMatchObject({ discount: '2,5', rows: [{ wholesalePrice: '27,50', retailPrice: '30,00' }] });
    expect(valuesOfListing(saved, 'en')).toMatchObject({ discount: '2.5', rows: [{ wholesalePrice: '27.50', retailPrice: '30.00' }] });
  });

  it('refuses with the same message keys as the server', () => {
    expect(checkListing(filled({ rows: [tierRow({ minCount: '1', wholesalePrice: '0,01', retailPrice: '1' })], discount: '60' }), []).errors).toEqual({
      discount: 'validation.discountedPriceZero',
    });
    expect(checkListing(filled({ paymentMethods: [] }), []).errors).toEqual({ paymentMethods: 'validation.paymentMethodRequired' });
    expect(checkListing(filled({ paymentCurrencies: [] }), []).errors).toEqual({ paymentCurrencies: 'validation.paymentCurrencyRequired' });
    expect(checkListing(filled({ paymentMethods: ['ONLINE'] }), []).errors).toEqual({ onlinePolicyAccepted: 'validation.onlinePolicy' });
    expect(checkListing(filled({ visibility: 'BLOCKED_FOR' }), []).errors).toEqual({ userIds: 'validation.userRequired' });
    expect(checkListing(filled({ stockMode: 'LIMITED' }), []).errors).toEqual({ limitedQuantity: 'validation.limitedQuantity' });
    expect(checkListing(filled({ maxPerPurchase: '0' }), []).errors.maxPerPurchase).toBe('validation.quantity');
    expect(checkListing(filled({ name: ' ' }), []).errors.name).toBe('validation.required');
  });

  it('sends the low-stock threshold typed, LOW_STOCK_DEFAULT for a new listing, and refuses what the server refuses with its message key', () => {
    expect(valuesOfCard({ name: 'Stream 30', picture: 'product/a.png', defaultCurrency: 'USD' }).lowStockThreshold).toBe(String(LOW_STOCK_DEFAULT));
    expect(listingBodyOf(filled(), []).lowStockThreshold).toBe(LOW_STOCK_DEFAULT);
    for (const typed of ['0', ' 25 ', String(LOW_STOCK_MAX)]) {
      expect(checkListing(filled({ lowStockThreshold: typed }), []).errors).toEqual({});
      expect(listingBodyOf(filled({ lowStockThreshold: typed }), []).lowStockThreshold).toBe(Number(typed.trim()));
    }
    for (const typed of ['', '-1', '2.5', '2,5', 'ten', String(LOW_STOCK_MAX + 1), '99999999999']) {
      expect(checkListing(filled({ lowStockThreshold: typed }), []).errors, typed).toEqual({ lowStockThreshold: 'validation.lowStockThreshold' });
    }
    const saved = { ...listingBodyOf(filled({ lowStockThreshold: '40' }), []), id: 'l1', card: { id: 'c1' } } as unknown as Parameters<
      typeof valuesOfListing
    >[0];
    expect(valuesOfListing(saved).lowStockThreshold).toBe('40');
  });

  it('checks the tiers first and points at the broken box', () => {
    const rows = [tierRow({ minCount: '1', wholesalePrice: '5', retailPrice: '5' })];
    const found = checkListing(filled({ rows, paymentMethods: [] }), []);
    expect(found.errors.tiers).toBe('validation.wholesaleEqualsRetail');
    expect(found.tier).toMatchObject({ rowKey: rows[0].key, box: 'retailPrice' });
  });
});
