// What one generation may make (a whole number from 1 to the free units, at most 1,000,000), the
// formats' examples, and how a code and a record's progress read.
import { CODE_FORMATS, CODES_PER_GENERATION_MAX, looksLikeCode, normalizeCode } from '@panel/domain/codes';
import { describe, expect, it } from 'vitest';
import { codeText, codesMade, formatExample, quantityMax, quantityRule, recordPercent, typedQuantity } from './codes-rules';

describe('the quantity of a generation', () => {
  it('takes whole numbers, grouped by thousands or not, and nothing else', () => {
    expect(typedQuantity('50')).toBe(50);
    expect(typedQuantity(' 1000 ')).toBe(1000);
    expect(typedQuantity('1,000')).toBe(1000);
    expect(typedQuantity('1.000')).toBe(1000);
    expect(typedQuantity('1 000 000')).toBe(1_000_000);
    for (const typed of ['1.5', '2,50', '-1', '2e3', '0x10', 'ten', '1,00', '12 34']) expect(typedQuantity(typed), typed).toBeNaN();
  });

  it('is required, whole, at least 1, within the free units and at most 1,000,000', () => {
    expect(quantityRule('', 10)).toBe('validation.required');
    expect(quantityRule('  ', 10)).toBe('validation.required');
    expect(quantityRule('2.5', 10)).toBe('codes.generate.quantityWhole');
    expect(quantityRule('0', 10)).toBe('codes.generate.quantityMin');
    expect(quantityRule('1', 10)).toBeUndefined();
    expect(quantityRule('10', 10)).toBeUndefined();
    expect(quantityRule('11', 10)).toBe('codes.generate.quantityOverFree');
    expect(quantityRule(String(CODES_PER_GENERATION_MAX), 2_000_000)).toBeUndefined();
    expect(quantityRule(String(CODES_PER_GENERATION_MAX + 1), 2_000_000)).toBe('codes.generate.quantityOverMax');
    expect(quantityRule('99999999999', 2_000_000)).toBe('codes.generate.quantityOverMax');
  });

  it('says a card without free units has none to make codes of', () => {
    expect(quantityRule('1', 0)).toBe('codes.generate.noFree');
    expect(quantityMax(0)).toBe(0);
  });

  it('is at most the free units, capped at the per-generation maximum', () => {
    expect(quantityMax(120)).toBe(120);
    expect(quantityMax(5_000_000)).toBe(CODES_PER_GENERATION_MAX);
  });
});

describe('the formats', () => {
  it('each shows an example of its length, in groups of 4, from its own alphabet, that reads as a code', () => {
    for (const [format, { length, alphabet }] of Object.entries(CODE_FORMATS)) {
      const example = formatExample(format as keyof typeof CODE_FORMATS);
      const plain = normalizeCode(example);
      expect(plain, format).toHaveLength(length);
      expect(
        [...plain].every((c) => alphabet.includes(c)),
        format,
      ).toBe(true);
      expect(
        example.split('-').every((group) => group.length <= 4),
        format,
      ).toBe(true);
      expect(looksLikeCode(example), format).toBe(true);
    }
    expect(formatExample('DIGITS')).toMatch(/^\d{4}-\d{4}-\d{4}$/);
  });
});

describe('a code as shown', () => {
  it('is upper case in groups of 4 joined by dashes, whatever spacing it came with', () => {
    expect(codeText('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(codeText('abcd efgh-jkmn pqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(codeText('ABCD-EFGH-JKMN-PQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(codeText('123456789012')).toBe('1234-5678-9012');
    expect(codeText('ABCDEFGHIJKLMNOPQRST')).toBe('ABCD-EFGH-IJKL-MNOP-QRST');
  });
});

describe('the progress of a record', () => {
  it('is the codes made of those asked for, whole percent, full once done', () => {
    expect(recordPercent({ made: 0, quantity: 50, state: 'PENDING' })).toBe(0);
    expect(recordPercent({ made: 25, quantity: 50, state: 'RUNNING' })).toBe(50);
    expect(recordPercent({ made: 49, quantity: 50, state: 'RUNNING' })).toBe(98);
    expect(recordPercent({ made: 50, quantity: 50, state: 'DONE' })).toBe(100);
    expect(recordPercent({ made: 0, quantity: 0, state: 'FAILED' })).toBe(0);
  });
});

describe('the codes a finished generation made', () => {
  it("is the task result's count (its progress counts batches), else the items it did", () => {
    expect(codesMade({ codes: 50, stockAfter: 10 }, { done: 1, failed: 0 })).toBe(50);
    expect(codesMade(null, { done: 7, failed: 2 })).toBe(5);
    expect(codesMade({ other: 1 }, { done: 3, failed: 0 })).toBe(3);
  });
});
