// The seller's own store: its information, the follow-me setting, and the picture upload.
import { queryOptions } from '@tanstack/react-query';
import type { UploadResponse } from '@panel/domain/contract/files';
import type { FollowSettingResponse, StoreInfoResponse, UpdateStoreInfoRequest } from '@panel/domain/contract/stores';
import { api } from '../../lib/api-client';

export const storeInfoQuery = queryOptions({
  queryKey: ['store', 'info'],
  queryFn: ({ signal }) => api.get<StoreInfoResponse>('/api/store/info', { signal }),
});

/** PUT /api/store/info: name and avatar required, contacts optional (empty = none). */
export function updateStoreInfo(body: UpdateStoreInfoRequest): Promise<StoreInfoResponse> {
  return api.put<StoreInfoResponse>('/api/store/info', { json: body });
}

/** PUT /api/store/follow-setting: true = accept everyone at once, false = the owner approves each request. */
export function setFollowSetting(autoAccept: boolean): Promise<FollowSettingResponse> {
  return api.put<FollowSettingResponse>('/api/store/follow-setting', { json: { autoAccept } });
}

/** POST /api-auth/s3/upload/image/store (multipart field `file`): the key to save as the avatar, and its address. */
export function uploadStoreAvatar(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return api.post<UploadResponse>('/api-auth/s3/upload/image/store', { formData: body });
}
