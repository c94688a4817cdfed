import { STORAGE_KEYS } from '@panel/domain/constants';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import LoginScreen from './login-screen';

type Sent = { url: string; body: string; contentType: string | null };
let sent: Sent[];
/** The login call's answer. */
let reply: { respCode: number; data: unknown };
let prejudge: { needCaptcha: boolean; needRecaptcha: boolean; needSecurityCheck: boolean; waitMinutes: number };
let skipSwitch: boolean;
const realFetch = globalThis.fetch;
const TOKEN_PATH = '/api-auth/oauth/user/token';
const PREJUDGE_PATH = '/api-auth/oauth/user/login/prejudge';

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await changeLocale('en');
  sent = [];
  reply = { respCode: 200, data: { access_token: 'tok-1', token_type: 'bearer', expires_in: 3600, scope: 'all' } };
  prejudge = { needCaptcha: false, needRecaptcha: false, needSecurityCheck: false, waitMinutes: 0 };
  skipSwitch = false;
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, body: String(init.body), contentType: new Headers(init.headers).get('Content-Type') });
    if (url === PREJUDGE_PATH) return new Response(JSON.stringify({ respCode: 200, data: prejudge, message: 'success' }));
    if (url.startsWith('/api-user/user/config/system/all/query')) {
      return new Response(JSON.stringify({ respCode: 200, data: { newToOldInfo: { skipSwitch, url: 'https://old.test' } }, message: 'success' }));
    }
    return new Response(JSON.stringify({ message: 'm', ...reply }));
  }) as typeof fetch;
});

/** The calls sent to one path. */
const sentTo = (path: string) => sent.filter((call) => call.url === path);

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  globalThis.fetch = realFetch;
});

async function open(state?: unknown): Promise<DataRouter> {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '/home', element: <p>home page</p> },
      { path: '/me', element: <p>me page</p> },
      { path: '/termsOfUse', element: <p>terms page</p> },
      { path: '/securitySet', element: <p>security page</p> },
    ],
    { initialEntries: [{ pathname: '/login', state }] },
  );
  view = await render(<RouterProvider router={router} />);
  return router;
}

