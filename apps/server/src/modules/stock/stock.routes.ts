import type { FastifyInstance } from 'fastify';
import {
  CardParams,
  StockChangeRequest,
  StockChangeResponse,
  StockCardsResponse,
  StockDetailResponse,
  StockListQuery,
  StockMovementsResponse,
  StockUnitsQuery,
  StockUnitsResponse,
} from '@panel/domain/contract/cards';
import { PageRequest } from '@panel/domain/contract/envelope';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { parse } from '../../http/validate';
import { changeStock, findMovements, findStockScreen, findUnits, getStockDetail, stockLimitsOf } from './stock.service';

/** The caller's stock: /stock (own and bought cards with counts and cover), /stock/detail/{id}, and +N / -N. */
export function stockRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/product/stock/list', { config: { response: StockCardsResponse } }, async (request) => {
    const input = parse(StockListQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await findStockScreen(ctx.db, input, { userId, now: ctx.clock.now() }));
  });

  app.post('/api/product/stock/change', { config: { response: StockChangeResponse } }, async (request) => {
    const input = parse(StockChangeRequest, request.body);
    const { userId } = sessionOf(request);
    // A retried +N (a lost answer, a double tap) mints once: the same key answers the first result.
    return ok(await idempotent(ctx, request, input, (tx) => changeStock(tx, input, { userId, now: ctx.clock.now(), limits: stockLimitsOf(ctx.config) })));
  });

  app.get('/api/product/stock/detail/:id', { config: { response: StockDetailResponse } }, async (request) => {
    const { id } = parse(CardParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await getStockDetail(ctx.db, { id }, { userId, now: ctx.clock.now() }));
  });

  app.get('/api/product/stock/units/:id', { config: { response: StockUnitsResponse } }, async (request) => {
    const { id } = parse(CardParams, request.params);
    const input = parse(StockUnitsQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await findUnits(ctx.db, { id, ...input }, { userId }));
  });

  app.get('/api/product/stock/movements/:id', { config: { response: StockMovementsResponse } }, async (request) => {
    const { id } = parse(CardParams, request.params);
    const page = parse(PageRequest, request.query);
    const { userId } = sessionOf(request);
    return ok(await findMovements(ctx.db, { id, ...page }, { userId }));
  });
}
