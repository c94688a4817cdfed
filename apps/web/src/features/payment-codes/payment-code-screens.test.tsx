// The payment code pages against a stubbed network and clock: each reads the current attempt of the
// order (or of a VCoin purchase with ?topUp=1) and draws its code; the PIX page counts down and shows
// the code expired at zero, asks again every 3 s and moves on to the success page by itself once
// paid; the copy buttons say "Copied" for a moment; 150004 and a failed read are states of the page;
// an attempt of another method is handed over to its page; the boleto, tpaga and crypto pages show
// their own instructions; the crypto page starts an attempt with a token and a network, re-quotes
// after 150043, and says what arrived (short, over, late, on another network).
import { QueryClientProvider } from '@tanstack/react-query';
import type { PaymentAttemptView, PaymentInstructions, PaymentOptions, PaymentQuote } from '@panel/domain/contract/payments';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdnDomainQuery, currentUserQuery } from '../../lib/boot-queries';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import BarcodeScreen from './barcode-screen';
import { COPIED_MS } from '../../components/use-copy';
import CryptoScreen from './crypto-screen';
import en from './locales.en';
import es from './locales.es';
import pt from './locales.pt';
import PixCodeScreen from './pix-code-screen';
import { attemptFixture } from './test-attempts';
import TpagaCodeScreen from './tpaga-code-screen';

const p = en.paymentCodes;
const ORDER = '0b7a1c52-3f0e-4d7e-9c1a-6b2f8e4d5a10';
const TOP_UP = '5f9e2d1c-7b6a-4c3d-8e2f-1a0b9c8d7e6f';
const NOW = Date.parse('2026-01-15T12:00:00.000Z');
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
const BR_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406150.755802BR5912VCOIN MARKET6009SAO PAULO62150511ORD20250001630416A1';
const BOLETO: PaymentInstructions = {
  kind: 'BOLETO',
  line: '00190000090123456700400000123174213270000015075',
  formattedLine: '00190.00009 01234.567004 00000.123174 2 13270000015075',
  barcode: '00192132700000150750000001234567000000012317',
  dueDate: '2026-01-18',
  documentUrl: '/sandbox/boleto/ref-1',
};
const CRYPTO: PaymentInstructions = {
  kind: 'CRYPTO',
  chain: 'TRC20',
  token: 'USDT',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  amount: '30.05',
  decimals: 6,
  confirmationsRequired: 19,
};

const attempt = (overrides: Partial<PaymentAttemptView> = {}) =>
  attemptFixture({
    orderId: ORDER,
    instructions: { kind: 'PIX', brCode: BR_CODE },
    expiresAt: new Date(NOW + 15 * 60_000).toISOString(),
    createdAt: new Date(NOW).toISOString(),
    ...overrides,
  });
const cryptoAttempt = (overrides: Partial<PaymentAttemptView> = {}) =>
  attempt({ type: 'CRYPTO', method: 'CRYPTO', provider: 'crypto', currency: 'USDT', amount: '30.05', fee: '0.05', instructions: CRYPTO, ...overrides });

const OPTIONS: PaymentOptions = {
  orderId: ORDER,
  topUpId: null,
  reference: 'ORD20260001',
  amount: '30.00',
  currency: 'USD',
  vcoinDue: '30.00',
  types: ['CRYPTO'],
  methods: [],
  crypto: { chains: ['TRC20', 'ERC20', 'BEP20', 'POLYGON', 'SOLANA'], tokens: ['USDT', 'USDC'] },
  banks: {},
  current: null,
  payBy: null,
};
const quote = (overrides: Partial<PaymentQuote> = {}): PaymentQuote => ({
  method: 'CRYPTO',
  currency: 'USDT',
  // The quote answers a token's 6 decimals; the page shows the significant ones.
  amount: '30.050000',
  fee: '0.300500',
  feeMax: null,
  vcoin: '30.00',
  rate: '1.0',
  limit: null,
  ...overrides,
});

