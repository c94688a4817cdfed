// The inbox's reads and writes (decision 031): the bell's count, the list, marking read. The live
// stream's `notification` events refresh every key under NOTIFICATIONS_KEY (app/live-updates.ts).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MarkReadRequest } from '@panel/domain/contract/notifications';
import { notificationsEndpoints } from '@panel/domain/endpoints/notifications';
import { nextPageParam } from '../../components/paged-list';
import { api } from '../../lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** GET /api/notification/unread: quiet (a bell without its count is no reason for a message). */
export const unreadQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'unread'],
  queryFn: ({ signal }) => api.call(notificationsEndpoints.unread, { signal, hide: true }),
  staleTime: 30_000,
});

/** GET /api/notification/list, page by page, newest first. */
export const inboxQuery = infiniteQueryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'list'],
  queryFn: ({ signal, pageParam }) => api.call(notificationsEndpoints.list, { signal, query: { pageNum: pageParam, pageSize: 20 } }),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
  staleTime: 0,
});

/** POST /api/notification/read: the entries named, or all of them; answers the unread count left. */
export const markRead = (body: MarkReadRequest) => api.call(notificationsEndpoints.markRead, { body, hide: true });
