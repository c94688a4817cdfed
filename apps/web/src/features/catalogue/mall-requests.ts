// The mall's calls, named once for catalogue-api.ts and for sending the first page's as soon as
// /mall opens (app/first-requests.ts).
import type { CardType } from '@panel/domain/constants';
import { mallEndpoints } from '@panel/domain/endpoints/mall';
import { PAGE_SIZE } from '../../components/page-size';
import { readOf, type ApiRead } from '../../lib/client-headers';

export type MallFilters = { keyword: string; type: CardType | ''; brand: string };

/** GET /api/product/mall/list: one page of the store I follow and its listings visible to me. */
export function mallListRead({ keyword, type, brand }: MallFilters, pageNum: number): ApiRead {
  return readOf(mallEndpoints.list, {
    query: { keyword: keyword || undefined, type: type || undefined, brand: brand || undefined, pageNum, pageSize: PAGE_SIZE },
  });
}

/** GET /api/product/mall/brands: the brands of the listings I see. */
export const MALL_BRANDS_READ = readOf(mallEndpoints.brands);
