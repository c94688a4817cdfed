// The activation code calls of the panel (packages/domain/src/contract/codes.ts): the cards whose
// free units can be made into codes, starting a generation (a task, with its submit's
// Idempotency-Key), the caller's generation records and a record's codes. Every answer lives under
// ['codes'], so one invalidate of CODES_KEY refreshes the records and the stock they were made from.
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { CodeRecord, GenerateCodesRequest } from '@panel/domain/contract/codes';
import type { CodeStatus } from '@panel/domain/codes';
import { cardsEndpoints } from '@panel/domain/endpoints/cards';
import { codesEndpoints } from '@panel/domain/endpoints/codes';
import { stockEndpoints } from '@panel/domain/endpoints/stock';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';
import { isFinished } from '../../shared/task-progress/use-task-progress';

export const CODES_KEY = ['codes'] as const;
const page = { initialPageParam: 1, getNextPageParam: nextPageParam };

/** How often a list with a running generation asks again. */
export const RUNNING_POLL_MS = 2000;
/** Records on /generate/recent (the first page). */
export const RECENT_SIZE = 10;

/** True while any of the records is still making its codes. */
export const anyRunning = (records: readonly Pick<CodeRecord, 'state'>[] | undefined) => (records ?? []).some((record) => !isFinished(record.state));

/** GET /api/product/stock/list: the caller's cards (own and bought) with their free units, for /generate/selectCard. */
export const codeCardsQuery = infiniteQueryOptions({
  queryKey: [...CODES_KEY, 'cards'],
  queryFn: ({ pageParam, signal }) => api.call(stockEndpoints.list, { query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
  ...page,
});

/** GET /api/product/card/{id}: the card picked, with the caller's counts (its free units); quiet, a card not the caller's is a state of the screen. */
export const codeCardQuery = (cardId: string) =>
  queryOptions({
    queryKey: [...CODES_KEY, 'card', cardId],
    queryFn: ({ signal }) => api.call(cardsEndpoints.card, { params: { id: cardId }, signal, hide: true }),
    staleTime: 0,
  });

/** GET /api/codes/records (first page): the caller's latest generations, asked again while one runs (quietly: the screen says when it cannot load). */
export const recentRecordsQuery = queryOptions({
  queryKey: [...CODES_KEY, 'records', 'recent'],
  queryFn: ({ signal }) => api.call(codesEndpoints.records, { query: { pageNum: 1, pageSize: RECENT_SIZE }, signal, hide: true }),
  staleTime: 0,
  refetchInterval: (query) => (anyRunning(query.state.data?.list) ? RUNNING_POLL_MS : false),
});

/** GET /api/codes/records: every generation of the caller, newest first; quiet like the recent ones. */
export const codeRecordsQuery = infiniteQueryOptions({
  queryKey: [...CODES_KEY, 'records', 'all'],
  queryFn: ({ pageParam, signal }) => api.call(codesEndpoints.records, { query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal, hide: true }),
  ...page,
  refetchInterval: (query) => (anyRunning(query.state.data?.pages[0]?.list) ? RUNNING_POLL_MS : false),
});

/** GET /api/codes/records/{taskId}: one generation; quiet, 150004 (not the caller's, or unknown) is a state of the screen. */
export const codeRecordQuery = (taskId: string) =>
  queryOptions({
    queryKey: [...CODES_KEY, 'record', taskId],
    queryFn: ({ signal }) => api.call(codesEndpoints.record, { params: { taskId }, signal, hide: true }),
    retry: false,
    staleTime: 0,
    // Its codes made so far, while it runs (the task's own progress counts batches of codes).
    refetchInterval: (query) => (query.state.data && !isFinished(query.state.data.state) ? RUNNING_POLL_MS : false),
  });

export type CodesFilter = { keyword: string; status: CodeStatus | '' };

/** GET /api/codes/records/{taskId}/codes: the record's codes, by code or account and by status; quiet like the record. */
export const recordCodesQuery = (taskId: string, { keyword, status }: CodesFilter) =>
  infiniteQueryOptions({
    queryKey: [...CODES_KEY, 'record', taskId, 'codes', keyword, status],
    queryFn: ({ pageParam, signal }) =>
      api.call(codesEndpoints.codes, {
        params: { taskId },
        query: { keyword: keyword || undefined, status: status || undefined, pageNum: pageParam, pageSize: PAGE_SIZE },
        signal,
        hide: true,
      }),
    ...page,
    retry: false,
  });

export type GenerateVariables = { body: GenerateCodesRequest };

/** POST /api/codes/generate: quiet, the screen shows a refusal at its field (120035 at the quantity, 130085 at the card). */
export function useGenerateCodes() {
  const queryClient = useQueryClient();
  return useMoneyCall(
    ({ body }: GenerateVariables, idempotencyKey) => api.call(codesEndpoints.generate, { body, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
    {
      onSettled: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }),
    },
  );
}
