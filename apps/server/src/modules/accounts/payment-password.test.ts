// The payment password's guess limit counts wrong guesses only: payments in flight with the right
// password are never refused for each other, and parallel wrong guesses, from one server or from
// several on one database (several handles here; the race is real on PostgreSQL), each count once
// and are never answered past the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { rateLimits, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { hashPassword } from '../users/passwords';
import { verifyPaymentPassword } from './payment-password.service';

const MAX = 5;
const RIGHT = '246810';
const policy = { maxFailures: MAX, lockMinutes: 15 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'fulfilled' ? 200 : outcome.reason instanceof AppError ? outcome.reason.code : String(outcome.reason);

async function userWithPaymentPassword() {
  const user = await createUser(t);
  await t.db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword(RIGHT) })
    .where(eq(users.id, user.user.id));
  return user.user.id;
}

describe('payment password guesses', () => {
  it('8 payments in flight with the right password all pass: none is refused (140029) for the others', async () => {
    const userId = await userWithPaymentPassword();
    const now = t.clock.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => verifyPaymentPassword(t.db, userId, RIGHT, { now, policy })));
    expect(outcomes.map(codeOf)).toEqual(Array(8).fill(200));
    expect(
      await t.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `payment-password:${userId}`)),
    ).toHaveLength(0);
  });

  it('4 wrong and 4 right guesses at once: the wrong ones answer 1000064, the right ones pass', async () => {
    const userId = await userWithPaymentPassword();
    const now = t.clock.now();
    const guesses = ['100001', '100002', '100003', '100004', RIGHT, RIGHT, RIGHT, RIGHT];
    const outcomes = await Promise.allSettled(guesses.map((guess) => verifyPaymentPassword(t.db, userId, guess, { now, policy })));
    expect(outcomes.map(codeOf)).toEqual([...Array(4).fill(ERROR_CODES.WRONG_PAYMENT_PASSWORD), ...Array(4).fill(200)]);
  });

  it('right passwords at once from four servers, after a wrong guess and beside wrong ones, all pass: none is refused or fails for the others', async () => {
    const userId = await userWithPaymentPassword();
    const now = t.clock.now();
    // The account has a count row (one wrong guess) that every check then meets.
    await expect(verifyPaymentPassword(t.db, userId, '100000', { now, policy })).rejects.toMatchObject({ code: ERROR_CODES.WRONG_PAYMENT_PASSWORD });
    const servers = Array.from({ length: 4 }, () => Object.create(t.db) as Db);
    const rights = await Promise.allSettled(Array.from({ length: 16 }, (_, i) => verifyPaymentPassword(servers[i % 4]!, userId, RIGHT, { now, policy })));
    expect(rights.map(codeOf)).toEqual(Array(16).fill(200));
    // Fewer wrong guesses than the limit, mixed with right ones: the wrong ones are told so, the right ones pass.
    const guesses = Array.from({ length: 16 }, (_, i) => (i % 4 === 0 ? String(300000 + i) : RIGHT));
    const mixed = await Promise.allSettled(guesses.map((guess, i) => verifyPaymentPassword(servers[i % 4]!, userId, guess, { now, policy })));
    expect(mixed.map(codeOf)).toEqual(guesses.map((guess) => (guess === RIGHT ? 200 : ERROR_CODES.WRONG_PAYMENT_PASSWORD)));
  });

  it('wrong guesses at once from four servers count one each, and the wait starts exactly at the limit', async () => {
    const userId = await userWithPaymentPassword();
    const now = t.clock.now();
    const servers = Array.from({ length: 4 }, () => Object.create(t.db) as Db);
    const guesses = await Promise.allSettled(
      Array.from({ length: MAX - 1 }, (_, i) => verifyPaymentPassword(servers[i % 4]!, userId, String(400000 + i), { now, policy })),
    );
    // Each counted once, none lost: the tries left told are MAX-1 ... 1, one each.
    expect(guesses.map(codeOf)).toEqual(Array(MAX - 1).fill(ERROR_CODES.WRONG_PAYMENT_PASSWORD));
    const left = guesses.map((outcome) => ((outcome as PromiseRejectedResult).reason as AppError).data as { triesLeft: number });
    expect(left.map((data) => data.triesLeft).sort()).toEqual(Array.from({ length: MAX - 1 }, (_, i) => i + 1));
    expect(
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `payment-password:${userId}`))
      )[0],
    ).toMatchObject({ count: MAX - 1, blockedUntil: null });
    // The guess that reaches the limit starts the wait; then the right password waits too.
    await expect(verifyPaymentPassword(servers[0]!, userId, '499999', { now, policy })).rejects.toMatchObject({ code: ERROR_CODES.OPERATION_TOO_FREQUENT });
    expect(
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `payment-password:${userId}`))
      )[0],
    ).toMatchObject({ count: MAX });
    await expect(verifyPaymentPassword(servers[1]!, userId, RIGHT, { now, policy })).rejects.toMatchObject({ code: ERROR_CODES.OPERATION_TOO_FREQUENT });
  });

  it('40 wrong guesses at once from two servers on one database: at most 5 are answered as checked, the rest wait (140029), and then the right one waits too', async () => {
    const userId = await userWithPaymentPassword();
    const now = t.clock.now();
    // A second server: its own handle on the same database (its own queue of checks in the process).
    const other = Object.create(t.db) as Db;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => verifyPaymentPassword(i % 2 ? other : t.db, userId, String(200000 + i), { now, policy })),
    );
    const codes = outcomes.map(codeOf);
    // The guess that reaches the limit is checked and answers the wait.
    expect(codes.filter((code) => code === ERROR_CODES.WRONG_PAYMENT_PASSWORD)).toHaveLength(MAX - 1);
    expect(codes.filter((code) => code === ERROR_CODES.OPERATION_TOO_FREQUENT)).toHaveLength(40 - (MAX - 1));
    expect(
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `payment-password:${userId}`))
      )[0],
    ).toMatchObject({ count: MAX });
    await expect(verifyPaymentPassword(t.db, userId, RIGHT, { now, policy })).rejects.toMatchObject({ code: ERROR_CODES.OPERATION_TOO_FREQUENT });
    await expect(verifyPaymentPassword(t.db, userId, RIGHT, { now: new Date(now.getTime() + 16 * 60_000), policy })).resolves.toBeUndefined();
  });
});
