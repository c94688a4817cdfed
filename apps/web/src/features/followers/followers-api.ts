// The store owner's follow calls: followers, requests received, the block list, one follower, and
// answering, removing, blocking and unblocking. `{a}/{b}` in a path is always
// `{buyer's user id}/{store id}` (docs/decisions/003-follow-paths.md).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  BlockFollowerResponse,
  EndFollowResponse,
  FollowAction,
  HandleFollowRequestResponse,
  UnblockFollowerResponse,
} from '@panel/domain/contract/follows';
import { followsEndpoints } from '@panel/domain/endpoints/follows';
import { FOLLOWS_KEY } from '../../shared/follows/follow-queries';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api } from '../../lib/api-client';

/** Statuses the request list can show (a block is not a request). */
export const RECEIVED_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type ReceivedStatus = (typeof RECEIVED_STATUSES)[number];

const pair = (buyerId: string, storeId: string) => ({ a: buyerId, b: storeId });

/** POST /api-user/user/follow/buyers/v2: my store's followers, by UID (exact) or nickname. */
export const followersQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: [...FOLLOWS_KEY, 'followers', keyword],
    queryFn: ({ pageParam, signal }) =>
      api.call(followsEndpoints.followers, {
        body: { keyword: keyword || undefined, pageNum: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** POST /api-user/user/follow/block/list/v2: my block list, by UID (exact) or nickname. */
export const blockListQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: [...FOLLOWS_KEY, 'blocked', keyword],
    queryFn: ({ pageParam, signal }) =>
      api.call(followsEndpoints.blocked, {
        body: { keyword: keyword || undefined, pageNum: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** GET /api-user/user/follow/request/receiver: requests to my store in one status, newest first. */
export const receivedRequestsQuery = (status: ReceivedStatus) =>
  infiniteQueryOptions({
    queryKey: [...FOLLOWS_KEY, 'requests', 'received', status],
    queryFn: ({ pageParam, signal }) =>
      api.call(followsEndpoints.receivedRequests, {
        query: { status, pageNum: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** GET /api-user/user/follow/request/info/{id} */
export const requestInfoQuery = (id: string) =>
  queryOptions({
    queryKey: [...FOLLOWS_KEY, 'requests', 'info', id],
    queryFn: ({ signal }) => api.call(followsEndpoints.requestInfo, { params: { id }, signal }),
  });

/**
 * GET /api/follow/follower/{followId}: one relation of my store, in any state. Quiet: a relation
 * that is gone (removed, unblocked) answers no-permission, which the screen shows itself.
 */
export const followerDetailQuery = (followId: string) =>
  queryOptions({
    queryKey: [...FOLLOWS_KEY, 'follower', followId],
    queryFn: ({ signal }) => api.call(followsEndpoints.follower, { params: { followId }, signal, hide: true }),
  });

/** PUT /api-user/user/follow/handle?id=&action=: sent with `hide`, so an answer that came too late gets its own text. */
export function handleFollowRequest(id: string, action: FollowAction): Promise<HandleFollowRequestResponse> {
  return api.call(followsEndpoints.handleRequest, { query: { id, action }, hide: true });
}

/** DELETE /api-user/user/follow/buyer/{buyer}/{store} (the whole body comes back; the client answers its data): removes a follower. */
export function removeFollower(buyerId: string, storeId: string): Promise<EndFollowResponse> {
  return api.call(followsEndpoints.endFollow, { params: pair(buyerId, storeId), hide: true });
}

/** POST /api-user/user/follow/block/{buyer}/{store} */
export function blockFollower(buyerId: string, storeId: string): Promise<BlockFollowerResponse> {
  return api.call(followsEndpoints.block, { params: pair(buyerId, storeId) });
}

/** DELETE /api-user/user/follow/block/{buyer}/{store} */
export function unblockFollower(buyerId: string, storeId: string): Promise<UnblockFollowerResponse> {
  return api.call(followsEndpoints.unblock, { params: pair(buyerId, storeId) });
}
