import { VOUCHER_REASON_MAX } from '@panel/domain/contract/orders';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { amountForInput } from '@panel/domain/format';
import { receivedAmountDefault, receivedAmountResolver, rejectReasonResolver } from './sale-forms';

async function check<Values extends FieldValues, Output>(resolver: Resolver<Values, unknown, Output>, values: Values) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
  return { errors, body: result.values };
}

const order = { amount: '150.00', dueAmount: '100.00' };
const received = (text: string) => check(receivedAmountResolver(order), { receivedAmount: text });

describe('the received amount', () => {
  it('sends an amount above zero and at most the due', async () => {
    expect(await received(' 100.00 ')).toEqual({ errors: {}, body: { receivedAmount: '100.00' } });
    expect(await received('0.01')).toEqual({ errors: {}, body: { receivedAmount: '0.01' } });
    expect((await received('25')).body).toEqual({ receivedAmount: '25' });
  });

  it('reads a decimal comma as the decimal point', async () => {
    expect((await received('12,50')).body).toEqual({ receivedAmount: '12.50' });
    expect((await received(' 1 0,5 ')).body).toEqual({ receivedAmount: '10.5' });
  });

  it("reads back the amount it starts with in the panel language's decimal style", async () => {
    expect((await received(amountForInput('99.90', 'pt'))).body).toEqual({ receivedAmount: '99.90' });
    expect((await received(amountForInput('99.90', 'en'))).body).toEqual({ receivedAmount: '99.90' });
  });

  it('refuses an empty, invalid, zero or negative amount', async () => {
    expect((await received('')).errors).toEqual({ receivedAmount: 'validation.required' });
    expect((await received('abc')).errors).toEqual({ receivedAmount: 'validation.amountInvalid' });
    expect((await received('1.000,50')).errors).toEqual({ receivedAmount: 'validation.amountInvalid' });
    expect((await received('12.345')).errors).toEqual({ receivedAmount: 'validation.amountInvalid' });
    expect((await received('-5')).errors).toEqual({ receivedAmount: 'validation.amountPositive' });
    expect((await received('0')).errors).toEqual({ receivedAmount: 'validation.amountPositive' });
  });

  it('refuses more than the due balance, and says the due for more than the order amount too', async () => {
    expect((await received('100.01')).errors).toEqual({ receivedAmount: 'validation.amountOverDue' });
    expect((await received('150.01')).errors).toEqual({ receivedAmount: 'validation.amountOverDue' });
    expect((await check(receivedAmountResolver({ amount: '150.00', dueAmount: '150.00' }), { receivedAmount: '150.01' })).errors).toEqual({
      receivedAmount: 'validation.amountOverDue',
    });
  });

  it('starts at the amount the buyer reported when it can be confirmed, else at the due', () => {
    expect(receivedAmountDefault('40.00', '100.00')).toBe('40.00');
    expect(receivedAmountDefault('100.00', '100.00')).toBe('100.00');
    expect(receivedAmountDefault('120.00', '100.00')).toBe('100.00');
    expect(receivedAmountDefault('0', '100.00')).toBe('100.00');
    expect(receivedAmountDefault(null, '100.00')).toBe('100.00');
  });
});

describe('the rejection reason', () => {
  const reason = (text: string) => check(rejectReasonResolver, { reason: text });

  it('is required', async () => {
    expect((await reason('')).errors).toEqual({ reason: 'validation.required' });
    expect((await reason('   ')).errors).toEqual({ reason: 'validation.required' });
  });

  it('is sent trimmed, up to the contract maximum', async () => {
    expect(await reason('  The transfer has not arrived  ')).toEqual({ errors: {}, body: { reason: 'The transfer has not arrived' } });
    expect((await reason('x'.repeat(VOUCHER_REASON_MAX))).errors).toEqual({});
    expect((await reason('x'.repeat(VOUCHER_REASON_MAX + 1))).errors).toEqual({ reason: 'validation.tooLong' });
  });
});
