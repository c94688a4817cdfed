import type { FastifyInstance } from 'fastify';
import { MallDetailParams, MallDetailQuery, MallListQuery, MallStoreParams } from '@panel/domain/contract/mall';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { findMallBrands, findMallListings, findStoreListings, getMallListing } from './mall.service';

/** The buyer's mall: /mall, /goodDetail/{id} and /following/store/products/{id}. */
export function mallRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/product/mall/list', async (request) => {
    const input = parse(MallListQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await findMallListings(ctx.db, input, { userId }));
  });

  app.get('/api/product/mall/brands', async (request) => {
    const { userId } = sessionOf(request);
    return ok(await findMallBrands(ctx.db, { userId }));
  });

  app.get('/api/product/mall/store/:storeId', async (request) => {
    const { storeId } = parse(MallStoreParams, request.params);
    const input = parse(MallListQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await findStoreListings(ctx.db, { storeId, ...input }, { userId }));
  });

  app.get('/api/product/mall/detail/:id', async (request) => {
    const { id } = parse(MallDetailParams, request.params);
    const { quantity } = parse(MallDetailQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await getMallListing(ctx.db, { id, quantity }, { userId }));
  });
}
