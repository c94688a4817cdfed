import { describe, expect, it } from 'vitest';
import { moneyShown, vcoinShown } from './payments-parts';

describe('amounts as the operator reads them', () => {
  it("drops a token's trailing zeros past the second decimal, and keeps two", () => {
    expect(moneyShown('0.404000', 'USDT')).toBe('0.404 USDT');
    expect(moneyShown('40.400000', 'USDT')).toBe('40.40 USDT');
    expect(moneyShown('25.000000000000000001', 'USDT')).toBe('25.000000000000000001 USDT');
    expect(moneyShown('54.20', 'BRL')).toBe('54.20 BRL');
    expect(moneyShown('1200', 'COP')).toBe('1200 COP');
  });

  it('shows VCoin with two decimals, unformatted', () => {
    expect(vcoinShown('9.8')).toBe('9.80');
    expect(vcoinShown('1234567.5')).toBe('1234567.50');
  });
});
