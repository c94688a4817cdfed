import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
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
 * Fastify's request log: one line per request, written when it is answered, with the request
 * (method, redacted address, client), the status and the time taken, instead of one line on
 * arrival and one on answer. The arrival gets its own line at the debug level only. Error,
 * stream and not-found lines are Fastify's own.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
