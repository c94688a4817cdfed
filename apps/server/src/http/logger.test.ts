import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions } from './logger';

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
});
