import type { FastifyInstance } from 'fastify';
import {
  MarkReadRequest,
  NotificationListQuery,
  NotificationListResponse,
  NotificationSettingsResponse,
  PushDevicesResponse,
  PushSubscribeRequest,
  PushUnsubscribeRequest,
  SetNotificationRequest,
  UnreadResponse,
} from '@panel/domain/contract/notifications';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { readClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { parseCursor } from './event-log';
import { createLiveHub } from './live';
import { startNotifier } from './notifier';
import { countUnread, listNotifications, markRead, readSettings, setSetting, subscribePush, unsubscribePush } from './notifications.service';

/** How often a listening server's notifier reads new events. */
const NOTIFIER_EVERY_MS = 1000;

/** The live stream, the inbox, the notification switches and push subscriptions (docs/decisions/031). */
export function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, clock } = ctx;
  const hub = createLiveHub({ db, clock, pollMs: config.livePollMs, perUser: config.liveStreamsPerUser, max: config.liveStreamsMax, log: app.log });
  app.addHook('preClose', async () => hub.close());
  let stopNotifier: (() => void) | undefined;
  app.addHook('onListen', async () => void (stopNotifier = startNotifier(db, { everyMs: NOTIFIER_EVERY_MS, now: () => clock.now(), log: app.log })));
  app.addHook('onClose', async () => stopNotifier?.());

  // Server-sent events: what happens to the caller's orders, follows, tasks, stock and inbox.
  app.get('/api/events', async (request, reply) => {
    const session = sessionOf(request);
    const header = request.headers['last-event-id'];
    await hub.open(request, reply, session, parseCursor(typeof header === 'string' ? header.slice(0, 40) : undefined), readClientInfo(request).locale);
  });

  app.get('/api/notification/list', { config: { response: NotificationListResponse } }, async (request) => {
    const page = parse(NotificationListQuery, request.query);
    return ok(await listNotifications(db, page, { userId: sessionOf(request).userId, locale: readClientInfo(request).locale }));
  });

  app.get('/api/notification/unread', { config: { response: UnreadResponse } }, async (request) => ok(await countUnread(db, sessionOf(request))));

  app.post('/api/notification/read', { config: { response: UnreadResponse } }, async (request) => {
    const input = parse(MarkReadRequest, request.body);
    return ok(await markRead(db, input, { userId: sessionOf(request).userId, now: clock.now() }));
  });

  app.get('/api/notification/settings', { config: { response: NotificationSettingsResponse } }, async (request) => ok(await readSettings(db, sessionOf(request), ctx.push.publicKey)));

  app.put('/api/notification/settings', { config: { response: NotificationSettingsResponse } }, async (request) => {
    const input = parse(SetNotificationRequest, request.body);
    const session = sessionOf(request);
    await setSetting(db, input, session);
    return ok(await readSettings(db, session, ctx.push.publicKey));
  });

  app.post('/api/notification/push/subscribe', { config: { response: PushDevicesResponse } }, async (request) => {
    const input = parse(PushSubscribeRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await subscribePush(db, input, { userId, locale: readClientInfo(request).locale, now: clock.now(), origins: config.pushServiceOrigins }));
  });

  app.post('/api/notification/push/unsubscribe', { config: { response: PushDevicesResponse } }, async (request) => {
    const input = parse(PushUnsubscribeRequest, request.body);
    return ok(await unsubscribePush(db, input, sessionOf(request)));
  });
}
