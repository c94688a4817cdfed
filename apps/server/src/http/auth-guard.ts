// The request's session as the HTTP layer sees it: the route configuration that says who may call
// (every API route needs a live session unless it is declared `{ config: { public: true } }`), the
// session the authentication puts on the request (modules/auth/authentication.ts, installed by
// app.ts) and sessionOf, with which handlers read it.
import type { FastifyRequest } from 'fastify';

/** Who a call acts as: a login's session (its token), or an API key of the account (modules/api-keys/api-key-auth.ts). */
export type Session = { userId: string; tokenId: string; apiKeyId?: undefined } | { userId: string; apiKeyId: string; tokenId?: undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** True for the routes a caller reaches without logging in (login, sign-up, system config ...). */
    public?: boolean;
    /** The session is looked up with the route's transaction (modules/auth/authentication.ts). */
    sessionWithWork?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
    /** On a sessionWithWork route, the token whose session is not looked up yet. */
    pendingToken: string | null;
  }
}

/** The token scheme the server issues, and the only one it accepts in Authorization. */
export const TOKEN_TYPE = 'Bearer';

/** Paths whose routes are API calls (everything else is the panel's files). */
const API_PREFIXES = ['/api/', '/api-auth/', '/api-user/', '/__dev/'];

/** True for a route of the API (as opposed to the panel's files, /cdn and /healthz). */
export const isApiRoute = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The caller's session on a route that is not public (the onRequest check has resolved it). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error(`${request.routeOptions.url} reads a session but is declared public`);
  return request.session;
}
