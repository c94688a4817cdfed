import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions, RequestLog } from './logger';

/** Logs one line through a Fastify logger built with our options, on an output that is (or is not) a terminal. */
async function logOnce(isTTY: boolean) {
  const output = Object.assign(new PassThrough(), { isTTY }) as unknown as NodeJS.WriteStream & PassThrough;
  let text = '';
  output.on('data', (chunk) => (text += chunk));
  const options = loggerOptions(loadConfig({}), output) as Exclude<ReturnType<typeof loggerOptions>, boolean | undefined>;
  // Without a terminal the options carry no stream; write JSON to our output the way pino would to stdout.
  const app = Fastify({ logger: 'stream' in options ? options : { ...options, stream: output } });
  app.log.info({ to: 'a@example.com' }, 'email kept in the outbox');
  await app.close();
  await new Promise((resolve) => setImmediate(resolve));
  return text;
}

describe('the server log', () => {
  it('writes readable lines to a terminal and JSON lines elsewhere', async () => {
    const pretty = await logOnce(true);
    expect(pretty).toMatch(/INFO.*email kept in the outbox/);
    expect(() => JSON.parse(pretty.split('\n')[0])).toThrow();
    const json = JSON.parse((await logOnce(false)).split('\n')[0]);
    expect(json).toMatchObject({ level: 30, msg: 'email kept in the outbox', to: 'a@example.com' });
    expect(loggerOptions(loadConfig({ LOG_LEVEL: 'silent' }))).toBe(false);
  });

  it('writes one line per request when it is answered, and the arrival too at the debug level', async () => {
    const lines = async (level: string) => {
      const output = Object.assign(new PassThrough(), { isTTY: false }) as unknown as NodeJS.WriteStream & PassThrough;
      let text = '';
      output.on('data', (chunk) => (text += chunk));
      const options = loggerOptions(loadConfig({ LOG_LEVEL: level }), output) as Exclude<ReturnType<typeof loggerOptions>, boolean | undefined>;
      const app = Fastify({ logger: { ...options, stream: output }, logController: new RequestLog() });
      app.get('/thing', async () => ({ ok: true }));
      await app.inject({ method: 'GET', url: '/thing?token=secret&page=2' });
      await app.close();
      await new Promise((resolve) => setImmediate(resolve));
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number });
    };
    const info = await lines('info');
    expect(info.map((line) => line.msg)).toEqual(['request completed']);
    expect(info[0]).toMatchObject({ req: { method: 'GET', url: '/thing?token=[REDACTED]&page=2' }, res: { statusCode: 200 } });
    expect(info[0].responseTime).toBeTypeOf('number');
    expect((await lines('debug')).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(await lines('warn')).toEqual([]);
  });

  it('never writes an API key, sent in the Authorization header or anywhere in the address', async () => {
    const secret = 'rk_1a2b3c4d_Zm9vYmFyYmF6cXV4LXNlY3JldC1wYXJ0LW9mLXRoZS1rZXk';
    const output = Object.assign(new PassThrough(), { isTTY: false }) as unknown as NodeJS.WriteStream & PassThrough;
    let text = '';
    output.on('data', (chunk) => (text += chunk));
    const options = loggerOptions(loadConfig({ LOG_LEVEL: 'debug' }), output) as Exclude<ReturnType<typeof loggerOptions>, boolean | undefined>;
    const app = Fastify({ logger: { ...options, stream: output }, logController: new RequestLog() });
    app.get('/thing/*', async (request) => {
      request.log.info({ req: request }, 'handled');
      throw new Error('refused');
    });
    const escaped = secret.replace('_', '%5F');
    for (const url of [`/thing/${secret}`, `/thing/x?api_key=${secret}`, `/thing/x?q=${secret}&page=2`, `/thing/x?note=${escaped}`, `/thing/x?key=${secret}`]) {
      await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });
    }
    await app.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(text).toContain('refused');
    expect(text).not.toContain(secret.slice(12));
    expect(text).not.toContain(escaped.slice(14));
    expect(text).toContain('/thing/x?q=rk_[REDACTED]&page=2');
  });
});
