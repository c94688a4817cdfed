// Online and crypto payment calls (spec sections 1, 2, 5, 7 and 9; design/payments.md). The spec
// names POST /api/order/payment/pay/v2 (60 s time-out); the others follow its style. What is paid is
// an order (orderId) or a VCoin purchase (topUpId): exactly one of them. A payment attempt holds one
// try with one method; only the provider's verified webhook (or its status query) pays it. Every
// call is scoped to the payer: another user's order, top-up or attempt is 150004.
import { z } from 'zod';
import { CRYPTO_CHAINS, CRYPTO_TOKENS, ID_TYPE_CODES, PAYMENT_METHODS, PAYMENT_PROVIDERS } from '../payments';
import { ORDER_STATUSES, PAYMENT_TYPES } from '../constants';
import { boundedAmount } from './amounts';
import { Page, PageRequest } from './envelope';
import { requiredText } from './cards';
import { PAYMENT_ATTEMPT_STATUSES } from './orders';

const REQUIRED = { error: 'validation.required' } as const;
const TOO_LONG = { error: 'validation.tooLong' } as const;

/** What is being paid: an order, or a VCoin purchase (a top-up bought online or with crypto). */
export const Payable = z
  .object({ orderId: z.uuid().nullish(), topUpId: z.uuid().nullish() })
  .refine((value) => Boolean(value.orderId) !== Boolean(value.topUpId), { error: 'validation.required', path: ['orderId'] });
export type Payable = z.input<typeof Payable>;

/** Attempt statuses (contract/orders PAYMENT_ATTEMPT_STATUSES). */
export const ATTEMPT_STATUSES = PAYMENT_ATTEMPT_STATUSES;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

// --- Options and quote --------------------------------------------------------------------------

/** GET /api/payment/options?orderId= | ?topUpId=: what can be used to pay it. */
export const PaymentOptionsQuery = Payable;

/** GET /api/payment/types: the payment types this platform can take now (online and crypto only while a provider of theirs is on). */
export const PaymentTypesResponse = z.object({ paymentTypes: z.array(z.enum(PAYMENT_TYPES)) });
export type PaymentTypesResponse = z.infer<typeof PaymentTypesResponse>;
export const PaymentMethodOption = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** The currencies the method takes that have a rate today. */
  currencies: z.array(z.string()),
  /** Billing fields the method asks (domain METHOD_FIELDS). */
  fields: z.array(z.string()),
});
export type PaymentMethodOption = z.infer<typeof PaymentMethodOption>;

export const PaymentOptions = z.object({
  orderId: z.string().nullable(),
  topUpId: z.string().nullable(),
  /** Order number or top-up reference. */
  reference: z.string(),
  /** What is due: in the order's currency (VCOIN for a top-up). */
  amount: z.string(),
  currency: z.string(),
  /** The due in VCoin at today's rate: what the payment must bring once converted and less its fee. */
  vcoinDue: z.string(),
  /** ONLINE or CRYPTO: the order's payment type (a top-up takes both). */
  types: z.array(z.enum(['ONLINE', 'CRYPTO'])),
  methods: z.array(PaymentMethodOption),
  crypto: z.object({ chains: z.array(z.enum(CRYPTO_CHAINS)), tokens: z.array(z.enum(CRYPTO_TOKENS)) }),
  /** The banks of BANK_TRANSFER per currency. */
  banks: z.record(z.string(), z.array(z.string())),
  /** The attempt still running, if any (a new one with another method answers -5 until it is cancelled). */
  current: z.lazy(() => PaymentAttemptView).nullable(),
  /** The pay-by deadline of the order; null for a top-up. */
  payBy: z.string().nullable(),
});
export type PaymentOptions = z.infer<typeof PaymentOptions>;

/** POST /api/payment/quote: the amount to pay with a method and currency, its fee and the VCoin it makes. */
export const PaymentQuoteRequest = Payable.and(
  z.object({
    method: z.enum(PAYMENT_METHODS).nullish(),
    /** The payment currency (USDT or USDC for crypto): 99991 when absent. */
    currency: z.string().trim().toUpperCase().max(8).nullish(),
  }),
);
export type PaymentQuoteRequest = z.input<typeof PaymentQuoteRequest>;

