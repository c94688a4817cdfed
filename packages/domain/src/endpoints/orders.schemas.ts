import * as O from '../contract/orders';
import { bindSchemas } from './endpoint';
import { ordersEndpoints } from './orders';

export const ordersSchemas = bindSchemas(ordersEndpoints, {
  create: { body: O.CreateOrderRequest, response: O.OrderDetailResponse },
  cancel: { params: O.OrderParams, response: O.OrderDetailResponse },
  list: { query: O.OrderListQuery, response: O.OrderListResponse },
  detail: { params: O.OrderParams, response: O.OrderDetailResponse },
  snapshot: { params: O.OrderParams, response: O.OrderSnapshotResponse },
  cards: { params: O.OrderParams, query: O.OrderCardsQuery, response: O.OrderCardsResponse },
  allCards: { params: O.OrderParams, response: false },
  todo: { response: O.OrderTodoResponse },
});
