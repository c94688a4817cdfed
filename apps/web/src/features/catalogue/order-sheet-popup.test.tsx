// Placing an order moves stock: one Idempotency-Key per submit, the same key when the same order is
// asked again after an answer that did not say whether it was placed (-5 in flight, no answer), a
// new key once an answer settled it (140003, whose new price the sheet shows). The network is
// stubbed at fetch.
import { QueryClientProvider } from '@tanstack/react-query';
import type { MallDetailResponse } from '@panel/domain/contract/mall';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import { OrderSheet } from './order-sheet-popup';

const LISTING = '0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31';
const ORDER = '5f0c3a8e-1d2b-4c6a-9e7f-8a9b0c1d2e3f';
const good = {
  id: LISTING,
  name: 'StarTV Gold',
  picture: 'product/x.png',
  tiers: [
    { minCount: 1, maxCount: 9, wholesalePrice: '8.00', retailPrice: '12.00', unitPrice: '8.00' },
    { minCount: 10, maxCount: null, wholesalePrice: '6.50', retailPrice: '10.00', unitPrice: '6.50' },
  ],
  discount: '0',
  minPerPurchase: 1,
  maxPerPurchase: 20,
  stock: 50,
  currency: 'USD',
  paymentMethods: ['OFFLINE'],
  paymentCurrencies: ['USD'],
} as unknown as MallDetailResponse;

type Answer = { respCode: number; data?: unknown; message?: string } | 'offline';
let answers: Answer[];
let sent: { key: string | null; body: { expectedUnitPrice?: string; quantity: number } }[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;
let router: DataRouter;

beforeEach(async () => {
  await changeLocale('en');
  sent = [];
  answers = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input).includes('/api/product/mall/detail/')) return new Response(JSON.stringify({ respCode: 200, message: 'ok', data: good }));
    if (String(input).includes('/api/vcoin/wallet'))
      return new Response(
        JSON.stringify({
          respCode: 200,
          message: 'ok',
          data: { balance: '140.00', available: '125.50', held: '14.50', incoming: '0.00', paymentPasswordSet: true },
        }),
      );
    sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
    const answer = answers.shift() ?? { respCode: 200, data: { id: ORDER } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  document.body.innerHTML = '';
  globalThis.fetch = realFetch;
});

async function open(shown: MallDetailResponse = good) {
  router = createMemoryRouter(
    [
      { path: '/goodDetail/:id', element: <OrderSheet good={shown} visible onClose={() => undefined} /> },
      { path: '/payment/detail/:id', element: <p>payment detail</p> },
    ],
    { initialEntries: [`/goodDetail/${LISTING}`] },
  );
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const sheet = () => document.querySelector('[data-testid="order-sheet"]')!;
const submitButton = () => [...sheet().querySelectorAll('button')].find((button) => button.textContent?.startsWith('Place order'))!;
const press = () => actAsync(() => submitButton().click());
const setQuantity = (value: number) =>
  actAsync(() => {
    const box = sheet().querySelector<HTMLInputElement>('.adm-stepper input')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, String(value));
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.dispatchEvent(new FocusEvent('blur', { bubbles: true }));
    box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });

describe('paying with VCoin', () => {
  it('shows what the wallet holds once VCoin is chosen, and nothing of it for a bank transfer', async () => {
    await open({ ...good, paymentMethods: ['OFFLINE', 'VCOIN'] } as MallDetailResponse);
    await waitFor(() => expect(sheet()).toBeTruthy());
    expect(sheet().querySelector('[data-testid="order-sheet-balance"]')).toBeNull();
    const vcoin = [...sheet().querySelectorAll('.adm-selector-item')].find((item) => item.textContent === 'VCoin')!;
    await actAsync(() => vcoin.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await waitFor(() => expect(sheet().querySelector('[data-testid="order-sheet-balance"]')?.textContent).toBe('Your wallet has 125.50 VCoin to pay with.'));
  });
});

describe('the order sheet’s submit', () => {
  it('shows the tier price and total of the quantity, and sends the price it showed', async () => {
    await open();
    expect(sheet().querySelector('[data-testid="unit-price"]')?.textContent).toBe('8.00 USD');
    await setQuantity(10);
    await waitFor(() => expect(sheet().querySelector('[data-testid="total-price"]')?.textContent).toBe('65.00 USD'));
    expect(sheet().querySelector('[data-testid="unit-price"]')?.textContent).toBe('6.50 USD');
    await press();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ quantity: 10, expectedUnitPrice: '6.50', paymentType: 'OFFLINE', paymentCurrency: 'USD' });
  });

  it('says a quantity over the maximum per purchase (150044) or the stock (120035) before sending, and sends nothing', async () => {
    await open();
    await setQuantity(21);
    await waitFor(() =>
      expect(sheet().querySelector('[data-testid="order-problem"]')?.textContent).toBe('[150044] Over the maximum per purchase · Buy at most 20 at once'),
    );
    expect(submitButton().disabled).toBe(true);
    await press();
    expect(sent).toHaveLength(0);
  });

  it('says how many more units the buyer may order while their unpaid orders in the store hold the rest (150044, UNPAID_UNITS)', async () => {
    answers = [{ respCode: 150044, message: '[150044] Over the maximum per purchase', data: { field: 'quantity', blocker: 'UNPAID_UNITS', limit: 3 } }];
    await open();
    await press();
    await waitFor(() =>
      expect(sheet().querySelector('[data-testid="order-problem"]')?.textContent).toBe(
        '[150044] Over the maximum per purchase · Your unpaid orders in this store hold the rest: pay or cancel them first (you can order 3 more now).',
      ),
    );
    expect(router.state.location.pathname).toBe(`/goodDetail/${LISTING}`);
  });

  it('asks again with the same key while the first request is in flight (-5), then opens the order', async () => {
    answers = [{ respCode: -5, message: 'in process' }];
    await open();
    await press();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/detail/${ORDER}`));
    expect(sent).toHaveLength(2);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].key).toBe(sent[0].key);
  });

  it('reuses the key when the same order is placed again after no answer', async () => {
    answers = ['offline', 'offline'];
    await open();
    await press();
    await waitFor(() => expect(sheet().textContent).toContain('No answer yet'));
    await press();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(new Set(sent.map((call) => call.key)).size).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/detail/${ORDER}`));
  });

  it('shows the new price of a 140003 and takes a new key for the next submit', async () => {
    answers = [{ respCode: 140003, message: '[140003] Incorrect price', data: { field: 'expectedUnitPrice', unitPrice: '9.00' } }];
    await open();
    await press();
    await waitFor(() =>
      expect(sheet().querySelector('[role="alert"]')?.textContent).toBe(
        'The price has changed: now 9.00 USD per unit. Check the total and place the order again.',
      ),
    );
    await press();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].key).not.toBe(sent[0].key);
  });
});
