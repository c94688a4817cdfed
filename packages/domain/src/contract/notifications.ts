import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../notifications';
import { Page, PageRequest } from './envelope';

/** One inbox entry; `link` is the panel screen a tap opens. */
export const NotificationItem = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** GET /api/notification/list: the inbox, newest first, with the unread count. */
export const NotificationListQuery = PageRequest;
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;
export const NotificationListResponse = Page(NotificationItem).extend({ unread: z.number().int() });
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

/** GET /api/notification/unread: the bell's count. */
export const UnreadResponse = z.object({ unread: z.number().int() });
export type UnreadResponse = z.infer<typeof UnreadResponse>;

/** POST /api/notification/read: marks the entries named (at most a page's worth), or every one. */
export const MarkReadRequest = z.union([z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict(), z.object({ all: z.literal(true) }).strict()]);
export type MarkReadRequest = z.infer<typeof MarkReadRequest>;

export const NotificationSetting = z.object({ kind: z.enum(NOTIFICATION_KINDS), INBOX: z.boolean(), EMAIL: z.boolean(), PUSH: z.boolean() });
export type NotificationSetting = z.infer<typeof NotificationSetting>;

/** GET /api/notification/settings: each kind's switches, and what each channel can reach. */
export const NotificationSettingsResponse = z.object({
  settings: z.array(NotificationSetting),
  /** The address e-mails go to; null when the account has none (the e-mail switches do nothing then). */
  email: z.string().nullable(),
  /** The server's VAPID public key (base64url) for subscribing; null when push is not set up. */
  pushKey: z.string().nullable(),
  /** Browsers of this account subscribed to push. */
  pushDevices: z.number().int(),
});
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponse>;

/** PUT /api/notification/settings: one switch. */
export const SetNotificationRequest = z.object({ kind: z.enum(NOTIFICATION_KINDS), channel: z.enum(NOTIFICATION_CHANNELS), enabled: z.boolean() }).strict();
export type SetNotificationRequest = z.infer<typeof SetNotificationRequest>;

const base64url = (length: { min: number; max: number }) =>
  z
    .string()
    .min(length.min)
    .max(length.max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

/** POST /api/notification/push/subscribe: a browser's PushSubscription as its toJSON() gives it. */
export const PushSubscribeRequest = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({ p256dh: base64url({ min: 86, max: 90 }), auth: base64url({ min: 22, max: 24 }) }),
});
export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequest>;

/** POST /api/notification/push/unsubscribe */
export const PushUnsubscribeRequest = z.object({ endpoint: z.url().max(1000) });
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequest>;

export const PushDevicesResponse = z.object({ pushDevices: z.number().int() });
export type PushDevicesResponse = z.infer<typeof PushDevicesResponse>;
