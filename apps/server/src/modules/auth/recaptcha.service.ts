// reCAPTCHA: when the server is configured with a site key and a secret, every login carries a
// token that the verification service must accept (5043 otherwise). The panel reads the site
// key from GET /api-auth/oauth/site/key.
import { ERROR_CODES } from '@panel/domain/errors';
import type { SiteKeyResponse } from '@panel/domain/contract/accounts';
import type { Config } from '../../config';
import { AppError } from '../../errors';

export type RecaptchaPolicy = { secret: string; verifyUrl: string } | undefined;

export const recaptchaPolicyOf = (config: Config): RecaptchaPolicy =>
  config.recaptchaSecret ? { secret: config.recaptchaSecret, verifyUrl: config.recaptchaVerifyUrl } : undefined;

/** The configured site key (null while the check is off). */
export function getSiteKey(config: Config): SiteKeyResponse {
  return { siteKey: config.recaptchaSiteKey ?? null, enabled: Boolean(config.recaptchaSecret) };
}

/** Asks the verification service about a token; a missing token, a "no" or an unreachable service is 5043. */
export async function verifyRecaptcha(policy: RecaptchaPolicy, { token, ip }: { token?: string; ip: string }) {
  if (!policy) return;
  const failed = () => new AppError(ERROR_CODES.RECAPTCHA_FAILED, { field: 'recaptchaToken' }, 'auth.recaptchaFailed');
  if (!token) throw failed();
  let success = false;
  try {
    const res = await fetch(policy.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: policy.secret, response: token, remoteip: ip }).toString(),
      signal: AbortSignal.timeout(5_000),
    });
    success = res.ok && ((await res.json()) as { success?: unknown }).success === true;
  } catch {
    success = false;
  }
  if (!success) throw failed();
}
