// The card provider's browser SDK (Onerway's "Pacypay" API, design/payments.md "Card checkout
// frame"; spec sections 4, 7 and 9): `new Pacypay(transactionId, options)` puts the provider's
// checkout frame in a container and speaks its message protocol, `{ action, data }` by postMessage.
// To the frame: pacypay_theme once it loads (config, transactionId, our origin, locale, mode) and
// pacypay_checkout_submit. From the frame, and only from its origin and window:
// pacypay_checkout_wh (its height: the container becomes the larger of its initial height and
// it), pacypay_checkout_loading, pacypay_checkout_success (a JSON string: { respCode, data:
// { status } }), pacypay_checkout_error. Apple Pay only runs in the top-level page, so the frame
// asks this page: pacypay_applepay_available (answered from window.ApplePaySession),
// pacypay_applepay_start (the session begins here), pacypay_applepay_validate_merchant (the
// merchant validation address goes to the frame, its merchant session comes back) and
// pacypay_applepay_complete (the authorized payment goes to the frame, its result comes back).

import { PACYPAY_ACTIONS, PACYPAY_DEFAULT_CONFIG, PACYPAY_SDK_VERSION, type PacypayConfig } from '@panel/domain/pacypay';

export { PACYPAY_ACTIONS, type PacypayConfig };

/** The widget's version (spec section 9). */
export const SDK_VERSION = PACYPAY_SDK_VERSION;
/** The widget's defaults (spec section 9). */
export const DEFAULT_CONFIG = PACYPAY_DEFAULT_CONFIG;

/** Where the sandbox provider serves its checkout frame (this server). */
export const SANDBOX_CHECKOUT_URL = '/sandbox/onerway/checkout';
/** The provider's production checkout frame; a build may name another with VITE_ONERWAY_CHECKOUT_URL. */
export const PRODUCTION_CHECKOUT_URL: string = (import.meta.env.VITE_ONERWAY_CHECKOUT_URL as string | undefined) || 'https://checkout.onerway.com/sdk/checkout';

export type PacypayEnvironment = 'sandbox' | 'production';
export type PacypayMode = 'CARD' | 'ApplePay' | 'GooglePay';

/** A status the frame reports: S paid, F failed, R 3-D Secure redirect; only the provider's webhook is authoritative. */
export type PacypayStatus = 'S' | 'F' | 'R' | (string & {});
export type PacypayResult = {
  respCode: string;
  data: { status?: PacypayStatus; transactionId?: string; [key: string]: unknown } | null;
  [key: string]: unknown;
};
/** What the frame reported as its failure (or an unreadable message from it). */
export class PacypayError extends Error {
  readonly respCode: string | undefined;
  constructor(message: string, respCode?: string) {
    super(message);
    this.name = 'PacypayError';
    this.respCode = respCode;
  }
}

export type PacypayOptions = {
  /** The element the frame goes in, or a selector for it. */
  container: HTMLElement | string;
  locale?: string;
  /** production by default. */
  environment?: PacypayEnvironment;
  /** Where the checkout frame lives, when the server names it (the simulator's frame); else the environment's. */
  checkoutUrl?: string;
  /** CARD by default. */
  mode?: PacypayMode;
  config?: Partial<PacypayConfig>;
  onPaymentCompleted?: (result: PacypayResult) => void;
  onError?: (error: PacypayError) => void;
  onLoading?: (loading: boolean) => void;
  /** The frame's accessible name. */
  title?: string;
};

type Message = { action: string; data?: unknown };

/** The parts of Apple's ApplePaySession the SDK uses (Apple Pay JS). */
type ApplePaySessionLike = {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
};
type ApplePaySessionClass = {
  new (version: number, request: unknown): ApplePaySessionLike;
  canMakePayments?: () => boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
};

