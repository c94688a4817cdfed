// The pay-by countdown as the order lists say it, in each language: whole hours from one hour on,
// else whole minutes (at least one), the over text once the deadline passed, nothing without one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../lib/i18n';
import { payWithinText } from './pay-within';

const now = new Date('2025-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('payWithinText', () => {
  beforeAll(() => changeLocale('en'));
  afterAll(() => changeLocale('en'));

  it('says whole hours from one hour on, rounding the minutes down', () => {
    const t = i18n.t.bind(i18n);
    expect(payWithinText(t, at(5 * HOUR + 59 * MIN), now)).toBe('Pay within 5 h');
    expect(payWithinText(t, at(HOUR), now)).toBe('Pay within 1 h');
  });

  it('says minutes under an hour, rounding up to at least one', () => {
    const t = i18n.t.bind(i18n);
    expect(payWithinText(t, at(58 * MIN + 30_000), now)).toBe('Pay within 59 min');
    expect(payWithinText(t, at(59 * MIN + 30_000), now)).toBe('Pay within 1 h');
    expect(payWithinText(t, at(11 * MIN + 1_000), now)).toBe('Pay within 12 min');
    expect(payWithinText(t, at(5_000), now)).toBe('Pay within 1 min');
  });

  it('says the time is over once the deadline passed, and nothing without a deadline', () => {
    const t = i18n.t.bind(i18n);
    expect(payWithinText(t, at(0), now)).toBe('The time to pay is over');
    expect(payWithinText(t, at(-HOUR), now)).toBe('The time to pay is over');
    expect(payWithinText(t, null, now)).toBeNull();
    expect(payWithinText(t, 'not a date', now)).toBeNull();
  });

  it('speaks Spanish and Portuguese', async () => {
    await changeLocale('es');
    expect(payWithinText(i18n.t.bind(i18n), at(5 * HOUR), now)).toBe('Paga en 5 h');
    expect(payWithinText(i18n.t.bind(i18n), at(12 * MIN), now)).toBe('Paga en 12 min');
    await changeLocale('pt');
    expect(payWithinText(i18n.t.bind(i18n), at(5 * HOUR), now)).toBe('Pague em 5 h');
    expect(payWithinText(i18n.t.bind(i18n), at(12 * MIN), now)).toBe('Pague em 12 min');
  });
});
