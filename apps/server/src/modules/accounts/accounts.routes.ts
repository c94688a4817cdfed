import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OutboxQuery } from '@panel/domain/contract/accounts';
import { accountsSchemas as endpoints } from '@panel/domain/endpoints/accounts.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { limitAddress, readClientInfo } from '../../http/client-info';
import { seenDeviceOf } from '../../http/user-agent';
import { AppError } from '../../errors';
import { ok, sendError } from '../../http/envelope';
import { serve } from '../../http/serve';
import { parse } from '../../http/validate';
import { findOutboxMessages } from '../../platform/messaging-outbox';
import { findTrustedDevices, forgetTrustedDevice, verificationCodePolicyOf } from '../auth/auth.public';
import { confirmGuide, getGuideInfo } from './guide.service';
import { getOldPanelAddress } from './old-version.service';
import { setPaymentPassword } from './payment-password.service';
import { resetPassword, sendResetPasswordCode } from './recovery.service';
import { changeContact, changePassword, getSecurityInfo, sendChangeContactCode, sendSecurityCode, setTwoFactor, updateProfile } from './security.service';
import { getInviteStore, sendSignUpCode, signUpReseller, verifyAccountCode } from './sign-up.service';

/** Sign-up, verification codes, recovery, the guide, the old-version hand-over, and the security settings of "me". */
export function accountsRoutes(app: FastifyInstance, ctx: AppContext) {
  const codePolicy = () => verificationCodePolicyOf(ctx.config);
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

  serve(app, endpoints.signUpCode, async ({ body }, request) => ok(await sendSignUpCode(ctx.db, ctx.messaging, body, sender(request))));

  serve(app, endpoints.verifyCode, async ({ body }, request) =>
    ok(await verifyAccountCode(ctx.db, body, { ip: limitAddress(request), now: ctx.clock.now(), policy: codePolicy() })),
  );

  serve(app, endpoints.signUp, async ({ body }, request) => {
    const { deviceId } = readClientInfo(request);
    return ok(
      await signUpReseller(ctx.db, body, {
        deviceId,
        seen: seenDeviceOf(request),
        ip: limitAddress(request),
        now: ctx.clock.now(),
        codePolicy: codePolicy(),
        tokenPolicy: tokenPolicy(),
      }),
    );
  });

  serve(app, endpoints.inviteStore, async ({ query }) => ok(await getInviteStore(ctx.db, query.inviteCode)));

  // --- Recovery --------------------------------------------------------------------------

  serve(app, endpoints.resetPasswordCode, async ({ body }, request) => ok(await sendResetPasswordCode(ctx.db, ctx.messaging, body, sender(request))));

  serve(app, endpoints.resetPassword, async ({ body }, request) => {
    await resetPassword(ctx.db, body, { ip: limitAddress(request), now: ctx.clock.now(), policy: codePolicy() });
    return ok(null);
  });

  // --- Guide and old version -------------------------------------------------------------

  serve(app, endpoints.guide, async (_, request) => ok(await getGuideInfo(ctx.db, { userId: sessionOf(request).userId })));

  serve(app, endpoints.confirmGuide, async (_, request) => ok(await confirmGuide(ctx.db, { userId: sessionOf(request).userId })));

  serve(app, endpoints.oldPanel, async (_, request) => {
    sessionOf(request);
    return ok(await getOldPanelAddress(ctx.db, ctx.config));
  });

  // --- Me: profile and account security --------------------------------------------------

  serve(app, endpoints.updateProfile, async ({ body }, request) => ok(await updateProfile(ctx.db, body, { userId: sessionOf(request).userId })));

  serve(app, endpoints.security, async (_, request) => ok(await getSecurityInfo(ctx.db, { userId: sessionOf(request).userId })));

  serve(app, endpoints.devices, async (_, request) => {
    const { userId } = sessionOf(request);
    return ok(await findTrustedDevices(ctx.db, { userId, deviceId: readClientInfo(request).deviceId }));
  });

  serve(app, endpoints.forgetDevice, async ({ params }, request) => {
    const { userId } = sessionOf(request);
    return ok(await forgetTrustedDevice(ctx.db, params, { userId, deviceId: readClientInfo(request).deviceId }));
  });

  serve(app, endpoints.securityCode, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await sendSecurityCode(ctx.db, ctx.messaging, body, { userId }, sender(request)));
  });

  serve(app, endpoints.changeEmailCode, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await sendChangeContactCode(ctx.db, ctx.messaging, 'EMAIL', body, { userId }, sender(request)));
  });

  serve(app, endpoints.changePhoneCode, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await sendChangeContactCode(ctx.db, ctx.messaging, 'PHONE', body, { userId }, sender(request)));
  });

  serve(app, endpoints.changeEmail, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await changeContact(ctx.db, 'EMAIL', body, { userId, now: ctx.clock.now(), policy: codePolicy(), ...passwordLimit(), notice: notice(request) }));
  });

  serve(app, endpoints.changePhone, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await changeContact(ctx.db, 'PHONE', body, { userId, now: ctx.clock.now(), policy: codePolicy(), ...passwordLimit(), notice: notice(request) }));
  });

  serve(app, endpoints.changePassword, async ({ body }, request) => {
    const { userId, tokenId } = sessionOf(request);
    await changePassword(ctx.db, body, { userId, tokenId, now: ctx.clock.now(), ...passwordLimit(), notice: notice(request) });
    return ok(null);
  });

  serve(app, endpoints.twoFactor, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await setTwoFactor(ctx.db, body, { userId, now: ctx.clock.now(), policy: codePolicy() }));
  });

  serve(app, endpoints.paymentPassword, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await setPaymentPassword(ctx.db, body, { userId, now: ctx.clock.now(), policy: codePolicy() }));
  });

  // --- Development outbox ----------------------------------------------------------------

  // Every message the outbox kept, codes included: only when turned on for development and tests,
  // and only to a caller on this machine (the socket's address: proxy headers cannot fake it).
  if (ctx.config.devOutbox) {
    serve(app, endpoints.outbox, async (_, request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return sendError(reply, 404, new AppError(404));
      const { to } = parse(OutboxQuery, request.query);
      // An unencoded "+" of a phone number arrives as a space (trimmed away).
      const recipient = to && (/^\d+$/.test(to) ? `+${to}` : to.toLowerCase());
      return ok(await findOutboxMessages(ctx.db, { to: recipient || undefined }));
    });
  }
}

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
