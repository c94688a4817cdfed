import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { InviteHandleResponse, SendCodeResponse, SignUpResponse, VerifyCodeResponse } from '@panel/domain/contract/accounts';
import { buildApp } from '../../app';
import { follows, rateLimits, stores, users, verificationCodes } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { createSeller, createUser } from '../../../test/factories';
import { json, lastCodeTo, lastMessageTo, newEmail, signUpThroughApi } from '../../../test/fixtures/accounts.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ devOutbox: true });
});
afterAll(() => t.close());
// Each test starts with no throttle counts (every injected request comes from 127.0.0.1).
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const sendCode = (account: string, extra: object = {}) => json(t, 'POST', '/api-user/user/verification/sign-up/code', { account, ...extra });
const verify = (account: string, code: string, extra: object = {}) =>
  json(t, 'POST', '/api-user/user/verification/verify', { account, code, type: 'SIGN_UP', ...extra });
const signUp = (payload: object, headers: Record<string, string> = {}) => json(t, 'POST', '/api-user/user/sign-up/reseller', payload, headers);

describe('POST /api-user/user/verification/sign-up/code', () => {
  it('sends a 4-character code to an email and keeps only its argon2id hash', async () => {
    const account = newEmail();
    const { body } = await sendCode(account.toUpperCase());
    expect(body.respCode).toBe(200);
    const sent = SendCodeResponse.parse(body.data);
    expect(sent).toEqual({ channel: 'EMAIL', target: `${account.slice(0, 2)}***${account.slice(account.indexOf('@'))}`, expiresIn: 600, resendIn: 60 });
    const message = await lastMessageTo(t, account);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your sign-up code' });
    const code = await lastCodeTo(t, account);
    expect(code).toMatch(/^[2-9A-Z]{4}$/);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, account));
    expect(row).toMatchObject({ purpose: 'SIGN_UP', userId: null, attempts: 0, verifiedAt: null, consumedAt: null });
    expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect(row.codeHash).not.toContain(code);
  });

  it('writes the message in the language of the request', async () => {
    const account = newEmail();
    await json(t, 'POST', '/api-user/user/verification/sign-up/code', { account }, { language: 'pt' });
    expect((await lastMessageTo(t, account)).subject).toBe('Seu código de cadastro');
  });

  it('says to ignore a sign-up code not asked for, without talking of a password to change', async () => {
    for (const [language, ignore] of [
      ['en', 'If you did not ask to sign up, ignore this message'],
      ['es', 'Si no pediste registrarte, ignora este mensaje'],
      ['pt', 'Se você não pediu o cadastro, ignore esta mensagem'],
    ] as const) {
      const account = newEmail();
      await json(t, 'POST', '/api-user/user/verification/sign-up/code', { account }, { language });
      const { body } = await lastMessageTo(t, account);
      expect(body).toContain(ignore);
      expect(body).not.toMatch(/password|contraseña|senha/i);
    }
  });

  it('sends an SMS to a phone with its country code, in the number or as areaCode', async () => {
    const withPlus = await sendCode('+55 11 98888-0001');
    expect(withPlus.body.respCode).toBe(200);
    expect(withPlus.body.data).toMatchObject({ channel: 'PHONE', target: '+55*******0001' });
    expect(await lastMessageTo(t, '+5511988880001')).toMatchObject({ channel: 'sms' });
    const withArea = await sendCode('11 98888-0002', { areaCode: '+55' });
    expect(withArea.body.respCode).toBe(200);
    expect(await lastCodeTo(t, '+5511988880002')).toMatch(/^[2-9A-Z]{4}$/);
  });

  it('refuses an account of the wrong format (710005) and a missing one (150001)', async () => {
    for (const account of ['not-an-email@', 'abc', '11988880003', '+12']) {
      const { body } = await sendCode(account);
      expect(body.respCode, account).toBe(710005);
      expect(body.message).toBe('Incorrect account format');
    }
    expect((await json(t, 'POST', '/api-user/user/verification/sign-up/code', {})).body.respCode).toBe(150001);
    expect((await sendCode('11988880003', { areaCode: 'x1' })).body.respCode).toBe(4001);
  });

  it('refuses an account already registered, by email or phone', async () => {
    const user = await createUser(t, { phone: '+5511988880004' });
    for (const account of [user.email!.toUpperCase(), '+55 11 98888 0004']) {
      const { body } = await sendCode(account);
      expect(body.respCode).toBe(710006);
      expect(body.message).toBe('This account is already registered');
      expect(body.data).toMatchObject({ reason: 'REGISTERED' });
    }
  });

  it('waits between two codes to one address (140029 with the real wait); the newer code replaces the older', async () => {
    const account = newEmail();
    expect((await sendCode(account)).body.respCode).toBe(200);
    const first = await lastCodeTo(t, account);
    const again = await sendCode(account);
    expect(again.body.respCode).toBe(140029);
    expect(again.body.data).toEqual({ minutes: 1, seconds: 60, reason: 'RESEND_WAIT' });
    expect(again.body.message).toBe('Too many attempts, please wait 1 minutes');
    t.clock.advance(61_000);
    expect((await sendCode(account)).body.respCode).toBe(200);
    const second = await lastCodeTo(t, account);
    if (first !== second) expect((await verify(account, first)).body.respCode).toBe(710011);
    expect((await verify(account, second)).body.respCode).toBe(200);
  });
});

