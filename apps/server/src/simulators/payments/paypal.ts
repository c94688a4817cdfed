// PayPal's side of its Orders v2 protocol (design/payments.md "PayPal Orders v2"), as the simulator
// plays it under /sandbox/paypal: the OAuth2 token (client credentials checked from the Basic
// header), orders (create, read, capture), captures (read, refund), each call honouring
// PayPal-Request-Id as PayPal does (the same id again answers the same result), errors in PayPal's
// shape ({ name, message, debug_id, details: [{ issue, description }] }); the buyer's approval page
// (./pages: /sandbox/paypal/checkoutnow?token=...); and the webhooks PayPal sends to the webhook
// configured for the sandbox app (our /api/payment/webhook/paypal): CHECKOUT.ORDER.APPROVED once the
// buyer approved, PAYMENT.CAPTURE.COMPLETED or PAYMENT.CAPTURE.DECLINED once the merchant captured,
// PAYMENT.CAPTURE.REFUNDED, CUSTOMER.DISPUTE.CREATED. Each is signed when it is sent, as PayPal
// signs (SHA256withRSA over transmission id, time, webhook id and the body's CRC32), with the key
// whose certificate it serves under /sandbox/paypal/certs.
//
// Each order is a book in sandbox_payments (provider paypal, the order id its reference, our
// attempt id from custom_id its merchant reference). While the buyer has not approved it the book is
// CREATED (order PAYER_ACTION_REQUIRED); approved it stays CREATED with the order APPROVED and the
// outcome its capture will have (the sandbox control page's FAIL approves with a declined funding
// source: the order COMPLETES with a DECLINED capture, what PayPal calls a hidden decline).
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { toMinor } from '@panel/domain/money';
import type { SandboxAction, SandboxPaymentStatus } from '@panel/domain/contract/sandbox';
import type { PaymentInstructions } from '@panel/domain/contract/payments';
import { sandboxPayments } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { PAYPAL_PATHS } from '../../modules/payments/adapters/paypal';
import { PAYPAL_AUTH_ALGO, PAYPAL_HEADERS } from '../../modules/payments/adapters/paypal-signature';
import { amountText, bookByRef, changeBook, pastExpiry, randomAlnum, SandboxConflict, type BookRow } from './book';
import type { SandboxDeps } from './deps';
import { SIMULATOR_ORIGIN } from './origin';
import { paypalIdentity } from './paypal-certificate';
import { PAYPAL_CERTS_PATH } from './paypal-webhook-signing';
import { queueWebhook } from './webhook-outbox';

const PAYPAL = 'paypal';
export const PAYPAL_API_PREFIX = '/sandbox/paypal';
/** The buyer's approval page (PayPal's checkoutnow?token=...). */
export const PAYPAL_CHECKOUT_PATH = '/sandbox/paypal/checkoutnow';
/** The sandbox app's client id (its secret is deps.secret('paypal')) and the id of its configured webhook (part of each signature). */
export const PAYPAL_SANDBOX_CLIENT_ID = 'vcoin-market-sandbox';
/** How long an order waits for the buyer's approval. */
export const PAYPAL_ORDER_HOURS = 3;
const TOKEN_SECONDS = 32_400;
const CURRENCIES = ['USD', 'EUR'] as const;

type OrderStatus = 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
type Refund = { id: string; requestId: string; amount: string; createTime: string; noteToPayer?: string; customId?: string };
/** What the simulated PayPal keeps of an order in the book's details. */
type PaypalDetails = {
  instructions: PaymentInstructions;
  description: string;
  order: {
    status: OrderStatus;
    createTime: string;
    referenceId: string;
    customId?: string;
    returnUrl: string;
    cancelUrl: string;
    requestId?: string;
    payerId?: string;
  };
  /** Decided when the buyer approves: what the capture will be. */
  outcome?: 'COMPLETED' | 'DECLINED';
  /** Each capture request id, so that the same one again answers the same capture. */
  captureRequests?: string[];
  capture?: { id: string; status: 'COMPLETED' | 'DECLINED'; createTime: string };
  refunds?: Refund[];
  dispute?: { id: string; reason: string; createTime: string };
  reason?: string;
  late?: boolean;
};

