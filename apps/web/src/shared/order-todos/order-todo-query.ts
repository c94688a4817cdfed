// The order to-dos more than one place reads: home's list, the home tab's badge and the seller's
// way into the store's orders from "me". Every screen that moves an order (a voucher sent, confirmed
// or rejected, an order paid or cancelled) refreshes it through ORDER_TODO_KEY.
import { queryOptions } from '@tanstack/react-query';
import type { OrderTodoResponse } from '@panel/domain/contract/orders';
import { api } from '../../lib/api-client';
import { ORDER_TODO_READ } from './order-todo-request';
import { isLive } from '../../lib/live-events';

export const ORDER_TODO_KEY = ['orders', 'todo'] as const;

/** GET /api/order/todo: background data; a failure only hides the to-dos and the badge. */
export const orderTodoQuery = queryOptions({
  queryKey: ORDER_TODO_KEY,
  queryFn: ({ signal }) => api.read<OrderTodoResponse>(ORDER_TODO_READ, { signal, hide: true }),
  staleTime: 0,
  // Every minute, unless the live stream brings its changes (app/live-updates.ts).
  refetchInterval: () => (isLive() ? false : 60_000),
});

/** What home lists as order to-dos: my orders waiting for my payment, and vouchers waiting for my review. */
export function orderTodoCount(todo: OrderTodoResponse | null | undefined): number {
  if (!todo) return 0;
  return todo.waitingPayment + todo.vouchersToReview;
}
