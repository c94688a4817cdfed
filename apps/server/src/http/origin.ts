import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL, when set: the only origin links and file addresses are built on. */
    publicUrl: string | undefined;
  }
}

/**
 * The address links and file URLs are built on: PUBLIC_URL when set; else the address the caller
 * reached us at (its Host header, or X-Forwarded-Host only from a proxy TRUST_PROXY names).
 */
export function publicOrigin(request: FastifyRequest) {
  return request.server.publicUrl ?? `${request.protocol}://${request.host}`;
}
