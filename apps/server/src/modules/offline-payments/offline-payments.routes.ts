import type { FastifyInstance } from 'fastify';
import { salesSchemas as endpoints } from '@panel/domain/endpoints/sales.schemas';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { serve } from '../../http/serve';
import { paymentAccountsRoutes } from './payment-accounts.routes';
import { cancelSaleOrder, confirmOrder, findSaleOrders, readSaleDetail } from './seller-orders.service';
import { confirmVoucher, listVouchers, readVoucher, rejectVoucher, uploadVoucher } from './vouchers.service';

/** Offline payment and the seller's side of orders: bank accounts, bank information, vouchers, the store's orders. */
export function offlinePaymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  paymentAccountsRoutes(app, ctx);
  buyerVoucherRoutes(app, ctx);
  sellerOrderRoutes(app, ctx);
  sellerDecisionRoutes(app, ctx);
}

/** The buyer's vouchers: /voucherPayment/{id}, /order/paymentVouchers/{id}, /order/voucherDetail/{id}. */
function buyerVoucherRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.sendVoucher, async ({ params: { id }, body }, request) => {
    const { userId } = sessionOf(request);
    // A retried upload (a lost answer, a double tap) sends one voucher.
    return ok(await idempotent(ctx, request, { id, ...body }, (tx) => uploadVoucher(tx, ctx.storage, { id, ...body }, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.vouchers, async ({ params: { id } }, request) => ok(await listVouchers(ctx.db, { id }, 'BUYER', sessionOf(request))));

  serve(app, endpoints.voucher, async ({ params: { voucherId } }, request) => ok(await readVoucher(ctx.db, { voucherId }, 'BUYER', sessionOf(request))));
}

/** The store's orders and their vouchers as its owner reads them: /sale/orderList, /sale/orderDetail/{id}, /sale/voucherOrderDetail/{id}. */
function sellerOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.saleList, async ({ query }, request) => ok(await findSaleOrders(ctx.db, query, sessionOf(request))));

  serve(app, endpoints.saleDetail, async ({ params: { id } }, request) => ok(await readSaleDetail(ctx.db, { id }, sessionOf(request))));

  serve(app, endpoints.saleVouchers, async ({ params: { id } }, request) => ok(await listVouchers(ctx.db, { id }, 'SELLER', sessionOf(request))));

  serve(app, endpoints.saleVoucher, async ({ params: { voucherId } }, request) => ok(await readVoucher(ctx.db, { voucherId }, 'SELLER', sessionOf(request))));
}

/** The seller's decisions, each with an Idempotency-Key: a retry decides once and moves nothing twice. */
function sellerDecisionRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.confirmVoucher, async ({ params, body }, request) => {
    const input = { ...params, ...body };
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, input, (tx) => confirmVoucher(tx, input, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.rejectVoucher, async ({ params, body }, request) => {
    const input = { ...params, ...body };
    const { userId } = sessionOf(request);
    return ok(
      await idempotent(ctx, request, input, (tx) => rejectVoucher(tx, input, { userId, now: ctx.clock.now(), payWithinHours: ctx.config.orderPayWithinHours })),
    );
  });

  serve(app, endpoints.confirmOrder, async ({ params, body }, request) => {
    const input = { ...params, ...body };
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, input, (tx) => confirmOrder(tx, input, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.cancelSale, async ({ params, body }, request) => {
    const input = { ...params, ...body };
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, input, (tx) => cancelSaleOrder(tx, input, { userId, now: ctx.clock.now() })));
  });
}