const detailsOf = (row: BookRow) => row.details as unknown as PaypalDetails;
const merged = (row: BookRow, patch: Partial<PaypalDetails>) => ({ ...(row.details as Record<string, unknown>), ...patch });
/** Whether the buyer approved the order and the merchant has not captured it yet. */
export const isPaypalApproved = (row: BookRow) => row.provider === PAYPAL && row.status === 'CREATED' && detailsOf(row).order?.status === 'APPROVED';
/** The address of the webhook configured for the sandbox app. */
export const paypalWebhookUrl = (deps: Pick<SandboxDeps, 'publicUrl'>) => `${deps.publicUrl}/api/payment/webhook/paypal`;
const orderUrl = (id: string) => `${SIMULATOR_ORIGIN}${PAYPAL_API_PREFIX}${PAYPAL_PATHS.order(id)}`;
const captureUrl = (id: string) => `${SIMULATOR_ORIGIN}${PAYPAL_API_PREFIX}${PAYPAL_PATHS.captureOf(id)}`;

// --- Representations ---------------------------------------------------------------------------------

const link = (href: string, rel: string, method = 'GET') => ({ href, rel, method });
const money = (row: BookRow, minor = row.amountMinor) => ({ currency_code: row.currency, value: amountText(row.currency, minor) });
const refundedMinor = (row: BookRow) => (detailsOf(row).refunds ?? []).reduce((sum, refund) => sum + toMinor(refund.amount, 2), 0n);

function captureStatus(row: BookRow): string {
  const { capture } = detailsOf(row);
  if (!capture || capture.status === 'DECLINED') return capture?.status ?? 'PENDING';
  const refunded = refundedMinor(row);
  return refunded === 0n ? 'COMPLETED' : refunded >= row.paidMinor ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** The capture as GET /v2/payments/captures/{id} answers it. */
export function captureOf(row: BookRow) {
  const details = detailsOf(row);
  const capture = details.capture!;
  const status = captureStatus(row);
  return {
    id: capture.id,
    status,
    ...(status === 'DECLINED' && { status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } }),
    amount: money(row),
    final_capture: true,
    custom_id: details.order.customId,
    supplementary_data: { related_ids: { order_id: row.providerRef } },
    create_time: capture.createTime,
    update_time: row.updatedAt.toISOString(),
    links: [link(captureUrl(capture.id), 'self'), link(`${captureUrl(capture.id)}/refund`, 'refund', 'POST'), link(orderUrl(row.providerRef), 'up')],
  };
}

function refundOf(row: BookRow, refund: Refund) {
  return {
    id: refund.id,
    status: 'COMPLETED',
    amount: { currency_code: row.currency, value: refund.amount },
    ...(refund.noteToPayer && { note_to_payer: refund.noteToPayer }),
    ...(refund.customId && { custom_id: refund.customId }),
    create_time: refund.createTime,
    links: [link(`${SIMULATOR_ORIGIN}${PAYPAL_API_PREFIX}/v2/payments/refunds/${refund.id}`, 'self'), link(captureUrl(detailsOf(row).capture!.id), 'up')],
  };
}

/** The order as PayPal answers it (create, read, capture). */
export function orderOf(deps: Pick<SandboxDeps, 'publicUrl'>, row: BookRow) {
  const { order, capture, description } = detailsOf(row);
  const status = row.status === 'EXPIRED' || row.status === 'CANCELLED' ? 'VOIDED' : order.status;
  const links = [link(orderUrl(row.providerRef), 'self')];
  if (status === 'PAYER_ACTION_REQUIRED') links.push(link(`${deps.publicUrl}${PAYPAL_CHECKOUT_PATH}?token=${row.providerRef}`, 'payer-action'));
  if (status === 'APPROVED') links.push(link(`${orderUrl(row.providerRef)}/capture`, 'capture', 'POST'));
  return {
    id: row.providerRef,
    intent: 'CAPTURE',
    status,
    ...(order.payerId && { payer: { payer_id: order.payerId }, payment_source: { paypal: { account_id: order.payerId, account_status: 'VERIFIED' } } }),
    purchase_units: [
      {
        reference_id: order.referenceId,
        ...(order.customId && { custom_id: order.customId }),
        ...(description && { description }),
        amount: money(row),
        ...(capture && { payments: { captures: [captureOf(row)] } }),
      },
    ],
    create_time: order.createTime,
    update_time: row.updatedAt.toISOString(),
    links,
  };
}

// --- Webhooks ----------------------------------------------------------------------------------------

