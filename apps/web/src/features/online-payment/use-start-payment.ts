// Starting an attempt (POST /api/order/payment/pay/v2, 60 s) the way both payment screens do: one
// Idempotency-Key per submit, kept while its outcome is unknown; what each refusal means is said in
// the screen's notice: 150043 (silent) is quoted again and the new amount said, 140068 the limit,
// -5 a payment already running (the screen shows it), no answer "pay again".
import type { PaymentAttemptView, PaymentQuote, PayOnlineRequest } from '@panel/domain/contract/payments';
import { ERROR_CODES } from '@panel/domain/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useSubmitKeys } from '../../lib/idempotency';
import { moneyText } from '../../shared/money/money-amount';
import { usePayOnline } from '../../shared/payments/payments-api';
import { payFailure } from './payment-form';
import { codeText, type Notice } from './payment-parts';

type StartHandlers = {
  /** The attempt was made. */
  onStarted: (attempt: PaymentAttemptView) => void;
  /** Asks the quote again (150043); answers the fresh one. */
  requote: () => Promise<PaymentQuote | undefined>;
  /** The quote the payment was sent with (its amount is said against the new one on 150043). */
  quote: PaymentQuote;
  /** -5: a payment is already running; the screen reads the current attempt again. */
  onRunning: () => void;
  /** 99991, 99992, 140064 and every other refusal the notice does not say. */
  onRefused: (error: ApiError) => void;
};

export function useStartPayment() {
  const { t } = useTranslation();
  const pay = usePayOnline();
  const keys = useSubmitKeys();
  const [notice, setNotice] = useState<Notice | null>(null);

  // mutateAsync: its answer arrives even when the form is gone meanwhile (the new attempt, cached at
  // once, can replace the form before the call's own callbacks would run).
  const start = async (body: PayOnlineRequest, { onStarted, requote, quote, onRunning, onRefused }: StartHandlers) => {
    if (pay.isPending) return;
    setNotice(null);
    let attempt: PaymentAttemptView;
    try {
      attempt = await pay.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
    } catch (error) {
      const failure = payFailure(error);
      if (failure === 'UNKNOWN') return setNotice({ text: t('onlinePayment.notice.noAnswer'), color: 'alert' });
      keys.settle();
      switch (failure) {
        case 'RUNNING':
          setNotice({ text: t('onlinePayment.notice.running'), color: 'alert' });
          return onRunning();
        case 'RATE_CHANGED': {
          const fresh = await requote();
          const was = moneyText(quote.amount, quote.currency);
          const now = fresh ? moneyText(fresh.amount, fresh.currency) : was;
          return setNotice({ text: t('onlinePayment.notice.rateChanged', { now, was }), color: 'alert' });
        }
        case 'LIMIT': {
          const limit = quote.limit ? moneyText(quote.limit, quote.currency) : '';
          return setNotice({ text: t('onlinePayment.notice.limit', { message: codeText(ERROR_CODES.OVER_PAYMENT_LIMIT), limit }), color: 'error' });
        }
        default:
          return onRefused(error as ApiError);
      }
    }
    keys.settle();
    onStarted(attempt);
  };

  return { start, pending: pay.isPending, notice, setNotice };
}
