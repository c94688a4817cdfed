// Bulk recharge: starting one (a task: each account its own transaction on the provider platform),
// the recharges, one recharge with every account's result, the units each account used, undoing one
// account, and the accounts recharged recently. Everything is its owner's only (150004 otherwise).
import type * as R from '../contract/recharge';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const rechargeEndpoints = {
  start: endpoint<{ body: typeof R.StartRechargeRequest; response: typeof R.StartRechargeResponse }>({
    method: 'POST',
    path: '/api/recharge',
    access: 'user',
    scope: 'recharge',
    idempotent: true,
    summary: 'Starts recharging 1 to 20 client accounts with units of a recharge card (a task; each account succeeds or fails on its own).',
    errors: [E.CARD_NOT_OWNED, E.INVALID_RECHARGE_CARD, E.INSUFFICIENT_STOCK, E.TASK_ALREADY_PROCESSING],
  }),
  list: endpoint<{ query: typeof R.RechargeListQuery; response: typeof R.RechargeListResponse }>({
    method: 'GET',
    path: '/api/recharge/list',
    access: 'user',
    scope: 'recharge',
    summary: "The caller's recharges, newest first, in progress or completed, of one card or all.",
  }),
  historyAccounts: endpoint<{ response: typeof R.HistoryAccountsResponse }>({
    method: 'GET',
    path: '/api/recharge/history-accounts',
    access: 'user',
    summary: 'The client accounts the caller recharged recently, newest first.',
  }),
  detail: endpoint<{ params: typeof R.RechargeTaskParams; response: typeof R.RechargeDetail }>({
    method: 'GET',
    path: '/api/recharge/:taskId',
    access: 'user',
    scope: 'recharge',
    summary: "One recharge with every account's result, in the order given.",
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  units: endpoint<{ params: typeof R.RechargeTaskParams; query: typeof R.RechargeUnitsQuery; response: typeof R.RechargeUnitsResponse }>({
    method: 'GET',
    path: '/api/recharge/:taskId/units',
    access: 'user',
    scope: 'recharge',
    summary: "The card units a recharge's accounts used, of one account or all.",
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  undo: endpoint<{ params: typeof R.RechargeTaskParams; body: typeof R.UndoRechargeRequest; response: typeof R.RechargeItem }>({
    method: 'POST',
    path: '/api/recharge/:taskId/undo',
    access: 'user',
    idempotent: true,
    summary: "Undoes one account's recharge within the platform's rules: its units go back to free stock.",
    errors: [E.ORDER_ACCESS_DENIED, E.UNDO_RECHARGE_FAILED, E.UNDO_RECHARGE_FAILED_ALT],
  }),
};
