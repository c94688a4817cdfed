// The seller's side of orders (packages/domain/src/contract/orders.ts): the store's orders, one
// order with its vouchers, one voucher, and the four calls that move an order (confirm a voucher,
// reject it, confirm the payment without one, cancel it unpaid). Those carry the submit's Idempotency-Key, the same on
// every retry, and refresh every seller answer and the home to-dos once done.
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@panel/domain/constants';
import type {
  ConfirmOrderRequest,
  ConfirmVoucherRequest,
  OrderDetailResponse,
  OrderListResponse,
  RejectVoucherRequest,
  SellerCancelRequest,
  VoucherDetailResponse,
  VouchersResponse,
} from '@panel/domain/contract/orders';
import type { OrderTab } from '@panel/domain/orders';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { ORDER_TODO_KEY } from '../../shared/order-todos/order-todo-query';
import { api } from '../../lib/api-client';
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
      api.get<OrderListResponse>('/api/order/sale/list', {
        params: { tab, status, keyword: keyword || undefined, pageNum: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** GET /api/order/sale/detail/{id}: one order of the store, with its history. */
export const saleOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<OrderDetailResponse>(`/api/order/sale/detail/${id}`, { signal }),
  });

/** GET /api/order/sale/vouchers/{id}: the vouchers the buyer sent for one order. */
export const saleVouchersQuery = (id: string) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'vouchers', id],
    queryFn: ({ signal }) => api.get<VouchersResponse>(`/api/order/sale/vouchers/${id}`, { signal }),
  });

/** GET /api/order/sale/voucher/{voucherId}: one voucher with its order. */
export const saleVoucherQuery = (voucherId: string) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'voucher', voucherId],
    queryFn: ({ signal }) => api.get<VoucherDetailResponse>(`/api/order/sale/voucher/${voucherId}`, { signal }),
  });

/** The calls that move an order: the id it acts on and the body. */
export type MoveVariables<Body> = { id: string; body: Body };

/** A seller's move on an order: quiet (the screen shows a refusal at its field or as a warning), retried with the same key. */
function useSaleMove<Body>(path: (id: string) => string, event: AnalyticsEventName | null = null) {
  const queryClient = useQueryClient();
  return useMoneyCall(({ id, body }: MoveVariables<Body>, idempotencyKey) => api.post<unknown>(path(id), { json: body, hide: true, headers: idempotencyHeaders(idempotencyKey) }).then(tracked(event)), {
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: SALES_KEY }), queryClient.invalidateQueries({ queryKey: ORDER_TODO_KEY })]),
  });
}

/** POST /api/order/sale/voucher/{voucherId}/confirm: the amount received for this voucher. */
export const useConfirmVoucher = () => useSaleMove<ConfirmVoucherRequest>((voucherId) => `/api/order/sale/voucher/${voucherId}/confirm`, 'h5-order-delivered');

/** POST /api/order/sale/voucher/{voucherId}/reject: the reason the buyer will read. */
export const useRejectVoucher = () => useSaleMove<RejectVoucherRequest>((voucherId) => `/api/order/sale/voucher/${voucherId}/reject`);

/** POST /api/order/sale/confirm/{id}: the payment confirmed without a voucher (after the spec's warning). */
export const useConfirmOrder = () => useSaleMove<ConfirmOrderRequest>((orderId) => `/api/order/sale/confirm/${orderId}`, 'h5-order-delivered');

/** POST /api/order/sale/cancel/{id}: an unpaid order cancelled, with the reason the buyer will read. */
export const useCancelSaleOrder = () => useSaleMove<SellerCancelRequest>((orderId) => `/api/order/sale/cancel/${orderId}`);
