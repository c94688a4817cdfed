// Registers a route from its entry in the endpoint table (packages/domain/src/endpoints): the
// method and path, whether it is public, the schema its answer is checked against, and its input
// parsed with the entry's schemas before the handler runs (a failure is the catalogue's field
// error). Options a route needs beyond the table (a body limit, its own error handler, a session
// looked up with its work) pass through.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Bound, ParsedInput, Shape } from '@panel/domain/endpoints/endpoint';
import { z } from 'zod';
import { ERROR_CODES } from '@panel/domain/errors';
import { AppError } from '../errors';
import { parse } from './validate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint table's entry the route was registered from. */
    endpoint?: Bound;
  }
}

export type EndpointHandler<S extends Shape> = (input: ParsedInput<S>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function serve<S extends Shape>(app: FastifyInstance, endpoint: Bound<S>, handler: EndpointHandler<S>, options: RouteShorthandOptions = {}) {
  const { params, query, body } = endpoint.schemas;
  // A development route needs no session: it is served only in development, and only to a caller on the same machine.
  const isPublic = endpoint.access === 'public' || endpoint.access === 'dev';
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, public: isPublic, response: endpoint.schemas.response, endpoint: endpoint as Bound },
    handler: async (request, reply) => {
      // A program calling with an API key is told about a field the call does not take (a price,
      // an owner, a store), instead of having it dropped: the server decides those, never the caller.
      if (request.session?.apiKeyId) {
        refuseUnknownFields(query, request.query);
        refuseUnknownFields(body, request.body);
      }
      const input = {
        params: params ? parse(params, request.params) : undefined,
        query: query ? parse(query, request.query) : undefined,
        body: body ? parse(body, request.body) : undefined,
      } as ParsedInput<S>;
      return handler(input, request, reply);
    },
  });
}

/** A field of `input` that `schema` (an object) does not name is a parameter error naming it. */
function refuseUnknownFields(schema: z.ZodType | undefined, input: unknown) {
  if (!(schema instanceof z.ZodObject) || !input || typeof input !== 'object' || Array.isArray(input)) return;
  const unknown = Object.keys(input).find((key) => !(key in schema.shape));
  if (unknown !== undefined) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: unknown, reason: 'NOT_A_FIELD' });
}
