// Stores: the owner's settings (name, avatar, contacts, whether follows are accepted at once), and
// a store as a buyer finds and sees it.
import type * as S from '../contract/stores';
import { endpoint } from './endpoint';

export const storesEndpoints = {
  info: endpoint<{ response: typeof S.StoreInfoResponse }>({
    method: 'GET',
    path: '/api/store/info',
    access: 'user',
    summary: "The caller's own store: name, avatar, contacts and follow setting.",
  }),
  updateInfo: endpoint<{ body: typeof S.UpdateStoreInfoRequest; response: typeof S.StoreInfoResponse }>({
    method: 'PUT',
    path: '/api/store/info',
    access: 'user',
    summary: "Saves the caller's store's name, avatar and contacts.",
  }),
  followSetting: endpoint<{ body: typeof S.FollowSettingRequest; response: typeof S.FollowSettingResponse }>({
    method: 'PUT',
    path: '/api/store/follow-setting',
    access: 'user',
    summary: "Whether the caller's store accepts every follow request at once or its owner answers each.",
  }),
  detail: endpoint<{ params: typeof S.StoreDetailParams; response: typeof S.StoreDetailResponse }>({
    method: 'GET',
    path: '/api/store/detail/:storeId',
    access: 'user',
    summary: "A store as a buyer sees it, with its public contacts and the caller's relation to it.",
  }),
  search: endpoint<{ query: typeof S.StoreSearchQuery; response: typeof S.StoreSearchResponse }>({
    method: 'GET',
    path: '/api/store/search',
    access: 'user',
    summary: 'Stores found by UID (exact) or name.',
  }),
};
