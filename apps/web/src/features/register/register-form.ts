// The sign-up form: its values, their check (spec section 5, with the contract's own schema and the
// account's format) and the request body.
import { SignUpRequest } from '@panel/domain/contract/accounts';
import { domainResolver } from '../../components/form/domain-resolver';
import { accountRequest, validateAccount, type AccountValue } from '../../shared/accounts/account-field';
import { passwordMismatch } from '../../shared/accounts/password-rules';

export type RegisterValues = { account: AccountValue; code: string; password: string; confirmPassword: string };

/** The request of the sign-up call. */
export function signUpBody(values: RegisterValues, { inviteCode, fingerprintId }: { inviteCode?: string; fingerprintId?: string }): SignUpRequest {
  return {
    ...accountRequest(values.account),
    code: values.code,
    password: values.password,
    confirmPassword: values.confirmPassword,
    inviteCode: inviteCode || undefined,
    fingerprintId,
  };
}

/** Checks the form: the account's format first, then the sign-up schema, and the two passwords at once. */
export const registerResolver = domainResolver<RegisterValues, unknown>(SignUpRequest, {
  toInput: (values) => signUpBody(values, {}),
  rules: (values, found) => ({ account: validateAccount(values.account), ...passwordMismatch(values, found) }),
});
