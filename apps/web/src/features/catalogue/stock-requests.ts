// The stock tab's call, named once for catalogue-api.ts and for sending its first page as soon as
// /stock opens or its tab is tapped (app/first-screen-requests.ts).
import type { StockSource } from '@panel/domain/contract/cards';
import { stockEndpoints } from '@panel/domain/endpoints/stock';
import { PAGE_SIZE } from '../../components/page-size';
import { readOf, type ApiRead } from '../../lib/client-headers';

/** GET /api/product/stock/list: one page of my cards, own and bought, with their counts. */
export function stockListRead(source: StockSource | '', pageNum: number): ApiRead {
  return readOf(stockEndpoints.list, { query: { source: source || undefined, pageNum, pageSize: PAGE_SIZE } });
}
