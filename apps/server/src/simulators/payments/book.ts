// The sandbox providers' books (sandbox_payments): each payment as the provider knows it, and the
// webhook the local providers (PIX, boleto, wallet, PayPal) send when one changes. Their webhook is
// a JSON body signed the sandbox way (./signing):
//   { "id": "evt_<hex>", "type": "PAID" | "FAILED" | "EXPIRED" | "CHARGEBACK" | "REFUND",
//     "reference": <provider ref>, "merchantReference": <attempt id>, "amount": "150.75",
//     "currency": "BRL", "reason"?: "...", "createdAt": <ISO time> }
// "amount" is what moved: received (PAID), charged back (CHARGEBACK) or refunded (REFUND).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { CURRENCY_EXPONENTS, fromMinor, isCurrency, toMinor } from '@panel/domain/money';
import type { PaymentProviderId } from '@panel/domain/payments';
import type { SandboxPaymentStatus } from '@panel/domain/contract/sandbox';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { WebhookRejected, type CreatePaymentInput, type ParsedWebhook, type ProviderEvent, type ProviderStatus } from '../../modules/payments/provider-port';
import type { SandboxDeps } from './deps';
import { signedHeaders, verifiedJson } from './signing';
import { queueWebhook } from './webhook-outbox';

export type BookRow = typeof sandboxPayments.$inferSelect;
export type NewBook = typeof sandboxPayments.$inferInsert;

/** A change that no longer applies: the payment moved on since it was read. */
export class SandboxConflict extends Error {}

/** What the local providers' JSON answers to acknowledge a webhook. */
export const JSON_ACK = { status: 200, contentType: 'application/json', body: '{"received":true}' } as const;

export const LOCAL_EVENT_TYPES = ['PAID', 'FAILED', 'EXPIRED', 'CHARGEBACK', 'REFUND'] as const;
export type LocalEventType = (typeof LOCAL_EVENT_TYPES)[number];

/** `length` random characters of upper-case letters and digits. */
export function randomAlnum(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export const amountText = (currency: string, minor: bigint) => fromMinor(minor, isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : 2);

/** The book of a payment by the provider's reference. */
export async function bookByRef(db: Db, provider: string, providerRef: string): Promise<BookRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.provider, provider), eq(sandboxPayments.providerRef, providerRef)));
  return row;
}

export async function bookById(db: Db, id: string): Promise<BookRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

/** Whether a payment still waiting for the buyer is past its expiry. */
export const pastExpiry = (row: Pick<BookRow, 'expiresAt'>, now: Date) => row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();

/** The provider's answer to a status query, from its book. A partial payment answers PAID with what arrived. */
export function providerStatusOf(row: BookRow, now: Date): ProviderStatus {
  const base = { paidMinor: row.paidMinor, currency: row.currency };
  const reason = typeof row.details.reason === 'string' ? { reason: row.details.reason } : {};
  switch (row.status as SandboxPaymentStatus) {
    case 'CREATED':
    case 'PENDING_3DS':
      return { ...base, status: pastExpiry(row, now) ? 'EXPIRED' : 'PENDING' };
    case 'PAID':
    case 'PARTIAL':
      return { ...base, status: 'PAID' };
    case 'FAILED':
      return { ...base, status: 'FAILED', ...reason };
    case 'EXPIRED':
    case 'CANCELLED':
      return { ...base, status: 'EXPIRED' };
    case 'CHARGEBACK':
      return { ...base, status: 'CHARGEBACK', ...reason };
    case 'REFUNDED':
      return { ...base, status: 'REFUNDED' };
  }
}

/**
 * Moves a book from one of `from` to `to` (compare-and-set: SandboxConflict when it moved on), with
 * what was paid and details to merge; answers the row as it is now.
 */
export async function changeBook(
  tx: Db | Tx,
  row: BookRow,
  {
    from,
    to,
    paidMinor,
    details,
    now,
  }: { from: readonly SandboxPaymentStatus[]; to: SandboxPaymentStatus; paidMinor?: bigint; details?: Record<string, unknown>; now: Date },
): Promise<BookRow> {
  const [changed] = await tx
    .update(sandboxPayments)
    .set({ status: to, ...(paidMinor !== undefined && { paidMinor }), ...(details && { details: { ...row.details, ...details } }), updatedAt: now })
    .where(and(eq(sandboxPayments.id, row.id), inArray(sandboxPayments.status, [...from])))
    .returning();
  if (!changed) throw new SandboxConflict(`The ${row.provider} payment ${row.providerRef} changed meanwhile`);
  return changed;
}

