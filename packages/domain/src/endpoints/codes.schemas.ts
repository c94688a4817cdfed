import * as X from '../contract/code-export';
import * as C from '../contract/codes';
import { codesEndpoints } from './codes';
import { bindSchemas } from './endpoint';

export const codesSchemas = bindSchemas(codesEndpoints, {
  generate: { body: C.GenerateCodesRequest, response: C.GenerateCodesResponse },
  records: { query: C.CodeRecordsQuery, response: C.CodeRecordsResponse },
  record: { params: C.CodeTaskParams, response: C.CodeRecord },
  codes: { params: C.CodeTaskParams, query: C.CodesQuery, response: C.CodesResponse },
  startExport: { params: C.CodeTaskParams, body: X.ExportCodesRequest, response: X.ExportCodesResponse },
  exportFile: { params: X.CodeExportParams, response: false },
  redeem: { body: C.RedeemRequest, response: C.RedeemResponse },
});
