// Logging in and out: the password login with its checks (captcha, reCAPTCHA, a code for a new
// device or two-factor login), and ending a session.
import type * as A from '../contract/accounts';
import type { RemoveTokenQuery, RemoveTokenResponse } from '../contract/auth';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const authEndpoints = {
  // The body is form-encoded and read with two schemas (the OAuth fields and the panel's own), in the handler.
  login: endpoint<{ response: typeof A.LoginResponse }>({
    method: 'POST',
    path: '/api-auth/oauth/user/token',
    access: 'public',
    body: 'form',
    summary: 'Logs in with an account and password: a session token, or the security check this login needs first.',
    errors: [
      E.WRONG_CREDENTIALS,
      E.OPERATION_TOO_FREQUENT,
      E.ACCOUNT_BLOCKED,
      E.ACCOUNT_NOT_AVAILABLE,
      E.NOT_AUTHORIZED,
      E.RECAPTCHA_FAILED,
      E.WRONG_CODE,
      E.CODE_EXPIRED,
      E.VERIFICATION_CODE_NOT_SENT,
    ],
  }),
  prejudge: endpoint<{ body: typeof A.PrejudgeRequest; response: typeof A.PrejudgeResponse }>({
    method: 'POST',
    path: '/api-auth/oauth/user/login/prejudge',
    access: 'public',
    body: 'form',
    summary:
      'Whether a login of this account from here needs a captcha, reCAPTCHA or a security check, and how long it must wait after failed tries (answers the whole body).',
  }),
  securityVerify: endpoint<{ body: typeof A.SecurityVerifyRequest; response: typeof A.SecurityVerifyResponse }>({
    method: 'POST',
    path: '/api-auth/oauth/user/login/security-verify',
    access: 'public',
    summary: "Completes a login's security check with its code: the session token, and the device is remembered.",
    errors: [E.WRONG_CODE, E.CODE_EXPIRED, E.OPERATION_TOO_FREQUENT, E.ACCOUNT_BLOCKED, E.ACCOUNT_NOT_AVAILABLE],
  }),
  securityCode: endpoint<{ body: typeof A.SecurityCodeResendRequest; response: typeof A.SecurityCodeResendResponse }>({
    method: 'POST',
    path: '/api-auth/oauth/user/login/security-code',
    access: 'public',
    summary: "Sends a login security check's code again.",
    errors: [E.CODE_EXPIRED, E.OPERATION_TOO_FREQUENT, E.VERIFICATION_CODE_NOT_SENT],
  }),
  captcha: endpoint<{ params: typeof A.CaptchaParams; response: false }>({
    method: 'GET',
    path: '/api-auth/validate/code/:clientID',
    access: 'public',
    summary: 'A new captcha image (SVG) for this client id, to answer in the next login.',
    errors: [E.OPERATION_TOO_FREQUENT],
  }),
  siteKey: endpoint<{ response: typeof A.SiteKeyResponse }>({
    method: 'GET',
    path: '/api-auth/oauth/site/key',
    access: 'public',
    summary: 'Whether logins are checked with reCAPTCHA, and the site key the page loads it with.',
  }),
  logout: endpoint<{ query: typeof RemoveTokenQuery; response: typeof RemoveTokenResponse }>({
    method: 'POST',
    path: '/api-auth/oauth/remove/token',
    access: 'public',
    summary: 'Ends the session of a token (logging out); an unknown or ended token is not an error.',
  }),
};
