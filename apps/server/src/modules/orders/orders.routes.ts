import type { FastifyInstance } from 'fastify';
import { ordersSchemas as endpoints } from '@panel/domain/endpoints/orders.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { sessionFirst } from '../auth/auth.public';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { serve } from '../../http/serve';
import { findBuyerOrders, findOrderCards, readAllOrderCards, readOrderDetail, readOrderSnapshot, readOrderTodo } from './order-reads';
import { checkPaymentTypesOffered } from '../payments/payments.public';
import { orderGateOf } from './order-gate';
import { cancelOrder, createOrder } from './orders.service';

/** The buyer's order calls: make and cancel an order (Idempotency-Key), and read their own orders. */
export function ordersRoutes(app: FastifyInstance, ctx: AppContext) {
  const settings = { payWithinHours: ctx.config.orderPayWithinHours, maxUnpaidUnits: ctx.config.orderMaxUnpaidUnitsPerStore };
  // A rush of orders waits for its turn here, not for the pool (order-gate.ts).
  const gate = orderGateOf(ctx.db);

  // The session is looked up with the order's first statement (sessionWithWork: one round trip less); a failure before it looks it up first (sessionFirst).
  serve(
    app,
    endpoints.create,
    async ({ body }, request) => {
      if (body.paymentType) checkPaymentTypesOffered(ctx.payments, [body.paymentType], 'paymentType');
      // A retried create (a lost answer, a double tap) answers the first order: one reservation.
      const create = () => idempotent(ctx, request, body, (tx, keep, userId) => createOrder(tx, body, { userId, now: ctx.clock.now(), settings, keep }));
      return ok(await (gate ? gate.run(create) : create()));
    },
    { config: { sessionWithWork: true }, errorHandler: sessionFirst(ctx) },
  );

  serve(app, endpoints.cancel, async ({ params: { id } }, request) => {
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, { id }, (tx) => cancelOrder(tx, id, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.list, async ({ query }, request) => ok(await findBuyerOrders(ctx.db, query, sessionOf(request))));

  serve(app, endpoints.detail, async ({ params }, request) => ok(await readOrderDetail(ctx.db, params.id, 'BUYER', sessionOf(request).userId)));

  serve(app, endpoints.snapshot, async ({ params }, request) => ok(await readOrderSnapshot(ctx.db, params.id, 'BUYER', sessionOf(request).userId)));

  serve(app, endpoints.cards, async ({ params: { id }, query }, request) =>
    ok(await findOrderCards(ctx.db, { id, ...query }, 'BUYER', sessionOf(request).userId)),
  );

  // "Copy all": plain text, one card number a line; no envelope.
  serve(app, endpoints.allCards, async ({ params }, request, reply) => {
    const text = await readAllOrderCards(ctx.db, params.id, 'BUYER', sessionOf(request).userId);
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'private, no-store').send(text);
  });

  serve(app, endpoints.todo, async (_, request) => ok(await readOrderTodo(ctx.db, sessionOf(request))));
}
