// Follow data more than one feature reads: the counters behind home's to-do list and the tab
// bar's badge, and the one cache key every follow answer lives under, so a change made on one
// screen (accept, block, unfollow ...) refreshes every other screen that shows follows.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FollowStatisticsResponse } from '@panel/domain/contract/follows';
import { storesEndpoints } from '@panel/domain/endpoints/stores';
import { api } from '../../lib/api-client';
import { currentUserQuery } from '../../lib/boot-queries';
import { FOLLOW_STATISTICS_READ } from './follow-requests';
import { isLive } from '../../lib/live-events';

/** The first part of the cache key of every follow answer (lists, details, counters, the store search). */
export const FOLLOWS_KEY = ['follows'] as const;

/** GET /api/store/detail/{storeId}: the store with its public contacts (null to a buyer it blocked) and my relation to it. */
export const storeDetailQuery = (storeId: string) =>
  queryOptions({
    queryKey: [...FOLLOWS_KEY, 'store', storeId],
    queryFn: ({ signal }) => api.call(storesEndpoints.detail, { params: { storeId }, signal }),
  });

/** GET /api-user/user/follow/statistics: background data of home and the tab bar; a failure only hides the badge. */
export const followStatisticsQuery = queryOptions({
  queryKey: [...FOLLOWS_KEY, 'statistics'],
  queryFn: ({ signal }) => api.read<FollowStatisticsResponse | null>(FOLLOW_STATISTICS_READ, { signal, hide: true }),
  staleTime: 0,
  // Every minute, unless the live stream brings its changes (app/live-updates.ts).
  refetchInterval: () => (isLive() ? false : 60_000),
});

/** What home lists as to do: requests waiting for my answer, and my own requests waiting for an answer. */
export function followTodoCount(statistics: FollowStatisticsResponse | null | undefined): number {
  if (!statistics) return 0;
  return (statistics.pendingRequests ?? 0) + (statistics.myPendingRequests ?? 0);
}

/** After a follow change: every follow answer, and the current user (whose roles follow the follows), load again. */
export async function refreshFollowData(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: FOLLOWS_KEY }), queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey })]);
}
