// The sandbox control calls (/api/sandbox/..., contract/sandbox.ts): registered only while the
// payment providers run as sandboxes (otherwise they do not exist: 404), and only for the platform
// operator (20003 for anyone else, checked before anything is read).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@panel/domain/errors';
import { sandboxSchemas as endpoints } from '@panel/domain/endpoints/sandbox.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { AppError } from '../../errors';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { requireOperator } from '../../modules/ops/ops.service';
import { applySandboxAction, listSandboxPayments, listSandboxWebhooks, redeliverSandboxWebhook } from './control';
import { mine, readChains, sendTransfer } from './crypto-chain';
import type { SandboxDeps } from './deps';

export function sandboxControlRoutes(app: FastifyInstance, ctx: AppContext, deps: SandboxDeps) {
  // Checked before the input is parsed (a route's preHandler runs before its handler), so anyone
  // but the operator gets 20003 whatever they send.
  const operatorOnly = { preHandler: async (request: FastifyRequest) => requireOperator(ctx.db, sessionOf(request).userId) };

  serve(app, endpoints.payments, async ({ query }) => ok(await listSandboxPayments(deps, query)), operatorOnly);

  serve(app, endpoints.action, async ({ params, body }) => ok(await applySandboxAction(deps, params.id, body)), operatorOnly);

  serve(app, endpoints.webhooks, async ({ query }) => ok(await listSandboxWebhooks(deps, query)), operatorOnly);

  serve(app, endpoints.redeliver, async ({ params }) => ok(await redeliverSandboxWebhook(deps, params.id)), operatorOnly);

  serve(app, endpoints.crypto, async () => ok(await readChains(deps)), operatorOnly);

  serve(
    app,
    endpoints.transfer,
    async ({ body: transfer }) => {
      try {
        await sendTransfer(deps, { ...transfer, amount: transfer.amount.replace(',', '.') });
      } catch (error) {
        // An amount that is not a positive decimal with at most the chain's decimals.
        if (error instanceof RangeError) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'amount' });
        throw error;
      }
      return ok(await readChains(deps));
    },
    operatorOnly,
  );

  serve(
    app,
    endpoints.mine,
    async ({ body: { chain, blocks } }) => {
      await mine(deps, { chain, blocks });
      return ok(await readChains(deps));
    },
    operatorOnly,
  );
}
