// Starting a crypto payment: the token (USDT, USDC) and the network the buyer sends on, with a
// warning that another network goes to review, the quote of the token (what to send, the fee, the
// VCoin it makes), then "Get address" (pay/v2 with the quote's rate and the submit's
// Idempotency-Key). A rate changed since the quote (150043) is quoted again and said; no answer
// keeps the key so pressing again makes no second address; another attempt running (-5) is shown.
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Selector from 'antd-mobile/es/components/selector';
import { useQuery } from '@tanstack/react-query';
import type { PaymentAttemptView } from '@panel/domain/contract/payments';
import { ERROR_CODES } from '@panel/domain/errors';
import type { CryptoChain, CryptoToken } from '@panel/domain/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../components/api-failure';
import { PageError } from '../../components/page-error';
import { SkeletonRows } from '../../components/page-loading';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ApiError } from '../../lib/api-client';
import { isStillInFlight } from '../../lib/idempotency';
import { moneyText, VCOIN } from '../../shared/money/money-amount';
import { paymentOptionsQuery, paymentQuoteQuery, payableFields, usePayOnlineCall, type Payable } from '../../shared/payments/payments-api';
import { amountText, loadStateOf, NoAttempt } from './attempt-page';
import styles from './payment-codes.module.css';

type Notice = { text: string; color: 'info' | 'alert' | 'error' };

type CryptoChooserProps = {
  payable: Payable;
  /** The attempt started (or found running): the page shows it. */
  onStarted: (attempt: PaymentAttemptView | null) => void;
};

export function CryptoChooser({ payable, onStarted }: CryptoChooserProps) {
  const { t } = useTranslation();
  const options = useQuery(paymentOptionsQuery(payable));
  const [token, setToken] = useState<CryptoToken | null>(null);
  const [chain, setChain] = useState<CryptoChain | null>(null);
  const tokens = options.data?.crypto.tokens ?? [];
  const chosenToken = token ?? tokens[0] ?? null;
  const quote = useQuery(paymentQuoteQuery(payable, 'CRYPTO', chosenToken));
  const pay = usePayOnlineCall();
  const [notice, setNotice] = useState<Notice | null>(null);

  const loading = loadStateOf(options);
  if (loading) {
    if (options.error instanceof ApiError && options.error.code === ERROR_CODES.ORDER_ACCESS_DENIED) return <NoAttempt payable={null} />;
    return loading;
  }
  const data = options.data!;

  const getAddress = () => {
    const q = quote.data;
    if (!q || !chain || !chosenToken || pay.isPending || quote.isFetching) return;
    const body = { ...payableFields(payable), method: 'CRYPTO' as const, currency: chosenToken, chain, rate: q.rate, billing: {} };
    const was = amountText(q.amount, chosenToken);
    setNotice(null);
    void pay.submit(body, {
      onSuccess: (attempt) => onStarted(attempt),
      onError: (error) => {
        // -5 here: another attempt of this payment is running; the page shows it.
        if (isStillInFlight(error)) return onStarted(null);
        if (error instanceof ApiError && error.code === ERROR_CODES.EXCHANGE_RATE_CHANGED) {
          return void quote.refetch().then((fresh) => {
            const now = fresh.data ? amountText(fresh.data.amount, fresh.data.currency) : was;
            setNotice({ text: t('paymentCodes.crypto.rateChanged', { now, was }), color: 'alert' });
          });
        }
        if (error instanceof ApiError) return setNotice({ text: error.message, color: 'error' });
        showFailure(error);
      },
    });
  };

  return (
    <div className={styles.form}>
      {notice ? (
        <div role="alert">
          <NoticeBar className={styles.notice} color={notice.color} wrap content={notice.text} data-testid="crypto-notice" />
        </div>
      ) : null}
      <List className={styles.section}>
        <List.Item
          extra={
            <span data-testid="crypto-for">
              {data.topUpId ? t('paymentCodes.forTopUp', { reference: data.reference }) : t('paymentCodes.forOrder', { reference: data.reference })}
            </span>
          }
        >
          {t('paymentCodes.paying')}
        </List.Item>
      </List>
      <section className={`${styles.choice} ${styles.section}`}>
        <h2 className={styles.choiceTitle} id="crypto-token">
          {t('paymentCodes.crypto.token')}
        </h2>
        <Selector
          aria-labelledby="crypto-token"
          columns={2}
          options={tokens.map((value) => ({ value, label: value }))}
          value={chosenToken ? [chosenToken] : []}
          onChange={(selected) => selected[0] && setToken(selected[0])}
        />
      </section>
      <section className={styles.choice}>
        <h2 className={styles.choiceTitle} id="crypto-chain">
          {t('paymentCodes.crypto.chain')}
        </h2>
        <Selector
          aria-labelledby="crypto-chain"
          columns={2}
          options={data.crypto.chains.map((value) => ({ value, label: t(`paymentCodes.crypto.chainName.${value}`) }))}
          value={chain ? [chain] : []}
          onChange={(selected) => setChain(selected[0] ?? null)}
        />
      </section>
      <NoticeBar className={styles.notice} color="alert" wrap content={t('paymentCodes.crypto.chainWarning')} data-testid="crypto-chain-warning" />
      {quote.isError && !quote.data ? (
        <PageError
          error={quote.error}
          title={t('paymentCodes.crypto.quoteFailed')}
          description={quote.error instanceof ApiError ? quote.error.message : undefined}
          onRetry={() => void quote.refetch()}
          retrying={quote.isFetching}
        />
      ) : quote.data ? (
        <List className={styles.section} data-testid="crypto-quote">
          <List.Item
            extra={
              <span className={styles.amount} data-testid="quote-amount">
                {amountText(quote.data.amount, quote.data.currency)}
              </span>
            }
          >
            {t('paymentCodes.crypto.youSend')}
          </List.Item>
          <List.Item extra={<span data-testid="quote-fee">{amountText(quote.data.fee, quote.data.currency)}</span>}>{t('paymentCodes.fee')}</List.Item>
          <List.Item extra={<span data-testid="quote-vcoin">{moneyText(quote.data.vcoin, VCOIN)}</span>}>{t('paymentCodes.vcoin')}</List.Item>
        </List>
      ) : (
        <div className={styles.section} role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <SkeletonRows rows={3} />
        </div>
      )}
      <div className={styles.footer}>
        <OutcomeUnknown call={pay} />
        <Button
          block
          color="primary"
          size="large"
          loading={pay.isPending}
          loadingText={t('paymentCodes.crypto.gettingAddress')}
          disabled={!chain || !quote.data || (quote.isFetching && !pay.isPending)}
          onClick={getAddress}
        >
          {t('paymentCodes.crypto.getAddress')}
        </Button>
      </div>
    </div>
  );
}
