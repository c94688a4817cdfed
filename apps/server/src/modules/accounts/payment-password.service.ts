// The VCoin payment password (/me/vcoinPasswordSet): 6 digits, kept as an argon2id hash, set or
// changed only with a PAYMENT_PASSWORD code to the caller's own email or phone. The wallet work
// checks it with verifyPaymentPassword before moving money.
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { ContactChannel, SecurityInfoResponse } from '@panel/domain/contract/accounts';
import type { Db } from '../../db/client';
import { rateLimits, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { resetRateLimit } from '../auth/rate-limit.service';
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

/** The checks of one account waiting in this process: one at a time each, so a burst holds one database connection, not the pool. */
const queues = new WeakMap<object, Map<string, Promise<unknown>>>();

function oneAtATime<T>(db: Db, userId: string, work: () => Promise<T>): Promise<T> {
  let byUser = queues.get(db);
  if (!byUser) queues.set(db, (byUser = new Map()));
  const before = byUser.get(userId) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => undefined);
  byUser.set(userId, settled);
  void settled.then(() => {
    if (byUser.get(userId) === settled) byUser.delete(userId);
  });
  return run;
}

/**
 * Checks the payment password of an account before a VCoin payment: 1000064 when it is wrong or
 * was never set (data.reason NOT_SET). Only wrong ones count toward `maxFailures` in `lockMinutes`;
 * the one that reaches it starts a wait (140029) during which nothing is checked. The checks of one
 * account run one at a time, the count row locked while the hash is compared (FOR UPDATE, so
 * several servers share it): parallel guesses can never be checked past the limit, and a right
 * password waits its turn behind others in flight instead of being refused for them. Call it
 * before the payment's transaction: inside one, the count would be rolled back with the failed payment.
 */
export async function verifyPaymentPassword(
  db: Db,
  userId: string,
  password: string,
  { now = new Date(), policy = { maxFailures: 5, lockMinutes: 15 } }: { now?: Date; policy?: PaymentPasswordPolicy } = {},
): Promise<void> {
  const [user] = await db.select({ hash: users.paymentPasswordHash }).from(users).where(eq(users.id, userId));
  if (!user?.hash) throw new AppError(ERROR_CODES.WRONG_PAYMENT_PASSWORD, { reason: 'NOT_SET' });
  const hash = user.hash;
  const key = failuresKey(userId);
  const lockMs = policy.lockMinutes * 60_000;
  const { outcome, waitMs, triesLeft } = await oneAtATime(db, userId, () =>
    withTransaction(db, async (tx): Promise<{ outcome: 'refused' | 'failed' | 'passed'; waitMs: number; triesLeft?: number }> => {
      await tx.insert(rateLimits).values({ key, count: 0, windowStart: now }).onConflictDoNothing();
      const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update');
      if (row!.blockedUntil && row!.blockedUntil > now) return { outcome: 'refused', waitMs: row!.blockedUntil.getTime() - now.getTime() };
      // A served wait, or a window past with no wait, starts the count again.
      const restart = row!.blockedUntil !== null || row!.windowStart.getTime() < now.getTime() - lockMs;
      if (/^\d{6}$/.test(password) && (await verifyPassword(hash, password))) {
        await tx.delete(rateLimits).where(eq(rateLimits.key, key));
        return { outcome: 'passed', waitMs: 0 };
      }
      const count = (restart ? 0 : row!.count) + 1;
      const blockedUntil = count >= policy.maxFailures ? new Date(now.getTime() + lockMs) : null;
      await tx.update(rateLimits).set({ count, windowStart: restart ? now : row!.windowStart, blockedUntil }).where(eq(rateLimits.key, key));
      return { outcome: 'failed', waitMs: blockedUntil ? lockMs : 0, triesLeft: policy.maxFailures - count };
    }),
  );
  if (outcome === 'passed') return;
  if (waitMs > 0) throw tooFrequent(waitMs);
  // How many more wrong guesses before the wait, so the payer is warned before it starts.
  throw new AppError(ERROR_CODES.WRONG_PAYMENT_PASSWORD, { field: 'paymentPassword', triesLeft });
}
