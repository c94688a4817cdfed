import type { FastifyInstance } from 'fastify';
import { listingsSchemas as endpoints } from '@panel/domain/endpoints/listings.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { checkPaymentTypesOffered } from '../payments/payments.public';
import { createListing, findMyListings, getMyListing, setListed, updateListing } from './listings.service';

/** The caller's listings: /productListing and /listing/addProduct. */
export function listingsRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.create, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    checkPaymentTypesOffered(ctx.payments, body.paymentMethods, 'paymentMethods');
    return ok(await createListing(ctx.db, body, { userId, now: ctx.clock.now() }));
  });

  serve(app, endpoints.mine, async ({ query }, request) => ok(await findMyListings(ctx.db, query, { userId: sessionOf(request).userId })));

  serve(app, endpoints.listing, async ({ params: { id } }, request) => ok(await getMyListing(ctx.db, { id }, { userId: sessionOf(request).userId })));

  serve(app, endpoints.update, async ({ params: { id }, body }, request) => {
    const { userId } = sessionOf(request);
    checkPaymentTypesOffered(ctx.payments, body.paymentMethods ?? [], 'paymentMethods');
    return ok(await updateListing(ctx.db, { id, ...body }, { userId, now: ctx.clock.now() }));
  });

  serve(app, endpoints.shelf, async ({ params: { id }, body: { listed } }, request) =>
    ok(await setListed(ctx.db, { id, listed }, { userId: sessionOf(request).userId, now: ctx.clock.now() })),
  );
}
