import * as F from '../contract/follows';
import { bindSchemas } from './endpoint';
import { followsEndpoints } from './follows';

export const followsSchemas = bindSchemas(followsEndpoints, {
  request: { body: F.FollowRequestRequest, response: F.FollowRequestResponse },
  myRequests: { query: F.MyFollowRequestsQuery, response: F.MyFollowRequestsResponse },
  following: { response: F.FollowingResponse },
  receivedRequests: { query: F.ReceivedFollowRequestsQuery, response: F.ReceivedFollowRequestsResponse },
  requestInfo: { params: F.FollowRequestInfoParams, response: F.FollowRequestInfoResponse },
  handleRequest: { query: F.HandleFollowRequestQuery, response: F.HandleFollowRequestResponse },
  followers: { body: F.FollowerSearchRequest, response: F.FollowersResponse },
  follower: { params: F.FollowerDetailParams, response: F.FollowerDetailResponse },
  blocked: { body: F.FollowerSearchRequest, response: F.BlockListResponse },
  endFollow: { params: F.FollowPairParams, response: F.EndFollowResponse },
  block: { params: F.FollowPairParams, response: F.BlockFollowerResponse },
  unblock: { params: F.FollowPairParams, response: F.UnblockFollowerResponse },
  followed: { params: F.FollowPairParams, response: F.FollowedResponse },
  statistics: { response: F.FollowStatisticsResponse },
});
