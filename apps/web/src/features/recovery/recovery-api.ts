// Password recovery calls (spec section 7): a code to the account's email or phone, the check of
// the code, then the new password (which ends every session of the account). Sent with `hide`:
// the screens show the failures next to their fields.
import type { ResetPasswordRequest, SendCodeResponse, VerifyCodeResponse } from '@panel/domain/contract/accounts';
import { accountsEndpoints } from '@panel/domain/endpoints/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { clearSession } from '../../lib/session';

type Account = { account: string; areaCode?: string };

/** POST /api-user/user/verification/reset-password/code (160009 "account not found" for an unknown account). */
export function sendResetCode(body: Account): Promise<SendCodeResponse> {
  return api.call(accountsEndpoints.resetPasswordCode, { body, hide: true });
}

/** POST /api-user/user/verification/verify with type RESET_PASSWORD: the code is right (kept usable for the next step). */
export function verifyResetCode(body: Account & { code: string }): Promise<VerifyCodeResponse> {
  return api.call(accountsEndpoints.verifyCode, { body: { ...body, type: 'RESET_PASSWORD' }, hide: true });
}

/** PUT /api-user/user/password/reset/outer */
export function resetPassword(body: ResetPasswordRequest): Promise<null> {
  return api.call(accountsEndpoints.resetPassword, { body, hide: true });
}

/** What /passwordSet receives from /resetPassword (in the router state, never stored). */
export type PasswordSetState = { account: string; areaCode?: string; code: string; label: string };

/** The router state of /passwordSet, if it is one. */
export function passwordSetState(state: unknown): PasswordSetState | null {
  const value = state as Partial<PasswordSetState> | null;
  return value && typeof value.account === 'string' && typeof value.code === 'string' && typeof value.label === 'string'
    ? { account: value.account, areaCode: value.areaCode, code: value.code, label: value.label }
    : null;
}

/** Checks the code of step one. */
export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}

/** Sets the new password; the server ended every session of the account, this device's too. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: () => clearSession() });
}
