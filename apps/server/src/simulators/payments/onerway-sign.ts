// Onerway's signature (design/payments.md "Card checkout frame"): the non-empty values of the
// message sorted by their keys in ASCII order, the values alone concatenated, the merchant's secret
// appended, SHA-256 in lower-case hex. The `sign` field itself is never part of it.
import { createHash, timingSafeEqual } from 'node:crypto';

/** A value as the signature reads it: strings as they are, numbers and booleans as text, objects as JSON. */
const textOf = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Whether a value takes part in the signature: null, undefined and '' do not. */
const signs = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The signature of a request or a notification. */
export function onerwaySign(params: Record<string, unknown>, secret: string): string {
  const keys = Object.keys(params)
    .filter((key) => key !== 'sign' && signs(params[key]))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const text = keys.map((key) => textOf(params[key])).join('') + secret;
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Whether `params.sign` is the signature of the other fields (compared in constant time). */
export function onerwaySignatureHolds(params: Record<string, unknown>, secret: string): boolean {
  const given = params.sign;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'utf8'), Buffer.from(onerwaySign(params, secret), 'utf8'));
}
