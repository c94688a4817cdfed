// The rules of the two VCoin forms. Paying an order: the 6-digit payment password, and what each
// refusal of the payment means for the screen. Buying VCoin by bank transfer: the amount in USD
// (either decimal separator, at most 2 decimals, not zero, at most VCOIN_AMOUNT_MAX), sent with
// its 2 decimals.
import { paymentPasswordSchema } from '@panel/domain/contract/accounts';
import type { CreateTopUpRequest } from '@panel/domain/contract/wallet';
import { ERROR_CODES } from '@panel/domain/errors';
import { typedAmount } from '@panel/domain/format';
import { VCOIN_AMOUNT_MAX, vcoinMinor, vcoinText } from '@panel/domain/wallet';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';

// --- Paying an order with VCoin ---------------------------------------------------------------------

export type PayValues = { paymentPassword: string };

/** The password the payment is sent with (the order and the quote's rate come from the screen). */
export const paySchema = z.object({ paymentPassword: paymentPasswordSchema });

/**
 * What a refused payment means for the screen (an answer that never came is the money call's unknown
 * outcome, not a refusal): INSUFFICIENT (150009: buy VCoin); RATE_CHANGED (150043: quote again and show the new amount);
 * WRONG_PASSWORD (1000064: clear it); QUIET (140042: no message at all, spec section 8); WAIT
 * (140029: too frequent); OTHER, the refusal's own message.
 */
export type PayFailure = 'INSUFFICIENT' | 'RATE_CHANGED' | 'WRONG_PASSWORD' | 'QUIET' | 'WAIT' | 'OTHER';

export function payFailure(error: unknown): PayFailure {
  if (!(error instanceof ApiError)) return 'OTHER';
  switch (error.code) {
    case ERROR_CODES.INSUFFICIENT_VCOIN:
      return 'INSUFFICIENT';
    case ERROR_CODES.EXCHANGE_RATE_CHANGED:
      return 'RATE_CHANGED';
    case ERROR_CODES.WRONG_PAYMENT_PASSWORD:
      return 'WRONG_PASSWORD';
    case ERROR_CODES.VCOIN_PAYMENT_FAILED:
      return 'QUIET';
    case ERROR_CODES.OPERATION_TOO_FREQUENT:
      return 'WAIT';
    default:
      return 'OTHER';
  }
}

/** Whether the wallet holds less than the payment takes (both VCoin decimals from the quote). */
export function isShort(quote: { available: string; vcoinAmount: string }): boolean {
  const available = vcoinMinor(quote.available);
  const needed = vcoinMinor(quote.vcoinAmount);
  return available !== undefined && needed !== undefined && available < needed;
}

// --- Buying VCoin by bank transfer -----------------------------------------------------------------

export type TopUpValues = { amount: string };

/** The amount's text key when it is over the most one purchase may be. */
export const AMOUNT_TOO_LARGE = 'vcoinPayment.buy.amountTooLarge';
const MAX_MINOR = vcoinMinor(VCOIN_AMOUNT_MAX)!;

/** The request of a purchase: the typed amount (a decimal comma read as a point) with its 2 decimals ('12,5' -> '12.50'). */
export function toTopUpRequest({ amount }: TopUpValues): CreateTopUpRequest {
  const typed = typedAmount(amount);
  const minor = vcoinMinor(typed);
  return { amount: minor === undefined ? typed : vcoinText(minor) };
}

/** A purchase's amount: given, a number with at most 2 decimals, above zero, at most VCOIN_AMOUNT_MAX. */
export const topUpSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .superRefine((amount, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: amount });
      const minor = vcoinMinor(amount);
      if (minor === undefined) return fail('validation.amountInvalid');
      if (minor <= 0n) return fail('validation.amountPositive');
      if (minor > MAX_MINOR) fail(AMOUNT_TOO_LARGE);
    }),
});
