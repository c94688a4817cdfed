import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@panel/domain/errors';
import { call, createTestApp, type TestApp } from '../../test/app';
import { createUser, sessionFor } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const badCard = { name: '', type: 'NOT_A_TYPE' };

describe('authentication', () => {
  it('comes before validation: no token and a bad body is 401, not a field error', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/product/card', payload: badCard });
    expect(res.status).toBe(401);
    expect(res.body.respCode).toBe(ERROR_CODES.UNAUTHORIZED);
    const expired = await call(t.app, { method: 'POST', url: '/api/product/card', headers: { authorization: 'Bearer not-a-live-token' }, payload: badCard });
    expect(expired.status).toBe(401);
    const malformedJson = await call(t.app, {
      method: 'POST',
      url: '/api/product/stock/change',
      headers: { 'content-type': 'application/json' },
      payload: '{"cardId": ',
    });
    expect(malformedJson.status).toBe(401);
  });

  it('then validates for a caller with a live token', async () => {
    const user = await createUser(t);
    const { authorization } = await sessionFor(t, user);
    const res = await call(t.app, { method: 'POST', url: '/api/product/card', headers: { authorization }, payload: badCard });
    expect(res.status).toBe(200);
    expect(res.body.respCode).not.toBe(ERROR_CODES.UNAUTHORIZED);
    expect(res.body.respCode).not.toBe(200);
  });

  it('accepts the token only under the scheme it was issued with', async () => {
    const user = await createUser(t);
    const { token } = await sessionFor(t, user);
    const as = (authorization: string) => call(t.app, { method: 'GET', url: '/api-user/users/current', headers: { authorization } });
    expect((await as(`Bearer ${token}`)).status).toBe(200);
    expect((await as(`bearer ${token}`)).status).toBe(200);
    expect((await as(`Basic ${token}`)).status).toBe(401);
    expect((await as(`MAC ${token}`)).status).toBe(401);
  });

  it('leaves the public calls open', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api-user/user/config/system/all/query' })).body.respCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api-auth/oauth/site/key' })).body.respCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api-auth/s3/cdn/domain' })).body.respCode).toBe(200);
  });
});
