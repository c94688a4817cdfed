import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ChangeEmailCodeRequest,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ChangePasswordResponse,
  ChangePhoneCodeRequest,
  ChangePhoneRequest,
  GuideConfirmResponse,
  GuideInfoResponse,
  InviteHandleQuery,
  InviteHandleResponse,
  OutboxQuery,
  OutboxResponse,
  PaymentPasswordRequest,
  ProfileResponse,
  RedirectWebQuery,
  RedirectWebResponse,
  ResetPasswordCodeRequest,
  ResetPasswordCodeResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SecurityCodeRequest,
  SecurityCodeResponse,
  SecurityInfoResponse,
  TrustedDeviceParams,
  TrustedDevicesResponse,
  SendCodeResponse,
  SignUpCodeRequest,
  SignUpCodeResponse,
  SignUpRequest,
  SignUpResponse,
  TwoFactorRequest,
  UpdateProfileRequest,
  VerifyCodeRequest,
  VerifyCodeResponse,
} from '@panel/domain/contract/accounts';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { limitAddress, readClientInfo } from '../../http/client-info';
import { seenDeviceOf } from '../../http/user-agent';
import { AppError } from '../../http/app-error';
import { ok, sendError } from '../../http/envelope';
import { parse } from '../../http/validate';
import { findOutboxMessages } from '../../platform/messaging-outbox';
import { findTrustedDevices, forgetTrustedDevice } from '../auth/devices.service';
import { codePolicyOf } from './verification-codes.service';
import { confirmGuide, getGuideInfo } from './guide.service';
import { getOldPanelAddress } from './old-version.service';
import { setPaymentPassword } from './payment-password.service';
import { resetPassword, sendResetPasswordCode } from './recovery.service';
import {
  changeContact,
  changePassword,
  getSecurityInfo,
  sendChangeContactCode,
  sendSecurityCode,
  setTwoFactor,
  updateProfile,
} from './security.service';
import { getInviteStore, sendSignUpCode, signUpReseller, verifyAccountCode } from './sign-up.service';

