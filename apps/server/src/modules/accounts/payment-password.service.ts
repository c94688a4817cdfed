// The VCoin payment password (/me/vcoinPasswordSet): 6 digits, kept as an argon2id hash, set or
// changed only with a PAYMENT_PASSWORD code to the caller's own email or phone. The wallet work
// checks it with verifyPaymentPassword before moving money.
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { ContactChannel, SecurityInfoResponse } from '@panel/domain/contract/accounts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { checkWithinLimit, resetRateLimit } from '../auth/rate-limit.service';
import { consumeCode, tooFrequent, type CodePolicy } from './codes.service';
import { checkOwnCode, getSecurityInfo } from './security.service';
import { withTransaction } from '../../db/transaction';

const failuresKey = (userId: string) => `payment-password:${userId}`;

/** Sets or changes the caller's payment password with a PAYMENT_PASSWORD code sent over `channel`. */
export async function setPaymentPassword(
  db: Db,
  { password, channel, code }: { password: string; channel: ContactChannel; code: string },
  caller: { userId: string; now: Date; policy: CodePolicy },
): Promise<SecurityInfoResponse> {
  const { id: codeId } = await checkOwnCode(db, { purpose: 'PAYMENT_PASSWORD', channel, code }, caller);
  const paymentPasswordHash = await hashPassword(password);
  await withTransaction(db, async (tx) => {
    await consumeCode(tx, codeId, caller.now);
    await tx.update(users).set({ paymentPasswordHash }).where(eq(users.id, caller.userId));
    await resetRateLimit(tx, failuresKey(caller.userId));
  });
  return getSecurityInfo(db, { userId: caller.userId });
}

export type PaymentPasswordPolicy = { maxFailures: number; lockMinutes: number };

/**
 * Checks the payment password of an account before a VCoin payment: 1000064 when it is wrong or
 * was never set (data.reason NOT_SET). Wrong ones are counted per account; past `maxFailures`
 * the account waits (140029). Call it before the payment's transaction: inside one, the count
 * would be rolled back with the failed payment.
 */
export async function verifyPaymentPassword(
  db: Db,
  userId: string,
  password: string,
  { now = new Date(), policy = { maxFailures: 5, lockMinutes: 15 } }: { now?: Date; policy?: PaymentPasswordPolicy } = {},
): Promise<void> {
  const [user] = await db.select({ hash: users.paymentPasswordHash }).from(users).where(eq(users.id, userId));
  if (!user?.hash) throw new AppError(ERROR_CODES.WRONG_PAYMENT_PASSWORD, { reason: 'NOT_SET' });
  const rule = { max: policy.maxFailures, windowMinutes: policy.lockMinutes, blockMinutes: policy.lockMinutes };
  const { outcome, waitMinutes } = await checkWithinLimit(db, failuresKey(userId), rule, now, async () => /^\d{6}$/.test(password) && verifyPassword(user.hash!, password));
  if (outcome === 'passed') return;
  if (waitMinutes > 0) throw tooFrequent(waitMinutes * 60_000);
  throw new AppError(ERROR_CODES.WRONG_PAYMENT_PASSWORD);
}
