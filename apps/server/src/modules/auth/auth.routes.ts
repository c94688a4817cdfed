import type { FastifyInstance } from 'fastify';
import { TokenRequest } from '@panel/domain/contract/auth';
import { LoginExtrasRequest } from '@panel/domain/contract/accounts';
import { authSchemas as endpoints } from '@panel/domain/endpoints/auth.schemas';
import type { AppContext } from '../../context';
import { limitAddress, readClientInfo } from '../../http/client-info';
import { seenDeviceOf } from '../../http/user-agent';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { parse } from '../../http/validate';
import { createCaptcha } from './captcha.service';
import { verificationCodePolicyOf, tooFrequent } from './verification-codes.service';
import { getSiteKey, recaptchaPolicyOf } from './recaptcha.service';
import { loginWithPassword, prejudgeLogin, type LoginPolicy } from './auth.service';
import { completeLoginChallenge, resendLoginChallengeCode } from './login-challenge.service';
import { blockedMs, hitRateLimit } from '../../platform/rate-limit';
import { revokeToken } from './tokens.service';

/** Captcha images a source address may ask for per minute. */
const CAPTCHA_PER_MINUTE = 30;

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const policy = (): LoginPolicy => ({
    tokens: { idleMinutes: ctx.config.tokenIdleMinutes, maxHours: ctx.config.tokenMaxHours },
    maxFailures: ctx.config.loginMaxFailures,
    lockMinutes: ctx.config.loginLockMinutes,
    captchaAfter: ctx.config.loginCaptchaAfter,
    recaptcha: recaptchaPolicyOf(ctx.config),
    challengeMinutes: ctx.config.loginChallengeMinutes,
    codes: verificationCodePolicyOf(ctx.config),
  });

  // The form carries the OAuth fields and the panel's own (captcha, reCAPTCHA, fingerprint), each read with its schema.
  serve(app, endpoints.login, async (_, request) => {
    const input = { ...parse(TokenRequest, request.body), ...parse(LoginExtrasRequest, request.body) };
    const { deviceId, locale } = readClientInfo(request);
    const answer = await loginWithPassword(ctx.db, ctx.messaging, input, {
      ip: limitAddress(request),
      remoteIp: request.ip,
      deviceId,
      seen: seenDeviceOf(request),
      locale,
      now: ctx.clock.now(),
      policy: policy(),
      log: request.log,
    });
    return ok(answer);
  });

  serve(app, endpoints.prejudge, async ({ body }, request) =>
    ok(await prejudgeLogin(ctx.db, body, { ip: limitAddress(request), now: ctx.clock.now(), policy: policy() })),
  );

  serve(app, endpoints.securityVerify, async ({ body }, request) =>
    ok(await completeLoginChallenge(ctx.db, body, { seen: seenDeviceOf(request), now: ctx.clock.now(), policy: policy() })),
  );

  serve(app, endpoints.securityCode, async ({ body: { challengeId } }, request) => {
    const { locale } = readClientInfo(request);
    const sent = await resendLoginChallengeCode(
      ctx.db,
      ctx.messaging,
      { challengeId, ip: limitAddress(request), locale, now: ctx.clock.now() },
      { policy: policy(), log: request.log },
    );
    return ok(sent);
  });

  serve(app, endpoints.captcha, async ({ params: { clientID } }, request, reply) => {
    const now = ctx.clock.now();
    const key = `captcha:ip:${limitAddress(request)}`;
    const wait = await blockedMs(ctx.db, key, now);
    if (wait > 0) throw tooFrequent(wait);
    await hitRateLimit(ctx.db, key, { max: CAPTCHA_PER_MINUTE, windowMinutes: 1, blockMinutes: 1 }, now);
    const svg = await createCaptcha(ctx.db, { clientId: clientID, now });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'no-store').send(svg);
  });

  serve(app, endpoints.siteKey, async () => ok(getSiteKey(ctx.config)));

  serve(app, endpoints.logout, async ({ query }) => {
    await revokeToken(ctx.db, query.access_token, ctx.clock.now());
    return ok(null);
  });
}
