import type { FastifyInstance } from 'fastify';
import { rechargeSchemas as endpoints } from '@panel/domain/endpoints/recharge.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { serve } from '../../http/serve';
import { findHistoryAccounts, findRechargeUnits, findRecharges, readRecharge, startRecharge, undoRecharge } from './recharge.service';

/** Bulk recharge: start (a task), the list, a recharge's results and units, undo, and the accounts recharged before. */
export function rechargeRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.start, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, body, (tx) => startRecharge(tx, body, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.list, async ({ query }, request) => ok(await findRecharges(ctx.db, query, sessionOf(request))));

  serve(app, endpoints.historyAccounts, async (_, request) => ok(await findHistoryAccounts(ctx.db, sessionOf(request))));

  serve(app, endpoints.detail, async ({ params }, request) => {
    const { userId } = sessionOf(request);
    return ok(await readRecharge(ctx.db, params.taskId, { userId, now: ctx.clock.now() }));
  });

  serve(app, endpoints.units, async ({ params: { taskId }, query }, request) => ok(await findRechargeUnits(ctx.db, { taskId, ...query }, sessionOf(request))));

  serve(app, endpoints.undo, async ({ params: { taskId }, body: { account } }, request) => {
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, { taskId, account }, (tx) => undoRecharge(tx, taskId, account, { userId, now: ctx.clock.now() })));
  });
}
