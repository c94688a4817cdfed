// Every kind of work the server runs in the background, registered in one place: the recurring
// sweeps and watches, the work users start (code generation and export, bulk recharge), the embedded
// database's upkeep, the payment sandbox's own clockwork, and the loops that run beside the task
// runner (the notifier; the webhooks' dispatcher and sender). A kind missing here never runs; a route
// module only queues tasks of kinds registered here, and starts nothing of its own.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import type { TaskRunner } from './tasks/task-runner';
import { registerEmbeddedUpkeep } from './db/upkeep';
import { registerCodeExport } from './modules/codes/code-export';
import { registerCodeGeneration } from './modules/codes/codes.service';
import { registerIdempotencySweep } from './modules/idempotency/idempotency.service';
import { registerLedgerVerifySweep } from './modules/ledger/verify';
import { registerNotifications, startNotifier } from './modules/notifications/notifier';
import { registerOrderExpiry } from './modules/orders/orders.service';
import { registerChainWatchers } from './modules/payments/adapters/evm/evm-crypto';
import { registerPaymentSweep } from './modules/payments/sync';
import { registerRecharge } from './modules/recharge/recharge.service';
import { registerWebhookPrune, startWebhooks, webhookDeps } from './modules/webhooks/webhook-loop';

export type BackgroundOptions = {
  /** The database is the embedded PGlite, which needs the upkeep PostgreSQL does by itself. */
  embedded: boolean;
  /** The payment sandbox's recurring tasks while PAYMENTS_SANDBOX is on (app.ts alone wires the simulator). */
  sandboxTasks: ((tasks: TaskRunner) => void) | null;
  log: FastifyBaseLogger;
};

/** How often a listening server's notifier reads new events. */
const NOTIFIER_EVERY_MS = 1000;

/** What a listening server starts and stops: the task runner and the loops beside it. */
export type BackgroundWork = { start(): void; stop(): Promise<void> };

/** Registers every task kind on ctx.tasks; the answer starts them (main.ts's listening server only: tests drive runners step by step). */
export function registerBackgroundTasks(ctx: AppContext, { embedded, sandboxTasks, log }: BackgroundOptions): BackgroundWork {
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
  // Webhooks: the prune of old deliveries (the dispatcher and sender are loops, below).
  registerWebhookPrune(tasks);
  sandboxTasks?.(tasks);

  // Loops beside the runner, every second: the notifier (each new event's notifications), and the
  // webhooks' dispatcher (events into deliveries) and sender.
  let stopLoops: (() => Promise<void>) | undefined;
  return {
    start() {
      tasks.start();
      const stopNotifier = startNotifier(ctx.db, { everyMs: NOTIFIER_EVERY_MS, now: () => ctx.clock.now(), log });
      const stopWebhooks = startWebhooks(webhookDeps(ctx), { log });
      stopLoops = async () => {
        stopNotifier();
        await stopWebhooks();
      };
    },
    async stop() {
      await stopLoops?.();
      await tasks.stop();
    },
  };
}
