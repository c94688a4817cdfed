// Onerway, the card acquirer (design/payments.md "Card checkout frame" and "Production adapters:
// Onerway"), as an HTTP client of its documented API: the card frame's transaction
// (POST /v1/sdkTxn/doTransaction: its id is what the panel's frame pays), the local methods PIX and
// Boleto (POST /v1/txn/doTransaction with productType LPMS: the answer's BR Code or boleto line
// becomes the panel's code page), the refund (POST /v1/txn/onlineRefund) and the transaction query
// (POST /v1/txn/list), each signed with the merchant's secret and sent as
// `Content-Type: application/json` exactly. Notifications are verified
// over the fields Onerway signs, must name our merchant, and are acknowledged with their
// transactionId as plain text. "The payment result is subject to the asynchronous notice": only a
// notification (or the query) moves money, never what the frame reports.
import { CURRENCY_EXPONENTS, fromMinor, isCurrency, isDecimalString, toMinor, type Currency } from '@panel/domain/money';
import type { PaymentInstructions } from '@panel/domain/contract/payments';
import { formatBoletoLine, isValidBoletoLine, lineToBarcode } from '@panel/domain/payment-formats/boleto';
import { parsePixCode } from '@panel/domain/payment-formats/pix';
import { WebhookRejected, type CreatedPayment, type CreatePaymentInput, type PaymentProvider, type ProviderEvent, type ProviderStatus } from '../provider-port';
import { jsonOf, ProviderUnreachable, type HttpClient } from './http-client';
import type { ProviderLink } from './index';
import { onerwayNotificationSignatureHolds, onerwaySign } from './onerway-sign';
import type { OnerwaySettings, PaymentSettings } from './settings';

/** Onerway's success code. */
export const ONERWAY_OK = '20000';

/** The calls, under the merchant's API address. */
export const ONERWAY_PATHS = {
  sdkTransaction: '/v1/sdkTxn/doTransaction',
  transaction: '/v1/txn/doTransaction',
  refund: '/v1/txn/onlineRefund',
  list: '/v1/txn/list',
} as const;

/** The largest answer read from Onerway (a page of the query is ten transactions). */
const ANSWER_MAX_CHARS = 256 * 1024;
/** Transactions one query page may list at most (Onerway's pages hold ten). */
const LIST_MAX = 100;
const TRANSACTION_ID = /^\d{1,20}$/;

/** What Onerway answers every call with. */
export type OnerwayAnswer<T> = { respCode: string; respMsg: string; data: T | null };

/** The body of POST /v1/sdkTxn/doTransaction (all strings, as Onerway takes them). */
export type OnerwayTxnRequest = {
  merchantNo: string;
  merchantTxnId: string;
  merchantTxnTime: string;
  merchantTxnTimeZone: string;
  orderAmount: string;
  orderCurrency: string;
  txnType: 'SALE';
  productType: 'CARD';
  subProductType: 'DIRECT' | 'TOKEN' | 'SUBSCRIBE';
  /** JSON: { returnUrl, notifyUrl, appId, products: JSON of [{ name, price, num, currency }] }. */
  txnOrderMsg: string;
  sign: string;
};

/** The body of POST /v1/txn/onlineRefund. */
export type OnerwayRefundRequest = {
  merchantNo: string;
  /** 0 asks for a refund (1 would withdraw one). */
  refundType: '0';
  /** Our refund's reference: the same one answers the same refund. */
  merchantTxnId: string;
  originTransactionId: string;
  /** In the sale's currency. */
  refundAmount: string;
  sign: string;
};

/** The body of POST /v1/txn/list (the transaction query), by Onerway's transaction ids. */
export type OnerwayListRequest = { merchantNo: string; transactionIds: string; current: string; sign: string };

/** One transaction of the query's page. */
export type OnerwayTxnInfo = {
  transactionId: string;
  merchantTxnId: string;
  originTransactionId?: string | null;
  txnType: string;
  /** S paid, F failed; anything else is still open. */
  status: string;
  reason?: string | null;
  orderAmount: string;
  orderCurrency: string;
};

