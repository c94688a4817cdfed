import * as O from '../contract/orders';
import { bindSchemas } from './endpoint';
import { salesEndpoints } from './sales';

export const salesSchemas = bindSchemas(salesEndpoints, {
  sendVoucher: { params: O.OrderParams, body: O.UploadVoucherRequest, response: O.Voucher },
  vouchers: { params: O.OrderParams, response: O.VouchersResponse },
  voucher: { params: O.VoucherParams, response: O.VoucherDetailResponse },
  saleList: { query: O.SaleListQuery, response: O.OrderListResponse },
  saleDetail: { params: O.OrderParams, response: O.OrderDetailResponse },
  saleVouchers: { params: O.OrderParams, response: O.VouchersResponse },
  saleVoucher: { params: O.VoucherParams, response: O.VoucherDetailResponse },
  confirmVoucher: { params: O.VoucherParams, body: O.ConfirmVoucherRequest, response: O.VoucherDetailResponse },
  rejectVoucher: { params: O.VoucherParams, body: O.RejectVoucherRequest, response: O.VoucherDetailResponse },
  confirmOrder: { params: O.OrderParams, body: O.ConfirmOrderRequest, response: O.OrderDetailResponse },
  cancelSale: { params: O.OrderParams, body: O.SellerCancelRequest, response: O.OrderDetailResponse },
});
