// The online payment screen against a stubbed network: the methods with their names, 99992 and 99991
// said before anything is sent, the quote asked for the chosen method and currency, the billing
// fields checked with the catalogue's texts (99993), Pay sending the quote's rate and only the
// method's fields with an Idempotency-Key and going to the attempt's screen, 150043 quoted again and
// said, 140068 said with the limit, -5 showing the payment already running, a live attempt cancelled
// only after a confirmation, and a prepaid card's attempt followed here until it is paid.
import { QueryClientProvider } from '@tanstack/react-query';
import type { PaymentAttemptView, PaymentInstructions, PaymentOptions, PaymentQuote } from '@panel/domain/contract/payments';
import { ERROR_CODES, errorText } from '@panel/domain/errors';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../lib/boot-queries';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import en from './locales.en';
import es from './locales.es';
import pt from './locales.pt';
import OnlinePaymentScreen from './online-payment-screen';

const o = en.onlinePayment;
const ORDER = '0b7a1c52-3f0e-4d7e-9c1a-6b2f8e4d5a10';
const TOP_UP = '5f9e2d1c-7b6a-4c3d-8e2f-1a0b9c8d7e6f';
const AT = '2025-03-04T05:06:07.000Z';

const OPTIONS: PaymentOptions = {
  orderId: ORDER,
  topUpId: null,
  reference: 'O202503040001',
  amount: '100.00',
  currency: 'USD',
  vcoinDue: '100.00',
  types: ['ONLINE'],
  methods: [
    { method: 'CARD', currencies: ['USD', 'BRL'], fields: [] },
    { method: 'PIX', currencies: ['BRL'], fields: ['firstName', 'lastName', 'idType', 'idNumber', 'email'] },
    { method: 'PREPAID_CARD', currencies: ['MXN', 'USD'], fields: ['cardNumber', 'pin'] },
    { method: 'PAYPAL', currencies: [], fields: ['email'] },
  ],
  crypto: { chains: [], tokens: [] },
  banks: {},
  current: null,
  payBy: null,
};

let rate: string;
const quoteOf = (method: string, currency: string): PaymentQuote => ({
  method: method as PaymentQuote['method'],
  currency,
  amount: rate === '5.20000000' ? '530.00' : '520.00',
  fee: '10.00',
  feeMax: '50.00',
  vcoin: '100.00',
  rate,
  limit: '50000.00',
});

const attempt = (instructions: PaymentInstructions, changes: Partial<PaymentAttemptView> = {}): PaymentAttemptView => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  orderId: ORDER,
  topUpId: null,
  reference: 'O202503040001',
  type: 'ONLINE',
  method: 'PIX',
  provider: 'pix',
  status: 'WAITING',
  currency: 'BRL',
  amount: '520.00',
  fee: '10.00',
  vcoin: '100.00',
  received: '0.00',
  vcoinCredited: '0.00',
  rate: '5.10000000',
  instructions,
  expiresAt: null,
  failure: null,
  transfers: [],
  orderStatus: 'WAITINGPAYMENT',
  createdAt: AT,
  ...changes,
});
const PIX_ATTEMPT = attempt({ kind: 'PIX', brCode: '000201' });

