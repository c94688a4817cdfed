// Development and tests only, served with the development mailbox on and to a caller on the same
// machine: lets a browser test see an order's pay-by time pass without waiting for it.
import type * as O from '../contract/orders';
import { endpoint } from './endpoint';

export const ordersDevEndpoints = {
  expire: endpoint<{ body: typeof O.ExpireOrdersRequest; response: typeof O.ExpireOrdersResponse }>({
    method: 'POST',
    path: '/__dev/orders/expire',
    access: 'dev',
    summary: 'Runs the pay-by sweep as of the time given; answers how many orders it cancelled.',
  }),
};
