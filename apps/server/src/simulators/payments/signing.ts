// How the sandbox providers (all but Onerway, which signs inside its body) sign their webhooks:
// HMAC-SHA256 with the provider's secret over `<timestamp>.<raw body>`, in lower-case hex, the
// timestamp (Unix seconds) sent beside it. The receiver refuses a signature that does not match and
// a timestamp more than 10 minutes away from its clock (a replayed old webhook). The outbox signs
// each try again with the time it is sent, so a retry hours later is still fresh.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from '../../modules/payments/provider-port';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** How far a webhook's timestamp may be from the receiver's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 10 * 60;

/** The signature of a body sent at `timestamp` (Unix seconds, as text). */
export function sandboxSignature(secretHex: string, timestamp: string, body: string): string {
  return createHmac('sha256', Buffer.from(secretHex, 'hex')).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The headers of a webhook body sent `now`. */
export function signedHeaders(secretHex: string, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: sandboxSignature(secretHex, timestamp, body) };
}

/** A header's value whatever the case of its name. */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Checks a webhook's signature and timestamp; throws WebhookRejected on any mismatch. */
export function verifySignature(secretHex: string, body: string, headers: Record<string, string | undefined>, now: Date): void {
  const timestamp = headerOf(headers, TIMESTAMP_HEADER);
  const signature = headerOf(headers, SIGNATURE_HEADER);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) throw new WebhookRejected('missing or malformed signature timestamp');
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) throw new WebhookRejected('missing or malformed signature');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookRejected('signature timestamp is more than 10 minutes away');
  const expected = Buffer.from(sandboxSignature(secretHex, timestamp, body), 'hex');
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), expected)) throw new WebhookRejected('signature does not match');
}

/** Verifies a signed webhook and answers its JSON body; throws WebhookRejected when it is not signed right or not JSON. */
export function verifiedJson(secretHex: string, body: string, headers: Record<string, string | undefined>, now: Date): unknown {
  verifySignature(secretHex, body, headers, now);
  try {
    return JSON.parse(body);
  } catch {
    throw new WebhookRejected('body is not JSON');
  }
}
