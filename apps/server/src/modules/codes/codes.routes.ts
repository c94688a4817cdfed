import type { FastifyInstance } from 'fastify';
import { CodeRecord, GenerateCodesResponse, CodeRecordsQuery, CodeRecordsResponse, CodesQuery, CodesResponse, CodeTaskParams, GenerateCodesRequest, RedeemRequest, RedeemResponse } from '@panel/domain/contract/codes';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { limitAddress } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { parse } from '../../http/validate';
import { builtInPlatform } from '../../platform/provider-platform';
import { codeExportRoutes } from './code-export';
import { findCodes, findRecords, readRecord, startGeneration } from './codes.service';
import { redeemCode } from './redeem.service';

/** Activation codes: generation (a task), records and codes (the owner's only), and the public redeem call. */
export function codesRoutes(app: FastifyInstance, ctx: AppContext) {
  codeExportRoutes(app, ctx);

  app.post('/api/codes/generate', { config: { response: GenerateCodesResponse } }, async (request) => {
    const input = parse(GenerateCodesRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, input, (tx) => startGeneration(tx, input, { userId, now: ctx.clock.now() })));
  });

  app.get('/api/codes/records', { config: { response: CodeRecordsResponse } }, async (request) => {
    const query = parse(CodeRecordsQuery, request.query);
    return ok(await findRecords(ctx.db, query, sessionOf(request)));
  });

  app.get('/api/codes/records/:taskId', { config: { response: CodeRecord } }, async (request) => {
    const { taskId } = parse(CodeTaskParams, request.params);
    return ok(await readRecord(ctx.db, taskId, sessionOf(request)));
  });

  app.get('/api/codes/records/:taskId/codes', { config: { response: CodesResponse } }, async (request) => {
    const { taskId } = parse(CodeTaskParams, request.params);
    const query = parse(CodesQuery, request.query);
    const { userId } = sessionOf(request);
    return ok(await findCodes(ctx.db, ctx.codeVault(), { taskId, ...query }, { userId, now: ctx.clock.now() }));
  });

  app.post('/api/redeem', { config: { public: true, response: RedeemResponse } }, async (request) => {
    const input = parse(RedeemRequest, request.body);
    return ok(await redeemCode(ctx.db, { vault: ctx.codeVault(), platform: builtInPlatform }, input, { ip: limitAddress(request), now: ctx.clock.now(), maxTries: ctx.config.redeemMaxTries }));
  });
}
