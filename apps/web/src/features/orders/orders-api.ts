// The buyer's order calls (packages/domain/src/contract/orders.ts): the orders list, one order, its
// snapshot, where to pay it, its vouchers and its cards; cancelling it and sending a voucher, each
// with the submit's Idempotency-Key. Every order answer lives under ['orders'], so a change
// refreshes the lists, the details and the to-dos at once.
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { UploadVoucherRequest } from '@panel/domain/contract/orders';
import { ordersEndpoints } from '@panel/domain/endpoints/orders';
import { paymentAccountsEndpoints } from '@panel/domain/endpoints/payment-accounts';
import { salesEndpoints } from '@panel/domain/endpoints/sales';
import type { OrderTab } from '@panel/domain/orders';
import { nextPageParam, PAGE_SIZE } from '../../components/paged-list';
import { api } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency';
import { useMoneyCall } from '../../lib/use-money-call';
import { tracked } from '../../lib/analytics';

export const ORDERS_KEY = ['orders'] as const;
const BUYER_KEY = [...ORDERS_KEY, 'buyer'] as const;
const page = { initialPageParam: 1, getNextPageParam: nextPageParam };

/** GET /api/order/list?tab=: my orders as a buyer, newest first. */
export const orderListQuery = (tab: OrderTab) =>
  infiniteQueryOptions({
    queryKey: [...BUYER_KEY, 'list', tab],
    queryFn: ({ pageParam, signal }) => api.call(ordersEndpoints.list, { query: { tab, pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    ...page,
    staleTime: 0,
  });

// The single-order reads are quiet: 150004 (not mine, or no such order) is a state of the screen.

/** GET /api/order/detail/{id}: the order in full, with the buttons it allows (`actions`). */
export const orderDetailQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...BUYER_KEY, 'detail', orderId],
    queryFn: ({ signal }) => api.call(ordersEndpoints.detail, { params: { id: orderId }, signal, hide: true }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/order/snapshot/{id}: the listing as it was bought. */
export const orderSnapshotQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...BUYER_KEY, 'snapshot', orderId],
    queryFn: ({ signal }) => api.call(ordersEndpoints.snapshot, { params: { id: orderId }, signal, hide: true }),
    staleTime: Infinity,
    retry: false,
  });

/** GET /api/order/bank-info/{id}: the seller's bank accounts and the payment reference; 21008 when the seller has none. */
export const bankInfoQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...BUYER_KEY, 'bank-info', orderId],
    queryFn: ({ signal }) => api.call(paymentAccountsEndpoints.bankInfo, { params: { id: orderId }, signal, hide: true }),
    retry: false,
  });

/** GET /api/order/vouchers/{id}: the order's vouchers, newest first. */
export const vouchersQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...BUYER_KEY, 'vouchers', orderId],
    queryFn: ({ signal }) => api.call(salesEndpoints.vouchers, { params: { id: orderId }, signal, hide: true }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/order/voucher/detail/{voucherId}: one voucher with its order. */
export const voucherDetailQuery = (voucherId: string) =>
  queryOptions({
    queryKey: [...BUYER_KEY, 'voucher', voucherId],
    queryFn: ({ signal }) => api.call(salesEndpoints.voucher, { params: { voucherId }, signal, hide: true }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/order/cards/{id}: the card numbers the order delivered. */
export const orderCardsQuery = (orderId: string) =>
  infiniteQueryOptions({
    queryKey: [...BUYER_KEY, 'cards', orderId],
    queryFn: ({ pageParam, signal }) =>
      api.call(ordersEndpoints.cards, { params: { id: orderId }, query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    ...page,
  });

/** GET /api/order/cards/{id}/all: every card number of the order, one a line (text/plain). */
export async function readAllCards(orderId: string): Promise<string> {
  // The answer is plain text, not the envelope: the table types it as unknown, asked for as a Blob here.
  const body = (await api.call(ordersEndpoints.allCards, { params: { id: orderId }, responseType: 'blob' })) as Blob;
  return (await body.text()).trim();
}

/** Refreshes every order answer (lists, details, vouchers, to-dos) after a move. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
}

/** POST /api/order/cancel/{id} with the submit's key (the same on every retry of it); answers the order. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const refresh = useRefreshOrders();
  return useMoneyCall(
    (orderId: string, idempotencyKey) => api.call(ordersEndpoints.cancel, { params: { id: orderId }, headers: idempotencyHeaders(idempotencyKey) }),
    {
      onSuccess: (order) => queryClient.setQueryData(orderDetailQuery(order.id).queryKey, order),
      // A refusal (140007: a voucher came meanwhile) changes what the order allows too.
      onSettled: () => refresh(),
    },
  );
}

/** One voucher to send. */
export type SendVoucherVariables = { orderId: string; body: UploadVoucherRequest };

/** POST /api/order/voucher/{id}: quiet, the form shows a refusal at its field (the amount) or under the files. */
export function useSendVoucher() {
  const refresh = useRefreshOrders();
  return useMoneyCall(
    ({ orderId, body }: SendVoucherVariables, idempotencyKey) =>
      api
        .call(salesEndpoints.sendVoucher, { params: { id: orderId }, body, hide: true, headers: idempotencyHeaders(idempotencyKey) })
        .then(tracked('h5-order-paid')),
    {
      // A refusal (130086: the order took another turn meanwhile) changes what the order allows too.
      onSettled: () => refresh(),
    },
  );
}