export const PaymentQuote = z.object({
  method: z.enum(PAYMENT_METHODS),
  currency: z.string(),
  /** What the buyer pays in the payment currency, fee included. */
  amount: z.string(),
  fee: z.string(),
  /** The fee's maximum in this currency (spec: "a maximum shown per currency"); null when uncapped. */
  feeMax: z.string().nullable(),
  /** The VCoin the payment makes once converted and less the fee. */
  vcoin: z.string(),
  /** Units of the payment currency per USD: send it back with the payment (150043 when it changed). */
  rate: z.string(),
  /** The per-transaction limit in this currency (140068 above it); null when none. */
  limit: z.string().nullable(),
});
export type PaymentQuote = z.infer<typeof PaymentQuote>;

// --- Paying ----------------------------------------------------------------------------------------

const name = z.string().trim().max(60, TOO_LONG);
/** Billing details; which ones are required depends on the method (99993, 99994, 99995, 99996 on the server). */
export const Billing = z.object({
  firstName: name.nullish(),
  lastName: name.nullish(),
  idType: z.enum(ID_TYPE_CODES as [string, ...string[]]).nullish(),
  idNumber: z.string().trim().max(32, TOO_LONG).nullish(),
  email: z.string().trim().max(120, TOO_LONG).nullish(),
  phoneCountry: z.string().trim().max(4, TOO_LONG).nullish(),
  phoneArea: z.string().trim().max(5, TOO_LONG).nullish(),
  phoneNumber: z.string().trim().max(15, TOO_LONG).nullish(),
  zipCode: z.string().trim().max(12, TOO_LONG).nullish(),
  street: z.string().trim().max(80, TOO_LONG).nullish(),
  streetNumber: z.string().trim().max(10, TOO_LONG).nullish(),
  neighbourhood: z.string().trim().max(60, TOO_LONG).nullish(),
  city: z.string().trim().max(60, TOO_LONG).nullish(),
  region: z.string().trim().max(40, TOO_LONG).nullish(),
  /** PREPAID_CARD only: sent to the provider, never stored (the attempt keeps the last 4 digits). */
  cardNumber: z.string().trim().max(24, TOO_LONG).nullish(),
  pin: z.string().trim().max(12, TOO_LONG).nullish(),
  bank: z.string().trim().max(60, TOO_LONG).nullish(),
});
export type Billing = z.input<typeof Billing>;

/**
 * POST /api/order/payment/pay/v2: starts an attempt with the provider of the method; Idempotency-Key
 * required. 99992 without a method, 99991 without a currency, 140064 when the method does not take
 * it, 140068 over the limit, 150043 when the rate changed since the quote, -5 while another attempt
 * runs. Answers the attempt with what the screen needs.
 */
export const PayOnlineRequest = Payable.and(
  z.object({
    method: z.enum(PAYMENT_METHODS).nullish(),
    currency: z.string().trim().toUpperCase().max(8).nullish(),
    /** The quote's rate. */
    rate: requiredText(24),
    billing: Billing.default({}),
    /** Crypto only. */
    chain: z.enum(CRYPTO_CHAINS).nullish(),
  }),
);
export type PayOnlineRequest = z.input<typeof PayOnlineRequest>;

/** What the buyer's screen needs, by kind. */
export const PaymentInstructions = z.discriminatedUnion('kind', [
  /** The card checkout frame (Onerway's protocol): the page embeds checkoutUrl with the transaction id. */
  z.object({ kind: z.literal('CARD_FRAME'), transactionId: z.string(), checkoutUrl: z.string(), environment: z.enum(['sandbox', 'production']) }),
  z.object({ kind: z.literal('PIX'), brCode: z.string() }),
  z.object({ kind: z.literal('BOLETO'), line: z.string(), formattedLine: z.string(), barcode: z.string(), dueDate: z.string(), documentUrl: z.string() }),
  /** tpaga and other local payment codes: a URL shown as a QR code and a link. */
  z.object({ kind: z.literal('PAYMENT_CODE'), url: z.string(), token: z.string() }),
  /** E-wallet, PayPal, online bank transfer: the approval page to send the buyer to. */
  z.object({ kind: z.literal('REDIRECT'), url: z.string() }),
  /** The provider answers later (a prepaid card checked by its issuer). */
  z.object({ kind: z.literal('PENDING') }),
  z.object({
    kind: z.literal('CRYPTO'),
    chain: z.enum(CRYPTO_CHAINS),
    token: z.enum(CRYPTO_TOKENS),
    address: z.string(),
    /** The exact amount to send (2 decimals): it identifies the payment. */
    amount: z.string(),
    decimals: z.number().int(),
    confirmationsRequired: z.number().int(),
    /** The token's contract where the chain is watched by contract (EVM, Tron): the QR's payment request names it. */
    contract: z.string().optional(),
  }),
]);
export type PaymentInstructions = z.infer<typeof PaymentInstructions>;

