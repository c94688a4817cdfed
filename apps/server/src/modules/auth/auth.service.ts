import { ERROR_CODES } from '@panel/domain/errors';
import { PANEL_CLIENT } from '@panel/domain/constants';
import type { TokenRequest } from '@panel/domain/contract/auth';
import type { LoginExtrasRequest, LoginResponse, PrejudgeResponse } from '@panel/domain/contract/accounts';
import type { Locale } from '@panel/domain/locale';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { MessageTransport } from '../../platform/messaging';
import { checkCaptcha } from './captcha.service';
import { verifyRecaptcha, type RecaptchaPolicy } from './recaptcha.service';
import { findUserByAccount, verifyPassword } from '../users/users.public';
import { hashFingerprint, isKnownDevice, isUnusualLogin, rememberDevice, type SeenDevice } from './devices.service';
import { startLoginChallenge, type ChallengePolicy } from './login-challenge.service';
import { blockedMinutes, countInWindow, giveBackAttempt, resetRateLimit, takeAttempt, type RateLimitRule } from '../../platform/rate-limit';
import { issueToken } from './tokens.service';
import { withTransaction } from '../../db/transaction';

export type LoginPolicy = ChallengePolicy & {
  maxFailures: number;
  lockMinutes: number;
  /** Failures of the account after which the image captcha is needed; 0 never. */
  captchaAfter: number;
  recaptcha: RecaptchaPolicy;
};

const accountKey = (account: string) => `login:account:${account.trim().toLowerCase()}`;
const sourceKey = (ip: string) => `login:ip:${ip}`;
/** A source address may try a few accounts (a shared office), not many. */
const SOURCE_FACTOR = 4;

/** Clears the failure count of an account (a successful login, a password reset). */
export const resetLoginFailures = (db: Db, account: string) => resetRateLimit(db, accountKey(account));

/** Whether the next login of this account from this source needs the image captcha. */
async function needsCaptcha(db: Db, { username, ip, now, policy }: { username: string; ip: string; now: Date; policy: LoginPolicy }) {
  if (policy.captchaAfter <= 0) return false;
  const [account, source] = await Promise.all([
    countInWindow(db, accountKey(username), policy.lockMinutes, now),
    countInWindow(db, sourceKey(ip), policy.lockMinutes, now),
  ]);
  return account >= policy.captchaAfter || source >= policy.captchaAfter * SOURCE_FACTOR;
}

async function waitMinutes(db: Db, username: string, ip: string, now: Date) {
  const waits = await Promise.all([accountKey(username), sourceKey(ip)].map((key) => blockedMinutes(db, key, now)));
  return Math.max(...waits);
}

const tooManyFailures = (minutes: number) => new AppError(ERROR_CODES.OPERATION_TOO_FREQUENT, { minutes }, 'auth.waitMinutes', { num: minutes });

/**
 * The pre-login check: whether the login form must carry the captcha or a reCAPTCHA token, and
 * whether the login may be held for a code. The answer must not tell whether the account exists:
 * `needSecurityCheck` is false only when this fingerprint id has already proven itself on this
 * account (and two-factor is off), so an unknown account answers like a known one on a device it
 * has not seen, which is all a caller without the owner's device can ask about. Failures of an
 * unknown account are counted all the same.
 */
export async function prejudgeLogin(
  db: Db,
  { username, fingerprintId }: { username: string; fingerprintId?: string },
  { ip, now, policy }: { ip: string; now: Date; policy: LoginPolicy },
): Promise<PrejudgeResponse> {
  const user = await findUserByAccount(db, username);
  const fingerprintHash = fingerprintId ? hashFingerprint(fingerprintId) : undefined;
  const provenDevice = Boolean(user && fingerprintHash && (await isKnownDevice(db, user.id, fingerprintHash)));
  const needSecurityCheck = !provenDevice || Boolean(user?.twoFactorEnabled);
  return {
    needCaptcha: await needsCaptcha(db, { username, ip, now, policy }),
    needRecaptcha: Boolean(policy.recaptcha),
    needSecurityCheck,
    waitMinutes: await waitMinutes(db, username, ip, now),
  };
}

