// Confirming a top-up with a surplus above the platform's threshold against a stubbed network: the
// sheet asks for the amount a second time (not prefilled), refuses a different one, and sends both;
// a surplus within the threshold goes straight to the usual "credit?" question.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationText } from '@panel/domain/validation-texts';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { actAsync, waitFor, type Rendered } from '../../test/render';
import en from './locales.en';
import TopUpDetailScreen from './topup-detail-screen';

const ID = '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a099';
const AT = '2026-01-02T03:04:05.000Z';
const TOP_UP = {
  id: ID,
  reference: 'VC20260102000043',
  currency: 'USD',
  channel: 'BANK',
  amount: '10.00',
  receivedAmount: null,
  status: 'WAITING_REVIEW',
  reason: null,
  files: [{ key: 'voucher/20260102/transfer.pdf', contentType: 'application/pdf', size: 20480 }],
  createdAt: AT,
  voucherAt: AT,
  decidedAt: null,
  user: { uid: '100200', nickname: 'Buyer One', avatar: null },
  decidedBy: null,
  reused: false,
  surplusConfirmAbove: '100.00',
};

let view: Rendered | undefined;
let sent: unknown[];

beforeEach(async () => {
  await changeLocale('en');
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://panel.test');
      if (pathname === `/api/ops/topups/${ID}/confirm`) {
        sent.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ respCode: 200, message: 'm', data: { ...TOP_UP, status: 'CONFIRMED', receivedAmount: '150.00' } }));
      }
      if (pathname === `/api/ops/topups/${ID}`) return new Response(JSON.stringify({ respCode: 200, message: 'm', data: TOP_UP }));
      return new Response(JSON.stringify({ respCode: 200, message: 'm', data: null }));
    }),
  );
  ({ view } = await renderScreens([{ path: '/ops/topups/:id', element: <TopUpDetailScreen /> }], `/ops/topups/${ID}`));
  await waitFor(() => expect(document.querySelector('[data-testid="ops-topup-reference"]')).not.toBeNull());
  const open = [...document.querySelectorAll('button')].find((button) => button.textContent === en.ops.topup.confirm)!;
  await actAsync(() => open.click());
  await waitFor(() => expect(document.querySelector('form input')).not.toBeNull());
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function type(value: string) {
  const input = document.querySelector<HTMLInputElement>('form input')!;
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = () => actAsync(() => document.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click());

describe('confirming a top-up with a surplus above the threshold', () => {
  it('asks for the amount again, refuses a different one, and sends both', async () => {
    await type('150');
    await submit();
    await waitFor(() => expect(document.querySelector('[data-testid="ops-confirm-again-why"]')).not.toBeNull());
    expect(document.querySelector('form')!.getAttribute('aria-label')).toBe(en.ops.confirm.againTitle);
    expect(document.querySelector('[data-testid="ops-confirm-again-why"]')!.textContent).toContain('140.00');
    expect(document.querySelector<HTMLInputElement>('form input')!.value).toBe('');
    expect(sent).toEqual([]);

    await type('105');
    await submit();
    await waitFor(() => expect(document.body.textContent).toContain(validationText('validation.amountConfirmMismatch', 'en')));
    expect(sent).toEqual([]);

    await type('150.00');
    await submit();
    await waitFor(() => expect(sent).toEqual([{ receivedAmount: '150', confirmedAmount: '150.00' }]));
  });

  it('goes straight to the "credit?" question within the threshold', async () => {
    await type('110');
    await submit();
    await waitFor(() => expect(document.body.textContent).toContain(en.ops.confirm.askTitle.replace('{{amount}}', '110.00')));
    expect(document.querySelector('[data-testid="ops-confirm-again-why"]')).toBeNull();
  });
});
