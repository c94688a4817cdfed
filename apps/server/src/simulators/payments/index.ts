// The payment providers as sandboxes inside the server (with PAYMENTS_SANDBOX on): one adapter per
// provider, the pages the providers would serve (the card frame, approvals, tpaga, the boleto), the
// sandbox control calls, and two recurring tasks: webhook delivery and the chains' block miner.
import type { FastifyInstance } from 'fastify';
import type { PaymentProviderId } from '@panel/domain/payments';
import type { AppContext } from '../../context';
import type { PaymentProvider } from '../../modules/payments/provider-port';
import { chainApiRoutes } from './chain-apis';
import { sandboxControlRoutes } from './control.routes';
import { createCryptoSandbox, mineWhereWaiting } from './crypto-chain';
import type { SandboxDeps } from './deps';
import type { TaskRunner } from '../../tasks/task-runner';
import { createWalletSandbox } from './local-methods';
import { onerwayApiRoutes } from './onerway-api';
import { onerwaySandboxRoutes } from './onerway-pages';
import { localSandboxRoutes } from './pages';
import { pixApiRoutes } from './pix-api';
import { paypalApiRoutes } from './paypal';
import { tpagaApiRoutes } from './tpaga';
import { deliverDueWebhooks } from './webhook-outbox';

export type { SandboxDeps } from './deps';

/** Task kinds: webhook delivery and the block miner, each every 2 seconds. */
export const SANDBOX_WEBHOOKS_KIND = 'sandbox.webhooks';
export const SANDBOX_MINER_KIND = 'sandbox.mine';
const EVERY_SECONDS = 2;
/** Webhooks one delivery run posts at most (in batches of 25). */
const BATCH = 25;
const BATCHES_PER_RUN = 8;

export function createSandboxProviders(
  deps: SandboxDeps,
): Record<Exclude<PaymentProviderId, 'onerway' | 'pix' | 'boleto' | 'paypal' | 'tpaga'>, PaymentProvider> {
  return {
    wallet: createWalletSandbox(deps),
    crypto: createCryptoSandbox(deps),
  };
}

/** Posts due webhooks until none is left or the run's share is spent; answers how many were posted. */
export async function deliverWebhooksNow(deps: SandboxDeps): Promise<number> {
  let posted = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const sent = await deliverDueWebhooks(deps, { limit: BATCH });
    posted += sent;
    if (sent < BATCH) break;
  }
  return posted;
}

/** The sandbox's pages and its control calls (only while the providers are sandboxes). */
export function registerSandbox(app: FastifyInstance, ctx: AppContext, deps: SandboxDeps) {
  onerwaySandboxRoutes(app, deps);
  onerwayApiRoutes(app, deps);
  localSandboxRoutes(app, deps);
  pixApiRoutes(app, deps);
  paypalApiRoutes(app, deps);
  tpagaApiRoutes(app, deps);
  chainApiRoutes(app, deps);
  sandboxControlRoutes(app, ctx, deps);
}

/** The sandbox's recurring tasks: its webhooks posted when due, its simulated chains mined where a transfer waits. */
export function registerSandboxTasks(tasks: TaskRunner, deps: SandboxDeps) {
  tasks.registerTaskHandler(SANDBOX_WEBHOOKS_KIND, async () => ({ posted: await deliverWebhooksNow(deps) }), { everySeconds: EVERY_SECONDS });
  tasks.registerTaskHandler(SANDBOX_MINER_KIND, async () => ({ mined: await mineWhereWaiting(deps) }), { everySeconds: EVERY_SECONDS });
}