/** A notification (webhook) Onerway posts to notifyUrl as JSON. */
export type OnerwayNotification = {
  notifyType: 'TXN' | 'CANCEL';
  txnType: 'SALE' | 'REFUND';
  /** This notification's transaction: the sale, the refund, or the dispute. */
  transactionId: string;
  /** The sale a refund or a chargeback belongs to (not signed). */
  originTransactionId?: string;
  /** The sale's merchantTxnId, on a refund (not signed). */
  originMerchantTxnId?: string;
  merchantTxnId: string;
  merchantNo: string;
  responseTime: string;
  txnTime: string;
  txnTimeZone: string;
  orderAmount: string;
  orderCurrency: string;
  txnAmount: string;
  txnCurrency: string;
  status: 'S' | 'F';
  reason?: string;
  chargebackDate?: string;
  chargebackAmount?: string;
  chargebackCurrency?: string;
  chargebackStatus?: string;
  chargebackReason?: string;
  sign: string;
};

/** Onerway answered the call with a code other than 20000: the call was refused, nothing was done. */
export class OnerwayRefused extends Error {
  constructor(
    what: string,
    readonly respCode: string,
    respMsg: string,
  ) {
    super(`Onerway ${what} refused: ${respCode} ${respMsg}`);
  }
}

/** 'yyyy-MM-dd HH:mm:ss' in UTC (sent with the time zone +00:00). */
export const onerwayTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

const exponentOf = (currency: string) => CURRENCY_EXPONENTS[currency as Currency];
const decimalOf = (minor: bigint, currency: string) => fromMinor(minor, exponentOf(currency));
/** A plain non-negative decimal with at most the currency's decimals ('12', '12.5', '12.50'). */
export const isOnerwayAmount = (value: string, currency: string) =>
  isCurrency(currency) && currency !== 'VCOIN' && !value.startsWith('-') && isDecimalString(value, exponentOf(currency));

/** The fields every sale request shares: the merchant, our attempt, the amount, and txnOrderMsg. */
function saleFields(settings: OnerwaySettings, input: CreatePaymentInput) {
  if (!isCurrency(input.currency) || input.currency === 'VCOIN') throw new Error(`Onerway cannot take ${input.currency}`);
  const orderAmount = decimalOf(input.amountMinor, input.currency);
  return {
    merchantNo: settings.merchantNo,
    merchantTxnId: input.attemptId,
    merchantTxnTime: onerwayTime(input.now),
    merchantTxnTimeZone: '+00:00',
    orderAmount,
    orderCurrency: input.currency,
    txnType: 'SALE' as const,
    subProductType: 'DIRECT' as const,
    txnOrderMsg: JSON.stringify({
      returnUrl: input.returnUrl,
      notifyUrl: input.notifyUrl,
      appId: settings.appId,
      products: JSON.stringify([{ name: input.description, price: orderAmount, num: '1', currency: input.currency }]),
    }),
  };
}

/** The signed doTransaction body of the card frame for the core's attempt. */
export function onerwayCardRequest(settings: OnerwaySettings, input: CreatePaymentInput): OnerwayTxnRequest {
  if (input.method !== 'CARD') throw new Error(`Onerway's card frame takes cards, not ${input.method}`);
  const unsigned: Omit<OnerwayTxnRequest, 'sign'> = { ...saleFields(settings, input), productType: 'CARD' };
  return { ...unsigned, sign: onerwaySign(unsigned, settings.secret) };
}

/** Onerway's local methods (lpmsInfo.lpmsType) this adapter serves, and the panel method each is. */
export const ONERWAY_LOCAL_TYPES = { PIX: 'PIX', Boleto: 'BOLETO' } as const;
export type OnerwayLocalType = keyof typeof ONERWAY_LOCAL_TYPES;

