// The card provider's browser SDK against a fake frame: its window's posts are recorded, and the
// frame "speaks" by message events whose origin and source the test chooses.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CONFIG,
  PACYPAY_ACTIONS as A,
  PRODUCTION_CHECKOUT_URL,
  Pacypay,
  PacypayError,
  SANDBOX_CHECKOUT_URL,
  SDK_VERSION,
  type PacypayOptions,
} from './pacypay';

const TXN = '1919652333131169792';
const SELF = window.location.origin;

let container: HTMLDivElement;
let sdk: Pacypay | undefined;
let sent: Array<{ action: string; data: unknown; target: string }>;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  // The container's first height (jsdom lays nothing out).
  vi.spyOn(container, 'getBoundingClientRect').mockReturnValue({ height: 300 } as DOMRect);
  sent = [];
});
afterEach(() => {
  sdk?.destroy();
  sdk = undefined;
  container.remove();
  vi.restoreAllMocks();
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
});

/** A Pacypay on the sandbox frame, with the frame's window recording what the SDK posts to it; the frame has loaded. */
function open(options: Partial<PacypayOptions> = {}) {
  sdk = new Pacypay(TXN, { container, environment: 'sandbox', locale: 'pt', ...options });
  const frameWindow = sdk.frame.contentWindow!;
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: { action: string; data: unknown }, target: string) =>
    sent.push({ ...message, target })) as typeof frameWindow.postMessage);
  sdk.frame.dispatchEvent(new Event('load'));
  return sdk;
}

/** The frame says something (from its origin and window unless told otherwise). */
function fromFrame(action: string, data?: unknown, { origin = SELF, source }: { origin?: string; source?: MessageEventSource | null } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data: { action, data }, origin, source: source === undefined ? sdk!.frame.contentWindow : source }));
}

