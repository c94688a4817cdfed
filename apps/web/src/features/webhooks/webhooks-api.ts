// The webhook endpoints' calls (packages/domain/src/endpoints/webhooks.ts). Every answer lives under
// ['webhooks'], so a change refreshes the list, the endpoint and its log at once.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookRequest, UpdateWebhookRequest, WebhookEndpoint } from '@panel/domain/contract/webhooks';
import { webhooksEndpoints } from '@panel/domain/endpoints/webhooks';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api } from '../../lib/api-client';

const WEBHOOKS_KEY = ['webhooks'] as const;

export const webhooksQuery = queryOptions({
  queryKey: [...WEBHOOKS_KEY, 'list'],
  queryFn: ({ signal }) => api.call(webhooksEndpoints.list, { signal }),
});

export const webhookQuery = (id: string) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, 'endpoint', id],
    queryFn: ({ signal }) => api.call(webhooksEndpoints.get, { params: { id }, signal }),
    retry: false,
  });

/** An endpoint's deliveries, newest first; read again every few seconds while the screen is open, as retries go out. */
export const deliveriesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...WEBHOOKS_KEY, 'deliveries', id],
    queryFn: ({ pageParam, signal }) => api.call(webhooksEndpoints.deliveries, { params: { id }, query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    refetchInterval: 5000,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
}

/** POST /api/webhooks: quiet, the form shows a refusal at its field. */
export function useCreateWebhook() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateWebhookRequest) => api.call(webhooksEndpoints.create, { body, hide: true }), onSuccess: () => refresh() });
}

export function useUpdateWebhook(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateWebhookRequest) => api.call(webhooksEndpoints.update, { params: { id }, body }),
    onSuccess: (endpoint: WebhookEndpoint) => {
      queryClient.setQueryData(webhookQuery(id).queryKey, endpoint);
      void refresh();
    },
  });
}

export function useRotateSecret(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => api.call(webhooksEndpoints.rotateSecret, { params: { id } }), onSuccess: () => refresh() });
}

export function useDeleteWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(webhooksEndpoints.remove, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: webhookQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: webhooksQuery.queryKey });
    },
  });
}

export function useResendDelivery(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (deliveryId: string) => api.call(webhooksEndpoints.resend, { params: { id, deliveryId } }), onSuccess: () => refresh() });
}
