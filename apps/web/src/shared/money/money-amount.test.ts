import { describe, expect, it } from 'vitest';
import { moneyText, VCOIN } from './money-amount';

describe('moneyText', () => {
  it('writes the amount in the language number style, keeping its decimals, then the currency', () => {
    expect(moneyText('12345.50', 'USD', 'en')).toBe('12,345.50 USD');
    expect(moneyText('12345.50', 'USD', 'es')).toBe('12.345,50 USD');
    expect(moneyText('12345.5', 'BRL', 'pt')).toBe('12.345,5 BRL');
    expect(moneyText('7', 'EUR', 'en')).toBe('7.00 EUR');
  });

  it('shows VCoin as given', () => {
    expect(moneyText('12345.5', VCOIN, 'es')).toBe('12345.5 VCoin');
  });
});
