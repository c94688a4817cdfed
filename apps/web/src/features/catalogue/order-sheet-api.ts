// The order call of the order sheet: POST /api/order/create with the submit's Idempotency-Key.
import { useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest } from '@panel/domain/contract/orders';
import { ordersEndpoints } from '@panel/domain/endpoints/orders';
import { api } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';
import { CATALOGUE_KEY } from './catalogue-api';
import { tracked } from '../../lib/analytics';

/** Every order answer of the panel lives under this key (the buyer's and the seller's lists, the to-dos). */
const ORDERS_KEY = ['orders'] as const;

/** One order to place. */
export type CreateOrderVariables = { body: CreateOrderRequest };

/**
 * POST /api/order/create: quiet, the sheet shows every refusal itself (140003 with the new price,
 * the purchase limits, the payment choices). While the server still handles the first request with
 * the key (-5) it is asked again with the same key. Placing an order changes the mall's stock and
 * the order lists.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMoneyCall(
    ({ body }: CreateOrderVariables, idempotencyKey) =>
      api.call(ordersEndpoints.create, { body, hide: true, headers: idempotencyHeaders(idempotencyKey) }).then(tracked('h5-order-created')),
    {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: [...CATALOGUE_KEY, 'mall'] });
        void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      },
    },
  );
}
