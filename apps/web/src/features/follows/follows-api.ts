// The buyer's follow calls: the store followed, the store search and detail, my requests, and
// sending or ending a follow. Both whole-body calls (the request and the unfollow) are unwrapped here.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Envelope } from '@panel/domain/contract/envelope';
import type {
  EndFollowResponse,
  FollowingResponse,
  FollowRequestRequest,
  FollowRequestResponse,
  MyFollowRequestsResponse,
} from '@panel/domain/contract/follows';
import type { MallItem, MallStoreListResponse } from '@panel/domain/contract/mall';
import type { StoreDetailResponse, StoreSearchResponse } from '@panel/domain/contract/stores';
import { FOLLOWS_KEY, storeDetailQuery } from '../../shared/follows/follow-queries';

export { storeDetailQuery };
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api } from '../../lib/api-client';
import { tracked } from '../../lib/analytics';

/** GET /api/follow/following: the store I follow, or null. */
export const followingQuery = queryOptions({
  queryKey: [...FOLLOWS_KEY, 'following'],
  queryFn: ({ signal }) => api.get<FollowingResponse>('/api/follow/following', { signal }),
});


/** GET /api/store/search: by UID (exact) or name, paged. */
export const storeSearchQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: [...FOLLOWS_KEY, 'search', keyword],
    queryFn: ({ pageParam, signal }) =>
      api.get<StoreSearchResponse>('/api/store/search', { params: { keyword, pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: keyword.trim() !== '',
  });

/** GET /api/follow/requests/mine: my requests, pending and answered, newest first. */
export const myRequestsQuery = infiniteQueryOptions({
  queryKey: [...FOLLOWS_KEY, 'requests', 'mine'],
  queryFn: ({ pageParam, signal }) =>
    api.get<MyFollowRequestsResponse>('/api/follow/requests/mine', { params: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
});

/**
 * POST /api-user/user/follow/request (the whole body comes back): sent with `hide`, because a
 * refusal for following another store is answered with a confirmation, not a warning.
 */
export async function sendFollowRequest(body: FollowRequestRequest): Promise<FollowRequestResponse> {
  const answer = await api.post<Envelope<FollowRequestResponse>>('/api-user/user/follow/request', { json: body, hide: true }).then(tracked('h5-follow-request'));
  return answer.data;
}

/** DELETE /api-user/user/follow/buyer/{me}/{store} (the whole body comes back): unfollow, or withdraw a pending request. */
export async function unfollowStore(buyerId: string, storeId: string): Promise<EndFollowResponse> {
  const answer = await api.delete<Envelope<EndFollowResponse>>(
    `/api-user/user/follow/buyer/${encodeURIComponent(buyerId)}/${encodeURIComponent(storeId)}`,
  );
  return answer.data;
}

/** The name of a store, quietly (for a confirmation's text; null when it cannot be had). */
export async function findStoreName(storeId: string): Promise<string | null> {
  try {
    return (await api.get<StoreDetailResponse>(`/api/store/detail/${encodeURIComponent(storeId)}`, { hide: true })).name || null;
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
      api.get<MallStoreListResponse>(`/api/product/mall/store/${encodeURIComponent(storeId)}`, { params: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
