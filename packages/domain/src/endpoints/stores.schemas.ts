import * as S from '../contract/stores';
import { bindSchemas } from './endpoint';
import { storesEndpoints } from './stores';

export const storesSchemas = bindSchemas(storesEndpoints, {
  info: { response: S.StoreInfoResponse },
  updateInfo: { body: S.UpdateStoreInfoRequest, response: S.StoreInfoResponse },
  followSetting: { body: S.FollowSettingRequest, response: S.FollowSettingResponse },
  detail: { params: S.StoreDetailParams, response: S.StoreDetailResponse },
  search: { query: S.StoreSearchQuery, response: S.StoreSearchResponse },
});
