import type { FastifyRequest } from 'fastify';

/** The address the caller reached us at (protocol and host), for links and file URLs. */
export function publicOrigin(request: FastifyRequest) {
  return `${request.protocol}://${request.host}`;
}
