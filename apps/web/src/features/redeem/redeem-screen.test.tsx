// The public redeem page against a stubbed network: a pasted code is sent in its stored form with
// an empty target as none; a code that cannot be ours is refused before asking; refusals land at the
// code (used) or at the account (does not exist); 140029 shows the wait; what the code did is shown;
// a new device's secret is shown to keep, and a device already activated is asked for it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLocale } from '../../lib/i18n';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import en from './locales.en';
import RedeemScreen from './redeem-screen';

const r = en.redeem;
const RESULT = {
  cardType: 'ACCOUNT_CARD',
  cardName: 'IPTV 30 days',
  brand: 'StreamMax',
  target: 'c8827361',
  expiresAt: '2025-02-01T10:00:00.000Z',
  credit: null,
  sessions: { total: 3, tv: 1, mobileWeb: 2 },
};

type Answer = { respCode: number; data?: unknown; message?: string };
let answers: Answer[];
let sent: Record<string, unknown>[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(async () => {
  await changeLocale('en');
  answers = [];
  sent = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://panel.test').pathname;
    let answer: Answer = { respCode: 200, data: null };
    if (path === '/api/redeem') {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      answer = answers.shift() ?? { respCode: 200, data: RESULT };
    }
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

async function open() {
  const router = createMemoryRouter([{ path: '/redeem', element: <RedeemScreen /> }], { initialEntries: ['/redeem'] });
  view = await render(<RouterProvider router={router} />);
}

const text = () => view!.container.textContent ?? '';
const input = (placeholder: string) => view!.container.querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`)!;
async function type(placeholder: string, value: string) {
  await waitFor(() => expect(input(placeholder)).toBeTruthy());
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(placeholder), value);
    input(placeholder).dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = () => actAsync(() => [...view!.container.querySelectorAll('button')].find((element) => element.textContent?.trim() === r.submit)!.click());

describe('the redeem page', () => {
  it('labels the target for either use and explains it', async () => {
    await open();
    await waitFor(() => expect(text()).toContain(r.target));
    expect(text()).toContain(r.targetHint);
  });

  it('refuses what cannot be a code before asking', async () => {
    await open();
    await type(r.codePlaceholder, 'ABCD-EFGH');
    await submit();
    await waitFor(() => expect(text()).toContain(r.errors.notACode));
    expect(sent).toHaveLength(0);
  });

  it('sends a pasted code in its stored form and shows what it did: the account created, its expiry and sessions', async () => {
    await open();
    await type(r.codePlaceholder, ' abcd efgh-jkmn pqrs ');
    await submit();
    await waitFor(() => expect(view!.container.querySelector('[data-testid="redeem-result"]')).not.toBeNull());
    expect(sent[0]).toEqual({ code: 'ABCDEFGHJKMNPQRS', target: null });
    expect(text()).toContain(r.done.ACCOUNT_CARD);
    expect(text()).toContain('StreamMax');
    expect(view!.container.querySelector('[data-testid="redeem-target"]')!.textContent).toBe('c8827361');
    expect(view!.container.querySelector('[data-testid="redeem-expires"]')!.textContent).toMatch(/^2025\/02\/0\d \d\d:00:00$/);
    expect(text()).toContain('3 in total · 1 TV · 2 mobile and web');
  });

  it('says at the code that it was used, at the account that it does not exist, and shows the wait after too many tries', async () => {
    answers = [
      { respCode: 20005, message: 'This code is already in use' },
      { respCode: 130026, message: 'The account does not exist' },
      { respCode: 140029, message: 'Operation too frequent', data: { seconds: 30 } },
    ];
    await open();
    await type(r.codePlaceholder, '1234 5678 9012');
    await type(r.targetPlaceholder, 'nobody');
    await submit();
    await waitFor(() => expect(text()).toContain(r.errors.used));
    expect(sent[0]).toEqual({ code: '123456789012', target: 'nobody' });
    await submit();
    await waitFor(() => expect(text()).toContain(r.errors.accountMissing));
    await submit();
    await waitFor(() => expect(view!.container.querySelector('[data-testid="redeem-wait"]')).not.toBeNull());
    expect(sent).toHaveLength(3);
  });

  it('shows a new device’s secret to keep, and asks for the secret of a device already activated', async () => {
    const licence = { ...RESULT, cardType: 'DEVICE_LICENCE', target: 'BOX-1', sessions: null, deviceSecret: 'WXYZ-2345-6789-ABCD' };
    answers = [
      { respCode: 200, data: licence },
      { respCode: 4001, message: 'Parameter error', data: { field: 'deviceSecret', rule: 'validation.required' } },
      { respCode: 4001, message: 'Parameter error', data: { field: 'deviceSecret', reason: 'WRONG' } },
      { respCode: 200, data: { ...licence, deviceSecret: null } },
    ];
    await open();
    await type(r.codePlaceholder, 'ABCD-EFGH-JKMN-PQRS');
    await type(r.targetPlaceholder, 'BOX-1');
    expect(input(r.deviceSecretPlaceholder)).toBeNull();
    await submit();
    await waitFor(() => expect(view!.container.querySelector('[data-testid="redeem-device-secret"]')).not.toBeNull());
    expect(view!.container.querySelector('[data-testid="redeem-device-secret"]')!.textContent).toBe('WXYZ-2345-6789-ABCD');
    expect(text()).toContain(r.secretKeep);
    expect(sent[0]).toEqual({ code: 'ABCDEFGHJKMNPQRS', target: 'BOX-1' });

    await actAsync(() => [...view!.container.querySelectorAll('button')].find((element) => element.textContent?.trim() === r.again)!.click());
    await type(r.codePlaceholder, 'ABCD-EFGH-JKMN-PQRT');
    await type(r.targetPlaceholder, 'BOX-1');
    await submit();
    await waitFor(() => expect(text()).toContain(r.errors.secretRequired));
    expect(input(r.deviceSecretPlaceholder)).not.toBeNull();
    await type(r.deviceSecretPlaceholder, 'wxyz 2345 6789 abcc');
    await submit();
    await waitFor(() => expect(text()).toContain(r.errors.secretWrong));
    expect(sent[2]).toEqual({ code: 'ABCDEFGHJKMNPQRT', target: 'BOX-1', deviceSecret: 'WXYZ23456789ABCC' });
    await type(r.deviceSecretPlaceholder, 'WXYZ-2345-6789-ABCD');
    await submit();
    await waitFor(() => expect(view!.container.querySelector('[data-testid="redeem-result"]')).not.toBeNull());
    expect(view!.container.querySelector('[data-testid="redeem-device-secret"]')).toBeNull();
  });

  it('says at the device that a licence of another brand runs', async () => {
    answers = [{ respCode: 130066, message: 'Recharge is not supported for this brand', data: { field: 'target' } }];
    await open();
    await type(r.codePlaceholder, 'ABCD-EFGH-JKMN-PQRS');
    await type(r.targetPlaceholder, 'BOX-1');
    await submit();
    await waitFor(() => expect(text()).toContain(r.errors.otherBrand));
  });
});
