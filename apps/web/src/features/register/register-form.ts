// The sign-up form: its values, their check (spec section 5, with the contract's own schema) and
// the request body.
import { SignUpRequest } from '@panel/domain/contract/accounts';
import { accountRequest, validateAccount, type AccountValue } from '../../shared/accounts/account-field';
import { fieldErrors, withPasswordMismatch } from '../../components/form/form-field';

export const REGISTER_FIELDS = ['account', 'code', 'password', 'confirmPassword'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = { account: AccountValue; code: string; password: string; confirmPassword: string };
export type RegisterErrors = Partial<Record<RegisterField, string>>;

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

/** A message key per field that fails: the account's format first, then the sign-up schema. */
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors = withPasswordMismatch(fieldErrors<RegisterField>(SignUpRequest, signUpBody(values, {})), values);
  const account = validateAccount(values.account);
  return { ...errors, account };
}
