// What every payment code page shares: the payable read from the route (an order id, or a VCoin
// purchase's with ?topUp=1), its current attempt asked every 3 s while it is live, the time left,
// and the states around the code itself: loading, a failed read, no attempt to show (150004: none,
// or another user's), paid (the page moves on to the success page by itself), ended (expired,
// failed ...: said, with another way to pay), and an attempt of another method (handed over to its page).
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import Tag from 'antd-mobile/es/components/tag';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentAttemptView, PaymentInstructions } from '@panel/domain/contract/payments';
import { COMPLETED_ORDER_STATUSES } from '@panel/domain/orders';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { moneyText, VCOIN } from '../../shared/money/money-amount';
import '../../shared/orders/locales';
import { goToAttempt, isLiveAttempt, onlinePath, paidPath, payableOf, useCurrentAttempt, type Payable } from '../../shared/payments/payments-api';
import { attemptState, clockText, cryptoBalance, tokenText, type AttemptState, type CodeKind, type EndedStatus } from './attempt-state';
import styles from './payment-codes.module.css';
import { useSecondsLeft } from './use-seconds-left';

/** An attempt whose instructions are of `K`. */
export type AttemptWith<K extends CodeKind> = PaymentAttemptView & { instructions: Extract<PaymentInstructions, { kind: K }> };

/** The payable of the page's route. */
export function usePayable(): Payable | null {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.orderId ?? params.id;
  const topUp = search.get('topUp');
  return useMemo(() => payableOf({ id }, topUp === null ? '' : `topUp=${topUp}`), [id, topUp]);
}

export type AttemptPage = {
  payable: Payable | null;
  query: UseQueryResult<PaymentAttemptView | null>;
  attempt: PaymentAttemptView | null;
  state: AttemptState | null;
  /** Seconds until the attempt expires; null when it has no expiry. */
  secondsLeft: number | null;
};

