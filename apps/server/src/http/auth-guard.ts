// Authentication happens once per request, first, by route configuration: every API route needs a
// live session unless it is declared `{ config: { public: true } }`. The check runs in onRequest,
// before the body is read or validated, so a call with no (or an expired) token is always 401
// (the panel's login-status dialog), never a field error. Handlers read the session with sessionOf.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@panel/domain/errors';
import type { AppContext } from '../context';
import { resolveToken, type Session } from '../modules/auth/tokens.service';
import { AppError } from './app-error';
import { readAuthorization } from './client-info';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** True for the routes a caller reaches without logging in (login, sign-up, system config ...). */
    public?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/** The token scheme the server issues, and the only one it accepts in Authorization. */
export const TOKEN_TYPE = 'Bearer';

/** Paths whose routes are API calls (everything else is the panel's files). */
const API_PREFIXES = ['/api/', '/api-auth/', '/api-user/', '/__dev/'];

/** True for a route of the API (as opposed to the panel's files, /cdn and /healthz). */
export const isApiRoute = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Registers the session check on every API route that is not public. */
export function installAuthentication(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (!route.url || route.config.public || !isApiRoute(route.url)) return;
    const authorization = readAuthorization(request);
    // A token sent under another scheme (Basic, MAC ...) is not this server's token.
    const token = authorization && authorization.type.toLowerCase() === TOKEN_TYPE.toLowerCase() ? authorization.token : undefined;
    const session = token
      ? await resolveToken(ctx.db, token, ctx.clock.now(), { idleMinutes: ctx.config.tokenIdleMinutes, maxHours: ctx.config.tokenMaxHours })
      : undefined;
    if (!session) throw new AppError(ERROR_CODES.UNAUTHORIZED, null, 'auth.sessionExpired');
    request.session = session;
  });
}

/** The caller's session on a route that is not public (the onRequest check has resolved it). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error(`${request.routeOptions.url} reads a session but is declared public`);
  return request.session;
}
