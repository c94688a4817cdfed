// Web Push on this browser: whether it can, whether the person allowed it, and the subscription
// made with the server's VAPID key through the service worker (public/push-handler.js shows what
// arrives). The person is asked only when they press a button for it (decision 031).
import type { PushSubscribeRequest } from '@panel/domain/contract/notifications';

/** What this browser can do: unsupported (no worker or no push), blocked by the person, allowed, or not asked yet. */
export type PushState = 'unsupported' | 'denied' | 'granted' | 'default';

export function pushState(): PushState {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Waits for the service worker, at most `ms`: a panel that runs without one cannot receive push. */
async function workerRegistration(ms = 10_000): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushState() === 'unsupported') return null;
  const registration = await workerRegistration(2000);
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Asks the person (the browser's own prompt) and subscribes with the server's key; answers the
 * subscription as the server takes it, or why not.
 */
export async function subscribeToPush(
  publicKey: string,
): Promise<{ ok: true; subscription: PushSubscribeRequest } | { ok: false; reason: 'denied' | 'unsupported' | 'no-worker' }> {
  if (pushState() === 'unsupported') return { ok: false, reason: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  const registration = await workerRegistration();
  if (!registration) return { ok: false, reason: 'no-worker' };
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = subscription.toJSON();
  // The browser's type leaves the endpoint and the keys optional; a subscription just made has them all.
  return { ok: true, subscription: { ...json, endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } } };
}
