// The card provider's checkout frame in a screen (spec section 4, "Embedded card payment widget"):
// it wraps the Pacypay SDK and holds the submitting flag as the spec says: on while the frame
// reports loading, off on completion or error. A completion with status F is a failure, anything
// else a success; only the provider's webhook decides the payment (the screen waits for it).
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asTextKey } from '../../lib/texts';
import type en from './card-checkout-texts.en';
import {
  loadPacypaySdk,
  Pacypay,
  PacypayError,
  type PacypayConfig,
  type PacypayEnvironment,
  type PacypayMode,
  type PacypayOptions,
  type PacypayResult,
} from './pacypay';
import './card-checkout.css';
import './card-checkout-texts';

/** What the frame reports: S paid, F failed, R 3-D Secure redirect, U a status it did not name. */
export type CardStatus = 'S' | 'F' | 'R' | 'U';

/** The spec's rule: status F is a failure, anything else a success. */
export const cardSucceeded = (status: CardStatus) => status !== 'F';

/** The submitting flag as the frame's messages move it. */
export type CardCheckoutEvent = { type: 'loading'; loading: boolean } | { type: 'completed' } | { type: 'error' };
export function nextSubmitting(_submitting: boolean, event: CardCheckoutEvent): boolean {
  return event.type === 'loading' ? event.loading : false;
}

const statusOf = (result: PacypayResult): CardStatus => {
  const status: unknown = result.data?.status;
  return status === 'S' || status === 'F' || status === 'R' ? status : 'U';
};

/** The provider's SDK is loaded in production from the https address the payment instructions name; the simulator's frame is ours. */
export const usesProviderSdk = (environment: PacypayEnvironment, checkoutUrl: string | undefined): checkoutUrl is string =>
  environment === 'production' && Boolean(checkoutUrl?.startsWith('https://'));

type CardCheckoutProps = {
  transactionId: string;
  environment: PacypayEnvironment;
  /** The payment instructions' checkoutUrl: the provider's SDK script (production) or the simulator's frame (sandbox). */
  checkoutUrl?: string;
  locale: string;
  /** The frame reported its result; `succeeded` follows the spec (F fails, anything else succeeds). */
  onCompleted: (status: CardStatus, succeeded: boolean) => void;
  onError?: (error: PacypayError) => void;
  /** Told each time the submitting flag changes (a screen that disables its own buttons meanwhile). */
  onSubmittingChange?: (submitting: boolean) => void;
  mode?: PacypayMode;
  config?: Partial<PacypayConfig>;
};

export function CardCheckout({
  transactionId,
  environment,
  checkoutUrl,
  locale,
  onCompleted,
  onError,
  onSubmittingChange,
  mode = 'CARD',
  config,
}: CardCheckoutProps) {
  const { t } = useTranslation();
  const text = (key: keyof typeof en.cardCheckout) => t(asTextKey(`cardCheckout.${key}`));
  const container = useRef<HTMLDivElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<'succeeded' | 'failed' | null>(null);
  // The latest callbacks, read when the frame speaks (the frame is not rebuilt when they change).
  const callbacks = useRef({ onCompleted, onError, onSubmittingChange });
  useEffect(() => {
    callbacks.current = { onCompleted, onError, onSubmittingChange };
  });
  const title = text('frameTitle');
  const configKey = JSON.stringify(config ?? {});

  // The screen hears each change of the flag (not its first value).
  const told = useRef(false);
  useEffect(() => {
    if (!told.current && !submitting) return;
    told.current = true;
    callbacks.current.onSubmittingChange?.(submitting);
  }, [submitting]);

  useEffect(() => {
    const move = (event: CardCheckoutEvent) => setSubmitting((current) => nextSubmitting(current, event));
    const options: PacypayOptions = {
      container: container.current!,
      environment,
      locale,
      mode,
      title,
      config: JSON.parse(configKey) as Partial<PacypayConfig>,
      onLoading: (loading) => move({ type: 'loading', loading }),
      onPaymentCompleted: (result) => {
        move({ type: 'completed' });
        const status = statusOf(result);
        const succeeded = cardSucceeded(status);
        setOutcome(succeeded ? 'succeeded' : 'failed');
        callbacks.current.onCompleted(status, succeeded);
      },
      onError: (error) => {
        move({ type: 'error' });
        callbacks.current.onError?.(error);
      },
    };
    let sdk: { destroy?: () => void } | undefined;
    let closed = false;
    if (usesProviderSdk(environment, checkoutUrl)) {
      loadPacypaySdk(checkoutUrl).then(
        (ProviderPacypay) => {
          if (!closed) sdk = new ProviderPacypay(transactionId, options);
        },
        (error: unknown) => {
          if (!closed) options.onError?.(error instanceof PacypayError ? error : new PacypayError(String(error)));
        },
      );
    } else {
      sdk = new Pacypay(transactionId, { ...options, checkoutUrl });
    }
    const frameBox = container.current;
    return () => {
      closed = true;
      sdk?.destroy?.();
      // The provider's SDK may leave its frame behind: the container is emptied for the next one.
      frameBox?.replaceChildren();
      setSubmitting(false);
    };
  }, [transactionId, environment, checkoutUrl, locale, mode, title, configKey]);

  return (
    <section className="card-checkout" aria-busy={submitting} data-submitting={submitting} data-outcome={outcome ?? undefined}>
      <div ref={container} className="card-checkout__frame" />
      <p className="card-checkout__status" role="status">
        {submitting ? (
          <>
            <DotLoading />
            <span>{text('processing')}</span>
          </>
        ) : null}
      </p>
    </section>
  );
}