describe('sending limits', () => {
  it('limits codes per address per hour and per source address, in the database shared by two server processes', async () => {
    const limited = await createTestApp({ devOutbox: true, codeMaxPerTarget: 3, codeMaxPerIp: 5, codeResendSeconds: 0 });
    // A second server process on the same database.
    const other = await buildApp(limited.config, { db: limited.db, clock: limited.clock });
    try {
      const send = (app: typeof other, account: string) => call(app, { method: 'POST', url: '/api-user/user/verification/sign-up/code', payload: { account } });
      const account = newEmail();
      expect((await send(limited.app, account)).body.respCode).toBe(200);
      expect((await send(other, account)).body.respCode).toBe(200);
      expect((await send(limited.app, account)).body.respCode).toBe(200);
      const fourth = await send(other, account);
      expect(fourth.body.respCode).toBe(140029);
      expect(fourth.body.data.minutes).toBe(60);
      // Other addresses from the same source: two more, then the source waits too.
      expect((await send(other, newEmail())).body.respCode).toBe(200);
      expect((await send(limited.app, newEmail())).body.respCode).toBe(200);
      expect((await send(other, newEmail())).body.respCode).toBe(140029);
      limited.clock.advance(61 * 60_000);
      expect((await send(limited.app, account)).body.respCode).toBe(200);
    } finally {
      await other.close();
      await limited.close();
    }
  });
});

describe('POST /api-user/user/verification/verify', () => {
  it('accepts the right code typed in any case and with spaces, and says how long it stays usable', async () => {
    const account = newEmail();
    await sendCode(account);
    const code = await lastCodeTo(t, account);
    const { body } = await verify(account, ` ${code.slice(0, 2).toLowerCase()} ${code.slice(2)} `);
    expect(body.respCode).toBe(200);
    expect(VerifyCodeResponse.parse(body.data)).toEqual({ verified: true, expiresIn: 1800 });
  });

  it('counts wrong codes (710011) and kills the code after the limit (710010)', async () => {
    const account = newEmail();
    await sendCode(account);
    const code = await lastCodeTo(t, account);
    const wrong = code === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    for (let left = 4; left >= 0; left--) {
      const { body } = await verify(account, wrong);
      expect(body.respCode).toBe(710011);
      expect(body.message).toBe('Wrong code');
      expect(body.data).toEqual({ attemptsLeft: left });
    }
    expect((await verify(account, code)).body.respCode).toBe(710010);
  });

  it('refuses an expired code (710010), a code never sent, and a code of another purpose', async () => {
    const account = newEmail();
    await sendCode(account);
    const code = await lastCodeTo(t, account);
    expect((await verify(account, code, { type: 'RESET_PASSWORD' })).body.respCode).toBe(710010);
    t.clock.advance(10 * 60_000 + 1_000);
    const expired = await verify(account, code);
    expect(expired.body.respCode).toBe(710010);
    expect(expired.body.message).toBe('The code has expired');
    expect((await verify(newEmail(), 'ABCD')).body.respCode).toBe(710010);
  });

  it('validates the request: 4 characters (60000/60002), a known type (4001)', async () => {
    const account = newEmail();
    expect((await verify(account, 'ABC')).body.respCode).toBe(60000);
    expect((await verify(account, 'ABCDE')).body.respCode).toBe(60002);
    expect((await verify(account, 'ABCD', { type: 'LOGIN' })).body.respCode).toBe(4001);
    for (const type of ['SECURITY_ALERT', 'TWO_FACTOR', 'CHANGE_EMAIL']) expect((await verify(account, 'ABCD', { type })).body.respCode).toBe(4001);
  });
});

