// PayPal through its Orders v2 REST API (design/payments.md "PayPal Orders v2"), as an HTTP client:
// an OAuth2 client-credentials token (POST /v1/oauth2/token with the app's Basic credentials, kept
// until shortly before it ends); an order per attempt (POST /v2/checkout/orders, intent CAPTURE, one
// purchase unit whose reference_id and custom_id are our attempt id, PayPal-Request-Id the attempt id
// so a retried call opens no second order) whose payer-action (or approve) link the buyer is sent to;
// once the buyer approved, the capture (POST /v2/checkout/orders/{id}/capture, PayPal-Request-Id
// derived from the order, so the approval webhook delivered twice or the status query captures
// once); refunds of the capture (POST /v2/payments/captures/{id}/refund, PayPal-Request-Id our refund
// id); the order read back for its status (GET /v2/checkout/orders/{id}).
//
// Webhooks are verified offline (./paypal-signature) and then read: money moves only on
// PAYMENT.CAPTURE.COMPLETED (an order COMPLETED can hide a declined capture); CHECKOUT.ORDER.APPROVED
// makes us capture; PAYMENT.CAPTURE.PENDING is told; DENIED or DECLINED fail the attempt; REFUNDED
// refunds it; REVERSED and CUSTOMER.DISPUTE.CREATED charge it back. The event id is the webhook
// event's own id, so PayPal's redelivery of one event moves nothing more.
import { createHash } from 'node:crypto';
import { CURRENCY_EXPONENTS, fromMinor, isCurrency, isDecimalString, toMinor, type Currency } from '@panel/domain/money';
import {
  WebhookRejected,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderStatus,
  type VerifiedWebhook,
} from '../provider-port';
import { jsonOf, ProviderUnreachable, type HttpMethod, type HttpResponse } from './http-client';
import { clientCredentialsToken } from './client-credentials';
import type { ProviderLink } from './index';
import { paypalCertificates, verifyPaypalSignature, type PaypalCertificates } from './paypal-signature';
import type { PaymentSettings, PaypalSettings } from './settings';

/** The calls, under the API address. */
export const PAYPAL_PATHS = {
  token: '/v1/oauth2/token',
  orders: '/v2/checkout/orders',
  order: (id: string) => `/v2/checkout/orders/${id}`,
  capture: (id: string) => `/v2/checkout/orders/${id}/capture`,
  captureOf: (id: string) => `/v2/payments/captures/${id}`,
  refund: (captureId: string) => `/v2/payments/captures/${captureId}/refund`,
} as const;

/** PayPal's ids of orders, captures, refunds and disputes. */
export const PAYPAL_ID = /^[A-Z0-9-]{1,40}$/;
/** A PayPal-Request-Id: at most 108 characters. */
const REQUEST_ID_MAX = 108;
const ANSWER_MAX_CHARS = 256 * 1024;
const URL_MAX = 2000;
const TEXT_MAX = 127;
/** Captures or refunds an order or a webhook may list. */
const LIST_MAX = 20;

export type PaypalAmount = { currency_code: string; value: string };
export type PaypalCapture = { id: string; status: string; amount?: PaypalAmount; custom_id?: string; reason?: string; orderId?: string };
/** An order as PayPal answers it, checked: its purchase units' references and captures. */
export type PaypalOrder = {
  id: string;
  status: string;
  referenceId?: string;
  customId?: string;
  amount?: PaypalAmount;
  captures: PaypalCapture[];
  approveUrl?: string;
};

