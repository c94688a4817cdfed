// /payment/onerway/:orderId (and ?topUp=1): paying by card in the provider's checkout frame. The
// latest attempt (GET /api/payment/attempt/current, asked every 3 s while it is live) decides what
// shows:
// - a live card attempt: the frame (CardCheckout) with its transaction id; once the frame reports,
//   its report is posted (POST /api/payment/card/{id}/result, informational) and the screen says
//   "Confirming your payment…" until the attempt ends: only the server's status decides;
// - paid: the order's success page (the VCoin records for a purchase);
// - a failed card attempt: its reason and "Try again with another card", which starts a new attempt
//   in the same currency at a fresh quote;
// - a live attempt of another method: continue it, or cancel it (after a confirmation) to pay by card;
// - else the start: the currency among the card's, its quote, Pay (pay/v2, method CARD).
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentAttemptView, PaymentOptions } from '@panel/domain/contract/payments';
import { ERROR_CODES } from '@panel/domain/errors';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { LocalizedUi } from '../../components/localized-ui';
import { notify } from '../../components/notify';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { moneyText } from '../../shared/money/money-amount';
import { CardCheckout } from '../../shared/payments/card-checkout';
import {
  isLiveAttempt,
  onlinePath,
  paidPath,
  payableFields,
  payableOf,
  paymentOptionsQuery,
  paymentQuoteQuery,
  useCardResult,
  useCurrentAttempt,
  type Payable,
} from '../../shared/payments/payments-api';
import { CurrencyChoice } from './pay-form';
import { choiceProblem, overLimit } from './payment-form';
import { AttemptFailed, AttemptInProgress, AttemptPaid, codeText, OptionsLoaded, PayableSummary, PaymentNotice, QuoteFacts } from './payment-parts';
import { useStartPayment } from './use-start-payment';
import styles from './online-payment.module.css';
import './locales';

const CARD = 'CARD' as const;

function Confirming() {
  const { t } = useTranslation();
  return (
    <section className={styles.confirming} role="status" aria-live="polite" data-testid="card-confirming">
      <DotLoading className={styles.spinner} color="primary" />
      <h2 className={styles.confirmingTitle}>{t('onlinePayment.card.confirming')}</h2>
      <p className={styles.cardText}>{t('onlinePayment.card.confirmingText')}</p>
    </section>
  );
}

type StartProps = { payable: Payable; options: PaymentOptions; onRunning: () => void; onStarted: (attempt: PaymentAttemptView) => void };

/** Starting a card payment: the currency among the card's, its quote, Pay. */
function CardStart({ payable, options, onRunning, onStarted }: StartProps) {
  const { t } = useTranslation();
  const card = options.methods.find((option) => option.method === CARD);
  const currencies = card?.currencies ?? [];
  const [currency, setCurrency] = useState<string | null>(currencies.length === 1 ? currencies[0]! : null);
  const [choiceError, setChoiceError] = useState<number | null>(null);
  const quote = useQuery(paymentQuoteQuery(payable, card ? CARD : null, currency));
  const starter = useStartPayment();
  const ready = quote.isSuccess && quote.data.currency === currency;
  const limitExceeded = ready && overLimit(quote.data);

  const pay = () => {
    const problem = choiceProblem(card ? CARD : null, currency);
    if (problem) {
      setChoiceError(problem);
      return notify(codeText(problem));
    }
    if (!ready || limitExceeded || !currency) return;
    void starter.start(
      { ...payableFields(payable), method: CARD, currency, rate: quote.data.rate, billing: {} },
      {
        quote: quote.data,
        onStarted,
        onRunning,
        requote: async () => (await quote.refetch()).data,
        onRefused: (error) => {
          if (error.code === ERROR_CODES.PAYMENT_CURRENCY_REQUIRED || error.code === ERROR_CODES.PAYMENT_METHOD_REQUIRED) return setChoiceError(error.code);
          showFailure(error);
        },
      },
    );
  };

  return (
    <div data-testid="card-start">
      <PaymentNotice notice={starter.notice} />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('onlinePayment.card.start')}</h2>
        <p className={styles.cardText}>{t('onlinePayment.card.startText')}</p>
      </section>
      {card ? (
        <CurrencyChoice
          currencies={currencies}
          value={currency}
          onChange={(next) => {
            setCurrency(next);
            setChoiceError(null);
            starter.setNotice(null);
          }}
          error={choiceError === null ? undefined : codeText(choiceError)}
        />
      ) : (
        <PaymentNotice notice={{ text: codeText(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE), color: 'error' }} />
      )}
      <QuoteFacts quote={quote} chosen={Boolean(card && currency)} />
      {limitExceeded ? (
        <PaymentNotice
          notice={{
            text: t('onlinePayment.quote.overLimit', { limit: moneyText(quote.data.limit!, quote.data.currency), currency: quote.data.currency }),
            color: 'error',
          }}
        />
      ) : null}
      <div className={styles.footer}>
        <Button
          block
          color="primary"
          size="large"
          loading={starter.pending}
          loadingText={t('onlinePayment.paying')}
          disabled={!card || (!starter.pending && Boolean(currency) && (!ready || quote.isFetching || limitExceeded))}
          onClick={pay}
          data-testid="card-pay"
        >
          {ready ? t('onlinePayment.pay', { amount: moneyText(quote.data.amount, quote.data.currency) }) : t('onlinePayment.payNoAmount')}
        </Button>
      </div>
    </div>
  );
}

