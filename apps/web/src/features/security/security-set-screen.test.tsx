import { STORAGE_KEYS } from '@panel/domain/constants';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLogin, type HeldLogin } from '../../shared/login/login-challenge';
import { changeLocale } from '../../lib/i18n';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import SecuritySetScreen, { afterVerifyPath } from './security-set-screen';

const challenge = {
  state: 'SECURITY_ALERT' as const,
  challengeId: '6b1f7c1e-8d1a-4f43-9a51-3f1e2d7c9b10',
  channel: 'EMAIL' as const,
  target: 'an***@example.com',
  expiresIn: 600,
};
const token = { access_token: 'tok-2', token_type: 'Bearer', expires_in: 3600, scope: 'all' };
let answers: Record<string, { respCode: number; data: unknown }>;
let sent: { url: string; body: unknown }[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await changeLocale('en');
  sent = [];
  answers = {
    '/api-auth/oauth/user/login/security-verify': { respCode: 200, data: token },
    '/api-auth/oauth/user/login/security-code': { respCode: 200, data: { channel: 'EMAIL', target: 'an***@example.com', expiresIn: 600, resendIn: 60 } },
  };
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, body: JSON.parse(String(init.body ?? 'null')) });
    return new Response(JSON.stringify({ message: 'm', ...(answers[url] ?? { respCode: 200, data: null }) }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

async function open(state?: HeldLogin): Promise<DataRouter> {
  const router = createMemoryRouter(
    [
      { path: '/securitySet', element: <SecuritySetScreen /> },
      { path: '/home', element: <p>home page</p> },
      { path: '/me', element: <p>me page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [{ pathname: '/securitySet', state }] },
  );
  view = await render(<RouterProvider router={router} />);
  return router;
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function submitCode(code: string) {
  await actAsync(() => type(view!.container.querySelector('input')!, code));
  await actAsync(() => view!.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
}

const text = () => view!.container.textContent ?? '';

describe('the security check of a held login', () => {
  it('completes the login with the code and goes where the login was going', async () => {
    const router = await open({ challenge, receivedAt: Date.now(), from: '/me' });
    expect(text()).toContain('Security alert');
    expect(text()).toContain('an***@example.com');
    expect(text()).toMatch(/Again in (59|60) s/);
    await submitCode(' ab3d ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/me'));
    expect(sent.at(-1)).toEqual({ url: '/api-auth/oauth/user/login/security-verify', body: { challengeId: challenge.challengeId, code: 'AB3D' } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-2');
    expect(sessionStorage.getItem('loginChallenge')).toBeNull();
  });

  it('finds the held login of this tab after a reload, and says so when a code is wrong', async () => {
    holdLogin({ challenge: { ...challenge, state: 'TWO_FACTOR' }, receivedAt: Date.now() });
    answers['/api-auth/oauth/user/login/security-verify'] = { respCode: 710011, data: { attemptsLeft: 3 } };
    const router = await open();
    expect(text()).toContain('Two-factor authentication');
    await submitCode('ZZZZ');
    await waitFor(() => expect(text()).toContain('Wrong code. 3 tries left for this code.'));
    expect(router.state.location.pathname).toBe('/securitySet');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('sends an expired check back to the login', async () => {
    answers['/api-auth/oauth/user/login/security-verify'] = { respCode: 710010, data: null };
    const router = await open({ challenge, receivedAt: Date.now() });
    await submitCode('AB3D');
    await waitFor(() => expect(text()).toContain('Log in again to get a new code.'));
    await actAsync(() => [...view!.container.querySelectorAll('button')].find((button) => button.textContent === 'Back to login')!.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the empty state without a held login', async () => {
    await open();
    expect(text()).toContain('This check has expired');
  });

  it('never goes back to the login or the check itself', () => {
    expect(afterVerifyPath('/me/setTfa')).toBe('/me/setTfa');
    expect(afterVerifyPath('/login')).toBe('/home');
    expect(afterVerifyPath('/securitySet')).toBe('/home');
    expect(afterVerifyPath('https://elsewhere.example')).toBe('/home');
    expect(afterVerifyPath(undefined)).toBe('/home');
  });
});
