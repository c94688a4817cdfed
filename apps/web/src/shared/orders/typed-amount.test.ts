// Amounts typed on the order screens: a decimal comma (Spanish and Portuguese keyboards) is read as
// the wire's point, and a wire amount is shown in the box in the language's decimal style.
import { describe, expect, it } from 'vitest';
import { amountForInput, typedAmount } from './typed-amount';

describe('typed amounts', () => {
  it('reads a decimal comma as a point and drops spaces; anything else is left as typed', () => {
    expect(typedAmount('12,50')).toBe('12.50');
    expect(typedAmount(' 1 250.5 ')).toBe('1250.5');
    expect(typedAmount('65.00')).toBe('65.00');
    expect(typedAmount('1.250,50')).toBe('1.250,50');
    expect(typedAmount('')).toBe('');
  });

  it('shows a wire amount in the language’s decimal style', () => {
    expect(amountForInput('65.00', 'en')).toBe('65.00');
    expect(amountForInput('65.00', 'es')).toBe('65,00');
    expect(amountForInput('65.00', 'pt')).toBe('65,00');
  });
});
