// What the notification centre tells people, and through which channels. A kind is one thing a
// person can act on or wants to know; each is switchable per channel in the user's settings.

/** Seller's kinds first, then the buyer's. */
export const NOTIFICATION_KINDS = [
  'NEW_ORDER',
  'VOUCHER_TO_REVIEW',
  'ORDER_PAID',
  'MONEY_RETURNED',
  'LOW_STOCK',
  'FOLLOW_REQUEST',
  'ORDER_DELIVERED',
  'VOUCHER_REJECTED',
  'PAYMENT_FAILED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const SELLER_NOTIFICATION_KINDS = [
  'NEW_ORDER',
  'VOUCHER_TO_REVIEW',
  'ORDER_PAID',
  'MONEY_RETURNED',
  'LOW_STOCK',
  'FOLLOW_REQUEST',
] as const satisfies readonly NotificationKind[];
export const BUYER_NOTIFICATION_KINDS = ['ORDER_DELIVERED', 'VOUCHER_REJECTED', 'PAYMENT_FAILED'] as const satisfies readonly NotificationKind[];

export const NOTIFICATION_CHANNELS = ['INBOX', 'EMAIL', 'PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The inbox keeps this many entries per person; older ones go first. */
export const INBOX_KEEP = 200;
/** Push subscriptions one person may hold (one per browser or phone). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** A listing's low-stock threshold when the seller sets none, and the largest one allowed. */
export const LOW_STOCK_DEFAULT = 10;
export const LOW_STOCK_MAX = 1_000_000;

/** The panel screen a notification opens: the order (the seller's or the buyer's side), the card's stock, or the follow requests. */
export function notificationLink(kind: NotificationKind, subject: string, data: { cardId?: unknown }): string {
  switch (kind) {
    case 'NEW_ORDER':
    case 'VOUCHER_TO_REVIEW':
    case 'ORDER_PAID':
    case 'MONEY_RETURNED':
      return `/sale/orderDetail/${subject}`;
    case 'LOW_STOCK':
      return typeof data.cardId === 'string' ? `/stock/detail/${data.cardId}` : '/stock';
    case 'FOLLOW_REQUEST':
      return '/follower/requestList';
    case 'ORDER_DELIVERED':
    case 'VOUCHER_REJECTED':
    case 'PAYMENT_FAILED':
      return `/payment/detail/${subject}`;
  }
}