/**
 * Password login (spec section 7, grant type password). Wrong passwords count against the
 * account and the source address; past the limit both wait, and the reply says how long. After
 * `captchaAfter` failures the image captcha is needed. A right password on an account with
 * two-factor authentication, or from a device the account has never been verified on, answers a
 * challenge instead of a token (docs/decisions/004-accounts.md).
 */
export async function loginWithPassword(
  db: Db,
  messaging: MessageTransport,
  input: TokenRequest & LoginExtrasRequest,
  {
    ip,
    remoteIp = ip,
    deviceId,
    seen,
    locale,
    now,
    policy,
    log,
  }: {
    /** The address the limits count (http/client-info limitAddress); remoteIp is the caller's own, for reCAPTCHA. */
    ip: string;
    remoteIp?: string;
    deviceId?: string;
    /** The device's name and address, kept on its trusted-device row when it is one. */
    seen?: SeenDevice;
    locale: Locale;
    now: Date;
    policy: LoginPolicy;
    log?: { error(obj: unknown, msg: string): void };
  },
): Promise<LoginResponse> {
  if (input.client_id !== PANEL_CLIENT.id || input.client_secret !== PANEL_CLIENT.secret) {
    throw new AppError(ERROR_CODES.NOT_AUTHORIZED);
  }
  // A waiting account or source is told so before anything else (the captcha included).
  const wait = await waitMinutes(db, input.username, ip, now);
  if (wait > 0) throw tooManyFailures(wait);
  await verifyRecaptcha(policy.recaptcha, { token: input.recaptchaToken, ip: remoteIp });
  if (await needsCaptcha(db, { username: input.username, ip, now, policy })) {
    await checkCaptcha(db, { clientId: input.captchaClientId, answer: input.captcha, now });
  }
  // Each attempt is counted before the password is checked, so parallel guesses cannot all slip
  // past the limit; a right password gives its attempt back.
  const accountRule: RateLimitRule = { max: policy.maxFailures, windowMinutes: policy.lockMinutes, blockMinutes: policy.lockMinutes };
  const sourceRule: RateLimitRule = { ...accountRule, max: policy.maxFailures * SOURCE_FACTOR };
  const account = await takeAttempt(db, accountKey(input.username), accountRule, now);
  const source = await takeAttempt(db, sourceKey(ip), sourceRule, now);
  if (!account.allowed || !source.allowed) throw tooManyFailures(Math.max(account.waitMinutes, source.waitMinutes, 1));
  const user = await findUserByAccount(db, input.username);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    const wait = Math.max(account.waitMinutes, source.waitMinutes);
    if (wait > 0) throw tooManyFailures(wait);
    throw new AppError(ERROR_CODES.WRONG_CREDENTIALS, null, 'auth.wrongCredentials');
  }
  await resetRateLimit(db, accountKey(input.username));
  await giveBackAttempt(db, sourceKey(ip), sourceRule);
  if (user.status === 'BLOCKED') throw new AppError(ERROR_CODES.ACCOUNT_BLOCKED);
  if (user.status !== 'ACTIVE') throw new AppError(ERROR_CODES.ACCOUNT_NOT_AVAILABLE);

  const fingerprintHash = input.fingerprintId ? hashFingerprint(input.fingerprintId) : undefined;
  const state = user.twoFactorEnabled ? 'TWO_FACTOR' : (await isUnusualLogin(db, user.id, fingerprintHash)) ? 'SECURITY_ALERT' : undefined;
  if (state) {
    return startLoginChallenge(db, messaging, { user, state, fingerprintHash, deviceId, scope: input.scope, ip, locale, now }, { policy, log });
  }
  return withTransaction(db, async (tx) => {
    if (fingerprintHash && (await isKnownDevice(tx, user.id, fingerprintHash))) {
      await rememberDevice(tx, { userId: user.id, fingerprintHash, deviceId, seen, now });
    }
    const { token, expiresIn } = await issueToken(tx, { userId: user.id, deviceId, now, policy: policy.tokens });
    return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: input.scope };
  });
}
