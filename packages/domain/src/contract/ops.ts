// The platform operator's calls (design/domain.md "People and roles": role PLATFORM, screens under
// /ops). Every one answers 20003 to anyone else, whatever they send. Every operator action that
// changes something is recorded (who, when, what) and listed by GET /api/ops/actions.
import { z } from 'zod';
import { PlatformBankInfo, TopUp, VcoinAmountText, VcoinParty } from './wallet';
import { boundedAmount } from './amounts';
import { requiredText } from './cards';
import { Page, PageRequest } from './envelope';
import { TOP_UP_STATUSES } from '../wallet';
import { CRYPTO_CHAINS, PAYMENT_PROVIDERS } from '../payments';

/** Longest reason an operator gives when rejecting a top-up. */
export const TOP_UP_REASON_MAX = 200;

/** GET /api/ops/overview: the operator's home. */
export const OpsOverview = z.object({
  topUpsWaiting: z.number().int(),
  /** VCoin held by all users together. */
  userTotal: z.string(),
  unsentMessages: z.number().int(),
  lastVerify: z.object({ at: z.string(), ok: z.boolean() }).nullable(),
  /** Each payment provider: a live adapter, the built-in simulator (PAYMENTS_SANDBOX), or off (not offered). */
  paymentProviders: z.array(z.object({ provider: z.enum(PAYMENT_PROVIDERS), state: z.enum(['live', 'simulator', 'off']) })),
  /**
   * Each chain a live crypto provider watches, as of its watcher's last run: the chain's head and how
   * far the watcher has read (block numbers; TRON: times), the lag in blocks, the host that answered,
   * and the last error with its time (null once a run succeeds).
   */
  chains: z.array(
    z.object({
      chain: z.enum(CRYPTO_CHAINS),
      lagBlocks: z.number().int(),
      head: z.number(),
      cursor: z.number(),
      host: z.string().nullable(),
      lastError: z.string().nullable(),
      lastErrorAt: z.string().nullable(),
      checkedAt: z.string(),
    }),
  ),
});
export type OpsOverview = z.infer<typeof OpsOverview>;

/** GET /api/ops/topups: top-ups, oldest waiting first by default. */
export const OpsTopUpsQuery = PageRequest.extend({ status: z.enum(TOP_UP_STATUSES).default('WAITING_REVIEW') });
export type OpsTopUpsQuery = z.input<typeof OpsTopUpsQuery>;
/** One top-up with its buyer and who decided it (GET /api/ops/topups/{id}; also the answer of confirm and reject). */
export const OpsTopUp = TopUp.extend({
  user: VcoinParty,
  decidedBy: VcoinParty.nullable(),
  /** A file of the voucher was already sent as proof on an order or another top-up (the operator's only: the buyer never sees it). */
  reused: z.boolean(),
  /** A surplus (received beyond the amount) above this many VCoin is credited only with the amount typed twice (confirmedAmount). */
  surplusConfirmAbove: z.string(),
});
export type OpsTopUp = z.infer<typeof OpsTopUp>;
export const OpsTopUpsResponse = Page(OpsTopUp);
export type OpsTopUpsResponse = z.infer<typeof OpsTopUpsResponse>;

/**
 * POST /api/ops/topups/{id}/confirm: the amount received is credited to the buyer's wallet;
 * Idempotency-Key required. With a surplus above `surplusConfirmAbove` the amount is typed again in
 * `confirmedAmount` (missing: 150001, different: 4001); both are kept in the action log.
 */
export const ConfirmTopUpRequest = z.object({ receivedAmount: VcoinAmountText, confirmedAmount: VcoinAmountText.nullish() });
export type ConfirmTopUpRequest = z.input<typeof ConfirmTopUpRequest>;
/** POST /api/ops/topups/{id}/reject; Idempotency-Key required. */
export const RejectTopUpRequest = z.object({ reason: requiredText(TOP_UP_REASON_MAX) });
export type RejectTopUpRequest = z.input<typeof RejectTopUpRequest>;