export const CryptoTransferView = z.object({
  txHash: z.string(),
  chain: z.enum(CRYPTO_CHAINS),
  token: z.enum(CRYPTO_TOKENS),
  amount: z.string(),
  confirmations: z.number().int(),
  /** COUNTING, CREDITED, REVIEW (wrong chain or no attempt of its own). */
  status: z.enum(['COUNTING', 'CREDITED', 'REVIEW']),
  late: z.boolean(),
  at: z.string(),
});
export type CryptoTransferView = z.infer<typeof CryptoTransferView>;

/** One payment attempt as its payer sees it (GET /api/payment/attempt/{id}; the answer of pay/v2). */
export const PaymentAttemptView = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  topUpId: z.string().nullable(),
  reference: z.string(),
  type: z.enum(['ONLINE', 'CRYPTO']),
  method: z.enum(PAYMENT_METHODS),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(ATTEMPT_STATUSES),
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** Crypto only: the 0.01 steps added to the quote's amount so this payment's amount is told apart from others of the same price on the same address (part of `amount`). */
  mark: z.string().optional(),
  /** VCoin the quote promised; what was credited once settled. */
  vcoin: z.string(),
  received: z.string(),
  vcoinCredited: z.string(),
  rate: z.string(),
  instructions: PaymentInstructions,
  expiresAt: z.string().nullable(),
  /** A failure's reason from the provider (insufficient funds ...). */
  failure: z.string().nullable(),
  transfers: z.array(CryptoTransferView),
  /** The order's status now (null for a top-up): the screens turn to success when it is paid. */
  orderStatus: z.enum(ORDER_STATUSES).nullable(),
  createdAt: z.string(),
});
export type PaymentAttemptView = z.infer<typeof PaymentAttemptView>;

export const AttemptParams = z.object({ id: z.uuid() });
/** POST /api/payment/webhook/{provider}: a provider's webhook, its raw body verified by the provider's adapter. */
export const WebhookParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });
/** GET /api/payment/attempt/current?orderId= | ?topUpId=: the latest attempt (the method pages know only the order). 150004 when none. */
export const CurrentAttemptQuery = Payable;

/** POST /api/payment/attempt/{id}/cancel: gives up a waiting attempt (money that still arrives on it is credited, never lost). */

/** POST /api/payment/card/{id}/result: what the checkout frame reported (informational: only the webhook pays). */
export const CardResultRequest = z.object({ status: z.enum(['S', 'F', 'R', 'U']), message: z.string().max(200).nullish() });
export type CardResultRequest = z.infer<typeof CardResultRequest>;

// --- Buying VCoin online or with crypto ------------------------------------------------------------

/** POST /api/vcoin/purchase: a VCoin purchase (a top-up of its own, with a reference); then pay/v2 with its topUpId. Idempotency-Key required. */
export const VcoinPurchaseRequest = z.object({
  amount: boundedAmount(z.string(REQUIRED).trim().min(1, REQUIRED).max(24, TOO_LONG)),
  channel: z.enum(['ONLINE', 'CRYPTO']),
});
export type VcoinPurchaseRequest = z.input<typeof VcoinPurchaseRequest>;

// --- The operator -------------------------------------------------------------------------------

/** GET /api/ops/payments: every attempt, newest first. */
export const OpsPaymentsQuery = PageRequest.extend({
  status: z.enum(ATTEMPT_STATUSES).optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
});
export type OpsPaymentsQuery = z.input<typeof OpsPaymentsQuery>;

