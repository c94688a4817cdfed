// /payment/online/:orderId (and ?topUp=1 for a VCoin purchase): paying online. The payment options
// (GET /api/payment/options) say what is due and which methods can pay it; the latest attempt (GET
// /api/payment/attempt/current, asked every 3 s while it is live) decides what shows:
// - one in progress with a page of its own: continue it there, or cancel it (after a confirmation)
//   to use another method;
// - one answered later (a prepaid card) or approved on the provider's page (after coming back from
//   it): its status until it ends;
// - paid: the order's success page, or the VCoin records for a purchase;
// - failed or expired while followed here: its reason and "Try again";
// - else the form: method, currency, billing fields, quote, Pay (pay-form.tsx). A new attempt goes to
//   its screen (attemptRoute: the card page, the PIX, boleto, tpaga or crypto page, the provider's
//   page for a redirect); a prepaid card's stays here.
import { useQuery } from '@tanstack/react-query';
import type { PaymentAttemptView } from '@panel/domain/contract/payments';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import {
  goToAttempt,
  isLiveAttempt,
  paidPath,
  payableOf,
  payableSegment,
  paymentOptionsQuery,
  useCurrentAttempt,
  type Payable,
} from '../../shared/payments/payments-api';
import { PayForm } from './pay-form';
import { AttemptFailed, AttemptInProgress, AttemptPaid, AttemptWaiting, OptionsLoaded, PayableSummary, PaymentNotice, type Notice } from './payment-parts';
import './locales';

/** Attempts this screen follows itself: the provider answers later, or the buyer approves on the provider's page and comes back here. */
const FOLLOWED_HERE = ['PENDING', 'REDIRECT'] as const;
const followedHere = (attempt: PaymentAttemptView) => (FOLLOWED_HERE as readonly string[]).includes(attempt.instructions.kind);

function OnlinePayment({ payable }: { payable: Payable }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useQuery(paymentOptionsQuery(payable));
  const current = useCurrentAttempt(payable, { poll: true });
  const attempt = current.data ?? null;
  // Attempts seen live on this visit (their end is said here), and the ended one the buyer moved past.
  const [seenLive, setSeenLive] = useState<ReadonlySet<string>>(() => new Set());
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // Remembered as it is rendered (React's "adjusting state while rendering"): its end is then said here.
  if (attempt && isLiveAttempt(attempt.status) && !seenLive.has(attempt.id)) setSeenLive(new Set(seenLive).add(attempt.id));

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

  const onStarted = (started: PaymentAttemptView) => {
    setNotice(null);
    // A prepaid card's attempt stays here (the current attempt is now it); the others go to their screen.
    if (!followedHere(started) || started.instructions.kind === 'REDIRECT') goToAttempt(started, (path) => void navigate(path));
  };
  const onCancelled = () => {
    setNotice(null);
    void options.refetch();
  };

  let body: ReactNode = null;
  if (attempt && isLiveAttempt(attempt.status)) {
    body = followedHere(attempt) ? (
      <AttemptWaiting attempt={attempt} onCancelled={onCancelled} />
    ) : (
      <AttemptInProgress attempt={attempt} onCancelled={onCancelled} />
    );
  } else if (
    attempt &&
    (attempt.status === 'FAILED' || attempt.status === 'EXPIRED') &&
    attempt.id !== dismissed &&
    (seenLive.has(attempt.id) || followedHere(attempt))
  ) {
    body = <AttemptFailed attempt={attempt} retry={t('onlinePayment.failed.tryAgain')} onRetry={() => setDismissed(attempt.id)} />;
  }

  return (
    <OptionsLoaded query={options} payable={payable}>
      {(loaded) => (
        <>
          <PayableSummary options={loaded} />
          <PaymentNotice notice={body ? notice : null} />
          {body ?? (
            <PayForm
              key={dismissed ?? 'first'}
              payable={payable}
              options={loaded}
              onStarted={onStarted}
              onRunning={() => {
                setNotice({ text: t('onlinePayment.notice.running'), color: 'alert' });
                void current.refetch();
                void options.refetch();
              }}
              onElsewhere={() => void navigate(`/payment/crypto/${payableSegment(payable)}`)}
            />
          )}
        </>
      )}
    </OptionsLoaded>
  );
}

export default function OnlinePaymentScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const { search } = useLocation();
  const payable = payableOf(params, search);
  const title = payable?.topUp ? t('onlinePayment.topUpTitle') : t('onlinePayment.title');
  const back = payable ? (payable.topUp ? '/me/buyVCoin' : `/payment/detail/${payable.id}`) : '/order';
  return (
    <LocalizedUi>
      <Page title={title} backTo={back}>
        {payable ? <OnlinePayment key={`${payable.id}:${payable.topUp}`} payable={payable} /> : null}
      </Page>
    </LocalizedUi>
  );
}
