import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/auth';
import { ERROR_CODES } from '@panel/domain/errors';
import { accessTokens, users } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { hashToken } from './tokens.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3, loginLockMinutes: 10, tokenIdleMinutes: 60, tokenMaxHours: 24 });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/api-auth/oauth/user/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en' },
  payload: new URLSearchParams(fields).toString(),
});

describe('POST /api-auth/oauth/user/token', () => {
  it('issues an opaque bearer token and stores only its hash', async () => {
    const user = await createUser(t);
    const { status, body } = await call(t.app, form({ username: user.email!, password: user.password, ...PANEL_TOKEN_FIELDS }));
    expect(status).toBe(200);
    expect(body.respCode).toBe(200);
    expect(body.data).toMatchObject({ token_type: 'Bearer', scope: 'all', expires_in: 3600 });
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(body.data.access_token));
    expect(rows[0].tokenHash).not.toContain(body.data.access_token);
  });

  it('stores the password as an argon2id hash', async () => {
    const user = await createUser(t);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('accepts the account in any letter case', async () => {
    const user = await createUser(t);
    const { body } = await call(t.app, form({ username: user.email!.toUpperCase(), password: user.password, ...PANEL_TOKEN_FIELDS }));
    expect(body.respCode).toBe(200);
  });

  it('refuses a wrong password and an unknown account alike with "wrong account or password"', async () => {
    const user = await createUser(t);
    const wrong = await call(t.app, form({ username: user.email!, password: 'Nope12345', ...PANEL_TOKEN_FIELDS }));
    const unknown = await call(t.app, form({ username: 'nobody@example.com', password: 'Nope12345', ...PANEL_TOKEN_FIELDS }));
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(200);
      expect(reply.body.respCode).toBe(ERROR_CODES.WRONG_CREDENTIALS);
      expect(reply.body.message).toBe('Wrong account or password');
      expect(reply.body.data).toBeNull();
    }
  });

  it('makes the account wait after repeated failures, with the real minutes, and resets on success', async () => {
    const user = await createUser(t);
    const bad = form({ username: user.email!, password: 'Wrong1234', ...PANEL_TOKEN_FIELDS });
    expect((await call(t.app, bad)).body.respCode).toBe(ERROR_CODES.WRONG_CREDENTIALS);
    expect((await call(t.app, bad)).body.respCode).toBe(ERROR_CODES.WRONG_CREDENTIALS);
    const third = await call(t.app, bad);
    expect(third.body.respCode).toBe(ERROR_CODES.OPERATION_TOO_FREQUENT);
    expect(third.body.data).toEqual({ minutes: 10 });
    // Even the right password waits while the account is locked.
    t.clock.advance(4 * 60_000 + 1_000);
    const locked = await call(t.app, form({ username: user.email!, password: user.password, ...PANEL_TOKEN_FIELDS }));
    expect(locked.body.respCode).toBe(ERROR_CODES.OPERATION_TOO_FREQUENT);
    expect(locked.body.data).toEqual({ minutes: 6 });
    expect(locked.body.message).toContain('6');
    t.clock.advance(6 * 60_000);
    const after = await call(t.app, form({ username: user.email!, password: user.password, ...PANEL_TOKEN_FIELDS }));
    expect(after.body.respCode).toBe(200);
    // The count starts again from zero after a success.
    expect((await call(t.app, bad)).body.respCode).toBe(ERROR_CODES.WRONG_CREDENTIALS);
    expect((await call(t.app, bad)).body.respCode).toBe(ERROR_CODES.WRONG_CREDENTIALS);
  });

  it('answers in the language of the request', async () => {
    const user = await createUser(t);
    const es = await call(t.app, {
      ...form({ username: user.email!, password: 'x', ...PANEL_TOKEN_FIELDS }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'es' },
    });
    const pt = await call(t.app, {
      ...form({ username: user.email!, password: 'x', ...PANEL_TOKEN_FIELDS }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'pt-BR' },
    });
    expect(es.body.message).not.toBe('Wrong account or password');
    expect(pt.body.message).not.toBe('Wrong account or password');
    expect(es.body.message).not.toBe(pt.body.message);
  });

  it('refuses a blocked account (110003) and an unavailable one (110001)', async () => {
    const blocked = await createUser(t);
    const disabled = await createUser(t);
    await t.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, blocked.user.id));
    await t.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, disabled.user.id));
    expect((await call(t.app, form({ username: blocked.email!, password: blocked.password, ...PANEL_TOKEN_FIELDS }))).body.respCode).toBe(110003);
    expect((await call(t.app, form({ username: disabled.email!, password: disabled.password, ...PANEL_TOKEN_FIELDS }))).body.respCode).toBe(110001);
  });

  it('refuses another client (20003) and other grant types (4001)', async () => {
    const user = await createUser(t);
    const client = await call(t.app, form({ username: user.email!, password: user.password, ...PANEL_TOKEN_FIELDS, client_secret: 'guess' }));
    expect(client.body.respCode).toBe(ERROR_CODES.NOT_AUTHORIZED);
    const grant = await call(t.app, form({ username: user.email!, password: user.password, ...PANEL_TOKEN_FIELDS, grant_type: 'client_credentials' }));
    expect(grant.body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });

  it('says which required field is missing (150001)', async () => {
    const { body } = await call(t.app, form({ username: 'a@example.com', ...PANEL_TOKEN_FIELDS }));
    expect(body.respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect(body.data).toMatchObject({ field: 'password' });
  });
});

