// The seller's own store: its information, the follow-me setting, and the picture upload. Writes
// are mutation hooks: their pending state, their failure and the cache updates live here.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateStoreInfoRequest } from '@panel/domain/contract/stores';
import { storesEndpoints } from '@panel/domain/endpoints/stores';
import { api } from '../../lib/api-client';
import { useUploadImage } from '../../components/use-upload-image';
import { currentUserQuery } from '../../lib/boot-queries';
import { track } from '../../lib/analytics';

export const storeInfoQuery = queryOptions({
  queryKey: ['store', 'info'],
  queryFn: ({ signal }) => api.call(storesEndpoints.info, { signal }),
});

/**
 * PUT /api/store/info: name and avatar required, contacts optional (empty = none). Quiet: the form
 * shows a refusal at the field it names. Keeps the answer, and reloads the current user (whose
 * store name and seller role change with it).
 */
export function useUpdateStoreInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStoreInfoRequest) => api.call(storesEndpoints.updateInfo, { body, hide: true }),
    onSuccess: async (stored) => {
      if (stored.usable && !queryClient.getQueryData(storeInfoQuery.queryKey)?.usable) track('h5-store-set-up');
      queryClient.setQueryData(storeInfoQuery.queryKey, stored);
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}

/** PUT /api/store/follow-setting: true = accept everyone at once, false = the owner approves each request. */
export function useFollowSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoAccept: boolean) => api.call(storesEndpoints.followSetting, { body: { autoAccept } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(storeInfoQuery.queryKey, (current) => (current ? { ...current, autoAccept: saved.autoAccept } : current));
    },
  });
}

/** POST /api-auth/s3/upload/image/store (multipart field `file`): the key to save as the avatar, and its address. */
export function useUploadStoreAvatar() {
  return useUploadImage('store');
}
