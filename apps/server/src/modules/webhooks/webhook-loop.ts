// How webhooks run in a listening server: every second the dispatcher turns new events into
// deliveries and the sender sends what is due, as the notifier runs (decision 031); a daily task
// prunes old deliveries. Stopping waits for the round under way, its sends cut short and put back.
import type { AppContext } from '../../context';
import type { TaskRunner } from '../../tasks/task-runner';
import { loadCodesKey } from '../codes/codes.public';
import { systemResolver } from './webhook-address';
import { DISPATCH_BATCH, dispatchStep } from './webhook-dispatcher';
import { CLAIM_BATCH, pruneDeliveries, sendStep, type SenderDeps } from './webhook-sender';
import { webhookSecretBox, type SecretBox } from './webhook-signing';

const EVERY_MS = 1000;
const CLAIM_ROUNDS_MAX = 50;
/** Delivered and failed deliveries are kept this long for the delivery log. */
const KEEP_DAYS = 30;

/** The sender's dependencies from the app's: the secrets' key is read on first use, as the codes' is. */
export function webhookDeps(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): SenderDeps {
  let box: SecretBox | undefined;
  return {
    db: ctx.db,
    clock: ctx.clock,
    secrets: () => (box ??= webhookSecretBox(loadCodesKey(ctx.config))),
    policy: { allowPrivate: ctx.config.webhookAllowPrivate, resolve: systemResolver },
  };
}

/** Runs the dispatcher and the sender every second until the answered stop is called. */
export function startWebhooks(deps: SenderDeps, { log }: { log: { warn(obj: object, msg: string): void } }) {
  const stopping = new AbortController();
  let round: Promise<void> | null = null;
  const run = async () => {
    while ((await dispatchStep(deps.db, { now: deps.clock.now() })) === DISPATCH_BATCH && !stopping.signal.aborted);
    // A full batch claimed may mean more is due: claim again, a bounded number of times a round.
    for (let rounds = 0; rounds < CLAIM_ROUNDS_MAX && !stopping.signal.aborted; rounds++) {
      if ((await sendStep(deps, { signal: stopping.signal })) < CLAIM_BATCH) break;
    }
  };
  const timer = setInterval(() => {
    if (round) return;
    round = run()
      .catch((error: unknown) => log.warn({ err: error }, 'webhooks: a round failed'))
      .finally(() => (round = null));
  }, EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await round;
  };
}

/** The daily prune of old deliveries. */
export function registerWebhookPrune(tasks: TaskRunner) {
  tasks.registerTaskHandler('webhooks.prune', async ({ db, now }) => ({ pruned: await pruneDeliveries(db, { now: now(), days: KEEP_DAYS }) }), {
    everySeconds: 24 * 60 * 60,
  });
}
