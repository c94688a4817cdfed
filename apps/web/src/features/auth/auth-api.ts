import { ERROR_CODES, errorMessage, messageText } from '@panel/domain/errors';
import type { Locale } from '@panel/domain/locale';
import type { LoginResponse, PrejudgeResponse } from '@panel/domain/contract/accounts';
import { authEndpoints } from '@panel/domain/endpoints/auth';
import { systemEndpoints } from '@panel/domain/endpoints/system';
// NOTE: from oauth-fields, not contract/auth: that module builds zod schemas when it loads.
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/oauth-fields';
import { api, ApiError } from '../../lib/api-client';
import { getCaptchaClientId, getFingerprintId } from '../../lib/device';
import { needsCaptcha } from '../../shared/accounts/account-errors';

export { needsCaptcha };
/** A message of spec section 8 ('auth.waitMinutes', 'auth.recaptchaFailed' ...) in the given language. */
export { messageText as authText } from '@panel/domain/errors';
export { holdLogin, nextLoginStep } from '../../shared/login/login-challenge';

/** What the login form sends besides account and password. */
export type LoginExtras = { captcha?: string; recaptchaToken?: string };

/**
 * POST /api-auth/oauth/user/token (form-encoded, with the panel's fixed client fields and this
 * browser's fingerprint id). Answers a token, or a challenge when the login is held for a code.
 */
export async function requestToken(username: string, password: string, extras: LoginExtras = {}): Promise<LoginResponse> {
  const form: Record<string, string> = { username, password, ...PANEL_TOKEN_FIELDS, fingerprintId: getFingerprintId() };
  if (extras.captcha) Object.assign(form, { captcha: extras.captcha, captchaClientId: getCaptchaClientId() });
  if (extras.recaptchaToken) form.recaptchaToken = extras.recaptchaToken;
  // hide: the login screen shows the failure itself, next to the form.
  return api.call(authEndpoints.login, { form, hide: true });
}

/**
 * POST /api-auth/oauth/user/login/prejudge (form-encoded): whether this login needs
 * the captcha or a reCAPTCHA token, and how long the account must still wait. Null when the check
 * itself fails: the login call then says what is wrong.
 */
export async function prejudgeLogin(username: string): Promise<PrejudgeResponse | null> {
  try {
    return await api.call(authEndpoints.prejudge, { body: { username, fingerprintId: getFingerprintId() }, hide: true });
  } catch (error) {
    console.error('The login pre-check failed', error);
    return null;
  }
}

/** Whether the system configuration offers the old version (newToOldInfo.skipSwitch); false when unknown. */
export async function isOldVersionOffered(): Promise<boolean> {
  try {
    const config = await api.call(systemEndpoints.config, { hide: true });
    return config.newToOldInfo.skipSwitch;
  } catch {
    return false;
  }
}

/** The login text of a captcha failure (missing, wrong, expired; the server marks them captchaRequired). */
export function captchaFailureKey(error: unknown): 'login.captchaRequired' | 'login.captchaWrong' | 'login.captchaExpired' | undefined {
  if (!(error instanceof ApiError) || !needsCaptcha(error)) return undefined;
  switch (error.code) {
    case ERROR_CODES.REQUIRED_FIELDS_MISSING:
      return 'login.captchaRequired';
    case ERROR_CODES.WRONG_CODE:
      return 'login.captchaWrong';
    case ERROR_CODES.CODE_EXPIRED:
      return 'login.captchaExpired';
    default:
      return undefined;
  }
}

/** The sentence the login screen shows for a failed login. */
export function loginFailureText(error: unknown, locale: Locale): string {
  if (!(error instanceof ApiError)) return errorMessage(ERROR_CODES.NETWORK, locale);
  switch (error.code) {
    case ERROR_CODES.WRONG_CREDENTIALS:
    case ERROR_CODES.INCORRECT_PASSWORD:
      return messageText('auth.wrongCredentials', locale);
    case ERROR_CODES.OPERATION_TOO_FREQUENT: {
      const minutes = (error.data as { minutes?: unknown } | null)?.minutes;
      return typeof minutes === 'number' ? messageText('auth.waitMinutes', locale, { num: minutes }) : error.message;
    }
    case ERROR_CODES.RECAPTCHA_FAILED:
      return messageText('auth.recaptchaFailed', locale);
    default:
      return error.message;
  }
}
