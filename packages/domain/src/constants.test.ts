import { describe, it, expect } from 'vitest';
import {
  DURATIONS_MS,
  LIMITS,
  ONLINE_PAYMENT_LIMITS,
  ORDER_STATUSES,
  PERIOD_KEYS,
  PERIOD_VALUES,
  WHOLE_BODY_PATHS,
  getPeriod,
  isOneOf,
  isPeriodKey,
  isSilentFailurePath,
  periodDays,
  requestTimeoutMs,
  returnsWholeBody,
} from './constants';
import { isDecimalString } from './money';

describe('order statuses', () => {
  it('are the ten of spec section 4, spelled as the spec spells them', () => {
    expect(new Set(ORDER_STATUSES).size).toBe(10);
    expect(ORDER_STATUSES).toContain('WAITINGPAYMENT');
    expect(ORDER_STATUSES).toContain('CONFIRMINGPAYMENT');
    expect(isOneOf(ORDER_STATUSES, 'WAITING_PAYMENT')).toBe(false);
  });
});

describe('period values', () => {
  it('lists the spec periods in its order', () => {
    expect(PERIOD_VALUES.map((p) => `${p.amount} ${p.unit}`)).toEqual([
      ...[1, 2, 3, 5, 7, 10, 15, 23, 60, 90, 120, 180].map((d) => `${d} DAY`),
      '1 WEEK',
      '1 MONTH',
      '1 YEAR',
      '18 MONTH',
      '2 YEAR',
      '3 YEAR',
      '4 YEAR',
      '20 YEAR',
    ]);
  });

  it('has unique keys made of unit and amount', () => {
    expect(new Set(PERIOD_KEYS).size).toBe(PERIOD_VALUES.length);
    for (const p of PERIOD_VALUES) expect(p.key).toBe(`${p.unit}_${p.amount}`);
  });

  it.each([
    ['DAY_1', 1],
    ['DAY_23', 23],
    ['WEEK_1', 7],
    ['MONTH_1', 30],
    ['YEAR_1', 365],
    ['MONTH_18', 540],
    ['YEAR_2', 730],
    ['YEAR_20', 7300],
  ] as const)('%s lasts about %i days', (key, days) => {
    expect(periodDays(key)).toBe(days);
  });

  it('recognises only known keys', () => {
    expect(isPeriodKey('MONTH_18')).toBe(true);
    expect(isPeriodKey('MONTH_2')).toBe(false);
    expect(() => getPeriod('DAY_4' as never)).toThrow(RangeError);
  });
});

describe('limits', () => {
  it('match spec sections 5, 6 and 9', () => {
    expect(LIMITS).toEqual({
      PASSWORD_MIN: 8,
      PASSWORD_MAX: 16,
      VERIFICATION_CODE_LENGTH: 4,
      NAME_MIN: 1,
      NAME_MAX: 30,
      RECHARGE_ACCOUNTS_MAX: 20,
      PAYMENT_ACCOUNTS_MAX: 10,
    });
  });

  it('keep online payment limits as decimal strings', () => {
    expect(ONLINE_PAYMENT_LIMITS).toEqual({ USD: '5000', BRL: '50000', MXN: '20000' });
    expect(Object.values(ONLINE_PAYMENT_LIMITS).every((v) => isDecimalString(v))).toBe(true);
  });
});

describe('requestTimeoutMs', () => {
  it('gives the two pay calls 60 s, with or without host and query', () => {
    expect(requestTimeoutMs('/api/order/payment/pay/v2')).toBe(60_000);
    expect(requestTimeoutMs('https://panel.example/api/order/payment/pay/wallet?x=1')).toBe(60_000);
  });

  it('gives every other call 10 s', () => {
    expect(requestTimeoutMs('/api/order/payment/pay')).toBe(DURATIONS_MS.REQUEST_TIMEOUT);
    expect(requestTimeoutMs('/api/order/payment/pay/v2/extra')).toBe(10_000);
  });
});

describe('returnsWholeBody', () => {
  it('is true for login prejudge, unfollow and sending a follow request', () => {
    expect(returnsWholeBody('POST', '/api-auth/oauth/user/login/prejudge')).toBe(true);
    expect(returnsWholeBody('delete', '/api-user/user/follow/buyer/12/34')).toBe(true);
    expect(returnsWholeBody('POST', '/api-user/user/follow/request')).toBe(true);
    expect(returnsWholeBody('POST', 'http://localhost:3000/api-user/user/follow/request?storeUid=9')).toBe(true);
  });

  it('is false for the same paths with another method', () => {
    expect(returnsWholeBody('GET', '/api-auth/oauth/user/login/prejudge')).toBe(false);
    expect(returnsWholeBody('GET', '/api-user/user/follow/buyer/12/34')).toBe(false);
    expect(returnsWholeBody('GET', '/api-user/user/follow/request')).toBe(false);
  });

  it('is false for neighbouring follow calls', () => {
    expect(returnsWholeBody('POST', '/api-user/user/follow/buyers/v2')).toBe(false);
    expect(returnsWholeBody('GET', '/api-user/user/follow/request/receiver')).toBe(false);
    expect(returnsWholeBody('POST', '/api-user/user/follow/request/receiver')).toBe(false);
    expect(returnsWholeBody('GET', '/api-user/user/follow/request/info/5')).toBe(false);
    expect(returnsWholeBody('PUT', '/api-user/user/follow/handle')).toBe(false);
    expect(returnsWholeBody('DELETE', '/api-user/user/follow/block/1/2')).toBe(false);
    expect(returnsWholeBody('DELETE', WHOLE_BODY_PATHS[1])).toBe(false);
    expect(returnsWholeBody('POST', '/api-auth/oauth/user/token')).toBe(false);
  });
});

describe('isSilentFailurePath', () => {
  it('silences only current user and CDN domain', () => {
    expect(isSilentFailurePath('/api-user/users/current')).toBe(true);
    expect(isSilentFailurePath('/api-auth/s3/cdn/domain?t=1')).toBe(true);
    expect(isSilentFailurePath('/api-user/users/guide/info')).toBe(false);
  });
});
