import { describe, it, expect } from 'vitest';
import {
  addMoney,
  basisPointsToPercent,
  convert,
  DECIMAL_TEXT_MAX,
  feeOf,
  fromMinor,
  isCurrency,
  isDecimalString,
  money,
  moneyToDecimal,
  normalizeDecimal,
  percentOf,
  percentToBasisPoints,
  rate,
  roundDiv,
  subtractMoney,
  toMinor,
} from './money';

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

  it('takes no text longer than DECIMAL_TEXT_MAX, and refuses a megabyte of digits without reading them', () => {
    const uint256 = (2n ** 256n - 1n).toString();
    const widest = `-${uint256.slice(0, -6)}.${uint256.slice(-6)}`;
    expect(widest).toHaveLength(DECIMAL_TEXT_MAX);
    expect(toMinor(widest, 6)).toBe(-(2n ** 256n - 1n));
    expect(isDecimalString(`${widest}0`, 7)).toBe(false);
    // Read as a bigint, a megabyte of digits took 0.1 to 0.2 s.
    const megabyte = '9'.repeat(1024 * 1024);
    const started = performance.now();
    expect(isDecimalString(megabyte)).toBe(false);
    expect(() => toMinor(megabyte)).toThrow(RangeError);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('normalizeDecimal', () => {
  it('pads to the scale', () => {
    expect(normalizeDecimal('5')).toBe('5.00');
    expect(normalizeDecimal('0.1')).toBe('0.10');
    expect(() => normalizeDecimal('0.125')).toThrow(RangeError);
  });
});

describe('amounts with their currency', () => {
  it('use each currency exponent: cents for fiat and VCoin, 6 decimals for stablecoins', () => {
    expect(money('12.5', 'USD')).toEqual({ currency: 'USD', minor: 1250n });
    expect(money('1.000001', 'USDT').minor).toBe(1_000_001n);
    expect(() => money('1.001', 'BRL')).toThrow(RangeError);
    expect(moneyToDecimal(money('3', 'VCOIN'))).toBe('3.00');
    expect(moneyToDecimal({ currency: 'USDC', minor: 5n })).toBe('0.000005');
    expect(isCurrency('COP')).toBe(true);
    expect(isCurrency('toString')).toBe(false);
  });

  it('never combine two currencies', () => {
    expect(addMoney(money('1.10', 'EUR'), money('2.05', 'EUR'))).toEqual(money('3.15', 'EUR'));
    expect(() => addMoney(money('1', 'EUR'), money('1', 'USD'))).toThrow(/EUR with USD/);
    expect(() => subtractMoney(money('1', 'USDT'), money('1', 'USDC'))).toThrow(RangeError);
  });
});

describe('the rounding rule', () => {
  it('rounds halves away from zero, once', () => {
    expect([roundDiv(5n, 2n), roundDiv(-5n, 2n), roundDiv(7n, 3n), roundDiv(8n, 3n), roundDiv(-8n, 3n)]).toEqual([3n, -3n, 2n, 3n, -3n]);
    expect(() => roundDiv(1n, 0n)).toThrow(RangeError);
  });
});

describe('basis points', () => {
  it('keep percentages as whole basis points', () => {
    expect(percentToBasisPoints('12.5')).toBe(1250);
    expect(basisPointsToPercent(1250)).toBe('12.50');
    expect(percentOf(money('10.01', 'USD'), 250)).toEqual(money('0.25', 'USD')); // 0.25025 -> 0.25
    expect(percentOf(money('0.10', 'USD'), 500)).toEqual(money('0.01', 'USD')); // 0.005 -> 0.01
    expect(() => percentOf(money('1', 'USD'), 12.5)).toThrow(RangeError);
  });

  it('make a fee of a percentage plus a fixed part, capped per currency', () => {
    const rule = { bp: 350, fixed: money('0.30', 'BRL'), cap: money('25.00', 'BRL') };
    expect(feeOf(money('100.00', 'BRL'), rule)).toEqual(money('3.80', 'BRL'));
    expect(feeOf(money('10000.00', 'BRL'), rule)).toEqual(money('25.00', 'BRL'));
    expect(feeOf(money('100.00', 'BRL'), { bp: 0, fixed: money('0', 'BRL') })).toEqual(money('0.00', 'BRL'));
  });
});

describe('exchange rates', () => {
  it('are scaled integers, and a conversion rounds once across exponents', () => {
    const brlPerUsd = rate('5.4321', 'USD', 'BRL');
    expect(brlPerUsd.scaled).toBe(543_210_000n);
    expect(convert(money('10.00', 'USD'), brlPerUsd)).toEqual(money('54.32', 'BRL')); // 54.321
    expect(convert(money('0.01', 'USD'), rate('0.5', 'USD', 'VCOIN'))).toEqual(money('0.01', 'VCOIN')); // 0.005 -> 0.01
    expect(convert(money('1.234567', 'USDT'), rate('1', 'USDT', 'VCOIN'))).toEqual(money('1.23', 'VCOIN'));
    expect(convert(money('12.34', 'VCOIN'), rate('1', 'VCOIN', 'USDC'))).toEqual(money('12.34', 'USDC'));
    expect(() => convert(money('1', 'EUR'), brlPerUsd)).toThrow(/converts USD/);
    expect(() => rate('0', 'USD', 'BRL')).toThrow(RangeError);
    expect(() => rate('1.123456789', 'USD', 'BRL')).toThrow(RangeError);
  });
});
