// The stock tab's call, named once for catalogue-api.ts and for sending its first page as soon as
// /stock opens or its tab is tapped (app/first-screen-requests.ts).
import type { StockSource } from '@panel/domain/contract/cards';
import { PAGE_SIZE } from '../../components/page-size';
import type { ApiRead } from '../../lib/client-headers';

/** GET /api/product/stock/list: one page of my cards, own and bought, with their counts. */
export function stockListRead(source: StockSource | '', pageNum: number): ApiRead {
  return { method: 'GET', path: '/api/product/stock/list', params: { source: source || undefined, pageNum, pageSize: PAGE_SIZE } };
}
