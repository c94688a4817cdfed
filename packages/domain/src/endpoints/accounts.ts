// Accounts: sign-up and its verification codes, recovering a password, the quick-start guide, the
// hand-over to the old panel, and the caller's profile and account security.
import type * as A from '../contract/accounts';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

/** What every call that sends a code may answer: the wait before the next one, or a code that could not go out. */
const SENDING = [E.OPERATION_TOO_FREQUENT, E.VERIFICATION_CODE_NOT_SENT] as const;
/** What every call that checks a code may answer. */
const CHECKING = [E.WRONG_CODE, E.CODE_EXPIRED, E.ACCOUNT_NOT_VERIFIED, E.OPERATION_TOO_FREQUENT] as const;

export const accountsEndpoints = {
  signUpCode: endpoint<{ body: typeof A.SignUpCodeRequest; response: typeof A.SignUpCodeResponse }>({
    method: 'POST',
    path: '/api-user/user/verification/sign-up/code',
    access: 'public',
    summary: 'Sends a sign-up code to an email address or phone number that no account has yet.',
    errors: [E.ACCOUNT_FORMAT_INCORRECT, E.ACCOUNT_ALREADY_USED, ...SENDING],
  }),
  verifyCode: endpoint<{ body: typeof A.VerifyCodeRequest; response: typeof A.VerifyCodeResponse }>({
    method: 'POST',
    path: '/api-user/user/verification/verify',
    access: 'public',
    summary: 'Checks a sign-up or password-reset code, which stays usable for the step that follows.',
    errors: [E.ACCOUNT_FORMAT_INCORRECT, ...CHECKING],
  }),
  signUp: endpoint<{ body: typeof A.SignUpRequest; response: typeof A.SignUpResponse }>({
    method: 'POST',
    path: '/api-user/user/sign-up/reseller',
    access: 'public',
    summary: 'Creates a reseller account with a checked code, follows the inviting store if any, and logs this device in.',
    errors: [E.ACCOUNT_FORMAT_INCORRECT, E.ACCOUNT_ALREADY_USED, E.PARAM_ERROR, ...CHECKING],
  }),
  inviteStore: endpoint<{ query: typeof A.InviteHandleQuery; response: typeof A.InviteHandleResponse }>({
    method: 'GET',
    path: '/api-user/user/invite/login/handle',
    access: 'public',
    summary: 'The store an invite code belongs to, shown on the sign-up screen.',
    errors: [E.PARAM_ERROR],
  }),
  resetPasswordCode: endpoint<{ body: typeof A.ResetPasswordCodeRequest; response: typeof A.ResetPasswordCodeResponse }>({
    method: 'POST',
    path: '/api-user/user/verification/reset-password/code',
    access: 'public',
    summary: "Sends a password-reset code to an account's email address or phone number.",
    errors: [E.ACCOUNT_FORMAT_INCORRECT, E.ACCOUNT_BLOCKED, E.ACCOUNT_NOT_AVAILABLE, ...SENDING],
  }),
  resetPassword: endpoint<{ body: typeof A.ResetPasswordRequest; response: typeof A.ResetPasswordResponse }>({
    method: 'PUT',
    path: '/api-user/user/password/reset/outer',
    access: 'public',
    summary: "Sets a new login password with a checked reset code and ends the account's sessions.",
    errors: [E.ACCOUNT_FORMAT_INCORRECT, ...CHECKING],
  }),
  guide: endpoint<{ response: typeof A.GuideInfoResponse }>({
    method: 'GET',
    path: '/api-user/users/guide/info',
    access: 'user',
    summary: "The quick-start guide's steps, which of them are done, and whether home still shows it.",
  }),
  confirmGuide: endpoint<{ response: typeof A.GuideConfirmResponse }>({
    method: 'POST',
    path: '/api-user/users/guide/confirm',
    access: 'user',
    summary: 'Stops showing the quick-start guide on home.',
  }),
  oldPanel: endpoint<{ query: typeof A.RedirectWebQuery; response: typeof A.RedirectWebResponse }>({
    method: 'GET',
    path: '/api-user/user/config/redirect/web',
    access: 'user',
    summary: "The old panel's address, while switching back to it is offered.",
    errors: [E.OPERATION_DENIED],
  }),
  updateProfile: endpoint<{ body: typeof A.UpdateProfileRequest; response: typeof A.ProfileResponse }>({
    method: 'PUT',
    path: '/api-user/users/profile',
    access: 'user',
    summary: "Changes the caller's nickname or avatar (the key of an uploaded picture).",
    errors: [E.PARAM_ERROR],
  }),
  security: endpoint<{ response: typeof A.SecurityInfoResponse }>({
    method: 'GET',
    path: '/api-user/users/security/info',
    access: 'user',
    summary: "The account's security settings: its email and phone, two-factor login, the payment password and the remembered devices.",
  }),
  devices: endpoint<{ response: typeof A.TrustedDevicesResponse }>({
    method: 'GET',
    path: '/api-user/users/security/devices',
    access: 'user',
    summary: 'The devices the account logs in from without a security check, the last used first.',
  }),
  forgetDevice: endpoint<{ params: typeof A.TrustedDeviceParams; response: typeof A.TrustedDevicesResponse }>({
    method: 'DELETE',
    path: '/api-user/users/security/devices/:id',
    access: 'user',
    summary: 'Forgets a remembered device: its next login is checked again.',
    errors: [E.PARAM_ERROR],
  }),
  securityCode: endpoint<{ body: typeof A.SecurityCodeRequest; response: typeof A.SecurityCodeResponse }>({
    method: 'POST',
    path: '/api-user/user/verification/security/code',
    access: 'user',
    summary: "Sends a code to the account's own email address or phone number, for a security setting.",
    errors: SENDING,
  }),
  changeEmailCode: endpoint<{ body: typeof A.ChangeEmailCodeRequest; response: typeof A.SendCodeResponse }>({
    method: 'POST',
    path: '/api-user/user/verification/change-email/code',
    access: 'user',
    summary: 'Sends a code to the new email address the account is moving to.',
    errors: [E.ACCOUNT_FORMAT_INCORRECT, E.ACCOUNT_ALREADY_USED, ...SENDING],
  }),
  changePhoneCode: endpoint<{ body: typeof A.ChangePhoneCodeRequest; response: typeof A.SendCodeResponse }>({
    method: 'POST',
    path: '/api-user/user/verification/change-phone/code',
    access: 'user',
    summary: 'Sends a code to the new phone number the account is moving to.',
    errors: [E.ACCOUNT_FORMAT_INCORRECT, E.ACCOUNT_ALREADY_USED, ...SENDING],
  }),
  changeEmail: endpoint<{ body: typeof A.ChangeEmailRequest; response: typeof A.SecurityInfoResponse }>({
    method: 'PUT',
    path: '/api-user/users/security/email',
    access: 'user',
    summary: "Moves the account to a new email address, checked with the new address's code and the login password.",
    errors: [E.INCORRECT_OLD_PASSWORD, E.ACCOUNT_ALREADY_USED, ...CHECKING],
  }),
  changePhone: endpoint<{ body: typeof A.ChangePhoneRequest; response: typeof A.SecurityInfoResponse }>({
    method: 'PUT',
    path: '/api-user/users/security/phone',
    access: 'user',
    summary: "Moves the account to a new phone number, checked with the new number's code and the login password.",
    errors: [E.INCORRECT_OLD_PASSWORD, E.ACCOUNT_ALREADY_USED, E.ACCOUNT_FORMAT_INCORRECT, ...CHECKING],
  }),
  changePassword: endpoint<{ body: typeof A.ChangePasswordRequest; response: typeof A.ChangePasswordResponse }>({
    method: 'PUT',
    path: '/api-user/users/security/password',
    access: 'user',
    summary: "Changes the login password, checked with the current one; the account's other sessions end.",
    errors: [E.INCORRECT_OLD_PASSWORD, E.OPERATION_TOO_FREQUENT],
  }),
  twoFactor: endpoint<{ body: typeof A.TwoFactorRequest; response: typeof A.SecurityInfoResponse }>({
    method: 'PUT',
    path: '/api-user/users/security/tfa',
    access: 'user',
    summary: 'Turns two-factor login on or off, checked with a code sent over the chosen channel.',
    errors: [E.VERIFICATION_CODE_NOT_SENT, ...CHECKING],
  }),
  paymentPassword: endpoint<{ body: typeof A.PaymentPasswordRequest; response: typeof A.SecurityInfoResponse }>({
    method: 'PUT',
    path: '/api-user/users/security/payment-password',
    access: 'user',
    summary: 'Sets the 6-digit payment password, checked with a code sent over the chosen channel.',
    errors: [E.VERIFICATION_CODE_NOT_SENT, ...CHECKING],
  }),
  // Its query is read in the handler, after the check that the caller is on this machine: anyone else learns nothing, not even a field error.
  outbox: endpoint<{ response: typeof A.OutboxResponse }>({
    method: 'GET',
    path: '/__dev/outbox',
    access: 'dev',
    summary: 'Every message the outbox kept, codes included, to one address or all: in development and tests, from this machine only.',
  }),
};
