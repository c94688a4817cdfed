// The buyer's VCoin payment calls (packages/domain/src/contract/wallet.ts): the quote of an order in
// VCoin and paying it, and buying VCoin by bank transfer (the platform's bank details, a top-up, its
// voucher, my top-ups). Every answer lives under ['wallet'] (shared/wallet/wallet-api.ts), so what
// moves VCoin refreshes the balance, the records and these at once; paying or sending a voucher
// refreshes ['orders'] too. Each move carries its submit's Idempotency-Key.
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { CreateTopUpRequest, PayWithVcoinRequest, TopUpVoucherRequest } from '@panel/domain/contract/wallet';
import { walletEndpoints } from '@panel/domain/endpoints/wallet';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';
import { WALLET_KEY } from '../../shared/wallet/wallet-api';

const ORDERS_KEY = ['orders'] as const;

/** GET /api/order/payment/wallet/quote/{id}: the order's due in VCoin at today's rate; quiet (150004 and the like are states of the screen). */
export const vcoinQuoteQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'quote', orderId],
    queryFn: ({ signal }) => api.call(walletEndpoints.quote, { params: { id: orderId }, signal, hide: true }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/vcoin/topup/bank-info: where to send a bank transfer; 21008 while the platform has set none (a state of the screen). */
export const platformBankQuery = queryOptions({
  queryKey: [...WALLET_KEY, 'topup-bank-info'],
  queryFn: ({ signal }) => api.call(walletEndpoints.bankInfo, { signal, hide: true }),
  staleTime: 5 * 60_000,
  retry: false,
});

/** GET /api/vcoin/topups: my purchases of VCoin by bank transfer, newest first. */
export const topUpsQuery = infiniteQueryOptions({
  queryKey: [...WALLET_KEY, 'topups'],
  queryFn: ({ pageParam, signal }) => api.call(walletEndpoints.topUps, { query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
  staleTime: 0,
});

/** Refreshes the wallet (balance, records, quotes, top-ups) and the orders after VCoin moved. */
function useRefreshAfterMove() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: WALLET_KEY }), queryClient.invalidateQueries({ queryKey: ORDERS_KEY })]);
}

export type PayWithVcoinVariables = { body: PayWithVcoinRequest };

/**
 * POST /api/order/payment/pay/wallet: quiet, the screen handles every refusal (150009, 150043,
 * 1000064, 140042, 140029). While the first request with the key is in flight (-5) it is asked
 * again with the same key. The api client gives this call the 60 s time-out of spec section 7
 * (requestTimeoutMs in the domain's constants), the other calls 10 s.
 */
export function usePayWithVcoin() {
  const refresh = useRefreshAfterMove();
  return useMoneyCall(
    ({ body }: PayWithVcoinVariables, idempotencyKey) => api.call(walletEndpoints.pay, { body, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
    {
      // A refusal changes things too (the rate, the balance, the order's state).
      onSettled: () => refresh(),
    },
  );
}

export type CreateTopUpVariables = { body: CreateTopUpRequest };

/** POST /api/vcoin/topup: starts a purchase by bank transfer; answers it with its payment reference. Quiet: the form shows a refusal. */
export function useCreateTopUp() {
  const refresh = useRefreshAfterMove();
  return useMoneyCall(
    ({ body }: CreateTopUpVariables, idempotencyKey) =>
      api.call(walletEndpoints.createTopUp, { body, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
    {
      onSuccess: () => refresh(),
    },
  );
}

export type TopUpVoucherVariables = { topUpId: string; body: TopUpVoucherRequest };

/** POST /api/vcoin/topup/{id}/voucher: the transfer's voucher; answers the top-up, now waiting for the platform. Quiet. */
export function useSendTopUpVoucher() {
  const refresh = useRefreshAfterMove();
  return useMoneyCall(
    ({ topUpId, body }: TopUpVoucherVariables, idempotencyKey) =>
      api.call(walletEndpoints.topUpVoucher, { params: { id: topUpId }, body, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
    {
      onSettled: () => refresh(),
    },
  );
}
