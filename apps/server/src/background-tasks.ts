// Every kind of work the server runs in the background, registered in one place: the recurring
// sweeps and watches, the work users start (code generation and export, bulk recharge), the embedded
// database's upkeep and the payment sandbox's own clockwork. A kind missing here never runs; a route
// module only queues tasks of kinds registered here.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import type { TaskRunner } from './tasks/task-runner';
import { registerEmbeddedUpkeep } from './db/upkeep';
import { registerCodeExport } from './modules/codes/code-export';
import { registerCodeGeneration } from './modules/codes/codes.service';
import { registerIdempotencySweep } from './modules/idempotency/idempotency.service';
import { registerLedgerVerifySweep } from './modules/ledger/verify';
import { registerNotifications } from './modules/notifications/notifier';
import { registerOrderExpiry } from './modules/orders/orders.service';
import { registerChainWatchers } from './modules/payments/adapters/evm/evm-crypto';
import { registerPaymentSweep } from './modules/payments/sync';
import { registerRecharge } from './modules/recharge/recharge.service';
import { registerWebhookPrune } from './modules/webhooks/webhook-loop';

export type BackgroundOptions = {
  /** The database is the embedded PGlite, which needs the upkeep PostgreSQL does by itself. */
  embedded: boolean;
  /** The payment sandbox's recurring tasks while PAYMENTS_SANDBOX is on (app.ts alone wires the simulator). */
  sandboxTasks: ((tasks: TaskRunner) => void) | null;
  log: FastifyBaseLogger;
};

export function registerBackgroundTasks(ctx: AppContext, { embedded, sandboxTasks, log }: BackgroundOptions) {
  const { tasks, config } = ctx;
  // Recurring: one queued occurrence of each across processes.
  registerIdempotencySweep(tasks);
  registerLedgerVerifySweep(tasks);
  registerOrderExpiry(tasks, { everySeconds: config.orderExpirySweepSeconds });
  registerPaymentSweep(tasks, ctx, { everySeconds: config.paymentsSyncSeconds });
  // The chains a live crypto provider reads (each EVM chain's nodes, TronGrid): one recurring watch each.
  registerChainWatchers(tasks, ctx, log);
  if (embedded) registerEmbeddedUpkeep(tasks);
  // Started by users, with their progress shown: code generation and export (and the sweep of expired exports), bulk recharge.
  registerCodeGeneration(tasks, ctx.codeVault);
  registerCodeExport(tasks, { vault: ctx.codeVault, dataDir: config.dataDir, ttlHours: config.exportTtlHours, storage: ctx.exportStorage });
  registerRecharge(tasks);
  // Notifications: each one's e-mail and pushes, and the prune of old events and inbox entries.
  registerNotifications(tasks, { messaging: ctx.messaging, push: ctx.push, publicUrl: config.publicUrl ?? null });
  // Webhooks: the prune of old deliveries (the dispatcher and sender run beside the notifier, webhooks.routes.ts).
  registerWebhookPrune(tasks);
  sandboxTasks?.(tasks);
}
