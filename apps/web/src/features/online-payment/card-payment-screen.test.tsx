// The card payment screen against a stubbed network and a stand-in for the provider's frame: without
// a card attempt it starts one (currency, quote, Pay with method CARD); a live one shows the frame
// with its transaction id; the frame's report is posted and the screen says it is confirming until the
// attempt, asked every 3 s, is paid (the success page) or failed (its reason, and a new attempt with
// another card in the same currency); another method's live attempt is continued or cancelled.
import { QueryClientProvider } from '@tanstack/react-query';
import type { PaymentAttemptView, PaymentOptions, PaymentQuote } from '@panel/domain/contract/payments';
import { ERROR_CODES, errorText } from '@panel/domain/errors';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import CardPaymentScreen from './card-payment-screen';
import en from './locales.en';

// The provider's frame is tested with CardCheckout itself; here it reports what the test says.
vi.mock('../../shared/payments/card-checkout', () => ({
  CardCheckout: ({
    transactionId,
    environment,
    checkoutUrl,
    onCompleted,
  }: {
    transactionId: string;
    environment: string;
    checkoutUrl?: string;
    onCompleted: (status: 'S' | 'F') => void;
  }) => (
    <div data-testid="frame-stand-in" data-transaction={transactionId} data-environment={environment} data-checkout={checkoutUrl}>
      <button type="button" onClick={() => onCompleted('S')}>
        frame paid
      </button>
      <button type="button" onClick={() => onCompleted('F')}>
        frame failed
      </button>
    </div>
  ),
}));

const o = en.onlinePayment;
const ORDER = '0b7a1c52-3f0e-4d7e-9c1a-6b2f8e4d5a10';
const OPTIONS: PaymentOptions = {
  orderId: ORDER,
  topUpId: null,
  reference: 'O1',
  amount: '10.00',
  currency: 'USD',
  vcoinDue: '10.00',
  types: ['ONLINE'],
  methods: [
    { method: 'CARD', currencies: ['USD', 'BRL'], fields: [] },
    { method: 'PIX', currencies: ['BRL'], fields: ['firstName'] },
  ],
  crypto: { chains: [], tokens: [] },
  banks: {},
  current: null,
  payBy: null,
};
const QUOTE: PaymentQuote = {
  method: 'CARD',
  currency: 'USD',
  amount: '10.61',
  fee: '0.61',
  feeMax: null,
  vcoin: '10.00',
  rate: '1.00000000',
  limit: '5000.00',
};
let transactions = 0;
const cardAttempt = (changes: Partial<PaymentAttemptView> = {}): PaymentAttemptView => ({
  id: `a0000000-0000-4000-8000-00000000000${++transactions}`,
  orderId: ORDER,
  topUpId: null,
  reference: 'O1',
  type: 'ONLINE',
  method: 'CARD',
  provider: 'onerway',
  status: 'WAITING',
  currency: 'USD',
  amount: '10.61',
  fee: '0.61',
  vcoin: '10.00',
  received: '0.00',
  vcoinCredited: '0.00',
  rate: '1.00000000',
  instructions: { kind: 'CARD_FRAME', transactionId: `190000000000000000${transactions}`, checkoutUrl: '/sandbox/onerway/checkout', environment: 'sandbox' },
  expiresAt: null,
  failure: null,
  transfers: [],
  orderStatus: 'WAITINGPAYMENT',
  createdAt: '2025-03-04T05:06:07.000Z',
  ...changes,
});

