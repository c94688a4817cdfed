import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { LoginChallengeResponse, PrejudgeResponse, SiteKeyResponse } from '@panel/domain/contract/accounts';
import { TokenResponse } from '@panel/domain/contract/auth';
import { accessTokens, captchas, loginChallenges, rateLimits, userDevices, users } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { json, lastCodeTo, lastMessageTo, loginForm, newEmail, signUpThroughApi } from '../../../test/fixtures/accounts.fixtures';
import { hashFingerprint } from './devices.service';

// The captcha's answer is never stored in clear; the test learns it from the generator. Test files
// share their modules (isolate: false), so the app this file builds is loaded anew, with the mock.
const drawn = vi.hoisted(() => {
  vi.resetModules();
  return { text: '' };
});
vi.mock('./captcha-image', async (importOriginal) => {
  const real = await importOriginal<typeof import('./captcha-image')>();
  return {
    ...real,
    drawCaptcha: (options: Parameters<typeof real.drawCaptcha>[0]) => {
      const captcha = real.drawCaptcha(options);
      drawn.text = captcha.text;
      return captcha;
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ devOutbox: true, loginMaxFailures: 5, loginLockMinutes: 10, loginCaptchaAfter: 2, codeMaxPerIp: 1000 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const F1 = 'fingerprint-hash-1-uuid-0001';
const F2 = 'fingerprint-hash-2-uuid-0002';
const me = (authorization: string) => call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } });
const prejudge = (payload: object) => json(t, 'POST', '/api-auth/oauth/user/login/prejudge', payload);
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const securityVerify = (challengeId: string, code: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api-auth/oauth/user/login/security-verify',
    headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en', 'user-agent': IPHONE_SAFARI },
    payload: new URLSearchParams({ challengeId, code }).toString(),
  });
const wrongOf = (code: string) => (code === 'ZZZZ' ? 'YYYY' : 'ZZZZ');

describe('POST /api-auth/oauth/user/login/prejudge', () => {
  it('answers the whole body; an unknown account may be held for a code, like any account on a new device', async () => {
    const res = await prejudge({ username: 'nobody@example.com', fingerprintId: F1 });
    expect(res.body.respCode).toBe(200);
    expect(res.body.message).toBe('success');
    expect(PrejudgeResponse.parse(res.body.data)).toEqual({ needCaptcha: false, needRecaptcha: false, needSecurityCheck: true, waitMinutes: 0 });
  });

  it('does not tell whether an account exists: an unknown account and a known one on an unseen device answer alike', async () => {
    const { account } = await signUpThroughApi(t, { fingerprintId: F1 });
    const plain = await createUser(t);
    for (const fingerprintId of [F2, undefined]) {
      const unknown = await prejudge({ username: 'nobody-at-all@example.com', fingerprintId });
      for (const username of [account, plain.email!]) {
        const known = await prejudge({ username, fingerprintId });
        expect(known.status).toBe(unknown.status);
        expect(known.body).toEqual(unknown.body);
      }
    }
  });

  it('asks for the captcha after repeated failures, and tells the wait once locked', async () => {
    const user = await createUser(t);
    await loginForm(t, { username: user.email!, password: 'Wrong1234' });
    expect((await prejudge({ username: user.email! })).body.data.needCaptcha).toBe(false);
    await loginForm(t, { username: user.email!, password: 'Wrong1234' });
    expect((await prejudge({ username: user.email! })).body.data).toMatchObject({ needCaptcha: true, waitMinutes: 0 });
  });

  it('announces the security check for an unknown device of a protected account, and for two-factor', async () => {
    const { account } = await signUpThroughApi(t, { fingerprintId: F1 });
    expect((await prejudge({ username: account, fingerprintId: F1 })).body.data.needSecurityCheck).toBe(false);
    expect((await prejudge({ username: account, fingerprintId: F2 })).body.data.needSecurityCheck).toBe(true);
    expect((await prejudge({ username: account })).body.data.needSecurityCheck).toBe(true);
    await t.db.update(users).set({ twoFactorEnabled: true, twoFactorChannel: 'EMAIL' }).where(eq(users.email, account));
    expect((await prejudge({ username: account, fingerprintId: F1 })).body.data.needSecurityCheck).toBe(true);
  });

  it('needs a username (150001)', async () => {
    expect((await prejudge({})).body.respCode).toBe(150001);
  });
});

