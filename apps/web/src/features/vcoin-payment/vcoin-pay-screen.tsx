// /payment/vcoin/:id: paying an order with VCoin. The quote (GET /api/order/payment/wallet/quote/{id})
// shows the order number, the due in the order's currency, the rate when it is not USD, the VCoin the
// payment takes and the VCoin available. Without a payment password the screen leads to
// /me/vcoinPasswordSet first; without enough VCoin, to /me/buyVCoin. The 6-digit password pays at the
// quote's rate with the submit's Idempotency-Key (60 s time-out); the order is delivered at once and
// /payment/success/{id} shows it. A rate changed since the quote (150043) is quoted again and said,
// and the buyer pays again; a wrong password (1000064) is cleared; 140042 shows nothing.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { PAYMENT_PASSWORD_LENGTH } from '@panel/domain/contract/accounts';
import type { VcoinQuoteResponse } from '@panel/domain/contract/wallet';
import { ERROR_CODES } from '@panel/domain/errors';
import { formatNumber } from '@panel/domain/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { domainResolver } from '../../components/form/domain-resolver';
import { SERVER_ERROR } from '../../components/form/form-errors';
import { useAppForm } from '../../components/form/use-app-form';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { resendWaitSeconds, waitText } from '../../shared/accounts/account-errors';
import { PasswordFormField } from '../../shared/accounts/password-field';
import { moneyText, VCOIN } from '../../shared/money/money-amount';
import { CopyableValue } from '../../shared/orders/copy-text';
import { usePayWithVcoin, vcoinQuoteQuery } from './vcoin-payment-api';
import { isShort, payFailure, paySchema, type PayValues } from './vcoin-payment-forms';
import { ForgotPaymentPassword, wrongPaymentPasswordText } from '../../shared/accounts/payment-password';
import styles from './vcoin-payment.module.css';
import './locales';

const payResolver = domainResolver<PayValues, PayValues>(paySchema);
const vcoin = (amount: string) => moneyText(amount, VCOIN);

