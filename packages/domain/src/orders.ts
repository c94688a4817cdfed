// How an order moves (spec section 4; design/domain.md "Orders", design/payments.md "Orders and
// payment attempts"). The one transition table: the server's compare-and-set refuses any move not
// in it (130086), and the panel shows only the buttons it allows.
import type { OrderStatus, PaymentType } from './constants';

/** The payment types the platform takes (all four of the spec). */
export const PAYMENT_TYPES_ENABLED = ['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'] as const satisfies readonly PaymentType[];

/** The payment types the order sheet offers for a listing: its methods the platform takes, in the listing's order. */
export const orderPaymentTypes = (listingMethods: readonly string[]): PaymentType[] =>
  (listingMethods as PaymentType[]).filter((type) => (PAYMENT_TYPES_ENABLED as readonly PaymentType[]).includes(type));

/** Offline bank transfers are in USD only (spec section 9). */
export const OFFLINE_CURRENCY = 'USD';

/**
 * The currencies an order of a listing can be paid in with `type`: the listing's payment
 * currencies that need no conversion (its own currency, until exchange rates exist), and USD only
 * for an offline bank transfer. The server refuses any other with 140002.
 */
export function orderPaymentCurrencies(listing: { currency: string; paymentCurrencies: readonly string[] }, type: PaymentType | null): string[] {
  return listing.paymentCurrencies.filter((currency) => currency === listing.currency && (type !== 'OFFLINE' || currency === OFFLINE_CURRENCY));
}

