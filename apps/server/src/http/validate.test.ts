import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@panel/domain/errors';
import { AppError } from '../errors';
import { findControlCharacter, parse } from './validate';
import { call, createTestApp, type TestApp } from '../../test/app';
import { cardInput } from '../../test/factories';
import { as, createSeller, uploadPicture } from '../../test/fixtures/catalogue.fixtures';

const Schema = z.object({ name: z.string().min(1).max(5), age: z.number().int(), code: z.string().min(4) });
const codeOf = (input: unknown) => {
  try {
    parse(Schema, input);
    return 200;
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('parse', () => {
  it('maps each kind of failure to its catalogue code', () => {
    expect(codeOf({ name: 'ab', age: 3, code: 'abcd' })).toBe(200);
    expect(codeOf({ age: 3, code: 'abcd' })).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect(codeOf({ name: '', age: 3, code: 'abcd' })).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    expect(codeOf({ name: 'ab', age: 'x', code: 'abcd' })).toBe(ERROR_CODES.PARAM_ERROR);
    expect(codeOf({ name: 'abcdef', age: 3, code: 'abcd' })).toBe(ERROR_CODES.TOO_LONG);
    expect(codeOf({ name: 'ab', age: 3, code: 'ab' })).toBe(ERROR_CODES.TOO_SHORT);
  });

  it('names the failing field', () => {
    try {
      parse(Schema, { name: 'ab', age: 1.5, code: 'abcd' });
    } catch (error) {
      expect((error as AppError).data).toMatchObject({ field: 'age' });
    }
    expect.assertions(1);
  });
});

describe('control characters in input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusal = (field: string) => ({ respCode: ERROR_CODES.PARAM_ERROR, data: { field } });
  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

  it('refuses a NUL byte in a JSON field, a form field, a query and a path, naming the field, without a token', async () => {
    const json = await call(t.app, { method: 'POST', url: '/api-auth/oauth/user/login/prejudge', payload: { username: 'a\u0000b' } });
    expect(json.body).toMatchObject(refusal('username'));
    const formField = await call(t.app, { method: 'POST', url: '/api-auth/oauth/user/login/prejudge', ...form({ username: 'a\u0000b' }) });
    expect(formField.body).toMatchObject(refusal('username'));
    const query = await call(t.app, { method: 'POST', url: '/api-auth/oauth/remove/token?access_token=abc%00def' });
    expect(query.body).toMatchObject(refusal('access_token'));
    const param = await call(t.app, { method: 'GET', url: '/cdn/avatar/x%00y.png' });
    expect(param.body).toMatchObject(refusal('*'));
    const nested = await call(t.app, { method: 'POST', url: '/api-auth/oauth/user/login/prejudge', payload: { username: 'ok', tiers: [{ note: 'x\u0000' }] } });
    expect(nested.body).toMatchObject(refusal('tiers.0.note'));
    for (const res of [json, formField, query, param, nested]) expect(res.status).toBe(200);
  });

  it('refuses the other control characters, and line breaks outside a body', async () => {
    for (const bad of ['\u0001', '\u001b[2J', '\u007f', '\u0085', '\u000b']) {
      const res = await call(t.app, { method: 'POST', url: '/api-auth/oauth/user/login/prejudge', payload: { username: `a${bad}b` } });
      expect(res.body, JSON.stringify(bad)).toMatchObject(refusal('username'));
    }
    const query = await call(t.app, { method: 'POST', url: '/api-auth/oauth/remove/token?access_token=abc%0Adef' });
    expect(query.body).toMatchObject(refusal('access_token'));
  });

  it('refuses a lone UTF-16 surrogate in a value or a key, naming the field, and takes a pair', async () => {
    for (const lone of ['\ud800', '\udfff', 'a\udc00b', 'x\ud83d']) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api-auth/oauth/user/login/prejudge',
        payload: `{"username":${JSON.stringify(lone)}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.body, JSON.stringify(lone)).toMatchObject(refusal('username'));
    }
    const key = await call(t.app, {
      method: 'POST',
      url: '/api-auth/oauth/user/login/prejudge',
      payload: '{"username":"ok","bil\\ud800l":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(key.body).toMatchObject(refusal('bil\ufffdl'));
    const pair = await call(t.app, { method: 'POST', url: '/api-auth/oauth/user/login/prejudge', payload: { username: 'ok\ud83d\ude00@example.com' } });
    expect(pair.body.respCode).not.toBe(ERROR_CODES.PARAM_ERROR);
  });

  it('walks a deep input in time linear in its depth, building the path of the field it names only', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = { k: deep };
    const started = performance.now();
    const field = findControlCharacter(deep, /\p{Cc}/u);
    expect(field?.split('.')).toHaveLength(100_000);
    // A copy of the path at every level took about 5e9 steps here.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('takes tabs and line breaks in a multi-line text of a body', async () => {
    const seller = await createSeller(t);
    const picture = await uploadPicture(t, seller);
    const description = 'Live TV\r\nand VOD:\n\t30 days';
    const body = await as(t, seller, 'POST', '/api/product/card', cardInput({ picture, description }));
    expect(body.respCode).toBe(200);
    expect(body.data.description).toBe(description);
  });
});

describe('deeply nested bodies', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const LIMIT = 1024 * 1024;
  /** A JSON text of exactly the body limit, nested as deep as that size allows. */
  const deepest = {
    arrays: `${'['.repeat(LIMIT / 2)}${']'.repeat(LIMIT / 2)}`,
    objects: `${'{"a":'.repeat(Math.floor((LIMIT - 2) / 6))}1${'}'.repeat(Math.floor((LIMIT - 2) / 6))}`,
    inField: `{"username":${'['.repeat(LIMIT / 2 - 7)}${']'.repeat(LIMIT / 2 - 7)}}`,
  };

  it.each(Object.entries(deepest))('refuses %s at the size limit in milliseconds, while /healthz keeps answering', async (_shape, body) => {
    expect(body.length).toBeLessThanOrEqual(LIMIT);
    expect(body.length).toBeGreaterThan(LIMIT - 16);
    let done = false;
    const health: number[] = [];
    const probe = (async () => {
      while (!done) {
        const started = performance.now();
        const res = await fetch(`${base}/healthz`);
        expect(res.status).toBe(200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const started = performance.now();
    const res = await fetch(`${base}/api-auth/oauth/user/login/prejudge`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const elapsed = performance.now() - started;
    done = true;
    await probe;
    expect(await res.json()).toMatchObject({ respCode: ERROR_CODES.PARAM_ERROR, data: { field: 'body' } });
    // Generous for a loaded machine: the walk it replaces took 17 s on an 80 KB body and hours on this one.
    expect(elapsed).toBeLessThan(2000);
    expect(Math.max(...health)).toBeLessThan(2000);
  });

  it('takes a body nested as deep as the contracts need', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api-auth/oauth/user/login/prejudge',
      payload: { username: 'a@example.com', x: [[[[{ y: [1] }]]]] },
    });
    expect(res.body.respCode).not.toBe(ERROR_CODES.PARAM_ERROR);
  });
});
