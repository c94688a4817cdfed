// The catalogue calls of the panel (docs/decisions/006-catalogue.md): cards and stock, listings,
// and the mall a buyer sees. Types come from the contract in packages/domain. Writes are mutation
// hooks; each refreshes every catalogue answer once it is done.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCardRequest, StockCardsResponse, StockChangeRequest, StockSource, UnitFilter } from '@panel/domain/contract/cards';
import type { UpdateListingRequest } from '@panel/domain/contract/listings';
import type { MallBrandsResponse, MallListResponse } from '@panel/domain/contract/mall';
import { cardsEndpoints } from '@panel/domain/endpoints/cards';
import { followsEndpoints } from '@panel/domain/endpoints/follows';
import { listingsEndpoints } from '@panel/domain/endpoints/listings';
import { mallEndpoints } from '@panel/domain/endpoints/mall';
import { stockEndpoints } from '@panel/domain/endpoints/stock';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api } from '../../lib/api-client';
import { useUploadImage } from '../../components/use-upload-image';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';
import { tracked } from '../../lib/analytics';
import { MALL_BRANDS_READ, mallListRead, type MallFilters } from './mall-requests';
import { stockListRead } from './stock-requests';

export const CATALOGUE_KEY = ['catalogue'] as const;
const page = { initialPageParam: 1, getNextPageParam: nextPageParam };

// --- Mall (buyer) ---------------------------------------------------------------------------

/** GET /api/product/mall/list: the store I follow and its listings visible to me. */
export const mallListQuery = (filters: MallFilters) =>
  infiniteQueryOptions({
    queryKey: [...CATALOGUE_KEY, 'mall', 'list', filters.keyword, filters.type, filters.brand],
    queryFn: ({ pageParam, signal }) => api.read<MallListResponse>(mallListRead(filters, pageParam), { signal }),
    ...page,
  });

/** GET /api/product/mall/brands: the brands of the listings I see. */
export const mallBrandsQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'mall', 'brands'],
  queryFn: ({ signal }) => api.read<MallBrandsResponse>(MALL_BRANDS_READ, { signal }),
});

/** GET /api/product/mall/detail/{id}: quietly, because 120009 (missing or hidden) is a state of the screen. */
export const mallDetailQuery = (listingId: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'mall', 'detail', listingId],
    queryFn: ({ signal }) => api.call(mallEndpoints.detail, { params: { id: listingId }, query: {}, signal, hide: true }),
    retry: false,
  });

// --- Cards and stock ------------------------------------------------------------------------

/** GET /api/product/stock/list: my cards, own and bought, with their counts and sales. */
export const stockListQuery = (source: StockSource | '') =>
  infiniteQueryOptions({
    queryKey: [...CATALOGUE_KEY, 'stock', 'list', source],
    queryFn: ({ pageParam, signal }) => api.read<StockCardsResponse>(stockListRead(source, pageParam), { signal }),
    ...page,
  });

/** GET /api/product/stock/detail/{id}: the card, my counts and my units by card status. */
export const stockDetailQuery = (cardId: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'stock', 'detail', cardId],
    queryFn: ({ signal }) => api.call(stockEndpoints.detail, { params: { id: cardId }, signal }),
  });

/** GET /api/product/stock/units/{id}?filter=: my units of a card. */
export const stockUnitsQuery = (cardId: string, filter: UnitFilter | '') =>
  infiniteQueryOptions({
    queryKey: [...CATALOGUE_KEY, 'stock', 'units', cardId, filter],
    queryFn: ({ pageParam, signal }) =>
      api.call(stockEndpoints.units, {
        params: { id: cardId },
        query: { filter: filter || undefined, pageNum: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    ...page,
  });

/** GET /api/product/stock/movements/{id}: the history of a card, newest first. */
export const stockMovementsQuery = (cardId: string) =>
  infiniteQueryOptions({
    queryKey: [...CATALOGUE_KEY, 'stock', 'movements', cardId],
    queryFn: ({ pageParam, signal }) =>
      api.call(stockEndpoints.movements, { params: { id: cardId }, query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    ...page,
  });

/** GET /api/product/card/{id}: a card in my stock with my counts. */
export const cardQuery = (cardId: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'card', cardId],
    queryFn: ({ signal }) => api.call(cardsEndpoints.card, { params: { id: cardId }, signal }),
  });

/** Refreshes every catalogue answer (lists, details, counts) after a change. */
function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
}

/** POST /api/product/card; quiet: the form shows a refusal at the field it names. */
export function useCreateCard() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (body: CreateCardRequest) => api.call(cardsEndpoints.create, { body, hide: true }),
    onSuccess: refresh,
  });
}

/** One stock change. */
export type StockChangeVariables = { body: StockChangeRequest };

/**
 * POST /api/product/stock/change: +N mints, -N retires; quiet, the screen shows 120050 / 120035
 * itself. Sent with the submit's Idempotency-Key; while the server still handles the first request
 * with that key (-5) it is asked again, with the same key.
 */
export function useChangeStock() {
  const refresh = useRefreshCatalogue();
  return useMoneyCall(
    ({ body }: StockChangeVariables, idempotencyKey) => api.call(stockEndpoints.change, { body, hide: true, headers: idempotencyHeaders(idempotencyKey) }),
    {
      onSuccess: refresh,
    },
  );
}

/** POST /api-auth/s3/upload/image/product (multipart field `file`). */
export function useUploadProductImage() {
  return useUploadImage('product');
}

// --- Listings (seller) ----------------------------------------------------------------------

/** GET /api/product/listing/list?listed=: my listings. */
export const myListingsQuery = (listed: boolean) =>
  infiniteQueryOptions({
    queryKey: [...CATALOGUE_KEY, 'listings', listed],
    queryFn: ({ pageParam, signal }) =>
      api.call(listingsEndpoints.mine, { query: { listed: listed ? 'true' : 'false', pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    ...page,
  });

/** GET /api/product/listing/{id}: one of my listings with its chosen users. */
export const listingQuery = (listingId: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'listing', listingId],
    queryFn: ({ signal }) => api.call(listingsEndpoints.listing, { params: { id: listingId }, signal }),
  });

/** A listing to save: the listing `listingId` edited, or (null) a new listing of `cardId`. */
export type SaveListingVariables = { body: UpdateListingRequest; listingId: string | null; cardId: string };

/** POST /api/product/listing (new) or PUT /api/product/listing/{id} (edit); quiet: the form shows a refusal at the field it names. */
export function useSaveListing() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ body, listingId, cardId }: SaveListingVariables) =>
      listingId
        ? api.call(listingsEndpoints.update, { params: { id: listingId }, body, hide: true })
        : api.call(listingsEndpoints.create, { body: { cardId, ...body }, hide: true }).then(tracked(body.listed === false ? null : 'h5-listing-published')),
    onSuccess: refresh,
  });
}

/** PUT /api/product/listing/{id}/shelf: list or unlist. */
export function useShelveListing() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ listingId, listed }: { listingId: string; listed: boolean }) =>
      api.call(listingsEndpoints.shelf, { params: { id: listingId }, body: { listed } }).then(tracked(listed ? 'h5-listing-published' : null)),
    onSuccess: refresh,
  });
}

/** POST /api-user/user/follow/buyers/v2: my followers, for the user picker. */
export const followersPickQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: [...CATALOGUE_KEY, 'followers', keyword],
    queryFn: ({ pageParam, signal }) =>
      api.call(followsEndpoints.followers, { body: { keyword: keyword || undefined, pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    ...page,
  });
