import * as R from '../contract/recharge';
import { bindSchemas } from './endpoint';
import { rechargeEndpoints } from './recharge';

export const rechargeSchemas = bindSchemas(rechargeEndpoints, {
  start: { body: R.StartRechargeRequest, response: R.StartRechargeResponse },
  list: { query: R.RechargeListQuery, response: R.RechargeListResponse },
  historyAccounts: { response: R.HistoryAccountsResponse },
  detail: { params: R.RechargeTaskParams, response: R.RechargeDetail },
  units: { params: R.RechargeTaskParams, query: R.RechargeUnitsQuery, response: R.RechargeUnitsResponse },
  undo: { params: R.RechargeTaskParams, body: R.UndoRechargeRequest, response: R.RechargeItem },
});
