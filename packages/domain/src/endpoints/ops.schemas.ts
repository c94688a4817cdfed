import { PageRequest } from '../contract/envelope';
import * as O from '../contract/ops';
import { PlatformBankInfo, TopUpParams } from '../contract/wallet';
import { bindSchemas } from './endpoint';
import { opsEndpoints } from './ops';

export const opsSchemas = bindSchemas(opsEndpoints, {
  overview: { response: O.OpsOverview },
  topUps: { query: O.OpsTopUpsQuery, response: O.OpsTopUpsResponse },
  topUp: { params: TopUpParams, response: O.OpsTopUp },
  confirmTopUp: { params: TopUpParams, body: O.ConfirmTopUpRequest, response: O.OpsTopUp },
  rejectTopUp: { params: TopUpParams, body: O.RejectTopUpRequest, response: O.OpsTopUp },
  rates: { response: O.RatesResponse },
  setRate: { params: O.CurrencyParams, body: O.SetRateRequest, response: O.RateRow },
  rateHistory: { params: O.CurrencyParams, response: O.RateHistoryResponse },
  bankAccount: { response: O.OpsBankAccount },
  setBankAccount: { body: O.SetPlatformBankRequest, response: PlatformBankInfo },
  ledger: { response: O.LedgerOverview },
  verifyLedger: { response: O.LedgerVerifyResult },
  messages: { query: PageRequest, response: O.UnsentMessagesResponse },
  actions: { query: PageRequest, response: O.OpsActionsResponse },
});
