import { describe, expect, it } from 'vitest';
import { checkListing, listingBodyOf, valuesOfCard, type ListingValues } from './listing-form';
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
    expect(body).toMatchObject({ maxPerPurchase: 20, userIds: [USER], paymentCurrencies: ['USD'], limitedQuantity: null, tiers: [{ minCount: 1 }, { minCount: 10 }] });
    expect(listingBodyOf(filled(), [USER]).userIds).toEqual([]);
  });

  it('refuses with the same message keys as the server', () => {
    expect(checkListing(filled({ paymentMethods: [] }), []).errors).toEqual({ paymentMethods: 'validation.paymentMethodRequired' });
    expect(checkListing(filled({ paymentCurrencies: [] }), []).errors).toEqual({ paymentCurrencies: 'validation.paymentCurrencyRequired' });
    expect(checkListing(filled({ paymentMethods: ['ONLINE'] }), []).errors).toEqual({ onlinePolicyAccepted: 'validation.onlinePolicy' });
    expect(checkListing(filled({ visibility: 'BLOCKED_FOR' }), []).errors).toEqual({ userIds: 'validation.userRequired' });
    expect(checkListing(filled({ stockMode: 'LIMITED' }), []).errors).toEqual({ limitedQuantity: 'validation.limitedQuantity' });
    expect(checkListing(filled({ maxPerPurchase: '0' }), []).errors.maxPerPurchase).toBe('validation.quantity');
    expect(checkListing(filled({ name: ' ' }), []).errors.name).toBe('validation.required');
  });

  it('checks the tiers first and points at the broken box', () => {
    const rows = [tierRow({ minCount: '1', wholesalePrice: '5', retailPrice: '5' })];
    const found = checkListing(filled({ rows, paymentMethods: [] }), []);
    expect(found.errors.tiers).toBe('validation.wholesaleEqualsRetail');
    expect(found.tier).toMatchObject({ rowKey: rows[0].key, box: 'retailPrice' });
  });
});
