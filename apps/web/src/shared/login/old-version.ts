// The hand-over to the old web version (spec sections 1, 7 and 9): ask the server for the old
// panel's address (GET /api-user/user/config/redirect/web?type=1; 4050 NOT_OFFERED when
// newToOldInfo.skipSwitch does not allow it), put the token and the device id in cookies that
// last 10 seconds, then go there. Loaded on demand (the login route does not carry it).
import { DURATIONS_MS, STORAGE_KEYS } from '@panel/domain/constants';
import { accountsEndpoints } from '@panel/domain/endpoints/accounts';
import { api } from '../../lib/api-client';
import { getDeviceId } from '../../lib/device';
import { getToken } from '../../lib/session';

/** How long the hand-over cookies live, in seconds. */
export const HAND_OVER_SECONDS = DURATIONS_MS.OLD_VERSION_COOKIE / 1000;

const IP_ADDRESS = /^(\d{1,3}\.){3}\d{1,3}$|:/;

/**
 * The cookie domain both panels can read: none (this host only) when they share the host or have
 * no parent domain in common, else the longest common parent (new.panel.com and old.panel.com
 * share panel.com). A single label (com) is never a cookie domain.
 */
export function handOverCookieDomain(currentHost: string, target: string): string | undefined {
  let targetHost: string;
  try {
    targetHost = new URL(target, `http://${currentHost}`).hostname;
  } catch {
    return undefined;
  }
  const here = currentHost.replace(/:\d+$/, '').toLowerCase();
  if (targetHost === here || IP_ADDRESS.test(here) || IP_ADDRESS.test(targetHost)) return undefined;
  const a = here.split('.').reverse();
  const b = targetHost.split('.').reverse();
  const common: string[] = [];
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) common.push(a[i]);
  return common.length >= 2 ? common.reverse().join('.') : undefined;
}

/** The cookie strings of the hand-over: token and device id, each lasting HAND_OVER_SECONDS from now. */
export function handOverCookies({
  token,
  deviceId,
  target,
  currentHost,
  secure,
  now = Date.now(),
}: {
  token: string;
  deviceId: string;
  target: string;
  currentHost: string;
  secure: boolean;
  now?: number;
}): string[] {
  const expires = new Date(now + HAND_OVER_SECONDS * 1000).toUTCString();
  const domain = handOverCookieDomain(currentHost, target);
  const attributes = [`path=/`, `max-age=${HAND_OVER_SECONDS}`, `expires=${expires}`, 'SameSite=Lax'];
  if (domain) attributes.push(`domain=${domain}`);
  if (secure) attributes.push('Secure');
  return [
    `${STORAGE_KEYS.token}=${encodeURIComponent(token)}; ${attributes.join('; ')}`,
    `${STORAGE_KEYS.deviceId}=${encodeURIComponent(deviceId)}; ${attributes.join('; ')}`,
  ];
}

/** The old panel's address, if the server offers the switch (a refusal rejects with an ApiError, no message). */
export function fetchOldPanelAddress(): Promise<string> {
  return api.call(accountsEndpoints.oldPanel, { query: { type: 1 }, hide: true });
}

type HandOverEnvironment = { setCookie(cookie: string): void; go(url: string): void; host: string; secure: boolean };

const browserEnvironment = (): HandOverEnvironment => ({
  setCookie: (cookie) => {
    document.cookie = cookie;
  },
  go: (url) => window.location.assign(url),
  host: window.location.host,
  secure: window.location.protocol === 'https:',
});

/** Asks for the old panel's address, sets the 10-second cookies and goes there. Needs a session. */
export async function switchToOldVersion(environment: HandOverEnvironment = browserEnvironment()): Promise<void> {
  const target = await fetchOldPanelAddress();
  const token = getToken();
  if (token) {
    for (const cookie of handOverCookies({ token, deviceId: getDeviceId(), target, currentHost: environment.host, secure: environment.secure })) {
      environment.setCookie(cookie);
    }
  }
  environment.go(target);
}
