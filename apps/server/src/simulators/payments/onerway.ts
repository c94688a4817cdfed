// Onerway's side of its protocol (design/payments.md "Card checkout frame" and "Production adapters:
// Onerway"), as the simulator plays it: the calls its wire API takes (onerway-api.ts: doTransaction
// for the card frame and for the local methods PIX and Boleto, the refund, the transaction query)
// check the merchant's signature as Onerway would; the book is kept in sandbox_payments (a card
// payment under provider onerway; a PIX code or a boleto under pix or boleto, marked as Onerway's,
// so the sandbox control page and the boleto document page show them with the others); the frame's
// card submission (onerway-pages.ts), the 3-D Secure step and the sandbox control page end
// payments; and each ending queues a notification signed over Onerway's signed fields through the
// sandbox webhook outbox. Card numbers and security codes are never stored: the book keeps the brand
// and the last 4 digits.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { CURRENCY_EXPONENTS, fromMinor, toMinor, type Currency } from '@panel/domain/money';
import { sandboxPayments } from '../../db/schema';
import type { CreatePaymentInput } from '../../modules/payments/provider-port';
import { withTransaction, type Tx } from '../../db/transaction';
import {
  isOnerwayAmount,
  ONERWAY_OK,
  onerwayEventId,
  onerwayTime,
  type OnerwayAnswer,
  type OnerwayNotification,
  type OnerwayTxnInfo,
} from '../../modules/payments/adapters/onerway';
import { onerwayNotificationSign, onerwaySignatureHolds } from '../../modules/payments/adapters/onerway-sign';
import type { SandboxDeps } from './deps';
import type { SandboxPaymentStatus } from '@panel/domain/contract/sandbox';
import { changeBook } from './book';
import { openBoletoBook, openPixBook } from './local-methods';
import { queueWebhook } from './webhook-outbox';

export { ONERWAY_OK, onerwayTime };

export const ONERWAY = 'onerway';
/** The simulator's wire API: Onerway's paths under this prefix. */
export const ONERWAY_API_PREFIX = '/sandbox/onerway';
/** The sandbox checkout frame, served by onerway-pages.ts. */
export const ONERWAY_CHECKOUT_PATH = '/sandbox/onerway/checkout';
/** The sandbox merchant's number and application id (not secrets: the secret is deps.secret('onerway')). */
export const ONERWAY_SANDBOX_MERCHANT_NO = '800209';
export const ONERWAY_SANDBOX_APP_ID = '1727880846378401792';
/** How long the sandbox keeps a checkout payable after doTransaction opened it (the core's card attempts last as long). */
export const ONERWAY_CHECKOUT_MINUTES = 30;

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
  /** A PIX code or a boleto not paid in its time. */
  EXPIRED: 'Expired',
} as const;

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
  /** Each refund by the merchant's refund reference (merchantTxnId of the refund request). */
  refunds?: Array<{ merchantTxnId: string; refundRef: string; amount: string; at: string }>;
  chargeback?: { transactionId: string; date: string; amount: string; currency: string; status: string; reason: string };
};

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

// --- The provider side (the sandbox's book) --------------------------------------------------------

type BookRow = typeof sandboxPayments.$inferSelect;
const detailsOf = (row: BookRow) => row.details as OnerwayDetails;
const answer = <T>(respCode: string, respMsg: string, data: T | null = null): OnerwayAnswer<T> => ({ respCode, respMsg, data });

/** Whether a book row is Onerway's: a card payment, or a PIX code or boleto its local methods opened. */
export const isOnerwayBook = (row: Pick<BookRow, 'provider' | 'details'>) =>
  row.provider === ONERWAY || (row.details as { onerway?: unknown } | null)?.onerway === true;

/** The books Onerway's transactions are kept in. */
const ONERWAY_BOOKS = [ONERWAY, 'pix', 'boleto'];

/**
 * The payment Onerway knows by this transaction id (locked when inside a transaction that asks):
 * a card payment only (the frame's calls), or any of Onerway's (its API and the control page).
 */
