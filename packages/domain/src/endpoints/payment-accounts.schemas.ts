import * as O from '../contract/orders';
import { bindSchemas } from './endpoint';
import { paymentAccountsEndpoints } from './payment-accounts';

export const paymentAccountsSchemas = bindSchemas(paymentAccountsEndpoints, {
  list: { response: O.PaymentAccountsResponse },
  add: { body: O.PaymentAccountRequest, response: O.PaymentAccount },
  update: { params: O.PaymentAccountParams, body: O.PaymentAccountRequest, response: O.PaymentAccount },
  remove: { params: O.PaymentAccountParams, response: O.PaymentAccountsResponse },
  bankInfo: { params: O.OrderParams, response: O.BankInfoResponse },
});
