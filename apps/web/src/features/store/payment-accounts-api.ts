// The store's bank accounts for offline payment (at most LIMITS.PAYMENT_ACCOUNTS_MAX: 21017 beyond).
// Writes are mutation hooks sent quiet: the form shows a refusal at the field it names, else the
// api client's warning; each keeps the list in the cache up to date.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentAccountInput } from '@panel/domain/contract/orders';
import { paymentAccountsEndpoints } from '@panel/domain/endpoints/payment-accounts';
import { api } from '../../lib/api-client';
import { paymentAccountsQuery } from '../../shared/payments/bank-accounts';

export { paymentAccountsQuery };

/** POST /api/store/payment-accounts (new) or PUT /api/store/payment-accounts/{id} (edit): answers the stored account. */
export function useSavePaymentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PaymentAccountInput }) =>
      id ? api.call(paymentAccountsEndpoints.update, { params: { id }, body, hide: true }) : api.call(paymentAccountsEndpoints.add, { body, hide: true }),
    onSuccess: (stored, { id }) => {
      queryClient.setQueryData(paymentAccountsQuery.queryKey, (current) => {
        if (!current) return current;
        return id ? current.map((account) => (account.id === id ? stored : account)) : [...current, stored];
      });
      return queryClient.invalidateQueries({ queryKey: paymentAccountsQuery.queryKey });
    },
  });
}

/** DELETE /api/store/payment-accounts/{id}: answers the accounts left. */
export function useDeletePaymentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(paymentAccountsEndpoints.remove, { params: { id } }),
    onSuccess: (left) => queryClient.setQueryData(paymentAccountsQuery.queryKey, left),
  });
}