/** Queues one of PayPal's webhook events about a book (in the transaction that changed it); signed when sent. */
async function notify(tx: Tx, deps: SandboxDeps, row: BookRow, eventType: string, resourceType: string, resource: object, summary: string) {
  const id = `WH-${randomAlnum(17)}-${randomAlnum(17)}`;
  const body = JSON.stringify({
    id,
    event_version: '1.0',
    create_time: deps.clock.now().toISOString(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: eventType,
    summary,
    resource,
    links: [],
  });
  await queueWebhook(tx, {
    provider: PAYPAL,
    paymentId: row.id,
    eventId: id,
    url: paypalWebhookUrl(deps),
    body,
    headers: { 'content-type': 'application/json', [PAYPAL_HEADERS.authAlgo]: PAYPAL_AUTH_ALGO },
  });
}

// --- PayPal's side -----------------------------------------------------------------------------------

/** An error as PayPal answers it. */
export type PaypalError = { status: number; name: string; issue: string; description: string };
const failure = (status: number, name: string, issue: string, description: string): PaypalError => ({ status, name, issue, description });

const Amount = z.object({ currency_code: z.enum(CURRENCIES), value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/) });
/** An address the buyer is sent back to: http(s), or a path on this server (a server with no public address). */
const Address = z
  .string()
  .max(2000)
  .regex(/^(https?:\/\/|\/(?!\/))\S*$/);
const Urls = z.object({ return_url: Address, cancel_url: Address });
export const CreateOrderRequest = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().min(1).max(256).optional(),
        custom_id: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
        amount: Amount,
      }),
    )
    .length(1),
  payment_source: z.object({ paypal: z.object({ experience_context: Urls.passthrough() }).passthrough() }).optional(),
  application_context: Urls.passthrough().optional(),
});
export const RefundRequest = z.object({
  amount: Amount.optional(),
  note_to_payer: z.string().max(255).optional(),
  custom_id: z.string().max(127).optional(),
  invoice_id: z.string().max(127).optional(),
});