describe('POST /api-user/user/sign-up/reseller', () => {
  it('creates the account with its store, logged in, with the guide pending', async () => {
    const account = newEmail();
    await sendCode(account);
    const code = await lastCodeTo(t, account);
    expect((await verify(account, code)).body.respCode).toBe(200);
    const { body } = await signUp({ account, code, password: 'Secret123', confirmPassword: 'Secret123', nickname: 'New Seller' });
    expect(body.respCode).toBe(200);
    const data = SignUpResponse.parse(body.data);
    expect(data).toMatchObject({ nickname: 'New Seller', follow: null, token: { token_type: 'Bearer', scope: 'all' } });
    const me = await json(t, 'GET', '/api-user/users/current', undefined, { authorization: `Bearer ${data.token.access_token}` });
    expect(me.body.data).toMatchObject({ id: data.id, uid: data.uid, email: account, roles: [{ code: 'BUYER' }] });
    const [store] = await t.db.select().from(stores).where(eq(stores.ownerId, data.id));
    expect(store.inviteCode).toMatch(/^[A-Z0-9]+$/);
    const [user] = await t.db.select().from(users).where(eq(users.id, data.id));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.guidePending).toBe(true);
    // The code is used up.
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, account));
    expect(row.consumedAt).not.toBeNull();
  });

  it('signs up with a phone and names the account after its last digits', async () => {
    await sendCode('11 97777-1234', { areaCode: '55' });
    const code = await lastCodeTo(t, '+5511977771234');
    await verify('11 97777-1234', code, { areaCode: '55' });
    const { body } = await signUp({ account: '11 97777-1234', areaCode: '55', code, password: 'Secret123', confirmPassword: 'Secret123' });
    expect(body.respCode).toBe(200);
    expect(body.data.nickname).toBe('User 1234');
    const [user] = await t.db.select().from(users).where(eq(users.id, body.data.id));
    expect(user).toMatchObject({ phone: '+5511977771234', email: null });
    // The phone logs in.
    const login = await call(t.app, {
      method: 'POST',
      url: '/api-auth/oauth/user/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: '+5511977771234',
        password: 'Secret123',
        grant_type: 'password',
        scope: 'all',
        client_id: 'panel-console',
        client_secret: 'panel-console-secret',
      }).toString(),
    });
    expect(login.body.data.access_token).toBeDefined();
  });

  it('needs the verify call first (710009), then the same code', async () => {
    const account = newEmail();
    await sendCode(account);
    const code = await lastCodeTo(t, account);
    const early = await signUp({ account, code, password: 'Secret123', confirmPassword: 'Secret123' });
    expect(early.body.respCode).toBe(710009);
    expect(early.body.message).toBe('Please verify the account first');
    await verify(account, code);
    const wrong = code === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    expect((await signUp({ account, code: wrong, password: 'Secret123', confirmPassword: 'Secret123' })).body.respCode).toBe(710011);
    expect((await signUp({ account, code, password: 'Secret123', confirmPassword: 'Secret123' })).body.respCode).toBe(200);
  });

  it('refuses a verified code once its time is up (710010)', async () => {
    const account = newEmail();
    await sendCode(account);
    const code = await lastCodeTo(t, account);
    await verify(account, code);
    t.clock.advance(31 * 60_000);
    expect((await signUp({ account, code, password: 'Secret123', confirmPassword: 'Secret123' })).body.respCode).toBe(710010);
  });

  it('validates the passwords and the nickname, and changes nothing on failure', async () => {
    const account = newEmail();
    await sendCode(account);
    const code = await lastCodeTo(t, account);
    await verify(account, code);
    const cases: [object, number][] = [
      [{ password: 'Secret123', confirmPassword: 'Secret124' }, 4001],
      [{ password: 'short1', confirmPassword: 'short1' }, 60000],
      [{ password: 'onlyletters', confirmPassword: 'onlyletters' }, 4001],
      [{ password: 'Secret123' }, 150001],
      [{ password: 'Secret123', confirmPassword: 'Secret123', nickname: '   ' }, 150001],
    ];
    for (const [fields, respCode] of cases) {
      expect((await signUp({ account, code, ...fields })).body.respCode, JSON.stringify(fields)).toBe(respCode);
    }
    expect(await t.db.select().from(users).where(eq(users.email, account))).toHaveLength(0);
    expect((await signUp({ account, code, password: 'Secret123', confirmPassword: 'Secret123' })).body.respCode).toBe(200);
  });

  it('refuses a second sign-up of the same account, even at the same moment', async () => {
    const account = newEmail();
    await sendCode(account);
    const code = await lastCodeTo(t, account);
    await verify(account, code);
    const payload = { account, code, password: 'Secret123', confirmPassword: 'Secret123' };
    const [a, b] = await Promise.all([signUp(payload), signUp(payload)]);
    expect([a.body.respCode, b.body.respCode].sort()).toEqual([200, expect.any(Number)].sort());
    expect([a.body.respCode, b.body.respCode].filter((c) => c === 200)).toHaveLength(1);
    expect([710006, 710010]).toContain([a.body.respCode, b.body.respCode].find((c) => c !== 200));
    expect(await t.db.select().from(users).where(eq(users.email, account))).toHaveLength(1);
    const later = await signUp(payload);
    expect(later.body.respCode).toBe(710006);
    expect(later.body.message).toBe('This account is already registered');
  });
});

