// The texts of failed account calls (spec section 8): the server marks some codes with a reason
// whose own message the catalogue has (710006 REGISTERED: "account already registered", 160009
// ACCOUNT_NOT_FOUND: "account not found", 140029: "wait {num} minutes", or with RESEND_WAIT the plain wait
// before another code: "you can send a new code in N s"); the others keep the code's
// text. Also tells which form field a failure belongs to, so a screen can show it there.
import { ERROR_CODES, errorMessage, messageText } from '@panel/domain/errors';
import type { Locale } from '@panel/domain/locale';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import './locales';

type FailureData = { field?: unknown; reason?: unknown; minutes?: unknown; seconds?: unknown; attemptsLeft?: unknown; captchaRequired?: unknown };

function dataOf(error: unknown): FailureData {
  return error instanceof ApiError && typeof error.data === 'object' && error.data !== null ? (error.data as FailureData) : {};
}

/** The sentence to show for a failed account call, in the given language. */
export function accountFailureText(error: unknown, locale: Locale): string {
  if (!(error instanceof ApiError)) return errorMessage(ERROR_CODES.NETWORK, locale);
  const data = dataOf(error);
  switch (error.code) {
    case ERROR_CODES.WRONG_CREDENTIALS:
    case ERROR_CODES.INCORRECT_PASSWORD:
      return messageText('auth.wrongCredentials', locale);
    case ERROR_CODES.OPERATION_TOO_FREQUENT:
      // The plain wait between two codes is no fault: said as when a new one can be sent.
      if (data.reason === 'RESEND_WAIT') return i18n.getFixedT(locale)('codeUi.resendWait', { seconds: Math.max(1, Math.ceil(resendWaitSeconds(error))) });
      if (typeof data.seconds === 'number' || typeof data.minutes === 'number') return waitText(resendWaitSeconds(error), locale);
      return error.message;
    case ERROR_CODES.ACCOUNT_ALREADY_USED:
      return data.reason === 'REGISTERED' ? messageText('auth.accountRegistered', locale) : error.message;
    case ERROR_CODES.VERIFICATION_CODE_NOT_SENT:
      return data.reason === 'ACCOUNT_NOT_FOUND' ? messageText('auth.accountNotFound', locale) : error.message;
    case ERROR_CODES.RECAPTCHA_FAILED:
      return messageText('auth.recaptchaFailed', locale);
    case ERROR_CODES.UNAUTHORIZED:
      return messageText('auth.sessionExpired', locale);
    default:
      return error.message;
  }
}

/**
 * "Please wait 45 seconds" / "1 minute" / "3 minutes": the real wait, in seconds under a minute,
 * else in minutes rounded up, with the language's plural.
 */
export function waitText(seconds: number, locale: Locale): string {
  const wait = Math.max(1, Math.ceil(seconds));
  const t = i18n.getFixedT(locale);
  if (!i18n.exists('codeUi.wait_other', { lng: locale })) return messageText('auth.waitMinutes', locale, { num: Math.ceil(wait / 60) });
  return wait < 60 ? t('codeUi.wait', { count: wait }) : t('codeUi.waitMinutes', { count: Math.ceil(wait / 60) });
}

/** The form field a failure is about (`data.field`), if the server named one. */
export function failureField(error: unknown): string | undefined {
  const field = dataOf(error).field;
  return typeof field === 'string' ? field : undefined;
}

/** The `data.reason` of a failure (REGISTERED, ACCOUNT_NOT_FOUND, NO_CONTACT, NOT_OFFERED ...), if any. */
export function failureReason(error: unknown): string | undefined {
  const reason = dataOf(error).reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** Seconds to wait before sending a code again, from a 140029 answer (0 when it is not one). */
export function resendWaitSeconds(error: unknown): number {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.OPERATION_TOO_FREQUENT) return 0;
  const { seconds, minutes } = dataOf(error);
  if (typeof seconds === 'number') return seconds;
  return typeof minutes === 'number' ? minutes * 60 : 0;
}

/** True for a wrong or expired code (710011, 710010): the code field shows it. */
export function isCodeFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ERROR_CODES.WRONG_CODE || error.code === ERROR_CODES.CODE_EXPIRED);
}

/** True when the failure says the login now needs the image captcha. */
export function needsCaptcha(error: unknown): boolean {
  return dataOf(error).captchaRequired === true;
}
