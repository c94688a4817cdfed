import { STORAGE_KEYS } from '@panel/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handOverCookieDomain, handOverCookies, HAND_OVER_SECONDS, switchToOldVersion } from './old-version';

/** What these tests ask of jsdom's cookie jar (tough-cookie's). */
type CookieJar = { getCookiesSync(url: string): { key: string; TTL(): number }[] };

describe('the cookies of the hand-over to the old version', () => {
  it('last 10 seconds and carry the token and the device id', () => {
    const now = Date.UTC(2025, 0, 2, 3, 4, 5);
    const cookies = handOverCookies({
      token: 'tok/1=',
      deviceId: 'dev1',
      target: 'https://old.example.com/',
      currentHost: 'new.example.com',
      secure: true,
      now,
    });
    expect(HAND_OVER_SECONDS).toBe(10);
    expect(cookies).toEqual([
      `Admin-Token=tok%2F1%3D; path=/; max-age=10; expires=Thu, 02 Jan 2025 03:04:15 GMT; SameSite=Lax; domain=example.com; Secure`,
      `deviceId=dev1; path=/; max-age=10; expires=Thu, 02 Jan 2025 03:04:15 GMT; SameSite=Lax; domain=example.com; Secure`,
    ]);
  });

  it('are set on the parent domain both panels share, else on this host only', () => {
    expect(handOverCookieDomain('new.panel.example.com', 'https://old.panel.example.com/login')).toBe('panel.example.com');
    expect(handOverCookieDomain('panel.example.com:8443', 'https://old.example.com')).toBe('example.com');
    expect(handOverCookieDomain('panel.example.com', 'https://panel.example.com/old/')).toBeUndefined();
    expect(handOverCookieDomain('panel.example.com', 'https://old.other.org')).toBeUndefined();
    expect(handOverCookieDomain('a.com', 'https://b.com')).toBeUndefined();
    expect(handOverCookieDomain('127.0.0.1:4100', 'http://127.0.0.1:4200/')).toBeUndefined();
    expect(handOverCookieDomain('localhost:5173', 'http://old.localhost/')).toBeUndefined();
  });
});

describe('switching to the old version', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    localStorage.setItem(STORAGE_KEYS.deviceId, 'dev-9');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks for the address, sets both cookies, then goes there', async () => {
    const steps: string[] = [];
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
      steps.push(`fetch ${String(input)}`);
      return new Response(JSON.stringify({ respCode: 200, data: 'https://old.example.com/', message: 'ok' }));
    }) as typeof fetch;
    await switchToOldVersion({
      host: 'new.example.com',
      secure: true,
      setCookie: (cookie) => steps.push(`cookie ${cookie.split(';')[0]}`),
      go: (url) => steps.push(`go ${url}`),
    });
    expect(steps).toEqual([
      'fetch /api-user/user/config/redirect/web?type=1',
      'cookie Admin-Token=tok-9',
      'cookie deviceId=dev-9',
      'go https://old.example.com/',
    ]);
  });

  it('goes nowhere when the server does not offer the switch (4050)', async () => {
    globalThis.fetch = vi.fn(async () => new Response(JSON.stringify({ respCode: 4050, data: { reason: 'NOT_OFFERED' }, message: 'no' }))) as typeof fetch;
    const go = vi.fn();
    const setCookie = vi.fn();
    await expect(switchToOldVersion({ host: 'a.example.com', secure: false, setCookie, go })).rejects.toMatchObject({ code: 4050 });
    expect(go).not.toHaveBeenCalled();
    expect(setCookie).not.toHaveBeenCalled();
  });

  it('writes cookies that the browser forgets after 10 seconds', () => {
    for (const cookie of handOverCookies({ token: 't', deviceId: 'd', target: 'http://localhost/old', currentHost: 'localhost', secure: false }))
      document.cookie = cookie;
    expect(document.cookie).toContain('Admin-Token=t');
    expect(document.cookie).toContain('deviceId=d');
    // The document's cookie jar drops each of them 10 seconds after it was written: asked for its
    // time to live (the jar keeps the clock of jsdom's own realm, which a faked Date does not reach).
    const { cookieJar } = (globalThis as unknown as { jsdom: { cookieJar: CookieJar } }).jsdom; // Vitest's JSDOM instance
    const timeToLive = Object.fromEntries(cookieJar.getCookiesSync(location.href).map((cookie) => [cookie.key, cookie.TTL()]));
    for (const key of ['Admin-Token', 'deviceId']) {
      expect(timeToLive[key]).toBeGreaterThan(9_000);
      expect(timeToLive[key]).toBeLessThanOrEqual(10_000);
    }
  });
});
