import type { FastifyInstance } from 'fastify';
import {
  ConfirmOrderRequest,
  ConfirmVoucherRequest,
  OrderDetailResponse,
  OrderListResponse,
  OrderParams,
  RejectVoucherRequest,
  SaleListQuery,
  SellerCancelRequest,
  UploadVoucherRequest,
  Voucher,
  VoucherDetailResponse,
  VoucherParams,
  VouchersResponse,
} from '@panel/domain/contract/orders';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { parse } from '../../http/validate';
import { paymentAccountsRoutes } from './payment-accounts.routes';
import { cancelSaleOrder, confirmOrder, findSaleOrders, readSaleDetail } from './sales.service';
import { confirmVoucher, listVouchers, readVoucher, rejectVoucher, uploadVoucher } from './vouchers.service';

/** Offline payment and the seller's side of orders: bank accounts, bank information, vouchers, the store's orders. */
export function salesRoutes(app: FastifyInstance, ctx: AppContext) {
  paymentAccountsRoutes(app, ctx);
  buyerVoucherRoutes(app, ctx);
  sellerOrderRoutes(app, ctx);
  sellerDecisionRoutes(app, ctx);
}

/** The buyer's vouchers: /voucherPayment/{id}, /order/paymentVouchers/{id}, /order/voucherDetail/{id}. */
function buyerVoucherRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/order/voucher/:id', { config: { response: Voucher } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    const input = parse(UploadVoucherRequest, request.body);
    const { userId } = sessionOf(request);
    // A retried upload (a lost answer, a double tap) sends one voucher.
    return ok(await idempotent(ctx, request, { id, ...input }, (tx) => uploadVoucher(tx, ctx.storage, { id, ...input }, { userId, now: ctx.clock.now() })));
  });

  app.get('/api/order/vouchers/:id', { config: { response: VouchersResponse } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    return ok(await listVouchers(ctx.db, { id }, 'BUYER', sessionOf(request)));
  });

  app.get('/api/order/voucher/detail/:voucherId', { config: { response: VoucherDetailResponse } }, async (request) => {
    const { voucherId } = parse(VoucherParams, request.params);
    return ok(await readVoucher(ctx.db, { voucherId }, 'BUYER', sessionOf(request)));
  });
}

/** The store's orders and their vouchers as its owner reads them: /sale/orderList, /sale/orderDetail/{id}, /sale/voucherOrderDetail/{id}. */
function sellerOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/order/sale/list', { config: { response: OrderListResponse } }, async (request) => {
    const input = parse(SaleListQuery, request.query);
    return ok(await findSaleOrders(ctx.db, input, sessionOf(request)));
  });

  app.get('/api/order/sale/detail/:id', { config: { response: OrderDetailResponse } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    return ok(await readSaleDetail(ctx.db, { id }, sessionOf(request)));
  });

  app.get('/api/order/sale/vouchers/:id', { config: { response: VouchersResponse } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    return ok(await listVouchers(ctx.db, { id }, 'SELLER', sessionOf(request)));
  });

  app.get('/api/order/sale/voucher/:voucherId', { config: { response: VoucherDetailResponse } }, async (request) => {
    const { voucherId } = parse(VoucherParams, request.params);
    return ok(await readVoucher(ctx.db, { voucherId }, 'SELLER', sessionOf(request)));
  });
}

/** The seller's decisions, each with an Idempotency-Key: a retry decides once and moves nothing twice. */
function sellerDecisionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/order/sale/voucher/:voucherId/confirm', { config: { response: VoucherDetailResponse } }, async (request) => {
    const { voucherId } = parse(VoucherParams, request.params);
    const input = { voucherId, ...parse(ConfirmVoucherRequest, request.body) };
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, input, (tx) => confirmVoucher(tx, input, { userId, now: ctx.clock.now() })));
  });

  app.post('/api/order/sale/voucher/:voucherId/reject', { config: { response: VoucherDetailResponse } }, async (request) => {
    const { voucherId } = parse(VoucherParams, request.params);
    const input = { voucherId, ...parse(RejectVoucherRequest, request.body) };
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, input, (tx) => rejectVoucher(tx, input, { userId, now: ctx.clock.now(), payWithinHours: ctx.config.orderPayWithinHours })));
  });

  app.post('/api/order/sale/confirm/:id', { config: { response: OrderDetailResponse } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    const input = { id, ...parse(ConfirmOrderRequest, request.body) };
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, input, (tx) => confirmOrder(tx, input, { userId, now: ctx.clock.now() })));
  });

  app.post('/api/order/sale/cancel/:id', { config: { response: OrderDetailResponse } }, async (request) => {
    const { id } = parse(OrderParams, request.params);
    const input = { id, ...parse(SellerCancelRequest, request.body) };
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, input, (tx) => cancelSaleOrder(tx, input, { userId, now: ctx.clock.now() })));
  });
}
