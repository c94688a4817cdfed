// The seller's own bank accounts for offline payment, read where offline transfer is offered or
// explained (the listing form, home), and where the seller adds one: the store settings'
// payment accounts section (/setting/store#payment-accounts).
import { queryOptions } from '@tanstack/react-query';
import { paymentAccountsEndpoints } from '@panel/domain/endpoints/payment-accounts';
import { api } from '../../lib/api-client';

/** The id of the store settings' bank accounts section, and the way to it. */
export const BANK_ACCOUNTS_SECTION_ID = 'payment-accounts';
export const BANK_ACCOUNTS_PATH = `/setting/store#${BANK_ACCOUNTS_SECTION_ID}`;

/** GET /api/store/payment-accounts: the caller's store's accounts, oldest first. */
export const paymentAccountsQuery = queryOptions({
  queryKey: ['store', 'payment-accounts'],
  queryFn: ({ signal }) => api.call(paymentAccountsEndpoints.list, { signal }),
});
