import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_TOKEN_FIELDS } from '@panel/domain/contract/auth';
import { call, createTestApp, type TestApp } from '../../test/app';
import { createUser, sessionFor } from '../../test/factories';
import { buildPanel, SCRIPT, TINY } from '../../test/panel-build';
import { readPaymentSettings } from '../modules/payments/adapters/settings';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined) {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = buildPanel();
  t = await createTestApp({ webDir, cdnUrl: 'https://cdn.example.com/files' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('the panel page', () => {
  it('carries a policy that allows no inline script, styles inline, pictures from the CDN, and no framing', async () => {
    for (const url of ['/', '/login', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://cdn.example.com']));
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      // Over plain HTTP (a proxy in front ends TLS, or nobody does) the server promises no HTTPS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers HEAD on a panel route or file as GET does, without the body', async () => {
    for (const url of ['/mall', '/login', '/', '/index.html', `/assets/${SCRIPT}`]) {
      const [get, head] = [await t.app.inject({ method: 'GET', url }), await t.app.inject({ method: 'HEAD', url })];
      expect(get.statusCode, url).toBe(200);
      expect(head.statusCode, url).toBe(200);
      expect(head.payload, url).toBe('');
      for (const name of ['content-type', 'cache-control', 'content-security-policy']) expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
    }
    // What GET does not find, HEAD does not either.
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/gone-1234.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/no-such-call' })).statusCode).toBe(404);
  });

  it('lets reCAPTCHA load its script and frame when the server is configured for it', async () => {
    const withRecaptcha = await createTestApp({ webDir, recaptchaSiteKey: 'site', recaptchaSecret: 'secret' });
    try {
      const csp = directives((await withRecaptcha.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
      expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/']));
    } finally {
      await withRecaptcha.close();
    }
  });

  it('lets a live card acquirer’s checkout load its script, frames and calls, and nothing of it while the acquirer is not configured', async () => {
    const payments = readPaymentSettings({
      ONERWAY_MERCHANT_NO: '800209',
      ONERWAY_APP_ID: '1727880846378401792',
      ONERWAY_SECRET: 'x',
      ONERWAY_SDK_URL: 'https://checkout-sdk.onerway.com/v3/pacypay.js',
    });
    const live = await createTestApp({ webDir, payments });
    try {
      const csp = directives((await live.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
      for (const directive of ['script-src', 'frame-src', 'connect-src'])
        expect(csp[directive]).toEqual(["'self'", 'https://checkout-sdk.onerway.com', 'https://*.onerway.com']);
    } finally {
      await live.close();
    }
    const csp = directives((await t.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
    expect(JSON.stringify(csp)).not.toContain('onerway');
  });

  it('lets only our own pages frame the checkout frame', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payment-frame/checkout?order=1' });
    expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('hashed assets', () => {
  it('are cached for a year as immutable, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await t.app.inject({ method: 'GET', url: `/assets/${SCRIPT}`, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    const tiny = await t.app.inject({ method: 'GET', url: `/assets/${TINY}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answer 404, never the panel page, for a chunk that is not there (an old build asked for it)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-0ld0ld.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/stock/detail/abc' })).headers['content-type']).toMatch(/html/);
  });
});

describe('API answers', () => {
  it('are never stored by a cache on the auth paths, login answers included, and never framed', async () => {
    const user = await createUser(t);
    const form = (fields: Record<string, string>) => ({
      method: 'POST' as const,
      url: '/api-auth/oauth/user/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...PANEL_TOKEN_FIELDS, ...fields }).toString(),
    });
    const { token } = await sessionFor(t, user);
    const answers = [
      await call(t.app, form({ username: user.email!, password: user.password })),
      await call(t.app, form({ username: user.email!, password: 'Wrong1234' })),
      await call(t.app, { method: 'POST', url: '/api-auth/oauth/user/login/prejudge', payload: { username: user.email! } }),
      await call(t.app, { method: 'GET', url: '/api-auth/oauth/site/key' }),
      await call(t.app, { method: 'POST', url: `/api-auth/oauth/remove/token?access_token=${token}` }),
    ];
    for (const { headers, body } of answers) {
      expect(body.respCode).toBeTypeOf('number');
      expect(headers['cache-control']).toMatch(/(^|,\s*)no-store(,|$)/);
      expect(directives(headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });
});
