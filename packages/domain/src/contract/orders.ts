// Order calls (spec sections 2, 3, 4 and 9; design/domain.md "Orders"; design/payments.md "Orders and
// payment attempts"). The spec does not show them; they follow its style under /api/order/....
// Amounts are decimal strings on the wire (integer minor units underneath). An order that does not
// exist, or that is not the caller's to see (buyer calls: not theirs; seller calls: not their
// store's), is 150004 whatever the id. Every call that moves an order takes an Idempotency-Key.
import { z } from 'zod';
import { CARD_STATUSES, CARD_TYPES, LIMITS, ORDER_STATUSES, PAYMENT_TYPES } from '../constants';
import { ORDER_ACTORS, ORDER_EVENT_REASONS, ORDER_TABS, BUYER_ACTIONS, SELLER_CANCEL_REASON_MAX } from '../orders';
import { COUNT_MAX } from '../pricing';
import { currencyCode, optionalText, requiredIfMissing, requiredText } from './cards';
import { Page, PageRequest } from './envelope';
import { MallStore } from './mall';

const REQUIRED = { error: 'validation.required' } as const;
const TOO_LONG = { error: 'validation.tooLong' } as const;

/** A decimal amount on the wire ("12.50"); its rules (positive, at most the due ...) are checked in minor units. */
const amountText = z.string(REQUIRED).trim().min(1, REQUIRED).max(24, TOO_LONG);

/** Most files one voucher carries: up to 9 images, or exactly one PDF. */
export const VOUCHER_IMAGES_MAX = 9;
/** Longest rejection reason a seller can give. */
export const VOUCHER_REASON_MAX = 200;

