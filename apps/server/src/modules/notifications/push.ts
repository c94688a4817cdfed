// Web Push (RFC 8030, payloads encrypted by RFC 8291 aes128gcm, VAPID by RFC 8292). The `web-push`
// package signs and encrypts; the request itself goes out through fetch, so that only a push
// service named in PUSH_SERVICE_ORIGINS is ever called, with no redirect followed and a time-out:
// a browser's subscription is input from a stranger, and its endpoint must not aim the server at
// an address of our own network.
import webPush from 'web-push';
import type { PushSettings } from '../../config';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the push service answered: delivered, gone (the subscription is dead: forget it), or failed (try later). */
export type PushResult = 'SENT' | 'GONE' | 'FAILED';

export type PushSender = {
  /** The VAPID public key browsers subscribe with; null when push is off. */
  readonly publicKey: string | null;
  send(target: PushTarget, payload: string): Promise<PushResult>;
};

const TIMEOUT_MS = 10_000;
/** A push service keeps an undelivered message this long (a notification older than a day says little). */
const TTL_SECONDS = 24 * 60 * 60;

/** Whether an endpoint belongs to one of the allowed push services (`https://*.push.apple.com` covers its subdomains). */
export function isAllowedPushEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return origins.some((allowed) => {
    const [scheme, host] = allowed.split('://') as [string, string | undefined];
    if (!host || `${scheme}:` !== url.protocol) return false;
    if (host.startsWith('*.')) return url.host.endsWith(host.slice(1)) && url.host.length > host.length - 1;
    return url.host === host;
  });
}

export function createPushSender(settings: PushSettings | null, origins: readonly string[]): PushSender {
  return {
    publicKey: settings?.publicKey ?? null,
    async send(target, payload) {
      if (!settings) return 'FAILED';
      if (!isAllowedPushEndpoint(target.endpoint, origins)) return 'GONE';
      const details = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject: settings.subject, publicKey: settings.publicKey, privateKey: settings.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      });
      try {
        const response = await fetch(details.endpoint, {
          method: 'POST',
          headers: details.headers as Record<string, string>,
          body: details.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) return 'GONE';
        return response.status >= 200 && response.status < 300 ? 'SENT' : 'FAILED';
      } catch {
        return 'FAILED';
      }
    },
  };
}