type Answer = { respCode: number; data?: unknown; message?: string } | 'offline';
type Sent = { path: string; key: string | null; body: Record<string, unknown> };
let options: PaymentOptions;
let current: PaymentAttemptView | null;
let pays: Answer[];
let sent: Sent[];
let asked: string[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(async () => {
  await changeLocale('en');
  options = structuredClone(OPTIONS);
  current = null;
  rate = '5.10000000';
  pays = [];
  sent = [];
  asked = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://panel.test');
    const path = url.pathname;
    asked.push(`${init.method ?? 'GET'} ${path}${url.search}`);
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const record = () => sent.push({ path, key: new Headers(init.headers).get('Idempotency-Key'), body });
    let answer: Answer = { respCode: 404, message: 'no such call' };
    if (path === '/api/payment/options') answer = { respCode: 200, data: options };
    else if (path === '/api/payment/attempt/current')
      answer = current ? { respCode: 200, data: current } : { respCode: ERROR_CODES.ORDER_ACCESS_DENIED, message: 'none' };
    else if (path === '/api/payment/quote') {
      record();
      answer = { respCode: 200, data: quoteOf(String(body.method), String(body.currency)) };
    } else if (path === '/api/order/payment/pay/v2') {
      record();
      answer = pays.shift() ?? { respCode: 200, data: PIX_ATTEMPT };
      if (answer !== 'offline' && answer.respCode === 200) current = answer.data as PaymentAttemptView;
    } else if (path.endsWith('/cancel')) {
      record();
      current = { ...current!, status: 'CANCELLED' };
      answer = { respCode: 200, data: current };
    } else if (path.startsWith('/api/payment/attempt/')) answer = { respCode: 200, data: current };
    else if (path.startsWith('/api/commonality/')) answer = { respCode: 200, data: [] };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
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

async function open(path = `/payment/online/${ORDER}`, userId: string | null = null) {
  const router = createMemoryRouter(
    [
      { path: '/payment/online/:orderId', element: <OnlinePaymentScreen /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const client = createQueryClient();
  if (userId)
    client.setQueryData(currentUserQuery.queryKey, {
      id: userId,
      uid: '100100',
      nickname: 'Ana',
      email: null,
      phone: null,
      avatar: null,
      roles: [],
      store: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  view = await render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const text = () => document.body.textContent ?? '';
const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
const button = (name: string) => [...document.body.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;
const press = (name: string) => actAsync(() => button(name).click());
const chooseMethod = (method: string) => actAsync(() => $<HTMLButtonElement>(`[role="radio"][data-method="${method}"]`)!.click());
const elsewhere = () => $('[data-testid="elsewhere"]')?.textContent;
const pressPay = () => actAsync(() => $<HTMLButtonElement>('[data-testid="pay-submit"]')!.click());
const quotesAsked = () => sent.filter((item) => item.path === '/api/payment/quote');
const paysSent = () => sent.filter((item) => item.path === '/api/order/payment/pay/v2');

async function typeIn(label: string, value: string) {
  const field = [...document.body.querySelectorAll('label')].find((element) => element.textContent === label)!;
  const input = document.getElementById(field.htmlFor) as HTMLInputElement;
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function fillPix(firstName = 'Ana') {
  await typeIn(o.billing.firstName, firstName);
  await typeIn(o.billing.lastName, 'Souza');
  // A BRL payment asks Brazil's documents with CPF chosen first: chosen unless it is already.
  const cpf = [...document.body.querySelectorAll('.adm-selector-item')].find((item) => item.textContent === 'CPF')!;
  if (!cpf.classList.contains('adm-selector-item-active')) await actAsync(() => cpf.dispatchEvent(new MouseEvent('click', { bubbles: true })));
  await typeIn(o.billing.idNumber, '123.456.789-09');
  await typeIn(o.billing.email, 'ana@example.com');
}

describe('the online payment screen', () => {
  it('lists the methods by name, says 99992 then 99991 before asking anything, and marks a method without a rate unavailable', async () => {
    // An order in a currency no method takes: nothing is chosen for the buyer.
    options = { ...options, currency: 'EUR' };
    await open();
    await waitFor(() => expect($('[data-testid="method-list"]')).not.toBeNull());
    for (const name of [o.method.name.CARD, o.method.name.PIX, o.method.name.PREPAID_CARD, o.method.name.PAYPAL]) expect(text()).toContain(name);
    expect($<HTMLButtonElement>('[data-method="PAYPAL"]')!.disabled).toBe(true);
    expect(text()).toContain(o.quote.choose);

    await pressPay();
    await waitFor(() => expect($('[data-testid="method-list"]')!.textContent).toContain(errorText(ERROR_CODES.PAYMENT_METHOD_REQUIRED, 'en')));

    await chooseMethod('CARD');
    await pressPay();
    await waitFor(() => expect($('[data-testid="currency-choice"]')!.textContent).toContain(errorText(ERROR_CODES.PAYMENT_CURRENCY_REQUIRED, 'en')));
    expect(quotesAsked()).toHaveLength(0);
    expect(paysSent()).toHaveLength(0);
  });

  it('chooses the order’s own currency when the method takes it, and quotes it', async () => {
    await open();
    await waitFor(() => expect($('[data-method="CARD"]')).not.toBeNull());
    await chooseMethod('CARD');
    await waitFor(() => expect(quotesAsked().at(-1)?.body).toMatchObject({ method: 'CARD', currency: 'USD' }));
    expect($('[data-testid="currency-choice"] .adm-selector-item-active')?.textContent).toBe('USD');
  });

  it('gives tpaga’s phone Colombia’s code, +57', async () => {
    options = {
      ...options,
      methods: [
        ...options.methods,
        { method: 'TPAGA', currencies: ['COP'], fields: ['firstName', 'lastName', 'email', 'phoneCountry', 'phoneArea', 'phoneNumber'] },
      ],
    };
    await open();
    await waitFor(() => expect($('[data-method="TPAGA"]')).not.toBeNull());
    await chooseMethod('TPAGA');
    await waitFor(() => expect($<HTMLSelectElement>('select[id$="phoneCountry"]')?.value).toBe('+57'));
  });

  it('quotes PIX in its one currency, checks the names with 99993, then pays at the quote’s rate with the PIX fields only and goes to the PIX page', async () => {
    await open();
    await waitFor(() => expect($('[data-method="PIX"]')).not.toBeNull());
    await chooseMethod('PIX');
    await waitFor(() => expect($('[data-testid="quote-amount"]')?.textContent).toBe('520.00 BRL'));
    expect(quotesAsked()[0]!.body).toEqual({ orderId: ORDER, method: 'PIX', currency: 'BRL' });
    expect($('[data-testid="quote-fee-max"]')?.textContent).toContain('50.00 BRL');
    expect($('[data-testid="quote-vcoin"]')?.textContent).toBe('100.00 VCoin');

    await fillPix('x'.repeat(31));
    await pressPay();
    await waitFor(() => expect($('[data-testid="billing"]')!.textContent).toContain(errorText(ERROR_CODES.NAME_LENGTH, 'en')));
    expect(paysSent()).toHaveLength(0);

    await typeIn(o.billing.firstName, 'Ana');
    await pressPay();
    await waitFor(() => expect(elsewhere()).toBe(`/payment/pixCodePage/${ORDER}`));
    const [pay] = paysSent();
    expect(pay!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(pay!.body).toEqual({
      orderId: ORDER,
      method: 'PIX',
      currency: 'BRL',
      rate: '5.10000000',
      billing: { firstName: 'Ana', lastName: 'Souza', idType: 'CPF', idNumber: '12345678909', email: 'ana@example.com' },
    });
  });

  it('on 150043 asks the quote again, says the rate changed with the new amount, and pays again at the new rate with a new key', async () => {
    await open();
    await waitFor(() => expect($('[data-method="PIX"]')).not.toBeNull());
    await chooseMethod('PIX');
    await fillPix();
    await waitFor(() => expect($('[data-testid="quote-amount"]')?.textContent).toBe('520.00 BRL'));
    pays.push({ respCode: ERROR_CODES.EXCHANGE_RATE_CHANGED, message: 'rate' });
    rate = '5.20000000';
    await pressPay();
    await waitFor(() =>
      expect($('[data-testid="payment-notice"]')?.textContent).toBe(o.notice.rateChanged.replace('{{now}}', '530.00 BRL').replace('{{was}}', '520.00 BRL')),
    );
    expect($('[data-testid="quote-amount"]')?.textContent).toBe('530.00 BRL');

    await pressPay();
    await waitFor(() => expect(elsewhere()).toBe(`/payment/pixCodePage/${ORDER}`));
    const [first, second] = paysSent();
    expect(second!.body.rate).toBe('5.20000000');
    expect(second!.key).not.toBe(first!.key);
  });

  it('says the limit on 140068, and keeps the key of a payment that got no answer', async () => {
    await open();
    await waitFor(() => expect($('[data-method="CARD"]')).not.toBeNull());
    await chooseMethod('CARD');
    // USD, the order's own currency, is chosen with the method.
    await waitFor(() => expect($('[data-testid="quote-amount"]')).not.toBeNull());
    pays.push({ respCode: ERROR_CODES.OVER_PAYMENT_LIMIT, message: 'limit' }, 'offline', 'offline');
    await pressPay();
    await waitFor(() => expect($('[data-testid="payment-notice"]')?.textContent).toContain(errorText(ERROR_CODES.OVER_PAYMENT_LIMIT, 'en')));
    expect($('[data-testid="payment-notice"]')?.textContent).toContain('50,000.00 USD');

    await pressPay();
    await waitFor(() => expect($('[data-testid="payment-notice"]')?.textContent).toBe(o.notice.noAnswer));
    const [, second, retried] = paysSent();
    expect(retried!.key).toBe(second!.key);
  });

  it('on -5 says a payment is already running and shows it, with a way to continue it on its page', async () => {
    await open();
    await waitFor(() => expect($('[data-method="PIX"]')).not.toBeNull());
    await chooseMethod('PIX');
    await fillPix();
    await waitFor(() => expect($('[data-testid="quote-amount"]')).not.toBeNull());
    pays.push({ respCode: ERROR_CODES.PROCESS_ALREADY_STARTED, message: 'running' });
    current = attempt(
      { kind: 'BOLETO', line: '1', formattedLine: '1', barcode: '1', dueDate: AT, documentUrl: '/d' },
      { method: 'BOLETO', provider: 'boleto' },
    );
    await pressPay();
    await waitFor(() => expect($('[data-testid="attempt-live"]')).not.toBeNull());
    expect($('[data-testid="payment-notice"]')?.textContent).toBe(o.notice.running);
    expect(paysSent()).toHaveLength(1);
    await press(o.live.continue);
    await waitFor(() => expect(elsewhere()).toBe(`/payment/barcodePage/${ORDER}`));
  });

  it('cancels a live attempt only after a confirmation, with an Idempotency-Key, then shows the methods', async () => {
    current = PIX_ATTEMPT;
    await open();
    await waitFor(() => expect($('[data-testid="attempt-live"]')).not.toBeNull());
    expect(text()).toContain(o.live.title);
    await press(o.live.another);
    await waitFor(() => expect(text()).toContain(o.live.cancelTitle));
    await press(o.live.cancelKeep);
    await waitFor(() => expect(text()).not.toContain(o.live.cancelTitle));
    expect(sent.filter((item) => item.path.endsWith('/cancel'))).toHaveLength(0);

    await press(o.live.another);
    await waitFor(() => expect(button(o.live.cancelConfirm)).toBeTruthy());
    await press(o.live.cancelConfirm);
    await waitFor(() => expect($('[data-testid="method-list"]')).not.toBeNull());
    const [cancel] = sent.filter((item) => item.path.endsWith('/cancel'));
    expect(cancel!.path).toBe(`/api/payment/attempt/${PIX_ATTEMPT.id}/cancel`);
    expect(cancel!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('follows a prepaid card’s attempt here, asking every 3 s, and goes to the success page once it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = attempt({ kind: 'PENDING' }, { method: 'PREPAID_CARD', provider: 'wallet', currency: 'USD' });
    pays.push({ respCode: 200, data: pending });
    await open();
    await waitFor(() => expect($('[data-method="PREPAID_CARD"]')).not.toBeNull());
    await chooseMethod('PREPAID_CARD');
    // USD, the order's own currency, is chosen with the method.
    await typeIn(o.billing.cardNumber, '6011 0000 0000 0004');
    await typeIn(o.billing.pin, '1234');
    await waitFor(() => expect($('[data-testid="quote-amount"]')).not.toBeNull());
    await pressPay();
    await waitFor(() => expect($('[data-testid="attempt-waiting"]')).not.toBeNull());
    expect(text()).toContain(o.waiting.PENDING);
    expect(paysSent()[0]!.body.billing).toEqual({ cardNumber: '6011000000000004', pin: '1234' });

    const polls = () => asked.filter((call) => call.startsWith('GET /api/payment/attempt/current')).length;
    const before = polls();
    await actAsync(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(polls()).toBeGreaterThan(before));
    expect(elsewhere()).toBeUndefined();

    current = { ...pending, status: 'SUCCEEDED', orderStatus: 'DELIVERED' };
    await actAsync(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(elsewhere()).toBe(`/payment/success/${ORDER}`));
    const settled = polls();
    await actAsync(() => vi.advanceTimersByTimeAsync(9000));
    expect(polls()).toBe(settled);
  });

  it('says the reason of a failed prepaid card and offers to try again', async () => {
    current = attempt({ kind: 'PENDING' }, { method: 'PREPAID_CARD', provider: 'wallet', status: 'FAILED', failure: 'Card blocked by its issuer' });
    await open();
    await waitFor(() => expect($('[data-testid="attempt-failed"]')).not.toBeNull());
    expect($('[data-testid="attempt-reason"]')?.textContent).toBe('Reason: Card blocked by its issuer');
    await press(o.failed.tryAgain);
    await waitFor(() => expect($('[data-testid="method-list"]')).not.toBeNull());
  });

  it('pays a VCoin purchase by its topUpId and leads to the VCoin records once paid', async () => {
    options = { ...options, orderId: null, topUpId: TOP_UP, currency: 'VCOIN', amount: '100.00', reference: 'T1' };
    current = { ...PIX_ATTEMPT, orderId: null, topUpId: TOP_UP, status: 'SUCCEEDED' };
    await open(`/payment/online/${TOP_UP}?topUp=1`);
    await waitFor(() => expect(elsewhere()).toBe('/me/VCoinList'));
    expect(asked).toContain(`GET /api/payment/attempt/current?topUpId=${TOP_UP}`);
  });

  it('says plainly when the order is not the buyer’s', async () => {
    globalThis.fetch = vi.fn(
      async () => new Response(JSON.stringify({ respCode: ERROR_CODES.ORDER_ACCESS_DENIED, data: null, message: 'no' })),
    ) as typeof fetch;
    await open();
    await waitFor(() => expect($('[data-testid="payable-missing"]')).not.toBeNull());
    expect(text()).toContain(o.missingTitle);
  });

  it.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
  ] as const)(
    "in %s: a bank transfer asks the document of the currency's country: Mexico's RFC or CURP for MXN, Brazil's CPF or CNPJ for BRL",
    async (locale, texts) => {
      await changeLocale(locale);
      options = {
        ...options,
        methods: [{ method: 'BANK_TRANSFER', currencies: ['BRL', 'MXN'], fields: ['firstName', 'lastName', 'idType', 'idNumber', 'bank'] }],
      };
      await open();
      await waitFor(() => expect($('[data-method="BANK_TRANSFER"]')).not.toBeNull());
      await chooseMethod('BANK_TRANSFER');
      const idChoices = () => {
        const label = [...document.body.querySelectorAll('label')].find((element) => element.textContent === texts.onlinePayment.billing.idType)!;
        return [...label.closest('.adm-list-item')!.querySelectorAll('.adm-selector-item')].map(
          (item) => `${item.textContent}${item.classList.contains('adm-selector-item-active') ? '*' : ''}`,
        );
      };
      const currency = (code: string) =>
        actAsync(() =>
          $('[data-testid="currency-choice"]')!
            .querySelectorAll<HTMLElement>('.adm-selector-item')
            .forEach((item) => item.textContent === code && item.click()),
        );
      await currency('MXN');
      await waitFor(() => expect(idChoices()).toEqual(['RFC*', 'CURP']));
      await currency('BRL');
      await waitFor(() => expect(idChoices()).toEqual(['CPF*', 'CNPJ']));
    },
  );

  it('remembers the billing details per signed-in user on this device and fills them in next time; never a card number', async () => {
    localStorage.clear();
    await open(undefined, 'u1');
    await waitFor(() => expect($('[data-method="PIX"]')).not.toBeNull());
    await chooseMethod('PIX');
    await fillPix();
    await waitFor(() => expect($('[data-testid="quote-amount"]')?.textContent).toBe('520.00 BRL'));
    await pressPay();
    await waitFor(() => expect(elsewhere()).toBe(`/payment/pixCodePage/${ORDER}`));
    view!.unmount();
    current = null;

    await open(undefined, 'u1');
    await waitFor(() => expect($('[data-method="PIX"]')).not.toBeNull());
    await chooseMethod('PIX');
    const valueOf = (label: string) =>
      (document.getElementById([...document.body.querySelectorAll('label')].find((element) => element.textContent === label)!.htmlFor) as HTMLInputElement)
        .value;
    await waitFor(() => expect(valueOf(o.billing.firstName)).toBe('Ana'));
    expect(valueOf(o.billing.lastName)).toBe('Souza');
    expect(valueOf(o.billing.email)).toBe('ana@example.com');
    view!.unmount();

    // Another account on the same phone sees none of it.
    await open(undefined, 'u2');
    await waitFor(() => expect($('[data-method="PIX"]')).not.toBeNull());
    await chooseMethod('PIX');
    await waitFor(() => expect(valueOf(o.billing.firstName)).toBe(''));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('billing:'))).toEqual(['billing:u1']);
    expect(localStorage.getItem('billing:u1')).not.toMatch(/cardNumber|pin/);
  });
});