/** The checkout frame of a live card attempt; once it reports, the waiting state until the server decides. */
function CardFrame({ attempt, reported, onReported }: { attempt: PaymentAttemptView; reported: boolean; onReported: () => void }) {
  const { t } = useTranslation();
  const result = useCardResult();
  if (attempt.instructions.kind !== 'CARD_FRAME') return null;
  const { transactionId, environment, checkoutUrl } = attempt.instructions;
  if (reported) return <Confirming />;
  return (
    <section className={styles.frame} data-testid="card-frame" data-transaction={transactionId}>
      <CardCheckout
        transactionId={transactionId}
        environment={environment}
        checkoutUrl={checkoutUrl}
        locale={currentLocale()}
        onCompleted={(status) => {
          // Informational: the provider's webhook decides; the screen waits for the attempt.
          result.mutate({ attemptId: attempt.id, body: { status } });
          onReported();
        }}
        onError={(error) => notify(t('onlinePayment.card.frameError', { message: error.message }))}
      />
    </section>
  );
}

function CardPayment({ payable }: { payable: Payable }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useQuery(paymentOptionsQuery(payable));
  const current = useCurrentAttempt(payable, { poll: true });
  const attempt = current.data ?? null;
  // The attempts whose frame reported (the screen waits for them), and the one the buyer moved past.
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set());
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const retry = useStartPayment();

  const paid = attempt?.status === 'SUCCEEDED';
  useEffect(() => {
    if (paid) void navigate(paidPath(payable), { replace: true });
  }, [paid, navigate, payable]);

  if (paid) return <AttemptPaid />;
  if (current.isPending) return <PageLoading />;
  if (current.isError && !options.isError) {
    return (
      <PageError
        error={current.error}
        description={current.error instanceof ApiError ? current.error.message : undefined}
        onRetry={() => void current.refetch()}
        retrying={current.isFetching}
      />
    );
  }

  const onRunning = () => {
    setNotice({ text: t('onlinePayment.notice.running'), color: 'alert' });
    void current.refetch();
  };
  const onStarted = () => setNotice(null);

  /** A new card attempt in the failed one's currency, at a fresh quote. */
  const tryAnotherCard = async (failed: PaymentAttemptView) => {
    try {
      const fresh = await queryClient.fetchQuery(paymentQuoteQuery(payable, CARD, failed.currency));
      void retry.start(
        { ...payableFields(payable), method: CARD, currency: failed.currency, rate: fresh.rate, billing: {} },
        {
          quote: fresh,
          onStarted,
          onRunning,
          requote: async () => queryClient.fetchQuery(paymentQuoteQuery(payable, CARD, failed.currency)),
          onRefused: (error) => showFailure(error),
        },
      );
    } catch (error) {
      // The quote failed: choose again (a currency may have lost its rate).
      showFailure(error);
      setDismissed(failed.id);
    }
  };

  return (
    <OptionsLoaded query={options} payable={payable}>
      {(loaded) => {
        let body: ReactNode = null;
        if (attempt && attempt.method === CARD && isLiveAttempt(attempt.status)) {
          body = <CardFrame attempt={attempt} reported={reported.has(attempt.id)} onReported={() => setReported((seen) => new Set(seen).add(attempt.id))} />;
        } else if (attempt && isLiveAttempt(attempt.status)) {
          body = (
            <AttemptInProgress
              attempt={attempt}
              title={t('onlinePayment.card.otherRunningTitle')}
              anotherLabel={t('onlinePayment.card.useCard')}
              onCancelled={() => setNotice(null)}
            />
          );
        } else if (attempt && attempt.method === CARD && attempt.status === 'FAILED' && attempt.id !== dismissed) {
          body = (
            <AttemptFailed
              attempt={attempt}
              title={t('onlinePayment.card.failedTitle')}
              retry={t('onlinePayment.card.tryAnother')}
              retrying={retry.pending}
              onRetry={() => void tryAnotherCard(attempt)}
            >
              <Button block fill="none" className={styles.tall} onClick={() => void navigate(onlinePath(payable))}>
                {t('onlinePayment.card.otherMethod')}
              </Button>
            </AttemptFailed>
          );
        }
        return (
          <>
            <PayableSummary options={loaded} />
            <PaymentNotice notice={retry.notice ?? notice} />
            {body ?? <CardStart key={dismissed ?? 'first'} payable={payable} options={loaded} onRunning={onRunning} onStarted={onStarted} />}
            {body && attempt && isLiveAttempt(attempt.status) && attempt.method === CARD && !reported.has(attempt.id) ? (
              <div className={styles.links}>
                <Button fill="none" size="small" color="primary" onClick={() => void navigate(onlinePath(payable))}>
                  {t('onlinePayment.card.otherMethod')}
                </Button>
              </div>
            ) : null}
          </>
        );
      }}
    </OptionsLoaded>
  );
}

type Notice = Parameters<typeof PaymentNotice>[0]['notice'];

export default function CardPaymentScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const { search } = useLocation();
  const payable = payableOf(params, search);
  const back = payable ? onlinePath(payable) : '/order';
  return (
    <LocalizedUi>
      <Page title={t('onlinePayment.cardTitle')} backTo={back}>
        {payable ? <CardPayment key={`${payable.id}:${payable.topUp}`} payable={payable} /> : null}
      </Page>
    </LocalizedUi>
  );
}
