// The follow graph: a buyer asks to follow a store, its owner answers, removes, blocks and unblocks,
// and each side reads its lists and counters. `:a/:b` in a path is always the buyer's user id and the
// store's id (docs/decisions/003-follow-paths.md).
import type * as F from '../contract/follows';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const followsEndpoints = {
  request: endpoint<{ body: typeof F.FollowRequestRequest; response: typeof F.FollowRequestResponse }>({
    method: 'POST',
    path: '/api-user/user/follow/request',
    access: 'user',
    summary: 'Asks to follow a store (a store that accepts everyone accepts at once); a buyer follows one store at a time.',
    errors: [E.OPERATION_DENIED, E.ORDER_ACCESS_DENIED],
  }),
  myRequests: endpoint<{ query: typeof F.MyFollowRequestsQuery; response: typeof F.MyFollowRequestsResponse }>({
    method: 'GET',
    path: '/api/follow/requests/mine',
    access: 'user',
    summary: "The caller's follow requests, pending and answered, newest first.",
  }),
  following: endpoint<{ response: typeof F.FollowingResponse }>({
    method: 'GET',
    path: '/api/follow/following',
    access: 'user',
    scope: 'read',
    summary: 'The store the caller follows, or null.',
  }),
  receivedRequests: endpoint<{ query: typeof F.ReceivedFollowRequestsQuery; response: typeof F.ReceivedFollowRequestsResponse }>({
    method: 'GET',
    path: '/api-user/user/follow/request/receiver',
    access: 'user',
    summary: "The follow requests to the caller's store in one status, newest first.",
  }),
  requestInfo: endpoint<{ params: typeof F.FollowRequestInfoParams; response: typeof F.FollowRequestInfoResponse }>({
    method: 'GET',
    path: '/api-user/user/follow/request/info/:id',
    access: 'user',
    summary: 'One follow request, for the store that received it or the buyer who sent it.',
    errors: [E.FOLLOW_NO_PERMISSION],
  }),
  handleRequest: endpoint<{ query: typeof F.HandleFollowRequestQuery; response: typeof F.HandleFollowRequestResponse }>({
    method: 'PUT',
    path: '/api-user/user/follow/handle',
    access: 'user',
    summary: "Accepts or rejects a pending follow request to the caller's store.",
    errors: [E.FOLLOW_NO_PERMISSION, E.OPERATION_DENIED],
  }),
  followers: endpoint<{ body: typeof F.FollowerSearchRequest; response: typeof F.FollowersResponse }>({
    method: 'POST',
    path: '/api-user/user/follow/buyers/v2',
    access: 'user',
    summary: "The followers of the caller's store, found by UID (exact) or nickname.",
  }),
  follower: endpoint<{ params: typeof F.FollowerDetailParams; response: typeof F.FollowerDetailResponse }>({
    method: 'GET',
    path: '/api/follow/follower/:followId',
    access: 'user',
    summary: "One relation of the caller's store with a buyer, in any state.",
    errors: [E.FOLLOW_NO_PERMISSION],
  }),
  blocked: endpoint<{ body: typeof F.FollowerSearchRequest; response: typeof F.BlockListResponse }>({
    method: 'POST',
    path: '/api-user/user/follow/block/list/v2',
    access: 'user',
    summary: "The buyers the caller's store blocked, found by UID (exact) or nickname.",
  }),
  endFollow: endpoint<{ params: typeof F.FollowPairParams; response: typeof F.EndFollowResponse }>({
    method: 'DELETE',
    path: '/api-user/user/follow/buyer/:a/:b',
    access: 'user',
    summary: "Ends a follow or withdraws a pending request, by the buyer or by the store's owner.",
    errors: [E.FOLLOW_NO_PERMISSION, E.ORDER_ACCESS_DENIED, E.OPERATION_DENIED],
  }),
  block: endpoint<{ params: typeof F.FollowPairParams; response: typeof F.BlockFollowerResponse }>({
    method: 'POST',
    path: '/api-user/user/follow/block/:a/:b',
    access: 'user',
    summary: "Blocks a buyer from the caller's store, whatever the relation was.",
    errors: [E.FOLLOW_NO_PERMISSION],
  }),
  unblock: endpoint<{ params: typeof F.FollowPairParams; response: typeof F.UnblockFollowerResponse }>({
    method: 'DELETE',
    path: '/api-user/user/follow/block/:a/:b',
    access: 'user',
    summary: "Unblocks a buyer of the caller's store, who may then ask to follow again.",
    errors: [E.FOLLOW_NO_PERMISSION],
  }),
  followed: endpoint<{ params: typeof F.FollowPairParams; response: typeof F.FollowedResponse }>({
    method: 'GET',
    path: '/api-user/user/follow/followed/:a/:b',
    access: 'user',
    summary: "Whether the buyer follows the store, for the buyer or the store's owner.",
    errors: [E.FOLLOW_NO_PERMISSION],
  }),
  statistics: endpoint<{ response: typeof F.FollowStatisticsResponse }>({
    method: 'GET',
    path: '/api-user/user/follow/statistics',
    access: 'user',
    summary: "The follow counters: the caller's store's followers, pending requests and blocks, and the caller's own follow and pending requests.",
  }),
};
