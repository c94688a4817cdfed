import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorText } from '@panel/domain/errors';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from '../../test/database';
import { call, createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the response envelope', () => {
  it('wraps success as respCode 200 with data and message', async () => {
    const { status, body, headers } = await call(t.app, { method: 'POST', url: '/api-user/user/config/system/all/query' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ respCode: 200, message: 'success' });
    expect(body.data).toHaveProperty('newToOldInfo');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a request id the caller sent', async () => {
    const { headers } = await call(t.app, { method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(headers['x-request-id']).toBe('abc-123');
    const longest = `${'a'.repeat(60)}.b_C`;
    expect((await call(t.app, { method: 'GET', url: '/healthz', headers: { 'x-request-id': longest } })).headers['x-request-id']).toBe(longest);
  });

  it('makes a new request id instead of one longer than 64 characters or with other characters', async () => {
    for (const given of ['a'.repeat(65), 'x'.repeat(10_000), 'abc 123', 'abc/123', '<script>', 'id\u00e9', '']) {
      const { headers } = await call(t.app, { method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
      expect(headers['x-request-id'], given.slice(0, 20)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('answers a JSON body over 1 MiB with HTTP 413 and the envelope: over the maximum (60002), not an upload failure', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api-user/user/verification/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ key: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({
      respCode: ERROR_CODES.TOO_LONG,
      data: { reason: 'BODY_TOO_LARGE', maxBytes: 1024 * 1024 },
      message: errorText(ERROR_CODES.TOO_LONG, 'en'),
    });
  });

  it('turns malformed JSON into a param error, not a stack trace', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api-user/user/verification/verify',
      headers: { 'content-type': 'application/json' },
      payload: '{"key": ',
    });
    expect(status).toBe(200);
    expect(body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect(body.message).toBe(errorText(ERROR_CODES.PARAM_ERROR, 'en'));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|SyntaxError|Unexpected/);
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/nothing/here' });
    expect(status).toBe(404);
    expect(body.respCode).toBe(404);
  });

  it('answers an unsupported body type with a param error', async () => {
    const { body } = await call(t.app, { method: 'POST', url: '/api-auth/oauth/user/token', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(body.respCode).toBe(ERROR_CODES.PARAM_ERROR);
  });
});

describe('an unexpected failure', () => {
  it('is a 500 that reveals nothing of the inside', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '' }), dataDir: '/nonexistent' }, { db: database.db });
    await database.close(); // the database goes away under the running server
    const res = await app.inject({ method: 'POST', url: '/api-user/user/config/system/all/query', headers: { language: 'en' } });
    await app.close();
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.respCode).toBe(500);
    expect(body.data).toBeNull();
    expect(body.message).toBe(errorText(ERROR_CODES.INTERNAL, 'en'));
    expect(body.message).not.toMatch(/select|system_settings|closed|PGlite|\.ts/i);
  });
});
