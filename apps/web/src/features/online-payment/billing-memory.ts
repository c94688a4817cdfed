// The billing details a payer typed, remembered on this device for the signed-in user (keyed by their
// id, so another account on the same phone never sees them) and offered again on their next payment.
// Card numbers and PINs are never kept.
import { BILLING_FIELDS, type BillingField } from '@panel/domain/payments';
import { readItem, writeItem } from '../../lib/storage';
import type { BillingValues } from './payment-form';

const NEVER_KEPT: readonly BillingField[] = ['cardNumber', 'pin'];
const KEPT = BILLING_FIELDS.filter((field) => !NEVER_KEPT.includes(field));
const keyOf = (userId: string) => `billing:${userId}`;

/** What `userId` typed last time (only the kept fields, only text). */
export function rememberedBilling(userId: string): Partial<BillingValues> {
  try {
    const stored = JSON.parse(readItem(keyOf(userId)) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(KEPT.filter((field) => typeof stored[field] === 'string').map((field) => [field, stored[field] as string]));
  } catch {
    return {};
  }
}

/** Keeps what `userId` typed (empty fields leave the last value), never a card number or a PIN. */
export function rememberBilling(userId: string, values: Partial<BillingValues>): void {
  const kept = {
    ...rememberedBilling(userId),
    ...Object.fromEntries(KEPT.filter((field) => values[field]?.trim()).map((field) => [field, values[field]!.trim()])),
  };
  // A full or refused storage only loses the convenience.
  writeItem(keyOf(userId), JSON.stringify(kept));
}