async function bookRow(
  db: SandboxDeps['db'] | Tx,
  transactionId: string,
  { lock = false, cardOnly = true }: { lock?: boolean; cardOnly?: boolean } = {},
): Promise<BookRow | undefined> {
  const query = db
    .select()
    .from(sandboxPayments)
    .where(
      and(cardOnly ? eq(sandboxPayments.provider, ONERWAY) : inArray(sandboxPayments.provider, ONERWAY_BOOKS), eq(sandboxPayments.providerRef, transactionId)),
    );
  const rows = lock ? await query.for('update') : await query;
  return rows.find(isOnerwayBook);
}

/** The payment behind a transaction id, as the frame and the sandbox control page read it. */
export const findOnerwayPayment = (deps: Pick<SandboxDeps, 'db'>, transactionId: string) => bookRow(deps.db, transactionId);

/** A call's string field ('' when absent or not a string). */
const textOf = (request: Record<string, unknown>) => (key: string) => (typeof request[key] === 'string' ? (request[key] as string) : '');

/** The products of txnOrderMsg: a JSON string as Onerway documents it (an array is taken too). */
function productsOf(value: unknown): Array<{ name?: unknown }> | undefined {
  let products = value;
  if (typeof value === 'string') {
    try {
      products = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return Array.isArray(products) && products.every((product) => typeof product === 'object' && product !== null)
    ? (products as Array<{ name?: unknown }>)
    : undefined;
}

/**
 * Onerway's POST /v1/sdkTxn/doTransaction: checks the signature, the merchant and its application,
 * and the fields, opens the transaction in the book (CREATED, payable for ONERWAY_CHECKOUT_MINUTES)
 * and answers its 19-digit id with status U (not yet paid).
 */
export async function onerwayDoTransaction(
  deps: SandboxDeps,
  request: Record<string, unknown>,
): Promise<OnerwayAnswer<{ transactionId: string; merchantTxnId: string; status: 'U' }>> {
  if (!onerwaySignatureHolds(request, deps.secret(ONERWAY))) return answer('50001', 'Invalid sign');
  const text = textOf(request);
  if (text('merchantNo') !== ONERWAY_SANDBOX_MERCHANT_NO) return answer('50002', 'Unknown merchant');
  const currency = text('orderCurrency');
  const amount = text('orderAmount');
  if (!isOnerwayAmount(amount, currency)) return answer('50003', 'Invalid orderAmount or orderCurrency');
  if (toMinor(amount, exponentOf(currency)) <= 0n) return answer('50004', 'Invalid orderAmount');
  if (text('txnType') !== 'SALE' || text('productType') !== 'CARD' || !['DIRECT', 'TOKEN', 'SUBSCRIBE'].includes(text('subProductType')))
    return answer('50005', 'Invalid transaction type');
  if (!/^.{1,64}$/.test(text('merchantTxnId')) || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text('merchantTxnTime')))
    return answer('50006', 'Invalid merchant transaction');
  let orderMsg: { returnUrl?: unknown; notifyUrl?: unknown; appId?: unknown; products?: unknown };
  try {
    orderMsg = JSON.parse(text('txnOrderMsg')) as typeof orderMsg;
  } catch {
    return answer('50007', 'Invalid txnOrderMsg');
  }
  if (String(orderMsg?.appId ?? '') !== ONERWAY_SANDBOX_APP_ID) return answer('50002', 'Unknown appId');
  const products = productsOf(orderMsg.products);
  if (typeof orderMsg.notifyUrl !== 'string' || !orderMsg.notifyUrl || !products) return answer('50007', 'Invalid txnOrderMsg');
  const transactionId = newOnerwayTransactionId();
  const details: OnerwayDetails = {
    merchantNo: text('merchantNo'),
    merchantTxnTime: text('merchantTxnTime'),
    subProductType: text('subProductType'),
    orderAmount: amount,
    description: products.map((product) => (typeof product.name === 'string' ? product.name : '')).join(', '),
  };
  const now = deps.clock.now();
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
    expiresAt: new Date(now.getTime() + ONERWAY_CHECKOUT_MINUTES * 60_000),
    createdAt: now,
    updatedAt: now,
  });
  return answer(ONERWAY_OK, 'Success', { transactionId, merchantTxnId: text('merchantTxnId'), status: 'U' });
}

