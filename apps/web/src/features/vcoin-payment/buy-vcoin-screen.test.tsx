// Buying VCoin online or with crypto against a stubbed network: the tab's amount (2 decimals, above
// zero, at most VCOIN_AMOUNT_MAX) starts a purchase with its channel and an Idempotency-Key, then its
// payment page takes over; a purchase waiting for its payment is continued there from the list.
import { QueryClientProvider } from '@tanstack/react-query';
import type { TopUp } from '@panel/domain/contract/wallet';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdnDomainQuery, currentUserQuery } from '../../lib/boot-queries';
import { validationText } from '@panel/domain/validation-texts';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import BuyVcoinScreen from './buy-vcoin-screen';
import en from './locales.en';

const b = en.vcoinPayment.buy;
const ME = {
  id: 'u1',
  uid: '100100',
  nickname: 'Me',
  email: 'me@example.com',
  phone: null,
  avatar: null,
  roles: [],
  store: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const PURCHASE: TopUp = {
  id: '5f9e2d1c-7b6a-4c3d-8e2f-1a0b9c8d7e6f',
  reference: 'T20250304ABCD',
  currency: 'USD',
  channel: 'ONLINE',
  amount: '12.50',
  receivedAmount: null,
  status: 'WAITING_PAYMENT',
  reason: null,
  files: [],
  createdAt: '2025-03-04T05:06:07.000Z',
  voucherAt: null,
  decidedAt: null,
};

let sent: { key: string | null; body: Record<string, unknown> }[];
let topUps: TopUp[];
let paymentTypes: string[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(async () => {
  await changeLocale('en');
  sent = [];
  topUps = [];
  paymentTypes = ['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://panel.test').pathname;
    let data: unknown = null;
    if (path === '/api/vcoin/wallet') data = { balance: '0.00', available: '0.00', held: '0.00', incoming: '0.00', hasPaymentPassword: true };
    else if (path === '/api/payment/types') data = { paymentTypes };
    else if (path === '/api/vcoin/topups') data = { list: topUps, total: topUps.length, pageNum: 1, pageSize: 20 };
    else if (path === '/api/vcoin/purchase') {
      sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) as Record<string, unknown> });
      data = PURCHASE;
    }
    return new Response(JSON.stringify({ respCode: 200, message: 'm', data }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

async function open(path: string) {
  const client = createQueryClient();
  client.setQueryData(currentUserQuery.queryKey, ME);
  client.setQueryData(cdnDomainQuery.queryKey, 'http://cdn.test');
  const router = createMemoryRouter(
    [
      { path: '/me/buyVCoin', element: <BuyVcoinScreen /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  view = await render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const $ = (selector: string) => view!.container.querySelector<HTMLElement>(selector);
const elsewhere = () => $('[data-testid="elsewhere"]')?.textContent;
async function typeAmount(value: string) {
  // The list below has loaded (the screen's header is laid out once, with the list's answer).
  await waitFor(() => expect(view!.container.textContent).toContain(b.history));
  await waitFor(() => expect($('.paged-list__empty, [data-top-up]')).not.toBeNull());
  const input = view!.container.querySelector<HTMLInputElement>('form input')!;
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = () => actAsync(() => view!.container.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click());

describe('buying VCoin online or with crypto', () => {
  it('shows the three ways as tabs, bank transfer first', async () => {
    await open('/me/buyVCoin');
    await waitFor(() => expect($('.adm-tabs')).not.toBeNull());
    expect([...view!.container.querySelectorAll('.adm-tabs-tab')].map((tab) => tab.textContent)).toEqual([b.tabs.BANK, b.tabs.ONLINE, b.tabs.CRYPTO]);
  });

  it('offers bank transfer alone, without tabs, where the platform takes no online or crypto payment', async () => {
    paymentTypes = ['OFFLINE', 'VCOIN'];
    await open('/me/buyVCoin?tab=ONLINE');
    await waitFor(() => expect(view!.container.textContent).toContain(b.methodText));
    await waitFor(() => expect($('.adm-tabs')).toBeNull());
    expect($('[data-testid="purchase-form-ONLINE"]')).toBeNull();
  });

  it('starts an online purchase of the typed VCoin with a key, then goes to its online payment page', async () => {
    await open('/me/buyVCoin?tab=ONLINE');
    await waitFor(() => expect($('[data-testid="purchase-form-ONLINE"]')).not.toBeNull());
    await typeAmount('0');
    await submit();
    await waitFor(() => expect(view!.container.textContent).toContain(validationText('validation.amountPositive', 'en')));
    expect(sent).toHaveLength(0);

    await typeAmount('1000000.01');
    await submit();
    await waitFor(() => expect(view!.container.textContent).toContain(b.channel.amountTooLarge));
    expect(sent).toHaveLength(0);

    await typeAmount('12,5');
    await submit();
    await waitFor(() => expect(elsewhere()).toBe(`/payment/online/${PURCHASE.id}?topUp=1`));
    expect(sent).toEqual([{ key: expect.stringMatching(/^[0-9a-f-]{36}$/), body: { amount: '12.50', channel: 'ONLINE' } }]);
  });

  it('starts a crypto purchase and goes to its crypto payment page', async () => {
    await open('/me/buyVCoin?tab=CRYPTO');
    await waitFor(() => expect($('[data-testid="purchase-form-CRYPTO"]')).not.toBeNull());
    await typeAmount('40');
    await submit();
    await waitFor(() => expect(elsewhere()).toBe(`/payment/crypto/${PURCHASE.id}?topUp=1`));
    expect(sent[0]!.body).toEqual({ amount: '40.00', channel: 'CRYPTO' });
  });

  it('lists a purchase waiting for its payment with its state, and continues it on its payment page', async () => {
    topUps = [PURCHASE];
    await open('/me/buyVCoin');
    await waitFor(() => expect($('[data-top-up]')).not.toBeNull());
    expect($('[data-top-up] [data-status="WAITING_PAYMENT"]')?.textContent).toBe(b.status.WAITING_PAYMENT);
    await actAsync(() => $('[data-top-up]')!.click());
    await waitFor(() => expect(elsewhere()).toBe(`/payment/online/${PURCHASE.id}?topUp=1`));
  });
});
