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
  globalThis.fetch = vi.fn((input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Promise<Response>(() => undefined);
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('requestFirstScreen', () => {
  it("sends the mall's first page and brands, the start-up data and the tab bar's counters", () => {
    requestFirstScreen({ pathname: '/mall', search: '' });
    expect(urls).toEqual([
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
    requestFirstScreen({ pathname: '/mall', search: '?q=star%20tv' });
    expect(urls[0]).toBe('/api/product/mall/list?keyword=star+tv&pageNum=1&pageSize=20');
  });

  it('sends only the start-up data for a logged-in screen that is not a first screen', () => {
    requestFirstScreen({ pathname: '/me/profileSetting', search: '' });
    expect(urls).toEqual(['/api-user/users/current', '/api-auth/s3/cdn/domain', '/api-user/user/config/system/all/query']);
  });

  it('sends nothing for a public screen', () => {
    requestFirstScreen({ pathname: '/login', search: '' });
    requestFirstScreen({ pathname: '/no/such/page', search: '' });
    expect(urls).toEqual([]);
  });
});
