// The VCoin wallet: balance, records, transfers, paying an order with VCoin, buying VCoin by bank transfer.
import type { PageRequest } from '../contract/envelope';
import type * as W from '../contract/wallet';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const walletEndpoints = {
  wallet: endpoint<{ response: typeof W.WalletResponse }>({
    method: 'GET',
    path: '/api/vcoin/wallet',
    access: 'user',
    scope: 'wallet',
    summary: 'The balance: available, held and incoming VCoin, and whether a payment password is set.',
  }),
  records: endpoint<{ query: typeof W.VcoinRecordsQuery; response: typeof W.VcoinRecordsResponse }>({
    method: 'GET',
    path: '/api/vcoin/records',
    access: 'user',
    scope: 'wallet',
    summary: 'The VCoin records, newest first, of one type or all.',
  }),
  record: endpoint<{ params: typeof W.VcoinRecordParams; response: typeof W.VcoinRecordDetail }>({
    method: 'GET',
    path: '/api/vcoin/records/:id',
    access: 'user',
    scope: 'wallet',
    summary: 'One VCoin record in full.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  recipient: endpoint<{ params: typeof W.RecipientParams; response: typeof W.RecipientResponse }>({
    method: 'GET',
    path: '/api/vcoin/recipient/:uid',
    access: 'user',
    summary: 'Who a transfer to this UID would reach.',
    errors: [E.CLIENT_ACCOUNT_NOT_FOUND],
  }),
  transfer: endpoint<{ body: typeof W.TransferRequest; response: typeof W.TransferReceipt }>({
    method: 'POST',
    path: '/api/vcoin/transfer',
    access: 'user',
    idempotent: true,
    summary: 'Sends VCoin to another user, checked with the payment password.',
    errors: [E.WRONG_PAYMENT_PASSWORD, E.OPERATION_TOO_FREQUENT, E.INSUFFICIENT_VCOIN, E.CLIENT_ACCOUNT_NOT_FOUND],
  }),
  quote: endpoint<{ params: typeof W.OrderIdParams; response: typeof W.VcoinQuoteResponse }>({
    method: 'GET',
    path: '/api/order/payment/wallet/quote/:id',
    access: 'user',
    scope: 'orders',
    summary: 'What paying an order with VCoin costs, at the current rate.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  pay: endpoint<{ body: typeof W.PayWithVcoinRequest; response: typeof W.PayWithVcoinResponse }>({
    method: 'POST',
    path: '/api/order/payment/pay/wallet',
    access: 'user',
    scope: 'orders',
    idempotent: true,
    summary: 'Pays an order from the VCoin wallet, checked with the payment password.',
    errors: [E.WRONG_PAYMENT_PASSWORD, E.OPERATION_TOO_FREQUENT, E.INSUFFICIENT_VCOIN, E.ORDER_ACCESS_DENIED, E.VCOIN_PAYMENT_FAILED],
  }),
  bankInfo: endpoint<{ response: typeof W.PlatformBankInfo }>({
    method: 'GET',
    path: '/api/vcoin/topup/bank-info',
    access: 'user',
    summary: "The platform's bank account to send a top-up's transfer to.",
  }),
  createTopUp: endpoint<{ body: typeof W.CreateTopUpRequest; response: typeof W.TopUp }>({
    method: 'POST',
    path: '/api/vcoin/topup',
    access: 'user',
    idempotent: true,
    summary: 'Starts buying VCoin by bank transfer.',
  }),
  topUpVoucher: endpoint<{ params: typeof W.TopUpParams; body: typeof W.TopUpVoucherRequest; response: typeof W.TopUp }>({
    method: 'POST',
    path: '/api/vcoin/topup/:id/voucher',
    access: 'user',
    idempotent: true,
    summary: "Sends a top-up's transfer voucher for review.",
  }),
  topUps: endpoint<{ query: typeof PageRequest; response: typeof W.TopUpsResponse }>({
    method: 'GET',
    path: '/api/vcoin/topups',
    access: 'user',
    summary: "The caller's top-ups, newest first.",
  }),
  topUp: endpoint<{ params: typeof W.TopUpParams; response: typeof W.TopUp }>({
    method: 'GET',
    path: '/api/vcoin/topup/:id',
    access: 'user',
    summary: 'One top-up.',
  }),
};
