// Pieces of the online and card payment screens: a method's icon and name, what is being paid, the
// quote, an attempt in progress (continue it, or cancel it after a confirmation to use another
// method), an attempt being waited for, a failed one, and the loading and refusal states of the
// payment options.
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Result from 'antd-mobile/es/components/result';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentAttemptView, PaymentOptions, PaymentQuote } from '@panel/domain/contract/payments';
import { ERROR_CODES, errorText } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import type { PaymentMethod } from '@panel/domain/payments';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import CouponOutline from 'antd-mobile-icons/es/CouponOutline';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import { CoinIcon, ReceiptIcon } from '../../components/coin-icon';
import SendOutline from 'antd-mobile-icons/es/SendOutline';
import ScanCodeOutline from 'antd-mobile-icons/es/ScanCodeOutline';
import SystemQRcodeOutline from 'antd-mobile-icons/es/SystemQRcodeOutline';
import TransportQRcodeOutline from 'antd-mobile-icons/es/TransportQRcodeOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { notify } from '../../components/notify';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { isOutcomeUnknown, useSubmitKeys } from '../../lib/idempotency';
import { moneyText, VCOIN } from '../../shared/money/money-amount';
import { CopyableValue } from '../../shared/orders/copy-text';
import { PayWithin } from '../../shared/orders/pay-within';
import { attemptRoute, goToAttempt, isLiveAttempt, useCancelAttempt, type Payable } from '../../shared/payments/payments-api';
import styles from './online-payment.module.css';
import './locales';

const ICONS: Record<PaymentMethod, typeof BankcardOutline> = {
  CARD: BankcardOutline,
  PIX: SystemQRcodeOutline,
  BOLETO: ReceiptIcon,
  TPAGA: ScanCodeOutline,
  EWALLET: CoinIcon,
  PAYPAL: GlobalOutline,
  BANK_TRANSFER: SendOutline,
  PREPAID_CARD: CouponOutline,
  CRYPTO: TransportQRcodeOutline,
};

/** The icon of a payment method, in a tinted round badge. */
export function MethodIcon({ method }: { method: PaymentMethod }) {
  const Icon = ICONS[method];
  return (
    <span className={styles.methodIcon} data-icon={method} aria-hidden="true">
      <Icon />
    </span>
  );
}

/** An amount in its currency; the options say VCOIN for VCoin. */
export const amountText = (amount: string, currency: string) => moneyText(amount, currency === 'VCOIN' ? VCOIN : currency);

/** What is paid: its reference (copyable), the due and the due in VCoin, and the pay-by countdown. */
export function PayableSummary({ options }: { options: PaymentOptions }) {
  const { t } = useTranslation();
  const topUp = Boolean(options.topUpId);
  const reference = topUp ? t('onlinePayment.summary.topUpReference') : t('onlinePayment.summary.orderReference');
  return (
    <List className={styles.section} data-testid="payable-summary">
      <List.Item extra={<CopyableValue text={options.reference} label={reference} testId="payable-reference" />}>{reference}</List.Item>
      <List.Item
        extra={
          <span className={styles.strong} data-testid="payable-due">
            {amountText(options.amount, options.currency)}
          </span>
        }
        description={options.payBy ? <PayWithin payBy={options.payBy} /> : undefined}
      >
        {topUp ? t('onlinePayment.summary.purchase') : t('onlinePayment.summary.due')}
      </List.Item>
      {/* 1 VCoin = 1 USD: the due in VCoin says something new for another currency only. */}
      {options.currency === 'VCOIN' || options.currency === 'USD' ? null : (
        <List.Item extra={<span data-testid="payable-vcoin-due">{moneyText(options.vcoinDue, VCOIN)}</span>}>{t('onlinePayment.summary.vcoinDue')}</List.Item>
      )}
    </List>
  );
}

