// Recovery (spec sections 2 and 7): a code to the account's email or phone, then a new
// password, which ends every session of the account.
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { SendCodeResponse } from '@panel/domain/contract/accounts';
import type { Locale } from '@panel/domain/locale';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { MessageTransport } from '../../platform/messaging';
import {
  resetLoginFailures,
  revokeAllTokens,
  checkVerificationCode,
  consumeVerificationCode,
  issueVerificationCode,
  type VerificationCodePolicy,
} from '../auth/auth.public';
import { hashPassword, findUserByAccount } from '../users/users.public';
import { requireAccount } from './sign-up.service';
import { withTransaction } from '../../db/transaction';

/** Fails for an account that may not log in: 110003 blocked, 110001 otherwise unavailable. */
export function assertActive(user: Pick<typeof users.$inferSelect, 'status'>) {
  if (user.status === 'BLOCKED') throw new AppError(ERROR_CODES.ACCOUNT_BLOCKED);
  if (user.status !== 'ACTIVE') throw new AppError(ERROR_CODES.ACCOUNT_NOT_AVAILABLE);
}

/** Sends the reset code to the account's own address; an unknown account is 160009 "account not found". */
export async function sendResetPasswordCode(
  db: Db,
  messaging: MessageTransport,
  { account, areaCode }: { account: string; areaCode?: string },
  { ip, locale, now, policy, log }: { ip: string; locale: Locale; now: Date; policy: VerificationCodePolicy; log?: { error(obj: unknown, msg: string): void } },
): Promise<SendCodeResponse> {
  const resolved = requireAccount(account, areaCode);
  const user = await findUserByAccount(db, resolved.value);
  if (!user) throw new AppError(ERROR_CODES.VERIFICATION_CODE_NOT_SENT, { field: 'account', reason: 'ACCOUNT_NOT_FOUND' }, 'auth.accountNotFound');
  assertActive(user);
  const { sent } = await issueVerificationCode(
    db,
    messaging,
    { purpose: 'RESET_PASSWORD', channel: resolved.channel, target: resolved.value, userId: user.id, ip, locale, now },
    { policy, log },
  );
  return sent;
}

/**
 * Sets a new password with the reset code (checked now, or accepted by the verify call before),
 * revokes every token of the account and clears its failed-login count, in one transaction.
 */
export async function resetPassword(
  db: Db,
  { account, areaCode, code, password }: { account: string; areaCode?: string; code: string; password: string },
  { ip, now, policy }: { ip: string; now: Date; policy: VerificationCodePolicy },
): Promise<{ revokedSessions: number }> {
  const resolved = requireAccount(account, areaCode);
  const { id: codeId } = await checkVerificationCode(db, { purpose: 'RESET_PASSWORD', target: resolved.value }, { code, now, source: `ip:${ip}`, policy });
  const user = await findUserByAccount(db, resolved.value);
  if (!user) throw new AppError(ERROR_CODES.CODE_EXPIRED);
  assertActive(user);
  const passwordHash = await hashPassword(password);
  return withTransaction(db, async (tx) => {
    await consumeVerificationCode(tx, codeId, now);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const revokedSessions = await revokeAllTokens(tx, user.id, now);
    for (const address of [resolved.value, user.email, user.phone]) if (address) await resetLoginFailures(tx, address);
    return { revokedSessions };
  });
}
