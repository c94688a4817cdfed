// The operator's forms, checked with the contract's schemas plus the rules the server applies:
// the amount received for a top-up (a VCoin amount with 2 decimals, not zero, at most the most one
// top-up may move), the reason of a rejection, a currency's rate and fee, and the platform's bank
// account. Amounts take either decimal separator in every language ('27,50' or '27.50').
import { RejectTopUpRequest, SetPlatformBankRequest } from '@panel/domain/contract/ops';
import { typedAmount } from '@panel/domain/format';
import { CURRENCY_EXPONENTS, isCurrency, isDecimalString, toMinor } from '@panel/domain/money';
import { isRateText, needsSurplusConfirmation, VCOIN_AMOUNT_MAX, vcoinMinor } from '@panel/domain/wallet';
import { z } from 'zod';
import { domainResolver } from '../../components/form/domain-resolver';

const REQUIRED = 'validation.required';

// --- Confirming and rejecting a top-up -----------------------------------------------------------

export type ReceivedAmountValues = { receivedAmount: string };
export type ReceivedAmountBody = { receivedAmount: string; confirmedAmount?: string };

/** The message key of a typed VCoin amount that cannot be credited, or undefined when it can. */
export function receivedAmountProblem(text: string): string | undefined {
  const value = typedAmount(text.trim());
  if (value === '') return REQUIRED;
  if (/^-\d/.test(value)) return 'validation.amountPositive';
  const minor = vcoinMinor(value);
  if (minor === undefined) return 'validation.amountInvalid';
  if (minor <= 0n) return 'validation.amountPositive';
  if (minor > (vcoinMinor(VCOIN_AMOUNT_MAX) ?? 0n)) return 'ops.forms.amountTooLarge';
  return undefined;
}

const receivedAmountSchema = z.object({ receivedAmount: z.string() }).superRefine(({ receivedAmount }, ctx) => {
  const problem = receivedAmountProblem(receivedAmount);
  if (problem) ctx.addIssue({ code: 'custom', path: ['receivedAmount'], message: problem });
});

/** The amount received, as the wire takes it ('12,5' is sent as '12.5'). */
export const receivedAmountResolver = domainResolver<ReceivedAmountValues, ReceivedAmountBody>(
  receivedAmountSchema.transform(({ receivedAmount }) => ({ receivedAmount: typedAmount(receivedAmount.trim()) })),
);

/**
 * Whether crediting `received` on the top-up needs the amount typed again first: the surplus over
 * the amount reported is above the operator's threshold (the server refuses it otherwise).
 */
export function asksAmountAgain(topUp: { amount: string; surplusConfirmAbove: string }, received: string): boolean {
  const [amountMinor, receivedMinor, aboveMinor] = [vcoinMinor(topUp.amount), vcoinMinor(received), vcoinMinor(topUp.surplusConfirmAbove)];
  if (amountMinor === undefined || receivedMinor === undefined || aboveMinor === undefined) return false;
  return needsSurplusConfirmation({ amountMinor, receivedMinor, aboveMinor });
}

export type AmountAgainValues = { confirmedAmount: string };

/** The amount typed a second time: an amount by the same rules, and the same amount as `first` (validation.amountConfirmMismatch otherwise). */
export const amountAgainResolver = (first: string) =>
  domainResolver<AmountAgainValues, { confirmedAmount: string }>(
    z
      .object({ confirmedAmount: z.string() })
      .superRefine(({ confirmedAmount }, ctx) => {
        const problem =
          receivedAmountProblem(confirmedAmount) ??
          (vcoinMinor(typedAmount(confirmedAmount.trim())) === vcoinMinor(first) ? undefined : 'validation.amountConfirmMismatch');
        if (problem) ctx.addIssue({ code: 'custom', path: ['confirmedAmount'], message: problem });
      })
      .transform(({ confirmedAmount }) => ({ confirmedAmount: typedAmount(confirmedAmount.trim()) })),
  );

export type RejectReasonValues = { reason: string };

/** The rejection reason: the contract's own rule (required, trimmed, at most TOP_UP_REASON_MAX). */
export const rejectReasonResolver = domainResolver<RejectReasonValues, z.output<typeof RejectTopUpRequest>>(RejectTopUpRequest);

// --- A currency's rate and fee -------------------------------------------------------------------

export type RateValues = { rate: string; feePercent: string; feeFixed: string; feeMax: string };
export type RateBody = { rate: string; feePercent: string; feeFixed: string; feeMax: string | null };

/** USD is the rates' base: its rate is always 1. */
export const BASE_CURRENCY = 'USD';

