// The VCoin payment password (/me/vcoinPasswordSet): 6 digits, kept as an argon2id hash, set or
// changed only with a PAYMENT_PASSWORD code to the caller's own email or phone. The wallet work
// checks it with verifyPaymentPassword before moving money.
import { eq, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import type { ContactChannel, SecurityInfoResponse } from '@panel/domain/contract/accounts';
import type { Db } from '../../db/client';
import { rateLimits, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../users/users.public';
import { resetRateLimit } from '../../platform/rate-limit';
import { consumeVerificationCode, tooFrequent, type VerificationCodePolicy } from '../auth/auth.public';
import { checkOwnCode, getSecurityInfo } from './security.service';
import { preparedStatement, StatementTemplate, typedPlaceholder } from '../../db/literal';
import { withTransaction } from '../../db/transaction';

const failuresKey = (userId: string) => `payment-password:${userId}`;

/** Sets or changes the caller's payment password with a PAYMENT_PASSWORD code sent over `channel`. */
export async function setPaymentPassword(
  db: Db,
  { password, channel, code }: { password: string; channel: ContactChannel; code: string },
  caller: { userId: string; now: Date; policy: VerificationCodePolicy },
): Promise<SecurityInfoResponse> {
  const { id: codeId } = await checkOwnCode(db, { purpose: 'PAYMENT_PASSWORD', channel, code }, caller);
  const paymentPasswordHash = await hashPassword(password);
  await withTransaction(db, async (tx) => {
    await consumeVerificationCode(tx, codeId, caller.now);
    await tx.update(users).set({ paymentPasswordHash }).where(eq(users.id, caller.userId));
    await resetRateLimit(tx, failuresKey(caller.userId));
  });
  return getSecurityInfo(db, { userId: caller.userId });
}

export type PaymentPasswordPolicy = { maxFailures: number; lockMinutes: number };

/** The first of a statement's answer rows. */
const firstRow = <T>(result: unknown) => (result as { rows: T[] }).rows[0];

/** A time as ISO text (both drivers read text the same way), and the wait until it. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const waitUntil = (iso: string, now: Date) => tooFrequent(Math.max(new Date(iso).getTime() - now.getTime(), 1000));

const KEY = typedPlaceholder('key', 'text');
const AT = typedPlaceholder('at', 'timestamptz');

/**
 * The account's payment password hash, and the end of its wait if it waits; prepared once (a
 * StatementTemplate), as every payment reads it. Timestamps come out as ISO text: both drivers read
 * it the same way.
 */
const PASSWORD_STATE = new StatementTemplate(sql`
  select u.payment_password_hash as hash, ${isoText(sql`r.blocked_until`)} as blocked_until
  from ${users} u left join ${rateLimits} r on r.key = ${KEY} and r.blocked_until > ${AT}
  where u.id = ${typedPlaceholder('userId', 'uuid')}`);

/** A right password's count cleared unless a wait began meanwhile (then the wait's end); prepared once. */
const PASSWORD_CLEARED = new StatementTemplate(sql`
  with cleared as (delete from ${rateLimits} where key = ${KEY} and (blocked_until is null or blocked_until <= ${AT}) returning 1)
  select (select ${isoText(sql`blocked_until`)} from ${rateLimits} where key = ${KEY} and blocked_until > ${AT} and not exists (select 1 from cleared)) as waiting`);

/**
 * Checks the payment password of an account before a VCoin payment: 1000064 when it is wrong or
 * was never set (data.reason NOT_SET). Only wrong ones count toward `maxFailures` in `lockMinutes`;
 * the one that reaches it starts a wait (140029). The hash is compared with no database connection
 * held and nothing locked; its outcome then counts in one statement on the account's count row,
 * which PostgreSQL applies one at a time whatever server sent it: while the account waits, a guess
 * counts nothing and answers 140029, right or wrong, so parallel guesses are never answered past
 * the limit (a guess made while the account already waits is not even compared); a wrong one adds
 * exactly one; a right one clears the count. Right passwords in parallel therefore all pass. Call
 * it before the payment's transaction: inside one, the count would be rolled back with the failed payment.
 */
export async function verifyPaymentPassword(
  db: Db,
  userId: string,
  password: string,
  { now = new Date(), policy = { maxFailures: 5, lockMinutes: 15 } }: { now?: Date; policy?: PaymentPasswordPolicy } = {},
): Promise<void> {
  const key = failuresKey(userId);
  const values = { key, userId, at: now.toISOString() };
  const state = firstRow<{ hash: string | null; blocked_until: string | null }>(await db.execute(preparedStatement(PASSWORD_STATE.with(values))));
  if (!state?.hash) throw new AppError(ERROR_CODES.WRONG_PAYMENT_PASSWORD, { reason: 'NOT_SET' });
  if (state.blocked_until) throw waitUntil(state.blocked_until, now);
  const right = /^\d{6}$/.test(password) && (await verifyPassword(state.hash, password));
  if (right) {
    // Cleared unless a wait began meanwhile; a wait there was when this statement began refuses it.
    const cleared = firstRow<{ waiting: string | null }>(await db.execute(preparedStatement(PASSWORD_CLEARED.with(values))));
    if (!cleared?.waiting) return;
    throw waitUntil(cleared.waiting, now);
  }
  // A served wait, or a window past with no wait, starts the count again; a wait still running counts nothing.
  const at = sql`${values.at}::timestamptz`;
  const until = sql`${new Date(now.getTime() + policy.lockMinutes * 60_000).toISOString()}::timestamptz`;
  const windowFrom = sql`${new Date(now.getTime() - policy.lockMinutes * 60_000).toISOString()}::timestamptz`;
  const waiting = sql`${rateLimits.blockedUntil} > ${at}`;
  const restart = sql`(${rateLimits.blockedUntil} is not null or ${rateLimits.windowStart} < ${windowFrom})`;
  const next = sql`(case when ${restart} then 1 else ${rateLimits.count} + 1 end)`;
  const counted = firstRow<{ count: number; waiting: string | null }>(
    await db.execute(sql`
      insert into ${rateLimits} (key, count, window_start, blocked_until)
      values (${key}, 1, ${at}, case when 1 >= ${policy.maxFailures} then ${until} end)
      on conflict (key) do update set
        count = case when ${waiting} then ${rateLimits.count} else ${next} end,
        window_start = case when ${waiting} then ${rateLimits.windowStart} when ${restart} then ${at} else ${rateLimits.windowStart} end,
        blocked_until = case when ${waiting} then ${rateLimits.blockedUntil} when ${next} >= ${policy.maxFailures} then ${until} end
      returning count, case when blocked_until > ${at} then ${isoText(sql`blocked_until`)} end as waiting`),
  );
  if (counted!.waiting) throw waitUntil(counted!.waiting, now);
  // How many more wrong guesses before the wait, so the payer is warned before it starts.
  throw new AppError(ERROR_CODES.WRONG_PAYMENT_PASSWORD, { field: 'paymentPassword', triesLeft: policy.maxFailures - counted!.count });
}