type Answer = { respCode: number; data?: unknown; message?: string };
/** What GET /api/payment/attempt/current answers, one a call; the last one stays. */
let current: Answer[];
let quotes: Answer[];
let pays: Answer[];
let calls: { path: string; query: URLSearchParams; key: string | null; body: Record<string, unknown> | null }[];
let writeText: ReturnType<typeof vi.fn>;
const realFetch = globalThis.fetch;
let view: Rendered | undefined;
let router: ReturnType<typeof createMemoryRouter>;

const ok = (data: unknown): Answer => ({ respCode: 200, data });
const next = (list: Answer[]) => (list.length > 1 ? list.shift()! : list[0]!);

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  await changeLocale('en');
  current = [];
  quotes = [ok(quote())];
  pays = [];
  calls = [];
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://panel.test');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({ path: url.pathname, query: url.searchParams, key: new Headers(init.headers).get('Idempotency-Key'), body });
    let answer: Answer = ok(null);
    if (url.pathname === '/api/payment/attempt/current') answer = next(current);
    else if (url.pathname === '/api/payment/options') answer = ok(OPTIONS);
    else if (url.pathname === '/api/payment/quote') answer = next(quotes);
    else if (url.pathname === '/api/order/payment/pay/v2') answer = next(pays);
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
  vi.useRealTimers();
});

