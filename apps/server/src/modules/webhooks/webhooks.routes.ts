import type { FastifyInstance } from 'fastify';
import { webhooksSchemas as endpoints } from '@panel/domain/endpoints/webhooks.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { webhookDeps } from './webhook-loop';
import {
  createWebhook,
  deleteWebhook,
  findMyWebhooks,
  findWebhookDeliveries,
  getMyWebhook,
  resendDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from './webhooks.service';

/** The caller's webhook endpoints and deliveries (the dispatcher and sender are background-tasks.ts's). */
export function webhooksRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, clock } = ctx;
  const deps = webhookDeps(ctx);

  const caller = (request: Parameters<typeof sessionOf>[0]) => ({ userId: sessionOf(request).userId, now: clock.now() });

  serve(app, endpoints.list, async (_, request) => ok(await findMyWebhooks(db, caller(request))));

  serve(app, endpoints.get, async ({ params }, request) => ok(await getMyWebhook(db, params.id, caller(request))));

  serve(app, endpoints.create, async ({ body }, request) =>
    ok(await createWebhook(db, body, { ...caller(request), policy: deps.policy, secrets: deps.secrets() })),
  );

  serve(app, endpoints.update, async ({ params, body }, request) => ok(await updateWebhook(db, params.id, body, caller(request))));

  serve(app, endpoints.rotateSecret, async ({ params }, request) =>
    ok(await rotateWebhookSecret(db, params.id, { ...caller(request), secrets: deps.secrets() })),
  );

  serve(app, endpoints.remove, async ({ params }, request) => ok(await deleteWebhook(db, params.id, caller(request))));

  serve(app, endpoints.deliveries, async ({ params, query }, request) => ok(await findWebhookDeliveries(db, params.id, query, caller(request))));

  serve(app, endpoints.resend, async ({ params }, request) => ok(await resendDelivery(db, params, caller(request))));
}