describe('Pacypay', () => {
  it('needs a transaction id and a container', () => {
    expect(() => new Pacypay('', { container })).toThrow(/transactionId/);
    expect(() => new Pacypay(undefined as unknown as string, { container })).toThrow(/transactionId/);
    expect(() => new Pacypay(TXN, { container: '#nowhere' })).toThrow(/container/);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('merges the spec’s defaults with the page’s config, and keeps the widget version', () => {
    expect(SDK_VERSION).toBe('1.1.1');
    const plain = new Pacypay(TXN, { container });
    expect(plain.config).toEqual({
      subProductType: 'DIRECT',
      checkoutTheme: 'light',
      showPayButton: true,
      displayBillingInformation: true,
      showCardholderName: true,
      buttonSeparation: true,
      applePayButtonType: 'plain',
      applePayButtonColor: 'black',
      googlePayButtonType: 'plain',
      googlePayButtonColor: 'black',
      buttonRadius: '4px',
    });
    expect(plain.mode).toBe('CARD');
    expect(plain.environment).toBe('production');
    plain.destroy();
    const dark = new Pacypay(TXN, { container, config: { checkoutTheme: 'dark', showPayButton: false } });
    expect(dark.config).toEqual({ ...DEFAULT_CONFIG, checkoutTheme: 'dark', showPayButton: false });
    dark.destroy();
  });

  it('loads the production frame by default and the sandbox frame from this server in the sandbox', () => {
    const production = new Pacypay(TXN, { container });
    expect(production.frame.src).toBe(new URL(PRODUCTION_CHECKOUT_URL).href);
    production.destroy();
    const sandbox = open({ container: `#${(container.id = 'checkout')}` });
    expect(sandbox.frame.src).toBe(`${SELF}${SANDBOX_CHECKOUT_URL}`);
    expect(container.querySelector('iframe')).toBe(sandbox.frame);
  });

  it('sends the theme once the frame loads, to the frame’s origin only', () => {
    open({ mode: 'CARD', config: { checkoutTheme: 'dark' } });
    expect(sent).toEqual([
      {
        action: A.theme,
        data: { config: { ...DEFAULT_CONFIG, checkoutTheme: 'dark' }, transactionId: TXN, origin: SELF, locale: 'pt', mode: 'CARD', version: '1.1.1' },
        target: SELF,
      },
    ]);
  });

  it('grows the container to the frame’s height, never below its initial height', () => {
    open();
    fromFrame(A.height, JSON.stringify({ height: 520 }));
    expect(container.style.height).toBe('520px');
    expect(sdk!.frame.style.height).toBe('520px');
    fromFrame(A.height, { height: 180 });
    expect(container.style.height).toBe('300px');
    fromFrame(A.height, '{"height":640.2}');
    expect(container.style.height).toBe('641px');
    fromFrame(A.height, 'not json');
    expect(container.style.height).toBe('641px');
  });

  it('ignores messages from another origin or another window', () => {
    const onPaymentCompleted = vi.fn();
    const onLoading = vi.fn();
    open({ onPaymentCompleted, onLoading });
    const success = JSON.stringify({ respCode: '20000', data: { status: 'S' } });
    fromFrame(A.success, success, { origin: 'https://evil.test' });
    fromFrame(A.loading, true, { origin: 'https://evil.test' });
    fromFrame(A.height, { height: 900 }, { origin: 'https://evil.test' });
    fromFrame(A.success, success, { source: window });
    fromFrame(A.success, success, { source: null });
    expect(onPaymentCompleted).not.toHaveBeenCalled();
    expect(onLoading).not.toHaveBeenCalled();
    expect(container.style.height).toBe('');
  });

  it('reports loading, then the parsed result of a success, and the end of loading', () => {
    const onPaymentCompleted = vi.fn();
    const onLoading = vi.fn();
    open({ onPaymentCompleted, onLoading });
    fromFrame(A.loading, true);
    expect(onLoading).toHaveBeenLastCalledWith(true);
    fromFrame(A.success, JSON.stringify({ respCode: '20000', data: { status: 'F', transactionId: TXN } }));
    expect(onPaymentCompleted).toHaveBeenCalledWith({ respCode: '20000', data: { status: 'F', transactionId: TXN } });
    expect(onLoading).toHaveBeenLastCalledWith(false);
    fromFrame(A.loading, false);
    expect(onLoading).toHaveBeenLastCalledWith(false);
  });

  it('reports the frame’s errors, and an unreadable result as an error', () => {
    const onError = vi.fn();
    const onPaymentCompleted = vi.fn();
    open({ onError, onPaymentCompleted });
    fromFrame(A.error, JSON.stringify({ respCode: '40009', message: 'This payment can no longer be paid' }));
    expect(onError).toHaveBeenLastCalledWith(new PacypayError('This payment can no longer be paid', '40009'));
    expect(onError.mock.lastCall![0]).toBeInstanceOf(Error);
    expect((onError.mock.lastCall![0] as PacypayError).respCode).toBe('40009');
    fromFrame(A.success, '{not json');
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onPaymentCompleted).not.toHaveBeenCalled();
  });

  it('asks the frame to submit, and stops listening once destroyed', () => {
    const onPaymentCompleted = vi.fn();
    const frame = open({ onPaymentCompleted });
    frame.submit();
    expect(sent.at(-1)).toEqual({ action: A.submit, data: undefined, target: SELF });
    const frameWindow = frame.frame.contentWindow!;
    frame.destroy();
    expect(container.querySelector('iframe')).toBeNull();
    window.dispatchEvent(
      new MessageEvent('message', { data: { action: A.success, data: '{"respCode":"20000","data":{"status":"S"}}' }, origin: SELF, source: frameWindow }),
    );
    expect(onPaymentCompleted).not.toHaveBeenCalled();
  });

  it('answers that Apple Pay is not available where the browser has no ApplePaySession, and starts nothing', () => {
    open({ mode: 'ApplePay' });
    fromFrame(A.applePayAvailable);
    expect(sent.at(-1)).toEqual({ action: A.applePayAvailable, data: { available: false }, target: SELF });
    fromFrame(A.applePayStart, { version: 3, paymentRequest: {} });
    expect(sent).toHaveLength(2);
  });

  it('runs Apple Pay’s session in this page where it is available: start, merchant validation through the frame, completion', () => {
    const sessions: FakeSession[] = [];
    class FakeSession {
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      static canMakePayments = () => true;
      onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
      onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
      oncancel: ((event: unknown) => void) | null = null;
      begin = vi.fn();
      abort = vi.fn();
      completeMerchantValidation = vi.fn();
      completePayment = vi.fn();
      constructor(
        readonly version: number,
        readonly request: unknown,
      ) {
        sessions.push(this);
      }
    }
    (window as { ApplePaySession?: unknown }).ApplePaySession = FakeSession;
    open({ mode: 'ApplePay' });
    fromFrame(A.applePayAvailable);
    expect(sent.at(-1)!.data).toEqual({ available: true });

    const paymentRequest = { countryCode: 'US', currencyCode: 'USD', total: { label: 'Order', amount: '12.34' } };
    fromFrame(A.applePayStart, { version: 3, paymentRequest });
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect(session!.request).toEqual(paymentRequest);
    expect(session!.begin).toHaveBeenCalled();

    session!.onvalidatemerchant!({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    expect(sent.at(-1)).toEqual({
      action: A.applePayValidateMerchant,
      data: { validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', host: window.location.host },
      target: SELF,
    });
    fromFrame(A.applePayValidateMerchant, { merchantSession: { merchantSessionIdentifier: 'SSH1' } });
    expect(session!.completeMerchantValidation).toHaveBeenCalledWith({ merchantSessionIdentifier: 'SSH1' });

    session!.onpaymentauthorized!({ payment: { token: { paymentData: 'x' } } });
    expect(sent.at(-1)).toEqual({ action: A.applePayComplete, data: { token: { paymentData: 'x' } }, target: SELF });
    fromFrame(A.applePayComplete, { status: 'S' });
    expect(session!.completePayment).toHaveBeenCalledWith(FakeSession.STATUS_SUCCESS);
  });
});
