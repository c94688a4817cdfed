import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { serializeRequest } from './log-redaction';

/**
 * The server's logger: readable lines when the output is a terminal (a person trying the product
 * reads codes and errors there), JSON lines otherwise (a log collector reads those). Secrets in
 * headers never reach it, and the `req` serializer keeps credentials of the query string out of
 * logged addresses (set once here, not on a logger made per request).
 */
export function loggerOptions(config: Config, output: NodeJS.WriteStream = process.stdout): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const base = { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], serializers: { req: serializeRequest } };
  if (!output.isTTY) return base;
  return { ...base, stream: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', destination: output }) };
}

/**
 * One line per request, written when it is answered: the request (method, redacted address,
 * client), the status and the time taken. It replaces Fastify's own two lines (the server is
 * built with `disableRequestLogging`); the arrival gets its own line at the debug level only.
 */
export function installRequestLog(app: FastifyInstance) {
  // pino's; a server built without a logger (LOG_LEVEL=silent) has a placeholder that logs nothing.
  const { isLevelEnabled } = app.log as { isLevelEnabled?: (level: string) => boolean };
  if (!isLevelEnabled?.call(app.log, 'info')) return;
  if (isLevelEnabled.call(app.log, 'debug')) {
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.debug({ req: request }, 'incoming request');
      done();
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