/** POST /v2/checkout/orders: a new order waiting for the buyer, or (the same PayPal-Request-Id) the one it opened before. */
export async function createPaypalOrder(
  deps: SandboxDeps,
  request: z.infer<typeof CreateOrderRequest>,
  requestId: string | undefined,
): Promise<{ row: BookRow } | { error: PaypalError }> {
  const unit = request.purchase_units[0]!;
  const urls = request.payment_source?.paypal.experience_context ?? request.application_context;
  if (!urls)
    return {
      error: failure(
        422,
        'UNPROCESSABLE_ENTITY',
        'MISSING_RETURN_URL',
        'payment_source.paypal.experience_context (or application_context) needs return_url and cancel_url',
      ),
    };
  const amountMinor = toMinor(unit.amount.value, 2);
  if (amountMinor <= 0n) return { error: failure(422, 'UNPROCESSABLE_ENTITY', 'AMOUNT_NOT_POSITIVE', 'purchase_units[0].amount.value must be above zero') };
  const merchantRef = unit.custom_id || unit.reference_id || '';
  if (requestId && merchantRef) {
    const [earlier] = await deps.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.provider, PAYPAL), eq(sandboxPayments.merchantRef, merchantRef)));
    if (earlier && detailsOf(earlier).order.requestId === requestId) return { row: earlier };
  }
  const now = deps.clock.now();
  const id = randomAlnum(17);
  const details: PaypalDetails = {
    instructions: { kind: 'REDIRECT', url: `${deps.publicUrl}${PAYPAL_CHECKOUT_PATH}?token=${id}` },
    description: unit.description ?? '',
    order: {
      status: 'PAYER_ACTION_REQUIRED',
      createTime: now.toISOString(),
      referenceId: unit.reference_id ?? 'default',
      ...(unit.custom_id && { customId: unit.custom_id }),
      returnUrl: urls.return_url,
      cancelUrl: urls.cancel_url,
      ...(requestId && { requestId }),
    },
  };
  const [row] = await deps.db
    .insert(sandboxPayments)
    .values({
      provider: PAYPAL,
      providerRef: id,
      merchantRef: merchantRef || id,
      method: 'PAYPAL',
      currency: unit.amount.currency_code,
      amountMinor,
      status: 'CREATED',
      notifyUrl: paypalWebhookUrl(deps),
      returnUrl: urls.return_url,
      details: details as unknown as Record<string, unknown>,
      expiresAt: new Date(now.getTime() + PAYPAL_ORDER_HOURS * 3600_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { row: row! };
}

/** A PayPal return or cancel address with the order's token (and the payer, once approved) appended, as PayPal sends the buyer back. */
export function paypalReturnAddress(row: BookRow, approved: boolean): string {
  const { order } = detailsOf(row);
  const base = approved ? order.returnUrl : order.cancelUrl;
  const query = new URLSearchParams({ token: row.providerRef, ...(approved && order.payerId && { PayerID: order.payerId }) });
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`;
}

/**
 * The buyer approves (the approval page; the control page's PAY, PAY_LATE and FAIL): the order is
 * APPROVED, the capture's outcome set, and CHECKOUT.ORDER.APPROVED queued. SandboxConflict when the
 * order no longer waits for the buyer.
 */
export async function approvePaypalOrder(
  deps: SandboxDeps,
  row: BookRow,
  outcome: 'COMPLETED' | 'DECLINED',
  { late = false }: { late?: boolean } = {},
): Promise<BookRow> {
  const { order } = detailsOf(row);
  if (row.status !== 'CREATED' || order.status !== 'PAYER_ACTION_REQUIRED')
    throw new SandboxConflict(`PayPal order ${row.providerRef} does not wait for the buyer`);
  if (pastExpiry(row, deps.clock.now()) && !late) throw new SandboxConflict(`PayPal order ${row.providerRef} expired`);
  return withTransaction(deps.db, async (tx) => {
    const approved = await changeBook(tx, row, {
      from: ['CREATED'],
      to: 'CREATED',
      details: merged(row, { order: { ...order, status: 'APPROVED', payerId: randomAlnum(13) }, outcome, ...(late && { late: true }) }),
      now: deps.clock.now(),
    });
    await notify(tx, deps, approved, 'CHECKOUT.ORDER.APPROVED', 'checkout-order', orderOf(deps, approved), `An order has been approved by buyer`);
    return approved;
  });
}

/**
 * POST /v2/checkout/orders/{id}/capture: an approved order is captured (COMPLETED, or DECLINED when
 * the buyer's funding was declined: the order COMPLETES all the same) and the capture's webhook
 * queued. The same PayPal-Request-Id again answers the order as it is; another one on a captured
 * order is ORDER_ALREADY_CAPTURED.
 */
export async function capturePaypalOrder(
  deps: SandboxDeps,
  orderId: string,
  requestId: string | undefined,
): Promise<{ row: BookRow } | { error: PaypalError }> {
  const row = await bookByRef(deps.db, PAYPAL, orderId);
  if (!row) return { error: failure(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `Specified resource ID ${orderId} does not exist`) };
  const details = detailsOf(row);
  if (requestId && details.captureRequests?.includes(requestId)) return { row };
  if (details.capture)
    return {
      error: failure(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_ALREADY_CAPTURED',
        'Order already captured. If intent is CAPTURE only one capture per order is allowed.',
      ),
    };
  if (!isPaypalApproved(row)) return { error: failure(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.') };
  const now = deps.clock.now();
  const outcome = details.outcome ?? 'COMPLETED';
  const capture = { id: randomAlnum(17), status: outcome, createTime: now.toISOString() };
  try {
    return await withTransaction(deps.db, async (tx) => {
      const patch = merged(row, {
        order: { ...details.order, status: 'COMPLETED' },
        capture,
        captureRequests: requestId ? [requestId] : [],
        ...(outcome === 'DECLINED' && { reason: 'Declined by the payer’s funding source' }),
      });
      const captured = await changeBook(tx, row, {
        from: ['CREATED'],
        to: outcome === 'COMPLETED' ? 'PAID' : 'FAILED',
        paidMinor: outcome === 'COMPLETED' ? row.amountMinor : 0n,
        details: patch,
        now,
      });
      const total = `${amountText(row.currency, row.amountMinor)} ${row.currency}`;
      if (outcome === 'COMPLETED')
        await notify(tx, deps, captured, 'PAYMENT.CAPTURE.COMPLETED', 'capture', captureOf(captured), `Payment completed for ${total}`);
      else await notify(tx, deps, captured, 'PAYMENT.CAPTURE.DECLINED', 'capture', captureOf(captured), `Payment declined for ${total}`);
      return { row: captured };
    });
  } catch (error) {
    // The same order captured twice at once: the one that lost the race answers as a second capture would.
    if (!(error instanceof SandboxConflict)) throw error;
    return capturePaypalOrder(deps, orderId, requestId);
  }
}

/** The book of a capture (locked inside a transaction). */
async function bookOfCapture(db: SandboxDeps['db'] | Tx, captureId: string, { lock = false } = {}): Promise<BookRow | undefined> {
  const query = db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.provider, PAYPAL), sql`${sandboxPayments.details} @> ${JSON.stringify({ capture: { id: captureId } })}::jsonb`));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** GET /v2/payments/captures/{id}. */
export async function findPaypalCapture(deps: SandboxDeps, captureId: string) {
  const row = await bookOfCapture(deps.db, captureId);
  return row ? captureOf(row) : undefined;
}

/**
 * POST /v2/payments/captures/{id}/refund: refunds what is asked (all that is left when no amount is
 * given) of a completed capture and queues PAYMENT.CAPTURE.REFUNDED; the same PayPal-Request-Id
 * again answers the same refund.
 */
export async function refundPaypalCapture(
  deps: SandboxDeps,
  captureId: string,
  request: z.infer<typeof RefundRequest>,
  requestId: string,
): Promise<{ refund: object } | { error: PaypalError }> {
  return withTransaction(deps.db, async (tx) => {
    const row = await bookOfCapture(tx, captureId, { lock: true });
    if (!row) return { error: failure(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `Specified resource ID ${captureId} does not exist`) };
    const details = detailsOf(row);
    const refunds = details.refunds ?? [];
    const again = refunds.find((refund) => refund.requestId === requestId);
    if (again) return { refund: refundOf(row, again) };
    if (row.status !== 'PAID' || details.capture?.status !== 'COMPLETED')
      return { error: failure(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded or cannot be refunded') };
    if (request.amount && request.amount.currency_code !== row.currency)
      return { error: failure(422, 'UNPROCESSABLE_ENTITY', 'REFUND_CAPTURE_CURRENCY_MISMATCH', `Refund must be in ${row.currency}`) };
    const left = row.paidMinor - refundedMinor(row);
    const minor = request.amount ? toMinor(request.amount.value, 2) : left;
    if (minor <= 0n || minor > left)
      return {
        error: failure(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED', 'The refund amount must be above zero and at most what is left of the capture'),
      };
    const refund: Refund = {
      id: randomAlnum(17),
      requestId,
      amount: amountText(row.currency, minor),
      createTime: deps.clock.now().toISOString(),
      ...(request.note_to_payer && { noteToPayer: request.note_to_payer }),
      customId: request.custom_id ?? details.order.customId,
    };
    const changed = await changeBook(tx, row, {
      from: ['PAID'],
      to: minor === left ? 'REFUNDED' : 'PAID',
      details: merged(row, { refunds: [...refunds, refund] }),
      now: deps.clock.now(),
    });
    await notify(
      tx,
      deps,
      changed,
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      refundOf(changed, refund),
      `A ${amountText(row.currency, minor)} ${row.currency} capture payment was refunded`,
    );
    return { refund: refundOf(changed, refund) };
  });
}

/** The buyer disputes a completed capture (the control page's CHARGEBACK): the book is charged back and CUSTOMER.DISPUTE.CREATED queued. */
async function disputePaypalCapture(deps: SandboxDeps, row: BookRow, reason: string): Promise<void> {
  const details = detailsOf(row);
  const dispute = { id: `PP-D-${randomBytes(4).readUInt32BE() % 100_000}`, reason, createTime: deps.clock.now().toISOString() };
  await withTransaction(deps.db, async (tx) => {
    const changed = await changeBook(tx, row, { from: ['PAID'], to: 'CHARGEBACK', details: merged(row, { dispute, reason }), now: deps.clock.now() });
    const resource = {
      dispute_id: dispute.id,
      create_time: dispute.createTime,
      update_time: dispute.createTime,
      disputed_transactions: [
        {
          seller_transaction_id: details.capture!.id,
          create_time: details.capture!.createTime,
          transaction_status: 'COMPLETED',
          gross_amount: money(row),
          ...(details.order.customId && { custom: details.order.customId }),
        },
      ],
      reason: 'UNAUTHORISED',
      status: 'OPEN',
      dispute_amount: money(row, row.paidMinor - refundedMinor(row)),
      dispute_life_cycle_stage: 'CHARGEBACK',
      dispute_channel: 'EXTERNAL',
      messages: [{ posted_by: 'BUYER', time_posted: dispute.createTime, content: reason }],
    };
    await notify(tx, deps, changed, 'CUSTOMER.DISPUTE.CREATED', 'dispute', resource, `A new dispute opened with Case # ${dispute.id}`);
  });
}

