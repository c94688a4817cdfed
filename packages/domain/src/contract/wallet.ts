// VCoin wallet calls (spec sections 1, 2, 5 and 9; design/payments.md "The VCoin ledger"). The spec
// shows only POST /api/order/payment/pay/wallet; the others follow its style under /api/vcoin/....
// VCoin amounts are decimal strings with 2 decimals on the wire, shown unformatted. Every call that
// moves VCoin takes an Idempotency-Key. A caller only ever sees their own wallet, records and top-ups.
import { z } from 'zod';
import { VCOIN_TX_TYPES } from '../constants';
import { TOP_UP_STATUSES } from '../wallet';
import { requiredIfMissing, requiredText } from './cards';
import { boundedAmount } from './amounts';
import { Page, PageRequest } from './envelope';
import { VOUCHER_IMAGES_MAX } from './orders';

const REQUIRED = { error: 'validation.required' } as const;
const TOO_LONG = { error: 'validation.tooLong' } as const;

/** A VCoin amount typed by the user ("12.5"); its rules (above zero, 2 decimals, the balance) are checked in cents. */
export const VcoinAmountText = boundedAmount(z.string(REQUIRED).trim().min(1, REQUIRED).max(24, TOO_LONG));
/** The 6-digit payment password (/me/vcoinPasswordSet); a wrong one is 1000064. */
export const PaymentPasswordText = z.string(REQUIRED).min(1, REQUIRED).max(32, TOO_LONG);
/** A user's public UID (digits). */
export const UidText = z.string(REQUIRED).trim().min(1, REQUIRED).max(20, TOO_LONG);

/** GET /api/vcoin/wallet: the caller's VCoin (the /me balance and the head of /me/VCoinList). */
export const WalletResponse = z.object({
  /** Posted balance. */
  balance: z.string(),
  /** What can be spent now: the balance less what is held for pending payments. */
  available: z.string(),
  /** Held for payments still pending (not spendable). */
  held: z.string(),
  /** Bought by bank transfer and waiting for the platform to confirm it (shown as pending). */
  incoming: z.string(),
  /** Whether the caller has a payment password; without one, wallet actions lead to /me/vcoinPasswordSet first. */
  hasPaymentPassword: z.boolean(),
});
export type WalletResponse = z.infer<typeof WalletResponse>;

/** GET /api/vcoin/records: the caller's records, newest first, filtered by type (the spec's seven). */
export const VcoinRecordsQuery = PageRequest.extend({ type: z.enum(VCOIN_TX_TYPES).optional() });
export type VcoinRecordsQuery = z.input<typeof VcoinRecordsQuery>;

export const VcoinParty = z.object({ uid: z.string(), nickname: z.string(), avatar: z.string().nullable() });
export type VcoinParty = z.infer<typeof VcoinParty>;

/** One record: one entry of the caller's wallet. */
export const VcoinRecord = z.object({
  id: z.string(),
  type: z.enum(VCOIN_TX_TYPES),
  /** Signed: "+12.50" credits, "-3.00" debits (plain decimals, the sign shows the direction). */
  amount: z.string(),
  /** The wallet's posted balance right after this record. */
  balanceAfter: z.string(),
  /** The other user of a transfer or an order payment; null for the platform. */
  counterparty: VcoinParty.nullable(),
  /** The order it paid or was paid by. */
  order: z.object({ id: z.string(), orderNo: z.string() }).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type VcoinRecord = z.infer<typeof VcoinRecord>;
export const VcoinRecordsResponse = Page(VcoinRecord);
export type VcoinRecordsResponse = z.infer<typeof VcoinRecordsResponse>;

export const VcoinRecordParams = z.object({ id: z.coerce.number().int().positive() });
/** GET /api/vcoin/records/{id}: a record's detail; another user's record is 150004. */
export const VcoinRecordDetail = VcoinRecord.extend({
  /** The ledger transaction, for support. */
  transactionId: z.string(),
});
export type VcoinRecordDetail = z.infer<typeof VcoinRecordDetail>;

/** GET /api/vcoin/recipient/{uid}: who a transfer would go to, shown before confirming; unknown (or oneself) is 130026. */
export const RecipientParams = z.object({ uid: UidText });
export const RecipientResponse = VcoinParty;
export type RecipientResponse = z.infer<typeof RecipientResponse>;

/** POST /api/vcoin/transfer: moves VCoin to another user; Idempotency-Key required (a double tap moves it once). */
export const TransferRequest = z.object({
  toUid: UidText,
  amount: VcoinAmountText,
  paymentPassword: PaymentPasswordText,
  note: z.string().trim().max(60, TOO_LONG).nullish(),
});
export type TransferRequest = z.input<typeof TransferRequest>;

/** The receipt of a transfer. */
export const TransferReceipt = z.object({
  recordId: z.string(),
  transactionId: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  to: VcoinParty,
  createdAt: z.string(),
});
export type TransferReceipt = z.infer<typeof TransferReceipt>;

// --- Paying an order with VCoin (/payment/vcoin/{id}) -------------------------------------------

export const OrderIdParams = z.object({ id: z.uuid() });

/** GET /api/order/payment/wallet/quote/{id}: the order's due converted to VCoin at today's rate. */
export const VcoinQuoteResponse = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  /** What is due, in the order's currency. */
  amount: z.string(),
  currency: z.string(),
  /** Units of the order's currency per VCoin (USD) used by this quote ("1" for USD). */
  rate: z.string(),
  /** What the payment takes from the wallet. */
  vcoinAmount: z.string(),
  available: z.string(),
  hasPaymentPassword: z.boolean(),
});
export type VcoinQuoteResponse = z.infer<typeof VcoinQuoteResponse>;

