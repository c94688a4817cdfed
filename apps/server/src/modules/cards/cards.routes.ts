import type { FastifyInstance } from 'fastify';
import { CardParams, CardResponse, CreateCardRequest, UpdateCardRequest } from '@panel/domain/contract/cards';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { createCard, getCard, updateCard } from './cards.service';

/** Cards of the caller's store (/selectCard, /setCardProperty, /listing/cardDetail). */
export function cardsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/product/card', { config: { response: CardResponse } }, async (request) => {
    const input = parse(CreateCardRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await createCard(ctx.db, input, { userId, now: ctx.clock.now() }));
  });

  app.get('/api/product/card/:id', { config: { response: CardResponse } }, async (request) => {
    const { id } = parse(CardParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await getCard(ctx.db, { id }, { userId }));
  });

  app.put('/api/product/card/:id', { config: { response: CardResponse } }, async (request) => {
    const { id } = parse(CardParams, request.params);
    const input = parse(UpdateCardRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await updateCard(ctx.db, { id, ...input }, { userId, now: ctx.clock.now() }));
  });
}
