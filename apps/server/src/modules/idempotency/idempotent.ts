import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADERS } from '@panel/domain/contract/envelope';
import { ERROR_CODES } from '@panel/domain/errors';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/transaction';
import { runIdempotent, SessionNotSettled, type KeepAnswer } from './idempotency.service';
import { AppError } from '../../errors';
import { sessionOf } from '../../http/auth-guard';
import { pendingSessionOf, resolvePendingSession } from '../auth/auth.public';

/** What a key may look like: 1 to 255 printable characters (a UUID from the panel). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key: required on money- and stock-moving calls (150001 without it, 4001 malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[CLIENT_HEADERS.idempotencyKey.toLowerCase()];
  const key = Array.isArray(value) ? value[0] : value;
  if (!key) throw new AppError(ERROR_CODES.REQUIRED_FIELDS_MISSING, { field: CLIENT_HEADERS.idempotencyKey });
  if (!KEY_PATTERN.test(key)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: CLIENT_HEADERS.idempotencyKey });
  return key;
}

/**
 * The shape of every money- or stock-moving handler: the caller's key, the validated input and the
 * work, run once in one transaction that also keeps the answer (modules/idempotency; the work may
 * keep it early, before writes that hold rows every caller needs). The work is told the caller's
 * user id. On a sessionWithWork route (modules/auth/authentication.ts) the session is looked up by the
 * transaction's first statement, with the key; when that statement cannot settle it, it is looked
 * up on its own (401 when dead) and the call run again.
 */
export async function idempotent<T>(
  ctx: AppContext,
  request: FastifyRequest,
  input: unknown,
  work: (tx: Tx, keep: KeepAnswer<T>, userId: string) => Promise<T>,
): Promise<T> {
  const scope = `${request.method} ${request.routeOptions.url}`;
  const key = idempotencyKeyOf(request);
  const pending = pendingSessionOf(ctx, request);
  if (pending) {
    try {
      return await runIdempotent(ctx.db, { userId: pending, key, scope, input, now: ctx.clock.now() }, work);
    } catch (error) {
      if (!(error instanceof SessionNotSettled)) throw error;
    }
    await resolvePendingSession(ctx, request);
  }
  return runIdempotent(ctx.db, { userId: sessionOf(request).userId, key, scope, input, now: ctx.clock.now() }, work);
}
