import * as O from '../contract/orders';
import { bindSchemas } from './endpoint';
import { ordersDevEndpoints } from './orders-dev';

export const ordersDevSchemas = bindSchemas(ordersDevEndpoints, {
  expire: { body: O.ExpireOrdersRequest, response: O.ExpireOrdersResponse },
});
