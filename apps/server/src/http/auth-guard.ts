import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@panel/domain/errors';
import type { AppContext } from '../context';
import { resolveToken, type Session } from '../modules/auth/tokens.service';
import { AppError } from './app-error';
import { readClientInfo } from './client-info';

const sessions = new WeakMap<FastifyRequest, Session>();

/** The bearer token of a request, if it sent one. */
export const bearerToken = (request: FastifyRequest) => readClientInfo(request).authorization?.token;

/** Resolves the caller's session, or fails with 401 "session expired, log in again". */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  const known = sessions.get(request);
  if (known) return known;
  const token = bearerToken(request);
  const session = token
    ? await resolveToken(ctx.db, token, ctx.clock.now(), { idleMinutes: ctx.config.tokenIdleMinutes, maxHours: ctx.config.tokenMaxHours })
    : undefined;
  if (!session) throw new AppError(ERROR_CODES.UNAUTHORIZED, null, 'auth.sessionExpired');
  sessions.set(request, session);
  return session;
}
