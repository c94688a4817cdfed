import type { FastifyInstance } from 'fastify';
import {
  BankInfoResponse,
  OrderParams,
  PaymentAccount,
  PaymentAccountParams,
  PaymentAccountRequest,
  PaymentAccountsResponse,
} from '@panel/domain/contract/orders';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { getBankInfo } from './bank-info.service';
import { addAccount, deleteAccount, listMyAccounts, updateAccount } from './payment-accounts.service';

/** The seller's bank accounts (/setting/store) and an order's bank information for its buyer (/bankInfo/{id}). */
export function paymentAccountsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/store/payment-accounts', { config: { response: PaymentAccountsResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    return ok(await listMyAccounts(ctx.db, { userId }));
  });

  app.post('/api/store/payment-accounts', { config: { response: PaymentAccount } }, async (request) => {
    const input = parse(PaymentAccountRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await addAccount(ctx.db, input, { userId, now: ctx.clock.now() }));
  });

  app.put('/api/store/payment-accounts/:id', { config: { response: PaymentAccount } }, async (request) => {
    const { id } = parse(PaymentAccountParams, request.params);
    const input = parse(PaymentAccountRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await updateAccount(ctx.db, { id, ...input }, { userId, now: ctx.clock.now() }));
  });

  app.delete('/api/store/payment-accounts/:id', { config: { response: PaymentAccountsResponse } }, async (request) => {
    const { id } = parse(PaymentAccountParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await deleteAccount(ctx.db, { id }, { userId }));
  });

  app.get('/api/order/bank-info/:id', { config: { response: BankInfoResponse } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    const { userId } = sessionOf(request);
    return ok(await getBankInfo(ctx.db, { id }, { userId }));
  });
}
