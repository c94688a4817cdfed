import { ERROR_CODES, errorMessage, messageText } from '@panel/domain/errors';
import type { Locale } from '@panel/domain/locale';
import type { TokenResponse } from '@panel/domain/contract/auth';
// NOTE: from oauth-fields, not contract/auth: that module builds zod schemas when it loads.
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/oauth-fields';
import { api, ApiError } from '../../lib/api-client';

/** POST /api-auth/oauth/user/token (form-encoded, with the panel's fixed client fields). */
export async function requestToken(username: string, password: string): Promise<TokenResponse> {
  // hide: the login screen shows the failure itself, next to the form.
  return api.post<TokenResponse>('/api-auth/oauth/user/token', {
    form: { username, password, ...PANEL_TOKEN_FIELDS },
    hide: true,
  });
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
    default:
      return error.message;
  }
}
