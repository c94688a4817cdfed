import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@panel/domain/errors';
import { loadConfig } from '../config';
import { call, createTestApp, type TestApp } from '../../test/app';
import { AppError } from '../errors';
import { ok } from './envelope';

const Probe = z.object({ id: z.string(), count: z.number().int(), tags: z.array(z.object({ name: z.string() })) });
const probe = { id: 'p1', count: 2, tags: [{ name: 'a' }] };

/** The real application with a few routes that answer right, wrong, or declare nothing. */
async function appWithProbes(checkResponses: boolean) {
  const t = await createTestApp({ checkResponses });
  const publicRoute = (response: z.ZodType | false | undefined) => ({ config: { public: true, response } });
  t.app.get('/api/probe/matching', publicRoute(Probe), async () => ok(probe));
  t.app.get('/api/probe/extra-field', publicRoute(Probe), async () => ok({ ...probe, passwordHash: 'x' }));
  t.app.get('/api/probe/extra-nested-field', publicRoute(Probe), async () => ok({ ...probe, tags: [{ name: 'a', secret: 1 }] }));
  t.app.get('/api/probe/wrong-type', publicRoute(Probe), async () => ok({ ...probe, count: '2' }));
  t.app.get('/api/probe/undeclared', publicRoute(undefined), async () => ok(probe));
  t.app.get('/api/probe/refusal', publicRoute(Probe), async () => {
    throw new AppError(ERROR_CODES.OPERATION_DENIED, { reason: 'ANY' });
  });
  t.app.get('/api/probe/no-envelope', publicRoute(false), async (_request, reply) => reply.header('content-type', 'image/svg+xml').send('<svg/>'));
  return t;
}

describe('CHECK_RESPONSES', () => {
  it('is off unless set to true', () => {
    expect(loadConfig({}).checkResponses).toBe(false);
    expect(loadConfig({ CHECK_RESPONSES: 'true' }).checkResponses).toBe(true);
  });
});

describe('with the response check on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithProbes(true);
  });
  afterAll(() => t.close());

  const get = (url: string) => call(t.app, { method: 'GET', url });

  it('lets an answer that matches its schema through unchanged', async () => {
    const res = await get('/api/probe/matching');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ respCode: 200, data: probe, message: 'success' });
  });

  it('answers 500 naming the route and the field when the data has a field its schema lacks', async () => {
    const res = await get('/api/probe/extra-field');
    expect(res.status).toBe(500);
    expect(res.body.respCode).toBe(ERROR_CODES.INTERNAL);
    expect(res.body.data.route).toBe('GET /api/probe/extra-field');
    expect(res.body.data.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', path: ['passwordHash'] })]);
    expect(JSON.stringify(res.body)).not.toContain('"x"');
  });

  it('finds such a field deep in the data too', async () => {
    const res = await get('/api/probe/extra-nested-field');
    expect(res.status).toBe(500);
    expect(res.body.data.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', path: ['tags', 0, 'secret'] })]);
  });

  it('answers 500 when a field has the wrong type', async () => {
    const res = await get('/api/probe/wrong-type');
    expect(res.status).toBe(500);
    expect(res.body.data).toMatchObject({ route: 'GET /api/probe/wrong-type', issues: [{ code: 'invalid_type', path: ['count'] }] });
  });

  it('answers 500 for a success of a route that declares no schema', async () => {
    const res = await get('/api/probe/undeclared');
    expect(res.status).toBe(500);
    expect(res.body.data.route).toBe('GET /api/probe/undeclared');
  });

  it('leaves refusals and answers that are not the envelope alone', async () => {
    const refusal = await get('/api/probe/refusal');
    expect(refusal.status).toBe(200);
    expect(refusal.body.respCode).toBe(ERROR_CODES.OPERATION_DENIED);
    const image = await t.app.inject({ method: 'GET', url: '/api/probe/no-envelope' });
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe('<svg/>');
  });
});

describe('with the response check off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithProbes(false);
  });
  afterAll(() => t.close());

  it('sends what the route answers', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/probe/extra-field' });
    expect(res.status).toBe(200);
    expect(res.body.data.passwordHash).toBe('x');
  });
});
