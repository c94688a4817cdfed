// What home's follow to-dos show beyond the counters: the first requests waiting for my answer,
// and my own request waiting at a store. Background data: failures only leave the items plainer.
import { queryOptions } from '@tanstack/react-query';
import { followsEndpoints } from '@panel/domain/endpoints/follows';
import { FOLLOWS_KEY } from '../../shared/follows/follow-queries';
import { api } from '../../lib/api-client';

/** How many requesters home names. */
export const PREVIEW_SIZE = 3;

export const receivedPreviewQuery = queryOptions({
  queryKey: [...FOLLOWS_KEY, 'home', 'received'],
  queryFn: ({ signal }) =>
    api.call(followsEndpoints.receivedRequests, {
      query: { status: 'PENDING', pageNum: 1, pageSize: PREVIEW_SIZE },
      signal,
      hide: true,
    }),
  staleTime: 0,
});

export const myPendingPreviewQuery = queryOptions({
  queryKey: [...FOLLOWS_KEY, 'home', 'mine'],
  queryFn: ({ signal }) => api.call(followsEndpoints.myRequests, { query: { status: 'PENDING', pageNum: 1, pageSize: 1 }, signal, hide: true }),
  staleTime: 0,
});
