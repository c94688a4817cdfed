// Validation rules of spec section 5 as zod schemas. Messages are keys; each side translates
// them with VALIDATION_TEXTS (or its own i18n files).
import { z } from 'zod';
import { LIMITS } from './constants';
import { isDecimalString, toMinor } from './money';
import type { ValidationKey } from './validation-texts';

export { VALIDATION_KEYS, VALIDATION_TEXTS, validationText } from './validation-texts';

const { PASSWORD_MIN, PASSWORD_MAX, VERIFICATION_CODE_LENGTH, NAME_MAX, RECHARGE_ACCOUNTS_MAX } = LIMITS;

const REQUIRED = { error: 'validation.required' } as const;
const REQUIRED_ABORT = { error: 'validation.required', abort: true } as const;

/** A string that must be present and not blank; trimmed. */
const requiredText = () => z.string(REQUIRED).trim().min(1, REQUIRED_ABORT);

/** Upper-cases text and removes all whitespace (for codes typed or pasted by hand). */
export function upperStrip(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '');
}

/** Required, trimmed, valid email address. */
export const emailSchema = requiredText().pipe(z.email({ error: 'validation.email' }));

const PHONE_SEPARATORS = /[\s\-().]/g;

/** Phone number without separators (spaces, dashes, dots, brackets), keeping a leading '+'. */
export function normalizePhone(phone: string): string {
  return phone.trim().replace(PHONE_SEPARATORS, '');
}

/** True for an international phone number: optional '+', then 6 to 15 digits once separators are removed. */
export function isValidPhone(phone: string): boolean {
  return /^\+?\d{6,15}$/.test(normalizePhone(phone));
}

/** Required, valid phone number; the output is normalized (separators removed). */
export const phoneSchema = requiredText().refine(isValidPhone, { error: 'validation.phone', abort: true }).overwrite(normalizePhone);

/** True when the password has at least one digit and at least one letter or special character. */
export function hasPasswordChars(password: string): boolean {
  return /\d/.test(password) && /[^\d\s]/.test(password);
}

/** Required, 8 to 16 characters, with numbers and letters or special characters. Not trimmed. */
export const passwordSchema = z
  .string(REQUIRED)
  .min(1, REQUIRED_ABORT)
  .min(PASSWORD_MIN, { error: 'validation.passwordLength' })
  .max(PASSWORD_MAX, { error: 'validation.passwordLength' })
  .refine(hasPasswordChars, { error: 'validation.passwordChars' });

/** Required verification code of exactly 4 characters (trimmed). */
export const verificationCodeSchema = requiredText().length(VERIFICATION_CODE_LENGTH, {
  error: 'validation.codeLength',
});

/**
 * Bidirectional embedding, override and isolate controls (U+202A..U+202E, U+2066..U+2069). In a name
 * shown to others they reorder what is read after them (a store name that reads as another's, a
 * card whose name hides its real text), and no name needs them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** True when the text holds a bidirectional embedding, override or isolate control. */
export const hasBidiControl = (text: string) => BIDI_CONTROLS.test(text);

/** A name field's schema that also refuses bidirectional controls (4001 with validation.nameChars). */
export const withoutBidiControls = (schema: z.ZodString) => schema.refine((text) => !hasBidiControl(text), { error: 'validation.nameChars' });

/** Required name (first name, last name, store name), trimmed, 1 to 30 characters, no bidirectional controls. */
export const nameSchema = withoutBidiControls(requiredText().max(NAME_MAX, { error: 'validation.nameLength' }));

/** Nickname: not empty after trimming, at most 30 characters, no bidirectional controls. */
export const nicknameSchema = withoutBidiControls(
  z
    .string({ error: 'validation.nicknameEmpty' })
    .trim()
    .min(1, { error: 'validation.nicknameEmpty', abort: true })
    .max(NAME_MAX, { error: 'validation.nameLength' }),
);

const confirmPasswordSchema = z.string(REQUIRED).min(1, REQUIRED_ABORT);

type PasswordPair = { password?: unknown; confirmPassword?: unknown };

/**
 * Runs the mismatch check once both fields hold text, even if the password is still too short
 * (zod skips it anyway after an aborting issue, such as a required field left empty).
 */
function bothEntered(payload: { value: unknown }): boolean {
  const value = payload.value as PasswordPair | undefined;
  return typeof value?.password === 'string' && typeof value.confirmPassword === 'string' && value.confirmPassword.length > 0;
}

const MISMATCH = {
  path: ['confirmPassword'],
  error: 'validation.passwordMismatch',
  when: bothEntered,
};

/** Adds a required confirmPassword field to an object schema, which must equal its password. */
export function withPasswordConfirmation<Shape extends { password: z.ZodType<string> }>(schema: z.ZodObject<Shape>) {
  return schema.extend({ confirmPassword: confirmPasswordSchema }).refine((value) => {
    const pair = value as PasswordPair;
    return pair.password === pair.confirmPassword;
  }, MISMATCH);
}

/** A new password and its confirmation (message: the two passwords are inconsistent). */
export const passwordConfirmationSchema = withPasswordConfirmation(z.object({ password: passwordSchema }));

/** Client accounts of one bulk recharge: 1 to 20 trimmed, non-empty, distinct accounts. */
export const rechargeAccountsSchema = z
  .array(requiredText(), { error: 'validation.accountsMin' })
  .min(1, { error: 'validation.accountsMin' })
  .max(RECHARGE_ACCOUNTS_MAX, { error: 'validation.accountsMax' })
  .superRefine((accounts, ctx) => {
    const seen = new Set<string>();
    accounts.forEach((account, index) => {
      if (seen.has(account)) {
        ctx.addIssue({ code: 'custom', message: 'validation.accountsDuplicate', path: [index], input: account });
      }
      seen.add(account);
    });
  });

/** Quantity: an integer above 0, given as a number or a numeric string. */
export const quantitySchema = z
  .union([z.number(), z.string()], { error: 'validation.quantity' })
  .pipe(z.coerce.number<string | number>({ error: 'validation.quantity' }).int({ error: 'validation.quantity' }).positive({ error: 'validation.quantity' }));

type AmountCap = { limit: string; error: ValidationKey };

/** A required decimal amount (up to 2 decimals), above zero and at most every cap, compared in minor units. */
function amountSchema(caps: AmountCap[]) {
  const limits = caps.map(({ limit, error }) => ({ minor: toMinor(limit), error }));
  return requiredText().superRefine((amount, ctx) => {
    const fail = (message: ValidationKey) => ctx.addIssue({ code: 'custom', message, input: amount });
    if (!isDecimalString(amount)) return fail('validation.amountInvalid');
    const minor = toMinor(amount);
    if (minor <= 0n) return fail('validation.amountPositive');
    const exceeded = limits.find((cap) => minor > cap.minor);
    if (exceeded) fail(exceeded.error);
  });
}

/** Payment amount of a voucher: valid, positive, not above the order amount and at most the due balance. */
export function paymentAmountSchema({ orderAmount, dueAmount }: { orderAmount: string; dueAmount: string }) {
  return amountSchema([
    { limit: orderAmount, error: 'validation.amountOverOrder' },
    { limit: dueAmount, error: 'validation.amountOverDue' },
  ]);
}

/** VCoin offline amount: valid, not zero and not above the order amount. */
export function vcoinOfflineAmountSchema(orderAmount: string) {
  return amountSchema([{ limit: orderAmount, error: 'validation.amountOverOrder' }]);
}