/** The billing fields Onerway requires of a Brazilian local method (design/payments.md: the spec's billing fields). */
const LOCAL_BILLING: Record<'PIX' | 'Boleto', readonly string[]> = {
  PIX: ['email', 'country', 'identityNumber'],
  Boleto: ['email', 'country', 'identityNumber', 'province', 'street', 'city', 'postalCode'],
};

/** A JSON string field holding a flat object of strings, or undefined. */
function jsonObject(text: string): Record<string, string> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return undefined;
  }
}

/** What a local method's doTransaction answers: R with the code to show (PIX) or the boleto and its page. */
export type OnerwayLocalData = {
  transactionId: string;
  merchantTxnId: string;
  status: 'R';
  actionType: 'QrCode' | 'RedirectURL';
  qrCode?: string;
  digitableLine?: string;
  dueDate?: string;
  redirectUrl?: string;
};

/**
 * Onerway's POST /v1/txn/doTransaction for the local methods (productType LPMS, lpmsInfo.lpmsType
 * PIX or Boleto, in BRL): checks the signature, the merchant and the billing fields, opens the PIX
 * code or the boleto in the book (pix or boleto, marked as Onerway's) and answers R with what the
 * buyer is shown: the BR Code, or the boleto's line, due date and document page.
 */
export async function onerwayLocalTransaction(deps: SandboxDeps, request: Record<string, unknown>): Promise<OnerwayAnswer<OnerwayLocalData>> {
  if (!onerwaySignatureHolds(request, deps.secret(ONERWAY))) return answer('50001', 'Invalid sign');
  const text = textOf(request);
  if (text('merchantNo') !== ONERWAY_SANDBOX_MERCHANT_NO) return answer('50002', 'Unknown merchant');
  if (text('txnType') !== 'SALE' || text('productType') !== 'LPMS' || text('subProductType') !== 'DIRECT') return answer('50005', 'Invalid transaction type');
  const lpmsType = jsonObject(text('lpmsInfo'))?.lpmsType;
  if (lpmsType !== 'PIX' && lpmsType !== 'Boleto') return answer('50005', 'Unsupported lpmsType');
  const amount = text('orderAmount');
  if (text('orderCurrency') !== 'BRL' || !isOnerwayAmount(amount, 'BRL') || toMinor(amount, exponentOf('BRL')) <= 0n)
    return answer('50004', 'Invalid orderAmount or orderCurrency');
  if (!/^.{1,64}$/.test(text('merchantTxnId')) || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text('merchantTxnTime')))
    return answer('50006', 'Invalid merchant transaction');
  const orderMsg = jsonObject(text('txnOrderMsg'));
  const products = productsOf(orderMsg?.products);
  if (!orderMsg || orderMsg.appId !== ONERWAY_SANDBOX_APP_ID || !orderMsg.notifyUrl || !products) return answer('50007', 'Invalid txnOrderMsg');
  const billing = jsonObject(text('billingInformation'));
  const missing = LOCAL_BILLING[lpmsType].filter((key) => !billing?.[key]);
  if (!billing || missing.length > 0) return answer('50011', `Missing billingInformation: ${missing.join(', ')}`);
  if (billing.country !== 'BR') return answer('50011', 'Invalid billingInformation: country');
  const now = deps.clock.now();
  const input: CreatePaymentInput = {
    attemptId: text('merchantTxnId'),
    method: lpmsType === 'PIX' ? 'PIX' : 'BOLETO',
    currency: 'BRL',
    amountMinor: toMinor(amount, exponentOf('BRL')),
    description: products.map((product) => (typeof product.name === 'string' ? product.name : '')).join(', '),
    payer: {
      firstName: billing.firstName,
      lastName: billing.lastName,
      idNumber: billing.identityNumber,
      email: billing.email,
      city: billing.city,
      region: billing.province,
    },
    notifyUrl: orderMsg.notifyUrl,
    returnUrl: orderMsg.returnUrl ?? '',
    expiresAt: now,
    now,
  };
  const mark = { onerway: true, merchantNo: text('merchantNo'), merchantTxnTime: text('merchantTxnTime'), orderAmount: amount };
  const base = { merchantTxnId: input.attemptId, status: 'R' as const };
  if (lpmsType === 'PIX') {
    const row = await openPixBook(deps, input, newOnerwayTransactionId(), mark);
    const { brCode } = row.details.instructions as { brCode: string };
    return answer(ONERWAY_OK, 'Success', { transactionId: row.providerRef, ...base, actionType: 'QrCode', qrCode: brCode });
  }
  const row = await openBoletoBook(deps, input, mark);
  const boleto = row.details.instructions as { line: string; dueDate: string; documentUrl: string };
  return answer(ONERWAY_OK, 'Success', {
    transactionId: row.providerRef,
    ...base,
    actionType: 'RedirectURL',
    digitableLine: boleto.line,
    dueDate: boleto.dueDate,
    redirectUrl: boleto.documentUrl,
  });
}

