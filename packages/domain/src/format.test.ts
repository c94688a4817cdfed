import { describe, it, expect } from 'vitest';
import {
  amountForInput,
  currencyForLocale,
  decimalSeparator,
  formatCurrency,
  formatDate,
  formatNumber,
  formatPercent,
  formatVcoin,
  typedAmount,
} from './format';

const NBSP = '\u00a0';

describe('formatNumber', () => {
  it('shows 2 decimals when the value has none', () => {
    expect(formatNumber('12', 'en')).toBe('12.00');
    expect(formatNumber(12, 'es')).toBe('12,00');
    expect(formatNumber(0, 'pt')).toBe('0,00');
  });

  it('keeps the value’s own decimals', () => {
    expect(formatNumber('12.5', 'en')).toBe('12.5');
    expect(formatNumber(12.5, 'pt')).toBe('12,5');
    expect(formatNumber('0.10', 'en')).toBe('0.10');
    expect(formatNumber('1.0', 'en')).toBe('1.0');
  });

  it('uses en-US, es-ES and pt-BR separators', () => {
    expect(formatNumber('1234.567', 'en')).toBe('1,234.567');
    // es-ES does not group 4-digit numbers (CLDR minimum grouping digits 2)
    expect(formatNumber('1234.567', 'es')).toBe('1234,567');
    expect(formatNumber('1234.567', 'pt')).toBe('1.234,567');
    expect(formatNumber('12345.5', 'es')).toBe('12.345,5');
    expect(formatNumber('1234567.891', 'en')).toBe('1,234,567.891');
  });

  it('handles negatives and large values without float rounding', () => {
    expect(formatNumber('-1234.5', 'pt')).toBe('-1.234,5');
    expect(formatNumber('12345678901234567.25', 'en')).toBe('12,345,678,901,234,567.25');
  });

  it('counts decimals of exponent notation', () => {
    expect(formatNumber(1e-7, 'en')).toBe('0.0000001');
    expect(formatNumber(1e21, 'en')).toBe('1,000,000,000,000,000,000,000.00');
  });

  it('writes plain decimals as Intl.NumberFormat does, without building one', () => {
    const values = [
      '0',
      '-0',
      '007',
      '0.5',
      '5',
      '12',
      '123',
      '999.999',
      '1000',
      '1234',
      '-1234.5',
      '12345',
      '123456',
      '1234567',
      '-9876543.21',
      '100000000',
      '+42.10',
      '0.000000000000000000001',
      '1.123456789012345678901',
    ];
    for (const locale of ['en', 'es', 'pt'] as const) {
      const intl = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' }[locale];
      for (const value of values) {
        const decimals = value.split('.')[1]?.length ?? 0;
        const digits = decimals === 0 ? 2 : Math.min(decimals, 20);
        const expected = new Intl.NumberFormat(intl, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
          value as Intl.StringNumericLiteral,
        );
        expect(formatNumber(value, locale), `${value} in ${locale}`).toBe(expected);
      }
    }
  });

  it('returns non-numbers as given', () => {
    expect(formatNumber('abc', 'en')).toBe('abc');
    expect(formatNumber('', 'en')).toBe('');
    expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
  });
});

describe('currencies', () => {
  it('maps en to USD, es to EUR, pt to BRL', () => {
    expect([currencyForLocale('en'), currencyForLocale('es'), currencyForLocale('pt')]).toEqual(['USD', 'EUR', 'BRL']);
  });

  it('formats in the locale’s currency and style', () => {
    expect(formatCurrency('1234.5', 'en')).toBe('$1,234.5');
    expect(formatCurrency('1234', 'en')).toBe('$1,234.00');
    expect(formatCurrency('1234.56', 'es')).toBe(`1234,56${NBSP}€`);
    expect(formatCurrency('12345', 'es')).toBe(`12.345,00${NBSP}€`);
    expect(formatCurrency('1234.56', 'pt')).toBe(`R$${NBSP}1.234,56`);
  });

  it('returns non-numbers as given', () => {
    expect(formatCurrency('--', 'pt')).toBe('--');
  });
});

describe('formatVcoin', () => {
  it('returns the value unformatted', () => {
    expect(formatVcoin('1234.5')).toBe('1234.5');
    expect(formatVcoin(1234567)).toBe('1234567');
  });
});

describe('formatDate', () => {
  it('writes YYYY/MM/DD HH:MM:SS in local time, zero padded', () => {
    expect(formatDate(new Date(2024, 0, 5, 3, 4, 5))).toBe('2024/01/05 03:04:05');
    expect(formatDate(new Date(2023, 11, 31, 23, 59, 59))).toBe('2023/12/31 23:59:59');
  });

  it('accepts timestamps and date strings', () => {
    const date = new Date(2025, 6, 14, 9, 8, 7);
    expect(formatDate(date.getTime())).toBe('2025/07/14 09:08:07');
    expect(formatDate('2025-07-14T09:08:07')).toBe('2025/07/14 09:08:07');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPercent', () => {
  it('writes percentage points in each locale’s percent style, keeping the value’s decimals or 2', () => {
    expect(formatPercent('5.00', 'en')).toBe('5.00%');
    expect(formatPercent('5.00', 'es')).toBe(`5,00${NBSP}%`);
    expect(formatPercent('5.00', 'pt')).toBe('5,00%');
    expect(formatPercent('12.5', 'pt')).toBe('12,5%');
    expect(formatPercent(5, 'en')).toBe('5.00%');
    expect(formatPercent('1234.5', 'en')).toBe('1,234.5%');
    expect(formatPercent('-2.5', 'es')).toBe(`-2,5${NBSP}%`);
  });

  it('returns non-numbers as given', () => {
    expect(formatPercent('--', 'en')).toBe('--');
  });
});

describe('typed amounts', () => {
  it('reads either separator as the decimal one in every language', () => {
    expect(typedAmount('27,50')).toBe('27.50');
    expect(typedAmount('27.50')).toBe('27.50');
    expect(typedAmount('27')).toBe('27');
    expect(typedAmount(',5')).toBe('.5');
    expect(typedAmount('')).toBe('');
  });

  it('drops spaces (also the no-break ones of a pasted amount)', () => {
    expect(typedAmount(' 1 250.5 ')).toBe('1250.5');
    expect(typedAmount('1\u00a0250,5')).toBe('1250.5');
  });

  it('leaves anything else as typed, for the rules to refuse', () => {
    expect(typedAmount('12,5,0')).toBe('12,5,0');
    expect(typedAmount('1.234,50')).toBe('1.234,50');
    expect(typedAmount('1,234.50')).toBe('1,234.50');
    expect(typedAmount('1.23,45')).toBe('1.23,45');
    expect(typedAmount('1,234,50')).toBe('1,234,50');
    expect(typedAmount('-5')).toBe('-5');
    expect(typedAmount('abc')).toBe('abc');
  });

  it('shows a wire amount in an input in the locale’s decimal style', () => {
    expect(amountForInput('27.50', 'en')).toBe('27.50');
    expect(amountForInput('27.50', 'es')).toBe('27,50');
    expect(amountForInput('27.50', 'pt')).toBe('27,50');
    expect(amountForInput('27', 'pt')).toBe('27');
    expect([decimalSeparator('en'), decimalSeparator('es'), decimalSeparator('pt')]).toEqual(['.', ',', ',']);
  });

  it('reads back what it shows', () => {
    for (const locale of ['en', 'es', 'pt'] as const) expect(typedAmount(amountForInput('1234.05', locale))).toBe('1234.05');
  });
});