export const VOUCHER_STATUSES = ['WAITING', 'CONFIRMED', 'REJECTED'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** The states of one payment attempt (design/payments.md): one try to pay an order. */
/** WAITING for the buyer or the provider; CONFIRMING (crypto seen, confirmations counting) and PARTIAL (underpaid) are still live; the rest are ends. */
export const PAYMENT_ATTEMPT_STATUSES = ['WAITING', 'CONFIRMING', 'PARTIAL', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'CANCELLED', 'CHARGEBACK', 'REFUNDED'] as const;
/** An attempt in one of these may still bring money (one per order or top-up at a time). */
export const LIVE_ATTEMPT_STATUSES = ['WAITING', 'CONFIRMING', 'PARTIAL'] as const satisfies readonly (typeof PAYMENT_ATTEMPT_STATUSES)[number][];
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const OrderParams = z.object({ id: z.uuid() });
export const VoucherParams = z.object({ voucherId: z.uuid() });

// --- Buyer ------------------------------------------------------------------------------------

/** POST /api/order/create (the order sheet of /goodDetail/{id}); Idempotency-Key required. */
export const CreateOrderRequest = z.object({
  listingId: z.uuid(requiredIfMissing),
  quantity: z.number(requiredIfMissing).int().min(1).max(COUNT_MAX),
  /** One of the listing's payment methods (99992 when absent, 140064 when the listing does not take it). */
  paymentType: z.enum(PAYMENT_TYPES).nullish(),
  /** One of the listing's payment currencies (99991 when absent, 140002 when the listing does not take it). */
  paymentCurrency: currencyCode.nullish(),
  /** The unit price the sheet showed; when given and the price is now another, 140003 (the buyer sees the new one). */
  expectedUnitPrice: z.string().trim().max(24).nullish(),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;
export type CreateOrder = z.output<typeof CreateOrderRequest>;

/** GET /api/order/list: the caller's orders as a buyer, newest first. */
export const OrderListQuery = PageRequest.extend({ tab: z.enum(ORDER_TABS).default('IN_PROGRESS') });
export type OrderListQuery = z.input<typeof OrderListQuery>;

const OrderParty = z.object({ id: z.string(), uid: z.string(), nickname: z.string(), avatar: z.string().nullable() });

/** One order in a list (/order, /sale/orderList). */
export const OrderItem = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  name: z.string(),
  picture: z.string(),
  quantity: z.number().int(),
  currency: z.string(),
  unitPrice: z.string(),
  amount: z.string(),
  paidAmount: z.string(),
  dueAmount: z.string(),
  createdAt: z.string(),
  /** The pay-by deadline while the order can still expire; null otherwise. */
  payBy: z.string().nullable(),
  /** A voucher of this order was rejected (the list's flag). */
  hasRejectedVoucher: z.boolean(),
  /** Vouchers waiting for the seller. */
  vouchersWaiting: z.number().int(),
  store: MallStore,
  /** The buyer (seller lists); the caller themself on buyer lists. */
  buyer: OrderParty,
});
export type OrderItem = z.infer<typeof OrderItem>;
export const OrderListResponse = Page(OrderItem);
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** One move of the order: the history on the detail screens. */
export const OrderEvent = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: z.enum(ORDER_ACTORS),
  reason: z.enum(ORDER_EVENT_REASONS),
  /** The seller's rejection reason, the amount confirmed ... */
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/** GET /api/order/detail/{id} (/payment/detail/{id}) and GET /api/order/sale/detail/{id} (/sale/orderDetail/{id}). */
export const OrderDetailResponse = OrderItem.extend({
  listingId: z.string(),
  card: z.object({ id: z.string(), type: z.enum(CARD_TYPES) }),
  paymentCurrency: z.string(),
  /** When it was paid in full, delivered, or cancelled. */
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Buyer: the buttons to show (domain buyerActions). Empty on the seller's view. */
  actions: z.array(z.enum(BUYER_ACTIONS)),
  /** Seller: whether "confirm payment" without a voucher is possible now (domain canConfirmWithoutVoucher). False on the buyer's view. */
  canConfirm: z.boolean(),
  /** Seller: whether "cancel this unpaid order" is possible now (domain canSellerCancel). False on the buyer's view. */
  canCancel: z.boolean(),
  /** The reason the seller gave when they cancelled the order (both views); null otherwise. */
  cancelReason: z.string().nullable(),
  vouchers: z.number().int(),
  /** Seller view: a voucher of this order carries a file identical to one sent on another order. */
  reusedVoucher: z.boolean(),
  events: z.array(OrderEvent),
});
export type OrderDetailResponse = z.infer<typeof OrderDetailResponse>;

/** GET /api/order/snapshot/{id} (/payment/snapshot/{id}): the listing as it was when bought, frozen on the order. */
export const OrderSnapshotResponse = z.object({
  orderId: z.string(),
  name: z.string(),
  picture: z.string(),
  description: z.string().nullable(),
  cardType: z.enum(CARD_TYPES),
  currency: z.string(),
  discount: z.string(),
  tiers: z.array(z.object({ minCount: z.number().int(), wholesalePrice: z.string(), retailPrice: z.string() })),
  maxPerPurchase: z.number().int().nullable(),
  takenAt: z.string(),
});
export type OrderSnapshotResponse = z.infer<typeof OrderSnapshotResponse>;

// --- Payment accounts (the seller's bank accounts for offline payment) --------------------------

/** The fields of a bank account (spec section 3, "Offline bank transfer details"). Bank and branch code: Hong Kong local transfers only. */
export const PaymentAccountRequest = z.object({
  recipientBank: requiredText(100),
  bankAddress: optionalText(200),
  recipientName: requiredText(100),
  recipientAddress: optionalText(200),
  recipientAccount: requiredText(64),
  swiftCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, { error: 'validation.swift' })
    .nullish()
    .transform((value) => (value ? value : null)),
  /** Hong Kong local transfers only: the 3-digit bank code and branch code. */
  hongKongLocal: z.boolean().default(false),
  bankCode: z
    .string()
    .trim()
    .regex(/^(\d{3})?$/, { error: 'validation.bankCode' })
    .nullish()
    .transform((value) => (value ? value : null)),
  branchCode: z
    .string()
    .trim()
    .regex(/^(\d{3})?$/, { error: 'validation.branchCode' })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type PaymentAccountRequest = z.input<typeof PaymentAccountRequest>;
export type PaymentAccountInput = z.output<typeof PaymentAccountRequest>;

export const PaymentAccount = z.object({
  id: z.string(),
  recipientBank: z.string(),
  bankAddress: z.string().nullable(),
  recipientName: z.string(),
  recipientAddress: z.string().nullable(),
  recipientAccount: z.string(),
  swiftCode: z.string().nullable(),
  hongKongLocal: z.boolean(),
  bankCode: z.string().nullable(),
  branchCode: z.string().nullable(),
});
export type PaymentAccount = z.infer<typeof PaymentAccount>;

/**
 * GET /api/store/payment-accounts: the caller's store's accounts, oldest first (at most
 * LIMITS.PAYMENT_ACCOUNTS_MAX: POST answers 21017 beyond). POST and PUT /{id} answer the account,
 * DELETE /{id} the accounts left; an id of another store's account, or an unknown one, is 404.
 * Bank and branch codes are required with hongKongLocal, and a param error (reason HONG_KONG_ONLY) without it.
 */
export const PaymentAccountsResponse = z.array(PaymentAccount).max(LIMITS.PAYMENT_ACCOUNTS_MAX);
export type PaymentAccountsResponse = z.infer<typeof PaymentAccountsResponse>;
export const PaymentAccountParams = z.object({ id: z.uuid() });

/** GET /api/order/bank-info/{id} (/bankInfo/{id}): where to send the money for this order. 21008 when the seller has no account. */
export const BankInfoResponse = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  /** The payment reference to write on the transfer. */
  reference: z.string(),
  currency: z.string(),
  dueAmount: z.string(),
  payBy: z.string().nullable(),
  accounts: z.array(PaymentAccount),
});
export type BankInfoResponse = z.infer<typeof BankInfoResponse>;