/** Signs a notification and queues it to the payment's notifyUrl, in the caller's transaction. */
async function notify(
  deps: SandboxDeps,
  tx: Tx,
  row: BookRow,
  fields: Omit<OnerwayNotification, 'sign' | 'merchantNo' | 'responseTime' | 'txnTime' | 'txnTimeZone' | 'merchantTxnId' | 'orderAmount' | 'orderCurrency'> & {
    merchantTxnId?: string;
  },
) {
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
  const body: OnerwayNotification = { ...unsigned, sign: onerwayNotificationSign(unsigned, deps.secret(ONERWAY)) };
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
  const updated = await changeBook(tx, row, {
    // Locked by the caller, which said whether it may end (a waiting payment, or one paid late).
    from: [row.status as SandboxPaymentStatus],
    to: status === 'S' ? 'PAID' : 'FAILED',
    paidMinor: status === 'S' ? row.amountMinor : 0n,
    details: { ...extra, ...(reason ? { reason } : {}) },
    now: deps.clock.now(),
  });
  await notify(deps, tx, updated, saleNotice(updated, status, reason));
  return { status, transactionId: row.providerRef, ...(reason ? { reason } : {}) };
}

/** Locks a payment that can still be paid, or says why it cannot. */
async function payable(deps: SandboxDeps, tx: Tx, transactionId: string, expected: 'CREATED' | 'PENDING_3DS'): Promise<BookRow | OnerwayRefusal> {
  const row = await bookRow(tx, transactionId, { lock: true });
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
export async function payOnerwayWithCard(
  deps: SandboxDeps,
  transactionId: string,
  card: OnerwayCard,
  billing: OnerwayBilling = {},
  options: { holderRequired?: boolean } = {},
): Promise<OnerwayOutcome | OnerwayRefusal> {
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
      await changeBook(tx, row, { from: ['CREATED'], to: 'PENDING_3DS', details: { ...cardFacts, threeDs: true }, now: deps.clock.now() });
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

/**
 * Pays or declines a waiting payment without a card (the sandbox control page's PAY and FAIL, and
 * Apple Pay in the frame); `late` also pays one that expired or was given up (PAY_LATE).
 */
export async function settleOnerwayPayment(
  deps: SandboxDeps,
  transactionId: string,
  status: 'S' | 'F',
  reason: string = ONERWAY_REASONS.INVALID_CARD,
  card?: { brand: string; last4: string },
  { late = false }: { late?: boolean } = {},
): Promise<OnerwayOutcome | OnerwayRefusal> {
  return withTransaction(deps.db, async (tx) => {
    const row = await bookRow(tx, transactionId, { lock: true, cardOnly: false });
    if (!row) return { refused: 'NOT_FOUND' };
    const open = row.status === 'CREATED' || row.status === 'PENDING_3DS' || (late && (row.status === 'EXPIRED' || row.status === 'CANCELLED'));
    if (!open) return { refused: 'NOT_PAYABLE' };
    return finish(deps, tx, row, status, card ? { card } : {}, status === 'F' ? reason : undefined);
  });
}

/** A PIX code or a boleto not paid in its time (the sandbox control page's EXPIRE): the book turns EXPIRED and the failed SALE notification is queued. */
export async function expireOnerwayPayment(deps: SandboxDeps, transactionId: string): Promise<OnerwayOutcome | OnerwayRefusal> {
  return withTransaction(deps.db, async (tx) => {
    const row = await bookRow(tx, transactionId, { lock: true, cardOnly: false });
    if (!row) return { refused: 'NOT_FOUND' };
    if (row.status !== 'CREATED') return { refused: 'NOT_PAYABLE' };
    const updated = await changeBook(tx, row, { from: ['CREATED'], to: 'EXPIRED', details: { reason: ONERWAY_REASONS.EXPIRED }, now: deps.clock.now() });
    await notify(deps, tx, updated, saleNotice(updated, 'F', ONERWAY_REASONS.EXPIRED));
    return { status: 'F' as const, transactionId, reason: ONERWAY_REASONS.EXPIRED };
  });
}

/** A refund of a paid sale in the book, or why not (an Onerway code and message). */
export type OnerwayRefundOutcome = { refundRef: string } | { refused: string; message: string };

/**
 * Refunds up to what was paid and not yet refunded, and queues the REFUND notification (its own
 * transaction id, the refund's merchantTxnId, the sale as originTransactionId and
 * originMerchantTxnId). The same merchantTxnId answers the same refund again without a second one.
 */
export async function refundOnerwayPayment(
  deps: SandboxDeps,
  { transactionId, merchantTxnId, amount }: { transactionId: string; merchantTxnId: string; amount: string },
): Promise<OnerwayRefundOutcome> {
  return withTransaction(deps.db, async (tx) => {
    const row = await bookRow(tx, transactionId, { lock: true, cardOnly: false });
    if (!row) return { refused: '50008', message: 'Transaction not found' };
    const details = detailsOf(row);
    const refunds = details.refunds ?? [];
    const again = refunds.find((refund) => refund.merchantTxnId === merchantTxnId);
    if (again) return { refundRef: again.refundRef };
    if (row.status !== 'PAID') return { refused: '50009', message: 'Transaction cannot be refunded' };
    if (!isOnerwayAmount(amount, row.currency)) return { refused: '50004', message: 'Invalid refundAmount' };
    const amountMinor = toMinor(amount, exponentOf(row.currency));
    const refunded = refunds.reduce((sum, refund) => sum + toMinor(refund.amount, exponentOf(row.currency)), 0n);
    if (amountMinor <= 0n || refunded + amountMinor > row.paidMinor) return { refused: '50004', message: 'Invalid refundAmount' };
    const refundRef = newOnerwayTransactionId();
    const refundAmount = decimalOf(amountMinor, row.currency);
    const updated = await changeBook(tx, row, {
      from: ['PAID'],
      to: refunded + amountMinor === row.paidMinor ? 'REFUNDED' : 'PAID',
      details: { refunds: [...refunds, { merchantTxnId, refundRef, amount: refundAmount, at: deps.clock.now().toISOString() }] },
      now: deps.clock.now(),
    });
    await notify(deps, tx, updated, {
      notifyType: 'TXN',
      txnType: 'REFUND',
      transactionId: refundRef,
      merchantTxnId,
      originTransactionId: transactionId,
      originMerchantTxnId: row.merchantRef,
      txnAmount: refundAmount,
      txnCurrency: row.currency,
      status: 'S',
    });
    return { refundRef };
  });
}

/** Onerway's POST /v1/txn/onlineRefund: checks the signature and the merchant, then refunds; answers the refund's transaction id. */
export async function onerwayRefundTransaction(deps: SandboxDeps, request: Record<string, unknown>): Promise<OnerwayAnswer<string>> {
  if (!onerwaySignatureHolds(request, deps.secret(ONERWAY))) return answer('50001', 'Invalid sign');
  const text = textOf(request);
  if (text('merchantNo') !== ONERWAY_SANDBOX_MERCHANT_NO) return answer('50002', 'Unknown merchant');
  if (text('refundType') !== '0') return answer('50005', 'Invalid refundType');
  if (!/^.{1,64}$/.test(text('merchantTxnId'))) return answer('50006', 'Invalid merchantTxnId');
  const outcome = await refundOnerwayPayment(deps, {
    transactionId: text('originTransactionId'),
    merchantTxnId: text('merchantTxnId'),
    amount: text('refundAmount'),
  });
  return 'refused' in outcome ? answer(outcome.refused, outcome.message) : answer(ONERWAY_OK, 'Success', outcome.refundRef);
}

/** Where a sale stands as the query tells it: S paid (refunds and disputes come by notification), F failed, U still open. */
const LISTED_STATUS: Record<string, string> = {
  CREATED: 'U',
  PENDING_3DS: 'U',
  PAID: 'S',
  REFUNDED: 'S',
  CHARGEBACK: 'S',
  FAILED: 'F',
  CANCELLED: 'F',
  EXPIRED: 'F',
};

/** Transaction ids one query may name (Onerway's page holds ten). */
const LIST_IDS_MAX = 10;

/** Onerway's POST /v1/txn/list by transactionIds: checks the signature and the merchant; answers the page of the sales it knows. */
export async function onerwayListTransactions(
  deps: SandboxDeps,
  request: Record<string, unknown>,
): Promise<OnerwayAnswer<{ content: OnerwayTxnInfo[]; current: string; size: string; totalPages: string; totalElements: string }>> {
  if (!onerwaySignatureHolds(request, deps.secret(ONERWAY))) return answer('50001', 'Invalid sign');
  const text = textOf(request);
  if (text('merchantNo') !== ONERWAY_SANDBOX_MERCHANT_NO) return answer('50002', 'Unknown merchant');
  const ids = text('transactionIds').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > LIST_IDS_MAX || !ids.every((id) => /^\d{1,20}$/.test(id))) return answer('50006', 'Invalid transactionIds');
  const rows = (await Promise.all(ids.map((id) => bookRow(deps.db, id, { cardOnly: false })))).filter((row): row is BookRow => row !== undefined);
  const content = rows.map((row) => {
    // A checkout nobody paid in its time is closed: failed, as Onerway closes a payment intent at its time-out.
    const timedOut =
      (row.status === 'CREATED' || row.status === 'PENDING_3DS') && row.expiresAt !== null && row.expiresAt.getTime() <= deps.clock.now().getTime();
    return {
      transactionId: row.providerRef,
      merchantTxnId: row.merchantRef,
      originTransactionId: null,
      txnType: 'SALE',
      productType: row.provider === ONERWAY ? 'CARD' : 'LPMS',
      status: timedOut ? 'F' : (LISTED_STATUS[row.status] ?? 'U'),
      reason: timedOut ? 'Timed out' : (detailsOf(row).reason ?? null),
      orderAmount: decimalOf(row.amountMinor, row.currency),
      orderCurrency: row.currency,
    };
  });
  return answer(ONERWAY_OK, 'Success', { content, current: '1', size: String(content.length), totalPages: '1', totalElements: String(content.length) });
}

/** A chargeback on a paid sale (the sandbox control page's CHARGEBACK): the book turns CHARGEBACK and the CANCEL notification is queued. */
export async function chargebackOnerwayPayment(
  deps: SandboxDeps,
  transactionId: string,
  { reason = 'Fraudulent transaction', amountMinor }: { reason?: string; amountMinor?: bigint } = {},
): Promise<OnerwayNotification | OnerwayRefusal> {
  return withTransaction(deps.db, async (tx) => {
    const row = await bookRow(tx, transactionId, { lock: true });
    if (!row) return { refused: 'NOT_FOUND' };
    if (row.status !== 'PAID') return { refused: 'NOT_PAYABLE' };
    const amount = decimalOf(amountMinor ?? row.paidMinor, row.currency);
    const dispute = newOnerwayTransactionId();
    const date = onerwayTime(deps.clock.now()).slice(0, 10);
    const chargeback = { transactionId: dispute, date, amount, currency: row.currency, status: 'CHARGEBACK', reason };
    const updated = await changeBook(tx, row, { from: ['PAID'], to: 'CHARGEBACK', details: { chargeback }, now: deps.clock.now() });
    return notify(deps, tx, updated, {
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
