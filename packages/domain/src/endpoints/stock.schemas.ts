import * as C from '../contract/cards';
import { PageRequest } from '../contract/envelope';
import { bindSchemas } from './endpoint';
import { stockEndpoints } from './stock';

export const stockSchemas = bindSchemas(stockEndpoints, {
  list: { query: C.StockListQuery, response: C.StockCardsResponse },
  change: { body: C.StockChangeRequest, response: C.StockChangeResponse },
  detail: { params: C.CardParams, response: C.StockDetailResponse },
  units: { params: C.CardParams, query: C.StockUnitsQuery, response: C.StockUnitsResponse },
  movements: { params: C.CardParams, query: PageRequest, response: C.StockMovementsResponse },
});
