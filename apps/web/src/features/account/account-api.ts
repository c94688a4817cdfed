// The calls of "me": profile (nickname, avatar) and account security (email, phone, login
// password, two-factor, payment password). See docs/decisions/004-accounts.md. The calls whose
// refusals a screen shows next to a field are sent with `hide`.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  ContactChannel,
  PaymentPasswordRequest,
  ProfileResponse,
  SecurityInfoResponse,
  SendCodeResponse,
  UpdateProfileRequest,
} from '@panel/domain/contract/accounts';
import type { UploadResponse } from '@panel/domain/contract/files';
import { api } from '../../lib/api-client';
import { currentUserQuery } from '../../lib/boot-queries';

export const securityInfoQuery = queryOptions({
  queryKey: ['users', 'security'],
  queryFn: ({ signal }) => api.get<SecurityInfoResponse>('/api-user/users/security/info', { signal }),
  staleTime: 0,
});

/** Keeps the answer of a security change, and reloads the current user (its email and phone). */
export function keepSecurityInfo(queryClient: QueryClient, info: SecurityInfoResponse): void {
  queryClient.setQueryData(securityInfoQuery.queryKey, info);
  void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
}

/** PUT /api-user/users/profile: nickname and/or avatar (the key of an uploaded image). */
export function updateProfile(body: UpdateProfileRequest): Promise<ProfileResponse> {
  return api.put<ProfileResponse>('/api-user/users/profile', { json: body });
}

/** POST /api-auth/s3/upload/image/avatar (multipart field `file`). */
export function uploadAvatar(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return api.post<UploadResponse>('/api-auth/s3/upload/image/avatar', { formData: body });
}

/** POST /api-user/user/verification/change-email/code: a code to the new email (710006 when another account has it). */
export function sendChangeEmailCode(email: string): Promise<SendCodeResponse> {
  return api.post<SendCodeResponse>('/api-user/user/verification/change-email/code', { json: { email }, hide: true });
}

/** POST /api-user/user/verification/change-phone/code */
export function sendChangePhoneCode(phone: string, areaCode?: string): Promise<SendCodeResponse> {
  return api.post<SendCodeResponse>('/api-user/user/verification/change-phone/code', { json: { phone, areaCode }, hide: true });
}

/** PUT /api-user/users/security/email */
export function changeEmail(email: string, code: string): Promise<SecurityInfoResponse> {
  return api.put<SecurityInfoResponse>('/api-user/users/security/email', { json: { email, code }, hide: true });
}

/** PUT /api-user/users/security/phone */
export function changePhone(phone: string, areaCode: string | undefined, code: string): Promise<SecurityInfoResponse> {
  return api.put<SecurityInfoResponse>('/api-user/users/security/phone', { json: { phone, areaCode, code }, hide: true });
}

/** PUT /api-user/users/security/password: 110017 when the old password is wrong; other sessions end. */
export function changePassword(body: ChangePasswordRequest): Promise<null> {
  return api.put<null>('/api-user/users/security/password', { json: body, hide: true });
}

/** POST /api-user/user/verification/security/code: a code to the account's own email or phone. */
export function sendSecurityCode(type: 'TWO_FACTOR' | 'PAYMENT_PASSWORD', channel: ContactChannel): Promise<SendCodeResponse> {
  return api.post<SendCodeResponse>('/api-user/user/verification/security/code', { json: { type, channel }, hide: true });
}

/** PUT /api-user/users/security/tfa: on or off, with a TWO_FACTOR code sent over `channel`. */
export function setTwoFactor(enabled: boolean, channel: ContactChannel, code: string): Promise<SecurityInfoResponse> {
  return api.put<SecurityInfoResponse>('/api-user/users/security/tfa', { json: { enabled, channel, code }, hide: true });
}

/** PUT /api-user/users/security/payment-password: 6 digits, with a PAYMENT_PASSWORD code. */
export function setPaymentPassword(body: PaymentPasswordRequest): Promise<SecurityInfoResponse> {
  return api.put<SecurityInfoResponse>('/api-user/users/security/payment-password', { json: body, hide: true });
}
