import type { FastifyInstance } from 'fastify';
import { walletSchemas as endpoints } from '@panel/domain/endpoints/wallet.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { serve } from '../../http/serve';
import { verifyPaymentPassword } from '../accounts/accounts.public';
import { loadVoucherFiles } from '../offline-payments/offline-payments.public';
import { createTopUp, findMyTopUps, platformBankInfo, readMyTopUp, sendTopUpVoucher } from './top-ups.service';
import { payWithVcoin, quoteVcoinPayment } from './vcoin-payment';
import { findRecords, lookUpRecipient, readRecord, readWallet, transfer } from './wallet.service';

/** The caller's VCoin: wallet, records, transfers, paying an order, buying VCoin by bank transfer. */
export function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const passwordPolicy = { maxFailures: ctx.config.paymentPasswordMaxFailures, lockMinutes: 15 };
  const checkPassword = (userId: string, password: string) => verifyPaymentPassword(ctx.db, userId, password, { now: ctx.clock.now(), policy: passwordPolicy });

  serve(app, endpoints.wallet, async (_, request) => ok(await readWallet(ctx.db, sessionOf(request).userId)));

  serve(app, endpoints.records, async ({ query }, request) => ok(await findRecords(ctx.db, sessionOf(request).userId, query)));

  serve(app, endpoints.record, async ({ params }, request) => ok(await readRecord(ctx.db, sessionOf(request).userId, params.id)));

  serve(app, endpoints.recipient, async ({ params }, request) => {
    const { id: _id, ...recipient } = await lookUpRecipient(ctx.db, { userId: sessionOf(request).userId, now: ctx.clock.now() }, params.uid);
    return ok(recipient);
  });

  serve(app, endpoints.transfer, async ({ body }, request) => {
    const { paymentPassword, ...input } = body;
    const { userId } = sessionOf(request);
    // The password is checked (and a wrong one counted) outside the transfer's transaction.
    await checkPassword(userId, paymentPassword);
    return ok(await idempotent(ctx, request, input, (tx) => transfer(tx, input, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.quote, async ({ params }, request) => ok(await quoteVcoinPayment(ctx.db, params.id, sessionOf(request).userId)));

  serve(app, endpoints.pay, async ({ body }, request) => {
    const { paymentPassword, ...input } = body;
    const { userId } = sessionOf(request);
    await checkPassword(userId, paymentPassword);
    return ok(await idempotent(ctx, request, input, (tx) => payWithVcoin(tx, input, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.bankInfo, async () => ok(await platformBankInfo(ctx.db)));

  serve(app, endpoints.createTopUp, async ({ body }, request) => {
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, body, (tx) => createTopUp(tx, body, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.topUpVoucher, async ({ params: { id }, body }, request) => {
    const { userId } = sessionOf(request);
    return ok(
      await idempotent(ctx, request, { id, ...body }, async (tx) => {
        const files = await loadVoucherFiles(tx, ctx.storage, body.files, userId);
        return sendTopUpVoucher(tx, id, files, { userId, now: ctx.clock.now() });
      }),
    );
  });

  serve(app, endpoints.topUps, async ({ query }, request) => ok(await findMyTopUps(ctx.db, sessionOf(request).userId, query)));

  serve(app, endpoints.topUp, async ({ params }, request) => ok(await readMyTopUp(ctx.db, params.id, sessionOf(request).userId)));
}
