import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PaymentProviderId } from '@panel/domain/payments';
import { paymentsSchemas as endpoints } from '@panel/domain/endpoints/payments.schemas';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { limitAddress } from '../../http/client-info';
import { serve } from '../../http/serve';
import { isDatabaseUnavailable } from '../../db/failures';
import { takeAttempt } from '../../platform/rate-limit';
import { currentAttemptId, readAttemptView } from './attempt-view';
import { checkPaymentTypesOffered, offeredPaymentTypes } from './providers';
import { cancelAttempt, checkBilling, createVcoinPurchase, openAttempt, paymentOptions, paymentQuote, requestProviderPayment } from './payments.service';
import { recordRejected, receiveEvent } from './settlement';
import { syncAttempt } from './sync';
import { WebhookRejected, type VerifiedWebhook } from './provider-port';

/** The largest webhook body a provider sends. */
const WEBHOOK_BODY_MAX = 64 * 1024;

/** The buyer's online and crypto payment calls, and the providers' webhooks (decision 014). */
export function paymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const now = () => ctx.clock.now();
  const publicUrl = ctx.config.publicUrl ?? '';

  // What the listing form, the order sheet and the VCoin purchase may offer.
  serve(app, endpoints.types, async () => ok({ paymentTypes: offeredPaymentTypes(ctx.payments) }));

  serve(app, endpoints.options, async ({ query }, request) => ok(await paymentOptions(ctx.db, query, sessionOf(request).userId, ctx.payments)));

  serve(app, endpoints.quote, async ({ body }, request) => ok(await paymentQuote(ctx.db, body, sessionOf(request).userId, ctx.payments)));

  // The spec's pay call (60 s on the panel): the attempt is opened in the idempotent transaction, then its provider is asked.
  serve(app, endpoints.pay, async ({ body: input }, request) => {
    const { userId } = sessionOf(request);
    const { attemptId } = await idempotent(ctx, request, input, (tx) =>
      openAttempt(
        tx,
        { ...input, billing: input.billing ?? {} },
        { userId, now: now(), providers: ctx.payments, cryptoMaxLive: ctx.config.cryptoMaxLiveAttemptsPerUser },
      ),
    );
    const payer = input.method && input.currency ? safeBilling(() => checkBilling(input.method!, input.currency!, input.billing ?? {})) : undefined;
    const { refused } = await requestProviderPayment(ctx.db, attemptId, { payer, providers: ctx.payments, now: now(), publicUrl });
    if (refused) request.log.warn({ attemptId, reason: refused }, 'the provider refused the payment');
    const view = await readAttemptView(ctx.db, attemptId, userId);
    // A provider's refusal answers 20012 every time the key is sent: the attempt it ended says so
    // (the provider's own words go to the log, not to the buyer).
    if (view.status === 'FAILED' && view.failure === 'PROVIDER_ERROR') throw new AppError(ERROR_CODES.EXTERNAL_REQUEST_ERROR, { provider: view.provider });
    return ok(view);
  });

  serve(app, endpoints.currentAttempt, async ({ query }, request) => {
    const { userId } = sessionOf(request);
    const id = await currentAttemptId(ctx.db, query, userId);
    await syncAttempt(ctx, id, { watched: true });
    return ok(await readAttemptView(ctx.db, id, userId));
  });

  serve(app, endpoints.attempt, async ({ params: { id } }, request) => {
    const { userId } = sessionOf(request);
    const view = await readAttemptView(ctx.db, id, userId);
    // A provider without webhooks (tpaga) is asked while the buyer watches; API Pix for a charge that ended unpaid.
    return ok((await syncAttempt(ctx, id, { watched: true })) ? await readAttemptView(ctx.db, id, userId) : view);
  });

  serve(app, endpoints.cancelAttempt, async ({ params: { id } }, request) => {
    const { userId } = sessionOf(request);
    const { providerRef } = await idempotent(ctx, request, { id }, (tx) => cancelAttempt(tx, id, { userId, now: now() }));
    const attempt = await readAttemptView(ctx.db, id, userId);
    // The provider is told too where it can be (a real provider is a network call: after the commit, and a failure changes nothing here).
    if (providerRef && ctx.payments.offers(attempt.provider))
      await ctx.payments
        .get(attempt.provider)
        .cancel?.(providerRef)
        .catch((error: unknown) => request.log.warn({ err: error, attemptId: id }, 'provider cancel failed'));
    return ok(attempt);
  });

  // What the card frame reported: informational (the buyer's screen), never what pays: the webhook does.
  serve(app, endpoints.cardResult, async ({ params: { id }, body: result }, request) => {
    const { userId } = sessionOf(request);
    const view = await readAttemptView(ctx.db, id, userId);
    request.log.info({ attemptId: id, frameStatus: result.status }, 'card frame result');
    return ok(view);
  });

  serve(app, endpoints.vcoinPurchase, async ({ body: input }, request) => {
    const { userId } = sessionOf(request);
    checkPaymentTypesOffered(ctx.payments, [input.channel], 'channel');
    return ok(await idempotent(ctx, request, input, (tx) => createVcoinPurchase(tx, input, { userId, now: now() })));
  });

  // Webhooks: public, the raw body verified by the provider's adapter before anything is read.
  app.register(async (scope) => {
    scope.setErrorHandler(webhookError);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_MAX }, (_request, body, done) => done(null, body));
    const receive = async (provider: PaymentProviderId, request: FastifyRequest, reply: FastifyReply) => {
      // No adapter, no webhook: nothing is verified, stored or answered for a provider that is off.
      if (!ctx.payments.offers(provider)) return reply.code(404).type('text/plain').send('unknown provider');
      const body = typeof request.body === 'string' ? request.body : '';
      const parsed = await verifyWebhook(ctx, provider, body, request);
      if (!parsed) {
        // Refused ones are kept for the operator, up to a number a minute per source: past it they are answered and forgotten.
        const source = await takeAttempt(
          ctx.db,
          `webhook-rejected:${limitAddress(request)}`,
          { max: ctx.config.webhookRejectedPerMinute, windowMinutes: 1, blockMinutes: 1 },
          now(),
        );
        if (!source.allowed)
          return reply
            .code(429)
            .header('retry-after', String(Math.max(1, source.waitMinutes) * 60))
            .type('text/plain')
            .send('too many rejected webhooks');
        await recordRejected(ctx.db, provider, body, rejectedReason.get(request) ?? 'rejected', now());
        return reply.code(400).type('text/plain').send('rejected');
      }
      for (const event of parsed.events) {
        const received = await receiveEvent(ctx.db, provider, event, body, now());
        request.log.info({ provider, eventId: event.eventId, kind: event.kind, outcome: received.outcome }, 'payment webhook');
      }
      return reply.code(parsed.ack.status).type(parsed.ack.contentType).send(parsed.ack.body);
    };
    // An unknown provider in the path is a field error, which webhookError answers 404.
    serve(scope, endpoints.webhook, async ({ params }, request, reply) => receive(params.provider, request, reply));
    // API Pix posts to {webhookUrl}/pix, the webhook registered being /api/payment/webhook/pix: a hint the adapter checks with the PSP.
    serve(scope, endpoints.pixWebhook, async (_, request, reply) => receive('pix', request, reply));
  });
}

