// Development and tests only: POST /__dev/orders/expire {at} runs the pay-by sweep (expireOrders)
// as of the time given, so a browser test sees a deadline pass without waiting for it. Served only
// with DEV_OUTBOX on (the development mailbox's switch, off in production and under `npm start`) and
// only to a caller on this machine, like GET /__dev/outbox.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok, sendError } from '../../http/envelope';
import { parse } from '../../http/validate';
import { expireOrders } from './orders.service';

const ExpireRequest = z.object({ at: z.iso.datetime() });
const ExpireResponse = z.object({ cancelled: z.number().int() });

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

export function ordersDevRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.devOutbox) return;
  app.post('/__dev/orders/expire', { config: { public: true, response: ExpireResponse } }, async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return sendError(reply, 404, new AppError(404));
    const { at } = parse(ExpireRequest, request.body);
    return ok({ cancelled: await expireOrders(ctx.db, new Date(at)) });
  });
}
