import type { FastifyInstance } from 'fastify';
import {
  MallBrandsResponse,
  MallDetailParams,
  MallDetailQuery,
  MallDetailResponse,
  MallListQuery,
  MallListResponse,
  MallStoreListResponse,
  MallStoreParams,
} from '@panel/domain/contract/mall';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { offeredPaymentTypes } from '../payments/providers';
import { findMallBrands, findMallListings, findStoreListings, getMallListing } from './mall.service';

/** The buyer's mall: /mall, /goodDetail/{id} and /following/store/products/{id}. */
export function mallRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/product/mall/list', { config: { response: MallListResponse } }, async (request) => {
    const input = parse(MallListQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await findMallListings(ctx.db, input, { userId }));
  });

  app.get('/api/product/mall/brands', { config: { response: MallBrandsResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    return ok(await findMallBrands(ctx.db, { userId }));
  });

  app.get('/api/product/mall/store/:storeId', { config: { response: MallStoreListResponse } }, async (request) => {
    const { storeId } = parse(MallStoreParams, request.params);
    const input = parse(MallListQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await findStoreListings(ctx.db, { storeId, ...input }, { userId }));
  });

  app.get('/api/product/mall/detail/:id', { config: { response: MallDetailResponse } }, async (request) => {
    const { id } = parse(MallDetailParams, request.params);
    const { quantity } = parse(MallDetailQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await getMallListing(ctx.db, { id, quantity }, { userId, paymentTypes: offeredPaymentTypes(ctx.payments) }));
  });
}
