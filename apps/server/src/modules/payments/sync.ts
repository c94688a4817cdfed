// Asking providers where a payment stands (the port's status query), for providers that send no
// webhook (tpaga documents none: its code page is polled). What the answer says is applied as a
// provider event, stored once like a webhook (event id `query:<ref>:<status>`), so polling twice
// never pays twice. Providers with webhooks are never asked (a status answer beside their webhooks
// would count one payment twice); their attempts past their time are expired here.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PaymentProviderId } from '@panel/domain/payments';
import type { AppContext } from '../../context';
import { cryptoSlots, paymentAttempts } from '../../db/schema';
import type { TaskRunner } from '../../tasks/task-runner';
import type { ProviderEvent } from './provider-port';
import { purgeRejected, receiveEvent } from './settlement';

/** Providers that send no webhook: asked while their buyer watches and by the sweep. */
export const POLLED_PROVIDERS: readonly PaymentProviderId[] = ['tpaga'];

/**
 * Providers asked while their buyer watches, of which only an ending (FAILED, EXPIRED) is applied
 * from the answer, which moves no money; a payment stays for their webhooks to tell, once. API Pix
 * sends no webhook for a charge that expired or was removed. PayPal's answer for an order the buyer
 * approved captures it, as its approval webhook would (once: the capture's request id is the
 * order's), so an approval whose webhook was lost is captured when the buyer comes back, and the
 * capture's own webhook pays.
 */
export const ENDINGS_ASKED_PROVIDERS: readonly PaymentProviderId[] = ['pix', 'paypal'];

/**
 * Asks a provider without webhooks about a WAITING attempt and applies the answer; an attempt past
 * its time that is not paid is EXPIRED. Answers whether anything was applied.
 */
export async function syncAttempt(
  ctx: Pick<AppContext, 'db' | 'clock' | 'payments'>,
  attemptId: string,
  { watched = false }: { watched?: boolean } = {},
): Promise<boolean> {
  const [attempt] = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  if (!attempt || attempt.status !== 'WAITING' || !attempt.provider || !attempt.providerRef || attempt.providerRef.startsWith('pending:')) return false;
  const provider = attempt.provider as PaymentProviderId;
  const now = ctx.clock.now();
  const due = attempt.expiresAt !== null && attempt.expiresAt <= now;
  // A provider that is off now (PAYMENTS_SANDBOX turned off) cannot be asked: its attempts expire at their time.
  const offered = ctx.payments.offers(provider);
  const asked = POLLED_PROVIDERS.includes(provider) && offered;
  // Asked for an ending only: its payments are its webhooks' to tell.
  const endingOnly = !asked && !due && watched && ENDINGS_ASKED_PROVIDERS.includes(provider) && offered;
  if (!asked && !due && !endingOnly) return false;
  if (!asked && !endingOnly) {
    // A provider with webhooks is never asked: its webhooks count each payment once (with their own ids), and a status answer
    // applied beside them would count the same money twice. Past its time the attempt expires; money that still comes is
    // credited late (never lost), and a crypto pair stays reserved for its grace period.
    return applyQueried(ctx, provider, {
      kind: 'EXPIRED',
      eventId: `query:${attempt.providerRef}:EXPIRED`,
      providerRef: attempt.providerRef,
      attemptId: attempt.id,
    });
  }
  const status = await ctx.payments.get(provider).queryPayment(attempt.providerRef);
  const ref = attempt.providerRef;
  const base = { providerRef: ref, attemptId: attempt.id };
  if (!endingOnly && status.status === 'PAID' && status.paidMinor > 0n)
    return applyQueried(ctx, provider, { kind: 'PAID', eventId: `query:${ref}:PAID`, amountMinor: status.paidMinor, currency: status.currency, ...base });
  if (status.status === 'FAILED')
    return applyQueried(ctx, provider, { kind: 'FAILED', eventId: `query:${ref}:FAILED`, reason: status.reason ?? 'declined', ...base });
  if (status.status === 'EXPIRED' || due) return applyQueried(ctx, provider, { kind: 'EXPIRED', eventId: `query:${ref}:EXPIRED`, ...base });
  return false;
}

/**
 * A refund asked of a provider that sends no webhook (tpaga): the provider is asked where the paid
 * attempt stands, and a refund it reports is applied as its REFUND (once, by its event id). Answers
 * whether it was applied.
 */
export async function syncRefund(ctx: Pick<AppContext, 'db' | 'clock' | 'payments'>, attemptId: string): Promise<boolean> {
  const [attempt] = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  if (!attempt || attempt.status !== 'SUCCEEDED' || !attempt.provider || !attempt.providerRef) return false;
  const provider = attempt.provider as PaymentProviderId;
  if (!POLLED_PROVIDERS.includes(provider) || !ctx.payments.offers(provider)) return false;
  const status = await ctx.payments.get(provider).queryPayment(attempt.providerRef);
  if (status.status !== 'REFUNDED') return false;
  const ref = attempt.providerRef;
  return applyQueried(ctx, provider, {
    kind: 'REFUND',
    eventId: `query:${ref}:REFUNDED`,
    providerRef: ref,
    attemptId: attempt.id,
    amountMinor: status.paidMinor,
    currency: status.currency,
  });
}

async function applyQueried(ctx: Pick<AppContext, 'db' | 'clock'>, provider: PaymentProviderId, event: ProviderEvent) {
  const received = await receiveEvent(ctx.db, provider, event, JSON.stringify({ query: event.kind }), ctx.clock.now());
  return received.outcome === 'APPLIED';
}

/** One pass of the payments sweep: polled providers asked, attempts past their time expired, crypto pairs past their grace freed. */
export async function sweepPayments(ctx: Pick<AppContext, 'db' | 'clock' | 'payments'>, { limit = 200 } = {}) {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.status, 'WAITING'),
        sql`${paymentAttempts.provider} is not null`,
        sql`(${paymentAttempts.expiresAt} <= ${now.toISOString()}::timestamptz or ${inArray(paymentAttempts.provider, [...POLLED_PROVIDERS])})`,
      ),
    )
    .limit(limit);
  let changed = 0;
  for (const { id } of due) if (await syncAttempt(ctx, id).catch(() => false)) changed += 1;
  const freed = await ctx.db
    .update(cryptoSlots)
    .set({ releasedAt: now })
    .where(and(isNull(cryptoSlots.releasedAt), lt(cryptoSlots.reservedUntil, now)))
    .returning({ id: cryptoSlots.attemptId });
  return { changed, freed: freed.length };
}

/** The payments sweep, and refused webhooks past WEBHOOK_REJECTED_RETENTION_HOURS deleted. */
export function registerPaymentSweep(
  tasks: TaskRunner,
  ctx: Pick<AppContext, 'db' | 'clock' | 'payments' | 'config'>,
  { everySeconds }: { everySeconds: number },
) {
  tasks.registerTaskHandler(
    'payments.sync',
    async () => {
      const swept = await sweepPayments(ctx);
      const purged = await purgeRejected(ctx.db, new Date(ctx.clock.now().getTime() - ctx.config.webhookRejectedRetentionHours * 3_600_000));
      return { ...swept, purged };
    },
    { everySeconds },
  );
}
