// A seller's listings: putting a card of the caller's stock on sale with its price tiers, audience and
// payment methods, editing it, and taking it off or back on the shelf.
import type * as L from '../contract/listings';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

/** What saving a listing's fields can be refused for, besides a field's own error. */
const LISTING_RULES = [E.WHOLESALE_EQUALS_RETAIL, E.INCORRECT_PRICE, E.CURRENCY_NOT_SUPPORTED, E.PAYMENT_METHOD_UNAVAILABLE];

export const listingsEndpoints = {
  create: endpoint<{ body: typeof L.CreateListingRequest; response: typeof L.ListingResponse }>({
    method: 'POST',
    path: '/api/product/listing',
    access: 'user',
    summary: "Puts a card of the caller's stock on sale (one listing per card), setting aside its limited quantity.",
    errors: [E.CATALOGUE_NO_PERMISSION, E.UNION_GOODS_DENIED, E.ONE_PRODUCT_PER_CARD, E.INSUFFICIENT_STOCK, ...LISTING_RULES],
  }),
  mine: endpoint<{ query: typeof L.MyListingsQuery; response: typeof L.MyListingsResponse }>({
    method: 'GET',
    path: '/api/product/listing/list',
    access: 'user',
    summary: "The caller's listings, on the shelf or off it, newest first.",
  }),
  listing: endpoint<{ params: typeof L.ListingParams; response: typeof L.ListingResponse }>({
    method: 'GET',
    path: '/api/product/listing/:id',
    access: 'user',
    summary: "One of the caller's listings with the users it is shown to.",
    errors: [E.CATALOGUE_NO_PERMISSION],
  }),
  update: endpoint<{ params: typeof L.ListingParams; body: typeof L.UpdateListingRequest; response: typeof L.ListingResponse }>({
    method: 'PUT',
    path: '/api/product/listing/:id',
    access: 'user',
    summary: "Saves one of the caller's listings, setting aside its limited quantity again.",
    errors: [E.CATALOGUE_NO_PERMISSION, E.UNION_GOODS_DENIED, E.INSUFFICIENT_STOCK, ...LISTING_RULES],
  }),
  shelf: endpoint<{ params: typeof L.ListingParams; body: typeof L.ListingShelfRequest; response: typeof L.ListingResponse }>({
    method: 'PUT',
    path: '/api/product/listing/:id/shelf',
    access: 'user',
    summary: "Takes one of the caller's listings off the shelf (its set-aside units freed) or puts it back.",
    errors: [E.CATALOGUE_NO_PERMISSION, E.UNION_GOODS_DENIED, E.INSUFFICIENT_STOCK],
  }),
};
