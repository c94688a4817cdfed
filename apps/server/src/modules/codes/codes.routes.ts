import type { FastifyInstance } from 'fastify';
import { codesSchemas as endpoints } from '@panel/domain/endpoints/codes.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { limitAddress } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { serve } from '../../http/serve';
import { builtInPlatform } from '../../platform/provider-platform';
import { codeExportRoutes } from './code-export.routes';
import { findCodes, findRecords, readRecord, startGeneration } from './codes.service';
import { redeemCode } from './redeem.service';

/** Activation codes: generation (a task), records and codes (the owner's only), and the public redeem call. */
export function codesRoutes(app: FastifyInstance, ctx: AppContext) {
  codeExportRoutes(app, ctx);

  serve(app, endpoints.generate, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, body, (tx) => startGeneration(tx, body, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.records, async ({ query }, request) => ok(await findRecords(ctx.db, query, sessionOf(request))));

  serve(app, endpoints.record, async ({ params }, request) => ok(await readRecord(ctx.db, params.taskId, sessionOf(request))));

  serve(app, endpoints.codes, async ({ params: { taskId }, query }, request) => {
    const { userId } = sessionOf(request);
    return ok(await findCodes(ctx.db, ctx.codeVault(), { taskId, ...query }, { userId, now: ctx.clock.now() }));
  });

  serve(app, endpoints.redeem, async ({ body }, request) =>
    ok(
      await redeemCode(ctx.db, { vault: ctx.codeVault(), platform: builtInPlatform }, body, {
        ip: limitAddress(request),
        now: ctx.clock.now(),
        maxTries: ctx.config.redeemMaxTries,
      }),
    ),
  );
}
