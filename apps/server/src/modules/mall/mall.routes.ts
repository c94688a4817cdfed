import type { FastifyInstance } from 'fastify';
import { mallSchemas as endpoints } from '@panel/domain/endpoints/mall.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { offeredPaymentTypes } from '../payments/payments.public';
import { findMallBrands, findMallListings, findStoreListings, getMallListing } from './mall.service';

/** The buyer's mall: /mall, /goodDetail/{id} and /following/store/products/{id}. */
export function mallRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.list, async ({ query }, request) => ok(await findMallListings(ctx.db, query, { userId: sessionOf(request).userId })));

  serve(app, endpoints.brands, async (_, request) => ok(await findMallBrands(ctx.db, { userId: sessionOf(request).userId })));

  serve(app, endpoints.storeListings, async ({ params: { storeId }, query }, request) =>
    ok(await findStoreListings(ctx.db, { storeId, ...query }, { userId: sessionOf(request).userId })),
  );

  serve(app, endpoints.detail, async ({ params: { id }, query: { quantity } }, request) => {
    const { userId } = sessionOf(request);
    return ok(await getMallListing(ctx.db, { id, quantity }, { userId, paymentTypes: offeredPaymentTypes(ctx.payments) }));
  });
}