describe('invites', () => {
  it('GET /api-user/user/invite/login/handle resolves an invite code to the store', async () => {
    const seller = await createSeller(t, { store: { name: 'Invite Shop' } });
    const { body } = await json(t, 'GET', `/api-user/user/invite/login/handle?inviteCode=${seller.store.inviteCode.toLowerCase()}`);
    expect(body.respCode).toBe(200);
    expect(InviteHandleResponse.parse(body.data)).toEqual({
      storeId: seller.store.id,
      uid: seller.store.uid,
      name: 'Invite Shop',
      avatar: seller.store.avatar,
      nickname: seller.user.nickname,
    });
  });

  it('refuses an unknown invite code, or one of a store that is not usable yet (4001 on inviteCode)', async () => {
    const unusable = await createUser(t);
    for (const code of ['NOPE12345', unusable.store.inviteCode]) {
      const { body } = await json(t, 'GET', `/api-user/user/invite/login/handle?inviteCode=${code}`);
      expect(body.respCode).toBe(4001);
      expect(body.data).toMatchObject({ field: 'inviteCode' });
    }
    expect((await json(t, 'GET', '/api-user/user/invite/login/handle')).body.respCode).toBe(150001);
  });

  it('signs up through an invite following the inviting store, accepted even when the store approves by hand', async () => {
    const seller = await createSeller(t, { store: { name: 'Approving Shop' } });
    const { body } = await signUpThroughApi(t, { inviteCode: seller.store.inviteCode });
    expect(body.follow).toEqual({ storeId: seller.store.id, storeName: 'Approving Shop', status: 'ACCEPTED' });
    const [row] = await t.db
      .select()
      .from(follows)
      .where(and(eq(follows.storeId, seller.store.id), eq(follows.followerId, body.id)));
    expect(row.status).toBe('ACCEPTED');
    const me = await json(t, 'GET', '/api-user/users/current', undefined, { authorization: `Bearer ${body.token.access_token}` });
    expect(me.body.data.roles.map((r: { code: string }) => r.code)).toEqual(['BUYER', 'FOLLOWER']);
  });

  it('creates nothing when the invite code is bad, and the code still works afterwards', async () => {
    const account = newEmail();
    await sendCode(account);
    const code = await lastCodeTo(t, account);
    await verify(account, code);
    const bad = await signUp({ account, code, password: 'Secret123', confirmPassword: 'Secret123', inviteCode: 'NOPE12345' });
    expect(bad.body.respCode).toBe(4001);
    expect(await t.db.select().from(users).where(eq(users.email, account))).toHaveLength(0);
    expect((await signUp({ account, code, password: 'Secret123', confirmPassword: 'Secret123' })).body.respCode).toBe(200);
  });
});
