import type { FastifyInstance } from 'fastify';
import { cardsSchemas as endpoints } from '@panel/domain/endpoints/cards.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { createCard, getCard, updateCard } from './cards.service';

/** Cards of the caller's store (/selectCard, /setCardProperty, /listing/cardDetail). */
export function cardsRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.create, async ({ body }, request) => ok(await createCard(ctx.db, body, { userId: sessionOf(request).userId, now: ctx.clock.now() })));

  serve(app, endpoints.card, async ({ params: { id } }, request) => ok(await getCard(ctx.db, { id }, { userId: sessionOf(request).userId })));

  serve(app, endpoints.update, async ({ params: { id }, body }, request) =>
    ok(await updateCard(ctx.db, { id, ...body }, { userId: sessionOf(request).userId, now: ctx.clock.now() })),
  );
}