const applePaySession = () => (window as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;

/** Whether this page can run Apple Pay: only where the browser has ApplePaySession and it says payments can be made. */
export function applePayAvailable(): boolean {
  try {
    return Boolean(applePaySession()?.canMakePayments?.());
  } catch {
    return false;
  }
}

/** A message's data that may come as a JSON string or as an object. */
function dataObject(data: unknown): Record<string, unknown> | undefined {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

export class Pacypay {
  readonly transactionId: string;
  readonly environment: PacypayEnvironment;
  readonly mode: PacypayMode;
  readonly config: PacypayConfig;
  readonly container: HTMLElement;
  readonly frame: HTMLIFrameElement;
  /** The only origin the SDK listens to and posts to. */
  readonly frameOrigin: string;
  private readonly options: PacypayOptions;
  private readonly initialHeight: number;
  private applePay: ApplePaySessionLike | null = null;
  private destroyed = false;

  constructor(transactionId: string, options: PacypayOptions) {
    if (!transactionId) throw new Error('Pacypay: a transactionId is required');
    const container = typeof options.container === 'string' ? document.querySelector<HTMLElement>(options.container) : options.container;
    if (!container) throw new Error('Pacypay: the container was not found');
    this.transactionId = transactionId;
    this.options = options;
    this.environment = options.environment ?? 'production';
    this.mode = options.mode ?? 'CARD';
    this.config = { ...DEFAULT_CONFIG, ...options.config };
    this.container = container;
    this.initialHeight = container.getBoundingClientRect().height;

    const url = new URL(options.checkoutUrl ?? (this.environment === 'sandbox' ? SANDBOX_CHECKOUT_URL : PRODUCTION_CHECKOUT_URL), window.location.href);
    this.frameOrigin = url.origin;
    const frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = options.title ?? 'Card payment';
    frame.setAttribute('allow', 'payment');
    frame.style.cssText = `display:block;width:100%;border:0;height:${this.initialHeight > 0 ? `${this.initialHeight}px` : '100%'}`;
    frame.addEventListener('load', this.onLoad);
    this.frame = frame;
    window.addEventListener('message', this.onMessage);
    container.appendChild(frame);
  }

  /** Asks the frame to pay with what the buyer typed (for a page that shows its own pay button). */
  submit() {
    this.post(PACYPAY_ACTIONS.submit);
  }

  /** Stops listening and removes the frame (an Apple Pay sheet still open is closed). */
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    window.removeEventListener('message', this.onMessage);
    this.frame.removeEventListener('load', this.onLoad);
    try {
      this.applePay?.abort();
    } catch {
      // The sheet was already closed.
    }
    this.applePay = null;
    this.frame.remove();
  }

  private post(action: string, data?: unknown) {
    if (this.destroyed) return;
    this.frame.contentWindow?.postMessage({ action, data } satisfies Message, this.frameOrigin);
  }

  private readonly onLoad = () => {
    this.post(PACYPAY_ACTIONS.theme, {
      config: this.config,
      transactionId: this.transactionId,
      origin: window.location.origin,
      locale: this.options.locale ?? 'en',
      mode: this.mode,
      version: SDK_VERSION,
    });
  };

  private readonly onMessage = (event: MessageEvent) => {
    if (event.origin !== this.frameOrigin || !this.frame.contentWindow || event.source !== this.frame.contentWindow) return;
    const message = event.data as Message | null;
    if (!message || typeof message !== 'object' || typeof message.action !== 'string') return;
    const { onLoading, onPaymentCompleted, onError } = this.options;
    switch (message.action) {
      case PACYPAY_ACTIONS.height: {
        const height = Number(dataObject(message.data)?.height);
        if (Number.isFinite(height) && height >= 0) this.resize(height);
        return;
      }
      case PACYPAY_ACTIONS.loading:
        onLoading?.(message.data !== false);
        return;
      case PACYPAY_ACTIONS.success: {
        const result = dataObject(message.data);
        onLoading?.(false);
        if (!result) onError?.(new PacypayError('Pacypay: the frame sent an unreadable result'));
        else onPaymentCompleted?.(result as PacypayResult);
        return;
      }
      case PACYPAY_ACTIONS.error: {
        const error = dataObject(message.data);
        onLoading?.(false);
        const text = typeof error?.message === 'string' ? error.message : typeof message.data === 'string' ? message.data : 'Pacypay: the frame failed';
        onError?.(new PacypayError(text, typeof error?.respCode === 'string' ? error.respCode : undefined));
        return;
      }
      case PACYPAY_ACTIONS.applePayAvailable:
        this.post(PACYPAY_ACTIONS.applePayAvailable, { available: applePayAvailable() });
        return;
      case PACYPAY_ACTIONS.applePayStart:
        this.startApplePay(dataObject(message.data));
        return;
      case PACYPAY_ACTIONS.applePayValidateMerchant: {
        const session = dataObject(message.data)?.merchantSession;
        if (this.applePay && session) this.applePay.completeMerchantValidation(session);
        return;
      }
      case PACYPAY_ACTIONS.applePayComplete: {
        const Session = applePaySession();
        if (this.applePay && Session) this.applePay.completePayment(dataObject(message.data)?.status === 'S' ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
        this.applePay = null;
        return;
      }
      default:
        return;
    }
  };

  /** The container (and the frame) take the larger of the container's initial height and the frame's. */
  private resize(height: number) {
    const next = `${Math.ceil(Math.max(this.initialHeight, height))}px`;
    this.container.style.height = next;
    this.frame.style.height = next;
  }

  /** Apple Pay's session runs in this page; each of its steps goes through the frame (the provider). */
  private startApplePay(request: Record<string, unknown> | undefined) {
    const Session = applePaySession();
    if (!request || !Session || !applePayAvailable() || this.applePay) return;
    const session = new Session(typeof request.version === 'number' ? request.version : 3, request.paymentRequest);
    session.onvalidatemerchant = (event) =>
      this.post(PACYPAY_ACTIONS.applePayValidateMerchant, { validationURL: event.validationURL, host: window.location.host });
    session.onpaymentauthorized = (event) => this.post(PACYPAY_ACTIONS.applePayComplete, { token: event.payment.token });
    session.oncancel = () => {
      this.applePay = null;
      this.post(PACYPAY_ACTIONS.applePayComplete, { cancelled: true });
    };
    this.applePay = session;
    session.begin();
  }
}

/** What the provider's own SDK script defines: the same constructor, its instances possibly without destroy. */
export type PacypaySdk = new (transactionId: string, options: PacypayOptions) => { destroy?: () => void };

const sdkLoads = new Map<string, Promise<PacypaySdk>>();

/**
 * Loads the provider's SDK script once per address (production: the address the server's payment
 * instructions name) and answers the Pacypay constructor it defines on window.
 */
export function loadPacypaySdk(src: string): Promise<PacypaySdk> {
  const loaded = sdkLoads.get(src);
  if (loaded) return loaded;
  const loading = new Promise<PacypaySdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const sdk = (window as unknown as { Pacypay?: PacypaySdk }).Pacypay;
      if (typeof sdk === 'function') resolve(sdk);
      else reject(new PacypayError('Pacypay: the provider’s script defined no Pacypay'));
    });
    script.addEventListener('error', () => reject(new PacypayError('Pacypay: the provider’s script could not be loaded')));
    document.head.appendChild(script);
  });
  // A failed load may be tried again (the next attempt's frame).
  loading.catch(() => sdkLoads.delete(src));
  sdkLoads.set(src, loading);
  return loading;
}
