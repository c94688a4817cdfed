// The card provider (Onerway's protocol, design/payments.md "Card checkout frame") as a sandbox
// inside the server. The adapter side builds and signs the provider's real requests
// (POST /v1/sdkTxn/doTransaction, the refund) and verifies its webhooks; the provider side
// (onerwayDoTransaction, onerwayRefundTransaction, payOnerwayWithCard ...) checks those signatures
// as the provider would, keeps the provider's book in sandbox_payments, and sends signed
// notifications through the sandbox webhook outbox. Card numbers and security codes are never
// stored: the book keeps the brand and the last 4 digits.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { CURRENCY_EXPONENTS, fromMinor, isCurrency, isDecimalString, toMinor, type Currency } from '@panel/domain/money';
import { sandboxPayments } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { WebhookRejected, type CreatePaymentInput, type PaymentProvider, type ProviderEvent, type ProviderStatus } from '../../modules/payments/provider-port';
import type { SandboxDeps } from './deps';
import { onerwaySign, onerwaySignatureHolds } from './onerway-sign';
import { queueWebhook } from './webhook-outbox';

export const ONERWAY = 'onerway';
/** The sandbox checkout frame, served by onerway-pages.ts. */
export const ONERWAY_CHECKOUT_PATH = '/sandbox/onerway/checkout';
/** The sandbox merchant's number (not a secret: the secret is deps.secret('onerway')). */
export const ONERWAY_SANDBOX_MERCHANT_NO = '800209';
/** The provider's success code. */
export const ONERWAY_OK = '20000';

/** The provider's test cards (any other card number is declined). */
export const ONERWAY_TEST_CARDS = {
  SUCCESS: '4761344136141390',
  INSUFFICIENT_FUNDS: '4021937195658141',
  THREE_DS: '4000020951595032',
} as const;

/** Decline reasons the sandbox gives. */
export const ONERWAY_REASONS = {
  INSUFFICIENT_FUNDS: 'Insufficient funds',
  INVALID_CARD: 'Invalid card',
  AUTHENTICATION_FAILED: '3-D Secure authentication failed',
} as const;

// --- Wire formats --------------------------------------------------------------------------------

/** What the provider answers every call with. */
export type OnerwayAnswer<T> = { respCode: string; respMsg: string; data: T | null };

/** The body of POST /v1/sdkTxn/doTransaction (all strings, as the provider takes them). */
export type OnerwayTxnRequest = {
  merchantNo: string;
  merchantTxnId: string;
  merchantTxnTime: string;
  orderAmount: string;
  orderCurrency: string;
  txnType: 'SALE';
  productType: 'CARD';
  subProductType: 'DIRECT' | 'TOKEN' | 'SUBSCRIBE';
  /** JSON: { returnUrl, notifyUrl, products: [{ name, price, num, currency }] }. */
  txnOrderMsg: string;
  sign: string;
};

/** The body of the refund request. */
export type OnerwayRefundRequest = {
  merchantNo: string;
  originTransactionId: string;
  /** The merchant's refund reference (idempotent: the same one answers the same refund). */
  requestId: string;
  refundAmount: string;
  refundCurrency: string;
  refundReason: string;
  sign: string;
};

