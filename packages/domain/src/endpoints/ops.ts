// The platform operator's calls: the overview, top-ups to confirm or reject, rates and fees, the
// platform's bank account, the ledger and its check, unsent messages and the operator's own actions.
// Every one answers 20003 to anyone else, checked before anything is read.
import type { PageRequest } from '../contract/envelope';
import type * as O from '../contract/ops';
import type { PlatformBankInfo, TopUpParams } from '../contract/wallet';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const opsEndpoints = {
  overview: endpoint<{ response: typeof O.OpsOverview }>({
    method: 'GET',
    path: '/api/ops/overview',
    access: 'operator',
    summary: "The operator's home: top-ups waiting, VCoin held by users, unsent messages, the last ledger check, the payment providers and the watched chains.",
    errors: [E.NOT_AUTHORIZED],
  }),
  topUps: endpoint<{ query: typeof O.OpsTopUpsQuery; response: typeof O.OpsTopUpsResponse }>({
    method: 'GET',
    path: '/api/ops/topups',
    access: 'operator',
    summary: "One status's VCoin top-ups by bank transfer, the waiting ones oldest first.",
    errors: [E.NOT_AUTHORIZED],
  }),
  topUp: endpoint<{ params: typeof TopUpParams; response: typeof O.OpsTopUp }>({
    method: 'GET',
    path: '/api/ops/topups/:id',
    access: 'operator',
    summary: 'One top-up with its buyer, its voucher and who decided it.',
    errors: [E.NOT_AUTHORIZED, E.ORDER_ACCESS_DENIED],
  }),
  confirmTopUp: endpoint<{ params: typeof TopUpParams; body: typeof O.ConfirmTopUpRequest; response: typeof O.OpsTopUp }>({
    method: 'POST',
    path: '/api/ops/topups/:id/confirm',
    access: 'operator',
    idempotent: true,
    summary: "Confirms a top-up: the amount received is credited to the buyer's wallet (a large surplus typed twice).",
    errors: [E.NOT_AUTHORIZED, E.ORDER_ACCESS_DENIED, E.ILLEGAL_ORDER_STATE, E.REQUIRED_FIELDS_MISSING],
  }),
  rejectTopUp: endpoint<{ params: typeof TopUpParams; body: typeof O.RejectTopUpRequest; response: typeof O.OpsTopUp }>({
    method: 'POST',
    path: '/api/ops/topups/:id/reject',
    access: 'operator',
    idempotent: true,
    summary: 'Rejects a top-up with the reason the buyer reads; nothing is credited.',
    errors: [E.NOT_AUTHORIZED, E.ORDER_ACCESS_DENIED, E.ILLEGAL_ORDER_STATE],
  }),
  rates: endpoint<{ response: typeof O.RatesResponse }>({
    method: 'GET',
    path: '/api/ops/rates',
    access: 'operator',
    summary: "Every currency's rate against USD and its online payment fee.",
    errors: [E.NOT_AUTHORIZED],
  }),
  setRate: endpoint<{ params: typeof O.CurrencyParams; body: typeof O.SetRateRequest; response: typeof O.RateRow }>({
    method: 'PUT',
    path: '/api/ops/rates/:currency',
    access: 'operator',
    summary: "Sets a currency's rate and fee; the old ones stay in its history.",
    errors: [E.NOT_AUTHORIZED, E.CURRENCY_NOT_SUPPORTED],
  }),
  rateHistory: endpoint<{ params: typeof O.CurrencyParams; response: typeof O.RateHistoryResponse }>({
    method: 'GET',
    path: '/api/ops/rates/:currency/history',
    access: 'operator',
    summary: "A currency's earlier rates and fees, newest first.",
    errors: [E.NOT_AUTHORIZED],
  }),
  bankAccount: endpoint<{ response: typeof O.OpsBankAccount }>({
    method: 'GET',
    path: '/api/ops/bank-account',
    access: 'operator',
    summary: 'The bank account buyers of VCoin transfer to; null while none is set.',
    errors: [E.NOT_AUTHORIZED],
  }),
  setBankAccount: endpoint<{ body: typeof O.SetPlatformBankRequest; response: typeof PlatformBankInfo }>({
    method: 'PUT',
    path: '/api/ops/bank-account',
    access: 'operator',
    summary: 'Sets the bank account buyers of VCoin transfer to.',
    errors: [E.NOT_AUTHORIZED],
  }),
  ledger: endpoint<{ response: typeof O.LedgerOverview }>({
    method: 'GET',
    path: '/api/ops/ledger',
    access: 'operator',
    summary: "The ledger at a glance: users' total, the platform's accounts and the last check.",
    errors: [E.NOT_AUTHORIZED],
  }),
  verifyLedger: endpoint<{ response: typeof O.LedgerVerifyResult }>({
    method: 'POST',
    path: '/api/ops/ledger/verify',
    access: 'operator',
    summary: "Checks the ledger's invariants now and records the result.",
    errors: [E.NOT_AUTHORIZED],
  }),
  messages: endpoint<{ query: typeof PageRequest; response: typeof O.UnsentMessagesResponse }>({
    method: 'GET',
    path: '/api/ops/messages',
    access: 'operator',
    summary: 'The messages kept because no provider is set, newest first (never their bodies).',
    errors: [E.NOT_AUTHORIZED],
  }),
  actions: endpoint<{ query: typeof PageRequest; response: typeof O.OpsActionsResponse }>({
    method: 'GET',
    path: '/api/ops/actions',
    access: 'operator',
    summary: 'Every operator action that changed something, newest first.',
    errors: [E.NOT_AUTHORIZED],
  }),
};
