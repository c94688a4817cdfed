// The notification switches and this browser's push subscription (decision 031).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsResponse, PushDevicesResponse, PushSubscribeRequest, SetNotificationRequest } from '@panel/domain/contract/notifications';
import { notificationsEndpoints } from '@panel/domain/endpoints/notifications';
import { api } from '../../lib/api-client';
import { NOTIFICATIONS_KEY } from '../../shared/notifications/notification-queries';

const SETTINGS_KEY = [...NOTIFICATIONS_KEY, 'settings'] as const;

export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: ({ signal }) => api.call(notificationsEndpoints.settings, { signal }),
});

/** PUT /api/notification/settings: one switch; the screen shows it moved at once and the server's answer after. */
export function useSetNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetNotificationRequest) => api.call(notificationsEndpoints.setSetting, { body }),
    onMutate: async ({ kind, channel, enabled }) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_KEY });
      const before = queryClient.getQueryData<NotificationSettingsResponse>(SETTINGS_KEY);
      if (before) {
        queryClient.setQueryData<NotificationSettingsResponse>(SETTINGS_KEY, {
          ...before,
          settings: before.settings.map((row) => (row.kind === kind ? { ...row, [channel]: enabled } : row)),
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(SETTINGS_KEY, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}

/** POST /api/notification/push/subscribe or unsubscribe: this browser's subscription. */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const keep = ({ pushDevices }: PushDevicesResponse) =>
    queryClient.setQueryData<NotificationSettingsResponse>(SETTINGS_KEY, (before) => (before ? { ...before, pushDevices } : before));
  return {
    subscribe: (subscription: PushSubscribeRequest) => api.call(notificationsEndpoints.subscribePush, { body: subscription }).then(keep),
    unsubscribe: (endpoint: string) => api.call(notificationsEndpoints.unsubscribePush, { body: { endpoint } }).then(keep),
  };
}
