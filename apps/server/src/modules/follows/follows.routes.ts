import type { FastifyInstance } from 'fastify';
import {
  BlockFollowerResponse,
  BlockListResponse,
  EndFollowResponse,
  FollowedResponse,
  FollowerDetailParams,
  FollowerDetailResponse,
  FollowersResponse,
  FollowerSearchRequest,
  FollowingResponse,
  FollowPairParams,
  FollowRequestInfoParams,
  FollowRequestInfoResponse,
  FollowRequestRequest,
  FollowRequestResponse,
  FollowStatisticsResponse,
  HandleFollowRequestQuery,
  HandleFollowRequestResponse,
  MyFollowRequestsQuery,
  MyFollowRequestsResponse,
  ReceivedFollowRequestsQuery,
  ReceivedFollowRequestsResponse,
  UnblockFollowerResponse,
} from '@panel/domain/contract/follows';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import {
  blockFollower,
  endFollow,
  findBlocked,
  findFollowers,
  findMyRequests,
  findReceivedRequests,
  getFollowerDetail,
  getFollowing,
  getFollowRequestInfo,
  getFollowStatistics,
  handleFollowRequest,
  isFollowing,
  requestFollow,
  unblockFollower,
} from './follows.service';

/** The follow calls of spec section 7 (paths to the letter) and the buyer's and owner's extra views. `{a}/{b}` = buyer's user id / store id. */
export function followsRoutes(app: FastifyInstance, ctx: AppContext) {
  const at = (userId: string) => ({ userId, now: ctx.clock.now() });

  // Buyer: requests and the store followed.
  app.post('/api-user/user/follow/request', { config: { response: FollowRequestResponse } }, async (request) => {
    const input = parse(FollowRequestRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await requestFollow(ctx.db, input, at(userId)));
  });

  app.get('/api/follow/requests/mine', { config: { response: MyFollowRequestsResponse } }, async (request) => {
    const input = parse(MyFollowRequestsQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await findMyRequests(ctx.db, input, { userId }));
  });

  app.get('/api/follow/following', { config: { response: FollowingResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    return ok(await getFollowing(ctx.db, { userId }));
  });

  // Owner: requests received, followers, block list.
  app.get('/api-user/user/follow/request/receiver', { config: { response: ReceivedFollowRequestsResponse } }, async (request) => {
    const input = parse(ReceivedFollowRequestsQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await findReceivedRequests(ctx.db, input, { userId }));
  });

  app.get('/api-user/user/follow/request/info/:id', { config: { response: FollowRequestInfoResponse } }, async (request) => {
    const input = parse(FollowRequestInfoParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await getFollowRequestInfo(ctx.db, input, { userId }));
  });

  app.put('/api-user/user/follow/handle', { config: { response: HandleFollowRequestResponse } }, async (request) => {
    const input = parse(HandleFollowRequestQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await handleFollowRequest(ctx.db, input, at(userId)));
  });

  app.post('/api-user/user/follow/buyers/v2', { config: { response: FollowersResponse } }, async (request) => {
    const input = parse(FollowerSearchRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await findFollowers(ctx.db, input, { userId }));
  });

  app.get('/api/follow/follower/:followId', { config: { response: FollowerDetailResponse } }, async (request) => {
    const input = parse(FollowerDetailParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await getFollowerDetail(ctx.db, input, { userId }));
  });

  app.post('/api-user/user/follow/block/list/v2', { config: { response: BlockListResponse } }, async (request) => {
    const input = parse(FollowerSearchRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await findBlocked(ctx.db, input, { userId }));
  });

  // Both sides of one pair.
  app.delete('/api-user/user/follow/buyer/:a/:b', { config: { response: EndFollowResponse } }, async (request) => {
    const pair = parse(FollowPairParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await endFollow(ctx.db, pair, { userId }));
  });

  app.post('/api-user/user/follow/block/:a/:b', { config: { response: BlockFollowerResponse } }, async (request) => {
    const pair = parse(FollowPairParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await blockFollower(ctx.db, pair, at(userId)));
  });

  app.delete('/api-user/user/follow/block/:a/:b', { config: { response: UnblockFollowerResponse } }, async (request) => {
    const pair = parse(FollowPairParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await unblockFollower(ctx.db, pair, { userId }));
  });

  app.get('/api-user/user/follow/followed/:a/:b', { config: { response: FollowedResponse } }, async (request) => {
    const pair = parse(FollowPairParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await isFollowing(ctx.db, pair, { userId }));
  });

  app.get('/api-user/user/follow/statistics', { config: { response: FollowStatisticsResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    return ok(await getFollowStatistics(ctx.db, { userId }));
  });
}
