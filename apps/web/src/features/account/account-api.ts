// The calls of "me": profile (nickname, avatar) and account security (email, phone, login
// password, two-factor, payment password). See docs/decisions/004-accounts.md. The calls whose
// refusals a screen shows next to a field are sent with `hide`. Screens write through the mutation
// hooks at the end, which keep the answers in the cache.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  ContactChannel,
  PaymentPasswordRequest,
  ProfileResponse,
  SecurityInfoResponse,
  SendCodeResponse,
  UpdateProfileRequest,
} from '@panel/domain/contract/accounts';
import { accountsEndpoints } from '@panel/domain/endpoints/accounts';
import { api } from '../../lib/api-client';
import { currentUserQuery } from '../../lib/boot-queries';

export const securityInfoQuery = queryOptions({
  queryKey: ['users', 'security'],
  queryFn: ({ signal }) => api.call(accountsEndpoints.security, { signal }),
  staleTime: 0,
});

/** GET /api-user/users/security/devices: the trusted devices, the last used first. */
export const trustedDevicesQuery = queryOptions({
  queryKey: ['users', 'security', 'devices'],
  queryFn: ({ signal }) => api.call(accountsEndpoints.devices, { signal }),
  staleTime: 0,
});

/** DELETE /api-user/users/security/devices/{id}: forgets a device; the list and the count follow. */
export function useForgetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(accountsEndpoints.forgetDevice, { params: { id }, hide: true }),
    onSuccess: (left) => {
      queryClient.setQueryData(trustedDevicesQuery.queryKey, left);
      void queryClient.invalidateQueries({ queryKey: securityInfoQuery.queryKey, exact: true });
    },
  });
}

/** Keeps the answer of a security change, and reloads the current user (its email and phone). */
export function keepSecurityInfo(queryClient: QueryClient, info: SecurityInfoResponse): void {
  queryClient.setQueryData(securityInfoQuery.queryKey, info);
  void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
}

/** PUT /api-user/users/profile: nickname and/or avatar (the key of an uploaded image); quiet, the screens show a refusal. */
export function updateProfile(body: UpdateProfileRequest): Promise<ProfileResponse> {
  return api.call(accountsEndpoints.updateProfile, { body, hide: true });
}

/** POST /api-user/user/verification/change-email/code: a code to the new email (710006 when another account has it). */
export function sendChangeEmailCode(email: string): Promise<SendCodeResponse> {
  return api.call(accountsEndpoints.changeEmailCode, { body: { email }, hide: true });
}

/** POST /api-user/user/verification/change-phone/code */
export function sendChangePhoneCode(phone: string, areaCode?: string): Promise<SendCodeResponse> {
  return api.call(accountsEndpoints.changePhoneCode, { body: { phone, areaCode }, hide: true });
}

/** PUT /api-user/users/security/email: the new email's code and the current login password (110017 when wrong). */
export function changeEmail(email: string, code: string, password: string): Promise<SecurityInfoResponse> {
  return api.call(accountsEndpoints.changeEmail, { body: { email, code, password }, hide: true });
}

/** PUT /api-user/users/security/phone: the new phone's code and the current login password (110017 when wrong). */
export function changePhone(phone: string, areaCode: string | undefined, code: string, password: string): Promise<SecurityInfoResponse> {
  return api.call(accountsEndpoints.changePhone, { body: { phone, areaCode, code, password }, hide: true });
}

/** PUT /api-user/users/security/password: 110017 when the old password is wrong; other sessions end. */
export function changePassword(body: ChangePasswordRequest): Promise<null> {
  return api.call(accountsEndpoints.changePassword, { body, hide: true });
}

/** POST /api-user/user/verification/security/code: a code to the account's own email or phone. */
export function sendSecurityCode(type: 'TWO_FACTOR' | 'PAYMENT_PASSWORD', channel: ContactChannel): Promise<SendCodeResponse> {
  return api.call(accountsEndpoints.securityCode, { body: { type, channel }, hide: true });
}

/** PUT /api-user/users/security/tfa: on or off, with a TWO_FACTOR code sent over `channel`. */
export function setTwoFactor(enabled: boolean, channel: ContactChannel, code: string): Promise<SecurityInfoResponse> {
  return api.call(accountsEndpoints.twoFactor, { body: { enabled, channel, code }, hide: true });
}

/** PUT /api-user/users/security/payment-password: 6 digits, with a PAYMENT_PASSWORD code. */
export function setPaymentPassword(body: PaymentPasswordRequest): Promise<SecurityInfoResponse> {
  return api.call(accountsEndpoints.paymentPassword, { body, hide: true });
}

// --- Mutation hooks -----------------------------------------------------------------------------

/** Saves the nickname and/or avatar; the current user shows the new ones. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) =>
      queryClient.setQueryData(currentUserQuery.queryKey, (current) => (current ? { ...current, avatar: saved.avatar, nickname: saved.nickname } : current)),
  });
}

/** Sends a code to a new email or phone, the first step of changing it. */
export function useSendContactCode() {
  return useMutation({
    mutationFn: (target: { channel: 'EMAIL'; email: string } | { channel: 'PHONE'; phone: string; areaCode?: string }) =>
      target.channel === 'EMAIL' ? sendChangeEmailCode(target.email) : sendChangePhoneCode(target.phone, target.areaCode),
  });
}

/** Sends a code to the account's own email or phone (two-factor, payment password). */
export function useSendSecurityCode() {
  return useMutation({
    mutationFn: ({ type, channel }: { type: 'TWO_FACTOR' | 'PAYMENT_PASSWORD'; channel: ContactChannel }) => sendSecurityCode(type, channel),
  });
}

/** Changes the login password (110017 when the old one is wrong). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** Sets or changes the payment password; keeps the new security info. */
export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPaymentPassword, onSuccess: (info) => keepSecurityInfo(queryClient, info) });
}
