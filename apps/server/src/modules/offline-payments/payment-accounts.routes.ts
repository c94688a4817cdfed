import type { FastifyInstance } from 'fastify';
import { paymentAccountsSchemas as endpoints } from '@panel/domain/endpoints/payment-accounts.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { getBankInfo } from './bank-info.service';
import { addAccount, deleteAccount, listMyAccounts, updateAccount } from './payment-accounts.service';

/** The seller's bank accounts (/setting/store) and an order's bank information for its buyer (/bankInfo/{id}). */
export function paymentAccountsRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.list, async (_, request) => {
    const { userId } = sessionOf(request);
    return ok(await listMyAccounts(ctx.db, { userId }));
  });

  serve(app, endpoints.add, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await addAccount(ctx.db, body, { userId, now: ctx.clock.now() }));
  });

  serve(app, endpoints.update, async ({ params: { id }, body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await updateAccount(ctx.db, { id, ...body }, { userId, now: ctx.clock.now() }));
  });

  serve(app, endpoints.remove, async ({ params: { id } }, request) => {
    const { userId } = sessionOf(request);
    return ok(await deleteAccount(ctx.db, { id }, { userId }));
  });

  serve(app, endpoints.bankInfo, async ({ params: { id } }, request) => {
    const { userId } = sessionOf(request);
    return ok(await getBankInfo(ctx.db, { id }, { userId }));
  });
}