/** Who moved an order: its buyer, its seller, or the system (the pay-by sweep, a provider notice). */
export const ORDER_ACTORS = ['BUYER', 'SELLER', 'SYSTEM'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Why an order moved, recorded on its event (the history the order screens show). */
export const ORDER_EVENT_REASONS = [
  'CREATED',
  'BUYER_CANCELLED',
  'SELLER_CANCELLED',
  'PAY_BY_PASSED',
  'VOUCHER_UPLOADED',
  'VOUCHER_REJECTED',
  'VOUCHER_CONFIRMED_PART',
  'VOUCHER_CONFIRMED',
  'CONFIRMED_WITHOUT_VOUCHER',
  'PAYMENT_STARTED',
  'PAYMENT_FAILED',
  'PAYMENT_SUCCEEDED',
  'RETRY',
  'DELIVERED',
  'CHARGEBACK',
  'REFUND',
] as const;
export type OrderEventReason = (typeof ORDER_EVENT_REASONS)[number];

/**
 * Every legal move, from -> to. WAITINGPAYMENT is also where a partly paid offline order waits for
 * more. PAYMENTSUCCESS -> DELIVERED is the delivery in the paying transaction; DELIVERING is for a
 * delivery that runs later. CHARGEBACK and REFUND follow money that came back.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  WAITINGPAYMENT: ['PAYING', 'CONFIRMINGPAYMENT', 'PAYMENTSUCCESS', 'CANCELLED'],
  // PAYING -> WAITINGPAYMENT: the running attempt expired or the buyer gave it up.
  PAYING: ['PAYMENTSUCCESS', 'PAYMENTFAILED', 'WAITINGPAYMENT', 'CANCELLED'],
  PAYMENTFAILED: ['WAITINGPAYMENT', 'PAYING', 'CONFIRMINGPAYMENT', 'PAYMENTSUCCESS', 'CANCELLED'],
  CONFIRMINGPAYMENT: ['WAITINGPAYMENT', 'PAYMENTSUCCESS'],
  PAYMENTSUCCESS: ['DELIVERING', 'DELIVERED', 'REFUND'],
  DELIVERING: ['DELIVERED', 'REFUND'],
  DELIVERED: ['CHARGEBACK', 'REFUND'],
  CANCELLED: [],
  CHARGEBACK: [],
  REFUND: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Statuses the order list shows under "completed"; every other status is "in progress". */
export const COMPLETED_ORDER_STATUSES = ['DELIVERED', 'CANCELLED', 'CHARGEBACK', 'REFUND'] as const satisfies readonly OrderStatus[];
export const ORDER_TABS = ['IN_PROGRESS', 'COMPLETED'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const isCompletedOrder = (status: OrderStatus): boolean => (COMPLETED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** Statuses that still wait for the buyer's money: the pay-by deadline applies to them while nothing is paid. */
export const AWAITING_PAYMENT_STATUSES = ['WAITINGPAYMENT', 'PAYMENTFAILED'] as const satisfies readonly OrderStatus[];

/** Statuses of an order not yet paid in full that holds its units: what the cap on a buyer's unpaid units in a store counts. */
export const UNPAID_ORDER_STATUSES = [...AWAITING_PAYMENT_STATUSES, 'PAYING', 'CONFIRMINGPAYMENT'] as const satisfies readonly OrderStatus[];

/** What an order's facts allow: the status, the amounts (integer minor units) and the vouchers waiting. */
export type OrderFacts = { status: OrderStatus; paymentType: PaymentType; paidMinor: bigint; dueMinor: bigint; vouchersWaiting: number };

/**
 * The buyer may cancel while nothing is paid and no voucher waits for the seller (140007 otherwise):
 * money that may be on its way is never walked away from.
 */
export const canBuyerCancel = (o: OrderFacts): boolean =>
  (AWAITING_PAYMENT_STATUSES as readonly OrderStatus[]).includes(o.status) && o.paidMinor === 0n && o.vouchersWaiting === 0;

/** The pay-by sweep cancels exactly what the buyer could cancel. */
export const isExpirable = canBuyerCancel;

/**
 * The seller may cancel an unpaid order too, with a reason the buyer reads: the same orders as the
 * buyer (a voucher waiting is confirmed or rejected first; an order being paid online is left to its attempt).
 */
export const canSellerCancel = canBuyerCancel;

/**
 * Past its pay-by deadline an order with nothing paid takes no more money (no voucher, no payment
 * attempt): it waits for the sweep. A part-paid order has no deadline (the seller settles it).
 */
export const payByPassed = (o: { payBy: Date; paidMinor: bigint }, now: Date): boolean => o.paidMinor === 0n && o.payBy.getTime() <= now.getTime();

/** Longest reason a seller gives for cancelling an unpaid order. */
export const SELLER_CANCEL_REASON_MAX = 200;

/** The least time a rejected voucher gives the buyer to send another, however little was left when it was sent. */
export const VOUCHER_REJECT_MIN_HOURS = 2;
/** No rejection moves the pay-by past the order's creation plus this many pay-by periods. */
export const ORDER_HOLD_MAX_PERIODS = 3;

/**
 * The pay-by deadline after a rejected voucher. The clock stood still while the seller looked: the
 * buyer gets back the time that was left when the voucher was sent (at least
 * VOUCHER_REJECT_MIN_HOURS, at most one pay-by period), from the rejection on. Never earlier than
 * the deadline the order had, and never past creation + ORDER_HOLD_MAX_PERIODS periods, so
 * rejected vouchers cannot hold the seller's units for ever (past that bound the sweep takes it).
 */
export function payByAfterRejection({
  payBy,
  createdAt,
  voucherSentAt,
  now,
  payWithinHours,
}: {
  payBy: Date;
  createdAt: Date;
  voucherSentAt: Date;
  now: Date;
  payWithinHours: number;
}): Date {
  const hour = 3_600_000;
  const period = payWithinHours * hour;
  const left = Math.min(period, Math.max(VOUCHER_REJECT_MIN_HOURS * hour, payBy.getTime() - voucherSentAt.getTime()));
  const bound = createdAt.getTime() + ORDER_HOLD_MAX_PERIODS * period;
  return new Date(Math.max(payBy.getTime(), Math.min(now.getTime() + left, bound)));
}

/** A buyer can send a voucher (another, after a rejection or a part payment) while an offline order still has a due balance. */
export const canUploadVoucher = (o: OrderFacts): boolean =>
  o.paymentType === 'OFFLINE' && o.dueMinor > 0n && (['WAITINGPAYMENT', 'PAYMENTFAILED', 'CONFIRMINGPAYMENT'] as OrderStatus[]).includes(o.status);

/** The seller can confirm an offline order's payment (with or without a voucher: the latter with the spec's warning) while it is due. */
export const canSellerConfirm = (o: OrderFacts): boolean =>
  o.paymentType === 'OFFLINE' && o.dueMinor > 0n && (['WAITINGPAYMENT', 'PAYMENTFAILED', 'CONFIRMINGPAYMENT'] as OrderStatus[]).includes(o.status);

/** The seller's "confirm payment" without a voucher: only while no voucher waits for review (those are confirmed or rejected first). */
export const canConfirmWithoutVoucher = (o: OrderFacts): boolean => canSellerConfirm(o) && o.vouchersWaiting === 0;

/** A VCoin order can be paid from the wallet while it waits for payment with a due balance. */
export const canPayWithVcoin = (o: OrderFacts): boolean =>
  o.paymentType === 'VCOIN' && o.dueMinor > 0n && (AWAITING_PAYMENT_STATUSES as readonly OrderStatus[]).includes(o.status);

export const BUYER_ACTIONS = ['PAY', 'UPLOAD_VOUCHER', 'BANK_INFO', 'CANCEL', 'VIEW_VOUCHERS', 'VIEW_CARDS'] as const;
export type BuyerAction = (typeof BUYER_ACTIONS)[number];

/** The buttons the buyer's order screens offer, in the order they are shown. */
export function buyerActions(o: OrderFacts & { vouchers: number }): BuyerAction[] {
  const actions: BuyerAction[] = [];
  const awaiting = (AWAITING_PAYMENT_STATUSES as readonly OrderStatus[]).includes(o.status);
  if (o.paymentType === 'OFFLINE') {
    if (canUploadVoucher(o)) actions.push('BANK_INFO', 'UPLOAD_VOUCHER');
  } else if (awaiting || o.status === 'PAYING') actions.push('PAY');
  if (canBuyerCancel(o)) actions.push('CANCEL');
  if (o.vouchers > 0) actions.push('VIEW_VOUCHERS');
  // A charged back or refunded order was delivered: its cards stay to be seen, locked.
  if (o.status === 'DELIVERED' || o.status === 'CHARGEBACK' || o.status === 'REFUND') actions.push('VIEW_CARDS');
  return actions;
}

/** The pay-by countdown as the order list shows it: whole hours from one hour on ("5 h"), else whole minutes, at least one ("12 min"). */
export function payWithin(deadline: Date, now: Date): { unit: 'hours' | 'minutes'; value: number } | null {
  const ms = deadline.getTime() - now.getTime();
  if (ms <= 0) return null;
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes >= 60 ? { unit: 'hours', value: Math.floor(minutes / 60) } : { unit: 'minutes', value: minutes };
}
