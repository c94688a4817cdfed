import type { FastifyInstance } from 'fastify';
import { tasksSchemas as endpoints } from '@panel/domain/endpoints/tasks.schemas';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth-guard';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { getTask } from './tasks.service';

/** GET /api/task/{id}: the progress of a task the caller started. */
export function tasksRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.task, async ({ params }, request) => ok(await getTask(ctx.db, { id: params.id }, { userId: sessionOf(request).userId })));
}