describe('sessions', () => {
  it('revokes the token on logout', async () => {
    const user = await createUser(t);
    const { authorization, token } = await login(t.app, user.email!, user.password);
    expect((await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } })).status).toBe(200);
    const out = await call(t.app, { method: 'POST', url: `/api-auth/oauth/remove/token?access_token=${token}` });
    expect(out.body.respCode).toBe(200);
    const after = await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ respCode: 401, message: 'Session expired, please log in again' });
  });

  it('ends a session idle for longer than the idle lifetime', async () => {
    const user = await createUser(t);
    const { authorization } = await login(t.app, user.email!, user.password);
    t.clock.advance(59 * 60_000);
    expect((await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } })).status).toBe(200);
    t.clock.advance(59 * 60_000); // used a moment ago: still alive
    expect((await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } })).status).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } })).status).toBe(401);
  });

  it('ends a session at its absolute lifetime even when used all along', async () => {
    const user = await createUser(t);
    const { authorization } = await login(t.app, user.email!, user.password);
    for (let hour = 0; hour < 23; hour++) {
      t.clock.advance(60 * 60_000 - 1_000);
      expect((await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } })).status).toBe(200);
    }
    t.clock.advance(2 * 60 * 60_000 - 50 * 60_000);
    expect((await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } })).status).toBe(401);
  });

  it('rejects a missing, malformed or forged token with 401', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer forged-token-value', 'garbage']) {
      const res = await call(t.app, { method: 'GET', url: '/api-user/users/current', headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(res.body.respCode).toBe(401);
    }
  });
});

describe('the request log', () => {
  /** Every line the application writes to its log, from the stream its logger writes to. */
  function captureLog(app: TestApp['app']) {
    const streamSym = Object.getOwnPropertySymbols(app.log).find((symbol) => symbol.description === 'pino.stream');
    const stream = (app.log as unknown as Record<symbol, { write(chunk: string): boolean }>)[streamSym!];
    const lines: string[] = [];
    stream.write = (chunk) => lines.push(String(chunk)) > 0;
    return lines;
  }

  it('keeps the logout token out of the logged address, however the query spells it', async () => {
    const logged = await createTestApp({ logLevel: 'info' });
    try {
      const lines = captureLog(logged.app);
      const user = await createUser(logged);
      for (const spell of [
        (token: string) => `access_token=${token}`,
        (token: string) => `x=1&access_token=${token}&y=2`,
        (token: string) => `access%5Ftoken=${token}`,
      ]) {
        const { token } = await login(logged.app, user.email!, user.password);
        const out = await call(logged.app, { method: 'POST', url: `/api-auth/oauth/remove/token?${spell(token)}` });
        expect(out.body.respCode).toBe(200);
        expect(lines.join('')).not.toContain(token);
      }
      const entries = lines.map((line) => JSON.parse(line));
      // One line per request, written when it is answered.
      expect(entries.filter((entry) => entry.msg === 'incoming request')).toEqual([]);
      const urls = entries.filter((entry) => entry.msg === 'request completed').map((entry) => entry.req.url as string);
      expect(urls.filter((url) => url.startsWith('/api-auth/oauth/remove/token'))).toEqual([
        '/api-auth/oauth/remove/token?access_token=[REDACTED]',
        '/api-auth/oauth/remove/token?x=1&access_token=[REDACTED]&y=2',
        '/api-auth/oauth/remove/token?access%5Ftoken=[REDACTED]',
      ]);
    } finally {
      await logged.close();
    }
  });
});
