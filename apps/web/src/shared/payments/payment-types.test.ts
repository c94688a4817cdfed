// The listing form's payment types: what the platform offers, and offline transfer pickable only
// while the seller's store has a bank account (shown either way, so the seller sees what is missing).
import { describe, expect, it } from 'vitest';
import { listingPaymentChoices } from './payment-types';

describe('listingPaymentChoices', () => {
  it('shows offline transfer but does not let it be picked while the store has no bank account', () => {
    expect(listingPaymentChoices(['OFFLINE', 'VCOIN', 'ONLINE'], false)).toEqual({ shown: ['OFFLINE', 'VCOIN', 'ONLINE'], pickable: ['VCOIN', 'ONLINE'] });
  });

  it('lets it be picked once an account exists, and while the accounts are still being read', () => {
    expect(listingPaymentChoices(['OFFLINE', 'VCOIN'], true)).toEqual({ shown: ['OFFLINE', 'VCOIN'], pickable: ['OFFLINE', 'VCOIN'] });
    expect(listingPaymentChoices(['OFFLINE', 'VCOIN'], undefined).pickable).toEqual(['OFFLINE', 'VCOIN']);
  });

  it('shows only what the platform offers, in the catalogue order', () => {
    expect(listingPaymentChoices(['VCOIN', 'OFFLINE'], true).shown).toEqual(['OFFLINE', 'VCOIN']);
    expect(listingPaymentChoices(['VCOIN'], false)).toEqual({ shown: ['VCOIN'], pickable: ['VCOIN'] });
  });
});
