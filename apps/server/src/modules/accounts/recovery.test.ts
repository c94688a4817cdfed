import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SendCodeResponse } from '@panel/domain/contract/accounts';
import { accessTokens, rateLimits, users } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { createUser, sessionFor } from '../../../test/factories';
import { json, lastCodeTo, lastMessageTo, loginForm } from '../../../test/fixtures/accounts.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ devOutbox: true, loginMaxFailures: 3, loginLockMinutes: 10 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const sendCode = (account: string, extra: object = {}) => json(t, 'POST', '/api-user/user/verification/reset-password/code', { account, ...extra });
const reset = (payload: object) => json(t, 'PUT', '/api-user/user/password/reset/outer', payload);
const me = (authorization: string) => call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } });

describe('POST /api-user/user/verification/reset-password/code', () => {
  it('sends a reset code to the account email', async () => {
    const user = await createUser(t);
    const { body } = await sendCode(user.email!.toUpperCase());
    expect(body.respCode).toBe(200);
    expect(SendCodeResponse.parse(body.data)).toMatchObject({ channel: 'EMAIL', expiresIn: 600 });
    expect((await lastMessageTo(t, user.email!)).subject).toBe('Your password reset code');
  });

  it('sends it by SMS to a phone account', async () => {
    await createUser(t, { phone: '+5511966660001' });
    expect((await sendCode('11 96666-0001', { areaCode: '55' })).body.respCode).toBe(200);
    expect(await lastMessageTo(t, '+5511966660001')).toMatchObject({ channel: 'sms' });
  });

  it('says "account not found" for an unknown account (160009), 710005 for a bad format', async () => {
    const unknown = await sendCode('nobody-here@example.com');
    expect(unknown.body).toMatchObject({ respCode: 160009, message: 'Account not found', data: { reason: 'ACCOUNT_NOT_FOUND' } });
    const es = await json(t, 'POST', '/api-user/user/verification/reset-password/code', { account: 'nobody-here@example.com' }, { language: 'es' });
    expect(es.body.message).toBe('Cuenta no encontrada');
    expect((await sendCode('nobody')).body.respCode).toBe(710005);
  });

  it('refuses blocked (110003) and unavailable (110001) accounts', async () => {
    const blocked = await createUser(t);
    const disabled = await createUser(t);
    await t.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, blocked.user.id));
    await t.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, disabled.user.id));
    expect((await sendCode(blocked.email!)).body.respCode).toBe(110003);
    expect((await sendCode(disabled.email!)).body.respCode).toBe(110001);
  });
});

describe('PUT /api-user/user/password/reset/outer', () => {
  it('sets the new password and ends every session of the account', async () => {
    const user = await createUser(t);
    const a = await sessionFor(t, user);
    const b = await sessionFor(t, user);
    const other = await createUser(t);
    const bystander = await sessionFor(t, other);
    await sendCode(user.email!);
    const code = await lastCodeTo(t, user.email!);
    const { body } = await reset({ account: user.email, code, password: 'NewPass123', confirmPassword: 'NewPass123' });
    expect(body).toMatchObject({ respCode: 200, data: null });
    for (const session of [a, b]) expect((await me(session.authorization)).status).toBe(401);
    expect((await me(bystander.authorization)).status).toBe(200);
    const live = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.user.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await loginForm(t, { username: user.email!, password: user.password })).body.respCode).toBe(110027);
    expect((await loginForm(t, { username: user.email!, password: 'NewPass123' })).body.data.access_token).toBeDefined();
  });

  it('takes a code the verify call accepted before, once', async () => {
    const user = await createUser(t);
    await sendCode(user.email!);
    const code = await lastCodeTo(t, user.email!);
    expect((await json(t, 'POST', '/api-user/user/verification/verify', { account: user.email, code, type: 'RESET_PASSWORD' })).body.respCode).toBe(200);
    expect((await reset({ account: user.email, code, password: 'NewPass123', confirmPassword: 'NewPass123' })).body.respCode).toBe(200);
    expect((await reset({ account: user.email, code, password: 'Other1234', confirmPassword: 'Other1234' })).body.respCode).toBe(710010);
  });

  it('refuses a wrong code (710011), an expired one (710010) and a sign-up code, and changes nothing', async () => {
    const user = await createUser(t);
    const [before] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.user.id));
    await sendCode(user.email!);
    const code = await lastCodeTo(t, user.email!);
    const wrong = code === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    expect((await reset({ account: user.email, code: wrong, password: 'NewPass123', confirmPassword: 'NewPass123' })).body.respCode).toBe(710011);
    expect((await reset({ account: user.email, code, password: 'NewPass123', confirmPassword: 'NewPass124' })).body.respCode).toBe(4001);
    t.clock.advance(10 * 60_000 + 1);
    expect((await reset({ account: user.email, code, password: 'NewPass123', confirmPassword: 'NewPass123' })).body.respCode).toBe(710010);
    const [after] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.user.id));
    expect(after.hash).toBe(before.hash);
  });

  it('clears the wait of an account locked by wrong passwords', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) await loginForm(t, { username: user.email!, password: 'Wrong1234' });
    expect((await loginForm(t, { username: user.email!, password: user.password })).body.respCode).toBe(140029);
    await sendCode(user.email!);
    const code = await lastCodeTo(t, user.email!);
    expect((await reset({ account: user.email, code, password: 'NewPass123', confirmPassword: 'NewPass123' })).body.respCode).toBe(200);
    expect((await loginForm(t, { username: user.email!, password: 'NewPass123' })).body.respCode).toBe(200);
  });
});