/**
 * The actions of the sandbox control page that differ on a PayPal order: approved and not captured
 * yet it can only expire; voided it can no longer be paid. Undefined where the usual ones apply.
 */
export function paypalActionsFor(row: BookRow): SandboxAction[] | undefined {
  if (row.provider !== PAYPAL) return undefined;
  if (isPaypalApproved(row)) return ['EXPIRE'];
  return row.status === 'EXPIRED' || row.status === 'CANCELLED' ? [] : undefined;
}

/**
 * The sandbox control page on an order: PAY and PAY_LATE approve it (its capture will complete), FAIL
 * approves it with a declined funding source, EXPIRE voids it (PayPal sends nothing), REFUND refunds
 * its capture in full and CHARGEBACK opens a dispute; the webhooks follow as PayPal sends them.
 */
export async function paypalAction(deps: SandboxDeps, row: BookRow, action: SandboxAction, reasons: { chargeback: string; refund: string }): Promise<void> {
  if (action === 'PAY' || action === 'PAY_LATE') {
    await approvePaypalOrder(deps, row, 'COMPLETED', { late: action === 'PAY_LATE' });
    return;
  }
  if (action === 'FAIL') {
    await approvePaypalOrder(deps, row, 'DECLINED');
    return;
  }
  if (action === 'EXPIRE') {
    await changeBook(deps.db, row, {
      from: [row.status as SandboxPaymentStatus],
      to: 'EXPIRED',
      details: merged(row, { order: { ...detailsOf(row).order, status: 'VOIDED' } }),
      now: deps.clock.now(),
    });
    return;
  }
  if (action === 'CHARGEBACK') return disputePaypalCapture(deps, row, reasons.chargeback);
  const captureId = detailsOf(row).capture?.id;
  if (action !== 'REFUND' || !captureId) throw new SandboxConflict(`${action} does not apply to the PayPal order ${row.providerRef}`);
  const outcome = await refundPaypalCapture(deps, captureId, { note_to_payer: reasons.refund }, `sandbox-${row.id}-${row.updatedAt.getTime()}`);
  if ('error' in outcome) throw new SandboxConflict(outcome.error.description);
}

