// GET /api/payment/types: the payment types the platform can take now. Online and crypto payment
// exist only while a provider of theirs is on; the listing form and the VCoin purchase offer what
// this answers (the server refuses the rest with 140064).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_TYPES, type PaymentType } from '@panel/domain/constants';
import { paymentsEndpoints } from '@panel/domain/endpoints/payments';
import { api } from '../../lib/api-client';

export const paymentTypesQuery = queryOptions({
  queryKey: ['payments', 'types'],
  queryFn: ({ signal }) => api.call(paymentsEndpoints.types, { signal, hide: true }),
  // A server setting: it changes with a restart at most.
  staleTime: 10 * 60_000,
});

/**
 * The payment types to offer: the answer, or every type until it comes (a server with every
 * provider on shows no change; one without them drops online and crypto a moment later, and
 * refuses them if they are sent meanwhile).
 */
export function useOfferedPaymentTypes(): readonly PaymentType[] {
  const { data } = useQuery(paymentTypesQuery);
  return data?.paymentTypes ?? PAYMENT_TYPES;
}

/**
 * The payment types of the listing form: those shown (what the platform offers) and those the
 * seller can pick. Offline transfer is shown but cannot be picked while the store has no bank
 * account (the server refuses it with 140064, reason NO_BANK_ACCOUNT): buyers would have nowhere to
 * send the money. `hasBankAccount` undefined (not read yet) leaves it pickable.
 */
export function listingPaymentChoices(offered: readonly PaymentType[], hasBankAccount: boolean | undefined): { shown: PaymentType[]; pickable: PaymentType[] } {
  const shown = PAYMENT_TYPES.filter((type) => offered.includes(type));
  return { shown, pickable: hasBankAccount === false ? shown.filter((type) => type !== 'OFFLINE') : shown };
}
