// @vitest-environment jsdom
// The checkout frame's own script, run in a document: it waits for its parent's theme, takes
// messages only from that origin and window, posts only to it, checks the card form inline, and
// reports loading, success (S, F; for 3-D Secure the step's result) and its height. The provider's
// answers are stubbed at fetch (the server side is onerway.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONERWAY_FRAME_HTML, PACYPAY_ACTIONS as A } from './onerway-frame';

// This file runs in a document (jsdom); the server's types carry no DOM, so its globals are read untyped.
const { window, document, HTMLElement, MessageEvent, Event } = globalThis as any;

const ORIGIN = 'http://panel.test';
const TXN = '1919652333131169792';
const SCRIPT = /<script>([\s\S]*)<\/script>/.exec(ONERWAY_FRAME_HTML)![1]!;
const BODY = /<body>([\s\S]*)<script>/.exec(ONERWAY_FRAME_HTML)![1]!;

type Posted = { message: { action: string; data: unknown }; target: string };
let posted: Posted[];
let requests: Array<{ url: string; body: any }>;
let answers: Record<string, unknown>;
let listeners: Array<(event: unknown) => void>;

const transaction = (status = 'CREATED') => ({
  respCode: '20000',
  respMsg: 'Success',
  data: { transactionId: TXN, status, amount: '12.34', currency: 'USD', description: 'Order 1', expired: false, reason: null },
});

