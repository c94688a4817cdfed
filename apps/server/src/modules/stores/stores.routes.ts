import type { FastifyInstance } from 'fastify';
import {
  FollowSettingRequest,
  FollowSettingResponse,
  StoreDetailParams,
  StoreDetailResponse,
  StoreInfoResponse,
  StoreSearchQuery,
  StoreSearchResponse,
  UpdateStoreInfoRequest,
} from '@panel/domain/contract/stores';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { getStoreDetail, getStoreInfo, searchStores, setFollowSetting, updateStoreInfo } from './stores.service';

/** Store settings for its owner, and the store detail and search for buyers. */
export function storesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/store/info', { config: { response: StoreInfoResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    return ok(await getStoreInfo(ctx.db, { userId }));
  });

  app.put('/api/store/info', { config: { response: StoreInfoResponse } }, async (request) => {
    const input = parse(UpdateStoreInfoRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await updateStoreInfo(ctx.db, input, { userId }));
  });

  app.put('/api/store/follow-setting', { config: { response: FollowSettingResponse } }, async (request) => {
    const input = parse(FollowSettingRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await setFollowSetting(ctx.db, input, { userId }));
  });

  app.get('/api/store/detail/:storeId', { config: { response: StoreDetailResponse } }, async (request) => {
    const input = parse(StoreDetailParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await getStoreDetail(ctx.db, input, { userId }));
  });

  app.get('/api/store/search', { config: { response: StoreSearchResponse } }, async (request) => {
    const input = parse(StoreSearchQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await searchStores(ctx.db, input, { userId }));
  });
}
