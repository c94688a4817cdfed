import type { FastifyInstance } from 'fastify';
import { storesSchemas as endpoints } from '@panel/domain/endpoints/stores.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { getStoreDetail, getStoreInfo, searchStores, setFollowSetting, updateStoreInfo } from './stores.service';

/** Store settings for its owner, and the store detail and search for buyers. */
export function storesRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.info, async (_, request) => ok(await getStoreInfo(ctx.db, { userId: sessionOf(request).userId })));

  serve(app, endpoints.updateInfo, async ({ body }, request) => ok(await updateStoreInfo(ctx.db, body, { userId: sessionOf(request).userId })));

  serve(app, endpoints.followSetting, async ({ body }, request) => ok(await setFollowSetting(ctx.db, body, { userId: sessionOf(request).userId })));

  serve(app, endpoints.detail, async ({ params }, request) => ok(await getStoreDetail(ctx.db, params, { userId: sessionOf(request).userId })));

  serve(app, endpoints.search, async ({ query }, request) => ok(await searchStores(ctx.db, query, { userId: sessionOf(request).userId })));
}