/** The quote of the chosen method and currency: what is paid, the fee and its maximum, the VCoin credited, the limit. */
export function QuoteFacts({ quote, chosen }: { quote: UseQueryResult<PaymentQuote>; chosen: boolean }) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (!chosen) body = <List.Item description={t('onlinePayment.quote.choose')} />;
  else if (quote.isPending) {
    body = (
      <List.Item>
        <span className={styles.muted} role="status">
          {t('onlinePayment.quote.loading')} <DotLoading />
        </span>
      </List.Item>
    );
  } else if (quote.isError) {
    body = (
      <List.Item
        description={quote.error instanceof ApiError ? quote.error.message : undefined}
        extra={
          <Button size="small" color="primary" fill="outline" loading={quote.isFetching} onClick={() => void quote.refetch()}>
            {t('onlinePayment.quote.retry')}
          </Button>
        }
      >
        <span role="alert" data-testid="quote-failed">
          {t('onlinePayment.quote.failed')}
        </span>
      </List.Item>
    );
  } else {
    const data = quote.data;
    body = (
      <>
        <List.Item
          extra={
            <span className={styles.due} data-testid="quote-amount">
              {moneyText(data.amount, data.currency)}
            </span>
          }
        >
          {t('onlinePayment.quote.amount')}
        </List.Item>
        <List.Item
          extra={<span data-testid="quote-fee">{moneyText(data.fee, data.currency)}</span>}
          description={
            data.feeMax ? <span data-testid="quote-fee-max">{t('onlinePayment.quote.feeMax', { max: moneyText(data.feeMax, data.currency) })}</span> : undefined
          }
        >
          {t('onlinePayment.quote.fee')}
        </List.Item>
        <List.Item extra={<span data-testid="quote-vcoin">{moneyText(data.vcoin, VCOIN)}</span>}>{t('onlinePayment.quote.vcoin')}</List.Item>
        {data.limit ? (
          <List.Item extra={<span data-testid="quote-limit">{moneyText(data.limit, data.currency)}</span>}>{t('onlinePayment.quote.limit')}</List.Item>
        ) : null}
      </>
    );
  }
  return (
    <List header={t('onlinePayment.quote.header')} className={styles.section} data-testid="quote" aria-busy={chosen && quote.isFetching ? true : undefined}>
      {body}
    </List>
  );
}

export type Notice = { text: string; color: 'info' | 'alert' | 'error' };

/** A notice above the form: what happened to the last try. */
export function PaymentNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <div role="alert">
      <NoticeBar className={styles.notice} color={notice.color} wrap content={notice.text} data-testid="payment-notice" />
    </div>
  );
}

/** Cancelling an attempt after a confirmation; resolves true once it is cancelled. */
export function useCancelWithConfirm() {
  const { t } = useTranslation();
  const cancel = useCancelAttempt();
  const keys = useSubmitKeys();
  const run = async (attempt: PaymentAttemptView): Promise<boolean> => {
    const confirmed = await Dialog.confirm({
      title: t('onlinePayment.live.cancelTitle'),
      content: t('onlinePayment.live.cancelText'),
      confirmText: <span className={styles.danger}>{t('onlinePayment.live.cancelConfirm')}</span>,
      cancelText: t('onlinePayment.live.cancelKeep'),
    });
    if (!confirmed) return false;
    const request = { attemptId: attempt.id };
    try {
      await cancel.mutateAsync({ ...request, idempotencyKey: keys.keyFor(request) });
      keys.settle();
      notify(t('onlinePayment.live.cancelled'));
      return true;
    } catch (error) {
      if (isOutcomeUnknown(error)) notify(t('onlinePayment.live.noAnswer'));
      else {
        keys.settle();
        showFailure(error);
      }
      return false;
    }
  };
  return { run, pending: cancel.isPending };
}

function AttemptFacts({ attempt }: { attempt: PaymentAttemptView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.attemptFacts}>
      <span className={styles.attemptHead}>
        <MethodIcon method={attempt.method} />
        <span>
          <span className={styles.strong} data-testid="attempt-summary">
            {t('onlinePayment.live.text', { method: t(`onlinePayment.method.name.${attempt.method}`), amount: moneyText(attempt.amount, attempt.currency) })}
          </span>
          <span className={styles.muted}>
            {attempt.reference} · {t('onlinePayment.live.started', { at: formatDate(attempt.createdAt) })}
          </span>
          {attempt.expiresAt && isLiveAttempt(attempt.status) ? (
            <span className={styles.muted}>{t('onlinePayment.live.expires', { at: formatDate(attempt.expiresAt) })}</span>
          ) : null}
        </span>
      </span>
      <span className={styles.attemptStatus} data-status={attempt.status} data-testid="attempt-status">
        {t(`onlinePayment.status.${attempt.status}`)}
      </span>
    </div>
  );
}

type LiveProps = { attempt: PaymentAttemptView; onCancelled: () => void; anotherLabel?: string };