/** A notification (webhook) the provider posts to notifyUrl as JSON. */
export type OnerwayNotification = {
  notifyType: 'TXN' | 'CANCEL';
  txnType: 'SALE' | 'REFUND';
  /** This notification's transaction: the sale, the refund, or the dispute. */
  transactionId: string;
  /** The sale a refund or a chargeback belongs to. */
  originTransactionId?: string;
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

/** What the sandbox keeps about an Onerway payment in sandbox_payments.details. */
export type OnerwayDetails = {
  merchantNo: string;
  merchantTxnTime: string;
  subProductType: string;
  orderAmount: string;
  description: string;
  card?: { brand: string; last4: string };
  billing?: { country?: string; address?: string; city?: string; zip?: string };
  /** Set while the 3-D Secure step waits, and after it. */
  threeDs?: boolean;
  reason?: string;
  refunds?: Array<{ requestId: string; refundRef: string; amount: string; reason: string; at: string }>;
  chargeback?: { transactionId: string; date: string; amount: string; currency: string; status: string; reason: string };
};

/** 'yyyy-MM-dd HH:mm:ss' in UTC (the sandbox merchant's time zone). */
export const onerwayTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** A new 19-digit transaction id (no leading zero). */
export function newOnerwayTransactionId(): string {
  const bytes = randomBytes(8);
  const rest = (bytes.readBigUInt64BE() % 10n ** 18n).toString().padStart(18, '0');
  return `${1 + (bytes[0]! % 9)}${rest}`;
}

const exponentOf = (currency: string) => CURRENCY_EXPONENTS[currency as Currency];
const decimalOf = (minor: bigint, currency: string) => fromMinor(minor, exponentOf(currency));

/** A card's brand from its number (the book shows it beside the last 4 digits). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(number)) return 'DISCOVER';
  if (/^35(2[89]|[3-8]\d)/.test(number)) return 'JCB';
  if (/^3(0[0-5]|[68])/.test(number)) return 'DINERS';
  return 'UNKNOWN';
}

/** The Luhn check of a card number (digits only). */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The stable id of a notification: its type, the sale, its status, and the refund's or dispute's own id. */
export function onerwayEventId(n: Pick<OnerwayNotification, 'notifyType' | 'txnType' | 'transactionId' | 'originTransactionId' | 'status'>): string {
  const sale = n.originTransactionId ?? n.transactionId;
  const own = n.originTransactionId && n.originTransactionId !== n.transactionId ? `:${n.transactionId}` : '';
  return `${n.notifyType}:${n.txnType}:${sale}:${n.status}${own}`;
}

// --- The provider side (the sandbox's book) --------------------------------------------------------

type BookRow = typeof sandboxPayments.$inferSelect;
const detailsOf = (row: BookRow) => row.details as OnerwayDetails;
const answer = <T>(respCode: string, respMsg: string, data: T | null = null): OnerwayAnswer<T> => ({ respCode, respMsg, data });

/** The payment the provider knows by this transaction id (locked when inside a transaction that asks). */
async function bookRow(db: SandboxDeps['db'] | Tx, transactionId: string, lock = false): Promise<BookRow | undefined> {
  const query = db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.provider, ONERWAY), eq(sandboxPayments.providerRef, transactionId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The payment behind a transaction id, as the frame and the sandbox control page read it. */
export const findOnerwayPayment = (deps: Pick<SandboxDeps, 'db'>, transactionId: string) => bookRow(deps.db, transactionId);

/**
 * The provider's POST /v1/sdkTxn/doTransaction: checks the signature and the fields, opens the
 * transaction in its book (CREATED) and answers its 19-digit id with status U (not yet paid).
 * `expiresAt` is the sandbox's own bound on how long the checkout may be paid.
 */
export async function onerwayDoTransaction(deps: SandboxDeps, request: Record<string, unknown>, { expiresAt }: { expiresAt?: Date } = {}): Promise<OnerwayAnswer<{ transactionId: string; merchantTxnId: string; status: 'U' }>> {
  if (!onerwaySignatureHolds(request, deps.secret(ONERWAY))) return answer('50001', 'Invalid sign');
  const text = (key: string) => (typeof request[key] === 'string' ? (request[key] as string) : '');
  if (text('merchantNo') !== ONERWAY_SANDBOX_MERCHANT_NO) return answer('50002', 'Unknown merchant');
  const currency = text('orderCurrency');
  if (!isCurrency(currency) || currency === 'VCOIN') return answer('50003', 'Unsupported currency');
  const amount = text('orderAmount');
  if (!isDecimalAmount(amount, currency) || toMinor(amount, exponentOf(currency)) <= 0n) return answer('50004', 'Invalid orderAmount');
  if (text('txnType') !== 'SALE' || text('productType') !== 'CARD' || !['DIRECT', 'TOKEN', 'SUBSCRIBE'].includes(text('subProductType'))) return answer('50005', 'Invalid transaction type');
  if (!text('merchantTxnId') || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text('merchantTxnTime'))) return answer('50006', 'Invalid merchant transaction');
  let orderMsg: { returnUrl?: unknown; notifyUrl?: unknown; products?: unknown };
  try {
    orderMsg = JSON.parse(text('txnOrderMsg')) as typeof orderMsg;
  } catch {
    return answer('50007', 'Invalid txnOrderMsg');
  }
  if (typeof orderMsg.notifyUrl !== 'string' || !orderMsg.notifyUrl || !Array.isArray(orderMsg.products)) return answer('50007', 'Invalid txnOrderMsg');
  const products = orderMsg.products as Array<{ name?: unknown }>;
  const transactionId = newOnerwayTransactionId();
  const details: OnerwayDetails = {
    merchantNo: text('merchantNo'),
    merchantTxnTime: text('merchantTxnTime'),
    subProductType: text('subProductType'),
    orderAmount: amount,
    description: products.map((product) => (typeof product.name === 'string' ? product.name : '')).join(', '),
  };
  await deps.db.insert(sandboxPayments).values({
    provider: ONERWAY,
    providerRef: transactionId,
    merchantRef: text('merchantTxnId'),
    method: 'CARD',
    currency,
    amountMinor: toMinor(amount, exponentOf(currency)),
    status: 'CREATED',
    notifyUrl: orderMsg.notifyUrl,
    returnUrl: typeof orderMsg.returnUrl === 'string' ? orderMsg.returnUrl : null,
    details,
    expiresAt: expiresAt ?? null,
    createdAt: deps.clock.now(),
    updatedAt: deps.clock.now(),
  });
  return answer(ONERWAY_OK, 'Success', { transactionId, merchantTxnId: text('merchantTxnId'), status: 'U' });
}

/** A plain non-negative decimal with at most the currency's decimals ('12', '12.5', '12.50'). */
const isDecimalAmount = (value: string, currency: string) => isCurrency(currency) && !value.startsWith('-') && isDecimalString(value, exponentOf(currency));

/** Signs a notification and queues it to the payment's notifyUrl, in the caller's transaction. */
async function notify(deps: SandboxDeps, tx: Tx, row: BookRow, fields: Omit<OnerwayNotification, 'sign' | 'merchantNo' | 'responseTime' | 'txnTime' | 'txnTimeZone' | 'merchantTxnId' | 'orderAmount' | 'orderCurrency'>) {
  const now = onerwayTime(deps.clock.now());
  const unsigned = {
    merchantNo: detailsOf(row).merchantNo,
    merchantTxnId: row.merchantRef,
    responseTime: now,
    txnTime: now,
    txnTimeZone: '+00:00',
    orderAmount: decimalOf(row.amountMinor, row.currency),
    orderCurrency: row.currency,
    ...fields,
  };
  const body: OnerwayNotification = { ...unsigned, sign: onerwaySign(unsigned, deps.secret(ONERWAY)) };
  await queueWebhook(tx, {
    provider: ONERWAY,
    paymentId: row.id,
    eventId: onerwayEventId(body),
    url: row.notifyUrl,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return body;
}

/** The SALE notification of a payment that ended (S paid, F declined). */
const saleNotice = (row: BookRow, status: 'S' | 'F', reason?: string) => ({
  notifyType: 'TXN' as const,
  txnType: 'SALE' as const,
  transactionId: row.providerRef,
  txnAmount: decimalOf(row.amountMinor, row.currency),
  txnCurrency: row.currency,
  status,
  ...(reason ? { reason } : {}),
});

/** What a card submission (or the sandbox control page) ends in. */
export type OnerwayOutcome = { status: 'S' | 'F' | 'R'; transactionId: string; reason?: string };
export type OnerwayRefusal = { refused: 'NOT_FOUND' | 'NOT_PAYABLE' | 'EXPIRED' | 'INVALID_CARD'; fields?: CardField[] };

/** Ends a waiting payment as paid (S) or declined (F), and queues its signed SALE notification. */
async function finish(deps: SandboxDeps, tx: Tx, row: BookRow, status: 'S' | 'F', extra: Partial<OnerwayDetails>, reason?: string): Promise<OnerwayOutcome> {
  const details: OnerwayDetails = { ...detailsOf(row), ...extra, ...(reason ? { reason } : {}) };
  const [updated] = await tx
    .update(sandboxPayments)
    .set({ status: status === 'S' ? 'PAID' : 'FAILED', paidMinor: status === 'S' ? row.amountMinor : 0n, details, updatedAt: deps.clock.now() })
    .where(eq(sandboxPayments.id, row.id))
    .returning();
  await notify(deps, tx, updated!, saleNotice(updated!, status, reason));
  return { status, transactionId: row.providerRef, ...(reason ? { reason } : {}) };
}

/** Locks a payment that can still be paid, or says why it cannot. */
async function payable(deps: SandboxDeps, tx: Tx, transactionId: string, expected: 'CREATED' | 'PENDING_3DS'): Promise<BookRow | OnerwayRefusal> {
  const row = await bookRow(tx, transactionId, true);
  if (!row) return { refused: 'NOT_FOUND' };
  if (row.status !== expected) return { refused: 'NOT_PAYABLE' };
  if (row.expiresAt && row.expiresAt.getTime() <= deps.clock.now().getTime()) return { refused: 'EXPIRED' };
  return row;
}

export type CardField = 'number' | 'expiry' | 'cvv' | 'holderName';
export type OnerwayCard = { number: string; expiry: string; cvv: string; holderName?: string | null };
export type OnerwayBilling = { country?: string; address?: string; city?: string; zip?: string };

/** The card fields that do not hold (the frame checks the same before it submits). `holderName` is required when asked for. */
export function cardFieldErrors(card: OnerwayCard, now: Date, { holderRequired = true } = {}): CardField[] {
  const errors: CardField[] = [];
  const number = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) errors.push('number');
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  // A card is good through the last day of its expiry month.
  if (!expiry || month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvv)) errors.push('cvv');
  if (holderRequired && !(card.holderName ?? '').trim()) errors.push('holderName');
  return errors;
}

/**
 * The frame's card submission: the transaction must be waiting (CREATED); the test cards decide
 * (success, insufficient funds, 3-D Secure: R, the payment then waits in PENDING_3DS), any other
 * number is declined as an invalid card. A paid or declined payment queues its SALE notification.
 */
export async function payOnerwayWithCard(deps: SandboxDeps, transactionId: string, card: OnerwayCard, billing: OnerwayBilling = {}, options: { holderRequired?: boolean } = {}): Promise<OnerwayOutcome | OnerwayRefusal> {
  const fields = cardFieldErrors(card, deps.clock.now(), options);
  if (fields.length > 0) return { refused: 'INVALID_CARD', fields };
  const number = card.number.replace(/[\s-]/g, '');
  const cardFacts = { card: { brand: cardBrand(number), last4: number.slice(-4) }, billing: cleanBilling(billing) };
  return withTransaction(deps.db, async (tx) => {
    const row = await payable(deps, tx, transactionId, 'CREATED');
    if ('refused' in row) return row;
    if (number === ONERWAY_TEST_CARDS.SUCCESS) return finish(deps, tx, row, 'S', cardFacts);
    if (number === ONERWAY_TEST_CARDS.INSUFFICIENT_FUNDS) return finish(deps, tx, row, 'F', cardFacts, ONERWAY_REASONS.INSUFFICIENT_FUNDS);
    if (number === ONERWAY_TEST_CARDS.THREE_DS) {
      await tx
        .update(sandboxPayments)
        .set({ status: 'PENDING_3DS', details: { ...detailsOf(row), ...cardFacts, threeDs: true }, updatedAt: deps.clock.now() })
        .where(eq(sandboxPayments.id, row.id));
      return { status: 'R', transactionId };
    }
    return finish(deps, tx, row, 'F', cardFacts, ONERWAY_REASONS.INVALID_CARD);
  });
}

const cleanBilling = (billing: OnerwayBilling): OnerwayBilling =>
  Object.fromEntries(Object.entries(billing).flatMap(([key, value]) => (typeof value === 'string' && value.trim() ? [[key, value.trim().slice(0, 120)]] : [])));

/** The sandbox 3-D Secure step's answer: authenticated pays (S), failed declines (F); either queues the SALE notification. */
export async function completeOnerway3ds(deps: SandboxDeps, transactionId: string, authenticated: boolean): Promise<OnerwayOutcome | OnerwayRefusal> {
  return withTransaction(deps.db, async (tx) => {
    const row = await payable(deps, tx, transactionId, 'PENDING_3DS');
    if ('refused' in row) return row;
    return authenticated ? finish(deps, tx, row, 'S', {}) : finish(deps, tx, row, 'F', {}, ONERWAY_REASONS.AUTHENTICATION_FAILED);
  });
}

/** Pays or declines a waiting payment without a card (the sandbox control page's PAY and FAIL, and Apple Pay in the frame). */
export async function settleOnerwayPayment(deps: SandboxDeps, transactionId: string, status: 'S' | 'F', reason: string = ONERWAY_REASONS.INVALID_CARD, card?: { brand: string; last4: string }): Promise<OnerwayOutcome | OnerwayRefusal> {
  return withTransaction(deps.db, async (tx) => {
    const row = await bookRow(tx, transactionId, true);
    if (!row) return { refused: 'NOT_FOUND' };
    if (row.status !== 'CREATED' && row.status !== 'PENDING_3DS') return { refused: 'NOT_PAYABLE' };
    return finish(deps, tx, row, status, card ? { card } : {}, status === 'F' ? reason : undefined);
  });
}

/**
 * The provider's refund: checks the signature, refunds up to what was paid and not yet refunded,
 * and queues the REFUND notification (its own transaction id, the sale's as originTransactionId).
 * The same requestId answers the same refund again without a second one.
 */
export async function onerwayRefundTransaction(deps: SandboxDeps, request: Record<string, unknown>): Promise<OnerwayAnswer<{ transactionId: string; originTransactionId: string; status: 'U' }>> {
  if (!onerwaySignatureHolds(request, deps.secret(ONERWAY))) return answer('50001', 'Invalid sign');
  const text = (key: string) => (typeof request[key] === 'string' ? (request[key] as string) : '');
  const originTransactionId = text('originTransactionId');
  const requestId = text('requestId');
  if (!requestId) return answer('50006', 'Invalid requestId');
  return withTransaction(deps.db, async (tx) => {
    const row = await bookRow(tx, originTransactionId, true);
    if (!row) return answer('50008', 'Transaction not found');
    const details = detailsOf(row);
    const refunds = details.refunds ?? [];
    const again = refunds.find((refund) => refund.requestId === requestId);
    if (again) return answer(ONERWAY_OK, 'Success', { transactionId: again.refundRef, originTransactionId, status: 'U' as const });
    if (row.status !== 'PAID') return answer('50009', 'Transaction cannot be refunded');
    if (text('refundCurrency') !== row.currency || !isDecimalAmount(text('refundAmount'), row.currency)) return answer('50004', 'Invalid refundAmount');
    const amountMinor = toMinor(text('refundAmount'), exponentOf(row.currency));
    const refunded = refunds.reduce((sum, refund) => sum + toMinor(refund.amount, exponentOf(row.currency)), 0n);
    if (amountMinor <= 0n || refunded + amountMinor > row.paidMinor) return answer('50004', 'Invalid refundAmount');
    const refundRef = newOnerwayTransactionId();
    const amount = decimalOf(amountMinor, row.currency);
    const nextDetails: OnerwayDetails = { ...details, refunds: [...refunds, { requestId, refundRef, amount, reason: text('refundReason'), at: deps.clock.now().toISOString() }] };
    const [updated] = await tx
      .update(sandboxPayments)
      .set({ status: refunded + amountMinor === row.paidMinor ? 'REFUNDED' : 'PAID', details: nextDetails, updatedAt: deps.clock.now() })
      .where(eq(sandboxPayments.id, row.id))
      .returning();
    await notify(deps, tx, updated!, { notifyType: 'TXN', txnType: 'REFUND', transactionId: refundRef, originTransactionId, txnAmount: amount, txnCurrency: row.currency, status: 'S' });
    return answer(ONERWAY_OK, 'Success', { transactionId: refundRef, originTransactionId, status: 'U' as const });
  });
}

/** A chargeback on a paid sale (the sandbox control page's CHARGEBACK): the book turns CHARGEBACK and the CANCEL notification is queued. */
export async function chargebackOnerwayPayment(deps: SandboxDeps, transactionId: string, { reason = 'Fraudulent transaction', amountMinor }: { reason?: string; amountMinor?: bigint } = {}): Promise<OnerwayNotification | OnerwayRefusal> {
  return withTransaction(deps.db, async (tx) => {
    const row = await bookRow(tx, transactionId, true);
    if (!row) return { refused: 'NOT_FOUND' };
    if (row.status !== 'PAID') return { refused: 'NOT_PAYABLE' };
    const amount = decimalOf(amountMinor ?? row.paidMinor, row.currency);
    const dispute = newOnerwayTransactionId();
    const date = onerwayTime(deps.clock.now()).slice(0, 10);
    const chargeback = { transactionId: dispute, date, amount, currency: row.currency, status: 'CHARGEBACK', reason };
    const [updated] = await tx
      .update(sandboxPayments)
      .set({ status: 'CHARGEBACK', details: { ...detailsOf(row), chargeback }, updatedAt: deps.clock.now() })
      .where(eq(sandboxPayments.id, row.id))
      .returning();
    return notify(deps, tx, updated!, {
      notifyType: 'CANCEL',
      txnType: 'SALE',
      transactionId: dispute,
      originTransactionId: transactionId,
      txnAmount: decimalOf(row.paidMinor, row.currency),
      txnCurrency: row.currency,
      status: 'S',
      chargebackDate: date,
      chargebackAmount: amount,
      chargebackCurrency: row.currency,
      chargebackStatus: chargeback.status,
      chargebackReason: reason,
    });
  });
}

// --- The adapter (the merchant's side: what the core calls) ----------------------------------------

/** Reads a notification's fields; anything malformed or unsigned is WebhookRejected. */
export function readOnerwayNotification(rawBody: string, secret: string): OnerwayNotification {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('The notification is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new WebhookRejected('The notification is not an object');
  const body = parsed as Record<string, unknown>;
  if (Object.values(body).some((value) => value !== null && typeof value === 'object')) throw new WebhookRejected('The notification has nested fields');
  if (!onerwaySignatureHolds(body, secret)) throw new WebhookRejected('The notification’s sign does not hold');
  const field = (key: string, pattern?: RegExp) => {
    const value = body[key];
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
    if (!text || (pattern && !pattern.test(text))) throw new WebhookRejected(`The notification's ${key} is missing or malformed`);
    return text;
  };
  const optional = (key: string) => (typeof body[key] === 'string' && body[key] !== '' ? (body[key] as string) : undefined);
  const notifyType = field('notifyType', /^(TXN|CANCEL)$/) as OnerwayNotification['notifyType'];
  const txnType = field('txnType', /^(SALE|REFUND)$/) as OnerwayNotification['txnType'];
  const orderCurrency = field('orderCurrency');
  const txnCurrency = optional('txnCurrency') ?? orderCurrency;
  const amount = (key: string, currency: string) => {
    const value = field(key);
    if (!isDecimalAmount(value, currency)) throw new WebhookRejected(`The notification's ${key} is not an amount of ${currency}`);
    return value;
  };
  const notification: OnerwayNotification = {
    notifyType,
    txnType,
    transactionId: field('transactionId', /^\d{1,20}$/),
    originTransactionId: optional('originTransactionId'),
    merchantTxnId: field('merchantTxnId'),
    merchantNo: optional('merchantNo') ?? '',
    responseTime: optional('responseTime') ?? '',
    txnTime: optional('txnTime') ?? '',
    txnTimeZone: optional('txnTimeZone') ?? '',
    orderAmount: amount('orderAmount', orderCurrency),
    orderCurrency,
    txnAmount: amount('txnAmount', txnCurrency),
    txnCurrency,
    status: field('status', /^[SF]$/) as 'S' | 'F',
    reason: optional('reason'),
    sign: field('sign'),
  };
  if (notification.originTransactionId !== undefined && !/^\d{1,20}$/.test(notification.originTransactionId)) throw new WebhookRejected('The notification’s originTransactionId is malformed');
  if (txnType === 'REFUND' && !notification.originTransactionId) throw new WebhookRejected('A refund notification names no originTransactionId');
  if (notifyType === 'CANCEL') {
    const chargebackCurrency = field('chargebackCurrency');
    Object.assign(notification, {
      chargebackDate: field('chargebackDate'),
      chargebackAmount: amount('chargebackAmount', chargebackCurrency),
      chargebackCurrency,
      chargebackStatus: field('chargebackStatus'),
      chargebackReason: field('chargebackReason'),
    });
  }
  return notification;
}

/** A notification in the core's terms. */
export function onerwayEvent(n: OnerwayNotification): ProviderEvent {
  const eventId = onerwayEventId(n);
  const providerRef = n.originTransactionId ?? n.transactionId;
  const attemptId = n.merchantTxnId;
  const minor = (amount: string, currency: string) => toMinor(amount, exponentOf(currency));
  if (n.notifyType === 'CANCEL') {
    return { kind: 'CHARGEBACK', eventId, providerRef, attemptId, amountMinor: minor(n.chargebackAmount!, n.chargebackCurrency!), currency: n.chargebackCurrency!, reason: n.chargebackReason! };
  }
  if (n.txnType === 'REFUND') {
    if (n.status === 'S') return { kind: 'REFUND', eventId, providerRef, attemptId, amountMinor: minor(n.txnAmount, n.txnCurrency), currency: n.txnCurrency };
    return { kind: 'INFO', eventId, providerRef, attemptId, detail: `Refund ${n.transactionId} failed${n.reason ? `: ${n.reason}` : ''}` };
  }
  if (n.status === 'S') return { kind: 'PAID', eventId, providerRef, attemptId, amountMinor: minor(n.txnAmount, n.txnCurrency), currency: n.txnCurrency };
  return { kind: 'FAILED', eventId, providerRef, attemptId, reason: n.reason ?? 'Declined' };
}

/** The signed POST /v1/sdkTxn/doTransaction body for a card payment of the core's attempt. */
export function onerwayTxnRequest(input: CreatePaymentInput, secret: string): OnerwayTxnRequest {
  if (input.method !== 'CARD') throw new Error(`Onerway takes cards, not ${input.method}`);
  if (!isCurrency(input.currency)) throw new Error(`Onerway cannot take ${input.currency}`);
  const orderAmount = decimalOf(input.amountMinor, input.currency);
  const unsigned: Omit<OnerwayTxnRequest, 'sign'> = {
    merchantNo: ONERWAY_SANDBOX_MERCHANT_NO,
    merchantTxnId: input.attemptId,
    merchantTxnTime: onerwayTime(input.now),
    orderAmount,
    orderCurrency: input.currency,
    txnType: 'SALE',
    productType: 'CARD',
    subProductType: 'DIRECT',
    txnOrderMsg: JSON.stringify({
      returnUrl: input.returnUrl,
      notifyUrl: input.notifyUrl,
      products: [{ name: input.description, price: orderAmount, num: '1', currency: input.currency }],
    }),
  };
  return { ...unsigned, sign: onerwaySign(unsigned, secret) };
}

const BOOK_STATUS: Record<string, ProviderStatus['status']> = {
  CREATED: 'PENDING',
  PENDING_3DS: 'PENDING',
  PAID: 'PAID',
  PARTIAL: 'PAID',
  FAILED: 'FAILED',
  CANCELLED: 'FAILED',
  EXPIRED: 'EXPIRED',
  REFUNDED: 'REFUNDED',
  CHARGEBACK: 'CHARGEBACK',
};

/** The card provider as the core sees it, running against the sandbox. */
export function createOnerwaySandbox(deps: SandboxDeps): PaymentProvider {
  const send = <T>(call: () => Promise<OnerwayAnswer<T>>, what: string) =>
    call().then((reply) => {
      if (reply.respCode !== ONERWAY_OK || !reply.data) throw new Error(`Onerway ${what} refused: ${reply.respCode} ${reply.respMsg}`);
      return reply.data;
    });
  return {
    id: ONERWAY,
    environment: 'sandbox',

    async createPayment(input) {
      const request = onerwayTxnRequest(input, deps.secret(ONERWAY));
      const { transactionId } = await send(() => onerwayDoTransaction(deps, request, { expiresAt: input.expiresAt }), 'doTransaction');
      return {
        providerRef: transactionId,
        instructions: { kind: 'CARD_FRAME', transactionId, checkoutUrl: ONERWAY_CHECKOUT_PATH, environment: 'sandbox' },
        expiresAt: input.expiresAt,
      };
    },

    parseWebhook(rawBody) {
      const notification = readOnerwayNotification(rawBody, deps.secret(ONERWAY));
      return { event: onerwayEvent(notification), ack: { status: 200, contentType: 'text/plain', body: notification.transactionId } };
    },

    async queryPayment(providerRef) {
      const row = await bookRow(deps.db, providerRef);
      if (!row) throw new Error(`Onerway knows no transaction ${providerRef}`);
      const waiting = row.status === 'CREATED' || row.status === 'PENDING_3DS';
      const expired = waiting && row.expiresAt !== null && row.expiresAt.getTime() <= deps.clock.now().getTime();
      const status = expired ? 'EXPIRED' : (BOOK_STATUS[row.status] ?? 'PENDING');
      const reason = detailsOf(row).reason ?? (row.status === 'CANCELLED' ? 'Cancelled' : undefined);
      return { status, paidMinor: row.paidMinor, currency: row.currency, ...(status === 'FAILED' && reason ? { reason } : {}) };
    },

    async refund({ providerRef, amountMinor, currency, reason, refundId }) {
      const unsigned: Omit<OnerwayRefundRequest, 'sign'> = {
        merchantNo: ONERWAY_SANDBOX_MERCHANT_NO,
        originTransactionId: providerRef,
        requestId: refundId,
        refundAmount: decimalOf(amountMinor, currency),
        refundCurrency: currency,
        refundReason: reason,
      };
      const request: OnerwayRefundRequest = { ...unsigned, sign: onerwaySign(unsigned, deps.secret(ONERWAY)) };
      const { transactionId } = await send(() => onerwayRefundTransaction(deps, request), 'refund');
      return { refundRef: transactionId };
    },

    async cancel(providerRef) {
      await deps.db
        .update(sandboxPayments)
        .set({ status: 'CANCELLED', updatedAt: deps.clock.now() })
        .where(and(eq(sandboxPayments.provider, ONERWAY), eq(sandboxPayments.providerRef, providerRef), inArray(sandboxPayments.status, ['CREATED', 'PENDING_3DS'])));
    },
  };
}