function QuoteFacts({ quote }: { quote: VcoinQuoteResponse }) {
  const { t } = useTranslation();
  return (
    <List className={styles.section}>
      <List.Item extra={<CopyableValue text={quote.orderNo} label={t('vcoinPayment.pay.orderNo')} testId="quote-order-no" />}>
        {t('vcoinPayment.pay.orderNo')}
      </List.Item>
      <List.Item extra={<span data-testid="quote-due">{moneyText(quote.amount, quote.currency)}</span>}>{t('vcoinPayment.pay.due')}</List.Item>
      {quote.currency === 'USD' ? null : (
        <List.Item
          extra={
            <span data-testid="quote-rate">
              {t('vcoinPayment.pay.rateValue', { rate: formatNumber(quote.rate, currentLocale()), currency: quote.currency })}
            </span>
          }
        >
          {t('vcoinPayment.pay.rate')}
        </List.Item>
      )}
      <List.Item
        extra={
          <span className={styles.due} data-testid="quote-vcoin">
            {vcoin(quote.vcoinAmount)}
          </span>
        }
      >
        {t('vcoinPayment.pay.vcoinAmount')}
      </List.Item>
      <List.Item extra={<span data-testid="quote-available">{vcoin(quote.available)}</span>}>{t('vcoinPayment.pay.available')}</List.Item>
    </List>
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

function PayForm({ quote, requote }: { quote: UseQueryResult<VcoinQuoteResponse>; requote: () => Promise<{ data?: VcoinQuoteResponse }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const data = quote.data!;
  const form = useAppForm<PayValues, PayValues>({ defaultValues: { paymentPassword: '' }, resolver: payResolver });
  const pay = usePayWithVcoin();
  const [notice, setNotice] = useState<{ text: string; color: 'info' | 'alert' | 'error' } | null>(null);
  const [short, setShort] = useState(false);

  const onSubmit = form.submitWith(({ paymentPassword }) => {
    if (pay.isPending || quote.isFetching) return;
    const body = { orderId: data.orderId, rate: data.rate, paymentPassword };
    const was = data.vcoinAmount;
    setNotice(null);
    void pay.submit(
      { body },
      {
        onSuccess: () => {
          form.leaveAfterSave(() => void navigate(`/payment/success/${data.orderId}`, { replace: true }));
        },
        onError: (error) => {
          const failure = payFailure(error);
          switch (failure) {
            case 'INSUFFICIENT':
              return setShort(true);
            case 'RATE_CHANGED':
              return void requote().then((fresh) => {
                const now = fresh.data?.vcoinAmount ?? data.vcoinAmount;
                setNotice({ text: t('vcoinPayment.pay.rateChanged', { now: vcoin(now), was: vcoin(was) }), color: 'alert' });
              });
            case 'WRONG_PASSWORD':
              form.setValue('paymentPassword', '');
              form.setError('paymentPassword', { type: SERVER_ERROR, message: wrongPaymentPasswordText(error, t) });
              return form.focusInvalid();
            case 'QUIET':
              return;
            case 'WAIT': {
              const seconds = resendWaitSeconds(error);
              return setNotice({ text: seconds > 0 ? waitText(seconds, currentLocale()) : (error as ApiError).message, color: 'alert' });
            }
            case 'OTHER':
              if (!form.showServerError(error)) showFailure(error);
              return;
          }
        },
      },
    );
  });

  if (short || isShort(data)) {
    return (
      <Step
        testId="vcoin-short"
        title={t('vcoinPayment.pay.shortTitle')}
        text={t('vcoinPayment.pay.shortText', { needed: vcoin(data.vcoinAmount), available: vcoin(data.available) })}
        action={t('vcoinPayment.pay.buyVcoin')}
        onAction={() => void navigate('/me/buyVCoin')}
      />
    );
  }

  return (
    <form id={form.formId} noValidate onSubmit={onSubmit} className={styles.form}>
      {notice ? (
        <div role="alert">
          <NoticeBar className={styles.notice} color={notice.color} wrap content={notice.text} data-testid="pay-notice" />
        </div>
      ) : null}
      <List className={styles.section}>
        <PasswordFormField
          control={form.control}
          name="paymentPassword"
          id={`${id}password`}
          label={t('vcoinPayment.pay.password')}
          placeholder={t('vcoinPayment.pay.passwordPlaceholder')}
          autoComplete="off"
          digits
          maxLength={PAYMENT_PASSWORD_LENGTH}
        />
      </List>
      <ForgotPaymentPassword />
      <div className={styles.footer}>
        <OutcomeUnknown call={pay} />
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={pay.isPending}
          loadingText={t('vcoinPayment.pay.paying')}
          disabled={quote.isFetching && !pay.isPending}
        >
          {t('vcoinPayment.pay.submit', { amount: vcoin(data.vcoinAmount) })}
        </Button>
      </div>
    </form>
  );
}

/** Why an order cannot be paid now, from the status the refusal names (140042 data.status): paid already, or closed; null: the refusal's own text says it. */
function closedKey(error: ApiError) {
  const status = (error.data as { status?: string } | null)?.status;
  if (status === 'PAYMENTSUCCESS' || status === 'DELIVERING' || status === 'DELIVERED') return 'vcoinPayment.pay.closed.paid' as const;
  if (status === 'CANCELLED') return 'vcoinPayment.pay.closed.cancelled' as const;
  if (status === 'REFUND' || status === 'CHARGEBACK') return 'vcoinPayment.pay.closed.returned' as const;
  return null;
}

function QuoteState({ query, orderId }: { query: UseQueryResult<VcoinQuoteResponse>; orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.code === ERROR_CODES.ORDER_ACCESS_DENIED || error.code === ERROR_CODES.PARAM_ERROR)) {
      return (
        <div className={styles.state}>
          <ErrorBlock status="empty" title={t('vcoinPayment.missingTitle')} description={t('common.missingText')} />
        </div>
      );
    }
    // The order can no longer be paid (paid meanwhile, cancelled, another way of paying): say why, lead to it.
    if (error instanceof ApiError && error.status === 200) {
      return (
        <Step
          testId="quote-closed"
          title={t('vcoinPayment.pay.closedTitle')}
          text={closedKey(error) ? t(closedKey(error)!) : error.message}
          action={t('vcoinPayment.viewOrder')}
          onAction={() => void navigate(`/payment/detail/${orderId}`, { replace: true })}
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
  const quote = query.data;
  return (
    <>
      <QuoteFacts quote={quote} />
      {quote.hasPaymentPassword ? (
        <PayForm quote={query} requote={() => query.refetch()} />
      ) : (
        <Step
          testId="vcoin-no-password"
          title={t('vcoinPayment.pay.noPasswordTitle')}
          text={t('vcoinPayment.pay.noPasswordText')}
          action={t('vcoinPayment.pay.setPassword')}
          onAction={() => void navigate('/me/vcoinPasswordSet')}
        />
      )}
    </>
  );
}

export default function VcoinPayScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({ ...vcoinQuoteQuery(id), refetchOnMount: 'always' });
  return (
    <LocalizedUi>
      <Page title={t('vcoinPayment.pay.title')} backTo={`/payment/detail/${id}`}>
        <QuoteState query={query} orderId={id} />
      </Page>
    </LocalizedUi>
  );
}
