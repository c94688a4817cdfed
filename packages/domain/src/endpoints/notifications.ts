// The live event stream, the inbox, the notification switches and this browser's push subscription
// (docs/decisions/031): each user's own only.
import type * as N from '../contract/notifications';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const notificationsEndpoints = {
  events: endpoint<{ response: false }>({
    method: 'GET',
    path: '/api/events',
    access: 'user',
    summary: "The caller's live events as server-sent events (orders, follows, tasks, stock, inbox); Last-Event-ID replays what was missed.",
    errors: [E.SERVICE_UNAVAILABLE],
  }),
  list: endpoint<{ query: typeof N.NotificationListQuery; response: typeof N.NotificationListResponse }>({
    method: 'GET',
    path: '/api/notification/list',
    access: 'user',
    summary: "The inbox, newest first, in the panel's language, with the unread count.",
  }),
  unread: endpoint<{ response: typeof N.UnreadResponse }>({
    method: 'GET',
    path: '/api/notification/unread',
    access: 'user',
    summary: "How many of the inbox's entries are unread.",
  }),
  markRead: endpoint<{ body: typeof N.MarkReadRequest; response: typeof N.UnreadResponse }>({
    method: 'POST',
    path: '/api/notification/read',
    access: 'user',
    summary: 'Marks the inbox entries named, or every one, as read; answers the unread count left.',
  }),
  settings: endpoint<{ response: typeof N.NotificationSettingsResponse }>({
    method: 'GET',
    path: '/api/notification/settings',
    access: 'user',
    summary: "Each notification kind's switches per channel, and what each channel can reach.",
  }),
  setSetting: endpoint<{ body: typeof N.SetNotificationRequest; response: typeof N.NotificationSettingsResponse }>({
    method: 'PUT',
    path: '/api/notification/settings',
    access: 'user',
    summary: 'Turns one notification kind on or off on one channel; answers every switch.',
  }),
  subscribePush: endpoint<{ body: typeof N.PushSubscribeRequest; response: typeof N.PushDevicesResponse }>({
    method: 'POST',
    path: '/api/notification/push/subscribe',
    access: 'user',
    summary: "Subscribes a browser to push notifications (its PushSubscription); answers the account's number of subscribed browsers.",
  }),
  unsubscribePush: endpoint<{ body: typeof N.PushUnsubscribeRequest; response: typeof N.PushDevicesResponse }>({
    method: 'POST',
    path: '/api/notification/push/unsubscribe',
    access: 'user',
    summary: "Ends a browser's push subscription; answers the account's number of subscribed browsers.",
  }),
};
