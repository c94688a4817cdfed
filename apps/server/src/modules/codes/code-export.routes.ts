// The code export's two calls: starting an export and downloading its file.
import type { FastifyInstance } from 'fastify';
import { codesSchemas as endpoints } from '@panel/domain/endpoints/codes.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { readClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { serve } from '../../http/serve';
import { startExport, findExportFile } from './code-export';

/** POST /api/codes/records/{taskId}/export and GET /api/codes/exports/{id} (the task: registerCodeExport). */
export function codeExportRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.startExport, async ({ params: { taskId }, body }, request) => {
    const { userId } = sessionOf(request);
    const { locale } = readClientInfo(request);
    return ok(await idempotent(ctx, request, { taskId, ...body }, (tx) => startExport(tx, { taskId, ...body, locale }, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.exportFile, async ({ params }, request, reply) => {
    const found = await findExportFile(ctx.db, ctx.exportStorage, params.id, { userId: sessionOf(request).userId, now: ctx.clock.now() });
    return reply
      .header('content-type', found.contentType)
      .header('content-length', found.size)
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(found.body);
  });
}
