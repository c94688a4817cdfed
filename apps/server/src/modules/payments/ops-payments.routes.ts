import type { FastifyInstance, FastifyRequest } from 'fastify';
import { opsPaymentsSchemas as endpoints } from '@panel/domain/endpoints/ops-payments.schemas';
import { ERROR_CODES } from '@panel/domain/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { serve } from '../../http/serve';
import { requireOperator } from '../ops/ops.public';
import { syncRefund } from './sync';
import { creditReviewed, findCryptoReview, findDebts, findEvents, findPayments, readPayment, refundOrder, refundStatusOf } from './ops-payments.service';

/** The operator's payment calls: 20003 to everyone else, checked before anything is read. */
export function opsPaymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  // A hook before the handler, so that the check comes before the input is parsed.
  const operatorOnly = { preHandler: async (request: FastifyRequest) => requireOperator(ctx.db, sessionOf(request).userId) };

  serve(app, endpoints.payments, async ({ query }) => ok(await findPayments(ctx.db, query)), operatorOnly);

  serve(app, endpoints.events, async ({ query }) => ok(await findEvents(ctx.db, query)), operatorOnly);

  serve(app, endpoints.payment, async ({ params }) => ok(await readPayment(ctx.db, params.id)), operatorOnly);

  serve(
    app,
    endpoints.refund,
    async ({ params: { id }, body: { reason } }, request) => {
      const operatorId = sessionOf(request).userId;
      const now = ctx.clock.now();
      const answer = await idempotent(ctx, request, { id, reason }, (tx) => refundOrder(tx, id, { operatorId, reason, now }));
      if (answer.refund) {
        // An online payment is refunded by its provider (a network call, after the commit); its REFUND webhook then reverses the order.
        const { provider, providerRef, amountMinor, currency, attemptId } = answer.refund;
        try {
          await ctx.payments
            .get(provider as never)
            .refund({ providerRef, amountMinor: BigInt(amountMinor), currency, reason, refundId: `refund-${attemptId}` });
        } catch (error) {
          throw new AppError(ERROR_CODES.EXTERNAL_REQUEST_ERROR, { provider, reason: error instanceof Error ? error.message : String(error) });
        }
        // A provider that sends no webhook (tpaga) is asked at once: the refund it reports reverses the order now.
        await syncRefund(ctx, attemptId).catch(() => false);
        // The order's state says whether it is reversed yet, so a retry with the key, which sends the same refund again (the
        // provider answers the one it made), answers what the first call did.
        return ok({ orderId: answer.orderId, status: await refundStatusOf(ctx.db, answer.orderId) });
      }
      return ok({ orderId: answer.orderId, status: answer.status });
    },
    operatorOnly,
  );

  serve(app, endpoints.cryptoReview, async ({ query }) => ok(await findCryptoReview(ctx.db, query)), operatorOnly);

  serve(
    app,
    endpoints.creditReview,
    async ({ params: { id }, body: { uid } }, request) => {
      const operatorId = sessionOf(request).userId;
      return ok(await idempotent(ctx, request, { id, uid }, (tx) => creditReviewed(tx, id, { uid, operatorId, now: ctx.clock.now() })));
    },
    operatorOnly,
  );

  serve(app, endpoints.debts, async ({ query }) => ok(await findDebts(ctx.db, query)), operatorOnly);
}
