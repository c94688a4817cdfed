import type { FastifyInstance } from 'fastify';
import { followsSchemas as endpoints } from '@panel/domain/endpoints/follows.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { blockFollower, endFollow, findBlocked, findFollowers, getFollowerDetail, unblockFollower } from './followers.service';
import {
  findMyRequests,
  findReceivedRequests,
  getFollowing,
  getFollowRequestInfo,
  getFollowStatistics,
  handleFollowRequest,
  isFollowing,
  requestFollow,
} from './follows.service';

/** The follow calls of spec section 7 (paths to the letter) and the buyer's and owner's extra views. `{a}/{b}` = buyer's user id / store id. */
export function followsRoutes(app: FastifyInstance, ctx: AppContext) {
  const at = (userId: string) => ({ userId, now: ctx.clock.now() });

  // Buyer: requests and the store followed.
  serve(app, endpoints.request, async ({ body }, request) => ok(await requestFollow(ctx.db, body, at(sessionOf(request).userId))));

  serve(app, endpoints.myRequests, async ({ query }, request) => ok(await findMyRequests(ctx.db, query, { userId: sessionOf(request).userId })));

  serve(app, endpoints.following, async (_, request) => ok(await getFollowing(ctx.db, { userId: sessionOf(request).userId })));

  // Owner: requests received, followers, block list.
  serve(app, endpoints.receivedRequests, async ({ query }, request) => ok(await findReceivedRequests(ctx.db, query, { userId: sessionOf(request).userId })));

  serve(app, endpoints.requestInfo, async ({ params }, request) => ok(await getFollowRequestInfo(ctx.db, params, { userId: sessionOf(request).userId })));

  serve(app, endpoints.handleRequest, async ({ query }, request) => ok(await handleFollowRequest(ctx.db, query, at(sessionOf(request).userId))));

  serve(app, endpoints.followers, async ({ body }, request) => ok(await findFollowers(ctx.db, body, { userId: sessionOf(request).userId })));

  serve(app, endpoints.follower, async ({ params }, request) => ok(await getFollowerDetail(ctx.db, params, { userId: sessionOf(request).userId })));

  serve(app, endpoints.blocked, async ({ body }, request) => ok(await findBlocked(ctx.db, body, { userId: sessionOf(request).userId })));

  // Both sides of one pair.
  serve(app, endpoints.endFollow, async ({ params }, request) => ok(await endFollow(ctx.db, params, { userId: sessionOf(request).userId })));

  serve(app, endpoints.block, async ({ params }, request) => ok(await blockFollower(ctx.db, params, at(sessionOf(request).userId))));

  serve(app, endpoints.unblock, async ({ params }, request) => ok(await unblockFollower(ctx.db, params, { userId: sessionOf(request).userId })));

  serve(app, endpoints.followed, async ({ params }, request) => ok(await isFollowing(ctx.db, params, { userId: sessionOf(request).userId })));

  serve(app, endpoints.statistics, async (_, request) => ok(await getFollowStatistics(ctx.db, { userId: sessionOf(request).userId })));
}