// --- Vouchers ---------------------------------------------------------------------------------

/**
 * POST /api/order/voucher/{id} (/voucherPayment/{id}); Idempotency-Key required; answers the Voucher.
 * Files that are not 1 to 9 of the caller's own 'voucher' uploads, or one PDF alone, are 4001 on
 * `files` with a reason (NONE and PDF_NOT_ALONE with rule validation.voucherRequired; TOO_MANY,
 * DUPLICATE, UNKNOWN_FILE); an amount breaking paymentAmountSchema is 4001 on `amount` with its rule;
 * an order that takes no voucher now (canUploadVoucher) is 130086.
 */
export const UploadVoucherRequest = z.object({
  /** Keys of files the caller uploaded (POST /api-auth/s3/upload/document/voucher): 1 to 9 images, or one PDF. */
  files: z
    .array(z.string().trim().min(1).max(200))
    .max(VOUCHER_IMAGES_MAX * 2)
    .default([]),
  /** The amount paid, optional: positive, at most the order amount and the due balance. */
  amount: amountText.nullish(),
});
export type UploadVoucherRequest = z.input<typeof UploadVoucherRequest>;

export const VoucherFile = z.object({ key: z.string(), contentType: z.string(), size: z.number().int() });

export const Voucher = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  files: z.array(VoucherFile),
  /** The amount the buyer reported, if any. */
  amount: z.string().nullable(),
  /** The amount the seller confirmed receiving. */
  receivedAmount: z.string().nullable(),
  rejectReason: z.string().nullable(),
  currency: z.string(),
  /** A file identical to one sent on another order: on the seller's calls only, always false on the buyer's. */
  reused: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Voucher = z.infer<typeof Voucher>;

/** GET /api/order/vouchers/{id} (/order/paymentVouchers/{id}; the seller's order screens use GET /api/order/sale/vouchers/{id}). */
export const VouchersResponse = z.array(Voucher);
export type VouchersResponse = z.infer<typeof VouchersResponse>;

/** GET /api/order/voucher/detail/{voucherId} (/order/voucherDetail/{id}) and GET /api/order/sale/voucher/{voucherId} (/sale/voucherOrderDetail/{id}). */
export const VoucherDetailResponse = Voucher.extend({ order: OrderItem });
export type VoucherDetailResponse = z.infer<typeof VoucherDetailResponse>;

