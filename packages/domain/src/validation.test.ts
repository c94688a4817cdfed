import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { LOCALES } from './locale';
import {
  VALIDATION_KEYS,
  VALIDATION_TEXTS,
  emailSchema,
  isValidPhone,
  nameSchema,
  nicknameSchema,
  passwordConfirmationSchema,
  passwordSchema,
  paymentAmountSchema,
  phoneSchema,
  quantitySchema,
  rechargeAccountsSchema,
  upperStrip,
  validationText,
  vcoinOfflineAmountSchema,
  verificationCodeSchema,
  withPasswordConfirmation,
} from './validation';

/** The message keys of a failed parse, in order (empty when it passes). */
function keys(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('VALIDATION_TEXTS', () => {
  it('has a non-empty text for every key in every locale', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(VALIDATION_TEXTS[locale]).sort()).toEqual([...VALIDATION_KEYS].sort());
      for (const key of VALIDATION_KEYS) expect(VALIDATION_TEXTS[locale][key].trim()).not.toBe('');
    }
  });

  it('gives the spec wording in English and translations elsewhere', () => {
    expect(validationText('validation.required', 'en')).toBe('Please complete this field');
    expect(validationText('validation.passwordMismatch', 'en')).toBe('The two passwords are inconsistent');
    expect(validationText('validation.passwordMismatch', 'es')).not.toBe(validationText('validation.passwordMismatch', 'en'));
    expect(validationText('validation.unknown', 'pt')).toBe('validation.unknown');
  });
});

describe('emailSchema', () => {
  it('accepts and trims a valid email', () => {
    expect(emailSchema.parse('  seller@example.com ')).toBe('seller@example.com');
  });

  it('says required when missing or blank, email when malformed', () => {
    expect(keys(emailSchema, undefined)).toEqual(['validation.required']);
    expect(keys(emailSchema, '   ')).toEqual(['validation.required']);
    expect(keys(emailSchema, 'seller@')).toEqual(['validation.email']);
    expect(keys(emailSchema, 'seller example.com')).toEqual(['validation.email']);
  });
});

describe('phone', () => {
  it.each(['+55 11 98765-4321', '5511987654321', '123456', '+123456789012345', '(11) 98765-4321'])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['12345', '+1234567890123456', '55 11 abc', '++5511987654321', '55+11987654'])('rejects %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('normalizes the parsed value and keys its messages', () => {
    expect(phoneSchema.parse(' +55 11 98765-4321 ')).toBe('+5511987654321');
    expect(keys(phoneSchema, '')).toEqual(['validation.required']);
    expect(keys(phoneSchema, '12-34')).toEqual(['validation.phone']);
  });
});

describe('passwordSchema', () => {
  it.each(['abcdef12', 'Passw0rd!', '1234567!', '1234567890abcdef'])('accepts %j', (password) => {
    expect(passwordSchema.parse(password)).toBe(password);
  });

  it('needs 8 to 16 characters', () => {
    expect(keys(passwordSchema, 'abc1234')).toEqual(['validation.passwordLength']);
    expect(keys(passwordSchema, 'abcdefgh12345678x')).toEqual(['validation.passwordLength']);
  });

  it('needs a digit and a letter or special character', () => {
    expect(keys(passwordSchema, '12345678')).toEqual(['validation.passwordChars']);
    expect(keys(passwordSchema, 'abcdefgh')).toEqual(['validation.passwordChars']);
    expect(keys(passwordSchema, '!!!!@@@@')).toEqual(['validation.passwordChars']);
    expect(keys(passwordSchema, '1234 5678')).toEqual(['validation.passwordChars']);
  });

  it('is required', () => {
    expect(keys(passwordSchema, '')).toEqual(['validation.required']);
    expect(keys(passwordSchema, undefined)).toEqual(['validation.required']);
  });
});

describe('password confirmation', () => {
  it('passes when both match', () => {
    expect(passwordConfirmationSchema.parse({ password: 'abcd1234', confirmPassword: 'abcd1234' })).toEqual({
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
    });
  });

  it('reports a mismatch on confirmPassword', () => {
    const result = passwordConfirmationSchema.safeParse({ password: 'abcd1234', confirmPassword: 'abcd12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmPassword', 'validation.passwordMismatch']]);
  });

  it('still reports a mismatch while the password itself is invalid, and required when confirmation is empty', () => {
    expect(keys(passwordConfirmationSchema, { password: 'abc1', confirmPassword: 'abd1' })).toEqual([
      'validation.passwordLength',
      'validation.passwordMismatch',
    ]);
    expect(keys(passwordConfirmationSchema, { password: 'abcd1234', confirmPassword: '' })).toEqual(['validation.required']);
  });

  it('extends another object schema', () => {
    const schema = withPasswordConfirmation(z.object({ email: emailSchema, password: passwordSchema }));
    const value = schema.parse({ email: 'a@b.co', password: 'abcd1234', confirmPassword: 'abcd1234' });
    expect(value.confirmPassword).toBe('abcd1234');
    expect(keys(schema, { email: 'a@b.co', password: 'abcd1234', confirmPassword: 'x' })).toEqual(['validation.passwordMismatch']);
  });
});

