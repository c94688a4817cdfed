import type { FastifyInstance } from 'fastify';
import {
  HistoryAccountsResponse,
  RechargeDetail,
  RechargeItem,
  RechargeListQuery,
  RechargeListResponse,
  RechargeTaskParams,
  RechargeUnitsQuery,
  RechargeUnitsResponse,
  StartRechargeRequest,
  StartRechargeResponse,
  UndoRechargeRequest,
} from '@panel/domain/contract/recharge';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { parse } from '../../http/validate';
import { findHistoryAccounts, findRechargeUnits, findRecharges, readRecharge, startRecharge, undoRecharge } from './recharge.service';

/** Bulk recharge: start (a task), the list, a recharge's results and units, undo, and the accounts recharged before. */
export function rechargeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/recharge', { config: { response: StartRechargeResponse } }, async (request) => {
    const input = parse(StartRechargeRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, input, (tx) => startRecharge(tx, input, { userId, now: ctx.clock.now() })));
  });

  app.get('/api/recharge/list', { config: { response: RechargeListResponse } }, async (request) => {
    const query = parse(RechargeListQuery, request.query);
    return ok(await findRecharges(ctx.db, query, sessionOf(request)));
  });

  app.get('/api/recharge/history-accounts', { config: { response: HistoryAccountsResponse } }, async (request) => ok(await findHistoryAccounts(ctx.db, sessionOf(request))));

  app.get('/api/recharge/:taskId', { config: { response: RechargeDetail } }, async (request) => {
    const { taskId } = parse(RechargeTaskParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await readRecharge(ctx.db, taskId, { userId, now: ctx.clock.now() }));
  });

  app.get('/api/recharge/:taskId/units', { config: { response: RechargeUnitsResponse } }, async (request) => {
    const { taskId } = parse(RechargeTaskParams, request.params);
    const query = parse(RechargeUnitsQuery, request.query);
    return ok(await findRechargeUnits(ctx.db, { taskId, ...query }, sessionOf(request)));
  });

  app.post('/api/recharge/:taskId/undo', { config: { response: RechargeItem } }, async (request) => {
    const { taskId } = parse(RechargeTaskParams, request.params);
    const { account } = parse(UndoRechargeRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, { taskId, account }, (tx) => undoRecharge(tx, taskId, account, { userId, now: ctx.clock.now() })));
  });
}
