// The seller's bank accounts for offline payment, and an order's bank information for its buyer.
import type * as O from '../contract/orders';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const paymentAccountsEndpoints = {
  list: endpoint<{ response: typeof O.PaymentAccountsResponse }>({
    method: 'GET',
    path: '/api/store/payment-accounts',
    access: 'user',
    summary: "The bank accounts of the caller's store, oldest first.",
  }),
  add: endpoint<{ body: typeof O.PaymentAccountRequest; response: typeof O.PaymentAccount }>({
    method: 'POST',
    path: '/api/store/payment-accounts',
    access: 'user',
    summary: "Adds a bank account to the caller's store.",
    errors: [E.PAYMENT_ACCOUNTS_LIMIT, E.REQUIRED_FIELDS_MISSING],
  }),
  update: endpoint<{ params: typeof O.PaymentAccountParams; body: typeof O.PaymentAccountRequest; response: typeof O.PaymentAccount }>({
    method: 'PUT',
    path: '/api/store/payment-accounts/:id',
    access: 'user',
    summary: "Changes one of the store's bank accounts.",
    errors: [E.NOT_FOUND, E.REQUIRED_FIELDS_MISSING],
  }),
  remove: endpoint<{ params: typeof O.PaymentAccountParams; response: typeof O.PaymentAccountsResponse }>({
    method: 'DELETE',
    path: '/api/store/payment-accounts/:id',
    access: 'user',
    summary: "Removes one of the store's bank accounts; answers the accounts left.",
    errors: [E.NOT_FOUND],
  }),
  bankInfo: endpoint<{ params: typeof O.OrderParams; response: typeof O.BankInfoResponse }>({
    method: 'GET',
    path: '/api/order/bank-info/:id',
    access: 'user',
    summary: "Where the buyer sends an offline order's transfer: the seller's bank accounts and the payment reference.",
    errors: [E.ORDER_ACCESS_DENIED, E.ILLEGAL_ORDER_STATE, E.PAYMENT_ACCOUNT_UNAVAILABLE],
  }),
};
