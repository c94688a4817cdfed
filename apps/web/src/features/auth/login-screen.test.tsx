import { STORAGE_KEYS } from '@panel/domain/constants';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import LoginScreen from './login-screen';

type Sent = { url: string; body: string; contentType: string | null };
let sent: Sent[];
let reply: { respCode: number; data: unknown };
const realFetch = globalThis.fetch;

beforeEach(async () => {
  localStorage.clear();
  await changeLocale('en');
  sent = [];
  reply = { respCode: 200, data: { access_token: 'tok-1', token_type: 'bearer', expires_in: 3600, scope: 'all' } };
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), body: String(init.body), contentType: new Headers(init.headers).get('Content-Type') });
    return new Response(JSON.stringify({ message: 'm', ...reply }));
  }) as typeof fetch;
});

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

    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api-auth/oauth/user/token');
    expect(sent[0].contentType).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(sent[0].body);
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
    expect(sent).toHaveLength(0);
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
    await waitFor(() => expect(view!.container.querySelector('[role="alert"]')?.textContent).toBe('Demasiados intentos, espere 12 minutos'));
  });

  it('links to the terms of use and switches language at once', async () => {
    await open();
    expect(view!.container.querySelector('a[href="/termsOfUse"]')).not.toBeNull();
    await actAsync(() => view!.container.querySelector<HTMLButtonElement>('button[lang="pt"]')!.click());
    expect(text()).toContain('Bem-vindo de volta');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('pt');
  });
});
