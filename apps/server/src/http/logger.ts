import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/**
 * The server's logger: readable lines when the output is a terminal (a person trying the product
 * reads codes and errors there), JSON lines otherwise (a log collector reads those). Secrets in
 * headers never reach it.
 */
export function loggerOptions(config: Config, output: NodeJS.WriteStream = process.stdout): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const base = { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  if (!output.isTTY) return base;
  return { ...base, stream: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', destination: output }) };
}
