// The sandbox control calls (/api/sandbox/..., contract/sandbox.ts): registered only while the
// payment providers run as sandboxes (otherwise they do not exist: 404), and only for the platform
// operator (20003 for anyone else, checked before anything is read).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@panel/domain/errors';
import {
  SandboxActionRequest,
  SandboxCrypto,
  SandboxMineRequest,
  SandboxPayment,
  SandboxPaymentParams,
  SandboxPaymentsQuery,
  SandboxPaymentsResponse,
  SandboxTransferRequest,
  SandboxWebhook,
  SandboxWebhookParams,
  SandboxWebhooksQuery,
  SandboxWebhooksResponse,
} from '@panel/domain/contract/sandbox';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { requireOperator } from '../../modules/ops/ops.service';
import { applySandboxAction, listSandboxPayments, listSandboxWebhooks, redeliverSandboxWebhook } from './control';
import { mine, readChains, sendTransfer } from './crypto-chain';
import type { SandboxDeps } from './deps';

export function sandboxControlRoutes(app: FastifyInstance, ctx: AppContext, deps: SandboxDeps) {
  const operator = async (request: FastifyRequest) => {
    await requireOperator(ctx.db, sessionOf(request).userId);
  };

  app.get('/api/sandbox/payments', { config: { response: SandboxPaymentsResponse } }, async (request) => {
    await operator(request);
    return ok(await listSandboxPayments(deps, parse(SandboxPaymentsQuery, request.query)));
  });

  app.post('/api/sandbox/payments/:id/action', { config: { response: SandboxPayment } }, async (request) => {
    await operator(request);
    const { id } = parse(SandboxPaymentParams, request.params);
    return ok(await applySandboxAction(deps, id, parse(SandboxActionRequest, request.body)));
  });

  app.get('/api/sandbox/webhooks', { config: { response: SandboxWebhooksResponse } }, async (request) => {
    await operator(request);
    return ok(await listSandboxWebhooks(deps, parse(SandboxWebhooksQuery, request.query)));
  });

  app.post('/api/sandbox/webhooks/:id/redeliver', { config: { response: SandboxWebhook } }, async (request) => {
    await operator(request);
    const { id } = parse(SandboxWebhookParams, request.params);
    return ok(await redeliverSandboxWebhook(deps, id));
  });

  app.get('/api/sandbox/crypto', { config: { response: SandboxCrypto } }, async (request) => {
    await operator(request);
    return ok(await readChains(deps));
  });

  app.post('/api/sandbox/crypto/transfer', { config: { response: SandboxCrypto } }, async (request) => {
    await operator(request);
    const transfer = parse(SandboxTransferRequest, request.body);
    try {
      await sendTransfer(deps, { ...transfer, amount: transfer.amount.replace(',', '.') });
    } catch (error) {
      // An amount that is not a positive decimal with at most the chain's decimals.
      if (error instanceof RangeError) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'amount' });
      throw error;
    }
    return ok(await readChains(deps));
  });

  app.post('/api/sandbox/crypto/mine', { config: { response: SandboxCrypto } }, async (request) => {
    await operator(request);
    const { chain, blocks } = parse(SandboxMineRequest, request.body);
    await mine(deps, { chain, blocks });
    return ok(await readChains(deps));
  });
}
