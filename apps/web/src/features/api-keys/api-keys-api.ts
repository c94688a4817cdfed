// The caller's API keys (packages/domain/src/endpoints/api-keys.ts): the list, making one (its
// secret is in that answer only) and revoking one. Writes are quiet: the screen says what went wrong.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyRequest } from '@panel/domain/contract/api-keys';
import { apiKeysEndpoints } from '@panel/domain/endpoints/api-keys';
import { api } from '../../lib/api-client';

export const apiKeysQuery = queryOptions({
  queryKey: ['api-keys'],
  queryFn: ({ signal }) => api.call(apiKeysEndpoints.list, { signal, hide: true }),
  staleTime: 0,
});

/** POST /api/api-keys: the new key joins the top of the list (without its secret, which only the answer holds). */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => api.call(apiKeysEndpoints.create, { body, hide: true }),
    onSuccess: ({ key: _secret, ...made }) => {
      queryClient.setQueryData<ApiKey[]>(apiKeysQuery.queryKey, (keys) => (keys ? [made, ...keys] : keys));
      return queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey });
    },
  });
}

/** POST /api/api-keys/{id}/revoke: the key stays in the list, revoked. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(apiKeysEndpoints.revoke, { params: { id }, hide: true }),
    onSuccess: (revoked) => queryClient.setQueryData<ApiKey[]>(apiKeysQuery.queryKey, (keys) => keys?.map((key) => (key.id === revoked.id ? revoked : key))),
  });
}
