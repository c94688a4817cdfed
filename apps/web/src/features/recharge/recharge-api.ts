// The recharge calls of the panel (packages/domain/src/contract/recharge.ts): the recharge cards of
// the caller's stock, the accounts recharged recently, starting a recharge (a task, with its
// submit's Idempotency-Key), the recharges, one recharge with every account's result, the units
// each account used, and undoing one account. Every answer lives under ['recharge'], so one
// invalidate of RECHARGE_KEY refreshes the recharges and the stock they took units from.
import { infiniteQueryOptions, keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { RechargeSummary, StartRechargeRequest } from '@panel/domain/contract/recharge';
import { cardsEndpoints } from '@panel/domain/endpoints/cards';
import { rechargeEndpoints } from '@panel/domain/endpoints/recharge';
import { stockEndpoints } from '@panel/domain/endpoints/stock';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';
import { isFinished } from '../../shared/task-progress/use-task-progress';

export const RECHARGE_KEY = ['recharge'] as const;
const page = { initialPageParam: 1, getNextPageParam: nextPageParam };

/** How often a screen showing a running recharge asks again. */
export const RUNNING_POLL_MS = 2000;
/** Recharges on /recharge/recent (the first page). */
export const RECENT_SIZE = 10;

/** The list filter of /recharge/list ('' for all). */
export type RechargeFilter = 'IN_PROGRESS' | 'COMPLETED' | '';

/** True while any of the recharges is still running. */
export const anyRunning = (recharges: readonly Pick<RechargeSummary, 'state'>[] | undefined) =>
  (recharges ?? []).some((recharge) => !isFinished(recharge.state));

/** GET /api/product/stock/list?type=RECHARGE_CARD: the caller's recharge cards with their free units (the stock list's call), for /recharge/selectCard. */
export const rechargeCardsQuery = infiniteQueryOptions({
  queryKey: [...RECHARGE_KEY, 'cards'],
  queryFn: ({ pageParam, signal }) => api.call(stockEndpoints.list, { query: { type: 'RECHARGE_CARD', pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
  ...page,
});

/** GET /api/product/card/{id}: the card picked, with the caller's counts (its free units); quiet, a card not the caller's is a state of the screen. */
export const rechargeCardQuery = (cardId: string) =>
  queryOptions({
    queryKey: [...RECHARGE_KEY, 'card', cardId],
    queryFn: ({ signal }) => api.call(cardsEndpoints.card, { params: { id: cardId }, signal, hide: true }),
    staleTime: 0,
  });

/** GET /api/recharge/history-accounts: the accounts the caller recharged recently, newest first. */
export const historyAccountsQuery = queryOptions({
  queryKey: [...RECHARGE_KEY, 'history-accounts'],
  queryFn: ({ signal }) => api.call(rechargeEndpoints.historyAccounts, { signal }),
});

/** GET /api/recharge/list (first page): the caller's latest recharges, asked again while one runs. */
export const recentRechargesQuery = queryOptions({
  queryKey: [...RECHARGE_KEY, 'list', 'recent'],
  queryFn: ({ signal }) => api.call(rechargeEndpoints.list, { query: { pageNum: 1, pageSize: RECENT_SIZE }, signal }),
  staleTime: 0,
  refetchInterval: (query) => (anyRunning(query.state.data?.list) ? RUNNING_POLL_MS : false),
});

/** GET /api/recharge/list?status=: every recharge of the caller, newest first, in progress or completed. */
export const rechargeListQuery = (status: RechargeFilter) =>
  infiniteQueryOptions({
    queryKey: [...RECHARGE_KEY, 'list', 'all', status],
    queryFn: ({ pageParam, signal }) =>
      api.call(rechargeEndpoints.list, { query: { status: status || undefined, pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    ...page,
    refetchInterval: (query) => (anyRunning(query.state.data?.pages[0]?.list) ? RUNNING_POLL_MS : false),
  });

/** GET /api/recharge/list?status=IN_PROGRESS&cardId=: the card's recharges still running (the one a 2000011 speaks of); quiet. */
export function findRunningRecharge(cardId: string): Promise<RechargeSummary | undefined> {
  return api.call(rechargeEndpoints.list, { query: { status: 'IN_PROGRESS', cardId, pageNum: 1, pageSize: 1 }, hide: true }).then((answer) => answer.list[0]);
}

/** GET /api/recharge/{taskId}: one recharge with every account's result, asked again while it runs; quiet, 150004 (not the caller's, or unknown) is a state of the screen. */
export const rechargeDetailQuery = (taskId: string) =>
  queryOptions({
    queryKey: [...RECHARGE_KEY, 'detail', taskId],
    queryFn: ({ signal }) => api.call(rechargeEndpoints.detail, { params: { taskId }, signal, hide: true }),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !isFinished(query.state.data.state) ? RUNNING_POLL_MS : false),
  });

/** GET /api/recharge/{taskId}/units?account=: the units each account used; quiet like the recharge. */
export const rechargeUnitsQuery = (taskId: string, account: string) =>
  infiniteQueryOptions({
    queryKey: [...RECHARGE_KEY, 'detail', taskId, 'units', account],
    queryFn: ({ pageParam, signal }) =>
      api.call(rechargeEndpoints.units, {
        params: { taskId },
        query: { account: account || undefined, pageNum: pageParam, pageSize: PAGE_SIZE },
        signal,
        hide: true,
      }),
    ...page,
    retry: false,
    placeholderData: keepPreviousData,
  });

export type StartVariables = { body: StartRechargeRequest };

/** POST /api/recharge: quiet, the screen says each refusal itself (2000011, 120035, 130012, 130085, the accounts' rules). */
export function useStartRecharge() {
  const queryClient = useQueryClient();
  return useMoneyCall(
    ({ body }: StartVariables, idempotencyKey) => api.call(rechargeEndpoints.start, { body, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
    {
      onSettled: () => queryClient.invalidateQueries({ queryKey: RECHARGE_KEY }),
    },
  );
}

export type UndoVariables = { taskId: string; account: string };

/** POST /api/recharge/{taskId}/undo: quiet, the row says 130083 / 130084 with the reason. */
export function useUndoRecharge() {
  const queryClient = useQueryClient();
  return useMoneyCall(
    ({ taskId, account }: UndoVariables, idempotencyKey) =>
      api.call(rechargeEndpoints.undo, { params: { taskId }, body: { account }, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
    {
      onSettled: () => queryClient.invalidateQueries({ queryKey: RECHARGE_KEY }),
    },
  );
}
