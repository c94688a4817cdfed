// tpaga, the Colombian wallet (design/payments.md "tpaga"), as an HTTP client of its merchants'
// payment-request API with the merchant's HTTP Basic credentials: a payment request per attempt
// (POST /payment_requests/create: cost in pesos, order_id and idempotency_token our attempt id, the
// purchase's description and items, expires_at) whose tpaga_payment_url the code page shows as a QR
// code and a link; its status read back (GET /payment_requests/{token}/info: created, paid,
// delivered, failed, expired, reverted); the delivery confirmed once it is paid
// (POST /payment_requests/confirm_delivery); and the whole request refunded
// (POST /payment_requests/refund, which reverts it). tpaga documents no webhook: the core polls
// queryPayment (sync.ts) while the buyer watches and in its sweep.
import { fromMinor, isDecimalString, toMinor } from '@panel/domain/money';
import { WebhookRejected, type CreatedPayment, type CreatePaymentInput, type PaymentProvider, type ProviderStatus } from '../provider-port';
import { jsonOf, ProviderUnreachable, type HttpResponse } from './http-client';
import type { ProviderLink } from './index';
import type { PaymentSettings, TpagaSettings } from './settings';

/** The calls, under the merchant API's address (…/merchants/api/v1). */
export const TPAGA_PATHS = {
  create: '/payment_requests/create',
  info: (token: string) => `/payment_requests/${token}/info`,
  confirmDelivery: '/payment_requests/confirm_delivery',
  refund: '/payment_requests/refund',
} as const;

export const TPAGA_STATUSES = ['created', 'paid', 'delivered', 'failed', 'expired', 'reverted'] as const;
export type TpagaStatus = (typeof TPAGA_STATUSES)[number];
export const TPAGA_TOKEN = /^pr-[0-9a-f]{16,200}$/;
/** A cost as tpaga writes it: pesos, with at most two decimals ("12000", "12000.0"). */
const COST = /^\d{1,15}(\.\d{1,2})?$/;
const ANSWER_MAX_CHARS = 64 * 1024;
const URL_MAX = 2000;
const TEXT_MAX = 200;

/** A payment request as tpaga answers it, checked to the fields read. */
export type TpagaPaymentRequest = { token: string; status: TpagaStatus; cost: string; orderId: string; paymentUrl: string };

