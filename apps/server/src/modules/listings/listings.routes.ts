import type { FastifyInstance } from 'fastify';
import {
  CreateListingRequest,
  ListingParams,
  ListingResponse,
  ListingShelfRequest,
  MyListingsQuery,
  MyListingsResponse,
  UpdateListingRequest,
} from '@panel/domain/contract/listings';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { checkPaymentTypesOffered } from '../payments/providers';
import { createListing, findMyListings, getMyListing, setListed, updateListing } from './listings.service';

/** The caller's listings: /productListing and /listing/addProduct. */
export function listingsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/product/listing', { config: { response: ListingResponse } }, async (request) => {
    const input = parse(CreateListingRequest, request.body);
    const { userId } = sessionOf(request);
    checkPaymentTypesOffered(ctx.payments, input.paymentMethods, 'paymentMethods');
    return ok(await createListing(ctx.db, input, { userId, now: ctx.clock.now() }));
  });

  app.get('/api/product/listing/list', { config: { response: MyListingsResponse } }, async (request) => {
    const input = parse(MyListingsQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await findMyListings(ctx.db, input, { userId }));
  });

  app.get('/api/product/listing/:id', { config: { response: ListingResponse } }, async (request) => {
    const { id } = parse(ListingParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await getMyListing(ctx.db, { id }, { userId }));
  });

  app.put('/api/product/listing/:id', { config: { response: ListingResponse } }, async (request) => {
    const { id } = parse(ListingParams, request.params);
    const input = parse(UpdateListingRequest, request.body);
    const { userId } = sessionOf(request);
    checkPaymentTypesOffered(ctx.payments, input.paymentMethods ?? [], 'paymentMethods');
    return ok(await updateListing(ctx.db, { id, ...input }, { userId, now: ctx.clock.now() }));
  });

  app.put('/api/product/listing/:id/shelf', { config: { response: ListingResponse } }, async (request) => {
    const { id } = parse(ListingParams, request.params);
    const { listed } = parse(ListingShelfRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await setListed(ctx.db, { id, listed }, { userId, now: ctx.clock.now() }));
  });
}
