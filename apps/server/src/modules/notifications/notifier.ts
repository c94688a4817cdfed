// The notifier turns live events into notifications: an inbox entry, an e-mail, a push, each as
// the person's switches say. It reads `user_events` after its cursor (event_cursors 'notifier'),
// locked FOR UPDATE SKIP LOCKED so one process at a time reads, and writes the entries and moves
// the cursor in one transaction: every event is read once. E-mail and push go out after, as a task
// per notification (retried with backoff), so nothing outside is called inside a transaction.
// See decision 031.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { INBOX_KEEP, notificationLink, type NotificationKind } from '@panel/domain/notifications';
import { notificationEmailFooter, notificationText, type NotificationData } from '@panel/domain/notification-texts';
import { resolveLocale } from '@panel/domain/locale';
import type { Db } from '../../db/client';
import { notifications, notificationSettings, pushSubscriptions, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { MessageTransport } from '../../platform/messaging';
import type { TaskRunner } from '../../tasks/task-runner';
import { createTask } from '../../tasks/tasks.service';
import { consumeEvents, pruneEvents, type UserEvent } from './event-log';
import type { PushSender } from './push';

const CURSOR = 'notifier';
const BATCH = 500;
export const DELIVER_TASK = 'notifications.deliver';

const PAID_REASONS = new Set(['PAYMENT_SUCCEEDED', 'VOUCHER_CONFIRMED', 'CONFIRMED_WITHOUT_VOUCHER']);

/** Which notification an event is for its user, if any. */
export function notificationKindOf(event: Pick<UserEvent, 'kind' | 'data'>): NotificationKind | null {
  const { data } = event;
  if (event.kind === 'stock.low') return 'LOW_STOCK';
  if (event.kind === 'follow') return data.role === 'STORE' && data.requested === true ? 'FOLLOW_REQUEST' : null;
  if (event.kind !== 'order') return null;
  const reason = String(data.reason);
  if (data.role === 'SELLER') {
    if (reason === 'CREATED') return 'NEW_ORDER';
    if (reason === 'VOUCHER_UPLOADED') return 'VOUCHER_TO_REVIEW';
    if (PAID_REASONS.has(reason)) return 'ORDER_PAID';
    if (reason === 'CHARGEBACK' || reason === 'REFUND') return 'MONEY_RETURNED';
    return null;
  }
  if (reason === 'DELIVERED') return 'ORDER_DELIVERED';
  if (reason === 'VOUCHER_REJECTED') return 'VOUCHER_REJECTED';
  if (reason === 'PAYMENT_FAILED') return 'PAYMENT_FAILED';
  return null;
}

/** What a notification keeps of its event: what its words and its link need, nothing else. */
function dataOf(event: UserEvent): Record<string, string | number | null> {
  const pick = (name: string) => {
    const value = event.data[name];
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  };
  return {
    orderNo: pick('orderNo'),
    cardName: pick('cardName'),
    quantity: pick('quantity'),
    units: pick('units'),
    threshold: pick('threshold'),
    cardId: pick('cardId'),
  };
}

type Switches = Map<string, boolean>;
const switchKey = (userId: string, kind: string, channel: string) => `${userId}/${kind}/${channel}`;

async function switchesOf(tx: Tx, userIds: string[]): Promise<Switches> {
  const rows = await tx.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
  return new Map(rows.map((row) => [switchKey(row.userId, row.kind, row.channel), row.enabled]));
}

/**
 * Reads the next events once and writes their notifications. Answers how many events it read; 0
 * also when another process holds the cursor. A notifier that has never run starts from now: a
 * new server does not mail people about its history.
 */
export async function notifyStep(db: Db, { now }: { now: Date }): Promise<number> {
  return consumeEvents(db, CURSOR, { now, limit: BATCH }, async (tx, events) => {
    // One notification per person and subject in one transaction: a voucher confirmed and the cards
    // delivered at once tell the buyer "delivered", not two things. Nothing of what the person did
    // themselves: the seller who confirms a voucher is not told the order is paid.
    const chosen = new Map<string, { event: UserEvent; kind: NotificationKind } | null>();
    for (const event of events) {
      const key = `${event.cursor.tx}/${event.userId}/${event.subject}`;
      if (event.data.byUser === true) chosen.set(key, null);
      if (chosen.get(key) === null) continue;
      const kind = notificationKindOf(event);
      if (kind) chosen.set(key, { event, kind });
    }
    const told = [...chosen.values()].filter((entry) => entry !== null);
    if (told.length > 0) await writeNotifications(tx, told, now);
  });
}

async function writeNotifications(tx: Tx, chosen: Array<{ event: UserEvent; kind: NotificationKind }>, now: Date) {
  const userIds = [...new Set(chosen.map(({ event }) => event.userId))];
  const switches = await switchesOf(tx, userIds);
  const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds));
  const withEmail = new Set(people.filter((person) => person.email).map((person) => person.id));
  const devices = await tx.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
  const withPush = new Set(devices.map((device) => device.userId));
  const on = (userId: string, kind: string, channel: string) => switches.get(switchKey(userId, kind, channel)) ?? true;
  for (const { event, kind } of chosen) {
    const inbox = on(event.userId, kind, 'INBOX');
    const email = withEmail.has(event.userId) && on(event.userId, kind, 'EMAIL');
    const push = withPush.has(event.userId) && on(event.userId, kind, 'PUSH');
    if (!inbox && !email && !push) continue;
    const [row] = await tx
      .insert(notifications)
      .values({ userId: event.userId, kind, subject: event.subject, data: dataOf(event), eventId: event.cursor.id, inInbox: inbox, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (row && (email || push)) await createTask(tx, { kind: DELIVER_TASK, input: { notificationId: row.id }, maxAttempts: 8 }, { now });
  }
}

/** Deletes events past the stream's reach and inbox entries past what a person keeps. */
export async function pruneNotifications(db: Db, { now, keep, eventDays }: { now: Date; keep: number; eventDays: number }) {
  await pruneEvents(db, new Date(now.getTime() - eventDays * 86_400_000));
  await db.execute(sql`
    delete from notifications n using (
      select id from (select id, row_number() over (partition by user_id order by created_at desc, id desc) as place from notifications) ranked
      where place > ${keep}) old
    where n.id = old.id`);
}

type DeliverDeps = { messaging: MessageTransport; push: PushSender; publicUrl: string | null };

/**
 * Registers the delivery of a notification's e-mail and pushes (each once: an item per channel and
 * device; a crash between sending and recording sends that one again), the notifier's steady
 * read while a server listens, and the daily prune.
 */
export function registerNotifications(tasks: TaskRunner, deps: DeliverDeps) {
  tasks.registerTaskHandler<{ notificationId: string }>(
    DELIVER_TASK,
    async ({ db, input, hasItem, reportItem }) => {
      const [found] = await db
        .select({ notification: notifications, email: users.email, language: users.language })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(notifications.id, input.notificationId));
      if (!found) return { sent: 0 };
      const { notification } = found;
      const kind = notification.kind as NotificationKind;
      const switches = await db
        .select()
        .from(notificationSettings)
        .where(and(eq(notificationSettings.userId, notification.userId), eq(notificationSettings.kind, kind)));
      const on = (channel: string) => switches.find((row) => row.channel === channel)?.enabled ?? true;
      const link = notificationLink(kind, notification.subject, notification.data);
      let sent = 0;
      if (found.email && on('EMAIL') && !hasItem('email')) {
        const locale = resolveLocale(found.language);
        const text = notificationText(kind, notification.data as NotificationData, locale);
        const url = deps.publicUrl ? new URL(link, deps.publicUrl).toString() : null;
        await deps.messaging.send({
          channel: 'email',
          to: found.email,
          subject: text.title,
          text: `${text.body}\n\n${notificationEmailFooter(locale, url)}`,
          purpose: `notification ${kind}`,
        });
        await reportItem('email', { result: 'SENT' });
        sent += 1;
      }
      if (on('PUSH')) {
        const targets = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, notification.userId));
        let failed = 0;
        for (const target of targets) {
          const key = `push:${target.id}`;
          if (hasItem(key)) continue;
          const text = notificationText(kind, notification.data as NotificationData, resolveLocale(target.language));
          const result = await deps.push.send(
            target,
            JSON.stringify({ title: text.title, body: text.body, url: link, tag: `${kind}:${notification.subject}` }),
          );
          if (result === 'GONE') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
          if (result === 'FAILED') {
            failed += 1;
            continue;
          }
          if (result === 'SENT') await db.update(pushSubscriptions).set({ lastSentAt: new Date() }).where(eq(pushSubscriptions.id, target.id));
          await reportItem(key, { result });
          sent += 1;
        }
        // A push service that did not answer is tried again later; the ones that did are not.
        if (failed > 0) throw new Error(`${failed} push service(s) did not take the notification`);
      }
      return { sent };
    },
    { backoffSeconds: 30, maxBackoffSeconds: 6 * 60 * 60 },
  );
  tasks.registerTaskHandler('notifications.prune', async ({ db, now }) => pruneNotifications(db, { now: now(), keep: INBOX_KEEP, eventDays: 3 }), {
    everySeconds: 6 * 60 * 60,
  });
}

/** Runs the notifier every `everyMs` until stopped (a listening server; tests call notifyStep). */
export function startNotifier(db: Db, { everyMs, now, log }: { everyMs: number; now: () => Date; log: { warn(obj: object, msg: string): void } }) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const drain = async () => {
      while ((await notifyStep(db, { now: now() })) === BATCH);
    };
    void drain()
      .catch((error: unknown) => log.warn({ err: error }, 'notifier: a step failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
