import type { FastifyInstance } from 'fastify';
import { referenceSchemas as endpoints } from '@panel/domain/endpoints/reference.schemas';
import { openApiDocument } from '@panel/domain/endpoints/openapi';
import { API_VERSION } from '@panel/domain/endpoints/version';
import { serve } from '../../http/serve';

/** GET /api/openapi.json: made once per process from the endpoint table, then sent as it is. */
export function referenceRoutes(app: FastifyInstance) {
  let document: string | undefined;
  serve(app, endpoints.document, async (_, _request, reply) => {
    document ??= JSON.stringify(openApiDocument(API_VERSION));
    return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(document);
  });
}
