import type { MessageTransport } from './messaging';

/** Wait for the gateway before the send counts as failed (160009). */
const TIMEOUT_MS = 10_000;

/**
 * Sends SMS through an HTTP gateway: `POST <url>` with `{ "to": "+5511...", "text": "..." }` as
 * JSON; credentials in the URL (`https://user:token@sms.example.com/send`) go as HTTP Basic
 * authentication, never in the body. Any 2xx answer is a delivery.
 */
export function smsGatewayTransport({ url, fetchImpl = fetch }: { url: string; fetchImpl?: typeof fetch }): MessageTransport {
  const target = new URL(url);
  const credentials = target.username
    ? Buffer.from(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`).toString('base64')
    : undefined;
  target.username = '';
  target.password = '';
  return {
    kind: 'provider',
    async send({ to, text }) {
      const response = await fetchImpl(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(credentials ? { authorization: `Basic ${credentials}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
