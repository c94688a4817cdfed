import type { FastifyInstance } from 'fastify';
import { TaskParams, TaskResponse } from '@panel/domain/contract/tasks';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth-guard';
import { ok } from '../http/envelope';
import { parse } from '../http/validate';
import { getTask } from './tasks.service';

/** GET /api/task/{id}: the progress of a task the caller started. */
export function tasksRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/task/:id', { config: { response: TaskResponse } }, async (request) => {
    const { id } = parse(TaskParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await getTask(ctx.db, { id }, { userId }));
  });
}
