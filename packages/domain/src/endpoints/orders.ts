// The buyer's orders: placing one, cancelling it, and reading their own orders, an order's
// snapshot, its delivered card numbers and the home screen's to-dos.
import type * as O from '../contract/orders';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const ordersEndpoints = {
  create: endpoint<{ body: typeof O.CreateOrderRequest; response: typeof O.OrderDetailResponse }>({
    method: 'POST',
    path: '/api/order/create',
    access: 'user',
    scope: 'orders',
    idempotent: true,
    summary: 'Places an order for a listing, holding its units until it is paid or its pay-by time passes.',
    errors: [
      E.PRODUCT_NOT_FOUND,
      E.INCORRECT_PRICE,
      E.INSUFFICIENT_STOCK,
      E.UNDER_PURCHASE_MINIMUM,
      E.OVER_PURCHASE_MAXIMUM,
      E.OVER_PAYMENT_LIMIT,
      E.PAYMENT_METHOD_REQUIRED,
      E.PAYMENT_CURRENCY_REQUIRED,
      E.CURRENCY_NOT_SUPPORTED,
      E.PAYMENT_METHOD_UNAVAILABLE,
    ],
  }),
  cancel: endpoint<{ params: typeof O.OrderParams; response: typeof O.OrderDetailResponse }>({
    method: 'POST',
    path: '/api/order/cancel/:id',
    access: 'user',
    idempotent: true,
    summary: 'Cancels an unpaid order of the caller; its units go back to the listing.',
    errors: [E.ORDER_ACCESS_DENIED, E.ORDER_NOT_CANCELLABLE],
  }),
  list: endpoint<{ query: typeof O.OrderListQuery; response: typeof O.OrderListResponse }>({
    method: 'GET',
    path: '/api/order/list',
    access: 'user',
    scope: 'orders',
    summary: "The caller's orders as a buyer, of one tab, newest first.",
  }),
  detail: endpoint<{ params: typeof O.OrderParams; response: typeof O.OrderDetailResponse }>({
    method: 'GET',
    path: '/api/order/detail/:id',
    access: 'user',
    scope: 'orders',
    summary: 'One order of the caller in full, with what it allows next.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  snapshot: endpoint<{ params: typeof O.OrderParams; response: typeof O.OrderSnapshotResponse }>({
    method: 'GET',
    path: '/api/order/snapshot/:id',
    access: 'user',
    scope: 'orders',
    summary: 'The listing as it was when the order was placed.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  cards: endpoint<{ params: typeof O.OrderParams; query: typeof O.OrderCardsQuery; response: typeof O.OrderCardsResponse }>({
    method: 'GET',
    path: '/api/order/cards/:id',
    access: 'user',
    scope: 'orders',
    summary: 'The card numbers an order delivered, page by page.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  allCards: endpoint<{ params: typeof O.OrderParams; response: false }>({
    method: 'GET',
    path: '/api/order/cards/:id/all',
    access: 'user',
    scope: 'orders',
    summary: 'Every card number an order delivered, as plain text, one a line.',
    errors: [E.ORDER_ACCESS_DENIED],
  }),
  todo: endpoint<{ response: typeof O.OrderTodoResponse }>({
    method: 'GET',
    path: '/api/order/todo',
    access: 'user',
    summary: "The caller's order to-dos: orders waiting for their payment, vouchers waiting for their review.",
  }),
};
