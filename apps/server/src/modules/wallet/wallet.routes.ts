import type { FastifyInstance } from 'fastify';
import {
  CreateTopUpRequest,
  OrderIdParams,
  PayWithVcoinRequest,
  PayWithVcoinResponse,
  PlatformBankInfo,
  RecipientParams,
  RecipientResponse,
  TopUp,
  TopUpParams,
  TopUpsResponse,
  TopUpVoucherRequest,
  TransferReceipt,
  TransferRequest,
  VcoinQuoteResponse,
  VcoinRecordDetail,
  VcoinRecordParams,
  VcoinRecordsQuery,
  VcoinRecordsResponse,
  WalletResponse,
} from '@panel/domain/contract/wallet';
import { PageRequest } from '@panel/domain/contract/envelope';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { parse } from '../../http/validate';
import { verifyPaymentPassword } from '../accounts/payment-password.service';
import { loadVoucherFiles } from '../sales/voucher-files';
import { createTopUp, findMyTopUps, platformBankInfo, readMyTopUp, sendTopUpVoucher } from './top-ups.service';
import { payWithVcoin, quoteVcoinPayment } from './vcoin-payment';
import { findRecords, lookUpRecipient, readRecord, readWallet, transfer } from './wallet.service';

/** The caller's VCoin: wallet, records, transfers, paying an order, buying VCoin by bank transfer. */
export function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const passwordPolicy = { maxFailures: ctx.config.paymentPasswordMaxFailures, lockMinutes: 15 };
  const checkPassword = (userId: string, password: string) => verifyPaymentPassword(ctx.db, userId, password, { now: ctx.clock.now(), policy: passwordPolicy });

  app.get('/api/vcoin/wallet', { config: { response: WalletResponse } }, async (request) => ok(await readWallet(ctx.db, sessionOf(request).userId)));

  app.get('/api/vcoin/records', { config: { response: VcoinRecordsResponse } }, async (request) => {
    const query = parse(VcoinRecordsQuery, request.query);
    return ok(await findRecords(ctx.db, sessionOf(request).userId, query));
  });

  app.get('/api/vcoin/records/:id', { config: { response: VcoinRecordDetail } }, async (request) => {
    const { id } = parse(VcoinRecordParams, request.params);
    return ok(await readRecord(ctx.db, sessionOf(request).userId, id));
  });

  app.get('/api/vcoin/recipient/:uid', { config: { response: RecipientResponse } }, async (request) => {
    const { uid } = parse(RecipientParams, request.params);
    const { id: _id, ...recipient } = await lookUpRecipient(ctx.db, { userId: sessionOf(request).userId, now: ctx.clock.now() }, uid);
    return ok(recipient);
  });

  app.post('/api/vcoin/transfer', { config: { response: TransferReceipt } }, async (request) => {
    const { paymentPassword, ...input } = parse(TransferRequest, request.body);
    const { userId } = sessionOf(request);
    // The password is checked (and a wrong one counted) outside the transfer's transaction.
    await checkPassword(userId, paymentPassword);
    return ok(await idempotent(ctx, request, input, (tx) => transfer(tx, input, { userId, now: ctx.clock.now() })));
  });

  app.get('/api/order/payment/wallet/quote/:id', { config: { response: VcoinQuoteResponse } }, async (request) => {
    const { id } = parse(OrderIdParams, request.params);
    return ok(await quoteVcoinPayment(ctx.db, id, sessionOf(request).userId));
  });

  app.post('/api/order/payment/pay/wallet', { config: { response: PayWithVcoinResponse } }, async (request) => {
    const { paymentPassword, ...input } = parse(PayWithVcoinRequest, request.body);
    const { userId } = sessionOf(request);
    await checkPassword(userId, paymentPassword);
    return ok(await idempotent(ctx, request, input, (tx) => payWithVcoin(tx, input, { userId, now: ctx.clock.now() })));
  });

  app.get('/api/vcoin/topup/bank-info', { config: { response: PlatformBankInfo } }, async () => ok(await platformBankInfo(ctx.db)));

  app.post('/api/vcoin/topup', { config: { response: TopUp } }, async (request) => {
    const input = parse(CreateTopUpRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, input, (tx) => createTopUp(tx, input, { userId, now: ctx.clock.now() })));
  });

  app.post('/api/vcoin/topup/:id/voucher', { config: { response: TopUp } }, async (request) => {
    const { id } = parse(TopUpParams, request.params);
    const input = parse(TopUpVoucherRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(
      await idempotent(ctx, request, { id, ...input }, async (tx) => {
        const files = await loadVoucherFiles(tx, ctx.storage, input.files, userId);
        return sendTopUpVoucher(tx, id, files, { userId, now: ctx.clock.now() });
      }),
    );
  });

  app.get('/api/vcoin/topups', { config: { response: TopUpsResponse } }, async (request) => {
    const page = parse(PageRequest, request.query);
    return ok(await findMyTopUps(ctx.db, sessionOf(request).userId, page));
  });

  app.get('/api/vcoin/topup/:id', { config: { response: TopUp } }, async (request) => {
    const { id } = parse(TopUpParams, request.params);
    return ok(await readMyTopUp(ctx.db, id, sessionOf(request).userId));
  });
}
