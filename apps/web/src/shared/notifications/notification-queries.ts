// The inbox's reads and writes (decision 031): the bell's count, the list, marking read. The live
// stream's `notification` events refresh every key under NOTIFICATIONS_KEY (app/live-updates.ts).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NotificationListResponse, UnreadResponse } from '@panel/domain/contract/notifications';
import { nextPageParam } from '../../components/paged-list';
import { api } from '../../lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** GET /api/notification/unread: quiet (a bell without its count is no reason for a message). */
export const unreadQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'unread'],
  queryFn: ({ signal }) => api.get<UnreadResponse>('/api/notification/unread', { signal, hide: true }),
  staleTime: 30_000,
});

/** GET /api/notification/list, page by page, newest first. */
export const inboxQuery = infiniteQueryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'list'],
  queryFn: ({ signal, pageParam }) => api.get<NotificationListResponse>('/api/notification/list', { signal, params: { pageNum: pageParam, pageSize: 20 } }),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
  staleTime: 0,
});

/** POST /api/notification/read: the entries named, or all of them; answers the unread count left. */
export const markRead = (body: { ids: string[] } | { all: true }) => api.post<UnreadResponse>('/api/notification/read', { json: body, hide: true });
