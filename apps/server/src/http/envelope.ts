import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, errorText, messageText } from '@panel/domain/errors';
import { RESP_OK } from '@panel/domain/contract/envelope';
import { isDatabaseUnavailable } from '../db/failures';
import { AppError } from '../errors';
import { readClientInfo } from './client-info';

/** The success envelope of spec section 7. */
export const ok = <T>(data: T) => ({ respCode: RESP_OK, data, message: 'success' });

const localeOf = (request: FastifyRequest) => readClientInfo(request).locale;

/** Sends an error envelope; the message is the catalogue text in the caller's language. */
export function sendError(reply: FastifyReply, status: number, error: AppError) {
  const locale = localeOf(reply.request);
  const message = error.messageKey ? messageText(error.messageKey, locale, error.params) : errorText(error.code, locale, error.params);
  return reply.status(status).send({ respCode: error.code, data: error.data, message });
}

/** Largest request body the server reads (app.ts bodyLimit): 1 MiB. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What a 503 tells the caller to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Maps every failure to the envelope: business errors are HTTP 200 with their code,
 * a missing session is 401, a database that cannot be reached or did not answer in time is
 * 503 "try again later", malformed requests are 4001, and anything unexpected is a 500 whose
 * message says nothing about the inside (the log has the details).
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.code === ERROR_CODES.UNAUTHORIZED ? 401 : 200, error);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: { code: (error as { code?: string }).code, message: error.message } },
        'unavailable: the database (or another service the request needs) did not answer',
      );
      return sendError(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), 503, new AppError(ERROR_CODES.SERVICE_UNAVAILABLE));
    }
    const status = error.statusCode ?? 500;
    // A body past the server's bodyLimit (JSON, a form) is over the maximum, not a failed upload.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      request.log.info({ err: { code: error.code } }, 'body too large');
      return sendError(
        reply,
        413,
        new AppError(ERROR_CODES.TOO_LONG, { reason: 'BODY_TOO_LARGE', maxBytes: request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES }),
      );
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return sendError(reply, 200, new AppError(ERROR_CODES.IMAGE_UPLOAD_FAILED, { reason: 'TOO_LARGE' }));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'rejected request');
      return sendError(reply, status === 404 ? 404 : 400, new AppError(ERROR_CODES.PARAM_ERROR));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return sendError(reply, 500, new AppError(ERROR_CODES.INTERNAL));
  });
}