// --- Tokens ------------------------------------------------------------------------------------------

const tokenSignature = (deps: SandboxDeps, expires: string) =>
  createHmac('sha256', Buffer.from(deps.secret(PAYPAL), 'hex'))
    .update(`paypal-token:${expires}`)
    .digest('base64url');
const newToken = (deps: SandboxDeps, expires: number) => `A21AA${expires}.${tokenSignature(deps, String(expires))}`;

function tokenHolds(deps: SandboxDeps, header: string | undefined): boolean {
  const match = /^Bearer A21AA(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(header ?? '');
  if (!match || Number(match[1]) * 1000 <= deps.clock.now().getTime()) return false;
  return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(tokenSignature(deps, match[1]!)));
}

function basicHolds(deps: SandboxDeps, header: string): boolean {
  const given = Buffer.from(Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8'));
  const expected = Buffer.from(`${PAYPAL_SANDBOX_CLIENT_ID}:${deps.secret(PAYPAL)}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// --- The routes -------------------------------------------------------------------------------------

const IdParams = z.object({ id: z.string().regex(/^[A-Z0-9]{17}$/) });
const CertParams = z.object({ id: z.string().regex(/^CERT-[0-9a-f]{32}$/) });
const RequestIdHeader = z.string().min(1).max(108).optional();

/** An error answer in PayPal's shape. */
function sendError(res: FastifyReply, error: PaypalError) {
  return res
    .code(error.status)
    .header('paypal-debug-id', randomBytes(7).toString('hex'))
    .send({
      name: error.name,
      message: error.description,
      debug_id: randomBytes(7).toString('hex'),
      details: [{ issue: error.issue, description: error.description }],
      links: [],
    });
}

export function paypalApiRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const path = (tail: string) => `${PAYPAL_API_PREFIX}${tail}`;
  /** The bearer token of a call: none is a malformed request (400), one that does not hold 401 invalid_token as PayPal answers (the client then asks a new one). */
  const authorized = (request: FastifyRequest, res: FastifyReply) => {
    if (tokenHolds(deps, request.headers.authorization)) return true;
    if (!request.headers.authorization)
      void sendError(res, failure(400, 'INVALID_REQUEST', 'MISSING_AUTHORIZATION', 'An Authorization header with a bearer token is required'));
    else void res.code(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    return false;
  };
  const requestIdOf = (request: FastifyRequest) => {
    const parsed = RequestIdHeader.safeParse(request.headers['paypal-request-id']);
    return parsed.success ? parsed.data : undefined;
  };
  const invalid = (res: FastifyReply, issues: z.ZodIssue[]) =>
    sendError(
      res,
      failure(
        400,
        'INVALID_REQUEST',
        'INVALID_PARAMETER_VALUE',
        issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ') || 'Request is not well-formed',
      ),
    );
  const notFound = (res: FastifyReply, id: unknown) =>
    sendError(res, failure(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `Specified resource ID ${String(id ?? '').slice(0, 40)} does not exist`));

  app.post(path(PAYPAL_PATHS.token), async (request, res) => {
    res.header('cache-control', 'no-store');
    const header = request.headers.authorization;
    if (!header?.startsWith('Basic '))
      return res.code(400).send({ error: 'invalid_client', error_description: 'Client credentials in the Authorization header (Basic) are required' });
    if (!basicHolds(deps, header)) return res.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') || body.grant_type !== 'client_credentials')
      return res.code(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const expires = Math.floor(deps.clock.now().getTime() / 1000) + TOKEN_SECONDS;
    return res.send({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: newToken(deps, expires),
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: TOKEN_SECONDS,
      nonce: randomUUID(),
    });
  });

  app.post(path(PAYPAL_PATHS.orders), async (request, res) => {
    if (!authorized(request, res)) return res;
    const body = CreateOrderRequest.safeParse(request.body);
    if (!body.success) return invalid(res, body.error.issues);
    const outcome = await createPaypalOrder(deps, body.data, requestIdOf(request));
    if ('error' in outcome) return sendError(res, outcome.error);
    return res.code(201).send(orderOf(deps, outcome.row));
  });

  app.get(path('/v2/checkout/orders/:id'), async (request, res) => {
    if (!authorized(request, res)) return res;
    const params = IdParams.safeParse(request.params);
    const row = params.success ? await bookByRef(deps.db, PAYPAL, params.data.id) : undefined;
    return row ? res.send(orderOf(deps, row)) : notFound(res, (request.params as { id?: unknown }).id);
  });

  app.post(path('/v2/checkout/orders/:id/capture'), async (request, res) => {
    if (!authorized(request, res)) return res;
    const params = IdParams.safeParse(request.params);
    if (!params.success) return notFound(res, (request.params as { id?: unknown }).id);
    const outcome = await capturePaypalOrder(deps, params.data.id, requestIdOf(request));
    if ('error' in outcome) return sendError(res, outcome.error);
    return res.code(201).send(orderOf(deps, outcome.row));
  });

  app.get(path('/v2/payments/captures/:id'), async (request, res) => {
    if (!authorized(request, res)) return res;
    const params = IdParams.safeParse(request.params);
    const capture = params.success ? await findPaypalCapture(deps, params.data.id) : undefined;
    return capture ? res.send(capture) : notFound(res, (request.params as { id?: unknown }).id);
  });

  app.post(path('/v2/payments/captures/:id/refund'), async (request, res) => {
    if (!authorized(request, res)) return res;
    const params = IdParams.safeParse(request.params);
    if (!params.success) return notFound(res, (request.params as { id?: unknown }).id);
    const body = RefundRequest.safeParse(request.body ?? {});
    if (!body.success) return invalid(res, body.error.issues);
    const outcome = await refundPaypalCapture(deps, params.data.id, body.data, requestIdOf(request) ?? randomUUID());
    if ('error' in outcome) return sendError(res, outcome.error);
    return res.code(201).send(outcome.refund);
  });

  // The signing certificate PAYPAL-CERT-URL names.
  app.get(`${PAYPAL_CERTS_PATH}/:id`, async (request, res) => {
    const params = CertParams.safeParse(request.params);
    const identity = paypalIdentity();
    if (!params.success || params.data.id !== identity.certId) return res.code(404).type('text/plain').send('not found');
    return res.header('cache-control', 'public, max-age=86400').type('application/x-pem-file').send(identity.pem);
  });
}
