// The route table and the logged-in shell, rendered in memory against a fake network.
import { STORAGE_KEYS } from '@panel/domain/constants';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { render, waitFor, type Rendered } from '../test/render';
import { routes } from './router';
import { BUILD_INFO } from '../features/about/build-info';

const USER = {
  id: 'u1',
  uid: '100200',
  nickname: 'Ana Reseller',
  email: 'ana@example.com',
  phone: null,
  avatar: null,
  roles: [{ code: 'SELLER', name: 'Seller' }],
  store: { id: 's1', uid: '100200', name: 'Ana Cards', avatar: null },
  createdAt: '2025-01-01T00:00:00.000Z',
};
const CONFIG = {
  newToOldInfo: { skipSwitch: false, url: '' },
  supportEmail: 'help@example.com',
  onlinePaymentLimits: {},
  offlineTransferCurrency: 'USD',
  maxPaymentAccounts: 10,
  maxRechargeAccounts: 20,
  uploadMaxBytes: 1,
};

type Answer = { respCode: number; data: unknown; status?: number } | 'hang';
let answers: Record<string, Answer>;
let requested: string[];
const realFetch = globalThis.fetch;

beforeEach(() => {
  localStorage.clear();
  requested = [];
  answers = {
    '/api-user/users/current': { respCode: 200, data: USER },
    '/api-auth/s3/cdn/domain': { respCode: 200, data: 'http://cdn.test' },
    '/api-user/user/config/system/all/query': { respCode: 200, data: CONFIG },
    '/api-user/user/invite/query/link': { respCode: 200, data: 'http://panel.test/register/ABC' },
  };
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/\?.*$/, '');
    requested.push(path);
    const answer = answers[path] ?? { respCode: 200, data: null };
    if (answer === 'hang') return new Promise<Response>(() => {});
    return new Response(JSON.stringify({ message: 'm', ...answer }), { status: answer.status ?? 200 });
  }) as typeof fetch;
});

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

async function open(path: string): Promise<DataRouter> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  view = await render(<RouterProvider router={router} />);
  return router;
}

const text = () => view!.container.textContent ?? '';

describe('routes', () => {
  it('sends the root to /home, and a visitor without a token on to /login, remembering /home', async () => {
    const router = await open('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/home' });
    await waitFor(() => expect(text()).toContain('Welcome back'));
  });

  it('remembers the full address of a guarded page', async () => {
    const router = await open('/me?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/me?tab=1' });
  });

  it('opens the terms of use without a token', async () => {
    await open('/termsOfUse');
    await waitFor(() => expect(text()).toContain('Terms of Use'));
    expect(text()).toContain('1. Your account');
  });

  it('shows a not-found screen with a way home for unknown paths', async () => {
    await open('/no/such/page');
    await waitFor(() => expect(text()).toContain('Page not found'));
    expect(text()).toContain('Go to home');
  });
});

describe('the logged-in shell', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.tokenType, 'bearer');
  });

  it('waits for the user, the CDN domain and the configuration, then loads the invite link', async () => {
    answers['/api-auth/s3/cdn/domain'] = 'hang';
    await open('/home');
    await waitFor(() => expect(text()).toContain('Loading your panel'));
    expect(requested).toContain('/api-user/users/current');
    expect(requested).toContain('/api-user/user/config/system/all/query');
    expect(requested).not.toContain('/api-user/user/invite/query/link');
    expect(text()).not.toContain('Ana Reseller');
  });

  it('shows the home screen once everything is in, with the tab bar', async () => {
    await open('/home');
    await waitFor(() => expect(text()).toContain('Hello, Ana Reseller'));
    expect(text()).toContain('Seller');
    expect(text()).toContain('Ana Cards');
    expect(text()).toContain('Nothing to do');
    for (const tab of ['Home', 'Buy', 'Stock', 'Me']) expect(text()).toContain(tab);
    await waitFor(() => expect(requested).toContain('/api-user/user/invite/query/link'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo)!)).toMatchObject({ uid: '100200' });
  });

  it('on a repeat visit shows the screen with the last start-up data at once, and refreshes it', async () => {
    await open('/home');
    await waitFor(() => expect(text()).toContain('Hello, Ana Reseller'));
    view!.unmount();
    answers['/api-user/users/current'] = 'hang';
    answers['/api-auth/s3/cdn/domain'] = 'hang';
    answers['/api-user/user/config/system/all/query'] = 'hang';
    requested = [];

    await open('/home');
    await waitFor(() => expect(text()).toContain('Hello, Ana Reseller'));
    expect(text()).not.toContain('Loading your panel');
    expect(requested).toContain('/api-user/users/current');
    expect(requested).toContain('/api-user/user/config/system/all/query');
  });

  it('waits again when the last start-up data belongs to another login', async () => {
    await open('/home');
    await waitFor(() => expect(text()).toContain('Hello, Ana Reseller'));
    view!.unmount();
    localStorage.setItem(STORAGE_KEYS.token, 'another-token');
    answers['/api-user/users/current'] = 'hang';

    await open('/home');
    await waitFor(() => expect(text()).toContain('Loading your panel'));
    expect(text()).not.toContain('Ana Reseller');
  });

  it('shows an error with a retry when the configuration fails, and recovers', async () => {
    answers['/api-user/user/config/system/all/query'] = { respCode: 130033, data: null };
    await open('/home');
    await waitFor(() => expect(text()).toContain('Your panel could not be loaded'));
    answers['/api-user/user/config/system/all/query'] = { respCode: 200, data: CONFIG };
    view!.container.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await waitFor(() => expect(text()).toContain('Hello, Ana Reseller'));
  });

  it('keeps the panel loading when the invite link fails (only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers['/api-user/user/invite/query/link'] = { respCode: 500, data: null, status: 500 };
    await open('/me');
    await waitFor(() => expect(text()).toContain('UID: 100200'));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load the invite link', expect.anything()));
    expect(text()).not.toContain('Invite link');
    logged.mockRestore();
  });

  it('shows the about screen with the version and the support email', async () => {
    await open('/about');
    await waitFor(() => expect(text()).toContain('help@example.com'));
    expect(view!.container.querySelector('[data-testid="app-version"]')?.textContent).toBe(BUILD_INFO.version);
  });
});
