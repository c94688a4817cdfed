// Guessing limits must hold against parallel guesses: each attempt is counted before the secret
// is checked. On PostgreSQL these requests really run side by side; on PGlite they interleave at
// every query, which the old check-then-count order lost too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/auth';
import { ERROR_CODES } from '@panel/domain/errors';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { verifyPaymentPassword } from '../accounts/payment-password.service';
import { changePassword } from '../accounts/security.service';
import { hashPassword } from '../users/passwords';
import { takeAttempt } from '../../platform/rate-limit';

const MAX = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: MAX, loginLockMinutes: 15, loginCaptchaAfter: 0 });
});
afterAll(() => t.close());

const loginForm = (username: string, password: string, ip: string) => ({
  method: 'POST' as const,
  url: '/api-auth/oauth/user/token',
  remoteAddress: ip,
  headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en' },
  payload: new URLSearchParams({ username, password, ...PANEL_TOKEN_FIELDS }).toString(),
});

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'fulfilled' ? 200 : outcome.reason instanceof AppError ? outcome.reason.code : String(outcome.reason);

describe('attempt limits under parallel guesses', () => {
  it('checks at most the limit of 60 parallel login guesses: the right password among them does not get in', async () => {
    const user = await createUser(t);
    const password = (i: number) => (i === 59 ? user.password : `Wrong-${i}-pass`);
    const guesses = await Promise.all(Array.from({ length: 60 }, (_, i) => call(t.app, loginForm(user.email!, password(i), `198.51.100.${i + 1}`))));
    const codes = guesses.map((g) => g.body.respCode);
    expect(codes).not.toContain(200);
    const checked = codes.filter((code) => code === ERROR_CODES.WRONG_CREDENTIALS).length;
    // The guess that reaches the limit is checked too, and answers the wait instead.
    expect(checked).toBeLessThanOrEqual(MAX - 1);
    expect(codes.filter((code) => code !== ERROR_CODES.WRONG_CREDENTIALS).every((code) => code === ERROR_CODES.OPERATION_TOO_FREQUENT)).toBe(true);
    const right = await call(t.app, loginForm(user.email!, user.password, '198.51.100.200'));
    expect(right.body.respCode).toBe(ERROR_CODES.OPERATION_TOO_FREQUENT);
  });

  it('still lets the right password in after fewer failures than the limit, and forgets them', async () => {
    const user = await createUser(t);
    for (let i = 0; i < MAX - 1; i++)
      expect((await call(t.app, loginForm(user.email!, 'Wrong-pass-1', '198.51.101.1'))).body.respCode).toBe(ERROR_CODES.WRONG_CREDENTIALS);
    expect((await call(t.app, loginForm(user.email!, user.password, '198.51.101.1'))).body.respCode).toBe(200);
    for (let i = 0; i < MAX - 1; i++)
      expect((await call(t.app, loginForm(user.email!, 'Wrong-pass-1', '198.51.101.2'))).body.respCode).toBe(ERROR_CODES.WRONG_CREDENTIALS);
  });

  it('checks at most the limit of parallel payment-password guesses', async () => {
    const user = await createUser(t);
    await t.db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, user.user.id));
    const policy = { maxFailures: MAX, lockMinutes: 15 };
    const now = t.clock.now();
    const guess = (i: number) => (i === 39 ? '246810' : String(100000 + i));
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => verifyPaymentPassword(t.db, user.user.id, guess(i), { now, policy })));
    const codes = outcomes.map(codeOf);
    expect(codes).not.toContain(200);
    expect(codes.filter((code) => code === ERROR_CODES.WRONG_PAYMENT_PASSWORD).length).toBeLessThanOrEqual(MAX - 1);
    expect(codes.filter((code) => code !== ERROR_CODES.WRONG_PAYMENT_PASSWORD).every((code) => code === ERROR_CODES.OPERATION_TOO_FREQUENT)).toBe(true);
    await expect(verifyPaymentPassword(t.db, user.user.id, '246810', { now, policy })).rejects.toMatchObject({ code: ERROR_CODES.OPERATION_TOO_FREQUENT });
    // Once the wait is over the right one passes.
    await expect(verifyPaymentPassword(t.db, user.user.id, '246810', { now: new Date(now.getTime() + 16 * 60_000), policy })).resolves.toBeUndefined();
  });

  it('checks at most the limit of parallel old-password guesses', async () => {
    const user = await createUser(t);
    const now = t.clock.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        changePassword(
          t.db,
          { oldPassword: i === 29 ? user.password : `Wrong-${i}-pass`, password: 'NewPassw0rd' },
          {
            userId: user.user.id,
            tokenId: 'none',
            now,
            maxFailures: MAX,
            lockMinutes: 15,
            notice: { messaging: { kind: 'outbox', send: async () => {} }, locale: 'en' },
          },
        ),
      ),
    );
    const codes = outcomes.map(codeOf);
    expect(codes).not.toContain(200);
    expect(codes.filter((code) => code === ERROR_CODES.INCORRECT_OLD_PASSWORD).length).toBeLessThanOrEqual(MAX - 1);
    expect(codes.filter((code) => code !== ERROR_CODES.INCORRECT_OLD_PASSWORD).every((code) => code === ERROR_CODES.OPERATION_TOO_FREQUENT)).toBe(true);
  });
});