/** An attempt in progress on its own screen: continue it, or cancel it (after a confirmation) to use another method. */
export function AttemptInProgress({ attempt, onCancelled, anotherLabel, title }: LiveProps & { title?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelWithConfirm();
  return (
    <section className={styles.card} data-testid="attempt-live" data-attempt={attempt.id} aria-label={title ?? t('onlinePayment.live.title')}>
      <h2 className={styles.cardTitle}>{title ?? t('onlinePayment.live.title')}</h2>
      <AttemptFacts attempt={attempt} />
      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={() => goToAttempt(attempt, (path) => void navigate(path))} data-route={attemptRoute(attempt).path}>
          {t('onlinePayment.live.continue')}
        </Button>
        <Button
          block
          color="danger"
          fill="outline"
          className={styles.tall}
          loading={cancel.pending}
          onClick={() => void cancel.run(attempt).then((done) => done && onCancelled())}
        >
          {anotherLabel ?? t('onlinePayment.live.another')}
        </Button>
      </div>
    </section>
  );
}

/** An attempt the provider answers later (a prepaid card) or one approved on the provider's page: its status, asked every 3 s. */
export function AttemptWaiting({ attempt, onCancelled }: LiveProps) {
  const { t } = useTranslation();
  const cancel = useCancelWithConfirm();
  const { instructions } = attempt;
  const text =
    attempt.status === 'WAITING'
      ? t(`onlinePayment.waiting.${instructions.kind === 'REDIRECT' ? 'REDIRECT' : 'PENDING'}`)
      : t(`onlinePayment.waiting.${attempt.status as 'CONFIRMING' | 'PARTIAL'}`);
  return (
    <section className={styles.card} data-testid="attempt-waiting" data-attempt={attempt.id}>
      <Result status="waiting" title={t('onlinePayment.waiting.title')} description={<span role="status">{text}</span>} />
      <AttemptFacts attempt={attempt} />
      <div className={styles.actions}>
        {instructions.kind === 'REDIRECT' ? (
          <Button block color="primary" size="large" onClick={() => window.location.assign(instructions.url)}>
            {t('onlinePayment.waiting.reopen')}
          </Button>
        ) : null}
        <Button
          block
          color="danger"
          fill="outline"
          className={styles.tall}
          loading={cancel.pending}
          onClick={() => void cancel.run(attempt).then((done) => done && onCancelled())}
        >
          {t('onlinePayment.live.another')}
        </Button>
      </div>
    </section>
  );
}

/** The failure the server writes when the provider could not be asked (its other failures are the provider's own words). */
const PROVIDER_ERROR = 'PROVIDER_ERROR';

type FailedProps = { attempt: PaymentAttemptView; title?: string; retry: string; onRetry: () => void; retrying?: boolean; children?: ReactNode };

/** An attempt that ended unpaid: its reason, and a way to try again. */
export function AttemptFailed({ attempt, title, retry, onRetry, retrying, children }: FailedProps) {
  const { t } = useTranslation();
  const heading =
    title ?? (attempt.status === 'EXPIRED' || attempt.status === 'CANCELLED' ? t(`onlinePayment.failed.${attempt.status}`) : t('onlinePayment.failed.title'));
  return (
    <section className={styles.card} data-testid="attempt-failed" data-attempt={attempt.id} data-status={attempt.status}>
      <Result
        status="error"
        title={heading}
        description={
          <span className={styles.reason} data-testid="attempt-reason">
            {attempt.failure === PROVIDER_ERROR
              ? t('onlinePayment.failed.providerError')
              : attempt.failure
                ? t('onlinePayment.failed.reason', { reason: attempt.failure })
                : t('onlinePayment.failed.noReason')}
          </span>
        }
      />
      <AttemptFacts attempt={attempt} />
      <div className={styles.actions}>
        <Button block color="primary" size="large" loading={retrying} onClick={onRetry}>
          {retry}
        </Button>
        {children}
      </div>
    </section>
  );
}

/** A paid attempt, while the screen moves on. */
export function AttemptPaid() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid="attempt-paid">
      <Result status="success" title={t('onlinePayment.paid.title')} description={t('onlinePayment.paid.text')} />
    </section>
  );
}

/** A state with a heading, a sentence and a way on. */
function Step({ title, text, action, onAction, testId }: { title: string; text: string; action: string; onAction: () => void; testId: string }) {
  return (
    <div className={styles.state} role="alert" data-testid={testId}>
      <ErrorBlock status="default" title={title} description={text} />
      <Button color="primary" className={styles.tall} onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}

/** The options' loading and refusal states; the options themselves once they are in. */
export function OptionsLoaded({
  query,
  payable,
  children,
}: {
  query: UseQueryResult<PaymentOptions>;
  payable: Payable;
  children: (options: PaymentOptions) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.code === ERROR_CODES.ORDER_ACCESS_DENIED || error.code === ERROR_CODES.PARAM_ERROR)) {
      return (
        <div className={styles.state} data-testid="payable-missing">
          <ErrorBlock status="empty" title={t('onlinePayment.missingTitle')} description={t('onlinePayment.missingText')} />
        </div>
      );
    }
    // Paid meanwhile, cancelled, another way of paying: say why, lead to it.
    if (error instanceof ApiError && error.status === 200) {
      return (
        <Step
          testId="payable-closed"
          title={t('onlinePayment.closedTitle')}
          text={error.message}
          action={payable.topUp ? t('onlinePayment.viewPurchases') : t('onlinePayment.viewOrder')}
          onAction={() => void navigate(payable.topUp ? '/me/buyVCoin' : `/payment/detail/${payable.id}`, { replace: true })}
        />
      );
    }
    return (
      <PageError
        error={query.error}
        description={error instanceof ApiError ? error.message : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** The catalogue's text of a code, in the panel's language (99991, 99992, 140068 ...). */
export const codeText = (code: number) => errorText(code, currentLocale());
