import type { FastifyInstance } from 'fastify';
import { AnalyticsBatch } from '@panel/domain/contract/analytics';
import { analyticsSchemas as endpoints } from '@panel/domain/endpoints/analytics.schemas';
import type { AppContext } from '../../context';
import { limitAddress } from '../../http/client-info';
import { parseJsonBody } from '../../http/json-body';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { parse } from '../../http/validate';
import { recordEvents } from './analytics.service';

/** A beacon's body comes as text (navigator.sendBeacon cannot send application/json everywhere). */
const bodyOf = (body: unknown): unknown => (typeof body === 'string' ? parseJsonBody(body) : body);

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  // Public: sign-up and login happen before a session; the events carry nobody's identity anyway.
  serve(app, endpoints.events, async (_, request) => {
    const batch = parse(AnalyticsBatch, bodyOf(request.body));
    return ok({ accepted: await recordEvents(ctx.db, batch, { source: limitAddress(request), now: ctx.clock.now() }) });
  });
}