/** The page's payable and current attempt, polled while live; moves on by itself when it is paid or belongs to another page. */
export function useAttemptPage(kind: CodeKind): AttemptPage {
  const navigate = useNavigate();
  const payable = usePayable();
  const query = useCurrentAttempt(payable, { poll: true });
  const attempt = query.data ?? null;
  const secondsLeft = useSecondsLeft(attempt?.expiresAt ?? null);
  const state = attempt ? attemptState(attempt, kind, secondsLeft) : null;
  const move = state?.kind === 'paid' || state?.kind === 'elsewhere' ? state.kind : null;
  useEffect(() => {
    if (!attempt || !payable || !move) return;
    if (move === 'paid') void navigate(paidPath(payable), { replace: true });
    else goToAttempt(attempt, (path, options) => void navigate(path, options), true);
    // The attempt's id and the move decide; a new poll of the same attempt does not move twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [move, attempt?.id, payable, navigate]);
  return { payable, query, attempt, state, secondsLeft };
}

/** What a read shows while it is pending or after it failed the first time; null once there is something to show. */
export function loadStateOf(query: UseQueryResult<unknown>): ReactNode | null {
  if (query.isPending) return <PageLoading />;
  if (query.isError && query.data === undefined) {
    const error = query.error;
    return (
      <PageError
        error={query.error}
        description={error instanceof ApiError ? error.message : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return null;
}

/** No attempt to show: none was started, or the order is not the user's (150004). */
export function NoAttempt({ payable }: { payable: Payable | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.state} data-testid="attempt-missing">
      <ErrorBlock status="empty" title={t('paymentCodes.missing.title')} description={t('paymentCodes.missing.text')} />
      {payable ? (
        <div className={styles.actions}>
          <Button block color="primary" className={styles.tall} onClick={() => void navigate(onlinePath(payable))}>
            {t('paymentCodes.chooseAnother')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The attempt was paid: said while the page moves on to the success page. */
export function AttemptPaid() {
  const { t } = useTranslation();
  return (
    <div data-testid="attempt-paid">
      <Result status="success" title={t('paymentCodes.paid')} />
    </div>
  );
}

const TOKENS = new Set(['USDT', 'USDC']);

/** An amount with its currency: a token's with its significant decimals as the wallet sends it, any other in the language's number style. */
export function amountText(amount: string, currency: string): string {
  return TOKENS.has(currency) ? `${tokenText(amount)} ${currency}` : moneyText(amount, currency);
}

/** What is paid and how much: the order or purchase, the amount in the payment currency (fee included, said when there is one), and the VCoin a purchase makes. */
export function AttemptSummary({
  attempt,
  amounts = true,
}: {
  attempt: PaymentAttemptView;
  /** Whether the amount and fee rows show (a live crypto payment adds them up on its own). */ amounts?: boolean;
}) {
  const { t } = useTranslation();
  const forText = attempt.topUpId ? t('paymentCodes.forTopUp', { reference: attempt.reference }) : t('paymentCodes.forOrder', { reference: attempt.reference });
  const hasFee = amounts && Number(attempt.fee) > 0;
  // "To pay" only while it can be paid: an ended attempt (its page shows it over what ended it) says the amount alone.
  const amountLabel = isLiveAttempt(attempt.status) ? t('paymentCodes.amount') : t('paymentCodes.amountEnded');
  return (
    <List className={styles.section}>
      <List.Item extra={<span data-testid="attempt-for">{forText}</span>}>{t('paymentCodes.paying')}</List.Item>
      {amounts ? (
        <List.Item
          extra={
            <span className={styles.amount} data-testid="attempt-amount">
              {amountText(attempt.amount, attempt.currency)}
            </span>
          }
        >
          {amountLabel}
        </List.Item>
      ) : null}
      {hasFee ? (
        <List.Item extra={<span data-testid="attempt-fee">{amountText(attempt.fee, attempt.currency)}</span>}>{t('paymentCodes.fee')}</List.Item>
      ) : null}
      {attempt.topUpId ? (
        <List.Item extra={<span data-testid="attempt-vcoin">{moneyText(attempt.vcoin, VCOIN)}</span>}>{t('paymentCodes.vcoin')}</List.Item>
      ) : null}
    </List>
  );
}

const STATUS_COLOR = { WAITING: 'primary', CONFIRMING: 'warning', PARTIAL: 'warning', SUCCEEDED: 'success' } as const;

/** The attempt's status as the server last said it, that it updates by itself, and the time left (mm:ss) when `clock`. */
export function AttemptStatusLine({ attempt, secondsLeft, clock = true }: { attempt: PaymentAttemptView; secondsLeft: number | null; clock?: boolean }) {
  const { t } = useTranslation();
  const color = STATUS_COLOR[attempt.status as keyof typeof STATUS_COLOR] ?? 'default';
  // Partly paid, the rest is due by the same time.
  const showClock = clock && secondsLeft !== null && (attempt.status === 'WAITING' || attempt.status === 'PARTIAL');
  return (
    <div className={styles.status}>
      <div className={styles.statusMain}>
        <Tag color={color} data-testid="attempt-status" data-status={attempt.status}>
          {t(`paymentCodes.attemptStatus.${attempt.status}`)}
        </Tag>
        {isLiveAttempt(attempt.status) ? <span className={styles.muted}>{t('paymentCodes.live')}</span> : null}
      </div>
      {showClock ? (
        <span className={styles.muted}>
          {t('paymentCodes.expiresIn')}{' '}
          <span className={styles.clock} data-low={secondsLeft < 60} data-testid="attempt-clock" role="timer">
            {clockText(secondsLeft)}
          </span>
        </span>
      ) : null}
    </div>
  );
}

type AttemptEndedProps = { attempt: PaymentAttemptView; status: EndedStatus; payable: Payable; children?: ReactNode; action?: ReactNode };

/** An attempt that can no longer be paid: what happened, the provider's reason, and the ways on (another way to pay; the order). */
export function AttemptEnded({ attempt, status, payable, children, action }: AttemptEndedProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Money that arrived on an attempt that ended is never lost: it is in the wallet.
  const arrived = attempt.transfers.length > 0 || cryptoBalance(attempt).kind !== 'none';
  const ended =
    status === 'EXPIRED' ? t('paymentCodes.ended.expiredText') : status === 'FAILED' || status === 'CANCELLED' ? t('paymentCodes.ended.failedText') : '';
  // An order closed meanwhile (cancelled, refunded, charged back) takes no other way to pay.
  const orderStatus = attempt.orderStatus;
  const closed = orderStatus !== null && (COMPLETED_ORDER_STATUSES as readonly string[]).includes(orderStatus);
  const text = closed
    ? t('paymentCodes.ended.orderClosed', { status: t(`orderParts.status.${orderStatus}`) })
    : arrived && ended
      ? t('paymentCodes.ended.arrivedText')
      : ended;
  return (
    <>
      <div className={styles.state} role="alert" data-testid="attempt-ended" data-status={status}>
        <ErrorBlock
          status="default"
          title={t(`paymentCodes.ended.${status}`)}
          description={
            <>
              {text}
              {attempt.failure ? <span className={styles.muted}> {t('paymentCodes.ended.reason', { reason: attempt.failure })}</span> : null}
            </>
          }
        />
        <div className={styles.actions}>
          {closed ? null : action}
          {closed ? null : (
            <Button block color="primary" fill={action ? 'outline' : 'solid'} className={styles.tall} onClick={() => void navigate(onlinePath(payable))}>
              {t('paymentCodes.chooseAnother')}
            </Button>
          )}
          {payable.topUp ? null : (
            <Button
              block
              color={closed ? 'primary' : 'default'}
              fill={closed ? 'solid' : 'none'}
              className={styles.tall}
              onClick={() => void navigate(`/payment/detail/${encodeURIComponent(payable.id)}`)}
            >
              {t('paymentCodes.viewOrder')}
            </Button>
          )}
        </div>
      </div>
      {children}
    </>
  );
}
