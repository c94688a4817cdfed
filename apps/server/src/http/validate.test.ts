import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@panel/domain/errors';
import { AppError } from './app-error';
import { parse } from './validate';
import { call, createTestApp, type TestApp } from '../../test/app';
import { cardInput } from '../../test/factories';
import { as, createSeller, uploadPicture } from '../modules/cards/catalogue.fixtures';

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

  it('takes tabs and line breaks in a multi-line text of a body', async () => {
    const seller = await createSeller(t);
    const picture = await uploadPicture(t, seller);
    const description = 'Live TV\r\nand VOD:\n\t30 days';
    const body = await as(t, seller, 'POST', '/api/product/card', cardInput({ picture, description }));
    expect(body.respCode).toBe(200);
    expect(body.data.description).toBe(description);
  });
});
