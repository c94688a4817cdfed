// The card checkout frame in a screen: the submitting flag follows the frame's messages as the spec
// says (on while it reports loading, off on completion or error), F is reported as a failure and
// anything else as a success, and messages from another origin change nothing. The frame is a fake:
// the test speaks for it with message events from its window. In production the provider's own SDK
// is loaded from the address the payment instructions name, and it runs the frame.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { actAsync, render, type Rendered } from '../../test/render';
import { CardCheckout, nextSubmitting, type CardStatus } from './card-checkout';
import { PACYPAY_ACTIONS as A, PacypayError, type PacypayOptions } from './pacypay';

const TXN = '1919652333131169792';
const SELF = window.location.origin;

let view: Rendered | undefined;
let onCompleted: Mock<(status: CardStatus, succeeded: boolean) => void>;
let onError: Mock<(error: PacypayError) => void>;
let onSubmittingChange: Mock<(submitting: boolean) => void>;

beforeEach(async () => {
  await changeLocale('en');
  onCompleted = vi.fn();
  onError = vi.fn();
  onSubmittingChange = vi.fn();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function open(locale = 'en') {
  view = await render(
    <CardCheckout
      transactionId={TXN}
      environment="sandbox"
      locale={locale}
      onCompleted={onCompleted}
      onError={onError}
      onSubmittingChange={onSubmittingChange}
    />,
  );
  return view;
}

const frame = () => view!.container.querySelector('iframe');
const section = () => view!.container.querySelector('section')!;
const status = () => view!.container.querySelector('[role="status"]')!;
const fromFrame = (action: string, data?: unknown, origin = SELF) =>
  actAsync(() => window.dispatchEvent(new MessageEvent('message', { data: { action, data }, origin, source: frame()!.contentWindow })));
const result = (status?: string) => JSON.stringify({ respCode: '20000', data: status ? { status, transactionId: TXN } : { transactionId: TXN } });

describe('nextSubmitting', () => {
  it('is on while the frame reports loading, and off on completion or error', () => {
    expect(nextSubmitting(false, { type: 'loading', loading: true })).toBe(true);
    expect(nextSubmitting(true, { type: 'loading', loading: false })).toBe(false);
    expect(nextSubmitting(true, { type: 'completed' })).toBe(false);
    expect(nextSubmitting(true, { type: 'error' })).toBe(false);
  });
});

describe('CardCheckout', () => {
  it('embeds the sandbox frame with an accessible name, not submitting', async () => {
    await open();
    expect(frame()!.src).toBe(`${SELF}/sandbox/onerway/checkout`);
    expect(frame()!.title).toBe('Card payment form');
    expect(section().getAttribute('aria-busy')).toBe('false');
    expect(status().textContent).toBe('');
    expect(onSubmittingChange).not.toHaveBeenCalled();
  });

  it('is submitting while the frame reports loading, and stops on a success (S)', async () => {
    await open();
    await fromFrame(A.loading, true);
    expect(section().getAttribute('aria-busy')).toBe('true');
    expect(status().textContent).toContain('Processing your payment…');
    expect(onSubmittingChange).toHaveBeenLastCalledWith(true);

    await fromFrame(A.success, result('S'));
    expect(section().getAttribute('aria-busy')).toBe('false');
    expect(status().textContent).toBe('');
    expect(onSubmittingChange).toHaveBeenLastCalledWith(false);
    expect(onCompleted).toHaveBeenCalledWith('S', true);
    expect(section().dataset.outcome).toBe('succeeded');
  });

  it('reports status F as a failure', async () => {
    await open();
    await fromFrame(A.loading, true);
    await fromFrame(A.success, result('F'));
    expect(onCompleted).toHaveBeenCalledWith('F', false);
    expect(section().dataset.outcome).toBe('failed');
    expect(section().getAttribute('aria-busy')).toBe('false');
  });

  it('reports any other status as a success (R, or none named)', async () => {
    await open();
    await fromFrame(A.success, result('R'));
    expect(onCompleted).toHaveBeenLastCalledWith('R', true);
    await fromFrame(A.success, result());
    expect(onCompleted).toHaveBeenLastCalledWith('U', true);
  });

  it('stops submitting on the frame’s error and hands it on', async () => {
    await open();
    await fromFrame(A.loading, true);
    await fromFrame(A.error, JSON.stringify({ respCode: '40010', message: 'This payment has expired' }));
    expect(section().getAttribute('aria-busy')).toBe('false');
    expect(onError).toHaveBeenCalledWith(new PacypayError('This payment has expired', '40010'));
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('ignores messages from another origin', async () => {
    await open();
    await fromFrame(A.loading, true, 'https://evil.test');
    expect(section().getAttribute('aria-busy')).toBe('false');
    await fromFrame(A.success, result('S'), 'https://evil.test');
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('speaks the panel’s language', async () => {
    await changeLocale('es');
    await open('es');
    expect(frame()!.title).toBe('Formulario de pago con tarjeta');
    await fromFrame(A.loading, true);
    expect(status().textContent).toContain('Procesando tu pago…');
  });

  it('removes the frame and stops listening when it leaves the screen', async () => {
    await open();
    const frameWindow = frame()!.contentWindow;
    view!.unmount();
    view = undefined;
    window.dispatchEvent(new MessageEvent('message', { data: { action: A.success, data: result('S') }, origin: SELF, source: frameWindow }));
    expect(onCompleted).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('CardCheckout in production', () => {
  const SDK = 'https://checkout-sdk.onerway.com/v3/';
  const script = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  afterEach(() => {
    delete (window as { Pacypay?: unknown }).Pacypay;
  });

  it('loads the provider’s SDK from the instructions’ address and starts it with the transaction, in the production environment', async () => {
    const started: Array<{ transactionId: string; options: PacypayOptions }> = [];
    const destroyed = vi.fn();
    view = await render(
      <CardCheckout transactionId={TXN} environment="production" checkoutUrl={SDK} locale="en" onCompleted={onCompleted} onError={onError} />,
    );
    expect(frame()).toBeNull();
    expect(script(SDK)).not.toBeNull();
    (window as { Pacypay?: unknown }).Pacypay = class {
      destroy = destroyed;
      constructor(transactionId: string, options: PacypayOptions) {
        started.push({ transactionId, options });
      }
    };
    await actAsync(() => script(SDK)!.dispatchEvent(new Event('load')));
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ transactionId: TXN, options: { environment: 'production', locale: 'en', mode: 'CARD' } });
    expect(started[0]!.options.container).toBe(view.container.querySelector('.card-checkout__frame'));
    // The SDK's completion reaches the screen as the frame's does.
    await actAsync(() => started[0]!.options.onPaymentCompleted!({ respCode: '20000', data: { status: 'S' } }));
    expect(onCompleted).toHaveBeenCalledWith('S', true);
    view.unmount();
    view = undefined;
    expect(destroyed).toHaveBeenCalled();
  });

  it('says so when the provider’s script cannot be loaded', async () => {
    const src = `${SDK}?broken`;
    view = await render(
      <CardCheckout transactionId={TXN} environment="production" checkoutUrl={src} locale="en" onCompleted={onCompleted} onError={onError} />,
    );
    await actAsync(() => script(src)!.dispatchEvent(new Event('error')));
    expect(onError).toHaveBeenCalledWith(new PacypayError('Pacypay: the provider’s script could not be loaded'));
  });

  it('embeds the simulator’s frame the sandbox instructions name, loading no script', async () => {
    view = await render(
      <CardCheckout
        transactionId={TXN}
        environment="sandbox"
        checkoutUrl="/sandbox/onerway/checkout"
        locale="en"
        onCompleted={onCompleted}
        onError={onError}
      />,
    );
    expect(frame()!.src).toBe(`${SELF}/sandbox/onerway/checkout`);
    expect(document.head.querySelector('script[src="/sandbox/onerway/checkout"]')).toBeNull();
  });
});
