// Test helpers for the offline-payment and seller order tests (imported by *.test.ts only).
import type { PaymentAccountRequest } from '@panel/domain/contract/orders';
import type { TestApp } from '../../../test/app';
import { as, type Actor } from '../cards/catalogue.fixtures';

export const PAYMENT_ACCOUNTS_URL = '/api/store/payment-accounts';

/** A bank account request with every field but the Hong Kong codes. */
export const accountInput = (overrides: Partial<PaymentAccountRequest> = {}): PaymentAccountRequest => ({
  recipientBank: 'First Bank',
  bankAddress: '1 Bank Street',
  recipientName: 'Card Store Ltd',
  recipientAddress: '2 Shop Road',
  recipientAccount: '000123456789',
  swiftCode: 'fbnkusny',
  ...overrides,
});

/** Adds a bank account to the actor's store through the API; answers the envelope. */
export const addPaymentAccount = (t: TestApp, actor: Actor, overrides: Partial<PaymentAccountRequest> = {}) => as(t, actor, 'POST', PAYMENT_ACCOUNTS_URL, accountInput(overrides));
