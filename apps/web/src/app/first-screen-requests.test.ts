// What a first screen asks for before its code has loaded: the reads it makes as it first renders,
// with the start-up data's and the tab bar's, only behind the login check.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const realFetch = globalThis.fetch;
let urls: string[];

/** A fresh copy each test: the calls sent ahead are kept (and not sent twice) for a while. */
let requestFirstScreen: typeof import('./first-screen-requests').requestFirstScreen;

beforeEach(async () => {
  vi.resetModules();
  ({ requestFirstScreen } = await import('./first-screen-requests'));
  urls = [];
  // The calls leave in a few tasks (the screen's first): the tests run them all.
  vi.useFakeTimers();
  globalThis.fetch = vi.fn((input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Promise<Response>(() => undefined);
  }) as typeof fetch;
});

afterEach(() => {
  vi.useRealTimers();
  globalThis.fetch = realFetch;
});

/** What `requestFirstScreen` sends for this address, once all its tasks have run. */
function sentFor(location: { pathname: string; search: string }): string[] {
  requestFirstScreen(location);
  vi.runAllTimers();
  return urls;
}

describe('requestFirstScreen', () => {
  it("sends the mall's first page and brands, the start-up data and the tab bar's counters", () => {
    expect(sentFor({ pathname: '/mall', search: '' })).toEqual([
      '/api/product/mall/list?pageNum=1&pageSize=20',
      '/api/product/mall/brands',
      '/api-user/users/current',
      '/api-auth/s3/cdn/domain',
      '/api-user/user/config/system/all/query',
      '/api-user/user/follow/statistics',
      '/api/order/todo',
    ]);
  });

  it('asks for the page the address searches for', () => {
    expect(sentFor({ pathname: '/mall', search: '?q=star%20tv' })[0]).toBe('/api/product/mall/list?keyword=star+tv&pageNum=1&pageSize=20');
  });

  it('sends only the start-up data for a logged-in screen that is not a first screen', () => {
    expect(sentFor({ pathname: '/me/profileSetting', search: '' })).toEqual([
      '/api-user/users/current',
      '/api-auth/s3/cdn/domain',
      '/api-user/user/config/system/all/query',
    ]);
  });

  it('sends nothing for a public screen', () => {
    sentFor({ pathname: '/login', search: '' });
    expect(sentFor({ pathname: '/no/such/page', search: '' })).toEqual([]);
  });
});
