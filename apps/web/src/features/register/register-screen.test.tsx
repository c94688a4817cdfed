import { STORAGE_KEYS } from '@panel/domain/constants';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import RegisterScreen from './register-screen';
import accountsEn from '../../shared/accounts/locales.en';
import accountsEs from '../../shared/accounts/locales.es';
import accountsPt from '../../shared/accounts/locales.pt';

const STORE = { storeId: 's1', uid: '900', name: 'Ana Cards', avatar: null, nickname: 'Ana' };
let answers: Record<string, { respCode: number; data: unknown }>;
let sent: { url: string; body: unknown }[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(async () => {
  localStorage.clear();
  await changeLocale('en');
  sent = [];
  answers = {
    '/api-user/user/verification/sign-up/code': { respCode: 200, data: { channel: 'EMAIL', target: 'an***@example.com', expiresIn: 600, resendIn: 60 } },
    '/api-user/user/verification/verify': { respCode: 200, data: { verified: true, expiresIn: 1800 } },
    '/api-user/user/sign-up/reseller': {
      respCode: 200,
      data: {
        id: 'u9',
        uid: '1',
        nickname: 'ana',
        token: { access_token: 'tok-new', token_type: 'Bearer', expires_in: 60, scope: 'all' },
        follow: { storeId: 's1', storeName: 'Ana Cards', status: 'ACCEPTED' },
      },
    },
    '/api-user/user/invite/login/handle': { respCode: 200, data: STORE },
    '/api-auth/s3/cdn/domain': { respCode: 200, data: 'http://cdn.test' },
  };
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input).replace(/\?.*$/, '');
    sent.push({ url: String(input), body: init.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify({ message: 'm', ...(answers[url] ?? { respCode: 200, data: [] }) }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

async function open(path = '/register'): Promise<DataRouter> {
  const router = createMemoryRouter(
    [
      { path: '/register/:inviteCode?', element: <RegisterScreen /> },
      { path: '/guide', element: <p>guide page</p> },
    ],
    { initialEntries: [path] },
  );
  view = await render(<RouterProvider router={router} />);
  return router;
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const input = (placeholder: string) => view!.container.querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`)!;
const button = (label: string) => [...view!.container.querySelectorAll('button')].find((candidate) => candidate.textContent === label)!;
const text = () => view!.container.textContent ?? '';

async function fillAndSubmit() {
  await actAsync(() => type(input('name@example.com'), 'ana@example.com'));
  await actAsync(() => button('Send code').click());
  await waitFor(() => expect(text()).toContain('Code sent to an***@example.com'));
  expect(text()).toMatch(/Again in (59|60) s/);
  await actAsync(() => {
    type(input('4 characters'), 'ab 3d');
    type(input('Create a password'), 'secret123');
    type(input('Type the password again'), 'secret123');
  });
  await actAsync(() => view!.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
}

describe('the sign-up screen', () => {
  it('sends the code, checks it, creates the account with the fingerprint id, keeps the token and opens the guide', async () => {
    const router = await open();
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide'));
    const paths = sent.map((call) => call.url);
    expect(paths).toEqual(['/api-user/user/verification/sign-up/code', '/api-user/user/verification/verify', '/api-user/user/sign-up/reseller']);
    expect(sent[1].body).toEqual({ account: 'ana@example.com', code: 'AB3D', type: 'SIGN_UP' });
    expect(sent[2].body).toMatchObject({ account: 'ana@example.com', code: 'AB3D', password: 'secret123', confirmPassword: 'secret123' });
    expect((sent[2].body as { fingerprintId: string }).fingerprintId).toMatch(/^[0-9a-f]{16}[0-9a-f-]{36}$/);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-new');
    expect(localStorage.getItem(STORAGE_KEYS.tokenType)).toBe('Bearer');
  });

  it('shows the inviting store and signs up with its invite code', async () => {
    const router = await open('/register/INV42');
    await waitFor(() => expect(text()).toContain('Invited by Ana Cards'));
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide'));
    expect(router.state.location.state).toMatchObject({ welcome: true, followed: 'Ana Cards' });
    expect(sent.find((call) => call.url === '/api-user/user/sign-up/reseller')!.body).toMatchObject({ inviteCode: 'INV42' });
  });

  it('says when the account is already registered, next to the account', async () => {
    answers['/api-user/user/verification/sign-up/code'] = { respCode: 710006, data: { field: 'account', reason: 'REGISTERED' } };
    await open();
    await actAsync(() => type(input('name@example.com'), 'ana@example.com'));
    await actAsync(() => button('Send code').click());
    await waitFor(() => expect(text()).toContain('This account is already registered'));
    expect(button('Send code').disabled).toBe(false);
  });

  it.each([
    ['en', accountsEn],
    ['es', accountsEs],
    ['pt', accountsPt],
  ] as const)('in %s: a second code asked for within the wait says when a new one can be sent, not "too many tries"', async (locale, texts) => {
    await changeLocale(locale);
    answers['/api-user/user/verification/sign-up/code'] = { respCode: 140029, data: { minutes: 1, seconds: 45, reason: 'RESEND_WAIT' } };
    await open();
    await waitFor(() => expect(input(texts.accountField.emailPlaceholder)).not.toBeNull());
    await actAsync(() => type(input(texts.accountField.emailPlaceholder), 'ana@example.com'));
    await actAsync(() => button(texts.codeUi.send).click());
    const said = texts.codeUi.resendWait.replace('{{seconds}}', '45');
    await waitFor(() => expect(document.body.textContent).toContain(said));
    expect(document.body.textContent).not.toContain(texts.codeUi.wait_other.replace('{{count}}', '45'));
    expect(document.body.textContent).not.toContain(texts.codeUi.wait_other.split('.')[0]);
  });

  it('says when an invite link is not valid, and signs up without it', async () => {
    answers['/api-user/user/invite/login/handle'] = { respCode: 4001, data: { field: 'inviteCode' } };
    const router = await open('/register/NOPE');
    await waitFor(() => expect(text()).toContain('This invite link is not valid'));
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide'));
    expect(sent.find((call) => call.url === '/api-user/user/sign-up/reseller')!.body).not.toHaveProperty('inviteCode', 'NOPE');
  });

  it('focuses the first invalid field and says what is wrong with each', async () => {
    await open();
    await actAsync(() => type(input('4 characters'), 'AB3D'));
    await actAsync(() => view!.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => expect(document.activeElement).toBe(input('name@example.com')));
    const alerts = [...view!.container.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);
    expect(alerts).toEqual([
      VALIDATION_TEXTS.en['validation.required'],
      VALIDATION_TEXTS.en['validation.required'],
      VALIDATION_TEXTS.en['validation.required'],
    ]);
    expect(sent).toEqual([]);
  });

  it('puts a refusal that names a field on that field, and focuses it', async () => {
    answers['/api-user/user/sign-up/reseller'] = { respCode: 4001, data: { field: 'password', rule: 'validation.passwordChars' } };
    await open();
    await fillAndSubmit();
    await waitFor(() => expect(document.activeElement).toBe(input('Create a password')));
    const field = input('Create a password').closest('.form-field')!;
    expect(field.querySelector('[role="alert"]')!.textContent).toBe(VALIDATION_TEXTS.en['validation.passwordChars']);
  });
});