/** Sign-up, verification codes, recovery, the guide, the old-version hand-over, and the security settings of "me". */
export function accountsRoutes(app: FastifyInstance, ctx: AppContext) {
  const codePolicy = () => codePolicyOf(ctx.config);
  const tokenPolicy = () => ({ idleMinutes: ctx.config.tokenIdleMinutes, maxHours: ctx.config.tokenMaxHours });
  /** What every call that sends a code needs to know about the caller. */
  const sender = (request: FastifyRequest) => ({
    ip: limitAddress(request),
    locale: readClientInfo(request).locale,
    now: ctx.clock.now(),
    policy: codePolicy(),
    log: request.log,
  });

  const passwordLimit = () => ({ maxFailures: ctx.config.loginMaxFailures, lockMinutes: ctx.config.loginLockMinutes });
  const notice = (request: FastifyRequest) => ({ messaging: ctx.messaging, locale: readClientInfo(request).locale, log: request.log });

  // --- Sign-up ---------------------------------------------------------------------------

  app.post('/api-user/user/verification/sign-up/code', { config: { public: true, response: SignUpCodeResponse } }, async (request) => {
    const input = parse(SignUpCodeRequest, request.body);
    return ok(await sendSignUpCode(ctx.db, ctx.messaging, input, sender(request)));
  });

  app.post('/api-user/user/verification/verify', { config: { public: true, response: VerifyCodeResponse } }, async (request) => {
    const input = parse(VerifyCodeRequest, request.body);
    return ok(await verifyAccountCode(ctx.db, input, { ip: limitAddress(request), now: ctx.clock.now(), policy: codePolicy() }));
  });

  app.post('/api-user/user/sign-up/reseller', { config: { public: true, response: SignUpResponse } }, async (request) => {
    const input = parse(SignUpRequest, request.body);
    const { deviceId } = readClientInfo(request);
    return ok(await signUpReseller(ctx.db, input, { deviceId, seen: seenDeviceOf(request), ip: limitAddress(request), now: ctx.clock.now(), codePolicy: codePolicy(), tokenPolicy: tokenPolicy() }));
  });

  app.get('/api-user/user/invite/login/handle', { config: { public: true, response: InviteHandleResponse } }, async (request) => {
    const { inviteCode } = parse(InviteHandleQuery, request.query);
    return ok(await getInviteStore(ctx.db, inviteCode));
  });

  // --- Recovery --------------------------------------------------------------------------

  app.post('/api-user/user/verification/reset-password/code', { config: { public: true, response: ResetPasswordCodeResponse } }, async (request) => {
    const input = parse(ResetPasswordCodeRequest, request.body);
    return ok(await sendResetPasswordCode(ctx.db, ctx.messaging, input, sender(request)));
  });

  app.put('/api-user/user/password/reset/outer', { config: { public: true, response: ResetPasswordResponse } }, async (request) => {
    const input = parse(ResetPasswordRequest, request.body);
    await resetPassword(ctx.db, input, { ip: limitAddress(request), now: ctx.clock.now(), policy: codePolicy() });
    return ok(null);
  });

  // --- Guide and old version -------------------------------------------------------------

  app.get('/api-user/users/guide/info', { config: { response: GuideInfoResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    return ok(await getGuideInfo(ctx.db, { userId }));
  });

  app.post('/api-user/users/guide/confirm', { config: { response: GuideConfirmResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    return ok(await confirmGuide(ctx.db, { userId }));
  });

  app.get('/api-user/user/config/redirect/web', { config: { response: RedirectWebResponse } }, async (request) => {
    parse(RedirectWebQuery, request.query);
    sessionOf(request);
    return ok(await getOldPanelAddress(ctx.db, ctx.config));
  });

  // --- Me: profile and account security --------------------------------------------------

  app.put('/api-user/users/profile', { config: { response: ProfileResponse } }, async (request) => {
    const input = parse(UpdateProfileRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await updateProfile(ctx.db, input, { userId }));
  });

  app.get('/api-user/users/security/info', { config: { response: SecurityInfoResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    return ok(await getSecurityInfo(ctx.db, { userId }));
  });

  app.get('/api-user/users/security/devices', { config: { response: TrustedDevicesResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    return ok(await findTrustedDevices(ctx.db, { userId, deviceId: readClientInfo(request).deviceId }));
  });

  app.delete('/api-user/users/security/devices/:id', { config: { response: TrustedDevicesResponse } }, async (request) => {
    const input = parse(TrustedDeviceParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await forgetTrustedDevice(ctx.db, input, { userId, deviceId: readClientInfo(request).deviceId }));
  });

  app.post('/api-user/user/verification/security/code', { config: { response: SecurityCodeResponse } }, async (request) => {
    const input = parse(SecurityCodeRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await sendSecurityCode(ctx.db, ctx.messaging, input, { userId }, sender(request)));
  });

  app.post('/api-user/user/verification/change-email/code', { config: { response: SendCodeResponse } }, async (request) => {
    const input = parse(ChangeEmailCodeRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await sendChangeContactCode(ctx.db, ctx.messaging, 'EMAIL', input, { userId }, sender(request)));
  });

  app.post('/api-user/user/verification/change-phone/code', { config: { response: SendCodeResponse } }, async (request) => {
    const input = parse(ChangePhoneCodeRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await sendChangeContactCode(ctx.db, ctx.messaging, 'PHONE', input, { userId }, sender(request)));
  });

  app.put('/api-user/users/security/email', { config: { response: SecurityInfoResponse } }, async (request) => {
    const input = parse(ChangeEmailRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await changeContact(ctx.db, 'EMAIL', input, { userId, now: ctx.clock.now(), policy: codePolicy(), ...passwordLimit(), notice: notice(request) }));
  });

  app.put('/api-user/users/security/phone', { config: { response: SecurityInfoResponse } }, async (request) => {
    const input = parse(ChangePhoneRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await changeContact(ctx.db, 'PHONE', input, { userId, now: ctx.clock.now(), policy: codePolicy(), ...passwordLimit(), notice: notice(request) }));
  });

  app.put('/api-user/users/security/password', { config: { response: ChangePasswordResponse } }, async (request) => {
    const input = parse(ChangePasswordRequest, request.body);
    const { userId, tokenId } = sessionOf(request);
    await changePassword(ctx.db, input, { userId, tokenId, now: ctx.clock.now(), ...passwordLimit(), notice: notice(request) });
    return ok(null);
  });

  app.put('/api-user/users/security/tfa', { config: { response: SecurityInfoResponse } }, async (request) => {
    const input = parse(TwoFactorRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await setTwoFactor(ctx.db, input, { userId, now: ctx.clock.now(), policy: codePolicy() }));
  });

  app.put('/api-user/users/security/payment-password', { config: { response: SecurityInfoResponse } }, async (request) => {
    const input = parse(PaymentPasswordRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await setPaymentPassword(ctx.db, input, { userId, now: ctx.clock.now(), policy: codePolicy() }));
  });

  // --- Development outbox ----------------------------------------------------------------

  // Every message the outbox kept, codes included: only when turned on for development and tests,
  // and only to a caller on this machine (the socket's address: proxy headers cannot fake it).
  if (ctx.config.devOutbox) {
    app.get('/__dev/outbox', { config: { public: true, response: OutboxResponse } }, async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return sendError(reply, 404, new AppError(404));
      const { to } = parse(OutboxQuery, request.query);
      // An unencoded "+" of a phone number arrives as a space (trimmed away).
      const recipient = to && (/^\d+$/.test(to) ? `+${to}` : to.toLowerCase());
      return ok(await findOutboxMessages(ctx.db, { to: recipient || undefined }));
    });
  }
}

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