/** Types into a controlled input the way a browser does. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function submit(account: string, password: string) {
  const [accountInput, passwordInput] = view!.container.querySelectorAll('input');
  await actAsync(() => {
    type(accountInput, account);
    type(passwordInput, password);
  });
  await actAsync(() => view!.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
}

const text = () => view!.container.textContent ?? '';

describe('LoginScreen', () => {
  it('posts the form-encoded token call, stores token and type and goes to the remembered route', async () => {
    const router = await open({ from: '/me' });
    await submit('  ana@example.com ', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/me'));

    const [token] = sentTo(TOKEN_PATH);
    expect(sentTo(TOKEN_PATH)).toHaveLength(1);
    // The pre-check went first, with the same account and this browser's fingerprint id.
    expect(sent.findIndex((call) => call.url === PREJUDGE_PATH)).toBeLessThan(sent.indexOf(token));
    expect(token.contentType).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(token.body);
    expect(form.get('fingerprintId')).toMatch(/^[0-9a-f]{16}[0-9a-f-]{36}$/);
    expect(new URLSearchParams(sentTo(PREJUDGE_PATH)[0].body).get('fingerprintId')).toBe(form.get('fingerprintId'));
    expect(form.get('captcha')).toBeNull();
    expect(form.get('username')).toBe('ana@example.com');
    expect(form.get('password')).toBe('secret123');
    expect(form.get('grant_type')).toBe('password');
    expect(form.get('scope')).toBe('all');
    expect(form.get('client_id')).toBeTruthy();
    expect(form.get('client_secret')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(localStorage.getItem(STORAGE_KEYS.tokenType)).toBe('bearer');
  });

  it('goes to /home when nothing was remembered', async () => {
    const router = await open();
    await submit('ana@example.com', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('asks for both fields before calling', async () => {
    await open();
    await actAsync(() => view!.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => expect(text()).toContain('Please complete this field'));
    expect(sentTo(TOKEN_PATH)).toHaveLength(0);
    expect(sentTo(PREJUDGE_PATH)).toHaveLength(0);
  });

  it('shows wrong account or password', async () => {
    reply = { respCode: 110027, data: null };
    const router = await open();
    await submit('ana@example.com', 'nope');
    await waitFor(() => expect(view!.container.querySelector('[role="alert"]')?.textContent).toBe('Wrong account or password'));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('shows how many minutes to wait after too many attempts, in the chosen language', async () => {
    reply = { respCode: 140029, data: { minutes: 12 } };
    await open();
    await actAsync(() => changeLocale('es'));
    await submit('ana@example.com', 'nope');
    await waitFor(() => expect(view!.container.querySelector('[role="alert"]')?.textContent).toBe('Demasiados intentos, espera 12 minutos'));
  });

  it('goes to /securitySet with the challenge when the login is held for a code, keeping it for this tab', async () => {
    reply = { respCode: 200, data: { state: 'SECURITY_ALERT', challengeId: 'c-1', channel: 'EMAIL', target: 'an***@example.com', expiresIn: 600 } };
    const router = await open({ from: '/me' });
    await submit('ana@example.com', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/securitySet'));
    expect(router.state.location.state).toMatchObject({ challenge: { challengeId: 'c-1', state: 'SECURITY_ALERT' }, from: '/me' });
    expect(JSON.parse(sessionStorage.getItem('loginChallenge')!)).toMatchObject({ challenge: { challengeId: 'c-1' }, from: '/me' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('shows the captcha image when the pre-check asks for it, then sends the characters with the client id', async () => {
    prejudge.needCaptcha = true;
    const router = await open();
    await submit('ana@example.com', 'secret123');
    await waitFor(() => expect(view!.container.querySelector('[data-testid="captcha-image"]')).not.toBeNull());
    expect(sentTo(TOKEN_PATH)).toHaveLength(0);
    expect(view!.container.querySelector('[role="alert"]')?.textContent).toBe('Type the characters in the image to continue');
    const clientId = localStorage.getItem(STORAGE_KEYS.captchaClientId)!;
    expect(view!.container.querySelector('img')!.getAttribute('src')).toMatch(new RegExp(`^/api-auth/validate/code/${clientId}\\?\\d+$`));

    const captchaInput = view!.container.querySelectorAll('input')[2];
    await actAsync(() => type(captchaInput, 'x7k2p'));
    await actAsync(() => view!.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const form = new URLSearchParams(sentTo(TOKEN_PATH)[0].body);
    expect(form.get('captcha')).toBe('x7k2p');
    expect(form.get('captchaClientId')).toBe(clientId);
  });

  it('shows the wait the pre-check reports without sending the password', async () => {
    prejudge.waitMinutes = 7;
    await open();
    await submit('ana@example.com', 'secret123');
    await waitFor(() => expect(view!.container.querySelector('[role="alert"]')?.textContent).toBe('Too many attempts, please wait 7 minutes'));
    expect(sentTo(TOKEN_PATH)).toHaveLength(0);
  });

  it('says reCAPTCHA verification failed for 5043, and shows a new captcha image after a captcha failure', async () => {
    reply = { respCode: 5043, data: null };
    await open();
    await submit('ana@example.com', 'secret123');
    await waitFor(() => expect(view!.container.querySelector('[role="alert"]')?.textContent).toBe('reCAPTCHA verification failed'));

    reply = { respCode: 710011, data: { captchaRequired: true } };
    await actAsync(() => view!.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => expect(view!.container.querySelector('[data-testid="captcha-image"]')).not.toBeNull());
    expect(view!.container.querySelector('[role="alert"]')?.textContent).toBe('The characters did not match. Try the new image.');
  });

  it('offers the old version only when the configuration allows the switch', async () => {
    skipSwitch = true;
    await open();
    expect(text()).not.toContain('Log in to the old version');
    await actAsync(() => view!.container.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await waitFor(() => expect(text()).toContain('Log in to the old version'));
  });

  it('keeps the old version hidden once the configuration, read, does not allow the switch', async () => {
    skipSwitch = false;
    await open();
    await actAsync(() => view!.container.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await waitFor(() => expect(sent.some((call) => call.url.startsWith('/api-user/user/config/system/all/query'))).toBe(true));
    // The answer is in and applied: a form field's next render shows the same form, without the offer.
    await actAsync(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(text()).toContain('Welcome back');
    expect(text()).not.toContain('Log in to the old version');
  });

  it('links to sign up, password recovery and the terms of use, and switches language as soon as its texts are in', async () => {
    await open();
    expect(view!.container.querySelector('a[href="/register"]')).not.toBeNull();
    expect(view!.container.querySelector('a[href="/resetPassword"]')).not.toBeNull();
    expect(view!.container.querySelector('a[href="/termsOfUse"]')).not.toBeNull();
    await actAsync(() => view!.container.querySelector<HTMLButtonElement>('button[lang="pt"]')!.click());
    await waitFor(() => expect(text()).toContain('Bem-vindo de volta'));
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('pt');
  });
});
