// Completing a login held for a code (docs/decisions/004-accounts.md): the code entered with the
// challenge id gives the token; the code can be sent again. Sent with `hide`: the screen shows why.
import type { SendCodeResponse } from '@panel/domain/contract/accounts';
import type { TokenResponse } from '@panel/domain/contract/auth';
import { authEndpoints } from '@panel/domain/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { saveToken } from '../../lib/session';
import { clearHeldLogin } from '../../shared/login/login-challenge';
import { track } from '../../lib/analytics';

/** POST /api-auth/oauth/user/login/security-verify: the token, and this device is remembered. */
export function verifyLoginCode(challengeId: string, code: string): Promise<TokenResponse> {
  return api.call(authEndpoints.securityVerify, { body: { challengeId, code }, hide: true });
}

/** POST /api-auth/oauth/user/login/security-code: the same challenge's code, sent again. */
export function resendLoginCode(challengeId: string): Promise<SendCodeResponse> {
  return api.call(authEndpoints.securityCode, { body: { challengeId }, hide: true });
}

/** Completes the held login with the code: the token is kept and the held login forgotten. */
export function useVerifyLoginCode() {
  return useMutation({
    mutationFn: ({ challengeId, code }: { challengeId: string; code: string }) => verifyLoginCode(challengeId, code),
    onSuccess: (token) => {
      saveToken(token.access_token, token.token_type);
      track('h5-login');
      clearHeldLogin();
    },
  });
}
