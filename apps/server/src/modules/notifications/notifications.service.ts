// The inbox, the switches and the push subscriptions of the caller: every read and write is the
// caller's own (scoped by user id in the statement itself).
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  NotificationItem,
  NotificationListQuery,
  NotificationListResponse,
  NotificationSettingsResponse,
  PushSubscribeRequest,
  SetNotificationRequest,
} from '@panel/domain/contract/notifications';
import { ERROR_CODES } from '@panel/domain/errors';
import type { Locale } from '@panel/domain/locale';
import { notificationText, type NotificationData } from '@panel/domain/notification-texts';
import { NOTIFICATION_KINDS, notificationLink, PUSH_SUBSCRIPTIONS_MAX, type NotificationKind } from '@panel/domain/notifications';
import type { Db } from '../../db/client';
import { notifications, notificationSettings, pushSubscriptions, users } from '../../db/schema';
import { offsetOf } from '../../db/paging';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { isAllowedPushEndpoint } from './push';

type Caller = { userId: string; locale: Locale };

const unreadOf = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), eq(notifications.inInbox, true)));
  return Number(row?.n ?? 0);
};

export const countUnread = (db: Db, { userId }: Pick<Caller, 'userId'>) => unreadOf(db, userId).then((unread) => ({ unread }));

/** A page of the caller's inbox, newest first, in the caller's language. */
export async function listNotifications(db: Db, page: NotificationListQuery, { userId, locale }: Caller): Promise<NotificationListResponse> {
  const mine = and(eq(notifications.userId, userId), eq(notifications.inInbox, true));
  const rows = await db
    .select({ row: notifications, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const total = rows[0]?.total ?? (page.pageNum > 1 ? Number((await db.select({ n: count() }).from(notifications).where(mine))[0]?.n ?? 0) : 0);
  const list: NotificationItem[] = rows.map(({ row }) => {
    const kind = row.kind as NotificationKind;
    const text = notificationText(kind, row.data as NotificationData, locale);
    return {
      id: row.id,
      kind,
      title: text.title,
      body: text.body,
      link: notificationLink(kind, row.subject, row.data),
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { list, total, pageNum: page.pageNum, pageSize: page.pageSize, unread: await unreadOf(db, userId) };
}

/** Marks the caller's entries read (ids of anyone else's change nothing), and answers the unread count left. */
export async function markRead(db: Db, input: { ids: string[] } | { all: true }, { userId, now }: { userId: string; now: Date }) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), 'ids' in input ? inArray(notifications.id, input.ids) : undefined));
  return { unread: await unreadOf(db, userId) };
}

export async function readSettings(db: Db, { userId }: Pick<Caller, 'userId'>, pushKey: string | null): Promise<NotificationSettingsResponse> {
  const [rows, [person], [devices]] = await Promise.all([
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
    db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  const on = (kind: string, channel: string) => rows.find((row) => row.kind === kind && row.channel === channel)?.enabled ?? true;
  return {
    settings: NOTIFICATION_KINDS.map((kind) => ({ kind, INBOX: on(kind, 'INBOX'), EMAIL: on(kind, 'EMAIL'), PUSH: on(kind, 'PUSH') })),
    email: person?.email ?? null,
    pushKey,
    pushDevices: Number(devices?.n ?? 0),
  };
}

export async function setSetting(db: Db, input: SetNotificationRequest, { userId }: Pick<Caller, 'userId'>) {
  await db
    .insert(notificationSettings)
    .values({ userId, kind: input.kind, channel: input.channel, enabled: input.enabled })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.kind, notificationSettings.channel], set: { enabled: input.enabled } });
}

/**
 * Keeps a browser's push subscription for the caller. Only a known push service's endpoint is
 * taken (4001 otherwise); an endpoint another account had moves to the caller (the browser now
 * belongs to whoever signed in on it); past PUSH_SUBSCRIPTIONS_MAX the oldest gives way.
 */
export async function subscribePush(db: Db, input: PushSubscribeRequest, { userId, locale, now, origins }: Caller & { now: Date; origins: readonly string[] }) {
  if (!isAllowedPushEndpoint(input.endpoint, origins)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'endpoint' });
  return withTransaction(db, async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, language: locale, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, language: locale, createdAt: now },
      });
    const mine = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
    const extra = mine.slice(PUSH_SUBSCRIPTIONS_MAX).map((row) => row.id);
    if (extra.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
    return { pushDevices: Math.min(mine.length, PUSH_SUBSCRIPTIONS_MAX) };
  });
}

export async function unsubscribePush(db: Db, { endpoint }: { endpoint: string }, { userId }: Pick<Caller, 'userId'>) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  const [devices] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return { pushDevices: Number(devices?.n ?? 0) };
}
