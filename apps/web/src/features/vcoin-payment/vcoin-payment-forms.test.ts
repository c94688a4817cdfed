// The rules of the VCoin forms: the payment password (6 digits), what each refusal of a payment
// means for the screen, the wallet falling short, and a purchase's amount (either decimal
// separator, at most 2 decimals, not zero, at most the most one purchase may be), sent with its
// 2 decimals. The pay call's path is the one the api client gives 60 s.
import { requestTimeoutMs } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { walletEndpoints } from '@panel/domain/endpoints/wallet';
import { AMOUNT_TOO_LARGE, isShort, payFailure, paySchema, toTopUpRequest, topUpSchema } from './vcoin-payment-forms';

const refusal = (code: number) => new ApiError(code, `refused ${code}`, null, 200);
const issues = (schema: typeof paySchema | typeof topUpSchema, values: unknown) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the payment password', () => {
  it('is required and is exactly 6 digits', () => {
    expect(issues(paySchema, { paymentPassword: '123456' })).toEqual([]);
    expect(issues(paySchema, { paymentPassword: '' })).toEqual(['paymentPassword:validation.required']);
    expect(issues(paySchema, { paymentPassword: '12345' })).toEqual(['paymentPassword:validation.paymentPassword']);
    expect(issues(paySchema, { paymentPassword: '1234567' })).toEqual(['paymentPassword:validation.paymentPassword']);
    expect(issues(paySchema, { paymentPassword: '12345a' })).toEqual(['paymentPassword:validation.paymentPassword']);
  });
});

describe('a refused payment', () => {
  it('reads each code the screen handles on its own', () => {
    expect(payFailure(refusal(ERROR_CODES.INSUFFICIENT_VCOIN))).toBe('INSUFFICIENT');
    expect(payFailure(refusal(ERROR_CODES.EXCHANGE_RATE_CHANGED))).toBe('RATE_CHANGED');
    expect(payFailure(refusal(ERROR_CODES.WRONG_PAYMENT_PASSWORD))).toBe('WRONG_PASSWORD');
    expect(payFailure(refusal(ERROR_CODES.VCOIN_PAYMENT_FAILED))).toBe('QUIET');
    expect(payFailure(refusal(ERROR_CODES.OPERATION_TOO_FREQUENT))).toBe('WAIT');
    expect(payFailure(refusal(ERROR_CODES.ORDER_ACCESS_DENIED))).toBe('OTHER');
  });

  it('goes to the pay path with the 60 s time-out', () => {
    expect(requestTimeoutMs(walletEndpoints.pay.path)).toBe(60_000);
  });
});

describe('the wallet falling short', () => {
  it('compares what is available with what the payment takes, in cents', () => {
    expect(isShort({ available: '12.49', vcoinAmount: '12.50' })).toBe(true);
    expect(isShort({ available: '12.50', vcoinAmount: '12.50' })).toBe(false);
    expect(isShort({ available: '100.00', vcoinAmount: '9.99' })).toBe(false);
  });
});

describe('the amount of a purchase', () => {
  const check = (amount: string) => issues(topUpSchema, toTopUpRequest({ amount }));

  it('takes either decimal separator and is sent with 2 decimals', () => {
    expect(toTopUpRequest({ amount: '12,5' })).toEqual({ amount: '12.50' });
    expect(toTopUpRequest({ amount: ' 100 ' })).toEqual({ amount: '100.00' });
    expect(toTopUpRequest({ amount: '0.05' })).toEqual({ amount: '0.05' });
    expect(check('12,5')).toEqual([]);
    expect(check('1000000')).toEqual([]);
  });

  it('is required, a number with at most 2 decimals, not zero and at most 1000000.00', () => {
    expect(check('')).toEqual(['amount:validation.required']);
    expect(check('  ')).toEqual(['amount:validation.required']);
    expect(check('abc')).toEqual(['amount:validation.amountInvalid']);
    expect(check('1.234')).toEqual(['amount:validation.amountInvalid']);
    expect(check('-5')).toEqual(['amount:validation.amountInvalid']);
    expect(check('0')).toEqual(['amount:validation.amountPositive']);
    expect(check('0,00')).toEqual(['amount:validation.amountPositive']);
    expect(check('1000000.01')).toEqual([`amount:${AMOUNT_TOO_LARGE}`]);
  });
});