async function open(path: string) {
  const client = createQueryClient();
  client.setQueryData(currentUserQuery.queryKey, ME);
  client.setQueryData(cdnDomainQuery.queryKey, 'http://cdn.test');
  router = createMemoryRouter(
    [
      { path: '/payment/pixCodePage/:orderId', element: <PixCodeScreen /> },
      { path: '/payment/barcodePage/:orderId', element: <BarcodeScreen /> },
      { path: '/payment/tpagaCodePage/:orderId', element: <TpagaCodeScreen /> },
      { path: '/payment/crypto/:orderId', element: <CryptoScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  view = await render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const text = () => view!.container.textContent ?? '';
const byTestId = (id: string) => view!.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const shown = (id: string) => waitFor(() => expect(byTestId(id)).not.toBeNull());
const button = (name: string) => [...view!.container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name);
const press = (name: string) => actAsync(() => button(name)!.click());
const location = () => `${router.state.location.pathname}${router.state.location.search}`;
const advance = (ms: number) => actAsync(() => vi.advanceTimersByTimeAsync(ms));
const currentCalls = () => calls.filter((call) => call.path === '/api/payment/attempt/current');

describe('the PIX page', () => {
  it('shows what is paid, the QR code, the copy and paste code and the time left, and reads the order’s current attempt', async () => {
    current = [ok(attempt())];
    await open(`/payment/pixCodePage/${ORDER}`);
    await shown('pix-code');
    expect(currentCalls()[0]!.query.get('orderId')).toBe(ORDER);
    expect(byTestId('attempt-for')!.textContent).toBe('Order ORD20260001');
    expect(byTestId('attempt-amount')!.textContent).toBe('150.75 BRL');
    expect(byTestId('attempt-fee')!.textContent).toBe('3.00 BRL');
    expect(view!.container.querySelector(`svg[aria-label="${p.pix.qrLabel}"]`)).not.toBeNull();
    expect(byTestId('pix-code')!.textContent).toBe(BR_CODE);
    expect(byTestId('attempt-status')!.textContent).toBe(p.attemptStatus.WAITING);
    expect(byTestId('attempt-clock')!.textContent).toBe('15:00');
    expect(text()).toContain(p.pix.steps);
    // The amount is "to pay", and the fee said to be in it.
    expect(text()).toContain(p.amount);
    expect(text()).toContain(p.fee);
  });

  it('an ended attempt’s amount is no longer "to pay"', async () => {
    current = [ok(attempt({ status: 'EXPIRED' }))];
    await open(`/payment/pixCodePage/${ORDER}`);
    await shown('attempt-amount');
    expect(byTestId('attempt-amount')!.closest('.adm-list-item')!.textContent).toContain(p.amountEnded);
    expect(text()).not.toContain(p.amount);
  });

  it('counts down in minutes and seconds and shows the code expired at zero, with another way to pay', async () => {
    current = [ok(attempt({ expiresAt: new Date(NOW + 62_000).toISOString() }))];
    await open(`/payment/pixCodePage/${ORDER}`);
    await shown('attempt-clock');
    expect(byTestId('attempt-clock')!.textContent).toBe('01:02');
    await advance(1000);
    expect(byTestId('attempt-clock')!.textContent).toBe('01:01');
    await advance(60_000);
    expect(byTestId('attempt-clock')!.textContent).toBe('00:01');
    await advance(1000);
    await shown('attempt-ended');
    expect(byTestId('attempt-ended')!.dataset.status).toBe('EXPIRED');
    expect(text()).toContain(p.ended.EXPIRED);
    expect(text()).toContain(p.ended.expiredText);
    expect(byTestId('pix-code')).toBeNull();
    await press(p.chooseAnother);
    expect(location()).toBe(`/payment/online/${ORDER}`);
  });

  it('asks again every 3 s and turns to the success page by itself once paid', async () => {
    current = [ok(attempt()), ok(attempt()), ok(attempt({ status: 'SUCCEEDED', orderStatus: 'DELIVERED' }))];
    await open(`/payment/pixCodePage/${ORDER}`);
    await shown('pix-code');
    expect(currentCalls()).toHaveLength(1);
    await advance(3000);
    await waitFor(() => expect(currentCalls()).toHaveLength(2));
    expect(location()).toBe(`/payment/pixCodePage/${ORDER}`);
    await advance(3000);
    await waitFor(() => expect(location()).toBe(`/payment/success/${ORDER}`));
  });

  it('leads a paid VCoin purchase to the VCoin records', async () => {
    current = [
      ok(attempt({ orderId: null, topUpId: TOP_UP, orderStatus: null })),
      ok(attempt({ orderId: null, topUpId: TOP_UP, orderStatus: null, status: 'SUCCEEDED' })),
    ];
    await open(`/payment/pixCodePage/${TOP_UP}?topUp=1`);
    await shown('pix-code');
    expect(currentCalls()[0]!.query.get('topUpId')).toBe(TOP_UP);
    expect(byTestId('attempt-for')!.textContent).toBe('VCoin purchase ORD20260001');
    expect(byTestId('attempt-vcoin')!.textContent).toBe('30.00 VCoin');
    await advance(3000);
    await waitFor(() => expect(location()).toBe('/me/VCoinList'));
  });

  it('says "Copied" on the copy button for a moment after copying the code', async () => {
    current = [ok(attempt())];
    await open(`/payment/pixCodePage/${ORDER}`);
    await shown('pix-code-copy');
    expect(byTestId('pix-code-copy')!.textContent).toBe('Copy');
    await actAsync(() => byTestId('pix-code-copy')!.click());
    expect(writeText).toHaveBeenCalledWith(BR_CODE);
    expect(byTestId('pix-code-copy')!.textContent).toBe('Copied');
    await advance(COPIED_MS);
    expect(byTestId('pix-code-copy')!.textContent).toBe('Copy');
  });

  it('keeps the button as it was when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    current = [ok(attempt())];
    await open(`/payment/pixCodePage/${ORDER}`);
    await shown('pix-code-copy');
    await actAsync(() => byTestId('pix-code-copy')!.click());
    expect(byTestId('pix-code-copy')!.textContent).toBe('Copy');
  });

  it('shows no payment for another user’s order (150004)', async () => {
    current = [{ respCode: 150004, message: 'You cannot access this order' }];
    await open(`/payment/pixCodePage/${ORDER}`);
    await shown('attempt-missing');
    expect(text()).toContain(p.missing.title);
    expect(byTestId('pix-code')).toBeNull();
  });

  it('shows a failed read with a way to try again', async () => {
    current = [{ respCode: 500, message: 'boom' }, ok(attempt())];
    await open(`/payment/pixCodePage/${ORDER}`);
    await waitFor(() => expect(button('Try again')).toBeDefined());
    await press('Try again');
    await shown('pix-code');
  });

  it('says why a failed attempt ended, with another way to pay and the order', async () => {
    current = [ok(attempt({ status: 'FAILED', failure: 'Insufficient funds' }))];
    await open(`/payment/pixCodePage/${ORDER}`);
    await shown('attempt-ended');
    expect(text()).toContain(p.ended.FAILED);
    expect(text()).toContain('Reason: Insufficient funds');
    await press(p.viewOrder);
    expect(location()).toBe(`/payment/detail/${ORDER}`);
  });

  it('offers no other way to pay once the order is closed (refunded): it says so and leads to the order', async () => {
    current = [ok(attempt({ status: 'REFUNDED', orderStatus: 'REFUND' }))];
    await open(`/payment/pixCodePage/${ORDER}`);
    await shown('attempt-ended');
    expect(text()).toContain(p.ended.REFUNDED);
    expect(text()).toContain(p.ended.orderClosed.replace('{{status}}', 'Refunded'));
    expect(button(p.chooseAnother)).toBeFalsy();
    await press(p.viewOrder);
    expect(location()).toBe(`/payment/detail/${ORDER}`);
  });

  it('hands a live attempt of another method over to its page', async () => {
    current = [ok(attempt({ method: 'BOLETO', provider: 'boleto', instructions: BOLETO }))];
    await open(`/payment/pixCodePage/${TOP_UP}?topUp=1`);
    // The current attempt names its own payable.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/barcodePage/${ORDER}`));
  });

  it('speaks Spanish', async () => {
    await changeLocale('es');
    current = [ok(attempt())];
    await open(`/payment/pixCodePage/${ORDER}`);
    await shown('pix-code');
    expect(text()).toContain(es.paymentCodes.pix.steps);
    expect(byTestId('attempt-amount')!.textContent).toBe('150,75 BRL');
  });
});

describe('the boleto page', () => {
  it('shows the due date, the typed line (its digits copied), the barcode and the document, and how long a boleto takes', async () => {
    current = [ok(attempt({ method: 'BOLETO', provider: 'boleto', instructions: BOLETO, expiresAt: '2026-01-19T02:59:59.000Z' }))];
    await open(`/payment/barcodePage/${ORDER}`);
    await shown('boleto-line');
    expect(byTestId('boleto-due')!.textContent).toBe('2026/01/18');
    expect(byTestId('boleto-line')!.textContent).toBe('00190.00009 01234.567004 00000.123174 2 13270000015075');
    expect(view!.container.querySelector(`svg[aria-label="${p.boleto.barcodeLabel} ${BOLETO.barcode}"]`)).not.toBeNull();
    const download = byTestId('boleto-download') as HTMLAnchorElement;
    expect(download.getAttribute('href')).toBe('/sandbox/boleto/ref-1');
    expect(download.target).toBe('_blank');
    expect(text()).toContain(p.boleto.clearing);
    // Its due date says the time; no clock.
    expect(byTestId('attempt-clock')).toBeNull();
    await actAsync(() => byTestId('boleto-line-copy')!.click());
    expect(writeText).toHaveBeenCalledWith(BOLETO.line);
  });
});

describe('the tpaga page', () => {
  it('shows the payment link as a QR code and as a button that opens it', async () => {
    const url = 'https://sandbox.test/sandbox/tpaga/pr-1a2b';
    current = [
      ok(attempt({ method: 'TPAGA', provider: 'tpaga', currency: 'COP', amount: '120000.00', instructions: { kind: 'PAYMENT_CODE', url, token: 'pr-1a2b' } })),
    ];
    await open(`/payment/tpagaCodePage/${ORDER}`);
    await shown('tpaga-open');
    expect(view!.container.querySelector(`svg[aria-label="${p.tpaga.qrLabel}"]`)).not.toBeNull();
    expect((byTestId('tpaga-open') as HTMLAnchorElement).getAttribute('href')).toBe(url);
    expect(byTestId('tpaga-open')!.textContent).toBe(p.tpaga.open);
    expect(byTestId('attempt-amount')!.textContent).toBe('120,000.00 COP');
  });
});

describe('the crypto page', () => {
  const pick = (label: string) =>
    actAsync(() => [...view!.container.querySelectorAll<HTMLElement>('.adm-selector-item')].find((element) => element.textContent?.trim() === label)!.click());

  it('without an attempt: chooses the token and network, reads the quote and gets an address with an Idempotency-Key', async () => {
    current = [{ respCode: 150004, message: 'none' }];
    pays = [ok(cryptoAttempt())];
    await open(`/payment/crypto/${ORDER}`);
    await shown('quote-amount');
    expect(byTestId('crypto-for')!.textContent).toBe('Order ORD20260001');
    expect(byTestId('quote-amount')!.textContent).toBe('30.05 USDT');
    expect(byTestId('quote-fee')!.textContent).toBe('0.3005 USDT');
    expect(byTestId('quote-vcoin')!.textContent).toBe('30.00 VCoin');
    expect(text()).toContain(p.crypto.chainWarning);
    // A network must be chosen first.
    expect(button(p.crypto.getAddress)!.disabled).toBe(true);
    await pick(p.crypto.chainName.TRC20);
    await press(p.crypto.getAddress);
    await shown('crypto-address');
    const pay = calls.find((call) => call.path === '/api/order/payment/pay/v2')!;
    expect(pay.body).toEqual({ orderId: ORDER, method: 'CRYPTO', currency: 'USDT', chain: 'TRC20', rate: '1.0', billing: {} });
    expect(pay.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(byTestId('crypto-amount')!.textContent).toBe('30.05');
    expect(byTestId('crypto-address')!.textContent).toBe(CRYPTO.address);
    expect(text()).toContain(p.crypto.exactHint);
    expect(view!.container.querySelector(`svg[aria-label="${p.crypto.addressQr}"]`)).not.toBeNull();
    // TRON's transfers show once confirmed: the page says so while none is seen.
    expect(byTestId('crypto-no-transfers')!.textContent).toBe(p.crypto.noTransfersConfirmedOnly);
  });

  it('quotes the other token when chosen', async () => {
    current = [{ respCode: 150004, message: 'none' }];
    quotes = [ok(quote()), ok(quote({ currency: 'USDC', amount: '30.06' }))];
    await open(`/payment/crypto/${ORDER}`);
    await shown('quote-amount');
    await pick('USDC');
    await waitFor(() => expect(byTestId('quote-amount')!.textContent).toBe('30.06 USDC'));
    expect(calls.filter((call) => call.path === '/api/payment/quote').map((call) => call.body!.currency)).toEqual(['USDT', 'USDC']);
  });

  it('quotes again after the rate changed (150043) and says so; the next press takes a new key', async () => {
    current = [{ respCode: 150004, message: 'none' }];
    quotes = [ok(quote()), ok(quote({ amount: '30.40', rate: '0.99' }))];
    pays = [{ respCode: 150043, message: 'rate changed' }, ok(cryptoAttempt())];
    await open(`/payment/crypto/${ORDER}`);
    await shown('quote-amount');
    await pick(p.crypto.chainName.TRC20);
    await press(p.crypto.getAddress);
    await shown('crypto-notice');
    await waitFor(() => expect(byTestId('quote-amount')!.textContent).toBe('30.40 USDT'));
    expect(byTestId('crypto-notice')!.textContent).toContain('30.40 USDT');
    expect(byTestId('crypto-notice')!.textContent).toContain('30.05 USDT');
    await press(p.crypto.getAddress);
    await shown('crypto-address');
    const sent = calls.filter((call) => call.path === '/api/order/payment/pay/v2');
    expect(sent.map((call) => call.body!.rate)).toEqual(['1.0', '0.99']);
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
  });

  it('with a live attempt: the network and token, the amount to send, BEP20’s decimals, the time left and the confirmations', async () => {
    const transfer = {
      txHash: '0xabc',
      chain: 'BEP20' as const,
      token: 'USDT' as const,
      amount: '30.05',
      confirmations: 5,
      status: 'COUNTING' as const,
      late: false,
      at: new Date(NOW).toISOString(),
    };
    current = [
      ok(
        cryptoAttempt({
          status: 'CONFIRMING',
          received: '30.05',
          instructions: { ...CRYPTO, chain: 'BEP20', decimals: 18, confirmationsRequired: 15 },
          transfers: [transfer],
        }),
      ),
    ];
    await open(`/payment/crypto/${ORDER}`);
    await shown('crypto-amount');
    expect(byTestId('crypto-badges')!.textContent).toContain(p.crypto.chainName.BEP20);
    expect(byTestId('crypto-badges')!.textContent).toContain('USDT');
    expect(byTestId('crypto-decimals')!.textContent).toContain('18 decimals');
    expect(byTestId('crypto-confirmations')!.textContent).toBe('5 of 15 confirmations');
    // The transfer being confirmed comes before the address.
    const order = byTestId('crypto-transfer')!.compareDocumentPosition(byTestId('crypto-address')!);
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(byTestId('attempt-status')!.textContent).toBe(p.attemptStatus.CONFIRMING);
    expect(byTestId('crypto-partial')).toBeNull();
    expect(byTestId('crypto-overpaid')).toBeNull();
  });

  it.each([
    ['en', en],
    ['es', es],
    ['pt', pt],
  ] as const)(
    'in %s: price, fee and payment mark are rows that add up exactly to the amount to send, with why the amount is a little more',
    async (locale, texts) => {
      await changeLocale(locale);
      // 29.7492 + 0.3008 + 0.03 = 30.08: a 0.3 % fee, and three steps of 0.01 above the quote's 30.05.
      current = [ok(cryptoAttempt({ amount: '30.08', fee: '0.3008', mark: '0.03', instructions: { ...CRYPTO, amount: '30.08' } }))];
      await open(`/payment/crypto/${ORDER}`);
      await shown('crypto-sum-amount');
      const c = texts.paymentCodes.crypto;
      const rowOf = (key: string) => byTestId(`crypto-sum-${key}`)!.closest('.adm-list-item')!;
      expect(rowOf('price').textContent).toContain(c.price);
      expect(rowOf('fee').textContent).toContain(c.fee);
      expect(rowOf('mark').textContent).toContain(c.mark);
      expect(rowOf('amount').textContent).toContain(c.exact);
      const shownMinor = (key: string) => {
        const [value, unit] = byTestId(`crypto-sum-${key}`)!.textContent!.split(' ');
        expect(unit).toBe('USDT');
        const [whole, fraction = ''] = value!.split('.');
        return BigInt(whole! + fraction.padEnd(6, '0'));
      };
      expect(shownMinor('mark')).toBe(30_000n);
      expect(shownMinor('price') + shownMinor('fee') + shownMinor('mark')).toBe(shownMinor('amount'));
      expect(byTestId('crypto-sum-amount')!.textContent).toBe(`${byTestId('crypto-amount')!.textContent} USDT`);
      expect(byTestId('crypto-mark-hint')!.textContent).toBe(c.markHint);
      // The fee is said once, in the sum.
      expect(byTestId('attempt-fee')).toBeNull();
    },
  );

  it('the QR is the payment request where wallets read one: EIP-681 with the contract, the network and the amount left; on TRON the address alone, said so', async () => {
    const contract = '0x55d398326f99059fF775485246999027B3197955';
    const bep20 = {
      ...CRYPTO,
      chain: 'BEP20' as const,
      address: '0x1111111111111111111111111111111111111111',
      decimals: 18,
      confirmationsRequired: 15,
      contract,
    };
    current = [ok(cryptoAttempt({ status: 'PARTIAL', received: '20.00', instructions: bep20 }))];
    await open(`/payment/crypto/${ORDER}`);
    await shown('crypto-address-qr');
    // What is left (10.05) in the token's smallest unit, on chain 56.
    expect(byTestId('crypto-address-qr')!.dataset.qr).toBe(`ethereum:${contract}@56/transfer?address=${bep20.address}&uint256=10050000000000000000`);
    expect(byTestId('crypto-address-qr')!.querySelector('svg')!.getAttribute('aria-label')).toContain(`10.05 USDT on ${p.crypto.chainName.BEP20}`);
    expect(text()).toContain(p.crypto.requestQrHint);
    view!.unmount();
    current = [ok(cryptoAttempt())];
    await open(`/payment/crypto/${ORDER}`);
    await shown('crypto-address-qr');
    expect(byTestId('crypto-address-qr')!.dataset.qr).toBe(CRYPTO.address);
    expect(text()).toContain(p.crypto.addressQrHint);
  });

  it('says what is left to send when underpaid, and where a surplus goes when overpaid', async () => {
    current = [ok(cryptoAttempt({ status: 'PARTIAL', received: '20.00' }))];
    await open(`/payment/crypto/${ORDER}`);
    await shown('crypto-partial');
    expect(byTestId('crypto-partial')!.textContent).toContain('Received 20.00 USDT of 30.05 USDT');
    expect(byTestId('crypto-partial')!.textContent).toContain('(10.05 USDT)');
    // By the attempt's time, and its clock still counts.
    const by = new Date(cryptoAttempt().expiresAt!).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
    expect(byTestId('crypto-partial')!.textContent).toContain(`to the same address by ${by}`);
    expect(byTestId('attempt-clock')).not.toBeNull();
    // What is left is what to send now.
    expect(byTestId('crypto-amount')!.textContent).toBe('10.05');
    expect(text()).toContain(p.crypto.rest);
    view!.unmount();
    current = [ok(cryptoAttempt({ status: 'CONFIRMING', received: '35.05' }))];
    await open(`/payment/crypto/${ORDER}`);
    await shown('crypto-overpaid');
    expect(byTestId('crypto-overpaid')!.textContent).toContain('5.00 USDT');
  });

  it('an expired attempt shows a late transfer credited to the wallet and one on another network under review, with a new address', async () => {
    const at = new Date(NOW).toISOString();
    current = [
      ok(
        cryptoAttempt({
          status: 'EXPIRED',
          transfers: [
            { txHash: '0x1', chain: 'TRC20', token: 'USDT', amount: '30.05', confirmations: 19, status: 'CREDITED', late: true, at },
            { txHash: '0x2', chain: 'ERC20', token: 'USDT', amount: '30.05', confirmations: 3, status: 'REVIEW', late: false, at },
          ],
        }),
      ),
    ];
    await open(`/payment/crypto/${ORDER}`);
    await shown('attempt-ended');
    // Money arrived: it is in the wallet, not "nothing charged".
    expect(text()).toContain(p.ended.arrivedText);
    expect(text()).not.toContain(p.ended.expiredText);
    expect(text()).toContain(p.crypto.late);
    expect(text()).toContain(p.crypto.review);
    await press(p.crypto.newAddress);
    await shown('quote-amount');
  });

  it('turns to the VCoin records once a purchase is credited', async () => {
    const purchase = { orderId: null, topUpId: TOP_UP, orderStatus: null };
    current = [
      ok(cryptoAttempt({ ...purchase, status: 'CONFIRMING', received: '30.05' })),
      ok(cryptoAttempt({ ...purchase, status: 'SUCCEEDED', received: '30.05' })),
    ];
    await open(`/payment/crypto/${TOP_UP}?topUp=1`);
    await shown('crypto-amount');
    await advance(3000);
    await waitFor(() => expect(location()).toBe('/me/VCoinList'));
  });
});