/** The body of POST /v1/txn/doTransaction for a local method (LPMS). */
export type OnerwayLocalRequest = Omit<OnerwayTxnRequest, 'productType'> & {
  productType: 'LPMS';
  /** JSON: { lpmsType }. */
  lpmsInfo: string;
  /** JSON: the buyer's billing fields (Onerway's TransactionAddress). */
  billingInformation: string;
};

/** The buyer's billing fields as Onerway's TransactionAddress names them; empty ones left out. */
export function onerwayBilling(payer: CreatePaymentInput['payer']): Record<string, string> {
  const address = [[payer.street, payer.streetNumber].filter(Boolean).join(' '), payer.neighbourhood].filter(Boolean).join(', ');
  const fields = {
    firstName: payer.firstName,
    lastName: payer.lastName,
    email: payer.email,
    phone: payer.phone,
    country: 'BR',
    identityNumber: payer.idNumber,
    province: payer.region,
    city: payer.city,
    street: payer.street,
    number: payer.streetNumber,
    address,
    postalCode: payer.zipCode,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** The signed doTransaction body of a local method (PIX or Boleto, in BRL) for the core's attempt. */
export function onerwayLocalRequest(settings: OnerwaySettings, input: CreatePaymentInput, lpmsType: OnerwayLocalType): OnerwayLocalRequest {
  if (input.method !== ONERWAY_LOCAL_TYPES[lpmsType]) throw new Error(`Onerway's ${lpmsType} takes ${ONERWAY_LOCAL_TYPES[lpmsType]}, not ${input.method}`);
  if (input.currency !== 'BRL') throw new Error(`Onerway's ${lpmsType} takes BRL, not ${input.currency}`);
  const unsigned: Omit<OnerwayLocalRequest, 'sign'> = {
    ...saleFields(settings, input),
    productType: 'LPMS',
    lpmsInfo: JSON.stringify({ lpmsType }),
    billingInformation: JSON.stringify(onerwayBilling(input.payer)),
  };
  return { ...unsigned, sign: onerwaySign(unsigned, settings.secret) };
}

/** The signed refund body: `refundId` is our refund's reference (Onerway's merchantTxnId). */
export function onerwayRefundRequest(
  settings: OnerwaySettings,
  { providerRef, amountMinor, currency, refundId }: { providerRef: string; amountMinor: bigint; currency: string; refundId: string },
): OnerwayRefundRequest {
  if (!isCurrency(currency) || currency === 'VCOIN') throw new Error(`Onerway cannot refund ${currency}`);
  const unsigned: Omit<OnerwayRefundRequest, 'sign'> = {
    merchantNo: settings.merchantNo,
    refundType: '0',
    merchantTxnId: refundId,
    originTransactionId: providerRef,
    refundAmount: decimalOf(amountMinor, currency),
  };
  return { ...unsigned, sign: onerwaySign(unsigned, settings.secret) };
}

/** The signed query of one transaction by Onerway's id (the first page holds it). */
export function onerwayListRequest(settings: OnerwaySettings, transactionId: string): OnerwayListRequest {
  const unsigned = { merchantNo: settings.merchantNo, transactionIds: transactionId, current: '1' };
  return { ...unsigned, sign: onerwaySign(unsigned, settings.secret) };
}

/**
 * Posts a signed body and answers the answer's data: ProviderUnreachable when nothing is known of
 * the outcome (no answer, a server error, an answer too large or not JSON), OnerwayRefused when
 * Onerway answered with another code than 20000.
 */
export async function postToOnerway<T>(http: HttpClient, settings: OnerwaySettings, path: string, body: object, what: string): Promise<T> {
  const answer = await http({
    method: 'POST',
    url: `${settings.apiUrl}${path}`,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.body.length > ANSWER_MAX_CHARS) throw new ProviderUnreachable(`Onerway ${what}: answer over ${ANSWER_MAX_CHARS} characters`);
  if (answer.status >= 500) throw new ProviderUnreachable(`Onerway ${what}: answer ${answer.status}`);
  const reply = jsonOf<Partial<OnerwayAnswer<T>> | null>(answer, `Onerway ${what}`);
  if (typeof reply !== 'object' || reply === null || typeof reply.respCode !== 'string')
    throw new ProviderUnreachable(`Onerway ${what}: answer ${answer.status} has no respCode`);
  if (reply.respCode !== ONERWAY_OK)
    throw new OnerwayRefused(what, reply.respCode.slice(0, 20), typeof reply.respMsg === 'string' ? reply.respMsg.slice(0, 200) : '');
  if (reply.data === undefined || reply.data === null) throw new ProviderUnreachable(`Onerway ${what}: answer ${answer.status} has no data`);
  return reply.data;
}

const textIn = (value: unknown, pattern: RegExp) => (typeof value === 'string' && pattern.test(value) ? value : undefined);

/** The query's entry for a transaction, checked, or undefined when the page does not list it. */
function listedTransaction(data: unknown, transactionId: string): OnerwayTxnInfo | undefined {
  const content = (data as { content?: unknown } | null)?.content;
  if (!Array.isArray(content) || content.length > LIST_MAX) throw new ProviderUnreachable('Onerway query: the answer is not a page of transactions');
  const entry = (content as Array<Record<string, unknown> | null>).find(
    (item) => item !== null && typeof item === 'object' && String(item.transactionId) === transactionId,
  );
  if (!entry) return undefined;
  const orderCurrency = textIn(entry.orderCurrency, /^[A-Z]{3,4}$/);
  const orderAmount =
    typeof entry.orderAmount === 'string' && orderCurrency && isOnerwayAmount(entry.orderAmount, orderCurrency) ? entry.orderAmount : undefined;
  const status = textIn(entry.status, /^[A-Z]{1,2}$/);
  if (!orderCurrency || !orderAmount || !status) throw new ProviderUnreachable(`Onerway query: transaction ${transactionId} is malformed`);
  return {
    transactionId,
    merchantTxnId: typeof entry.merchantTxnId === 'string' ? entry.merchantTxnId : '',
    txnType: typeof entry.txnType === 'string' ? entry.txnType : '',
    status,
    reason: typeof entry.reason === 'string' ? entry.reason.slice(0, 200) : null,
    orderAmount,
    orderCurrency,
  };
}

/** A transaction of the query in the core's terms: S paid, F failed, anything else still open. */
export function onerwayStatusOf(info: OnerwayTxnInfo): ProviderStatus {
  const currency = info.orderCurrency;
  if (info.status === 'S') return { status: 'PAID', paidMinor: toMinor(info.orderAmount, exponentOf(currency)), currency };
  if (info.status === 'F') return { status: 'FAILED', paidMinor: 0n, currency, reason: info.reason || 'Declined' };
  return { status: 'PENDING', paidMinor: 0n, currency };
}

/**
 * The stable id of a notification, from signed fields only: its type, its own transaction (the sale,
 * the refund or the dispute) and its status. An unsigned field (originTransactionId) changed on a
 * replayed notice cannot make it a new event.
 */
export function onerwayEventId(n: Pick<OnerwayNotification, 'notifyType' | 'txnType' | 'transactionId' | 'status'>): string {
  return `${n.notifyType}:${n.txnType}:${n.transactionId}:${n.status}`;
}

/** Our refund's reference names the attempt it refunds (ops-payments.routes: `refund-<attemptId>`). */
const REFUND_REF = /^refund-(.+)$/;

/**
 * Reads a notification: JSON of flat fields, its sign holding over the fields Onerway signs, our
 * merchant's, each field it needs well-formed; anything else is WebhookRejected.
 */
export function readOnerwayNotification(rawBody: string, settings: Pick<OnerwaySettings, 'merchantNo' | 'secret'>): OnerwayNotification {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('The notification is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new WebhookRejected('The notification is not an object');
  const body = parsed as Record<string, unknown>;
  if (Object.values(body).some((value) => value !== null && typeof value === 'object')) throw new WebhookRejected('The notification has nested fields');
  if (!onerwayNotificationSignatureHolds(body, settings.secret)) throw new WebhookRejected('The notification’s sign does not hold');
  if (body.merchantNo !== settings.merchantNo) throw new WebhookRejected('The notification is for another merchant');
  const field = (key: string, pattern?: RegExp) => {
    const value = body[key];
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
    if (!text || (pattern && !pattern.test(text))) throw new WebhookRejected(`The notification's ${key} is missing or malformed`);
    return text;
  };
  const optional = (key: string) => (typeof body[key] === 'string' && body[key] !== '' ? (body[key] as string) : undefined);
  const amount = (key: string, currency: string) => {
    const value = field(key);
    if (!isOnerwayAmount(value, currency)) throw new WebhookRejected(`The notification's ${key} is not an amount of ${currency}`);
    return value;
  };
  const notifyType = field('notifyType', /^(TXN|CANCEL)$/) as OnerwayNotification['notifyType'];
  const txnType = field('txnType', /^(SALE|REFUND)$/) as OnerwayNotification['txnType'];
  const orderCurrency = field('orderCurrency');
  const txnCurrency = optional('txnCurrency') ?? orderCurrency;
  const notification: OnerwayNotification = {
    notifyType,
    txnType,
    transactionId: field('transactionId', TRANSACTION_ID),
    originTransactionId: optional('originTransactionId'),
    originMerchantTxnId: optional('originMerchantTxnId'),
    merchantTxnId: field('merchantTxnId', /^.{1,64}$/),
    merchantNo: field('merchantNo'),
    responseTime: optional('responseTime') ?? '',
    txnTime: optional('txnTime') ?? '',
    txnTimeZone: optional('txnTimeZone') ?? '',
    orderAmount: amount('orderAmount', orderCurrency),
    orderCurrency,
    txnAmount: amount('txnAmount', txnCurrency),
    txnCurrency,
    status: field('status', /^[SF]$/) as 'S' | 'F',
    reason: optional('reason')?.slice(0, 200),
    sign: field('sign'),
  };
  if (notification.originTransactionId !== undefined && !TRANSACTION_ID.test(notification.originTransactionId))
    throw new WebhookRejected('The notification’s originTransactionId is malformed');
  if (txnType === 'REFUND' && !notification.originTransactionId) throw new WebhookRejected('A refund notification names no originTransactionId');
  if (notifyType === 'CANCEL') {
    const chargebackCurrency = field('chargebackCurrency');
    Object.assign(notification, {
      chargebackDate: field('chargebackDate'),
      chargebackAmount: amount('chargebackAmount', chargebackCurrency),
      chargebackCurrency,
      chargebackStatus: field('chargebackStatus'),
      chargebackReason: field('chargebackReason').slice(0, 200),
    });
  }
  return notification;
}

/**
 * A notification in the core's terms. A sale is paid in its order's amount and currency (txnAmount
 * is the settlement currency's); a refund says its own amount in txnAmount; a chargeback in its
 * chargeback fields. The attempt is the signed merchantTxnId; the sale's id is the fallback.
 */
export function onerwayEvent(n: OnerwayNotification): ProviderEvent {
  const eventId = onerwayEventId(n);
  const providerRef = n.originTransactionId ?? n.transactionId;
  // The attempt is told by the signed merchantTxnId (a refund's is our refund reference, naming it);
  // the unsigned originTransactionId is only the fallback the core uses when that names nothing.
  const attemptId = n.txnType === 'REFUND' ? (REFUND_REF.exec(n.merchantTxnId)?.[1] ?? n.merchantTxnId) : n.merchantTxnId;
  const minor = (amount: string, currency: string) => toMinor(amount, exponentOf(currency));
  if (n.notifyType === 'CANCEL') {
    return {
      kind: 'CHARGEBACK',
      eventId,
      providerRef,
      attemptId,
      amountMinor: minor(n.chargebackAmount!, n.chargebackCurrency!),
      currency: n.chargebackCurrency!,
      reason: n.chargebackReason!,
    };
  }
  if (n.txnType === 'REFUND') {
    if (n.status === 'S') return { kind: 'REFUND', eventId, providerRef, attemptId, amountMinor: minor(n.txnAmount, n.txnCurrency), currency: n.txnCurrency };
    return { kind: 'INFO', eventId, providerRef, attemptId, detail: `Refund ${n.transactionId} failed${n.reason ? `: ${n.reason}` : ''}` };
  }
  if (n.status === 'S') return { kind: 'PAID', eventId, providerRef, attemptId, amountMinor: minor(n.orderAmount, n.orderCurrency), currency: n.orderCurrency };
  return { kind: 'FAILED', eventId, providerRef, attemptId, reason: n.reason ?? 'Declined' };
}

/** The card frame's payment through Onerway's API (the real host, or the simulator's copy of it). */
export function createOnerwayAdapter(settings: OnerwaySettings, link: ProviderLink): PaymentProvider {
  const post = <T>(path: string, body: object, what: string) => postToOnerway<T>(link.http, settings, path, body, what);
  return {
    id: 'onerway',
    environment: link.environment,

    async createPayment(input) {
      const data = await post<{ transactionId?: unknown; status?: unknown }>(
        ONERWAY_PATHS.sdkTransaction,
        onerwayCardRequest(settings, input),
        'doTransaction',
      );
      const transactionId = typeof data.transactionId === 'number' ? String(data.transactionId) : data.transactionId;
      if (typeof transactionId !== 'string' || !TRANSACTION_ID.test(transactionId))
        throw new ProviderUnreachable('Onerway doTransaction: the answer has no transactionId');
      if (data.status !== 'U')
        throw new ProviderUnreachable(`Onerway doTransaction: a new transaction answered status ${String(data.status).slice(0, 8)}, not U`);
      // The panel's frame: the provider's SDK (settings.sdkUrl) in production, the simulator's frame otherwise.
      return {
        providerRef: transactionId,
        instructions: { kind: 'CARD_FRAME', transactionId, checkoutUrl: settings.sdkUrl, environment: link.environment },
        expiresAt: input.expiresAt,
      };
    },

    parseWebhook(rawBody) {
      const notification = readOnerwayNotification(rawBody, settings);
      return { event: onerwayEvent(notification), ack: { status: 200, contentType: 'text/plain', body: notification.transactionId } };
    },

    async queryPayment(providerRef) {
      const data = await post<unknown>(ONERWAY_PATHS.list, onerwayListRequest(settings, providerRef), 'query');
      const info = listedTransaction(data, providerRef);
      if (!info) throw new OnerwayRefused('query', 'NOT_LISTED', `no transaction ${providerRef}`);
      return onerwayStatusOf(info);
    },

    async refund({ providerRef, amountMinor, currency, refundId }) {
      const data = await post<unknown>(ONERWAY_PATHS.refund, onerwayRefundRequest(settings, { providerRef, amountMinor, currency, refundId }), 'refund');
      const refundRef = typeof data === 'number' ? String(data) : data;
      if (typeof refundRef !== 'string' || !TRANSACTION_ID.test(refundRef))
        throw new ProviderUnreachable('Onerway refund: the answer names no refund transaction');
      return { refundRef };
    },
  };
}

/** What a local method's doTransaction answers: R (the buyer acts) or U, with what the buyer is shown. */
type OnerwayLocalAnswer = {
  transactionId?: unknown;
  status?: unknown;
  actionType?: unknown;
  redirectUrl?: unknown;
  qrCode?: unknown;
  digitableLine?: unknown;
  dueDate?: unknown;
};

const URL_MAX = 1000;
/** A page address Onerway hands the buyer: https (or the simulator's http, or a path on this server). */
const pageUrl = (value: unknown) => (typeof value === 'string' && value.length <= URL_MAX && /^(https?:\/\/|\/)[^\s<>"]*$/.test(value) ? value : undefined);

/**
 * The panel's code page from a local method's answer, checked: a BR Code whose CRC holds and that
 * asks our amount (PIX), or a boleto line whose check digits hold and that asks our amount, with its
 * due date and the document's address (Boleto). Anything else is ProviderUnreachable.
 */
export function onerwayLocalInstructions(
  lpmsType: OnerwayLocalType,
  data: OnerwayLocalAnswer,
  input: Pick<CreatePaymentInput, 'amountMinor' | 'currency'>,
): { instructions: PaymentInstructions; dueDate?: string } {
  const amount = decimalOf(input.amountMinor, input.currency);
  if (lpmsType === 'PIX') {
    const brCode = typeof data.qrCode === 'string' && data.qrCode.length <= 512 ? data.qrCode : undefined;
    let asked: string | undefined;
    try {
      asked = brCode ? parsePixCode(brCode).amount : undefined;
    } catch {
      asked = undefined;
    }
    if (!brCode || asked === undefined || toMinor(asked, 2) !== input.amountMinor)
      throw new ProviderUnreachable(`Onerway PIX: the answer has no BR Code of ${amount}`);
    return { instructions: { kind: 'PIX', brCode } };
  }
  const line = typeof data.digitableLine === 'string' ? data.digitableLine.replace(/[. ]/g, '') : '';
  const dueDate = typeof data.dueDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(data.dueDate) ? data.dueDate : undefined;
  const documentUrl = pageUrl(data.redirectUrl);
  if (!/^\d{47}$/.test(line) || !isValidBoletoLine(line) || BigInt(line.slice(-10)) !== input.amountMinor)
    throw new ProviderUnreachable(`Onerway Boleto: the answer has no boleto line of ${amount}`);
  if (!dueDate || !documentUrl) throw new ProviderUnreachable('Onerway Boleto: the answer has no due date or document address');
  return { instructions: { kind: 'BOLETO', line, formattedLine: formatBoletoLine(line), barcode: lineToBarcode(line), dueDate, documentUrl }, dueDate };
}

/** A PIX code or a boleto through Onerway's local methods; the rest (notifications, refund, query) as the card's. */
export function createOnerwayLocalAdapter(settings: OnerwaySettings, link: ProviderLink, lpmsType: OnerwayLocalType): PaymentProvider {
  const card = createOnerwayAdapter(settings, link);
  return {
    ...card,
    id: lpmsType === 'PIX' ? 'pix' : 'boleto',

    async createPayment(input): Promise<CreatedPayment> {
      const data = await postToOnerway<OnerwayLocalAnswer>(
        link.http,
        settings,
        ONERWAY_PATHS.transaction,
        onerwayLocalRequest(settings, input, lpmsType),
        `${lpmsType} doTransaction`,
      );
      const transactionId = typeof data.transactionId === 'number' ? String(data.transactionId) : data.transactionId;
      if (typeof transactionId !== 'string' || !TRANSACTION_ID.test(transactionId))
        throw new ProviderUnreachable(`Onerway ${lpmsType} doTransaction: the answer has no transactionId`);
      if (data.status !== 'R' && data.status !== 'U')
        throw new OnerwayRefused(`${lpmsType} doTransaction`, `status ${String(data.status).slice(0, 8)}`, 'the payment was not opened');
      const { instructions, dueDate } = onerwayLocalInstructions(lpmsType, data, input);
      // A boleto is payable to the end of its due date in São Paulo (UTC-3).
      const dueEnd = dueDate ? new Date(`${dueDate}T23:59:59-03:00`) : undefined;
      return { providerRef: transactionId, instructions, expiresAt: dueEnd ?? input.expiresAt };
    },
  };
}

/** BUILDERS.onerway: the card frame, when Onerway's settings are there. */
export const buildOnerway = (settings: PaymentSettings, link: ProviderLink) => (settings.onerway ? createOnerwayAdapter(settings.onerway, link) : undefined);

/** BUILDERS.pix (after the central bank's API Pix) and BUILDERS.boleto: Onerway's local methods, when its settings are there. */
export const buildOnerwayLocal = (lpmsType: OnerwayLocalType) => (settings: PaymentSettings, link: ProviderLink) =>
  settings.onerway ? createOnerwayLocalAdapter(settings.onerway, link, lpmsType) : undefined;