beforeEach(() => {
  posted = [];
  requests = [];
  answers = { [`/sandbox/onerway/transaction/${TXN}`]: transaction() };
  document.body.innerHTML = BODY;
  document.documentElement.className = '';
  vi.spyOn(window, 'postMessage').mockImplementation((...args: any[]) => posted.push({ message: args[0], target: args[1] }));
  // Each element is as tall as 10 px per element inside it: the frame's height follows what it shows.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: any) {
    return { height: 10 * this.querySelectorAll('*').length };
  });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[url];
    if (!answer) throw new TypeError('network');
    return new Response(JSON.stringify(answer));
  });
  // The script adds its message listener to this window; remember them to remove them after each test.
  listeners = [];
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((...[type, listener, options]: any[]) => {
    if (type === 'message') listeners.push(listener);
    add(type, listener, options);
  });
  new Function(SCRIPT)();
});
afterEach(() => {
  for (const listener of listeners) window.removeEventListener('message', listener);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A message as the parent page sends it (its origin, its window). */
const fromParent = (action: string, data?: unknown, { origin = ORIGIN, source = window as unknown } = {}) =>
  window.dispatchEvent(new MessageEvent('message', { data: { action, data }, origin, source }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const theme = async (data: Record<string, unknown> = {}) => {
  fromParent(A.theme, { config: {}, transactionId: TXN, origin: ORIGIN, locale: 'en', ...data });
  await settle();
};
const actions = () => posted.map((p) => p.message.action);
const successes = (): any[] => posted.filter((p) => p.message.action === A.success).map((p) => JSON.parse(p.message.data as string));
const field = (name: string): any => document.getElementById(`f-${name}`);
const type = (name: string, value: string) => {
  const box = field(name)!;
  box.value = value;
  box.dispatchEvent(new Event('input'));
};
const fillCard = (number: string) => {
  type('number', number);
  type('expiry', '12/29');
  type('cvv', '123');
  type('holderName', 'Ana Souza');
  type('country', 'Brazil');
  type('address', 'Rua A 1');
  type('city', 'São Paulo');
  type('zip', '01000-000');
};

describe('the checkout frame', () => {
  it('does nothing until its parent sends the theme from the origin the theme names', async () => {
    fromParent(A.submit);
    fromParent(A.theme, { transactionId: TXN, origin: 'http://evil.test', config: {} });
    fromParent(A.theme, { transactionId: TXN, origin: ORIGIN, config: {} }, { origin: 'http://evil.test' });
    fromParent(A.theme, { transactionId: TXN, origin: ORIGIN, config: {} }, { source: null });
    await settle();
    expect(requests).toHaveLength(0);
    expect(posted).toHaveLength(0);
  });

  it('shows the card form with the spec’s defaults and posts its height, only to its parent’s origin', async () => {
    await theme();
    expect(requests.map((r) => r.url)).toEqual([`/sandbox/onerway/transaction/${TXN}`]);
    for (const name of ['number', 'expiry', 'cvv', 'holderName', 'country', 'address', 'city', 'zip']) expect(field(name), name).not.toBeNull();
    expect(document.getElementById('pay')!.textContent).toBe('Pay $12.34');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    const heights = posted.filter((p) => p.message.action === A.height).map((p) => JSON.parse(p.message.data as string));
    expect(heights.length).toBeGreaterThan(0);
    expect(heights.at(-1)).toEqual({ height: expect.any(Number) });
    expect(heights.at(-1).height).toBeGreaterThan(100);
    expect(new Set(posted.map((p) => p.target))).toEqual(new Set([ORIGIN]));
  });

  it('follows its configuration: dark theme, no cardholder name, no billing information, no pay button, Spanish', async () => {
    await theme({ locale: 'es', config: { checkoutTheme: 'dark', showCardholderName: false, displayBillingInformation: false, showPayButton: false } });
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(field('holderName')).toBeNull();
    expect(field('country')).toBeNull();
    expect(document.getElementById('pay')).toBeNull();
    expect(document.querySelector('label[for="f-number"]')!.textContent).toBe('Número de tarjeta');
  });

  it('checks the fields inline and does not submit while one is wrong', async () => {
    await theme();
    type('number', '4761 3441 3614 1391');
    type('expiry', '01/20');
    type('cvv', '12');
    fromParent(A.submit);
    await settle();
    expect(field('number')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('f-number-error')!.textContent).toBe('Enter a valid card number');
    expect(document.getElementById('f-expiry-error')!.textContent).toBe('Enter a valid expiry date in the future');
    expect(document.getElementById('f-cvv-error')!.textContent).toBe('Enter the 3 or 4 digit security code');
    expect(document.getElementById('f-holderName-error')!.textContent).toBe('Complete this field');
    expect(actions()).not.toContain(A.loading);
    expect(requests.map((r) => r.url)).not.toContain('/sandbox/onerway/pay');
  });

  it('pays on its parent’s submit: loading, then success with the status as a JSON string', async () => {
    answers['/sandbox/onerway/pay'] = { respCode: '20000', respMsg: 'Success', data: { status: 'S', transactionId: TXN } };
    await theme();
    fillCard('4761 3441 3614 1390');
    expect(field('number')!.value).toBe('4761 3441 3614 1390');
    fromParent(A.submit);
    await settle();
    const pay = requests.find((r) => r.url === '/sandbox/onerway/pay')!;
    expect(pay.body).toMatchObject({
      transactionId: TXN,
      card: { number: '4761344136141390', expiry: '12/29', cvv: '123', holderName: 'Ana Souza' },
      billing: { country: 'Brazil', city: 'São Paulo' },
    });
    expect(actions().indexOf(A.loading)).toBeLessThan(actions().indexOf(A.success));
    expect(successes()).toEqual([{ respCode: '20000', data: { status: 'S', transactionId: TXN } }]);
    expect(document.querySelector('.result h2')!.textContent).toBe('Payment successful');
  });

  it('ignores a submit from another origin once it knows its parent', async () => {
    answers['/sandbox/onerway/pay'] = { respCode: '20000', respMsg: 'Success', data: { status: 'S', transactionId: TXN } };
    await theme();
    fillCard('4761344136141390');
    fromParent(A.submit, undefined, { origin: 'http://evil.test' });
    await settle();
    expect(requests.map((r) => r.url)).not.toContain('/sandbox/onerway/pay');
  });

  it('reports a declined card as success with status F and shows the reason', async () => {
    answers['/sandbox/onerway/pay'] = { respCode: '20000', respMsg: 'Success', data: { status: 'F', transactionId: TXN, reason: 'Insufficient funds' } };
    await theme({ locale: 'pt' });
    fillCard('4021937195658141');
    fromParent(A.submit);
    await settle();
    expect(successes()).toEqual([{ respCode: '20000', data: { status: 'F', transactionId: TXN } }]);
    expect(document.querySelector('.result')!.textContent).toContain('Saldo insuficiente');
  });

  it('shows the 3-D Secure step when the provider answers R (not loading while the buyer decides), then reports the step’s result', async () => {
    answers['/sandbox/onerway/pay'] = { respCode: '20000', respMsg: 'Success', data: { status: 'R', transactionId: TXN } };
    answers['/sandbox/onerway/3ds'] = { respCode: '20000', respMsg: 'Success', data: { status: 'S', transactionId: TXN } };
    await theme();
    fillCard('4000020951595032');
    fromParent(A.submit);
    await settle();
    expect(successes()).toEqual([]);
    expect(posted.filter((p) => p.message.action === A.loading).map((p) => p.message.data)).toEqual([true, false]);
    const complete = document.getElementById('tds-complete')!;
    expect(complete.textContent).toBe('Complete authentication');
    expect(document.getElementById('tds-fail')!.textContent).toBe('Fail authentication');
    complete.click();
    await settle();
    expect(requests.find((r) => r.url === '/sandbox/onerway/3ds')!.body).toEqual({ transactionId: TXN, authenticated: true });
    expect(successes()).toEqual([{ respCode: '20000', data: { status: 'S', transactionId: TXN } }]);
    expect(posted.filter((p) => p.message.action === A.loading).map((p) => p.message.data)).toEqual([true, false, true]);
    expect(document.querySelector('.result h2')!.textContent).toBe('Payment successful');
  });

  it('posts an error when the provider cannot be reached or the transaction cannot be paid', async () => {
    await theme();
    fillCard('4761344136141390');
    fromParent(A.submit);
    await settle();
    expect(actions()).toContain(A.error);
    expect(document.getElementById('alert')!.textContent).toBe('Could not reach the payment provider. Try again.');

    posted = [];
    answers[`/sandbox/onerway/transaction/${TXN}`] = { respCode: '40004', respMsg: 'NOT_FOUND', data: null };
    document.body.innerHTML = BODY;
    for (const listener of listeners) window.removeEventListener('message', listener);
    new Function(SCRIPT)();
    await theme();
    expect(actions()).toEqual(expect.arrayContaining([A.error]));
    expect(JSON.parse(posted.find((p) => p.message.action === A.error)!.message.data as string)).toMatchObject({ respCode: '40004' });
  });

  it('in Apple Pay mode asks its parent whether Apple Pay is available, and says when it is not', async () => {
    await theme({ mode: 'ApplePay' });
    expect(posted.find((p) => p.message.action === A.applePayAvailable)).toBeDefined();
    fromParent(A.applePayAvailable, { available: false });
    await settle();
    expect(JSON.parse(posted.find((p) => p.message.action === A.error)!.message.data as string)).toMatchObject({ respCode: 'APPLE_PAY_UNAVAILABLE' });
  });

  it('in Apple Pay mode starts the session in the parent, validates the merchant and completes the payment', async () => {
    answers['/sandbox/onerway/applepay/session'] = { respCode: '20000', respMsg: 'Success', data: { merchantSessionIdentifier: 'SSH1' } };
    answers['/sandbox/onerway/applepay/pay'] = { respCode: '20000', respMsg: 'Success', data: { status: 'S', transactionId: TXN } };
    await theme({ mode: 'ApplePay' });
    fromParent(A.applePayAvailable, { available: true });
    await settle();
    document.getElementById('applepay')!.click();
    const start = posted.find((p) => p.message.action === A.applePayStart)!.message.data as any;
    expect(start.paymentRequest).toMatchObject({ currencyCode: 'USD', total: { amount: '12.34' } });
    fromParent(A.applePayValidateMerchant, { validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    await settle();
    expect(posted.find((p) => p.message.action === A.applePayValidateMerchant)!.message.data).toEqual({
      merchantSession: { merchantSessionIdentifier: 'SSH1' },
    });
    fromParent(A.applePayComplete, { token: { paymentData: {} } });
    await settle();
    expect(posted.find((p) => p.message.action === A.applePayComplete)!.message.data).toEqual({ status: 'S' });
    expect(successes()).toEqual([{ respCode: '20000', data: { status: 'S', transactionId: TXN } }]);
  });
});