/** One currency's rate against USD and its online fee (GET /api/ops/rates). */
export const RateRow = z.object({
  currency: z.string(),
  /** Units of the currency per USD, up to 8 decimals. */
  rate: z.string(),
  /** Fee percentage ("2.50"), fixed part and maximum, in the currency. */
  feePercent: z.string(),
  feeFixed: z.string(),
  /** The maximum fee the spec shows per currency; null for none. */
  feeMax: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: VcoinParty.nullable(),
});
export type RateRow = z.infer<typeof RateRow>;
export const RatesResponse = z.array(RateRow);
export type RatesResponse = z.infer<typeof RatesResponse>;

export const CurrencyParams = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3,4}$/),
});
/** PUT /api/ops/rates/{currency}: a new rate and fee; the old ones stay in the history. */
export const SetRateRequest = z.object({
  rate: boundedAmount(requiredText(24)),
  feePercent: requiredText(8),
  feeFixed: boundedAmount(requiredText(24)),
  feeMax: boundedAmount(z.string().trim().max(24)).nullish(),
});
export type SetRateRequest = z.input<typeof SetRateRequest>;
/** GET /api/ops/rates/{currency}/history: newest first. */
export const RateHistoryResponse = z.array(RateRow);
export type RateHistoryResponse = z.infer<typeof RateHistoryResponse>;

/** GET /api/ops/bank-account: the account buyers of VCoin transfer to; null while none is set. */
export const OpsBankAccount = PlatformBankInfo.nullable();
/** PUT /api/ops/bank-account: the account buyers of VCoin transfer to, replaced. */
export const SetPlatformBankRequest = PlatformBankInfo.omit({ currency: true }).extend({
  recipientBank: requiredText(100),
  bankAddress: requiredText(200),
  recipientName: requiredText(100),
  recipientAddress: requiredText(200),
  recipientAccount: requiredText(60),
  swift: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, { error: 'validation.swift' }),
  bankCode: z.string().trim().max(10).nullish(),
  branchCode: z.string().trim().max(10).nullish(),
});
export type SetPlatformBankRequest = z.input<typeof SetPlatformBankRequest>;

/** The result of checking the ledger's invariants (the `ledger verify` command runs the same). */
export const LedgerVerifyResult = z.object({
  at: z.string(),
  ok: z.boolean(),
  transactions: z.number().int(),
  accounts: z.number().int(),
  /** What is wrong, one line each (empty when ok). */
  violations: z.array(z.string()),
});
export type LedgerVerifyResult = z.infer<typeof LedgerVerifyResult>;

/** GET /api/ops/ledger: the ledger at a glance. POST /api/ops/ledger/verify runs the check now. */
export const LedgerOverview = z.object({
  userTotal: z.string(),
  wallets: z.number().int(),
  platformAccounts: z.array(z.object({ code: z.string(), posted: z.string(), pendingDebit: z.string(), pendingCredit: z.string() })),
  lastVerify: LedgerVerifyResult.nullable(),
});
export type LedgerOverview = z.infer<typeof LedgerOverview>;

/** GET /api/ops/messages: messages kept in the outbox because no provider is set; the body (codes) is never shown. */
export const UnsentMessage = z.object({ id: z.string(), channel: z.string(), recipient: z.string(), subject: z.string(), createdAt: z.string() });
export const UnsentMessagesResponse = Page(UnsentMessage);
export type UnsentMessagesResponse = z.infer<typeof UnsentMessagesResponse>;

/** GET /api/ops/actions: every operator action, newest first. */
export const OpsAction = z.object({
  id: z.string(),
  operator: VcoinParty,
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type OpsAction = z.infer<typeof OpsAction>;
export const OpsActionsResponse = Page(OpsAction);
export type OpsActionsResponse = z.infer<typeof OpsActionsResponse>;
export const OPS_ACTIONS = [
  'TOP_UP_CONFIRMED',
  'TOP_UP_REJECTED',
  'RATE_SET',
  'BANK_ACCOUNT_SET',
  'LEDGER_VERIFIED',
  'ORDER_REFUND_REQUESTED',
  'ORDER_REFUNDED',
  'CRYPTO_REVIEW_CREDITED',
] as const;