describe('the address a limit counts', () => {
  /** Failed logins of unknown accounts (so only the source limit, 4 x MAX, can refuse), from the addresses given. */
  const failFrom = async (addresses: string[]) => {
    const codes: number[] = [];
    for (const [i, ip] of addresses.entries()) codes.push((await call(t.app, loginForm(`nobody-${ip}-${i}@example.com`, 'Wrong-pass-1', ip))).body.respCode);
    return codes;
  };

  it('counts every IPv6 address of one /64 as one source, and another /64 apart', async () => {
    const codes = await failFrom(Array.from({ length: MAX * 4 }, (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`));
    expect(codes.at(-1)).toBe(ERROR_CODES.OPERATION_TOO_FREQUENT);
    expect(await failFrom(['2001:db8:1:2:ffff:ffff:ffff:fffe'])).toEqual([ERROR_CODES.OPERATION_TOO_FREQUENT]);
    expect(await failFrom(['2001:db8:1:3::1'])).toEqual([ERROR_CODES.WRONG_CREDENTIALS]);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, and each IPv4 address alone', async () => {
    const codes = await failFrom(Array.from({ length: MAX * 4 }, () => '::ffff:198.51.102.1'));
    expect(codes.at(-1)).toBe(ERROR_CODES.OPERATION_TOO_FREQUENT);
    expect(await failFrom(['198.51.102.1'])).toEqual([ERROR_CODES.OPERATION_TOO_FREQUENT]);
    expect(await failFrom(['198.51.102.2'])).toEqual([ERROR_CODES.WRONG_CREDENTIALS]);
  });
});

describe('takeAttempt', () => {
  it('allows max attempts in a window, starts the wait on the last, and starts over once the wait is served', async () => {
    const rule = { max: 3, windowMinutes: 10, blockMinutes: 10 };
    const start = new Date('2026-05-01T00:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    expect(await takeAttempt(t.db, 'unit:a', rule, at(0))).toMatchObject({ allowed: true, waitMinutes: 0 });
    expect(await takeAttempt(t.db, 'unit:a', rule, at(1))).toMatchObject({ allowed: true, waitMinutes: 0 });
    expect(await takeAttempt(t.db, 'unit:a', rule, at(2))).toMatchObject({ allowed: true, waitMinutes: 10 });
    expect(await takeAttempt(t.db, 'unit:a', rule, at(5))).toMatchObject({ allowed: false, waitMinutes: 7 });
    // The window has passed but the wait has not: still refused.
    expect(await takeAttempt(t.db, 'unit:a', rule, at(11))).toMatchObject({ allowed: false, waitMinutes: 1 });
    expect(await takeAttempt(t.db, 'unit:a', rule, at(12))).toMatchObject({ allowed: true, waitMinutes: 0 });
    // A window that passes with no wait starts over too.
    expect(await takeAttempt(t.db, 'unit:b', rule, at(0))).toMatchObject({ allowed: true, waitMinutes: 0 });
    expect(await takeAttempt(t.db, 'unit:b', rule, at(11))).toMatchObject({ allowed: true, waitMinutes: 0 });
    expect(await takeAttempt(t.db, 'unit:b', rule, at(12))).toMatchObject({ allowed: true, waitMinutes: 0 });
  });
});
