import { describe, it, expect } from 'vitest';
import { fromMinor, isDecimalString, normalizeDecimal, toMinor } from './money';

describe('toMinor', () => {
  it.each([
    ['12.50', 1250n],
    ['12.5', 1250n],
    ['12', 1200n],
    ['0.01', 1n],
    ['0', 0n],
    ['-0.05', -5n],
    ['-12.3', -1230n],
    ['007.10', 710n],
    ['123456789012345678.99', 12345678901234567899n],
  ] as const)('reads %s as %s', (input, expected) => {
    expect(toMinor(input)).toBe(expected);
  });

  it('honours the scale', () => {
    expect(toMinor('1.234', 3)).toBe(1234n);
    expect(toMinor('7', 0)).toBe(7n);
    expect(toMinor('1.5', 6)).toBe(1_500_000n);
  });

  it.each([['1.234'], [''], ['abc'], ['1e3'], [' 12'], ['12 '], ['+12'], ['.5'], ['5.'], ['1,50'], ['--1'], ['NaN']])(
    'refuses %j rather than rounding or guessing',
    (input) => {
      expect(() => toMinor(input)).toThrow(RangeError);
    },
  );

  it('refuses decimals at scale 0 and bad scales', () => {
    expect(() => toMinor('1.5', 0)).toThrow(RangeError);
    expect(() => toMinor('1', -1)).toThrow(RangeError);
    expect(() => toMinor('1', 2.5)).toThrow(RangeError);
  });
});

describe('fromMinor', () => {
  it.each([
    [1250n, '12.50'],
    [1n, '0.01'],
    [0n, '0.00'],
    [-5n, '-0.05'],
    [-123456n, '-1234.56'],
    [12345678901234567899n, '123456789012345678.99'],
  ] as const)('writes %s as %s', (input, expected) => {
    expect(fromMinor(input)).toBe(expected);
  });

  it('honours the scale', () => {
    expect(fromMinor(1234n, 3)).toBe('1.234');
    expect(fromMinor(7n, 0)).toBe('7');
    expect(fromMinor(-7n, 0)).toBe('-7');
  });

  it('round-trips with toMinor', () => {
    for (const s of ['0.00', '0.10', '-99.99', '5000.00', '1.00']) {
      expect(fromMinor(toMinor(s))).toBe(s);
    }
  });
});

describe('isDecimalString', () => {
  it('accepts plain decimals within the scale', () => {
    expect(isDecimalString('5000')).toBe(true);
    expect(isDecimalString('-0.5')).toBe(true);
    expect(isDecimalString('1.23')).toBe(true);
  });

  it('rejects more decimals than the scale, non-strings and other notations', () => {
    expect(isDecimalString('1.234')).toBe(false);
    expect(isDecimalString('1.234', 3)).toBe(true);
    expect(isDecimalString('1.5', 0)).toBe(false);
    expect(isDecimalString(12)).toBe(false);
    expect(isDecimalString('1e2')).toBe(false);
  });
});

describe('normalizeDecimal', () => {
  it('pads to the scale', () => {
    expect(normalizeDecimal('5')).toBe('5.00');
    expect(normalizeDecimal('0.1')).toBe('0.10');
    expect(() => normalizeDecimal('0.125')).toThrow(RangeError);
  });
});