/** tpaga answered with an error (4xx): the call was refused, nothing was done. */
export class TpagaRefused extends Error {
  constructor(
    what: string,
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(`tpaga ${what} refused: ${status} ${errorCode}${message ? `: ${message}` : ''}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown, max = TEXT_MAX) =>
  typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value).slice(0, max) : undefined;

/** Our amount in pesos as tpaga's cost: whole pesos without decimals, cents written when there are any. */
export function tpagaCost(amountMinor: bigint): string {
  if (amountMinor <= 0n) throw new RangeError('A tpaga payment request needs an amount above zero');
  const text = fromMinor(amountMinor, 2);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

const costMinor = (cost: string) => toMinor(cost, 2);

/** A payment request from tpaga's answer, checked; ProviderUnreachable when it is not one. */
export function readPaymentRequest(data: unknown, what: string): TpagaPaymentRequest {
  const malformed = (why: string) => new ProviderUnreachable(`tpaga ${what}: the answer is not a payment request (${why})`);
  if (!isObject(data)) throw malformed('not an object');
  const token = typeof data.token === 'string' && TPAGA_TOKEN.test(data.token) ? data.token : undefined;
  const status = TPAGA_STATUSES.find((known) => known === data.status);
  const cost = textOf(data.cost, 20);
  const url =
    typeof data.tpaga_payment_url === 'string' && data.tpaga_payment_url.length <= URL_MAX && /^(https?:\/\/|\/(?!\/))[^\s<>"]*$/.test(data.tpaga_payment_url)
      ? data.tpaga_payment_url
      : undefined;
  if (!token || !status) throw malformed('token or status');
  if (!cost || !COST.test(cost) || !isDecimalString(cost, 2)) throw malformed('cost');
  if (!url) throw malformed('tpaga_payment_url');
  return { token, status, cost, orderId: textOf(data.order_id) ?? '', paymentUrl: url };
}

/** Where a payment request stands in the core's terms (tpaga says when one expired; the core also ends an attempt at its own time). */
export function tpagaStatusOf(request: TpagaPaymentRequest): ProviderStatus {
  const base = { paidMinor: 0n, currency: 'COP' };
  switch (request.status) {
    case 'paid':
    case 'delivered':
      return { ...base, status: 'PAID', paidMinor: costMinor(request.cost) };
    case 'reverted':
      return { ...base, status: 'REFUNDED', paidMinor: costMinor(request.cost) };
    case 'failed':
      return { ...base, status: 'FAILED', reason: 'tpaga: the payment request failed' };
    case 'expired':
      return { ...base, status: 'EXPIRED' };
    case 'created':
      return { ...base, status: 'PENDING' };
  }
}

/** tpaga's payment requests (the real host, or the simulator's copy of it). */
export function createTpagaAdapter(settings: TpagaSettings, link: ProviderLink): PaymentProvider {
  const { http } = link;
  const authorization = () => `Basic ${Buffer.from(`${settings.user}:${settings.password}`).toString('base64')}`;

  function checked(answer: HttpResponse, what: string): unknown {
    if (answer.body.length > ANSWER_MAX_CHARS) throw new ProviderUnreachable(`tpaga ${what}: answer over ${ANSWER_MAX_CHARS} characters`);
    if (answer.status >= 200 && answer.status < 300) return jsonOf<unknown>(answer, `tpaga ${what}`);
    if (answer.status >= 500 || answer.status === 0) throw new ProviderUnreachable(`tpaga ${what}: answer ${answer.status}`);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      body = undefined;
    }
    const error = isObject(body) ? body : {};
    throw new TpagaRefused(what, answer.status, textOf(error.error_code, 60) ?? 'error', textOf(error.error_message) ?? textOf(error.message) ?? '');
  }

  async function call(method: 'GET' | 'POST', path: string, what: string, body?: object): Promise<TpagaPaymentRequest> {
    const answer = await http({
      method,
      url: `${settings.apiUrl}${path}`,
      headers: { Authorization: authorization(), Accept: 'application/json', 'Cache-Control': 'no-cache', ...(body && { 'Content-Type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    });
    return readPaymentRequest(checked(answer, what), what);
  }

  const info = (token: string) => call('GET', TPAGA_PATHS.info(token), 'info');

  return {
    id: 'tpaga',
    environment: link.environment,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.method !== 'TPAGA' || input.currency !== 'COP') throw new Error(`tpaga takes TPAGA in COP, not ${input.method} in ${input.currency}`);
      const cost = tpagaCost(input.amountMinor);
      const description = input.description.slice(0, TEXT_MAX);
      const body = {
        cost,
        purchase_details_url: input.returnUrl,
        voucher_url: input.returnUrl,
        idempotency_token: input.attemptId,
        order_id: input.attemptId,
        terminal_id: 'online',
        purchase_description: description,
        purchase_items: [{ name: description, value: cost }],
        expires_at: input.expiresAt.toISOString(),
      };
      const request = await call('POST', TPAGA_PATHS.create, 'create', body);
      if (request.status !== 'created' || costMinor(request.cost) !== input.amountMinor || request.orderId !== input.attemptId) {
        throw new ProviderUnreachable(
          `tpaga create: the answer is not our new request of ${cost} (${request.status} ${request.cost} for ${request.orderId.slice(0, 40)})`,
        );
      }
      return { providerRef: request.token, instructions: { kind: 'PAYMENT_CODE', url: request.paymentUrl, token: request.token }, expiresAt: input.expiresAt };
    },

    parseWebhook() {
      throw new WebhookRejected('tpaga sends no webhooks');
    },

    async queryPayment(providerRef) {
      const request = await info(providerRef);
      // Paid: the purchase is ours to deliver (the core credits it now, to the order or the buyer's wallet), so tpaga is told.
      if (request.status === 'paid')
        await call('POST', TPAGA_PATHS.confirmDelivery, 'confirm_delivery', { payment_request_token: providerRef }).catch((error: unknown) => {
          if (!(error instanceof TpagaRefused || error instanceof ProviderUnreachable)) throw error;
        });
      return tpagaStatusOf(request);
    },

    async refund({ providerRef, amountMinor }) {
      const request = await info(providerRef);
      // tpaga reverts a whole payment request; the same refund asked again finds it reverted.
      if (request.status === 'reverted') return { refundRef: `${providerRef}/reverted` };
      if (amountMinor !== costMinor(request.cost))
        throw new TpagaRefused('refund', 422, 'partial_refund', `tpaga refunds a whole payment request of ${request.cost}`);
      const reverted = await call('POST', TPAGA_PATHS.refund, 'refund', { payment_request_token: providerRef });
      if (reverted.token !== providerRef || reverted.status !== 'reverted')
        throw new ProviderUnreachable(`tpaga refund: the answer is not ${providerRef} reverted (${reverted.status})`);
      return { refundRef: `${providerRef}/reverted` };
    },
  };
}

/** BUILDERS.tpaga: tpaga's payment requests, when its settings are there. */
export const buildTpaga = (settings: PaymentSettings, link: ProviderLink) => (settings.tpaga ? createTpagaAdapter(settings.tpaga, link) : undefined);