describe('the captcha', () => {
  it('GET /api-auth/validate/code/{clientID} draws an SVG image whose characters are paths, not text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-auth/validate/code/client-abc-123?1760000000000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<svg[^>]*>.*<path/s);
    expect(drawn.text).toMatch(/^[2-9A-Z]{4}$/);
    expect(res.body).not.toContain(drawn.text);
    const [row] = await t.db.select().from(captchas).where(eq(captchas.clientId, 'client-abc-123'));
    expect(row.answerHash).not.toContain(drawn.text);
  });

  it('refuses a malformed client id (4001)', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api-auth/validate/code/x' })).body.respCode).toBe(4001);
  });

  it('is required after the failures: missing 150001, wrong 710011, reused 710010, right lets the password through', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 2; i++) expect((await loginForm(t, { username: user.email!, password: 'Wrong1234' })).body.respCode).toBe(110027);
    const missing = await loginForm(t, { username: user.email!, password: user.password });
    expect(missing.body).toMatchObject({ respCode: 150001, data: { field: 'captcha', captchaRequired: true } });

    await t.app.inject({ method: 'GET', url: '/api-auth/validate/code/client-login-1?1' });
    const wrong = await loginForm(t, { username: user.email!, password: user.password, captchaClientId: 'client-login-1', captcha: wrongOf(drawn.text) });
    expect(wrong.body).toMatchObject({ respCode: 710011, data: { captchaRequired: true } });
    // Each image is good for one try.
    const reused = await loginForm(t, { username: user.email!, password: user.password, captchaClientId: 'client-login-1', captcha: drawn.text });
    expect(reused.body.respCode).toBe(710010);

    await t.app.inject({ method: 'GET', url: '/api-auth/validate/code/client-login-1?2' });
    const right = await loginForm(t, { username: user.email!, password: user.password, captchaClientId: 'client-login-1', captcha: drawn.text.toLowerCase() });
    expect(right.body.respCode).toBe(200);
    // The success cleared the count: no captcha next time.
    expect((await loginForm(t, { username: user.email!, password: user.password })).body.respCode).toBe(200);
  });

  it('expires after a few minutes (710010), and a wrong captcha is not counted as a failed password', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 2; i++) await loginForm(t, { username: user.email!, password: 'Wrong1234' });
    await t.app.inject({ method: 'GET', url: '/api-auth/validate/code/client-login-2' });
    t.clock.advance(5 * 60_000 + 1_000);
    const expired = await loginForm(t, { username: user.email!, password: user.password, captchaClientId: 'client-login-2', captcha: drawn.text });
    expect(expired.body.respCode).toBe(710010);
    for (let i = 0; i < 5; i++) await loginForm(t, { username: user.email!, password: 'Wrong1234', captchaClientId: 'client-login-2', captcha: 'ZZZZ' });
    expect((await prejudge({ username: user.email! })).body.data.waitMinutes).toBe(0);
  });

  it('limits images per source address per minute (140029)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await t.app.inject({ method: 'GET', url: `/api-auth/validate/code/client-flood-${i}` })).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    const last = await call(t.app, { method: 'GET', url: '/api-auth/validate/code/client-flood-x' });
    expect(last.body.respCode).toBe(140029);
  });
});

