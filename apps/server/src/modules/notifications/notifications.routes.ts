import type { FastifyInstance } from 'fastify';
import { notificationsSchemas as endpoints } from '@panel/domain/endpoints/notifications.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { readClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { parseCursor } from './event-log';
import { createLiveHub } from './live';
import { countUnread, listNotifications, markRead, readSettings, setSetting, subscribePush, unsubscribePush } from './notifications.service';

/** The live stream, the inbox, the notification switches and push subscriptions (docs/decisions/031). */
export function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, clock } = ctx;
  const hub = createLiveHub({ db, clock, pollMs: config.livePollMs, perUser: config.liveStreamsPerUser, max: config.liveStreamsMax, log: app.log });
  app.addHook('preClose', async () => hub.close());

  // Server-sent events: what happens to the caller's orders, follows, tasks, stock and inbox.
  serve(app, endpoints.events, async (_, request, reply) => {
    const session = sessionOf(request);
    const header = request.headers['last-event-id'];
    await hub.open(request, reply, session, parseCursor(typeof header === 'string' ? header.slice(0, 40) : undefined), readClientInfo(request).locale);
  });

  serve(app, endpoints.list, async ({ query }, request) =>
    ok(await listNotifications(db, query, { userId: sessionOf(request).userId, locale: readClientInfo(request).locale })),
  );

  serve(app, endpoints.unread, async (_, request) => ok(await countUnread(db, sessionOf(request))));

  serve(app, endpoints.markRead, async ({ body }, request) => ok(await markRead(db, body, { userId: sessionOf(request).userId, now: clock.now() })));

  serve(app, endpoints.settings, async (_, request) => ok(await readSettings(db, sessionOf(request), ctx.push.publicKey)));

  serve(app, endpoints.setSetting, async ({ body }, request) => {
    const session = sessionOf(request);
    await setSetting(db, body, session);
    return ok(await readSettings(db, session, ctx.push.publicKey));
  });

  serve(app, endpoints.subscribePush, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await subscribePush(db, body, { userId, locale: readClientInfo(request).locale, now: clock.now(), origins: config.pushServiceOrigins }));
  });

  serve(app, endpoints.unsubscribePush, async ({ body }, request) => ok(await unsubscribePush(db, body, sessionOf(request))));
}
