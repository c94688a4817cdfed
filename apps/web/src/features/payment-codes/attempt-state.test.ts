// The rules of the payment code pages: which state an attempt puts its page in (live, paid, ended,
// another method's), the clock of the time left, what crypto transfers brought against the amount
// asked, the confirmations' share, and how a due date is written.
import type { PaymentAttemptView } from '@panel/domain/contract/payments';
import { describe, expect, it } from 'vitest';
import { attemptState, clockText, confirmationPercent, cryptoBalance, tokenText } from './attempt-state';
import { dateText } from './date-text';
import { attemptFixture } from './test-attempts';

const PIX = { kind: 'PIX', brCode: '000201' } as const;

const attempt = (overrides: Partial<PaymentAttemptView> = {}) => attemptFixture({ fee: '0.00', instructions: PIX, ...overrides });

describe('attemptState', () => {
  it('is live while the attempt waits with time left, or has money on its way', () => {
    expect(attemptState(attempt(), 'PIX', 900)).toEqual({ kind: 'live' });
    expect(attemptState(attempt(), 'PIX', null)).toEqual({ kind: 'live' });
    // Money seen and being confirmed: the clock does not end it, the server does.
    expect(attemptState(attempt({ status: 'CONFIRMING' }), 'PIX', 0)).toEqual({ kind: 'live' });
    expect(attemptState(attempt({ status: 'PARTIAL' }), 'PIX', 0)).toEqual({ kind: 'live' });
  });

  it('is expired as soon as a waiting attempt has no time left, before the server says so', () => {
    expect(attemptState(attempt(), 'PIX', 0)).toEqual({ kind: 'ended', status: 'EXPIRED' });
  });

  it('is paid when the attempt succeeded or the order is paid, whatever the page', () => {
    expect(attemptState(attempt({ status: 'SUCCEEDED', orderStatus: 'DELIVERED' }), 'PIX', 0)).toEqual({ kind: 'paid' });
    expect(attemptState(attempt({ status: 'SUCCEEDED', orderId: null, topUpId: 't1', orderStatus: null }), 'BOLETO', null)).toEqual({ kind: 'paid' });
    for (const orderStatus of ['PAYMENTSUCCESS', 'DELIVERING', 'DELIVERED'] as const) {
      expect(attemptState(attempt({ orderStatus }), 'PIX', 10)).toEqual({ kind: 'paid' });
    }
  });

  it('hands a live attempt of another method over to its page', () => {
    expect(attemptState(attempt(), 'BOLETO', 900)).toEqual({ kind: 'elsewhere' });
    expect(attemptState(attempt(), 'CRYPTO', 900)).toEqual({ kind: 'elsewhere' });
  });

  it('is ended with the server status once the attempt can no longer be paid, on any page', () => {
    for (const status of ['EXPIRED', 'FAILED', 'CANCELLED', 'CHARGEBACK', 'REFUNDED'] as const) {
      expect(attemptState(attempt({ status, orderStatus: 'WAITINGPAYMENT' }), 'PIX', 900)).toEqual({ kind: 'ended', status });
      expect(attemptState(attempt({ status, orderStatus: 'WAITINGPAYMENT' }), 'BOLETO', 900)).toEqual({ kind: 'ended', status });
    }
  });
});

describe('clockText', () => {
  it('writes minutes and seconds, hours from an hour up, never below zero', () => {
    expect(clockText(900)).toBe('15:00');
    expect(clockText(61)).toBe('01:01');
    expect(clockText(9)).toBe('00:09');
    expect(clockText(0)).toBe('00:00');
    expect(clockText(-4)).toBe('00:00');
    expect(clockText(3600)).toBe('1:00:00');
    expect(clockText(2 * 3600 + 5 * 60 + 7)).toBe('2:05:07');
  });
});

describe('cryptoBalance', () => {
  it('says nothing arrived, the rest to send, the surplus, or even, exactly', () => {
    expect(cryptoBalance({ amount: '30.05', received: '0' })).toEqual({ kind: 'none' });
    expect(cryptoBalance({ amount: '30.05', received: '' })).toEqual({ kind: 'none' });
    expect(cryptoBalance({ amount: '30.05', received: '20' })).toEqual({ kind: 'short', rest: '10.05' });
    expect(cryptoBalance({ amount: '30.05', received: '30.049999' })).toEqual({ kind: 'short', rest: '0.000001' });
    expect(cryptoBalance({ amount: '30.05', received: '30.050000' })).toEqual({ kind: 'even' });
    expect(cryptoBalance({ amount: '30.05', received: '35.5' })).toEqual({ kind: 'over', surplus: '5.45' });
    // BEP20 amounts carry 18 decimals.
    expect(cryptoBalance({ amount: '1.00', received: '1.000000000000000001' })).toEqual({ kind: 'over', surplus: '0.000000000000000001' });
  });
});

describe('tokenText', () => {
  it('keeps a token amount’s significant decimals, at least 2, and leaves what is not a number as given', () => {
    expect(tokenText('25.250000')).toBe('25.25');
    expect(tokenText('25')).toBe('25.00');
    expect(tokenText('0.252500')).toBe('0.2525');
    expect(tokenText('1.000000000000000001')).toBe('1.000000000000000001');
    expect(tokenText('n/a')).toBe('n/a');
  });
});

describe('confirmationPercent', () => {
  it('is the share of the confirmations required, between 0 and 100', () => {
    expect(confirmationPercent(0, 19)).toBe(0);
    expect(confirmationPercent(5, 20)).toBe(25);
    expect(confirmationPercent(19, 19)).toBe(100);
    expect(confirmationPercent(40, 19)).toBe(100);
    expect(confirmationPercent(3, 0)).toBe(100);
  });
});

describe('dateText', () => {
  it('writes a bare date as YYYY/MM/DD whatever the time zone, and leaves the unknown as given', () => {
    expect(dateText('2026-01-15')).toBe('2026/01/15');
    expect(dateText('2026/01/15')).toBe('2026/01/15');
    expect(dateText('2026-01-15T12:00:00')).toBe('2026/01/15');
    expect(dateText('soon')).toBe('soon');
  });
});