export const OpsPaymentRow = PaymentAttemptView.omit({ instructions: true, transfers: true }).extend({
  payer: z.object({ uid: z.string(), nickname: z.string() }),
  providerRef: z.string().nullable(),
});
export type OpsPaymentRow = z.infer<typeof OpsPaymentRow>;
export const OpsPaymentsResponse = Page(OpsPaymentRow);
export type OpsPaymentsResponse = z.infer<typeof OpsPaymentsResponse>;

/** A provider event as received: stored once, verified or rejected, and what it did. */
export const ProviderEventView = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  eventId: z.string().nullable(),
  kind: z.string(),
  /** APPLIED, DUPLICATE (seen before: nothing moved), IGNORED (nothing to do), REJECTED (bad signature or body). */
  outcome: z.enum(['APPLIED', 'DUPLICATE', 'IGNORED', 'REJECTED']),
  detail: z.string().nullable(),
  attemptId: z.string().nullable(),
  /** How many times the provider sent it (redeliveries move nothing). */
  deliveries: z.number().int(),
  receivedAt: z.string(),
});
export type ProviderEventView = z.infer<typeof ProviderEventView>;

/** A ledger movement an attempt caused: settlement into VCoin, order payment, chargeback, refund. */
export const SettlementView = z.object({ transactionId: z.string(), type: z.string(), amount: z.string(), at: z.string() });

/** GET /api/ops/payments/{id}: the attempt with its provider events and its ledger movements. */
export const OpsPaymentDetail = OpsPaymentRow.extend({
  instructions: PaymentInstructions,
  transfers: z.array(CryptoTransferView),
  events: z.array(ProviderEventView),
  settlements: z.array(SettlementView),
});
export type OpsPaymentDetail = z.infer<typeof OpsPaymentDetail>;

/** GET /api/ops/payments/events: every provider event received, newest first. */
export const OpsEventsQuery = PageRequest.extend({ outcome: z.enum(['APPLIED', 'DUPLICATE', 'IGNORED', 'REJECTED']).optional() });
export const OpsEventsResponse = Page(ProviderEventView);
export type OpsEventsResponse = z.infer<typeof OpsEventsResponse>;

/** POST /api/ops/orders/{id}/refund: refunds a paid order the way it was paid (VCoin back to the wallet, or the provider's refund). Idempotency-Key required. */
export const OpsRefundRequest = z.object({ reason: requiredText(200) });
export type OpsRefundRequest = z.input<typeof OpsRefundRequest>;
/**
 * What a refund answers: REFUND when it is done (VCoin back to the wallet), REFUND_REQUESTED when the
 * provider was asked to give the money back and its confirmation (a webhook) will finish it.
 */
export const OpsRefundResponse = z.object({ orderId: z.string(), status: z.enum(['REFUND', 'REFUND_REQUESTED']) });
export type OpsRefundResponse = z.infer<typeof OpsRefundResponse>;

/** A crypto transfer that matched no attempt (wrong chain, unknown amount): kept for the operator, never lost. */
export const OpsCryptoReview = CryptoTransferView.extend({ id: z.string(), address: z.string(), resolvedTo: z.string().nullable() });
export const OpsCryptoReviewResponse = Page(OpsCryptoReview);
export type OpsCryptoReviewResponse = z.infer<typeof OpsCryptoReviewResponse>;
/** POST /api/ops/crypto/review/{id}/credit: credits a reviewed transfer to a user's wallet as VCoin. Idempotency-Key required. */
export const CreditReviewRequest = z.object({ uid: requiredText(20) });
export type CreditReviewRequest = z.input<typeof CreditReviewRequest>;
export const CryptoReviewParams = z.object({ id: z.uuid() });
/** The reviewed transfer, now credited. */
export const CreditReviewResponse = z.object({ id: z.string(), status: z.literal('CREDITED') });

/** What a chargeback left a seller owing (their wallet could not give it all back). */
export const OpsDebt = z.object({
  id: z.string(),
  user: z.object({ uid: z.string(), nickname: z.string() }),
  orderId: z.string(),
  orderNo: z.string(),
  amount: z.string(),
  at: z.string(),
});
export const OpsDebtsResponse = Page(OpsDebt);
export type OpsDebtsResponse = z.infer<typeof OpsDebtsResponse>;
