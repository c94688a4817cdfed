import type { FastifyInstance } from 'fastify';
import { RemoveTokenQuery, RemoveTokenResponse, TokenRequest } from '@panel/domain/contract/auth';
import {
  CaptchaParams,
  LoginExtrasRequest,
  LoginResponse,
  PrejudgeRequest,
  PrejudgeResponse,
  SecurityCodeResendRequest,
  SecurityCodeResendResponse,
  SecurityVerifyRequest,
  SecurityVerifyResponse,
  SiteKeyResponse,
} from '@panel/domain/contract/accounts';
import type { AppContext } from '../../context';
import { limitAddress, readClientInfo } from '../../http/client-info';
import { seenDeviceOf } from '../../http/user-agent';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { createCaptcha } from '../accounts/captcha.service';
import { codePolicyOf, tooFrequent } from '../accounts/verification-codes.service';
import { getSiteKey, recaptchaPolicyOf } from '../accounts/recaptcha.service';
import { loginWithPassword, prejudgeLogin, type LoginPolicy } from './auth.service';
import { completeLoginChallenge, resendLoginChallengeCode } from './login-challenge.service';
import { blockedMs, hitRateLimit } from './rate-limit.service';
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
    codes: codePolicyOf(ctx.config),
  });

  app.post('/api-auth/oauth/user/token', { config: { public: true, response: LoginResponse } }, async (request) => {
    const input = { ...parse(TokenRequest, request.body), ...parse(LoginExtrasRequest, request.body) };
    const { deviceId, locale } = readClientInfo(request);
    const answer = await loginWithPassword(ctx.db, ctx.messaging, input, { ip: limitAddress(request), remoteIp: request.ip, deviceId, seen: seenDeviceOf(request), locale, now: ctx.clock.now(), policy: policy(), log: request.log });
    return ok(answer);
  });

  app.post('/api-auth/oauth/user/login/prejudge', { config: { public: true, response: PrejudgeResponse } }, async (request) => {
    const input = parse(PrejudgeRequest, request.body);
    return ok(await prejudgeLogin(ctx.db, input, { ip: limitAddress(request), now: ctx.clock.now(), policy: policy() }));
  });

  app.post('/api-auth/oauth/user/login/security-verify', { config: { public: true, response: SecurityVerifyResponse } }, async (request) => {
    const input = parse(SecurityVerifyRequest, request.body);
    return ok(await completeLoginChallenge(ctx.db, input, { seen: seenDeviceOf(request), now: ctx.clock.now(), policy: policy() }));
  });

  app.post('/api-auth/oauth/user/login/security-code', { config: { public: true, response: SecurityCodeResendResponse } }, async (request) => {
    const { challengeId } = parse(SecurityCodeResendRequest, request.body);
    const { locale } = readClientInfo(request);
    const sent = await resendLoginChallengeCode(ctx.db, ctx.messaging, { challengeId, ip: limitAddress(request), locale, now: ctx.clock.now() }, { policy: policy(), log: request.log });
    return ok(sent);
  });

  app.get('/api-auth/validate/code/:clientID', { config: { public: true, response: false } }, async (request, reply) => {
    const { clientID } = parse(CaptchaParams, request.params);
    const now = ctx.clock.now();
    const key = `captcha:ip:${limitAddress(request)}`;
    const wait = await blockedMs(ctx.db, key, now);
    if (wait > 0) throw tooFrequent(wait);
    await hitRateLimit(ctx.db, key, { max: CAPTCHA_PER_MINUTE, windowMinutes: 1, blockMinutes: 1 }, now);
    const svg = await createCaptcha(ctx.db, { clientId: clientID, now });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'no-store').send(svg);
  });

  app.get('/api-auth/oauth/site/key', { config: { public: true, response: SiteKeyResponse } }, async () => ok(getSiteKey(ctx.config)));

  app.post('/api-auth/oauth/remove/token', { config: { public: true, response: RemoveTokenResponse } }, async (request) => {
    const { access_token } = parse(RemoveTokenQuery, request.query);
    await revokeToken(ctx.db, access_token, ctx.clock.now());
    return ok(null);
  });
}
