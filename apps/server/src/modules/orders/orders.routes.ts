import type { FastifyInstance } from 'fastify';
import {
  CreateOrderRequest,
  OrderCardsQuery,
  OrderCardsResponse,
  OrderDetailResponse,
  OrderListQuery,
  OrderListResponse,
  OrderParams,
  OrderSnapshotResponse,
  OrderTodoResponse,
} from '@panel/domain/contract/orders';
import type { AppContext } from '../../context';
import { sessionFirst, sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { parse } from '../../http/validate';
import { findBuyerOrders, findOrderCards, readAllOrderCards, readOrderDetail, readOrderSnapshot, readOrderTodo } from './order-reads';
import { checkPaymentTypesOffered } from '../payments/providers';
import { orderGateOf } from './order-gate';
import { cancelOrder, createOrder } from './orders.service';

/** The buyer's order calls: make and cancel an order (Idempotency-Key), and read their own orders. */
export function ordersRoutes(app: FastifyInstance, ctx: AppContext) {
  const settings = { payWithinHours: ctx.config.orderPayWithinHours, maxUnpaidUnits: ctx.config.orderMaxUnpaidUnitsPerStore };
  // A rush of orders waits for its turn here, not for the pool (order-gate.ts).
  const gate = orderGateOf(ctx.db);

  // The session is looked up with the order's first statement (sessionWithWork: one round trip less); a failure before it looks it up first (sessionFirst).
  app.post('/api/order/create', { config: { response: OrderDetailResponse, sessionWithWork: true }, errorHandler: sessionFirst(ctx) }, async (request) => {
    const input = parse(CreateOrderRequest, request.body);
    if (input.paymentType) checkPaymentTypesOffered(ctx.payments, [input.paymentType], 'paymentType');
    // A retried create (a lost answer, a double tap) answers the first order: one reservation.
    const create = () => idempotent(ctx, request, input, (tx, keep, userId) => createOrder(tx, input, { userId, now: ctx.clock.now(), settings, keep }));
    return ok(await (gate ? gate.run(create) : create()));
  });

  app.post('/api/order/cancel/:id', { config: { response: OrderDetailResponse } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, { id }, (tx) => cancelOrder(tx, id, { userId, now: ctx.clock.now() })));
  });

  app.get('/api/order/list', { config: { response: OrderListResponse } }, async (request) => {
    const input = parse(OrderListQuery, request.query);
    return ok(await findBuyerOrders(ctx.db, input, sessionOf(request)));
  });

  app.get('/api/order/detail/:id', { config: { response: OrderDetailResponse } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    return ok(await readOrderDetail(ctx.db, id, 'BUYER', sessionOf(request).userId));
  });

  app.get('/api/order/snapshot/:id', { config: { response: OrderSnapshotResponse } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    return ok(await readOrderSnapshot(ctx.db, id, 'BUYER', sessionOf(request).userId));
  });

  app.get('/api/order/cards/:id', { config: { response: OrderCardsResponse } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    const page = parse(OrderCardsQuery, request.query);
    return ok(await findOrderCards(ctx.db, { id, ...page }, 'BUYER', sessionOf(request).userId));
  });

  // "Copy all": plain text, one card number a line; no envelope.
  app.get('/api/order/cards/:id/all', { config: { response: false } }, async (request, reply) => {
    const { id } = parse(OrderParams, request.params);
    const text = await readAllOrderCards(ctx.db, id, 'BUYER', sessionOf(request).userId);
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'private, no-store').send(text);
  });

  app.get('/api/order/todo', { config: { response: OrderTodoResponse } }, async (request) => {
    return ok(await readOrderTodo(ctx.db, sessionOf(request)));
  });
}
