import * as A from '../contract/accounts';
import { accountsEndpoints } from './accounts';
import { bindSchemas } from './endpoint';

export const accountsSchemas = bindSchemas(accountsEndpoints, {
  signUpCode: { body: A.SignUpCodeRequest, response: A.SignUpCodeResponse },
  verifyCode: { body: A.VerifyCodeRequest, response: A.VerifyCodeResponse },
  signUp: { body: A.SignUpRequest, response: A.SignUpResponse },
  inviteStore: { query: A.InviteHandleQuery, response: A.InviteHandleResponse },
  resetPasswordCode: { body: A.ResetPasswordCodeRequest, response: A.ResetPasswordCodeResponse },
  resetPassword: { body: A.ResetPasswordRequest, response: A.ResetPasswordResponse },
  guide: { response: A.GuideInfoResponse },
  confirmGuide: { response: A.GuideConfirmResponse },
  oldPanel: { query: A.RedirectWebQuery, response: A.RedirectWebResponse },
  updateProfile: { body: A.UpdateProfileRequest, response: A.ProfileResponse },
  security: { response: A.SecurityInfoResponse },
  devices: { response: A.TrustedDevicesResponse },
  forgetDevice: { params: A.TrustedDeviceParams, response: A.TrustedDevicesResponse },
  securityCode: { body: A.SecurityCodeRequest, response: A.SecurityCodeResponse },
  changeEmailCode: { body: A.ChangeEmailCodeRequest, response: A.SendCodeResponse },
  changePhoneCode: { body: A.ChangePhoneCodeRequest, response: A.SendCodeResponse },
  changeEmail: { body: A.ChangeEmailRequest, response: A.SecurityInfoResponse },
  changePhone: { body: A.ChangePhoneRequest, response: A.SecurityInfoResponse },
  changePassword: { body: A.ChangePasswordRequest, response: A.ChangePasswordResponse },
  twoFactor: { body: A.TwoFactorRequest, response: A.SecurityInfoResponse },
  paymentPassword: { body: A.PaymentPasswordRequest, response: A.SecurityInfoResponse },
  outbox: { response: A.OutboxResponse },
});