/** The book row of a new payment. */
export function newBook(
  provider: PaymentProviderId,
  input: CreatePaymentInput,
  providerRef: string,
  rest: Pick<NewBook, 'details' | 'expiresAt'> & Partial<Pick<NewBook, 'status' | 'paidMinor'>>,
): NewBook {
  return {
    provider,
    providerRef,
    merchantRef: input.attemptId,
    method: input.method,
    currency: input.currency,
    amountMinor: input.amountMinor,
    status: 'CREATED',
    notifyUrl: input.notifyUrl,
    returnUrl: input.returnUrl,
    createdAt: input.now,
    updatedAt: input.now,
    ...rest,
  };
}

export async function insertBook(deps: SandboxDeps, values: NewBook): Promise<BookRow> {
  const [row] = await deps.db.insert(sandboxPayments).values(values).returning();
  return row!;
}

/** The buyer gave up: a payment still waiting is cancelled (nothing is sent). */
export async function cancelBook(deps: SandboxDeps, row: BookRow): Promise<void> {
  if (row.status !== 'CREATED') return;
  await changeBook(deps.db, row, { from: ['CREATED'], to: 'CANCELLED', now: deps.clock.now() }).catch((error: unknown) => {
    if (!(error instanceof SandboxConflict)) throw error;
  });
}

/** Queues the local providers' webhook about a book (in the transaction that changed it). */
export async function queueBookEvent(
  tx: Db | Tx,
  deps: SandboxDeps,
  row: BookRow,
  event: { type: LocalEventType; amountMinor: bigint; reason?: string },
): Promise<string> {
  const now = deps.clock.now();
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const body = JSON.stringify({
    id,
    type: event.type,
    reference: row.providerRef,
    merchantReference: row.merchantRef,
    amount: amountText(row.currency, event.amountMinor),
    currency: row.currency,
    ...(event.reason !== undefined && { reason: event.reason }),
    createdAt: now.toISOString(),
  });
  await queueWebhook(tx, {
    provider: row.provider,
    paymentId: row.id,
    eventId: id,
    url: row.notifyUrl,
    body,
    headers: signedHeaders(deps.secret(row.provider), body, now),
  });
  return id;
}

const LocalWebhookBody = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(LOCAL_EVENT_TYPES),
  reference: z.string().min(1).max(100),
  merchantReference: z.string().max(100).nullable(),
  amount: z.string().max(40),
  currency: z.string().refine(isCurrency),
  reason: z.string().max(500).optional(),
  createdAt: z.string().optional(),
});

/** Verifies and reads a local provider's webhook; WebhookRejected on a bad signature, a stale timestamp or a body of the wrong shape. */
export function parseLocalWebhook(deps: SandboxDeps, provider: string, rawBody: string, headers: Record<string, string | undefined>): ParsedWebhook {
  const parsed = LocalWebhookBody.safeParse(verifiedJson(deps.secret(provider), rawBody, headers, deps.clock.now()));
  if (!parsed.success) throw new WebhookRejected(`webhook body does not have the ${provider} shape`);
  const body = parsed.data;
  let amountMinor: bigint;
  try {
    amountMinor = toMinor(body.amount, CURRENCY_EXPONENTS[body.currency as keyof typeof CURRENCY_EXPONENTS]);
  } catch {
    throw new WebhookRejected(`webhook amount is not a ${body.currency} amount`);
  }
  const common = { eventId: body.id, providerRef: body.reference, attemptId: body.merchantReference };
  const reason = body.reason ?? '';
  const events: Record<LocalEventType, ProviderEvent> = {
    PAID: { kind: 'PAID', ...common, amountMinor, currency: body.currency },
    FAILED: { kind: 'FAILED', ...common, reason },
    EXPIRED: { kind: 'EXPIRED', ...common },
    CHARGEBACK: { kind: 'CHARGEBACK', ...common, amountMinor, currency: body.currency, reason },
    REFUND: { kind: 'REFUND', ...common, amountMinor, currency: body.currency },
  };
  return { event: events[body.type], ack: { ...JSON_ACK } };
}
