import * as N from '../contract/notifications';
import { bindSchemas } from './endpoint';
import { notificationsEndpoints } from './notifications';

export const notificationsSchemas = bindSchemas(notificationsEndpoints, {
  events: { response: false },
  list: { query: N.NotificationListQuery, response: N.NotificationListResponse },
  unread: { response: N.UnreadResponse },
  markRead: { body: N.MarkReadRequest, response: N.UnreadResponse },
  settings: { response: N.NotificationSettingsResponse },
  setSetting: { body: N.SetNotificationRequest, response: N.NotificationSettingsResponse },
  subscribePush: { body: N.PushSubscribeRequest, response: N.PushDevicesResponse },
  unsubscribePush: { body: N.PushUnsubscribeRequest, response: N.PushDevicesResponse },
});
