// The platform operator's calls (packages/domain/src/contract/ops.ts): the overview, top-ups to
// confirm or reject, rates and fees, the platform's bank account, the ledger and its check, unsent
// messages and the operator's own actions. Confirming or rejecting a top-up moves VCoin: those
// carry the submit's Idempotency-Key, the same on every retry. Every answer lives under OPS_KEY, so
// a change refreshes all of them.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type {
  ConfirmTopUpRequest,
  LedgerOverview,
  OpsTopUp,
  OpsTopUpsResponse,
  RejectTopUpRequest,
  SetPlatformBankRequest,
  SetRateRequest,
} from '@panel/domain/contract/ops';
import { opsEndpoints } from '@panel/domain/endpoints/ops';
import type { TopUpStatus } from '@panel/domain/wallet';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api, isMissingError } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';

/** The first part of the cache key of every operator answer. */
export const OPS_KEY = ['ops'] as const;

/** The top-up statuses the operator's list has a tab for, the one to act on first. */
export const OPS_TOP_UP_TABS = ['WAITING_REVIEW', 'WAITING_VOUCHER', 'CONFIRMED', 'REJECTED'] as const satisfies readonly TopUpStatus[];
export type OpsTopUpTab = (typeof OPS_TOP_UP_TABS)[number];

/** GET /api/ops/overview: the operator's home. */
export const overviewQuery = queryOptions({
  queryKey: [...OPS_KEY, 'overview'],
  queryFn: ({ signal }) => api.call(opsEndpoints.overview, { signal }),
});

const topUpsKey = (status: TopUpStatus) => [...OPS_KEY, 'topups', status] as const;

/** GET /api/ops/topups?status=: one status's top-ups (the waiting ones oldest first), page by page. */
export const topUpsQuery = (status: TopUpStatus) =>
  infiniteQueryOptions({
    queryKey: topUpsKey(status),
    queryFn: ({ pageParam, signal }) => api.call(opsEndpoints.topUps, { query: { status, pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** A top-up already in a loaded list (opening it from the list shows it at once). */
export function cachedTopUp(queryClient: QueryClient, id: string): OpsTopUp | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<OpsTopUpsResponse>>({ queryKey: [...OPS_KEY, 'topups'] })) {
    const found = data?.pages.flatMap((page) => page.list).find((topUp) => topUp.id === id);
    if (found) return found;
  }
  return undefined;
}

/** True when the server does not know it (an unknown or malformed id). */
export const isTopUpMissing = isMissingError;

/** GET /api/ops/topups/{id}: one top-up with its user (a missing one is said by the screen, not as a warning). */
export const topUpQuery = (id: string) =>
  queryOptions({
    queryKey: [...OPS_KEY, 'topup', id],
    queryFn: ({ signal }) => api.call(opsEndpoints.topUp, { params: { id }, signal, hide: true }),
    retry: (failures, error) => !isTopUpMissing(error) && failures < 2,
  });

/** A move on a top-up: its id and the body. */
export type TopUpMove<Body> = { id: string; body: Body };

/** A move on a top-up sent with the submit's Idempotency-Key; every operator answer is read again once it is done. */
function useTopUpMove<Body>(send: (move: TopUpMove<Body>, headers: Record<string, string>) => Promise<OpsTopUp>) {
  const queryClient = useQueryClient();
  return useMoneyCall((move: TopUpMove<Body>, idempotencyKey) => send(move, idempotencyHeaders(idempotencyKey)), {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_KEY }),
  });
}

/** POST /api/ops/topups/{id}/confirm: the amount received is credited to the buyer's wallet. */
export const useConfirmTopUp = () =>
  useTopUpMove<ConfirmTopUpRequest>(({ id, body }, headers) => api.call(opsEndpoints.confirmTopUp, { params: { id }, body, hide: true, headers }));

/** POST /api/ops/topups/{id}/reject: the reason the buyer reads. */
export const useRejectTopUp = () =>
  useTopUpMove<RejectTopUpRequest>(({ id, body }, headers) => api.call(opsEndpoints.rejectTopUp, { params: { id }, body, hide: true, headers }));

/** GET /api/ops/rates: every currency's rate against USD and its fee. */
export const ratesQuery = queryOptions({
  queryKey: [...OPS_KEY, 'rates'],
  queryFn: ({ signal }) => api.call(opsEndpoints.rates, { signal }),
});

/** GET /api/ops/rates/{currency}/history: a currency's earlier rates and fees, newest first. */
export const rateHistoryQuery = (currency: string) =>
  queryOptions({
    queryKey: [...OPS_KEY, 'rates', currency, 'history'],
    queryFn: ({ signal }) => api.call(opsEndpoints.rateHistory, { params: { currency }, signal }),
  });

/** PUT /api/ops/rates/{currency}: a new rate and fee (the old ones stay in the history). */
export function useSetRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, body }: { currency: string; body: SetRateRequest }) => api.call(opsEndpoints.setRate, { params: { currency }, body, hide: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_KEY }),
  });
}

/** GET /api/ops/bank-account: the account buyers of VCoin transfer to; null while none is set. */
export const bankAccountQuery = queryOptions({
  queryKey: [...OPS_KEY, 'bank-account'],
  queryFn: ({ signal }) => api.call(opsEndpoints.bankAccount, { signal }),
});

/** PUT /api/ops/bank-account. */
export function useSetBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPlatformBankRequest) => api.call(opsEndpoints.setBankAccount, { body, hide: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_KEY }),
  });
}

/** GET /api/ops/ledger: the ledger at a glance. */
export const ledgerQuery = queryOptions({
  queryKey: [...OPS_KEY, 'ledger'],
  queryFn: ({ signal }) => api.call(opsEndpoints.ledger, { signal }),
});

/** POST /api/ops/ledger/verify: checks the ledger's invariants now. */
export function useVerifyLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(opsEndpoints.verifyLedger),
    onSuccess: (result) => {
      queryClient.setQueryData<LedgerOverview>(ledgerQuery.queryKey, (old) => (old ? { ...old, lastVerify: result } : old));
      return queryClient.invalidateQueries({ queryKey: OPS_KEY });
    },
  });
}

/** GET /api/ops/messages: the messages kept because no provider is set, newest first. */
export const messagesQuery = infiniteQueryOptions({
  queryKey: [...OPS_KEY, 'messages'],
  queryFn: ({ pageParam, signal }) => api.call(opsEndpoints.messages, { query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
});

/** GET /api/ops/actions: every operator action, newest first. */
export const actionsQuery = infiniteQueryOptions({
  queryKey: [...OPS_KEY, 'actions'],
  queryFn: ({ pageParam, signal }) => api.call(opsEndpoints.actions, { query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
});
