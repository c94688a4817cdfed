// Completing a login held for a code (docs/decisions/004-accounts.md): the code entered with the
// challenge id gives the token; the code can be sent again. Sent with `hide`: the screen shows why.
import type { SendCodeResponse } from '@panel/domain/contract/accounts';
import type { TokenResponse } from '@panel/domain/contract/auth';
import { api } from '../../lib/api-client';

/** POST /api-auth/oauth/user/login/security-verify: the token, and this device is remembered. */
export function verifyLoginCode(challengeId: string, code: string): Promise<TokenResponse> {
  return api.post<TokenResponse>('/api-auth/oauth/user/login/security-verify', { json: { challengeId, code }, hide: true });
}

/** POST /api-auth/oauth/user/login/security-code: the same challenge's code, sent again. */
export function resendLoginCode(challengeId: string): Promise<SendCodeResponse> {
  return api.post<SendCodeResponse>('/api-auth/oauth/user/login/security-code', { json: { challengeId }, hide: true });
}
