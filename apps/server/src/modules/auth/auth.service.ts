import { ERROR_CODES } from '@panel/domain/errors';
import { PANEL_CLIENT } from '@panel/domain/constants';
import type { TokenRequest, TokenResponse } from '@panel/domain/contract/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findUserByAccount } from '../users/users.service';
import { verifyPassword } from './passwords';
import { blockedMinutes, hitRateLimit, resetRateLimit, type RateLimitRule } from './rate-limit.service';
import { issueToken, type TokenPolicy } from './tokens.service';

export type LoginPolicy = { tokens: TokenPolicy; maxFailures: number; lockMinutes: number };

const accountKey = (account: string) => `login:account:${account.trim().toLowerCase()}`;
const sourceKey = (ip: string) => `login:ip:${ip}`;

/**
 * Password login (spec section 7, grant type password). Wrong passwords count against the
 * account and the source address; past the limit both wait, and the reply says how long.
 */
export async function loginWithPassword(
  db: Db,
  input: TokenRequest,
  { ip, deviceId, now, policy }: { ip: string; deviceId?: string; now: Date; policy: LoginPolicy },
): Promise<TokenResponse> {
  if (input.client_id !== PANEL_CLIENT.id || input.client_secret !== PANEL_CLIENT.secret) {
    throw new AppError(ERROR_CODES.NOT_AUTHORIZED);
  }
  const keys = [accountKey(input.username), sourceKey(ip)];
  const waits = await Promise.all(keys.map((key) => blockedMinutes(db, key, now)));
  const wait = Math.max(...waits);
  if (wait > 0) throw new AppError(ERROR_CODES.OPERATION_TOO_FREQUENT, { minutes: wait }, 'auth.waitMinutes', { num: wait });

  const user = await findUserByAccount(db, input.username);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    const accountRule: RateLimitRule = { max: policy.maxFailures, windowMinutes: policy.lockMinutes, blockMinutes: policy.lockMinutes };
    // A source address may try a few accounts (a shared office), not many.
    const sourceRule: RateLimitRule = { ...accountRule, max: policy.maxFailures * 4 };
    const [accountWait, sourceWait] = [await hitRateLimit(db, keys[0], accountRule, now), await hitRateLimit(db, keys[1], sourceRule, now)];
    const nowWait = Math.max(accountWait, sourceWait);
    if (nowWait > 0) throw new AppError(ERROR_CODES.OPERATION_TOO_FREQUENT, { minutes: nowWait }, 'auth.waitMinutes', { num: nowWait });
    throw new AppError(ERROR_CODES.WRONG_CREDENTIALS, null, 'auth.wrongCredentials');
  }
  if (user.status === 'BLOCKED') throw new AppError(ERROR_CODES.ACCOUNT_BLOCKED);
  if (user.status !== 'ACTIVE') throw new AppError(ERROR_CODES.ACCOUNT_NOT_AVAILABLE);

  await resetRateLimit(db, keys[0]);
  const { token, expiresIn } = await issueToken(db, { userId: user.id, deviceId, now, policy: policy.tokens });
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: input.scope };
}