let current: PaymentAttemptView | null;
let sent: { path: string; key: string | null; body: Record<string, unknown> }[];
let asked: string[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(async () => {
  await changeLocale('en');
  current = null;
  sent = [];
  asked = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://panel.test');
    const path = url.pathname;
    asked.push(`${init.method ?? 'GET'} ${path}`);
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (init.method === 'POST') sent.push({ path, key: new Headers(init.headers).get('Idempotency-Key'), body });
    let answer: { respCode: number; data?: unknown; message?: string } = { respCode: 404, message: 'no such call' };
    if (path === '/api/payment/options') answer = { respCode: 200, data: OPTIONS };
    else if (path === '/api/payment/attempt/current')
      answer = current ? { respCode: 200, data: current } : { respCode: ERROR_CODES.ORDER_ACCESS_DENIED, message: 'none' };
    else if (path === '/api/payment/quote') answer = { respCode: 200, data: { ...QUOTE, currency: body.currency } };
    else if (path === '/api/order/payment/pay/v2') {
      current = cardAttempt({ currency: String(body.currency) });
      answer = { respCode: 200, data: current };
    } else if (path.endsWith('/cancel')) {
      current = { ...current!, status: 'CANCELLED' };
      answer = { respCode: 200, data: current };
    } else if (path.startsWith('/api/payment/card/')) answer = { respCode: 200, data: current };
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

async function open() {
  const router = createMemoryRouter(
    [
      { path: '/payment/onerway/:orderId', element: <CardPaymentScreen /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [`/payment/onerway/${ORDER}`] },
  );
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const $ = (selector: string) => document.body.querySelector<HTMLElement>(selector);
const text = () => document.body.textContent ?? '';
const button = (name: string) => [...document.body.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;
const press = (name: string) => actAsync(() => button(name).click());
const elsewhere = () => $('[data-testid="elsewhere"]')?.textContent;
const frame = () => $('[data-testid="frame-stand-in"]');
const pays = () => sent.filter((item) => item.path === '/api/order/payment/pay/v2');
const chooseCurrency = (currency: string) =>
  actAsync(() =>
    [...document.body.querySelectorAll('.adm-selector-item')]
      .find((item) => item.textContent === currency)!
      .dispatchEvent(new MouseEvent('click', { bubbles: true })),
  );

describe('the card payment screen', () => {
  it('starts a card payment: 99991 without a currency, then the quote and Pay with method CARD at its rate, and the frame of the new attempt', async () => {
    await open();
    await waitFor(() => expect($('[data-testid="card-start"]')).not.toBeNull());
    await actAsync(() => $('[data-testid="card-pay"]')!.click());
    await waitFor(() => expect($('[data-testid="currency-choice"]')!.textContent).toContain(errorText(ERROR_CODES.PAYMENT_CURRENCY_REQUIRED, 'en')));
    expect(pays()).toHaveLength(0);

    await chooseCurrency('USD');
    await waitFor(() => expect($('[data-testid="quote-amount"]')?.textContent).toBe('10.61 USD'));
    await actAsync(() => $('[data-testid="card-pay"]')!.click());
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(pays()[0]!.body).toEqual({ orderId: ORDER, method: 'CARD', currency: 'USD', rate: '1.00000000', billing: {} });
    expect(pays()[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(frame()!.dataset.transaction).toBe(current!.instructions.kind === 'CARD_FRAME' ? current!.instructions.transactionId : '');
    // The frame the server's instructions name: the simulator's here, the provider's SDK in production.
    expect(frame()!.dataset).toMatchObject({ environment: 'sandbox', checkout: '/sandbox/onerway/checkout' });
  });

  it('posts the frame’s report, says it is confirming, asks the attempt every 3 s and goes to the success page once it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    current = cardAttempt();
    await open();
    await waitFor(() => expect(frame()).not.toBeNull());
    await press('frame paid');
    await waitFor(() => expect($('[data-testid="card-confirming"]')).not.toBeNull());
    expect(text()).toContain(o.card.confirming);
    expect(sent.find((item) => item.path === `/api/payment/card/${current!.id}/result`)?.body).toEqual({ status: 'S' });
    // The frame said paid; only the server's status moves the screen on.
    expect(elsewhere()).toBeUndefined();

    current = { ...current!, status: 'SUCCEEDED', orderStatus: 'DELIVERED' };
    await actAsync(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(elsewhere()).toBe(`/payment/success/${ORDER}`));
  });

  it('says why a card was declined and starts a new attempt in the same currency at a fresh quote to try another card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    current = cardAttempt({ currency: 'BRL' });
    await open();
    await waitFor(() => expect(frame()).not.toBeNull());
    await press('frame failed');
    await waitFor(() => expect($('[data-testid="card-confirming"]')).not.toBeNull());
    expect(sent.find((item) => item.path.endsWith('/result'))?.body).toEqual({ status: 'F' });

    current = { ...current!, status: 'FAILED', failure: 'insufficient funds' };
    await actAsync(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect($('[data-testid="attempt-failed"]')).not.toBeNull());
    expect(text()).toContain(o.card.failedTitle);
    expect($('[data-testid="attempt-reason"]')?.textContent).toBe('Reason: insufficient funds');

    const failed = current!;
    await press(o.card.tryAnother);
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(pays()[0]!.body).toMatchObject({ method: 'CARD', currency: 'BRL' });
    expect(current!.id).not.toBe(failed.id);
    expect(frame()!.dataset.transaction).not.toBe(failed.instructions.kind === 'CARD_FRAME' ? failed.instructions.transactionId : '');
  });

  it('offers to continue another method’s payment or to cancel it (after a confirmation) to pay by card', async () => {
    current = cardAttempt({ method: 'PIX', provider: 'pix', instructions: { kind: 'PIX', brCode: '000201' } });
    await open();
    await waitFor(() => expect($('[data-testid="attempt-live"]')).not.toBeNull());
    expect(text()).toContain(o.card.otherRunningTitle);
    await press(o.card.useCard);
    await waitFor(() => expect(button(o.live.cancelConfirm)).toBeTruthy());
    await press(o.live.cancelConfirm);
    await waitFor(() => expect($('[data-testid="card-start"]')).not.toBeNull());
    expect(sent.filter((item) => item.path.endsWith('/cancel'))).toHaveLength(1);
  });
});
