import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GuideInfoResponse, maskAddress, ProfileResponse, SecurityInfoResponse, TrustedDevicesResponse } from '@panel/domain/contract/accounts';
import { outboxMessages, rateLimits, stores, systemSettings, users } from '../../db/schema';
import { solidPng } from '../../seed/png';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { createUser, sessionFor } from '../../../test/factories';
import { json, lastCodeTo, lastMessageTo, loginForm, newEmail, signUpThroughApi } from '../../../test/fixtures/accounts.fixtures';
import { verifyPaymentPassword } from './payment-password.service';
import { rememberDevice } from '../auth/devices.service';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ devOutbox: true, codeMaxPerIp: 1000, oldPanelUrl: 'https://old.example.com/panel' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
  t.clock.advance(61_000); // past the resend wait of earlier codes
});

type Caller = { authorization: string; email: string; password: string; userId: string };

async function caller(overrides: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const user = await createUser(t, overrides);
  const { authorization } = await sessionFor(t, user);
  return { authorization, email: user.email!, password: user.password, userId: user.user.id };
}

const as = (who: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => json(t, method, url, payload, { authorization: who.authorization });
const wrongOf = (code: string) => (code === 'ZZZZ' ? 'YYYY' : 'ZZZZ');

function upload(who: Caller, source: string, content: Buffer) {
  const boundary = '----accountsboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(t.app, {
    method: 'POST',
    url: `/api-auth/s3/upload/image/${source}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: who.authorization },
  });
}

describe('every call of "me" needs a session', () => {
  it('answers 401 without a token', async () => {
    const calls: [string, string][] = [
      ['GET', '/api-user/users/security/info'],
      ['PUT', '/api-user/users/profile'],
      ['POST', '/api-user/user/verification/security/code'],
      ['POST', '/api-user/user/verification/change-email/code'],
      ['POST', '/api-user/user/verification/change-phone/code'],
      ['PUT', '/api-user/users/security/email'],
      ['PUT', '/api-user/users/security/phone'],
      ['PUT', '/api-user/users/security/password'],
      ['PUT', '/api-user/users/security/tfa'],
      ['PUT', '/api-user/users/security/payment-password'],
      ['GET', '/api-user/users/guide/info'],
      ['POST', '/api-user/users/guide/confirm'],
      ['GET', '/api-user/user/config/redirect/web?type=1'],
    ];
    const valid: Record<string, object> = {
      '/api-user/users/profile': { nickname: 'X' },
      '/api-user/user/verification/security/code': { type: 'TWO_FACTOR', channel: 'EMAIL' },
      '/api-user/user/verification/change-email/code': { email: 'a@example.com' },
      '/api-user/user/verification/change-phone/code': { phone: '+5511900000000' },
      '/api-user/users/security/email': { email: 'a@example.com', code: 'ABCD' },
      '/api-user/users/security/phone': { phone: '+5511900000000', code: 'ABCD' },
      '/api-user/users/security/password': { oldPassword: 'x', password: 'Secret123', confirmPassword: 'Secret123' },
      '/api-user/users/security/tfa': { enabled: true, channel: 'EMAIL', code: 'ABCD' },
      '/api-user/users/security/payment-password': { password: '123456', confirmPassword: '123456', channel: 'EMAIL', code: 'ABCD' },
    };
    for (const [method, url] of calls) {
      const res = await call(t.app, { method: method as 'GET', url, ...(valid[url] ? { payload: valid[url] } : {}) });
      expect(res.status, url).toBe(401);
    }
  });
});

describe('sending codes: the wait between two is per purpose and address', () => {
  const sendOwn = (who: Caller, type: 'TWO_FACTOR' | 'PAYMENT_PASSWORD') =>
    as(who, 'POST', '/api-user/user/verification/security/code', { type, channel: 'EMAIL' });

  it('sends a payment-password code right after a two-factor code to the same email, and both arrive', async () => {
    const me = await caller();
    expect((await sendOwn(me, 'TWO_FACTOR')).body).toMatchObject({ respCode: 200, data: { resendIn: 60 } });
    const twoFactorCode = await lastCodeTo(t, me.email);
    expect((await sendOwn(me, 'PAYMENT_PASSWORD')).body).toMatchObject({ respCode: 200, data: { resendIn: 60 } });
    const paymentCode = await lastCodeTo(t, me.email);
    expect((await lastMessageTo(t, me.email)).subject).toBe('Your payment password code');
    // Each code works for its own purpose: the second did not replace the first.
    const tfa = await as(me, 'PUT', '/api-user/users/security/tfa', { enabled: true, channel: 'EMAIL', code: twoFactorCode });
    expect(tfa.body).toMatchObject({ respCode: 200, data: { twoFactorEnabled: true } });
    const pay = await as(me, 'PUT', '/api-user/users/security/payment-password', {
      password: '246810',
      confirmPassword: '246810',
      channel: 'EMAIL',
      code: paymentCode,
    });
    expect(pay.body).toMatchObject({ respCode: 200, data: { paymentPasswordSet: true } });
  });

  it('answers the real wait for a second code of the same purpose (seconds and rounded-up minutes)', async () => {
    const me = await caller();
    expect((await sendOwn(me, 'TWO_FACTOR')).body.respCode).toBe(200);
    t.clock.advance(15_000);
    const again = await sendOwn(me, 'TWO_FACTOR');
    // Only the wait between two codes: said as such, not as too many tries.
    expect(again.body).toMatchObject({ respCode: 140029, data: { seconds: 45, minutes: 1, reason: 'RESEND_WAIT' } });
    // Another purpose to the same address is not held back meanwhile.
    expect((await sendOwn(me, 'PAYMENT_PASSWORD')).body.respCode).toBe(200);
    t.clock.advance(45_000);
    expect((await sendOwn(me, 'TWO_FACTOR')).body.respCode).toBe(200);
  });

  it('still counts every purpose together against the hourly limit of an address', async () => {
    const me = await caller();
    let answered = 0;
    for (let i = 0; i < 12; i++) {
      const { body } = await sendOwn(me, i % 2 === 0 ? 'TWO_FACTOR' : 'PAYMENT_PASSWORD');
      if (body.respCode === 200) answered += 1;
      // Over the hourly limit: too many tries, not the wait between two codes.
      else expect(body.respCode === 140029 && body.data.reason === undefined).toBe(true);
      t.clock.advance(61_000);
    }
    expect(answered).toBe(10);
  });
});

describe('GET /api-user/users/security/info', () => {
  it('shows the caller own contacts and protections', async () => {
    const me = await caller({ phone: '+5511944440001' });
    const { body } = await as(me, 'GET', '/api-user/users/security/info');
    expect(SecurityInfoResponse.parse(body.data)).toEqual({
      email: me.email,
      phone: '+5511944440001',
      twoFactorEnabled: false,
      twoFactorChannel: null,
      paymentPasswordSet: false,
      rememberedDevices: 0,
    });
  });
});

describe('PUT /api-user/users/profile', () => {
  it('changes the nickname', async () => {
    const me = await caller();
    const { body } = await as(me, 'PUT', '/api-user/users/profile', { nickname: '  Nova  ' });
    expect(ProfileResponse.parse(body.data)).toEqual({ id: me.userId, nickname: 'Nova', avatar: null });
    expect((await as(me, 'GET', '/api-user/users/current')).body.data.nickname).toBe('Nova');
  });

  it('refuses a nickname holding a text-direction control character with 4001, and keeps the old one', async () => {
    const me = await caller();
    await as(me, 'PUT', '/api-user/users/profile', { nickname: 'Plain' });
    for (const nickname of ['Nova\u202Etxt.exe', '\u2066Nova\u2069', 'A\u202AB']) {
      const { body } = await as(me, 'PUT', '/api-user/users/profile', { nickname });
      expect(body, JSON.stringify(nickname)).toMatchObject({ respCode: 4001, data: { field: 'nickname', rule: 'validation.nameChars' } });
    }
    expect((await as(me, 'GET', '/api-user/users/current')).body.data.nickname).toBe('Plain');
  });

  it('takes as avatar only an image the caller uploaded', async () => {
    const me = await caller();
    const someone = await caller();
    const mine = (await upload(me, 'avatar', solidPng(8, [1, 2, 3]))).body.data.key;
    const theirs = (await upload(someone, 'avatar', solidPng(8, [3, 2, 1]))).body.data.key;
    expect((await as(me, 'PUT', '/api-user/users/profile', { avatar: mine })).body.data.avatar).toBe(mine);
    for (const avatar of [theirs, 'avatar/20260101/unknown.png']) {
      const { body } = await as(me, 'PUT', '/api-user/users/profile', { avatar });
      expect(body).toMatchObject({ respCode: 4001, data: { field: 'avatar' } });
    }
    // Unchanged avatar with a new nickname is fine.
    expect((await as(me, 'PUT', '/api-user/users/profile', { avatar: mine, nickname: 'Pic' })).body.data).toMatchObject({ avatar: mine, nickname: 'Pic' });
  });

  it('refuses an empty nickname, a nickname over 30 characters, and an empty request', async () => {
    const me = await caller();
    expect((await as(me, 'PUT', '/api-user/users/profile', { nickname: '   ' })).body.respCode).toBe(150001);
    expect((await as(me, 'PUT', '/api-user/users/profile', { nickname: 'x'.repeat(31) })).body.respCode).toBe(60002);
    expect((await as(me, 'PUT', '/api-user/users/profile', {})).body.respCode).toBe(150001);
  });
});

describe('email and phone', () => {
  it('sets a new email with the code sent to it; the account logs in with it', async () => {
    const me = await caller();
    const email = newEmail();
    const sent = await as(me, 'POST', '/api-user/user/verification/change-email/code', { email: email.toUpperCase() });
    expect(sent.body.data).toMatchObject({ channel: 'EMAIL' });
    const code = await lastCodeTo(t, email);
    expect((await as(me, 'PUT', '/api-user/users/security/email', { email, code: wrongOf(code), password: me.password })).body.respCode).toBe(710011);
    const { body } = await as(me, 'PUT', '/api-user/users/security/email', { email, code, password: me.password });
    expect(body.data.email).toBe(email);
    expect((await loginForm(t, { username: email, password: me.password })).body.data.access_token).toBeDefined();
    expect((await loginForm(t, { username: me.email, password: me.password })).body.respCode).toBe(110027);
    // The old email is told, with the new one masked; the new one got only its code.
    const notice = await lastMessageTo(t, me.email);
    expect(notice).toMatchObject({ channel: 'email', subject: 'Your account email was changed' });
    expect(notice.body).toContain(maskAddress(email));
    expect(notice.body).not.toContain(email);
  });

  it('asks for the current login password as well as the code, counting wrong ones with the old-password limit', async () => {
    const me = await caller();
    const email = newEmail();
    await as(me, 'POST', '/api-user/user/verification/change-email/code', { email });
    const code = await lastCodeTo(t, email);
    // A stolen session with the new address's code but not the password changes nothing.
    expect((await as(me, 'PUT', '/api-user/users/security/email', { email, code })).body).toMatchObject({ respCode: 150001, data: { field: 'password' } });
    const wrong = await as(me, 'PUT', '/api-user/users/security/email', { email, code, password: 'Not-the-password1' });
    expect(wrong.body).toMatchObject({ respCode: 110017, data: { field: 'password' } });
    expect((await as(me, 'GET', '/api-user/users/security/info')).body.data.email).toBe(me.email);
    expect((await lastMessageTo(t, me.email))?.subject).not.toBe('Your account email was changed');
    // Wrong ones here and at the password change count together: the one reaching the limit starts
    // the wait, and then even the right password waits.
    for (let i = 1; i < t.config.loginMaxFailures - 1; i++) {
      expect((await as(me, 'PUT', '/api-user/users/security/phone', { phone: '+5511944449999', code, password: `Wrong-${i}-pw` })).body.respCode).toBe(110017);
    }
    const last = await as(me, 'PUT', '/api-user/users/security/password', {
      oldPassword: 'Wrong-last-pw',
      password: 'Fresh1234',
      confirmPassword: 'Fresh1234',
    });
    expect(last.body.respCode).toBe(140029);
    const right = await as(me, 'PUT', '/api-user/users/security/email', { email, code, password: me.password });
    expect(right.body).toMatchObject({ respCode: 140029, data: { minutes: t.config.loginLockMinutes } });
    expect((await as(me, 'GET', '/api-user/users/security/info')).body.data.email).toBe(me.email);
    // Once the wait is over, the password and a fresh code make the change.
    t.clock.advance(t.config.loginLockMinutes * 60_000);
    await as(me, 'POST', '/api-user/user/verification/change-email/code', { email });
    const fresh = await lastCodeTo(t, email);
    const done = await as(me, 'PUT', '/api-user/users/security/email', { email, code: fresh, password: me.password });
    expect(done.body).toMatchObject({ respCode: 200, data: { email } });
  });

  it('refuses an email another account has (710006), at the code and at the change', async () => {
    const me = await caller();
    const other = await caller();
    expect((await as(me, 'POST', '/api-user/user/verification/change-email/code', { email: other.email })).body.respCode).toBe(710006);
    // Taken between the code and the change.
    const email = newEmail();
    await as(me, 'POST', '/api-user/user/verification/change-email/code', { email });
    const code = await lastCodeTo(t, email);
    await t.db.update(users).set({ email }).where(eq(users.id, other.userId));
    const late = await as(me, 'PUT', '/api-user/users/security/email', { email, code, password: me.password });
    expect(late.body.respCode).toBe(710006);
    expect((await as(me, 'GET', '/api-user/users/security/info')).body.data.email).toBe(me.email);
  });

  it('does not let one account use the code sent for another account', async () => {
    const me = await caller();
    const other = await caller();
    const email = newEmail();
    await as(other, 'POST', '/api-user/user/verification/change-email/code', { email });
    const code = await lastCodeTo(t, email);
    expect((await as(me, 'PUT', '/api-user/users/security/email', { email, code, password: me.password })).body.respCode).toBe(710010);
  });

  it('validates the email (4001) and the code length (60000)', async () => {
    const me = await caller();
    expect((await as(me, 'POST', '/api-user/user/verification/change-email/code', { email: 'nope' })).body.respCode).toBe(4001);
    expect((await as(me, 'PUT', '/api-user/users/security/email', { email: newEmail(), code: 'AB', password: me.password })).body.respCode).toBe(60000);
  });

  it('sets a phone with its country code by SMS (710005 without one)', async () => {
    const me = await caller();
    expect((await as(me, 'POST', '/api-user/user/verification/change-phone/code', { phone: '11944440002' })).body.respCode).toBe(710005);
    expect((await as(me, 'POST', '/api-user/user/verification/change-phone/code', { phone: '11 94444-0002', areaCode: '+55' })).body.data).toMatchObject({
      channel: 'PHONE',
    });
    const code = await lastCodeTo(t, '+5511944440002');
    const { body } = await as(me, 'PUT', '/api-user/users/security/phone', { phone: '+55 11 94444-0002', code, password: me.password });
    expect(body.data.phone).toBe('+5511944440002');
    // A first phone has no old number to tell; a change does.
    expect((await as(me, 'POST', '/api-user/user/verification/change-phone/code', { phone: '+5511944440003' })).body.respCode).toBe(200);
    const next = await lastCodeTo(t, '+5511944440003');
    expect((await as(me, 'PUT', '/api-user/users/security/phone', { phone: '+5511944440003', code: next, password: me.password })).body.data.phone).toBe(
      '+5511944440003',
    );
    const notice = await lastMessageTo(t, '+5511944440002');
    expect(notice).toMatchObject({ channel: 'sms', subject: 'Your account phone was changed' });
    expect(notice.body).toContain(maskAddress('+5511944440003'));
    const other = await caller();
    expect((await as(other, 'POST', '/api-user/user/verification/change-phone/code', { phone: '+5511944440003' })).body.respCode).toBe(710006);
  });
});

describe('PUT /api-user/users/security/password', () => {
  it('checks the old password (110017) and ends the other sessions, keeping this one', async () => {
    const me = await caller();
    const elsewhere = await sessionFor(t, { user: { id: me.userId } });
    const wrong = await as(me, 'PUT', '/api-user/users/security/password', { oldPassword: 'Nope12345', password: 'Fresh1234', confirmPassword: 'Fresh1234' });
    expect(wrong.body).toMatchObject({ respCode: 110017, message: 'Incorrect old password' });
    const mismatch = await as(me, 'PUT', '/api-user/users/security/password', {
      oldPassword: me.password,
      password: 'Fresh1234',
      confirmPassword: 'Fresh1235',
    });
    expect(mismatch.body.respCode).toBe(4001);
    const done = await as(me, 'PUT', '/api-user/users/security/password', { oldPassword: me.password, password: 'Fresh1234', confirmPassword: 'Fresh1234' });
    expect(done.body).toMatchObject({ respCode: 200, data: null });
    expect((await as(me, 'GET', '/api-user/users/current')).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization: elsewhere.authorization } })).status).toBe(401);
    expect((await loginForm(t, { username: me.email, password: 'Fresh1234' })).body.data.access_token).toBeDefined();
    // The account's email is told (a wrong old password told nothing).
    const notices = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, me.email), eq(outboxMessages.subject, 'Your login password was changed')));
    expect(notices).toHaveLength(1);
  });

  it('makes the caller wait after repeated wrong old passwords (140029)', async () => {
    const me = await caller();
    const attempt = () => as(me, 'PUT', '/api-user/users/security/password', { oldPassword: 'Nope12345', password: 'Fresh1234', confirmPassword: 'Fresh1234' });
    for (let i = 0; i < 4; i++) expect((await attempt()).body.respCode).toBe(110017);
    expect((await attempt()).body.respCode).toBe(140029);
  });
});

describe('two-factor authentication settings', () => {
  it('is turned on and off only with a code by email or phone', async () => {
    const me = await caller();
    const sent = await as(me, 'POST', '/api-user/user/verification/security/code', { type: 'TWO_FACTOR', channel: 'EMAIL' });
    expect(sent.body.data).toMatchObject({ channel: 'EMAIL' });
    const code = await lastCodeTo(t, me.email);
    expect((await as(me, 'PUT', '/api-user/users/security/tfa', { enabled: true, channel: 'EMAIL', code: wrongOf(code) })).body.respCode).toBe(710011);
    const on = await as(me, 'PUT', '/api-user/users/security/tfa', { enabled: true, channel: 'EMAIL', code });
    expect(on.body.data).toMatchObject({ twoFactorEnabled: true, twoFactorChannel: 'EMAIL' });
    // The code is used up.
    expect((await as(me, 'PUT', '/api-user/users/security/tfa', { enabled: false, channel: 'EMAIL', code })).body.respCode).toBe(710010);
    t.clock.advance(61_000);
    await as(me, 'POST', '/api-user/user/verification/security/code', { type: 'TWO_FACTOR', channel: 'EMAIL' });
    const off = await as(me, 'PUT', '/api-user/users/security/tfa', { enabled: false, channel: 'EMAIL', code: await lastCodeTo(t, me.email) });
    expect(off.body.data).toMatchObject({ twoFactorEnabled: false, twoFactorChannel: null });
  });

  it('cannot send by phone to an account without a phone (160009)', async () => {
    const me = await caller();
    const { body } = await as(me, 'POST', '/api-user/user/verification/security/code', { type: 'TWO_FACTOR', channel: 'PHONE' });
    expect(body).toMatchObject({ respCode: 160009, data: { reason: 'NO_CONTACT' } });
  });

  it('does not take a payment-password code (another purpose)', async () => {
    const me = await caller();
    await as(me, 'POST', '/api-user/user/verification/security/code', { type: 'PAYMENT_PASSWORD', channel: 'EMAIL' });
    const code = await lastCodeTo(t, me.email);
    expect((await as(me, 'PUT', '/api-user/users/security/tfa', { enabled: true, channel: 'EMAIL', code })).body.respCode).toBe(710010);
  });
});

describe('the payment password', () => {
  it('is set and changed with a code, stored as argon2id, and checked by verifyPaymentPassword', async () => {
    const me = await caller();
    await expect(verifyPaymentPassword(t.db, me.userId, '123456')).rejects.toMatchObject({ code: 1000064, data: { reason: 'NOT_SET' } });
    await as(me, 'POST', '/api-user/user/verification/security/code', { type: 'PAYMENT_PASSWORD', channel: 'EMAIL' });
    const code = await lastCodeTo(t, me.email);
    const set = await as(me, 'PUT', '/api-user/users/security/payment-password', { password: '123456', confirmPassword: '123456', channel: 'EMAIL', code });
    expect(set.body.data.paymentPasswordSet).toBe(true);
    const [row] = await t.db.select({ hash: users.paymentPasswordHash }).from(users).where(eq(users.id, me.userId));
    expect(row.hash).toMatch(/^\$argon2id\$/);
    await expect(verifyPaymentPassword(t.db, me.userId, '123456')).resolves.toBeUndefined();
    await expect(verifyPaymentPassword(t.db, me.userId, '654321')).rejects.toMatchObject({ code: 1000064 });

    // Changing needs a new code.
    expect(
      (await as(me, 'PUT', '/api-user/users/security/payment-password', { password: '654321', confirmPassword: '654321', channel: 'EMAIL', code })).body
        .respCode,
    ).toBe(710010);
    t.clock.advance(61_000);
    await as(me, 'POST', '/api-user/user/verification/security/code', { type: 'PAYMENT_PASSWORD', channel: 'EMAIL' });
    const changed = await as(me, 'PUT', '/api-user/users/security/payment-password', {
      password: '654321',
      confirmPassword: '654321',
      channel: 'EMAIL',
      code: await lastCodeTo(t, me.email),
    });
    expect(changed.body.respCode).toBe(200);
    await expect(verifyPaymentPassword(t.db, me.userId, '654321')).resolves.toBeUndefined();
  });

  it('must be 6 digits, twice the same', async () => {
    const me = await caller();
    for (const [password, confirmPassword] of [
      ['12345', '12345'],
      ['12345a', '12345a'],
      ['1234567', '1234567'],
      ['123456', '123457'],
    ]) {
      const { body } = await as(me, 'PUT', '/api-user/users/security/payment-password', { password, confirmPassword, channel: 'EMAIL', code: 'ABCD' });
      expect(body.respCode, password).toBe(4001);
    }
  });

  it('makes the account wait after repeated wrong payment passwords', async () => {
    const me = await caller();
    await as(me, 'POST', '/api-user/user/verification/security/code', { type: 'PAYMENT_PASSWORD', channel: 'EMAIL' });
    await as(me, 'PUT', '/api-user/users/security/payment-password', {
      password: '111111',
      confirmPassword: '111111',
      channel: 'EMAIL',
      code: await lastCodeTo(t, me.email),
    });
    const now = t.clock.now();
    for (let i = 0; i < 4; i++) await expect(verifyPaymentPassword(t.db, me.userId, '222222', { now })).rejects.toMatchObject({ code: 1000064 });
    await expect(verifyPaymentPassword(t.db, me.userId, '222222', { now })).rejects.toMatchObject({ code: 140029 });
    await expect(verifyPaymentPassword(t.db, me.userId, '111111', { now })).rejects.toMatchObject({ code: 140029 });
    await expect(verifyPaymentPassword(t.db, me.userId, '111111', { now: new Date(now.getTime() + 16 * 60_000) })).resolves.toBeUndefined();
  });
});

describe('the quick-start guide', () => {
  it('shows to a new sign-up until confirmed, with the steps done so far', async () => {
    const { authorization, body } = await signUpThroughApi(t);
    const info = await json(t, 'GET', '/api-user/users/guide/info', undefined, { authorization });
    expect(GuideInfoResponse.parse(info.body.data)).toEqual({
      show: true,
      steps: [
        { key: 'FOLLOW_AND_BUY', done: false },
        { key: 'LIST_AND_INVITE', done: false },
      ],
    });
    // A name alone does not set the store up: step two waits for the picture too (and so does the seller role).
    await t.db.update(stores).set({ name: 'Mine' }).where(eq(stores.ownerId, body.id));
    expect((await json(t, 'GET', '/api-user/users/guide/info', undefined, { authorization })).body.data.steps[1]).toEqual({
      key: 'LIST_AND_INVITE',
      done: false,
    });
    expect(
      (await json(t, 'GET', '/api-user/users/current', undefined, { authorization })).body.data.roles.map((role: { code: string }) => role.code),
    ).not.toContain('SELLER');
    await t.db.update(stores).set({ name: 'Mine', avatar: 'store/x.png' }).where(eq(stores.ownerId, body.id));
    expect(
      (await json(t, 'GET', '/api-user/users/current', undefined, { authorization })).body.data.roles.map((role: { code: string }) => role.code),
    ).toContain('SELLER');
    const confirmed = await json(t, 'POST', '/api-user/users/guide/confirm', undefined, { authorization });
    expect(confirmed.body.data).toEqual({
      show: false,
      steps: [
        { key: 'FOLLOW_AND_BUY', done: false },
        { key: 'LIST_AND_INVITE', done: true },
      ],
    });
    expect((await json(t, 'GET', '/api-user/users/guide/info', undefined, { authorization })).body.data.show).toBe(false);
  });

  it('does not show to accounts that did not sign up through the panel (the demo accounts)', async () => {
    const me = await caller();
    expect((await as(me, 'GET', '/api-user/users/guide/info')).body.data.show).toBe(false);
  });
});

describe('GET /api-user/user/config/redirect/web', () => {
  it('answers the configured old panel address', async () => {
    const me = await caller();
    const { body } = await as(me, 'GET', '/api-user/user/config/redirect/web?type=1');
    expect(body).toMatchObject({ respCode: 200, data: 'https://old.example.com/panel' });
    expect((await as(me, 'GET', '/api-user/user/config/redirect/web?type=2')).body.respCode).toBe(4001);
  });

  it('refuses (4050) when the switch is not offered or no address is configured', async () => {
    const me = await caller();
    await t.db.insert(systemSettings).values({ key: 'skipSwitch', value: false });
    try {
      expect((await as(me, 'GET', '/api-user/user/config/redirect/web?type=1')).body).toMatchObject({ respCode: 4050, data: { reason: 'NOT_OFFERED' } });
    } finally {
      await t.db.delete(systemSettings).where(eq(systemSettings.key, 'skipSwitch'));
    }
    const bare = await createTestApp();
    try {
      const user = await createUser(bare);
      const { authorization } = await sessionFor(bare, user);
      const res = await call(bare.app, { method: 'GET', url: '/api-user/user/config/redirect/web?type=1', headers: { authorization } });
      expect(res.body.respCode).toBe(4050);
    } finally {
      await bare.close();
    }
  });
});

describe('trusted devices', () => {
  it("lists the caller's remembered devices, the last used first with the asking one marked, and forgets one of them; never another's", async () => {
    const me = await caller();
    const other = await caller();
    const now = t.clock.now();
    await rememberDevice(t.db, { userId: me.userId, fingerprintHash: 'a'.repeat(64), deviceId: 'phone-1', now: new Date(now.getTime() - 86_400_000) });
    await rememberDevice(t.db, { userId: me.userId, fingerprintHash: 'b'.repeat(64), deviceId: 'laptop-2', now });
    await rememberDevice(t.db, { userId: other.userId, fingerprintHash: 'c'.repeat(64), deviceId: 'theirs', now });
    const listed = await json(t, 'GET', '/api-user/users/security/devices', undefined, { authorization: me.authorization, deviceId: 'phone-1' });
    expect(listed.body.respCode).toBe(200);
    const devices = TrustedDevicesResponse.parse(listed.body.data);
    expect(devices.map((device) => [device.deviceId, device.current])).toEqual([
      ['laptop-2', false],
      ['phone-1', true],
    ]);
    expect(devices[1]!.addedAt).toBe(new Date(now.getTime() - 86_400_000).toISOString());
    // Remembered without what the server saw (as before names were kept): the panel says "Unknown device".
    expect(devices[1]).toMatchObject({ name: null, address: null });

    const theirs = TrustedDevicesResponse.parse(
      (await json(t, 'GET', '/api-user/users/security/devices', undefined, { authorization: other.authorization })).body.data,
    )[0]!;
    expect((await json(t, 'DELETE', `/api-user/users/security/devices/${theirs.id}`, undefined, { authorization: me.authorization })).body.respCode).toBe(4001);
    const left = await json(t, 'DELETE', `/api-user/users/security/devices/${devices[0]!.id}`, undefined, { authorization: me.authorization });
    expect(TrustedDevicesResponse.parse(left.body.data).map((device) => device.deviceId)).toEqual(['phone-1']);
    expect((await as(me, 'GET', '/api-user/users/security/info')).body.data.rememberedDevices).toBe(1);
  });

  const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const devicesOf = async (authorization: string) =>
    TrustedDevicesResponse.parse((await json(t, 'GET', '/api-user/users/security/devices', undefined, { authorization })).body.data);

  it('names a device by the browser and system it was trusted with, and keeps the address the server saw, never a forwarded one it was not told to believe', async () => {
    const fingerprintId = 'fingerprint-of-a-pixel-0001';
    const headers = { 'user-agent': ANDROID_CHROME, 'x-forwarded-for': '203.0.113.9' };
    const signed = await signUpThroughApi(t, { fingerprintId, deviceId: 'pixel-1', headers });
    const [trusted] = await devicesOf(signed.authorization);
    expect(trusted).toMatchObject({ deviceId: 'pixel-1', name: 'Chrome · Android', address: '127.0.0.1' });
    expect(trusted!.addedAt).toBe(trusted!.lastUsedAt);

    // A later login from the same device keeps its name (what it was trusted as), moves its last use and its address.
    t.clock.advance(3_600_000);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api-auth/oauth/user/token',
      remoteAddress: '198.51.100.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en', 'user-agent': WINDOWS_FIREFOX, deviceId: 'pixel-1' },
      payload: new URLSearchParams({ ...PANEL_TOKEN_FIELDS, username: signed.account, password: signed.password, fingerprintId }).toString(),
    });
    expect(login.body.respCode, JSON.stringify(login.body)).toBe(200);
    // (The login's token replaced the sign-up's on this device.)
    const [seenAgain] = await devicesOf(`Bearer ${login.body.data.access_token}`);
    expect(seenAgain).toMatchObject({
      id: trusted!.id,
      name: 'Chrome · Android',
      address: '198.51.100.7',
      addedAt: trusted!.addedAt,
      lastUsedAt: t.clock.now().toISOString(),
    });
  });

  it('believes the forwarded address only from a proxy TRUST_PROXY names', async () => {
    const proxied = await createTestApp({ devOutbox: true, codeMaxPerIp: 1000, trustProxy: ['127.0.0.1'] });
    try {
      const signed = await signUpThroughApi(proxied, {
        fingerprintId: 'fingerprint-behind-a-proxy-01',
        headers: { 'user-agent': WINDOWS_FIREFOX, 'x-forwarded-for': '203.0.113.9' },
      });
      const devices = TrustedDevicesResponse.parse(
        (await json(proxied, 'GET', '/api-user/users/security/devices', undefined, { authorization: signed.authorization })).body.data,
      );
      expect(devices).toMatchObject([{ name: 'Firefox · Windows', address: '203.0.113.9' }]);
    } finally {
      await proxied.close();
    }
  });

  it("never shows another account's device, nor forgets it (4001), whatever its details", async () => {
    const mine = await signUpThroughApi(t, { fingerprintId: 'fingerprint-mine-000001', headers: { 'user-agent': ANDROID_CHROME } });
    const theirs = await signUpThroughApi(t, { fingerprintId: 'fingerprint-theirs-00001', headers: { 'user-agent': WINDOWS_FIREFOX } });
    const [their] = await devicesOf(theirs.authorization);
    expect((await devicesOf(mine.authorization)).map((device) => device.id)).not.toContain(their!.id);
    expect((await json(t, 'DELETE', `/api-user/users/security/devices/${their!.id}`, undefined, { authorization: mine.authorization })).body.respCode).toBe(
      4001,
    );
    expect(await devicesOf(theirs.authorization)).toMatchObject([{ id: their!.id, name: 'Firefox · Windows' }]);
  });
});