/** PayPal answered with an error (4xx): the call was refused, nothing was done. */
export class PaypalRefused extends Error {
  constructor(
    what: string,
    readonly status: number,
    /** The error's name (UNPROCESSABLE_ENTITY ...) and its first detail's issue (ORDER_ALREADY_CAPTURED ...). */
    readonly errorName: string,
    readonly issue: string,
    message: string,
  ) {
    super(`PayPal ${what} refused: ${status} ${errorName}${issue ? ` ${issue}` : ''}${message ? `: ${message}` : ''}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const idIn = (value: unknown) => (typeof value === 'string' && PAYPAL_ID.test(value) ? value : undefined);
const textOf = (value: unknown, max = TEXT_MAX) => (typeof value === 'string' ? value.slice(0, max) : undefined);
const exponentOf = (currency: string) => CURRENCY_EXPONENTS[currency as Currency];

/** An amount PayPal wrote ({ currency_code, value }) in one of our currencies; undefined otherwise. */
export function readAmount(value: unknown): PaypalAmount | undefined {
  if (!isObject(value) || typeof value.currency_code !== 'string' || typeof value.value !== 'string') return undefined;
  const currency = value.currency_code;
  if (!isCurrency(currency) || currency === 'VCOIN' || value.value.startsWith('-') || !isDecimalString(value.value, exponentOf(currency))) return undefined;
  return { currency_code: currency, value: value.value };
}

const minorOf = (amount: PaypalAmount) => toMinor(amount.value, exponentOf(amount.currency_code));

/** Our amount as PayPal takes it. */
export function paypalAmount(amountMinor: bigint, currency: string): PaypalAmount {
  if (!isCurrency(currency) || currency === 'VCOIN' || exponentOf(currency) > 2) throw new Error(`PayPal cannot take ${currency}`);
  if (amountMinor <= 0n) throw new RangeError('A PayPal amount must be above zero');
  return { currency_code: currency, value: fromMinor(amountMinor, exponentOf(currency)) };
}

/** A PayPal-Request-Id from one of our references: itself when it fits, else a digest of it (the same reference, the same id). */
export const paypalRequestId = (reference: string) =>
  reference.length <= REQUEST_ID_MAX && /^[\x21-\x7e]+$/.test(reference) ? reference : `R${createHash('sha256').update(reference).digest('hex')}`;
/** The capture's request id of an order: the approval webhook and the status query capture it once. */
export const captureRequestId = (orderId: string) => `${orderId}-capture`;

function readCapture(value: unknown): PaypalCapture | undefined {
  if (!isObject(value)) return undefined;
  const id = idIn(value.id);
  const status = typeof value.status === 'string' && /^[A-Z_]{1,40}$/.test(value.status) ? value.status : undefined;
  if (!id || !status) return undefined;
  const details = isObject(value.status_details) ? textOf(value.status_details.reason, 60) : undefined;
  const related =
    isObject(value.supplementary_data) && isObject(value.supplementary_data.related_ids) ? idIn(value.supplementary_data.related_ids.order_id) : undefined;
  return {
    id,
    status,
    amount: readAmount(value.amount),
    custom_id: textOf(value.custom_id),
    ...(details && { reason: details }),
    ...(related && { orderId: related }),
  };
}

/** A page address handed to the buyer: http(s), or a path on this server (the simulator's pages when the server has no public address). */
const URL_TEXT = /^(https?:\/\/|\/(?!\/))[^\s<>"]*$/;

/** An order from PayPal's answer (create, capture or read), checked; ProviderUnreachable when it is not one. */
export function readOrder(data: unknown, what: string): PaypalOrder {
  const malformed = (why: string) => new ProviderUnreachable(`PayPal ${what}: the answer is not an order (${why})`);
  if (!isObject(data)) throw malformed('not an object');
  const id = idIn(data.id);
  const status = typeof data.status === 'string' && /^[A-Z_]{1,40}$/.test(data.status) ? data.status : undefined;
  if (!id || !status) throw malformed('id or status');
  const units = data.purchase_units === undefined ? [] : data.purchase_units;
  if (!Array.isArray(units) || units.length > 10) throw malformed('purchase_units');
  const unit = isObject(units[0]) ? units[0] : {};
  const payments = isObject(unit.payments) ? unit.payments : {};
  const list = payments.captures === undefined ? [] : payments.captures;
  if (!Array.isArray(list) || list.length > LIST_MAX) throw malformed('captures');
  const captures = list.map(readCapture);
  if (captures.some((capture) => capture === undefined)) throw malformed('a capture');
  const links = Array.isArray(data.links) ? data.links.slice(0, LIST_MAX).filter(isObject) : [];
  const approve = links.find((link) => link.rel === 'payer-action') ?? links.find((link) => link.rel === 'approve');
  const approveUrl = typeof approve?.href === 'string' && approve.href.length <= URL_MAX && URL_TEXT.test(approve.href) ? approve.href : undefined;
  return {
    id,
    status,
    referenceId: textOf(unit.reference_id),
    customId: textOf(unit.custom_id),
    amount: readAmount(unit.amount),
    captures: captures as PaypalCapture[],
    ...(approveUrl && { approveUrl }),
  };
}

/** The error answer's name, issue and message, in a line. */
function errorOf(answer: HttpResponse): { name: string; issue: string; message: string } {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return { name: 'no error document', issue: '', message: '' };
  }
  if (!isObject(body)) return { name: 'no error document', issue: '', message: '' };
  const detail = Array.isArray(body.details) && isObject(body.details[0]) ? body.details[0] : {};
  return {
    // An OAuth error ({ error, error_description }) is read the same way.
    name: textOf(body.name, 60) ?? textOf(body.error, 60) ?? 'error',
    issue: textOf(detail.issue, 60) ?? '',
    message: [textOf(body.message, 200) ?? textOf(body.error_description, 200), textOf(detail.description, 200)].filter(Boolean).join(' '),
  };
}

/** Where an order stands in the core's terms, from its captures. */
export function paypalOrderStatus(order: PaypalOrder): ProviderStatus {
  const currency = order.amount?.currency_code ?? order.captures.find((capture) => capture.amount)?.amount?.currency_code ?? 'USD';
  const sum = (statuses: string[]) =>
    order.captures.filter((capture) => statuses.includes(capture.status) && capture.amount).reduce((total, capture) => total + minorOf(capture.amount!), 0n);
  const paidMinor = sum(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);
  if (order.captures.some((capture) => capture.status === 'REFUNDED') && sum(['COMPLETED', 'PARTIALLY_REFUNDED']) === 0n)
    return { status: 'REFUNDED', paidMinor, currency };
  if (paidMinor > 0n) return { status: 'PAID', paidMinor, currency };
  const declined = order.captures.find((capture) => capture.status === 'DECLINED' || capture.status === 'FAILED');
  if (declined && !order.captures.some((capture) => capture.status === 'PENDING'))
    return { status: 'FAILED', paidMinor: 0n, currency, reason: `Capture ${declined.status}${declined.reason ? `: ${declined.reason}` : ''}` };
  if (order.status === 'VOIDED') return { status: 'EXPIRED', paidMinor: 0n, currency };
  return { status: 'PENDING', paidMinor: 0n, currency };
}

// --- Webhook events --------------------------------------------------------------------------------

/** A webhook event as PayPal posts it, checked to the fields read. */
export type PaypalWebhookEvent = { id: string; eventType: string; resourceType: string; resource: Record<string, unknown> };

export function readWebhookEvent(rawBody: string): PaypalWebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('PayPal webhook: the body is not JSON');
  }
  if (!isObject(body)) throw new WebhookRejected('PayPal webhook: the body is not an event');
  const id = typeof body.id === 'string' && /^[A-Za-z0-9-]{1,100}$/.test(body.id) ? body.id : undefined;
  const eventType = typeof body.event_type === 'string' && /^[A-Z0-9._-]{1,100}$/.test(body.event_type) ? body.event_type : undefined;
  if (!id || !eventType || !isObject(body.resource)) throw new WebhookRejected('PayPal webhook: the event has no id, event_type or resource');
  return { id, eventType, resourceType: textOf(body.resource_type, 60) ?? '', resource: body.resource };
}

/** The capture a refund names in its links (rel "up": .../v2/payments/captures/{id}). */
function upCaptureId(resource: Record<string, unknown>): string | undefined {
  const links = Array.isArray(resource.links) ? resource.links.slice(0, LIST_MAX).filter(isObject) : [];
  const up = links.find((link) => link.rel === 'up' && typeof link.href === 'string' && link.href.length <= URL_MAX);
  const match = up ? /\/v2\/payments\/captures\/([A-Z0-9-]{1,40})\/?$/.exec(up.href as string) : null;
  return match?.[1];
}

/** What a reversal-type event (refund, reversal, dispute) names: the capture, the amount, and the attempt when written in it. */
type Reversal = { captureId: string; amount: PaypalAmount; attemptId?: string; reason: string };

function reversalOf(event: PaypalWebhookEvent): Reversal {
  const { resource } = event;
  if (event.eventType === 'CUSTOMER.DISPUTE.CREATED') {
    const transactions = Array.isArray(resource.disputed_transactions) ? resource.disputed_transactions.slice(0, LIST_MAX).filter(isObject) : [];
    const transaction = transactions.find((candidate) => idIn(candidate.seller_transaction_id));
    const amount = readAmount(resource.dispute_amount);
    if (!transaction || !amount) throw new WebhookRejected('PayPal webhook: the dispute names no seller transaction or amount');
    return {
      captureId: idIn(transaction.seller_transaction_id)!,
      amount,
      attemptId: textOf(transaction.custom),
      reason: `PayPal dispute ${textOf(resource.dispute_id, 40) ?? ''}: ${textOf(resource.reason, 60) ?? 'no reason given'}`,
    };
  }
  // PAYMENT.CAPTURE.REFUNDED (a refund) and PAYMENT.CAPTURE.REVERSED (a refund, or the capture itself).
  const amount = readAmount(resource.amount);
  const captureId = upCaptureId(resource) ?? (event.resourceType === 'capture' ? idIn(resource.id) : undefined);
  if (!captureId || !amount) throw new WebhookRejected(`PayPal webhook: the ${event.eventType} names no capture or amount`);
  const reason =
    event.eventType === 'PAYMENT.CAPTURE.REVERSED'
      ? `PayPal reversed the capture${isObject(resource.status_details) && textOf(resource.status_details.reason, 60) ? `: ${textOf(resource.status_details.reason, 60)}` : ''}`
      : 'refund';
  return { captureId, amount, attemptId: textOf(resource.custom_id), reason };
}

const INFO_EVENTS: Record<string, string> = {
  'PAYMENT.CAPTURE.PENDING': 'capture pending: not paid until PayPal completes it',
};

// --- The adapter -----------------------------------------------------------------------------------

/** The acknowledgement PayPal waits for: any 2xx. */
const ACK = { status: 200, contentType: 'application/json', body: '{}' } as const;

/**
 * PayPal orders through its REST API (the real host, or the simulator's copy of it). `now` is the
 * clock the token's life, a transmission's age and a certificate's dates are read with.
 */
export function createPaypalAdapter(
  settings: PaypalSettings,
  link: ProviderLink,
  { now = () => new Date(), certificates }: { now?: () => Date; certificates?: PaypalCertificates } = {},
): PaymentProvider {
  const { http } = link;
  const certs = certificates ?? paypalCertificates(http);
  const token = clientCredentialsToken(http, {
    url: `${settings.apiUrl}${PAYPAL_PATHS.token}`,
    clientId: settings.clientId,
    clientSecret: () => settings.clientSecret,
    checked: (answer) => checked(answer, 'token'),
    what: 'PayPal token',
    now,
  });

  /** Any status but 2xx: a server error or an answer too large is ProviderUnreachable (nothing known), the rest PaypalRefused. */
  function checked(answer: HttpResponse, what: string): HttpResponse {
    if (answer.body.length > ANSWER_MAX_CHARS) throw new ProviderUnreachable(`PayPal ${what}: answer over ${ANSWER_MAX_CHARS} characters`);
    if (answer.status >= 200 && answer.status < 300) return answer;
    const { name, issue, message } = errorOf(answer);
    if (answer.status >= 500 || answer.status === 0)
      throw new ProviderUnreachable(`PayPal ${what}: answer ${answer.status} ${name}${message ? `: ${message}` : ''}`);
    throw new PaypalRefused(what, answer.status, name, issue, message);
  }

  /** A call with the bearer token (and PayPal-Request-Id when given); a token PayPal no longer takes (401) is renewed once. */
  async function call(method: HttpMethod, path: string, what: string, { body, requestId }: { body?: object; requestId?: string } = {}): Promise<unknown> {
    for (let tries = 1; ; tries++) {
      const bearer = await token.get();
      const answer = await http({
        method,
        url: `${settings.apiUrl}${path}`,
        headers: {
          Authorization: `Bearer ${bearer}`,
          Accept: 'application/json',
          ...(body && { 'Content-Type': 'application/json', Prefer: 'return=representation' }),
          ...(requestId && { 'PayPal-Request-Id': paypalRequestId(requestId) }),
        },
        ...(body && { body: JSON.stringify(body) }),
      });
      if (answer.status === 401 && tries === 1) {
        token.drop(bearer);
        continue;
      }
      return jsonOf<unknown>(checked(answer, what), `PayPal ${what}`);
    }
  }

  const getOrder = async (orderId: string) => readOrder(await call('GET', PAYPAL_PATHS.order(orderId), 'GET order'), 'GET order');

  /** Captures an approved order once (its request id is the order's); an order captured before is read back. */
  async function capture(orderId: string): Promise<PaypalOrder> {
    try {
      return readOrder(await call('POST', PAYPAL_PATHS.capture(orderId), 'capture', { body: {}, requestId: captureRequestId(orderId) }), 'capture');
    } catch (error) {
      if (error instanceof PaypalRefused && error.issue === 'ORDER_ALREADY_CAPTURED') return getOrder(orderId);
      throw error;
    }
  }

  /** The order and the attempt a capture belongs to, read from PayPal when the event did not write them. */
  async function ownerOfCapture(captureId: string): Promise<{ orderId: string | null; attemptId: string | null }> {
    const found = readCapture(await call('GET', PAYPAL_PATHS.captureOf(captureId), 'GET capture'));
    if (!found) throw new ProviderUnreachable(`PayPal GET capture: the answer is not capture ${captureId}`);
    return { orderId: found.orderId ?? null, attemptId: found.custom_id ?? null };
  }

  /** The approval webhook: the order is captured, and what the capture answered is told (a declined one fails the attempt). */
  async function approvedEvents(event: PaypalWebhookEvent): Promise<ProviderEvent[]> {
    const orderId = idIn(event.resource.id);
    if (!orderId) throw new WebhookRejected('PayPal webhook: the approved order has no id');
    let order: PaypalOrder;
    try {
      order = await capture(orderId);
    } catch (error) {
      // PayPal refused the capture (the buyer's funding declined, the order not approved): nothing was captured, nothing moves.
      if (!(error instanceof PaypalRefused)) throw error;
      return [
        {
          kind: 'INFO',
          eventId: event.id,
          providerRef: orderId,
          attemptId: textOf(event.resource.custom_id) ?? null,
          detail: `approved; capture refused: ${error.message.slice(0, 200)}`,
        },
      ];
    }
    const base = { providerRef: order.id, attemptId: order.customId ?? order.referenceId ?? null };
    const state = paypalOrderStatus(order);
    const events: ProviderEvent[] = [
      {
        kind: 'INFO',
        eventId: event.id,
        ...base,
        detail: `approved; captured: order ${order.status}, capture ${order.captures.map((c) => c.status).join(', ') || 'none'}`,
      },
    ];
    const declined = order.captures.find((c) => c.status === 'DECLINED' || c.status === 'FAILED');
    if (state.status === 'FAILED' && declined)
      events.push({ kind: 'FAILED', eventId: `${declined.id}:${declined.status}`, ...base, reason: state.reason ?? 'Capture declined' });
    return events;
  }

  async function eventsOf(event: PaypalWebhookEvent): Promise<ProviderEvent[]> {
    const { eventType, resource } = event;
    if (eventType === 'CHECKOUT.ORDER.APPROVED') return approvedEvents(event);
    if (eventType.startsWith('PAYMENT.CAPTURE.') && !['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'].includes(eventType)) {
      const found = readCapture(resource);
      if (!found) throw new WebhookRejected(`PayPal webhook: the ${eventType} holds no capture`);
      const base = { providerRef: found.orderId ?? found.id, attemptId: found.custom_id ?? null };
      if (eventType === 'PAYMENT.CAPTURE.COMPLETED' && found.status === 'COMPLETED') {
        if (!found.amount) throw new WebhookRejected('PayPal webhook: the completed capture has no amount');
        return [{ kind: 'PAID', eventId: event.id, ...base, amountMinor: minorOf(found.amount), currency: found.amount.currency_code }];
      }
      if (eventType === 'PAYMENT.CAPTURE.DENIED' || eventType === 'PAYMENT.CAPTURE.DECLINED')
        return [{ kind: 'FAILED', eventId: event.id, ...base, reason: `Capture ${found.status}${found.reason ? `: ${found.reason}` : ''}` }];
      return [{ kind: 'INFO', eventId: event.id, ...base, detail: INFO_EVENTS[eventType] ?? `${eventType} (capture ${found.status})` }];
    }
    if (eventType === 'PAYMENT.CAPTURE.REFUNDED' || eventType === 'PAYMENT.CAPTURE.REVERSED' || eventType === 'CUSTOMER.DISPUTE.CREATED') {
      const reversal = reversalOf(event);
      const owner = reversal.attemptId ? { orderId: null, attemptId: reversal.attemptId } : await ownerOfCapture(reversal.captureId);
      const base = {
        providerRef: owner.orderId ?? reversal.captureId,
        attemptId: owner.attemptId,
        amountMinor: minorOf(reversal.amount),
        currency: reversal.amount.currency_code,
      };
      if (eventType === 'PAYMENT.CAPTURE.REFUNDED') return [{ kind: 'REFUND', eventId: event.id, ...base }];
      return [{ kind: 'CHARGEBACK', eventId: event.id, ...base, reason: reversal.reason }];
    }
    return [
      {
        kind: 'INFO',
        eventId: event.id,
        providerRef: idIn(resource.id) ?? null,
        attemptId: textOf(resource.custom_id) ?? null,
        detail: `${eventType} is not acted on`,
      },
    ];
  }

  return {
    id: 'paypal',
    environment: link.environment,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.method !== 'PAYPAL') throw new Error(`PayPal takes PAYPAL, not ${input.method}`);
      const amount = paypalAmount(input.amountMinor, input.currency);
      const body = {
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: input.attemptId, custom_id: input.attemptId, description: input.description.slice(0, TEXT_MAX), amount }],
        payment_source: {
          paypal: {
            experience_context: { return_url: input.returnUrl, cancel_url: input.returnUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' },
          },
        },
      };
      const order = readOrder(await call('POST', PAYPAL_PATHS.orders, 'create order', { body, requestId: input.attemptId }), 'create order');
      if (order.amount && (order.amount.currency_code !== amount.currency_code || minorOf(order.amount) !== input.amountMinor))
        throw new ProviderUnreachable(
          `PayPal create order: the order ${order.id} asks ${order.amount.value} ${order.amount.currency_code}, not ${amount.value} ${amount.currency_code}`,
        );
      if (!order.approveUrl) throw new ProviderUnreachable(`PayPal create order: the order ${order.id} has no payer-action or approve link`);
      return { providerRef: order.id, instructions: { kind: 'REDIRECT', url: order.approveUrl }, expiresAt: input.expiresAt };
    },

    parseWebhook() {
      throw new WebhookRejected('PayPal webhooks are verified against PayPal’s certificate (verifyWebhook), never read alone');
    },

    async verifyWebhook(rawBody, headers): Promise<VerifiedWebhook> {
      await verifyPaypalSignature(rawBody, headers, {
        webhookId: settings.webhookId,
        certHosts: settings.certHosts,
        httpsOnly: link.environment === 'production',
        certificates: certs,
        now: now(),
      });
      return { events: await eventsOf(readWebhookEvent(rawBody)), ack: { ...ACK } };
    },

    async queryPayment(providerRef) {
      const order = await getOrder(providerRef);
      // Approved and not captured yet (its webhook not arrived): captured now, once, as the webhook would.
      return paypalOrderStatus(order.status === 'APPROVED' ? await capture(providerRef) : order);
    },

    async refund({ providerRef, amountMinor, currency, reason, refundId }) {
      const order = await getOrder(providerRef);
      // A refunded capture too: the same PayPal-Request-Id again answers the refund it made; another is refused by PayPal.
      const captured = order.captures.find((candidate) => ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(candidate.status));
      if (!captured) throw new PaypalRefused('refund', 422, 'UNPROCESSABLE_ENTITY', 'NOT_CAPTURED', `order ${providerRef} has no completed capture`);
      const body = { amount: paypalAmount(amountMinor, currency), note_to_payer: reason.slice(0, 255), ...(order.customId && { custom_id: order.customId }) };
      const data = await call('POST', PAYPAL_PATHS.refund(captured.id), 'refund', { body, requestId: refundId });
      const refundRef = isObject(data) ? idIn(data.id) : undefined;
      if (!refundRef || !isObject(data) || !['COMPLETED', 'PENDING'].includes(String(data.status)))
        throw new ProviderUnreachable(`PayPal refund: the answer is not a refund of capture ${captured.id}`);
      return { refundRef };
    },
  };
}

/** BUILDERS.paypal: PayPal's Orders v2, when its settings are there. */
export const buildPaypal = (settings: PaymentSettings, link: ProviderLink) => (settings.paypal ? createPaypalAdapter(settings.paypal, link) : undefined);
