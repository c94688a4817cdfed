// The rules of paying online (spec sections 5, 8 and 9): a method and a currency must be chosen
// (99992, 99991, said before asking the server); the billing fields the method asks are checked as
// the server checks them: first and last name 1 to 30 characters (99993, 99994), the ID number's
// length by its type (99995), the email's format (99996), the phone with its country and area code,
// and the others required; what is sent holds only the method's fields. A refusal of pay/v2 is
// sorted into what the screen does about it.
import type { Billing, PaymentQuote } from '@panel/domain/contract/payments';
import { ERROR_CODES } from '@panel/domain/errors';
import { CURRENCY_EXPONENTS, isCurrency, toMinor } from '@panel/domain/money';
import { BILLING_FIELDS, ID_TYPES, idDigits, idNumberFits, NAME_MAX, NAME_MIN, type BillingField, type IdType } from '@panel/domain/payments';
import { emailSchema, isValidPhone } from '@panel/domain/validation';
import { ApiError } from '../../lib/api-client';
import { isOutcomeUnknown } from '../../lib/idempotency';

/** The billing fields as the form holds them: text, empty when not typed. */
export type BillingValues = Record<BillingField, string>;

export const EMPTY_BILLING: BillingValues = Object.fromEntries(BILLING_FIELDS.map((field) => [field, ''])) as BillingValues;

/** What is wrong with a field: a catalogue code (its text is the error catalogue's) or a validation key. */
export type FieldProblem = { code: number } | { key: string };

const REQUIRED: FieldProblem = { key: 'validation.required' };
const PHONE: FieldProblem = { key: 'validation.phone' };

/** Longest text of each field (the contract's Billing limits). */
const MAX_LENGTH: Record<BillingField, number> = {
  firstName: 60,
  lastName: 60,
  idType: 12,
  idNumber: 32,
  email: 120,
  phoneCountry: 4,
  phoneArea: 5,
  phoneNumber: 15,
  zipCode: 12,
  street: 80,
  streetNumber: 10,
  neighbourhood: 60,
  city: 60,
  region: 40,
  cardNumber: 24,
  pin: 12,
  bank: 60,
};

const digitsOf = (value: string) => value.replace(/[\s\-().+]/g, '');

function nameProblem(value: string, code: number): FieldProblem | undefined {
  const length = [...value.trim()].length;
  return length < NAME_MIN || length > NAME_MAX ? { code } : undefined;
}

function fieldProblem(field: BillingField, values: BillingValues): FieldProblem | undefined {
  const value = values[field].trim();
  // A name's length (even none) is its code's text: 99993 for the first, 99994 for the last.
  if (field === 'firstName') return nameProblem(value, ERROR_CODES.NAME_LENGTH);
  if (field === 'lastName') return nameProblem(value, ERROR_CODES.NAME_LENGTH_ALT);
  if (!value) return REQUIRED;
  switch (field) {
    case 'idNumber': {
      const type = values.idType as IdType;
      // Without a type the type's field says so; the number waits for it.
      if (!Object.hasOwn(ID_TYPES, type)) return undefined;
      return idNumberFits(type, value) ? undefined : { code: ERROR_CODES.ID_NUMBER_LENGTH };
    }
    case 'email':
      return emailSchema.safeParse(value).success ? undefined : { code: ERROR_CODES.INVALID_EMAIL };
    case 'phoneCountry':
      return /^\d{1,4}$/.test(digitsOf(value)) ? undefined : PHONE;
    case 'phoneArea':
      return /^\d{1,5}$/.test(digitsOf(value)) ? undefined : PHONE;
    case 'phoneNumber':
      return isValidPhone(value) && digitsOf(value).length <= MAX_LENGTH.phoneNumber ? undefined : PHONE;
    case 'cardNumber':
      return /^\d{8,24}$/.test(digitsOf(value)) ? undefined : { key: 'onlinePayment.billing.cardNumberInvalid' };
    case 'pin':
      return /^\d{4,12}$/.test(value) ? undefined : { key: 'onlinePayment.billing.pinInvalid' };
    default:
      return value.length > MAX_LENGTH[field] ? { key: 'validation.tooLong' } : undefined;
  }
}

/** The problems of the fields a method asks, by field (none: an empty object). */
export function billingProblems(fields: readonly BillingField[], values: BillingValues): Partial<Record<BillingField, FieldProblem>> {
  const problems: Partial<Record<BillingField, FieldProblem>> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The billing sent with a payment: the method's fields only, trimmed; an ID number, card number and phone parts without separators. */
export function toBilling(fields: readonly BillingField[], values: BillingValues): Billing {
  const billing: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (!value) continue;
    if (field === 'idNumber') billing[field] = idDigits(value);
    else if (field === 'cardNumber' || field === 'phoneCountry' || field === 'phoneArea' || field === 'phoneNumber') billing[field] = digitsOf(value);
    else billing[field] = value;
  }
  return billing as Billing;
}

/** The catalogue code of a choice not made: 99992 without a method, 99991 without a currency. */
export function choiceProblem(method: string | null | undefined, currency: string | null | undefined): number | undefined {
  if (!method) return ERROR_CODES.PAYMENT_METHOD_REQUIRED;
  if (!currency) return ERROR_CODES.PAYMENT_CURRENCY_REQUIRED;
  return undefined;
}

/** Whether a quote's amount is over its per-transaction limit (140068 on paying). */
export function overLimit(quote: Pick<PaymentQuote, 'amount' | 'limit' | 'currency'>): boolean {
  if (!quote.limit) return false;
  const scale = isCurrency(quote.currency) ? CURRENCY_EXPONENTS[quote.currency] : 2;
  try {
    return toMinor(quote.amount, scale) > toMinor(quote.limit, scale);
  } catch {
    return false;
  }
}

/**
 * What a failed payment means for the screen: UNKNOWN, no answer (pay again with the same key);
 * RUNNING (-5: a payment is already running; show it); RATE_CHANGED (150043: quote again and say
 * so); LIMIT (140068); CHOICE (99991, 99992, 140064: the method or currency); OTHER, its own message
 * (at its field when it names one).
 */
export type PayFailure = 'UNKNOWN' | 'RUNNING' | 'RATE_CHANGED' | 'LIMIT' | 'CHOICE' | 'OTHER';

export function payFailure(error: unknown): PayFailure {
  if (error instanceof ApiError && error.code === ERROR_CODES.PROCESS_ALREADY_STARTED) return 'RUNNING';
  if (isOutcomeUnknown(error)) return 'UNKNOWN';
  if (!(error instanceof ApiError)) return 'OTHER';
  switch (error.code) {
    case ERROR_CODES.EXCHANGE_RATE_CHANGED:
      return 'RATE_CHANGED';
    case ERROR_CODES.OVER_PAYMENT_LIMIT:
      return 'LIMIT';
    case ERROR_CODES.PAYMENT_CURRENCY_REQUIRED:
    case ERROR_CODES.PAYMENT_METHOD_REQUIRED:
    case ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE:
      return 'CHOICE';
    default:
      return 'OTHER';
  }
}

/** The billing field a server refusal speaks of, by its code (when it names no field itself). */
export function failureField(error: unknown): BillingField | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.code) {
    case ERROR_CODES.NAME_LENGTH:
      return 'firstName';
    case ERROR_CODES.NAME_LENGTH_ALT:
      return 'lastName';
    case ERROR_CODES.ID_NUMBER_LENGTH:
      return 'idNumber';
    case ERROR_CODES.INVALID_EMAIL:
      return 'email';
    default:
      return undefined;
  }
}