const rejectedReason = new WeakMap<FastifyRequest, string>();

/**
 * A webhook that could not be taken answers an HTTP error in plain text, never the envelope's 200
 * with a respCode (providers read the status alone, design/payments.md): an unknown provider 404, a
 * body too large 413, an event refused while applying it (nothing was stored or moved) 422, and the
 * database out of reach 503. Every provider sends again on such an answer (Onerway until it reads
 * the transactionId), and the operator sees why in the log.
 */
function webhookError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, text: string) => reply.code(status).type('text/plain').send(text);
  if (error instanceof AppError) {
    request.log.warn({ err: { code: error.code, data: error.data } }, 'payment webhook refused');
    return error.code === ERROR_CODES.PARAM_ERROR ? send(404, 'unknown provider') : send(422, `refused ${error.code}`);
  }
  if (isDatabaseUnavailable(error)) {
    reply.header('retry-after', '30');
    return send(503, 'unavailable');
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return send(413, 'too large');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return send(400, 'bad request');
  request.log.error({ err: error }, 'payment webhook failed');
  return send(500, 'failed');
}

/** The adapter's verification; a rejected webhook answers undefined (its reason kept for the record). */
async function verifyWebhook(ctx: AppContext, provider: PaymentProviderId, body: string, request: FastifyRequest): Promise<VerifiedWebhook | undefined> {
  const adapter = ctx.payments.get(provider);
  const headers = request.headers as Record<string, string | undefined>;
  try {
    if (adapter.verifyWebhook) return await adapter.verifyWebhook(body, headers);
    const parsed = adapter.parseWebhook(body, headers);
    return { events: [parsed.event], ack: parsed.ack };
  } catch (error) {
    if (error instanceof WebhookRejected) {
      rejectedReason.set(request, error.message);
      return undefined;
    }
    throw error;
  }
}

/** The billing checked again for the provider (it passed inside the transaction; a replayed request may carry none). */
function safeBilling<T>(check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
