// Activation codes: generating them from a card's free units (a task), the generation records and
// their codes, exporting a record's codes as a file (a task) and downloading it, all the owner's
// only (150004 to anyone else); and the public redeem call an end client makes with a code.
import type * as X from '../contract/code-export';
import type * as C from '../contract/codes';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const codesEndpoints = {
  generate: endpoint<{ body: typeof C.GenerateCodesRequest; response: typeof C.GenerateCodesResponse }>({
    method: 'POST',
    path: '/api/codes/generate',
    access: 'user',
    scope: 'codes',
    idempotent: true,
    summary: "Starts turning free units of a card into activation codes (a task; its progress at the task's call).",
    errors: [E.CARD_NOT_OWNED, E.INSUFFICIENT_STOCK],
  }),
  records: endpoint<{ query: typeof C.CodeRecordsQuery; response: typeof C.CodeRecordsResponse }>({
    method: 'GET',
    path: '/api/codes/records',
    access: 'user',
    scope: 'codes',
    summary: "The caller's generation records, newest first, of one card or all.",
  }),
  record: endpoint<{ params: typeof C.CodeTaskParams; response: typeof C.CodeRecord }>({
    method: 'GET',
    path: '/api/codes/records/:taskId',
    access: 'user',
    scope: 'codes',
    summary: 'One generation record: its card, its progress and how many of its codes are activated or locked.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  codes: endpoint<{ params: typeof C.CodeTaskParams; query: typeof C.CodesQuery; response: typeof C.CodesResponse }>({
    method: 'GET',
    path: '/api/codes/records/:taskId/codes',
    access: 'user',
    scope: 'codes',
    summary: "A generation record's codes, found by code or account and by status; each page shown is recorded.",
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  startExport: endpoint<{ params: typeof C.CodeTaskParams; body: typeof X.ExportCodesRequest; response: typeof X.ExportCodesResponse }>({
    method: 'POST',
    path: '/api/codes/records/:taskId/export',
    access: 'user',
    scope: 'codes',
    idempotent: true,
    summary: "Starts exporting a generation record's codes as a CSV, TXT, XLSX or PDF file in the caller's language and time zone (a task).",
    errors: [E.ORDER_ACCESS_DENIED, E.TASK_ALREADY_PROCESSING],
  }),
  exportFile: endpoint<{ params: typeof X.CodeExportParams; response: false }>({
    method: 'GET',
    path: '/api/codes/exports/:id',
    access: 'user',
    scope: 'codes',
    summary: "A finished export's file, to its owner only, until it expires.",
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  redeem: endpoint<{ body: typeof C.RedeemRequest; response: typeof C.RedeemResponse }>({
    method: 'POST',
    path: '/api/redeem',
    access: 'public',
    summary: 'Redeems an activation code for a client account or a device, limited per address.',
    errors: [
      E.OPERATION_TOO_FREQUENT,
      E.CODE_ALREADY_USED,
      E.OPERATION_DENIED,
      E.CLIENT_ACCOUNT_NOT_FOUND,
      E.RECHARGE_NOT_SUPPORTED_FOR_BRAND,
      E.RECHARGE_UNTIL_PLAN_EXPIRES,
      E.CLIENT_ACCOUNT_NOT_EXPIRED,
      E.SESSION_PRODUCT_REQUIRED,
      E.SESSION_PRODUCTS_OVER_LIMIT,
    ],
  }),
};
