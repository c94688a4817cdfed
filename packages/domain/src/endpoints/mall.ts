// The mall a buyer sees: the listings of the store followed, a store's listings and one listing in
// full. The mall's first screen names its reads from here before the shell loads: this file holds
// plain data only (the contract's schemas by `import type`).
import type * as M from '../contract/mall';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const mallEndpoints = {
  list: endpoint<{ query: typeof M.MallListQuery; response: typeof M.MallListResponse }>({
    method: 'GET',
    path: '/api/product/mall/list',
    access: 'user',
    scope: 'read',
    summary: 'The store the caller follows and its listings visible to the caller, by keyword, card type and brand.',
  }),
  brands: endpoint<{ response: typeof M.MallBrandsResponse }>({
    method: 'GET',
    path: '/api/product/mall/brands',
    access: 'user',
    summary: 'The brands of the listings the caller sees in the mall.',
  }),
  storeListings: endpoint<{ params: typeof M.MallStoreParams; query: typeof M.MallListQuery; response: typeof M.MallStoreListResponse }>({
    method: 'GET',
    path: '/api/product/mall/store/:storeId',
    access: 'user',
    scope: 'read',
    summary: "A followed store's listings visible to the caller, by keyword, card type and brand.",
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  detail: endpoint<{ params: typeof M.MallDetailParams; query: typeof M.MallDetailQuery; response: typeof M.MallDetailResponse }>({
    method: 'GET',
    path: '/api/product/mall/detail/:id',
    access: 'user',
    scope: 'read',
    summary: 'One listing as its buyer sees it: price tiers, stock, payment types and the price of a quantity.',
    errors: [E.PRODUCT_NOT_FOUND],
  }),
};