/** The message key of a typed rate (units of the currency per USD), or undefined when it can be set. */
export function rateProblem(text: string): string | undefined {
  const value = typedAmount(text.trim());
  if (value === '') return REQUIRED;
  return isRateText(value) ? undefined : 'ops.forms.rateInvalid';
}

/** The message key of a typed fee percentage (0 to 100, at most 2 decimals), or undefined. */
export function feePercentProblem(text: string): string | undefined {
  const value = typedAmount(text.trim());
  if (value === '') return REQUIRED;
  if (!isDecimalString(value, 2) || value.startsWith('-') || toMinor(value, 2) > 10_000n) return 'ops.forms.percentInvalid';
  return undefined;
}

/** Decimals an amount in `currency` may have (2 when the currency is not one the money rules know). */
const decimalsOf = (currency: string) => (isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : 2);

/** The message key of a typed fee amount in `currency` (zero or more), or undefined. */
function feeAmountProblem(value: string, currency: string): string | undefined {
  if (value === '') return REQUIRED;
  if (!isDecimalString(value, decimalsOf(currency)) || value.startsWith('-') || value.replace(/\D/g, '').length > 20) return 'ops.forms.feeInvalid';
  return undefined;
}

/** Checks a currency's rate and fee and turns them into the request: decimal commas read as points, an empty maximum as none. */
export function rateSchema(currency: string) {
  const scale = decimalsOf(currency);
  return z
    .object({ rate: z.string(), feePercent: z.string(), feeFixed: z.string(), feeMax: z.string() })
    .transform((values) => ({
      rate: currency === BASE_CURRENCY ? '1' : typedAmount(values.rate.trim()),
      feePercent: typedAmount(values.feePercent.trim()),
      feeFixed: typedAmount(values.feeFixed.trim()),
      feeMax: values.feeMax.trim() === '' ? null : typedAmount(values.feeMax.trim()),
    }))
    .superRefine((body, ctx) => {
      const fail = (field: keyof RateBody, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      const rate = currency === BASE_CURRENCY ? undefined : rateProblem(body.rate);
      if (rate) fail('rate', rate);
      const percent = feePercentProblem(body.feePercent);
      if (percent) fail('feePercent', percent);
      const fixed = feeAmountProblem(body.feeFixed, currency);
      if (fixed) fail('feeFixed', fixed);
      if (body.feeMax !== null) {
        const max = feeAmountProblem(body.feeMax, currency);
        if (max) fail('feeMax', max);
        else if (toMinor(body.feeMax, scale) <= 0n) fail('feeMax', 'ops.forms.maxZero');
        else if (!fixed && toMinor(body.feeMax, scale) < toMinor(body.feeFixed, scale)) fail('feeMax', 'ops.forms.maxUnderFixed');
      }
    });
}

export const rateResolver = (currency: string) => domainResolver<RateValues, RateBody>(rateSchema(currency));

// --- The platform's bank account -----------------------------------------------------------------

export type BankAccountValues = {
  recipientBank: string;
  bankAddress: string;
  recipientName: string;
  recipientAddress: string;
  recipientAccount: string;
  swift: string;
  bankCode: string;
  branchCode: string;
};
export type BankAccountBody = z.output<typeof SetPlatformBankRequest>;

/** Hong Kong local transfer codes: 3 digits each, or left empty. */
const HK_CODE = /^\d{3}$/;

export const bankAccountResolver = domainResolver<BankAccountValues, BankAccountBody>(SetPlatformBankRequest, {
  toInput: (values) => ({
    ...values,
    swift: values.swift.replace(/\s+/g, ''),
    bankCode: values.bankCode.trim() === '' ? null : values.bankCode.trim(),
    branchCode: values.branchCode.trim() === '' ? null : values.branchCode.trim(),
  }),
  rules: (values) => ({
    bankCode: values.bankCode.trim() !== '' && !HK_CODE.test(values.bankCode.trim()) ? 'validation.bankCode' : undefined,
    branchCode: values.branchCode.trim() !== '' && !HK_CODE.test(values.branchCode.trim()) ? 'validation.branchCode' : undefined,
  }),
});

/** The longest text of each bank field (the contract's limits), for the inputs' maxLength. */
export const BANK_FIELD_MAX: Record<keyof BankAccountValues, number> = {
  recipientBank: 100,
  bankAddress: 200,
  recipientName: 100,
  recipientAddress: 200,
  recipientAccount: 60,
  swift: 11,
  bankCode: 3,
  branchCode: 3,
};
