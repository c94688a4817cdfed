// A wrong payment password, said the same on every screen that asks for one: how many tries are
// left before the wait (the server counts them), and the way to set a new one.
import { ERROR_CODES } from '@panel/domain/errors';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import './locales';
import './payment-password.css';

/** The field's message for a refused payment password (1000064), with the tries left when the server tells them. */
export function wrongPaymentPasswordText(error: unknown, t: TFunction): string {
  const triesLeft =
    error instanceof ApiError && error.code === ERROR_CODES.WRONG_PAYMENT_PASSWORD ? (error.data as { triesLeft?: unknown } | null)?.triesLeft : undefined;
  return typeof triesLeft === 'number' && triesLeft > 0 ? t('paymentPasswordUi.wrongTries', { count: triesLeft }) : t('paymentPasswordUi.wrong');
}

/** "Forgot your payment password?": to the screen that sets a new one with a code sent to the account. */
export function ForgotPaymentPassword() {
  const { t } = useTranslation();
  return (
    <Link to="/me/vcoinPasswordSet" className="payment-password__forgot" data-testid="forgot-payment-password">
      {t('paymentPasswordUi.forgot')}
    </Link>
  );
}
