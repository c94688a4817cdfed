// The seller's side of orders (packages/domain/src/contract/orders.ts): the store's orders, one
// order with its vouchers, one voucher, and the four calls that move an order (confirm a voucher,
// reject it, confirm the payment without one, cancel it unpaid). Those carry the submit's Idempotency-Key, the same on
// every retry, and refresh every seller answer and the home to-dos once done.
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@panel/domain/constants';
import { salesEndpoints } from '@panel/domain/endpoints/sales';
import type { ConfirmOrderRequest, ConfirmVoucherRequest, RejectVoucherRequest, SellerCancelRequest } from '@panel/domain/contract/orders';
import type { OrderTab } from '@panel/domain/orders';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { ORDER_TODO_KEY } from '../../shared/order-todos/order-todo-query';
import { api, type CallOptions } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';
import type { AnalyticsEventName } from '@panel/domain/contract/analytics';
import { tracked } from '../../lib/analytics';

/** The first part of the cache key of every seller order answer. */
export const SALES_KEY = ['orders', 'sale'] as const;

export type SaleListFilter = { tab: OrderTab; status: OrderStatus | null; keyword: string };

/** GET /api/order/sale/list: the store's orders, newest first, page by page. */
export const saleListQuery = ({ tab, status, keyword }: SaleListFilter) =>
  infiniteQueryOptions({
    queryKey: [...SALES_KEY, 'list', tab, status, keyword],
    queryFn: ({ pageParam, signal }) =>
      api.call(salesEndpoints.saleList, {
        query: { tab, status: status ?? undefined, keyword: keyword || undefined, pageNum: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** GET /api/order/sale/detail/{id}: one order of the store, with its history. */
export const saleOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'detail', id],
    queryFn: ({ signal }) => api.call(salesEndpoints.saleDetail, { params: { id }, signal }),
  });

/** GET /api/order/sale/vouchers/{id}: the vouchers the buyer sent for one order. */
export const saleVouchersQuery = (id: string) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'vouchers', id],
    queryFn: ({ signal }) => api.call(salesEndpoints.saleVouchers, { params: { id }, signal }),
  });

/** GET /api/order/sale/voucher/{voucherId}: one voucher with its order. */
export const saleVoucherQuery = (voucherId: string) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'voucher', voucherId],
    queryFn: ({ signal }) => api.call(salesEndpoints.saleVoucher, { params: { voucherId }, signal }),
  });

/** The calls that move an order: the id it acts on and the body. */
export type MoveVariables<Body> = { id: string; body: Body };

/** How a move is sent: to the order or voucher `id`, with the body and the call's options. */
type SendMove<Body> = (id: string, body: Body, options: CallOptions) => Promise<unknown>;

/** A seller's move on an order: quiet (the screen shows a refusal at its field or as a warning), retried with the same key. */
function useSaleMove<Body>(send: SendMove<Body>, event: AnalyticsEventName | null = null) {
  const queryClient = useQueryClient();
  return useMoneyCall(
    ({ id, body }: MoveVariables<Body>, idempotencyKey) => send(id, body, { hide: true, headers: idempotencyHeaders(idempotencyKey) }).then(tracked(event)),
    {
      onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: SALES_KEY }), queryClient.invalidateQueries({ queryKey: ORDER_TODO_KEY })]),
    },
  );
}

/** POST /api/order/sale/voucher/{voucherId}/confirm: the amount received for this voucher. */
export const useConfirmVoucher = () =>
  useSaleMove(
    (voucherId, body: ConfirmVoucherRequest, options) => api.call(salesEndpoints.confirmVoucher, { params: { voucherId }, body, ...options }),
    'h5-order-delivered',
  );

/** POST /api/order/sale/voucher/{voucherId}/reject: the reason the buyer will read. */
export const useRejectVoucher = () =>
  useSaleMove((voucherId, body: RejectVoucherRequest, options) => api.call(salesEndpoints.rejectVoucher, { params: { voucherId }, body, ...options }));

/** POST /api/order/sale/confirm/{id}: the payment confirmed without a voucher (after the spec's warning). */
export const useConfirmOrder = () =>
  useSaleMove((id, body: ConfirmOrderRequest, options) => api.call(salesEndpoints.confirmOrder, { params: { id }, body, ...options }), 'h5-order-delivered');

/** POST /api/order/sale/cancel/{id}: an unpaid order cancelled, with the reason the buyer will read. */
export const useCancelSaleOrder = () =>
  useSaleMove((id, body: SellerCancelRequest, options) => api.call(salesEndpoints.cancelSale, { params: { id }, body, ...options }));
