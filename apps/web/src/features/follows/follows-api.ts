// The buyer's follow calls: the store followed, the store search and detail, my requests, and
// sending or ending a follow. Both whole-body calls (the request and the unfollow) are unwrapped here.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { EndFollowResponse, FollowRequestRequest, FollowRequestResponse } from '@panel/domain/contract/follows';
import type { MallItem } from '@panel/domain/contract/mall';
import { followsEndpoints } from '@panel/domain/endpoints/follows';
import { mallEndpoints } from '@panel/domain/endpoints/mall';
import { storesEndpoints } from '@panel/domain/endpoints/stores';
import { FOLLOWS_KEY, storeDetailQuery } from '../../shared/follows/follow-queries';

export { storeDetailQuery };
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api } from '../../lib/api-client';
import { tracked } from '../../lib/analytics';

/** GET /api/follow/following: the store I follow, or null. */
export const followingQuery = queryOptions({
  queryKey: [...FOLLOWS_KEY, 'following'],
  queryFn: ({ signal }) => api.call(followsEndpoints.following, { signal }),
});

/** GET /api/store/search: by UID (exact) or name, paged. */
export const storeSearchQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: [...FOLLOWS_KEY, 'search', keyword],
    queryFn: ({ pageParam, signal }) => api.call(storesEndpoints.search, { query: { keyword, pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: keyword.trim() !== '',
  });

/** GET /api/follow/requests/mine: my requests, pending and answered, newest first. */
export const myRequestsQuery = infiniteQueryOptions({
  queryKey: [...FOLLOWS_KEY, 'requests', 'mine'],
  queryFn: ({ pageParam, signal }) => api.call(followsEndpoints.myRequests, { query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
});

/**
 * POST /api-user/user/follow/request (the whole body comes back; the client answers its data):
 * sent with `hide`, because a refusal for following another store is answered with a
 * confirmation, not a warning.
 */
export function sendFollowRequest(body: FollowRequestRequest): Promise<FollowRequestResponse> {
  return api.call(followsEndpoints.request, { body, hide: true }).then(tracked('h5-follow-request'));
}

/** DELETE /api-user/user/follow/buyer/{me}/{store} (the whole body comes back; the client answers its data): unfollow, or withdraw a pending request. */
export function unfollowStore(buyerId: string, storeId: string): Promise<EndFollowResponse> {
  return api.call(followsEndpoints.endFollow, { params: { a: buyerId, b: storeId } });
}

/** The name of a store, quietly (for a confirmation's text; null when it cannot be had). */
export async function findStoreName(storeId: string): Promise<string | null> {
  try {
    return (await api.call(storesEndpoints.detail, { params: { storeId }, hide: true })).name || null;
  } catch {
    return null;
  }
}

/** One of a store's listings as a buyer sees it (the mall's item). */
export type StoreListingItem = MallItem;

/** GET /api/product/mall/store/{id}: the store's listings visible to me, paged. */
export const storeListingsQuery = (storeId: string) =>
  infiniteQueryOptions({
    queryKey: [...FOLLOWS_KEY, 'store', storeId, 'listings'],
    queryFn: ({ pageParam, signal }) =>
      api.call(mallEndpoints.storeListings, { params: { storeId }, query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
