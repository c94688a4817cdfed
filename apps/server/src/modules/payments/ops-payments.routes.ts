import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PageRequest } from '@panel/domain/contract/envelope';
import { AttemptParams, CreditReviewRequest, OpsCryptoReviewResponse, OpsDebtsResponse, OpsEventsQuery, OpsEventsResponse, OpsPaymentDetail, OpsPaymentsQuery, OpsPaymentsResponse, OpsRefundRequest } from '@panel/domain/contract/payments';
import { ERROR_CODES } from '@panel/domain/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { parse } from '../../http/validate';
import { requireOperator } from '../ops/ops.service';
import { syncRefund } from './sync';
import { creditReviewed, findCryptoReview, findDebts, findEvents, findPayments, readPayment, refundOrder, refundStatusOf } from './ops-payments.service';

const IdParams = z.object({ id: z.uuid() });
const RefundAnswer = z.object({ orderId: z.string(), status: z.enum(['REFUND', 'REFUND_REQUESTED']) });
const CreditAnswer = z.object({ id: z.string(), status: z.literal('CREDITED') });

/** The operator's payment calls: 20003 to everyone else, checked before anything is read. */
export function opsPaymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const operator = async (request: FastifyRequest) => {
    const { userId } = sessionOf(request);
    await requireOperator(ctx.db, userId);
    return userId;
  };

  app.get('/api/ops/payments', { config: { response: OpsPaymentsResponse } }, async (request) => {
    await operator(request);
    return ok(await findPayments(ctx.db, parse(OpsPaymentsQuery, request.query)));
  });

  app.get('/api/ops/payments/events', { config: { response: OpsEventsResponse } }, async (request) => {
    await operator(request);
    return ok(await findEvents(ctx.db, parse(OpsEventsQuery, request.query)));
  });

  app.get('/api/ops/payments/:id', { config: { response: OpsPaymentDetail } }, async (request) => {
    await operator(request);
    const { id } = parse(AttemptParams, request.params);
    return ok(await readPayment(ctx.db, id));
  });

  app.post('/api/ops/orders/:id/refund', { config: { response: RefundAnswer } }, async (request) => {
    const operatorId = await operator(request);
    const { id } = parse(IdParams, request.params);
    const { reason } = parse(OpsRefundRequest, request.body);
    const now = ctx.clock.now();
    const answer = await idempotent(ctx, request, { id, reason }, (tx) => refundOrder(tx, id, { operatorId, reason, now }));
    if (answer.refund) {
      // An online payment is refunded by its provider (a network call, after the commit); its REFUND webhook then reverses the order.
      const { provider, providerRef, amountMinor, currency, attemptId } = answer.refund;
      try {
        await ctx.payments.get(provider as never).refund({ providerRef, amountMinor: BigInt(amountMinor), currency, reason, refundId: `refund-${attemptId}` });
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
  });

  app.get('/api/ops/crypto/review', { config: { response: OpsCryptoReviewResponse } }, async (request) => {
    await operator(request);
    return ok(await findCryptoReview(ctx.db, parse(PageRequest, request.query)));
  });

  app.post('/api/ops/crypto/review/:id/credit', { config: { response: CreditAnswer } }, async (request) => {
    const operatorId = await operator(request);
    const { id } = parse(IdParams, request.params);
    const { uid } = parse(CreditReviewRequest, request.body);
    return ok(await idempotent(ctx, request, { id, uid }, (tx) => creditReviewed(tx, id, { uid, operatorId, now: ctx.clock.now() })));
  });

  app.get('/api/ops/debts', { config: { response: OpsDebtsResponse } }, async (request) => {
    await operator(request);
    return ok(await findDebts(ctx.db, parse(PageRequest, request.query)));
  });
}
