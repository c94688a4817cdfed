import { PageRequest } from '../contract/envelope';
import * as W from '../contract/wallet';
import { bindSchemas } from './endpoint';
import { walletEndpoints } from './wallet';

export const walletSchemas = bindSchemas(walletEndpoints, {
  wallet: { response: W.WalletResponse },
  records: { query: W.VcoinRecordsQuery, response: W.VcoinRecordsResponse },
  record: { params: W.VcoinRecordParams, response: W.VcoinRecordDetail },
  recipient: { params: W.RecipientParams, response: W.RecipientResponse },
  transfer: { body: W.TransferRequest, response: W.TransferReceipt },
  quote: { params: W.OrderIdParams, response: W.VcoinQuoteResponse },
  pay: { body: W.PayWithVcoinRequest, response: W.PayWithVcoinResponse },
  bankInfo: { response: W.PlatformBankInfo },
  createTopUp: { body: W.CreateTopUpRequest, response: W.TopUp },
  topUpVoucher: { params: W.TopUpParams, body: W.TopUpVoucherRequest, response: W.TopUp },
  topUps: { query: PageRequest, response: W.TopUpsResponse },
  topUp: { params: W.TopUpParams, response: W.TopUp },
});
