// Bounds of an amount typed into a form (VCoin, a rate, a fee, a credit): the services read the
// value in minor units (bigint columns), so an amount of 20 digits would overflow the column and
// answer 500 instead of a parameter error. The bound is on the whole digits only; each service
// still checks the decimals, the sign and its own maximum.
import { z } from 'zod';

/** Most whole digits (before '.' or ',', leading zeros included) a typed amount may have. */
export const AMOUNT_WHOLE_DIGITS_MAX = 12;

/** True when the text's whole part has at most AMOUNT_WHOLE_DIGITS_MAX digits. */
export function withinAmountDigits(text: string): boolean {
  const whole = text.split(/[.,]/)[0] ?? '';
  return whole.replace(/\D/g, '').length <= AMOUNT_WHOLE_DIGITS_MAX;
}

/** A string schema that also refuses more than AMOUNT_WHOLE_DIGITS_MAX whole digits (4001 with validation.amountInvalid). */
export const boundedAmount = (schema: z.ZodString) => schema.refine(withinAmountDigits, { error: 'validation.amountInvalid' });
