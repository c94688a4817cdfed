// Offline payment by bank transfer: the buyer's vouchers (the transfer's receipts) and the seller's
// side of orders, the store's orders and the decisions that move them (confirm or reject a voucher,
// confirm the money without one, cancel an unpaid order).
import type * as O from '../contract/orders';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const salesEndpoints = {
  sendVoucher: endpoint<{ params: typeof O.OrderParams; body: typeof O.UploadVoucherRequest; response: typeof O.Voucher }>({
    method: 'POST',
    path: '/api/order/voucher/:id',
    access: 'user',
    idempotent: true,
    summary: "Sends the voucher of an order's bank transfer (its uploaded files and the amount) for the seller's review.",
    errors: [E.ORDER_ACCESS_DENIED, E.ILLEGAL_ORDER_STATE],
  }),
  vouchers: endpoint<{ params: typeof O.OrderParams; response: typeof O.VouchersResponse }>({
    method: 'GET',
    path: '/api/order/vouchers/:id',
    access: 'user',
    summary: 'The vouchers the buyer sent for one of their orders, newest first.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  voucher: endpoint<{ params: typeof O.VoucherParams; response: typeof O.VoucherDetailResponse }>({
    method: 'GET',
    path: '/api/order/voucher/detail/:voucherId',
    access: 'user',
    summary: 'One voucher the buyer sent, with its order.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  saleList: endpoint<{ query: typeof O.SaleListQuery; response: typeof O.OrderListResponse }>({
    method: 'GET',
    path: '/api/order/sale/list',
    access: 'user',
    summary: "The orders of the caller's store, of one tab or status, newest first.",
  }),
  saleDetail: endpoint<{ params: typeof O.OrderParams; response: typeof O.OrderDetailResponse }>({
    method: 'GET',
    path: '/api/order/sale/detail/:id',
    access: 'user',
    summary: "One order of the caller's store, with its history.",
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  saleVouchers: endpoint<{ params: typeof O.OrderParams; response: typeof O.VouchersResponse }>({
    method: 'GET',
    path: '/api/order/sale/vouchers/:id',
    access: 'user',
    summary: "The vouchers the buyer sent for one order of the caller's store.",
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  saleVoucher: endpoint<{ params: typeof O.VoucherParams; response: typeof O.VoucherDetailResponse }>({
    method: 'GET',
    path: '/api/order/sale/voucher/:voucherId',
    access: 'user',
    summary: "One voucher sent for an order of the caller's store, with its order.",
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  confirmVoucher: endpoint<{ params: typeof O.VoucherParams; body: typeof O.ConfirmVoucherRequest; response: typeof O.VoucherDetailResponse }>({
    method: 'POST',
    path: '/api/order/sale/voucher/:voucherId/confirm',
    access: 'user',
    idempotent: true,
    summary: 'Confirms a voucher with the amount received; the order is paid and its cards delivered.',
    errors: [E.ORDER_ACCESS_DENIED, E.ILLEGAL_ORDER_STATE],
  }),
  rejectVoucher: endpoint<{ params: typeof O.VoucherParams; body: typeof O.RejectVoucherRequest; response: typeof O.VoucherDetailResponse }>({
    method: 'POST',
    path: '/api/order/sale/voucher/:voucherId/reject',
    access: 'user',
    idempotent: true,
    summary: 'Rejects a voucher with the reason the buyer will read; the buyer may send another.',
    errors: [E.ORDER_ACCESS_DENIED, E.ILLEGAL_ORDER_STATE],
  }),
  confirmOrder: endpoint<{ params: typeof O.OrderParams; body: typeof O.ConfirmOrderRequest; response: typeof O.OrderDetailResponse }>({
    method: 'POST',
    path: '/api/order/sale/confirm/:id',
    access: 'user',
    idempotent: true,
    summary: "Confirms an order's payment received without a voucher; the order is paid and its cards delivered.",
    errors: [E.ORDER_ACCESS_DENIED, E.ILLEGAL_ORDER_STATE],
  }),
  cancelSale: endpoint<{ params: typeof O.OrderParams; body: typeof O.SellerCancelRequest; response: typeof O.OrderDetailResponse }>({
    method: 'POST',
    path: '/api/order/sale/cancel/:id',
    access: 'user',
    idempotent: true,
    summary: "Cancels an unpaid order of the caller's store with the reason the buyer will read; its units go back.",
    errors: [E.ORDER_ACCESS_DENIED, E.ORDER_NOT_CANCELLABLE],
  }),
};