describe('reCAPTCHA', () => {
  let verifier: http.Server;
  let verifyUrl: string;
  beforeAll(async () => {
    // A stand-in for the verification service on 127.0.0.1: "good-token" passes.
    verifier = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: params.get('secret') === 'server-secret' && params.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

  it('GET /api-auth/oauth/site/key answers the configured key, or none', async () => {
    const off = await json(t, 'GET', '/api-auth/oauth/site/key');
    expect(SiteKeyResponse.parse(off.body.data)).toEqual({ siteKey: null, enabled: false });
    const app = await createTestApp({ recaptchaSiteKey: 'site-key-1', recaptchaSecret: 'server-secret', recaptchaVerifyUrl: verifyUrl });
    try {
      expect((await call(app.app, { method: 'GET', url: '/api-auth/oauth/site/key' })).body.data).toEqual({ siteKey: 'site-key-1', enabled: true });
    } finally {
      await app.close();
    }
  });

  it('checks every login when configured: 5043 "reCAPTCHA verification failed" unless the service accepts the token', async () => {
    const app = await createTestApp({ recaptchaSiteKey: 'site-key-1', recaptchaSecret: 'server-secret', recaptchaVerifyUrl: verifyUrl });
    const down = await createTestApp({ recaptchaSiteKey: 'site-key-1', recaptchaSecret: 'server-secret', recaptchaVerifyUrl: 'http://127.0.0.1:1/siteverify' });
    try {
      const user = await createUser(app);
      const loginWith = (target: TestApp, extra: Record<string, string>) => loginForm(target, { username: user.email!, password: user.password, ...extra });
      const prejudged = await call(app.app, { method: 'POST', url: '/api-auth/oauth/user/login/prejudge', payload: { username: user.email } });
      expect(prejudged.body.data.needRecaptcha).toBe(true);
      for (const extra of [{}, { recaptchaToken: 'bad-token' }] as Record<string, string>[]) {
        const { body } = await loginWith(app, extra);
        expect(body).toMatchObject({ respCode: 5043, message: 'reCAPTCHA verification failed' });
      }
      expect((await loginWith(app, { recaptchaToken: 'good-token' })).body.data.access_token).toBeDefined();
      const user2 = await createUser(down);
      const unreachable = await loginForm(down, { username: user2.email!, password: user2.password, recaptchaToken: 'good-token' });
      expect(unreachable.body.respCode).toBe(5043);
    } finally {
      await app.close();
      await down.close();
    }
  });
});

describe('the security alert', () => {
  it('lets an account log in again from the device it signed up on', async () => {
    const { account, password } = await signUpThroughApi(t, { fingerprintId: F1 });
    const res = await loginForm(t, { username: account, password, fingerprintId: F1 });
    expect(TokenResponse.parse(res.body.data).access_token).toBeDefined();
  });

  it('holds a login from a new device: no token, a code to the email, then the code completes it and remembers the device', async () => {
    const { account, password, body: signedUp } = await signUpThroughApi(t, { fingerprintId: F1 });
    const tokensBefore = (await t.db.select().from(accessTokens).where(eq(accessTokens.userId, signedUp.id))).length;
    const held = await loginForm(t, { username: account, password, fingerprintId: F2 }, { deviceId: 'device-2' });
    expect(held.body.respCode).toBe(200);
    const challenge = LoginChallengeResponse.parse(held.body.data);
    expect(challenge).toMatchObject({ state: 'SECURITY_ALERT', channel: 'EMAIL', expiresIn: 600 });
    expect(challenge.target).toContain('***@example.com');
    expect(held.body.data).not.toHaveProperty('access_token');
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.userId, signedUp.id))).toHaveLength(tokensBefore);
    expect((await lastMessageTo(t, account)).subject).toBe('Security alert: new login');

    const code = await lastCodeTo(t, account);
    const wrong = await securityVerify(challenge.challengeId, wrongOf(code));
    expect(wrong.body.respCode).toBe(710011);
    const done = await securityVerify(challenge.challengeId, code.toLowerCase());
    expect(done.body.respCode).toBe(200);
    const token = TokenResponse.parse(done.body.data);
    expect((await me(`Bearer ${token.access_token}`)).body.data.email).toBe(account);
    const [row] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, (await import('./tokens.service')).hashToken(token.access_token)));
    expect(row.deviceId).toBe('device-2');
    // Remembered with what the server saw of the device that passed the check.
    expect(
      await t.db
        .select()
        .from(userDevices)
        .where(eq(userDevices.fingerprintHash, hashFingerprint(F2))),
    ).toMatchObject([{ deviceId: 'device-2', name: 'Safari · iOS', address: '127.0.0.1' }]);

    // Used once; the device now logs in straight away.
    expect((await securityVerify(challenge.challengeId, code)).body.respCode).toBe(710010);
    expect((await loginForm(t, { username: account, password, fingerprintId: F2 })).body.data.access_token).toBeDefined();
  });

  it('holds a login that sends no fingerprint id at all', async () => {
    const { account, password } = await signUpThroughApi(t, { fingerprintId: F1 });
    expect((await loginForm(t, { username: account, password })).body.data.state).toBe('SECURITY_ALERT');
  });

  it('never holds an account with no remembered device (the seeded demo accounts), from any number of new devices', async () => {
    const user = await createUser(t);
    for (const fingerprintId of ['fp-a', 'fp-b', 'fp-c']) {
      const res = await loginForm(t, { username: user.email!, password: user.password, fingerprintId }, { deviceId: fingerprintId });
      expect(res.body.data.access_token).toBeDefined();
    }
    expect(await t.db.select().from(userDevices).where(eq(userDevices.userId, user.user.id))).toHaveLength(0);
  });

  it('refuses an expired challenge, an unknown one (710010), and kills the code after 5 wrong tries', async () => {
    const { account, password } = await signUpThroughApi(t, { fingerprintId: F1 });
    const first = (await loginForm(t, { username: account, password, fingerprintId: F2 })).body.data;
    const firstCode = await lastCodeTo(t, account);
    t.clock.advance(10 * 60_000 + 1_000);
    expect((await securityVerify(first.challengeId, firstCode)).body.respCode).toBe(710010);
    expect((await securityVerify('00000000-0000-4000-8000-000000000000', 'ABCD')).body.respCode).toBe(710010);
    expect((await securityVerify('not-a-uuid', 'ABCD')).body.respCode).toBe(4001);

    const second = (await loginForm(t, { username: account, password, fingerprintId: F2 })).body.data;
    const code = await lastCodeTo(t, account);
    for (let i = 0; i < 5; i++) expect((await securityVerify(second.challengeId, wrongOf(code))).body.respCode).toBe(710011);
    expect((await securityVerify(second.challengeId, code)).body.respCode).toBe(710010);
  });

  it('a newer held login replaces the older one', async () => {
    const { account, password } = await signUpThroughApi(t, { fingerprintId: F1 });
    const first = (await loginForm(t, { username: account, password, fingerprintId: F2 })).body.data;
    const firstCode = await lastCodeTo(t, account);
    const second = (await loginForm(t, { username: account, password, fingerprintId: F2 })).body.data;
    const secondCode = await lastCodeTo(t, account);
    expect((await securityVerify(first.challengeId, firstCode)).body.respCode).toBe(710010);
    expect((await securityVerify(second.challengeId, secondCode)).body.respCode).toBe(200);
  });

  it('POST /api-auth/oauth/user/login/security-code sends the code again, with the resend wait', async () => {
    const { account, password } = await signUpThroughApi(t, { fingerprintId: F1 });
    const held = (await loginForm(t, { username: account, password, fingerprintId: F2 })).body.data;
    const oldCode = await lastCodeTo(t, account);
    t.clock.advance(61_000); // the sign-up code's resend wait
    const again = await json(t, 'POST', '/api-auth/oauth/user/login/security-code', { challengeId: held.challengeId });
    expect(again.body).toMatchObject({ respCode: 200, data: { channel: 'EMAIL', resendIn: 60 } });
    const newCode = await lastCodeTo(t, account);
    expect((await json(t, 'POST', '/api-auth/oauth/user/login/security-code', { challengeId: held.challengeId })).body.respCode).toBe(140029);
    if (oldCode !== newCode) expect((await securityVerify(held.challengeId, oldCode)).body.respCode).toBe(710011);
    expect((await securityVerify(held.challengeId, newCode)).body.respCode).toBe(200);
  });

  it('refuses to complete the login of an account blocked meanwhile (110003)', async () => {
    const { account, password, body } = await signUpThroughApi(t, { fingerprintId: F1 });
    const held = (await loginForm(t, { username: account, password, fingerprintId: F2 })).body.data;
    const code = await lastCodeTo(t, account);
    await t.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, body.id));
    expect((await securityVerify(held.challengeId, code)).body.respCode).toBe(110003);
    const [challenge] = await t.db.select().from(loginChallenges).where(eq(loginChallenges.id, held.challengeId));
    expect(challenge.completedAt).toBeNull();
  });
});

