// The accounts of a recharge typed or pasted (split on commas, spaces and new lines, checked with the
// domain's rules: 1 to 20, no duplicates), the quantity (an integer above 0, at most the contract's
// maximum), the units needed against the free units, and how each account's result reads.
import { RECHARGE_QUANTITY_MAX } from '@panel/domain/contract/recharge';
import { errorMessage, hasOwnText } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import {
  accountsRule,
  accountsText,
  addAccounts,
  duplicateAccounts,
  parseAccounts,
  quantityRule,
  removeAccount,
  resultLine,
  typedQuantity,
  unitsSummary,
} from './recharge-rules';

const many = (count: number) => Array.from({ length: count }, (_, index) => `acc${index + 1}`).join('\n');

describe('the accounts typed or pasted', () => {
  it('splits a pasted list on commas, semicolons, spaces, tabs and new lines, keeping the order and the case', () => {
    expect(parseAccounts('  Alice01, bob02;carol03\tdave04\r\n\n eve05 ，frank06  ')).toEqual(['Alice01', 'bob02', 'carol03', 'dave04', 'eve05', 'frank06']);
    expect(parseAccounts('')).toEqual([]);
    expect(parseAccounts(' ,\n ; ')).toEqual([]);
  });

  it('lays a list out one account a line', () => {
    expect(accountsText(parseAccounts('a1, a2 a3'))).toBe('a1\na2\na3');
  });

  it('accepts 1 to 20 distinct accounts, refuses none, more than 20 and duplicates with the domain texts', () => {
    expect(accountsRule('a1')).toBeUndefined();
    expect(accountsRule(many(20))).toBeUndefined();
    expect(accountsRule('')).toBe('validation.accountsMin');
    expect(accountsRule(' , \n')).toBe('validation.accountsMin');
    expect(accountsRule(many(21))).toBe('validation.accountsMax');
    expect(accountsRule('a1, a2, a1')).toBe('validation.accountsDuplicate');
    // Too many is said first, even with a duplicate among them.
    expect(accountsRule(`${many(21)}\nacc1`)).toBe('validation.accountsMax');
    // The keys are the domain's, with a text in every language.
    for (const key of ['validation.accountsMin', 'validation.accountsMax', 'validation.accountsDuplicate'] as const) {
      expect(VALIDATION_TEXTS.en[key]).toBeTruthy();
      expect(VALIDATION_TEXTS.es[key]).toBeTruthy();
      expect(VALIDATION_TEXTS.pt[key]).toBeTruthy();
    }
  });

  it('names each account typed more than once, once; case matters', () => {
    expect(duplicateAccounts('a1 a2 a1 a3 a2 a1 A3')).toEqual(['a1', 'a2']);
    expect(duplicateAccounts('a1 a2')).toEqual([]);
  });

  it('adds recently used accounts once each and takes one out everywhere it stands', () => {
    expect(addAccounts('a1, a2', ['a2', 'a3'])).toBe('a1\na2\na3');
    expect(addAccounts('', ['a1'])).toBe('a1');
    expect(removeAccount('a1 a2 a1', 'a1')).toBe('a2');
  });
});

describe('the quantity per account', () => {
  it('is an integer above 0 and at most the contract maximum', () => {
    expect(quantityRule('1')).toBeUndefined();
    expect(quantityRule(' 3 ')).toBeUndefined();
    expect(quantityRule(String(RECHARGE_QUANTITY_MAX))).toBeUndefined();
    expect(quantityRule('')).toBe('validation.required');
    expect(quantityRule('0')).toBe('validation.quantity');
    expect(quantityRule('-2')).toBe('validation.quantity');
    expect(quantityRule('1.5')).toBe('validation.quantity');
    expect(quantityRule('abc')).toBe('validation.quantity');
    expect(quantityRule(String(RECHARGE_QUANTITY_MAX + 1))).toBe('recharge.start.quantityOverMax');
    expect(typedQuantity('4')).toBe(4);
    expect(typedQuantity('x')).toBeNaN();
  });
});

describe('the summary', () => {
  it('needs accounts x quantity units and compares them with the free units', () => {
    expect(unitsSummary('a1 a2 a3', '2', 6)).toEqual({ accounts: 3, quantity: 2, needed: 6, free: 6, enough: true });
    expect(unitsSummary('a1 a2 a3', '3', 6)).toEqual({ accounts: 3, quantity: 3, needed: 9, free: 6, enough: false });
    // An invalid quantity needs nothing yet.
    expect(unitsSummary('a1 a2', '0', 1)).toMatchObject({ quantity: 0, needed: 0, enough: true });
  });
});

describe("an account's result", () => {
  const item = { status: null, errorCode: null, expiresAt: null, units: 0 } as const;

  it('reads waiting until the account is done', () => {
    expect(resultLine(item, 'en')).toEqual({ kind: 'waiting' });
  });

  it('reads the new expiry as YYYY/MM/DD HH:MM:SS once recharged', () => {
    const expiresAt = '2026-03-04T05:06:07.000Z';
    const line = resultLine({ ...item, status: 'SUCCESS', expiresAt, units: 2 }, 'en');
    expect(line).toEqual({ kind: 'success', expiresAt: formatDate(expiresAt), units: 2 });
    expect(line.kind === 'success' && line.expiresAt).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it.each([130012, 130026, 130027, 130028, 130066, 130085, 120046, 120048])(
    'says why %i failed in words from the error catalogue, in each language',
    (code) => {
      for (const locale of ['en', 'es', 'pt'] as const) {
        const line = resultLine({ ...item, status: 'FAILED', errorCode: code }, locale);
        expect(line).toEqual({ kind: 'failed', code, reason: errorMessage(code, locale) });
        // A text of its own, not the catch-all of an unknown code.
        expect(hasOwnText(code)).toBe(true);
      }
    },
  );

  it('has no reason when the platform gave no code, and reads undone after an undo', () => {
    expect(resultLine({ ...item, status: 'FAILED' }, 'en')).toEqual({ kind: 'failed', code: null, reason: '' });
    expect(resultLine({ ...item, status: 'UNDONE', expiresAt: '2026-01-01T00:00:00.000Z' }, 'en')).toEqual({ kind: 'undone' });
  });
});