/**
 * POST /api/order/payment/pay/wallet: pays the order's due with VCoin at the quote's rate (150043 when
 * the rate changed since: quote again), with the payment password (1000064); 150009 without enough
 * VCoin. Idempotency-Key required. The order is paid and delivered in the same transaction.
 */
export const PayWithVcoinRequest = z.object({
  orderId: z.uuid(requiredIfMissing),
  rate: requiredText(24),
  paymentPassword: PaymentPasswordText,
});
export type PayWithVcoinRequest = z.input<typeof PayWithVcoinRequest>;

export const PayWithVcoinResponse = z.object({
  orderId: z.string(),
  vcoinAmount: z.string(),
  balanceAfter: z.string(),
  recordId: z.string(),
});
export type PayWithVcoinResponse = z.infer<typeof PayWithVcoinResponse>;

// --- Buying VCoin by bank transfer (/me/buyVCoin) -------------------------------------------------

/** GET /api/vcoin/topup/bank-info: the platform's bank account (offline transfers are in USD only); 21008 while none is set. */
export const PlatformBankInfo = z.object({
  currency: z.literal('USD'),
  recipientBank: z.string(),
  bankAddress: z.string(),
  recipientName: z.string(),
  recipientAddress: z.string(),
  recipientAccount: z.string(),
  swift: z.string(),
  /** Hong Kong local transfers only; null otherwise. */
  bankCode: z.string().nullable(),
  branchCode: z.string().nullable(),
});
export type PlatformBankInfo = z.infer<typeof PlatformBankInfo>;

/** POST /api/vcoin/topup: starts buying VCoin by bank transfer (USD, not zero); Idempotency-Key required. */
export const CreateTopUpRequest = z.object({ amount: VcoinAmountText });
export type CreateTopUpRequest = z.input<typeof CreateTopUpRequest>;

/** POST /api/vcoin/topup/{id}/voucher: the transfer's voucher, 1 to 9 images or one PDF (uploaded as source voucher); Idempotency-Key required. */
export const TopUpVoucherRequest = z.object({
  files: z
    .array(z.string().trim().min(1).max(200))
    .max(VOUCHER_IMAGES_MAX * 2)
    .default([]),
});
export type TopUpVoucherRequest = z.input<typeof TopUpVoucherRequest>;

export const TopUpParams = z.object({ id: z.uuid() });

/** A top-up as its buyer sees it (GET /api/vcoin/topup/{id}, the caller's own only: 150004 otherwise), and, with the user, as the operator does. */
export const TopUp = z.object({
  id: z.string(),
  /** The payment reference to write on the transfer. */
  reference: z.string(),
  currency: z.literal('USD'),
  /** BANK: a transfer with a voucher, in USD; ONLINE or CRYPTO: VCoin bought through a payment provider (the amount is the VCoin asked for). */
  channel: z.enum(['BANK', 'ONLINE', 'CRYPTO']),
  /** What the buyer said they send. */
  amount: z.string(),
  /** What the platform received and credited, once confirmed. */
  receivedAmount: z.string().nullable(),
  status: z.enum(TOP_UP_STATUSES),
  /** The operator's reason, when rejected. */
  reason: z.string().nullable(),
  files: z.array(z.object({ key: z.string(), contentType: z.string(), size: z.number().int() })),
  createdAt: z.string(),
  voucherAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TopUp = z.infer<typeof TopUp>;

/** GET /api/vcoin/topups: the caller's top-ups, newest first. */
export const TopUpsResponse = Page(TopUp);
export type TopUpsResponse = z.infer<typeof TopUpsResponse>;
