// The sign-up calls (spec section 7; docs/decisions/004-accounts.md). Each is sent with `hide`: the
// screen shows its failures next to the field they concern.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  SendCodeResponse,
  SignUpCodeRequest,
  SignUpRequest,
  SignUpResponse,
  VerifyCodeRequest,
  VerifyCodeResponse,
} from '@panel/domain/contract/accounts';
import { accountsEndpoints } from '@panel/domain/endpoints/accounts';
import { api } from '../../lib/api-client';
import { tracked } from '../../lib/analytics';

/** POST /api-user/user/verification/sign-up/code: a 4-character code to the email or phone. */
export function sendSignUpCode(body: SignUpCodeRequest): Promise<SendCodeResponse> {
  return api.call(accountsEndpoints.signUpCode, { body, hide: true });
}

/** POST /api-user/user/verification/verify: checks the code (the sign-up needs it first). */
export function verifySignUpCode(body: Omit<VerifyCodeRequest, 'type'>): Promise<VerifyCodeResponse> {
  return api.call(accountsEndpoints.verifyCode, { body: { ...body, type: 'SIGN_UP' }, hide: true });
}

/** POST /api-user/user/sign-up/reseller: the account, its store record and a token for this device. */
export function signUp(body: SignUpRequest): Promise<SignUpResponse> {
  return api.call(accountsEndpoints.signUp, { body, hide: true }).then(tracked('h5-sign-up'));
}

/** GET /api-user/user/invite/login/handle?inviteCode=: the inviting store (4001 when the code is unknown). */
export const inviteStoreQuery = (inviteCode: string) =>
  queryOptions({
    queryKey: ['invite', 'store', inviteCode],
    queryFn: ({ signal }) => api.call(accountsEndpoints.inviteStore, { query: { inviteCode }, signal, hide: true }),
    staleTime: Infinity,
    retry: false,
  });

/** Checks the code, then creates the account (the sign-up needs the code checked first). */
export function useSignUp() {
  return useMutation({
    mutationFn: async (body: SignUpRequest) => {
      await verifySignUpCode({ account: body.account, areaCode: body.areaCode, code: body.code });
      return signUp(body);
    },
  });
}
