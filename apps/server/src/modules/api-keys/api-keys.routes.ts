import type { FastifyInstance } from 'fastify';
import { apiKeysSchemas as endpoints } from '@panel/domain/endpoints/api-keys.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { createApiKey, findMyApiKeys, revokeApiKey } from './api-keys.service';

/** The caller's API keys: list, make (the secret told once) and revoke. None has a scope: a key never manages keys. */
export function apiKeysRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.list, async (_, request) => ok(await findMyApiKeys(ctx.db, sessionOf(request).userId)));

  serve(app, endpoints.create, async ({ body }, request) => ok(await createApiKey(ctx.db, body, { userId: sessionOf(request).userId, now: ctx.clock.now() })));

  serve(app, endpoints.revoke, async ({ params }, request) =>
    ok(await revokeApiKey(ctx.db, params.id, { userId: sessionOf(request).userId, now: ctx.clock.now() })),
  );
}
