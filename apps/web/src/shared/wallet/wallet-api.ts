// The VCoin wallet calls (packages/domain/src/contract/wallet.ts) more than one screen reads: the
// balance (/me, /me/VCoinList, buying VCoin, paying with VCoin), the records, a record, the recipient
// of a transfer, and the transfer itself with its submit's Idempotency-Key. Every wallet answer lives
// under ['wallet'], so one invalidate of WALLET_KEY refreshes the balance, the records and the details
// after anything that moves VCoin.
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { TransferRequest, WalletResponse } from '@panel/domain/contract/wallet';
import { walletEndpoints } from '@panel/domain/endpoints/wallet';
import type { VcoinTxType } from '@panel/domain/wallet';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api } from '../../lib/api-client';
import { WALLET_READ } from './wallet-request';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';

export const WALLET_KEY = ['wallet'] as const;

/** GET /api/vcoin/wallet: the caller's balance, what is available, held and incoming, and whether a payment password is set. */
export const walletQuery = queryOptions({
  queryKey: [...WALLET_KEY, 'balance'],
  queryFn: ({ signal }) => api.read<WalletResponse>(WALLET_READ, { signal, hide: true }),
  staleTime: 0,
});

/** GET /api/vcoin/records?type=: the caller's records, newest first; no type is every record. */
export const walletRecordsQuery = (type?: VcoinTxType) =>
  infiniteQueryOptions({
    queryKey: [...WALLET_KEY, 'records', type ?? 'ALL'],
    queryFn: ({ pageParam, signal }) =>
      api.call(walletEndpoints.records, { query: { pageNum: pageParam, pageSize: PAGE_SIZE, ...(type ? { type } : {}) }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });

/** GET /api/vcoin/records/{id}: one record in full; 150004 (not mine, or none) is a state of the screen. */
export const walletRecordQuery = (recordId: string) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'record', recordId],
    queryFn: ({ signal }) => api.call(walletEndpoints.record, { params: { id: recordId }, signal, hide: true }),
    retry: false,
  });

/** GET /api/vcoin/recipient/{uid}: who a transfer would go to; 130026 (unknown, or oneself) is shown at the UID field. */
export const recipientQuery = (uid: string) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'recipient', uid],
    queryFn: ({ signal }) => api.call(walletEndpoints.recipient, { params: { uid }, signal, hide: true }),
    retry: false,
    staleTime: 60_000,
  });

/** Refreshes every wallet answer (balance, records, details) after VCoin moved. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WALLET_KEY });
}

/** POST /api/vcoin/transfer: quiet, the screen shows a refusal itself (1000064 at the password, 150009 at the amount, 140029 as the wait). */
export function useTransfer() {
  const refresh = useRefreshWallet();
  return useMoneyCall(
    (body: TransferRequest, idempotencyKey) => api.call(walletEndpoints.transfer, { body, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
    {
      onSettled: () => refresh(),
    },
  );
}