describe('verificationCodeSchema', () => {
  it('takes exactly 4 characters after trimming', () => {
    expect(verificationCodeSchema.parse(' 1a2B ')).toBe('1a2B');
    expect(keys(verificationCodeSchema, '123')).toEqual(['validation.codeLength']);
    expect(keys(verificationCodeSchema, '12345')).toEqual(['validation.codeLength']);
    expect(keys(verificationCodeSchema, '')).toEqual(['validation.required']);
  });
});

describe('nameSchema and nicknameSchema', () => {
  it('trim and allow 1 to 30 characters', () => {
    expect(nameSchema.parse('  Ana ')).toBe('Ana');
    expect(nameSchema.parse('x'.repeat(30))).toHaveLength(30);
    expect(keys(nameSchema, 'x'.repeat(31))).toEqual(['validation.nameLength']);
    expect(keys(nameSchema, '  ')).toEqual(['validation.required']);
  });

  it('refuse text-direction controls (U+202A..U+202E, U+2066..U+2069) and take the marks around them', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(keys(nameSchema, `Ana${control}b`), control).toEqual(['validation.nameChars']);
      expect(keys(nicknameSchema, `Neo${control}`), control).toEqual(['validation.nameChars']);
    }
    expect(nameSchema.parse('Ana شركة')).toBe('Ana شركة');
    expect(nicknameSchema.parse('مرحبا Neo')).toBe('مرحبا Neo');
  });

  it('refuse an empty nickname with its own message', () => {
    expect(nicknameSchema.parse(' Neo ')).toBe('Neo');
    expect(keys(nicknameSchema, '   ')).toEqual(['validation.nicknameEmpty']);
    expect(keys(nicknameSchema, 'n'.repeat(31))).toEqual(['validation.nameLength']);
  });
});

describe('rechargeAccountsSchema', () => {
  const accounts = (n: number) => Array.from({ length: n }, (_, i) => `acc${i}`);

  it('accepts 1 to 20 distinct accounts, trimmed', () => {
    expect(rechargeAccountsSchema.parse([' a1 ', 'a2'])).toEqual(['a1', 'a2']);
    expect(rechargeAccountsSchema.parse(accounts(20))).toHaveLength(20);
  });

  it('refuses none and more than 20', () => {
    expect(keys(rechargeAccountsSchema, [])).toEqual(['validation.accountsMin']);
    expect(keys(rechargeAccountsSchema, accounts(21))).toEqual(['validation.accountsMax']);
  });

  it('refuses duplicates (after trimming), pointing at the repeat', () => {
    const result = rechargeAccountsSchema.safeParse(['a1', 'a2', ' a1']);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[[2], 'validation.accountsDuplicate']]);
  });

  it('refuses blank entries', () => {
    expect(keys(rechargeAccountsSchema, ['a1', ' '])).toEqual(['validation.required']);
  });
});

describe('quantitySchema', () => {
  it.each([
    [1, 1],
    ['3', 3],
    [' 12 ', 12],
  ] as const)('reads %j as %i', (input, expected) => {
    expect(quantitySchema.parse(input)).toBe(expected);
  });

  it.each([[0], [-1], [1.5], ['1.5'], ['abc'], [''], [true], [null], [undefined]])('refuses %j', (input) => {
    expect(keys(quantitySchema, input)).toContain('validation.quantity');
  });
});

describe('paymentAmountSchema', () => {
  const schema = paymentAmountSchema({ orderAmount: '100.00', dueAmount: '40.50' });

  it('accepts a valid positive amount up to the due balance', () => {
    expect(schema.parse('40.5')).toBe('40.5');
    expect(schema.parse('0.01')).toBe('0.01');
    expect(schema.parse(' 12 ')).toBe('12');
  });

  it('refuses invalid amounts, including more than 2 decimals', () => {
    for (const input of ['abc', '1.234', '1,50', '1e2']) expect(keys(schema, input)).toEqual(['validation.amountInvalid']);
    expect(keys(schema, '')).toEqual(['validation.required']);
  });

  it('refuses zero and negatives', () => {
    expect(keys(schema, '0')).toEqual(['validation.amountPositive']);
    expect(keys(schema, '0.00')).toEqual(['validation.amountPositive']);
    expect(keys(schema, '-1')).toEqual(['validation.amountPositive']);
  });

  it('refuses more than the order amount, then more than the due balance', () => {
    expect(keys(schema, '100.01')).toEqual(['validation.amountOverOrder']);
    expect(keys(schema, '40.51')).toEqual(['validation.amountOverDue']);
  });

  it('compares exactly in minor units', () => {
    const tight = paymentAmountSchema({ orderAmount: '0.3', dueAmount: '0.3' });
    expect(tight.safeParse('0.30').success).toBe(true);
    expect(keys(tight, '0.31')).toEqual(['validation.amountOverOrder']);
  });
});

describe('vcoinOfflineAmountSchema', () => {
  const schema = vcoinOfflineAmountSchema('25');

  it('accepts up to the order amount', () => {
    expect(schema.parse('25.00')).toBe('25.00');
  });

  it('refuses zero and more than the order amount', () => {
    expect(keys(schema, '0')).toEqual(['validation.amountPositive']);
    expect(keys(schema, '25.01')).toEqual(['validation.amountOverOrder']);
  });
});

describe('upperStrip', () => {
  it('upper-cases and removes every kind of whitespace', () => {
    expect(upperStrip(' ab c\td\nef\u00a0g ')).toBe('ABCDEFG');
    expect(upperStrip('')).toBe('');
  });
});
