import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@panel/domain/errors';
import { loadConfig } from '../config';
import { call, createTestApp, type TestApp } from '../../test/app';
import { createUser, sessionFor } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inviteLink = async (app: TestApp, headers: Record<string, string>) => {
  const user = await createUser(app);
  const { authorization } = await sessionFor(app, user);
  return (await call(app.app, { method: 'GET', url: '/api-user/user/invite/query/link?version=1', headers: { authorization, ...headers } })).body
    .data as string;
};

/** Asks for captcha images, each request claiming another address, until the per-address limit answers. */
async function captchaRequestsUntilRefused(app: TestApp, { remoteAddress, max }: { remoteAddress: string; max: number }) {
  for (let i = 1; i <= max; i++) {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api-auth/validate/code/client-${i}`,
      remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
    });
    if (String(res.headers['content-type']).includes('json') && res.json().respCode === ERROR_CODES.OPERATION_TOO_FREQUENT) return i;
  }
  return undefined;
}

describe('proxy headers', () => {
  it('are not believed by default: X-Forwarded-For does not change the caller address the limits count', async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(await captchaRequestsUntilRefused(t, { remoteAddress: '203.0.113.7', max: 40 })).toBe(31);
  });

  it('are not believed by default: X-Forwarded-Host does not change the links the server builds', async () => {
    const link = await inviteLink(t, { host: 'panel.example.com', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' });
    expect(link).toMatch(/^http:\/\/panel\.example\.com\/register\/\w+$/);
  });

  it('are believed from the proxies TRUST_PROXY names', async () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    const app = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const link = await inviteLink(app, { host: 'internal:3000', 'x-forwarded-host': 'panel.example.com', 'x-forwarded-proto': 'https' });
      expect(link).toMatch(/^https:\/\/panel\.example\.com\/register\//);
      // From an address that is not the named proxy, the headers are ignored.
      expect(await captchaRequestsUntilRefused(app, { remoteAddress: '203.0.113.8', max: 40 })).toBe(31);
    } finally {
      await app.close();
    }
  });

  it('never outrank PUBLIC_URL, which every link is built on when set', async () => {
    expect(loadConfig({ PUBLIC_URL: 'https://panel.example.com/' }).publicUrl).toBe('https://panel.example.com');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    const app = await createTestApp({ publicUrl: 'https://panel.example.com', trustProxy: true });
    try {
      expect(await inviteLink(app, { host: 'evil.example', 'x-forwarded-host': 'attacker.example' })).toMatch(/^https:\/\/panel\.example\.com\/register\//);
    } finally {
      await app.close();
    }
  });
});
