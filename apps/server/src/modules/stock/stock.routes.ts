import type { FastifyInstance } from 'fastify';
import { stockSchemas as endpoints } from '@panel/domain/endpoints/stock.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { serve } from '../../http/serve';
import { changeStock, findMovements, findStockScreen, findUnits, getStockDetail, stockLimitsOf } from './stock.service';

/** The caller's stock: /stock (own and bought cards with counts and cover), /stock/detail/{id}, and +N / -N. */
export function stockRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.list, async ({ query }, request) =>
    ok(await findStockScreen(ctx.db, query, { userId: sessionOf(request).userId, now: ctx.clock.now() })),
  );

  serve(app, endpoints.change, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    // A retried +N (a lost answer, a double tap) mints once: the same key answers the first result.
    return ok(await idempotent(ctx, request, body, (tx) => changeStock(tx, body, { userId, now: ctx.clock.now(), limits: stockLimitsOf(ctx.config) })));
  });

  serve(app, endpoints.detail, async ({ params: { id } }, request) =>
    ok(await getStockDetail(ctx.db, { id }, { userId: sessionOf(request).userId, now: ctx.clock.now() })),
  );

  serve(app, endpoints.units, async ({ params: { id }, query }, request) =>
    ok(await findUnits(ctx.db, { id, ...query }, { userId: sessionOf(request).userId })),
  );

  serve(app, endpoints.movements, async ({ params: { id }, query }, request) =>
    ok(await findMovements(ctx.db, { id, ...query }, { userId: sessionOf(request).userId })),
  );
}
