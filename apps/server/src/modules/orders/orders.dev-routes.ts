// Development and tests only: POST /__dev/orders/expire {at} runs the pay-by sweep (expireOrders)
// as of the time given, so a browser test sees a deadline pass without waiting for it. Served only
// with DEV_OUTBOX on (the development mailbox's switch, off in production and under `npm start`) and
// only to a caller on this machine, like GET /__dev/outbox.
import type { FastifyInstance } from 'fastify';
import { ordersDevSchemas as endpoints } from '@panel/domain/endpoints/orders-dev.schemas';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { ok, sendError } from '../../http/envelope';
import { serve } from '../../http/serve';
import { expireOrders } from './orders.service';

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

export function ordersDevRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.devOutbox) return;
  // Checked before the body is read: a caller elsewhere learns nothing, not even that the body was wrong.
  serve(app, endpoints.expire, async ({ body }) => ok({ cancelled: await expireOrders(ctx.db, new Date(body.at)) }), {
    preHandler: async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return sendError(reply, 404, new AppError(404));
    },
  });
}