describe('two-factor authentication', () => {
  it('asks for a code at every login, even from a remembered device, by the chosen channel', async () => {
    const { account, password, authorization } = await signUpThroughApi(t, { fingerprintId: F1 });
    await t.db.update(users).set({ phone: '+5511955550001' }).where(eq(users.email, account));
    t.clock.advance(61_000);
    await json(t, 'POST', '/api-user/user/verification/security/code', { type: 'TWO_FACTOR', channel: 'PHONE' }, { authorization });
    const enableCode = await lastCodeTo(t, '+5511955550001');
    const enabled = await json(t, 'PUT', '/api-user/users/security/tfa', { enabled: true, channel: 'PHONE', code: enableCode }, { authorization });
    expect(enabled.body.data).toMatchObject({ twoFactorEnabled: true, twoFactorChannel: 'PHONE' });

    for (let round = 0; round < 2; round++) {
      const held = await loginForm(t, { username: account, password, fingerprintId: F1 });
      expect(held.body.data).toMatchObject({ state: 'TWO_FACTOR', channel: 'PHONE', target: '+55*******0001' });
      expect(await lastMessageTo(t, '+5511955550001')).toMatchObject({ channel: 'sms', subject: 'Your login code' });
      const code = await lastCodeTo(t, '+5511955550001');
      const done = await securityVerify(held.body.data.challengeId, code);
      expect(done.body.data.access_token).toBeDefined();
    }
  });
});

describe('token rotation', () => {
  it('gives every login a new token and revokes the older one of the same device only', async () => {
    const user = await createUser(t);
    const first = await loginForm(t, { username: user.email!, password: user.password }, { deviceId: 'phone-1' });
    const second = await loginForm(t, { username: user.email!, password: user.password }, { deviceId: 'phone-1' });
    const other = await loginForm(t, { username: user.email!, password: user.password }, { deviceId: 'tablet-1' });
    expect(first.body.data.access_token).not.toBe(second.body.data.access_token);
    expect((await me(`Bearer ${first.body.data.access_token}`)).status).toBe(401);
    expect((await me(`Bearer ${second.body.data.access_token}`)).status).toBe(200);
    expect((await me(`Bearer ${other.body.data.access_token}`)).status).toBe(200);
  });
});

describe('sign-up device', () => {
  it('a sign-up without a fingerprint id remembers no device, so its logins are not held', async () => {
    const account = newEmail();
    const { password } = await signUpThroughApi(t, { account });
    expect((await loginForm(t, { username: account, password, fingerprintId: F2 })).body.data.access_token).toBeDefined();
  });
});
