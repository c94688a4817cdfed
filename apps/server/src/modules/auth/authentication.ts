// Authentication happens once per request, first, by route configuration: every API route needs a
// live session unless it is declared `{ config: { public: true } }`. The check runs in onRequest,
// before the body is read or validated, so a call with no (or an expired) token is always 401
// (the panel's login-status dialog), never a field error. Handlers read the session with sessionOf.
//
// A route declared `{ config: { sessionWithWork: true } }` (placing an order) has its session
// looked up by the first statement of its transaction (modules/idempotency/idempotent.ts), in the same round
// trip, instead of by a statement of its own first: the request keeps its token, and any failure
// before that statement (a field error, an unreadable body, no turn to write) looks the session up
// first, so a dead token is still 401 before anything else (sessionFirst).
//
// An API key (`Bearer rk_...`) is checked up front on every route, that one included: it is never
// a pending token (modules/api-keys/api-key-auth.ts says what a key may call).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@panel/domain/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { isApiRoute, TOKEN_TYPE, type Session } from '../../http/auth-guard';
import { readAuthorization } from '../../http/client-info';
import { authenticateApiKey, isApiKey } from '../api-keys/api-keys.public';
import { hashToken, resolveToken, type TokenPolicy } from './tokens.service';

/** Registers the session check on every API route that is not public. */
export function installAuthentication(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('session', null);
  app.decorateRequest('pendingToken', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (!route.url || route.config.public || !isApiRoute(route.url)) return;
    const authorization = readAuthorization(request);
    // A token sent under another scheme (Basic, MAC ...) is not this server's token.
    const token = authorization && authorization.type.toLowerCase() === TOKEN_TYPE.toLowerCase() ? authorization.token : undefined;
    if (token && isApiKey(token)) {
      request.session = await authenticateApiKey(ctx, request, token);
      return;
    }
    if (token && route.config.sessionWithWork) {
      request.pendingToken = token;
      return;
    }
    const session = token ? await resolveToken(ctx.db, token, ctx.clock.now(), tokenPolicyOf(ctx)) : undefined;
    if (!session) throw sessionExpired();
    request.session = session;
  });
}

const sessionExpired = () => new AppError(ERROR_CODES.UNAUTHORIZED, null, 'auth.sessionExpired');
const tokenPolicyOf = (ctx: AppContext): TokenPolicy => ({ idleMinutes: ctx.config.tokenIdleMinutes, maxHours: ctx.config.tokenMaxHours });

/** The session of a sessionWithWork request looked up on its own, as every other route's is (401 when there is none). */
export async function resolvePendingSession(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  if (request.session) return request.session;
  const token = request.pendingToken;
  // Looked up once: a failure here is the request's answer.
  request.pendingToken = null;
  const session = token ? await resolveToken(ctx.db, token, ctx.clock.now(), tokenPolicyOf(ctx)) : undefined;
  if (!session) throw sessionExpired();
  request.session = session;
  return session;
}

/** A token's row as the transaction's first statement reads it (times in ms since 1970). */
export type TokenRow = { token_id: string; user_id: string; last_used_ms: number; expires_ms: number };

/**
 * What the transaction's first statement looks up for a sessionWithWork request: its token's hash,
 * and `settle`, the session of the live token's row when it needs nothing more: not past its
 * lifetime nor idle, and its use marked less than a minute ago (resolveToken marks it once a
 * minute). Otherwise undefined, and the session is looked up on its own (resolvePendingSession),
 * which marks it or answers 401.
 */
export function pendingSessionOf(
  ctx: AppContext,
  request: FastifyRequest,
): { tokenHash: string; settle(row: TokenRow | undefined): Session | undefined } | undefined {
  const token = request.pendingToken;
  if (request.session || !token) return undefined;
  return {
    tokenHash: hashToken(token),
    settle: (row) => {
      if (!row) return undefined;
      const now = ctx.clock.now().getTime();
      const { idleMinutes } = tokenPolicyOf(ctx);
      const fresh = now - row.last_used_ms < MARKED_WITHIN_MS && row.last_used_ms + idleMinutes * 60_000 > now && row.expires_ms > now;
      if (!fresh) return undefined;
      request.pendingToken = null;
      request.session = { userId: row.user_id, tokenId: row.token_id };
      return request.session;
    },
  };
}

/** resolveToken marks a session's use when it is older than this (tokens.service MARK_USE_EVERY_MS). */
const MARKED_WITHIN_MS = 60_000;

/**
 * The error handler of a sessionWithWork route: a failure before its session was looked up (a
 * field error, a body that is not JSON, no turn to write) looks it up first, so a dead token is
 * 401, as on every other route; then the app's handler answers.
 */
export function sessionFirst(ctx: AppContext) {
  // Sent on, an error goes to the app's handler (this one is the route's, in front of it).
  return (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    if (!request.pendingToken || request.session) return void reply.send(error);
    resolvePendingSession(ctx, request).then(
      () => reply.send(error),
      (failure: unknown) => reply.send(failure),
    );
  };
}
