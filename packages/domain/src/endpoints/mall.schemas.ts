import * as M from '../contract/mall';
import { bindSchemas } from './endpoint';
import { mallEndpoints } from './mall';

export const mallSchemas = bindSchemas(mallEndpoints, {
  list: { query: M.MallListQuery, response: M.MallListResponse },
  brands: { response: M.MallBrandsResponse },
  storeListings: { params: M.MallStoreParams, query: M.MallListQuery, response: M.MallStoreListResponse },
  detail: { params: M.MallDetailParams, query: M.MallDetailQuery, response: M.MallDetailResponse },
});