/** GET /api/order/cards/{id} (/order/cardList/{id}): the units the order delivered, by card number. */
export const OrderCardsQuery = PageRequest.extend({});
/** A delivered card's number and its status now: LOCKED once a chargeback or refund of an order it passed through locked it. */
export const OrderCardsResponse = Page(z.object({ cardNumber: z.string(), status: z.enum(CARD_STATUSES) }));
export type OrderCardsResponse = z.infer<typeof OrderCardsResponse>;
/** GET /api/order/cards/{id}/all: every card number of the order, one per line (text/plain), for "copy all". */

/** POST /api/order/cancel/{id}: no body; Idempotency-Key required. Answers the order. */

// --- Seller -----------------------------------------------------------------------------------

/** GET /api/order/sale/list (/sale/orderList): the store's orders, newest first. keyword: an order number or the buyer's uid or nickname. */
export const SaleListQuery = PageRequest.extend({
  tab: z.enum(ORDER_TABS).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  keyword: z.string().trim().max(60, TOO_LONG).optional(),
});
export type SaleListQuery = z.input<typeof SaleListQuery>;

/**
 * POST /api/order/sale/voucher/{voucherId}/confirm; Idempotency-Key required. Answers the voucher with
 * its order (VoucherDetailResponse), as does .../reject. A voucher already decided, or an order that
 * cannot be confirmed now (canSellerConfirm), is 130086; receivedAmount follows paymentAmountSchema.
 */
export const ConfirmVoucherRequest = z.object({ receivedAmount: amountText });
export type ConfirmVoucherRequest = z.input<typeof ConfirmVoucherRequest>;

/** POST /api/order/sale/voucher/{voucherId}/reject; Idempotency-Key required. */
export const RejectVoucherRequest = z.object({ reason: requiredText(VOUCHER_REASON_MAX) });
export type RejectVoucherRequest = z.input<typeof RejectVoucherRequest>;

/**
 * POST /api/order/sale/confirm/{id}: the seller confirms payment without a voucher to review (the
 * spec's warning: the units are delivered whether or not the money came). Idempotency-Key required.
 */
export const ConfirmOrderRequest = z.object({ receivedAmount: amountText });
export type ConfirmOrderRequest = z.input<typeof ConfirmOrderRequest>;

/**
 * POST /api/order/sale/cancel/{id}: the seller cancels an unpaid order (canSellerCancel: nothing
 * paid, no voucher waiting, no payment running; 140007 otherwise) with a reason the buyer reads;
 * its units go back. Idempotency-Key required. Answers the order.
 */
export const SellerCancelRequest = z.object({ reason: requiredText(SELLER_CANCEL_REASON_MAX) });
export type SellerCancelRequest = z.input<typeof SellerCancelRequest>;

/** GET /api/order/todo: the home screen's to-dos (and the tab badge). */
export const OrderTodoResponse = z.object({
  /** The caller's orders (as buyer) waiting for their payment. */
  waitingPayment: z.number().int(),
  /** Vouchers on the caller's store's orders waiting for review. */
  vouchersToReview: z.number().int(),
  /** The caller's store's orders waiting for the buyer's payment with no voucher to review (the seller may confirm money received, or cancel). */
  storeOrdersWaitingPayment: z.number().int(),
  /** For a platform operator: VCoin top-ups waiting for review; 0 for everyone else. */
  topUpsToReview: z.number().int(),
  /** The caller's store's listed listings that take offline transfer while the store has no bank account (buyers are not offered it there). */
  offlineListingsWithoutAccount: z.number().int(),
});
export type OrderTodoResponse = z.infer<typeof OrderTodoResponse>;

/**
 * POST /__dev/orders/expire (development and tests only): runs the pay-by sweep as of `at`, so a
 * browser test sees a deadline pass without waiting for it; answers how many orders it cancelled.
 */
export const ExpireOrdersRequest = z.object({ at: z.iso.datetime() });
export const ExpireOrdersResponse = z.object({ cancelled: z.number().int() });
