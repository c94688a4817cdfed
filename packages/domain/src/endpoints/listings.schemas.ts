import * as L from '../contract/listings';
import { bindSchemas } from './endpoint';
import { listingsEndpoints } from './listings';

export const listingsSchemas = bindSchemas(listingsEndpoints, {
  create: { body: L.CreateListingRequest, response: L.ListingResponse },
  mine: { query: L.MyListingsQuery, response: L.MyListingsResponse },
  listing: { params: L.ListingParams, response: L.ListingResponse },
  update: { params: L.ListingParams, body: L.UpdateListingRequest, response: L.ListingResponse },
  shelf: { params: L.ListingParams, body: L.ListingShelfRequest, response: L.ListingResponse },
});
