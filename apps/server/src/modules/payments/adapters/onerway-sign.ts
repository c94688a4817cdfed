// Onerway's signature (design/payments.md "Card checkout frame" and "Production adapters: Onerway"):
// the non-empty values of the signed fields sorted by their keys in ASCII order, the values alone
// concatenated, the merchant's secret appended, SHA-256 in lower-case hex. Every field of the
// requests we send is signed (the `sign` field itself never is); a notification signs only the
// fields Onerway lists for it, so a field it adds outside that list changes nothing.
import { createHash, timingSafeEqual } from 'node:crypto';

/** The fields of a notification that its sign covers, as Onerway's notification document lists them. */
export const ONERWAY_NOTIFICATION_SIGNED_FIELDS = [
  'notifyType',
  'txnType',
  'transactionId',
  'merchantTxnId',
  'merchantNo',
  'responseTime',
  'txnTime',
  'txnTimeZone',
  'orderAmount',
  'orderCurrency',
  'txnAmount',
  'txnCurrency',
  'settleRate',
  'status',
  'reason',
  'contractId',
  'tokenId',
  'eci',
  'chargebackDate',
  'importTime',
  'appealDueTime',
  'chargebackAmount',
  'chargebackCurrency',
  'chargebackStatus',
  'chargebackArn',
  'chargebackCode',
  'chargebackReason',
] as const;

/** A value as the signature reads it: strings as they are, numbers and booleans as text, objects as JSON. */
const textOf = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Whether a value takes part in the signature: null, undefined and '' do not. */
const signs = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The signature of a request: every field but `sign`. */
export function onerwaySign(params: Record<string, unknown>, secret: string): string {
  const keys = Object.keys(params)
    .filter((key) => key !== 'sign' && signs(params[key]))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const text = keys.map((key) => textOf(params[key])).join('') + secret;
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The signature of a notification: its listed fields only. */
export function onerwayNotificationSign(body: Record<string, unknown>, secret: string): string {
  const signed = ONERWAY_NOTIFICATION_SIGNED_FIELDS.filter((key) => Object.hasOwn(body, key)).map((key) => [key, body[key]] as const);
  return onerwaySign(Object.fromEntries(signed), secret);
}

/** Whether `given` is the expected signature (64 hex digits, either case), compared in constant time. */
function sameSign(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'utf8'), Buffer.from(expected, 'utf8'));
}

/** Whether `params.sign` is the signature of a request's other fields. */
export function onerwaySignatureHolds(params: Record<string, unknown>, secret: string): boolean {
  return sameSign(params.sign, onerwaySign(params, secret));
}

/** Whether `body.sign` is the signature of a notification's listed fields. */
export function onerwayNotificationSignatureHolds(body: Record<string, unknown>, secret: string): boolean {
  return sameSign(body.sign, onerwayNotificationSign(body, secret));
}
