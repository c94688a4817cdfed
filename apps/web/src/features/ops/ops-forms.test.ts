import { TOP_UP_REASON_MAX } from '@panel/domain/contract/ops';
import { amountForInput } from '@panel/domain/format';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  bankAccountResolver,
  feePercentProblem,
  rateProblem,
  rateResolver,
  receivedAmountResolver,
  rejectReasonResolver,
  type BankAccountValues,
} from './ops-forms';

async function check<Values extends FieldValues, Output>(resolver: Resolver<Values, unknown, Output>, values: Values) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
  return { errors, body: result.values };
}

describe('the amount received for a top-up', () => {
  const received = (text: string) => check(receivedAmountResolver, { receivedAmount: text });

  it('sends a VCoin amount above zero, a decimal comma read as the point', async () => {
    expect(await received(' 100.00 ')).toEqual({ errors: {}, body: { receivedAmount: '100.00' } });
    expect((await received('12,5')).body).toEqual({ receivedAmount: '12.5' });
    expect((await received(amountForInput('99.90', 'es'))).body).toEqual({ receivedAmount: '99.90' });
    expect((await received('0.01')).body).toEqual({ receivedAmount: '0.01' });
    expect((await received('1000000.00')).body).toEqual({ receivedAmount: '1000000.00' });
  });

  it('refuses an empty, invalid, zero, negative or too large amount', async () => {
    expect((await received('  ')).errors).toEqual({ receivedAmount: 'validation.required' });
    expect((await received('abc')).errors).toEqual({ receivedAmount: 'validation.amountInvalid' });
    expect((await received('1.000,50')).errors).toEqual({ receivedAmount: 'validation.amountInvalid' });
    expect((await received('12.345')).errors).toEqual({ receivedAmount: 'validation.amountInvalid' });
    expect((await received('0')).errors).toEqual({ receivedAmount: 'validation.amountPositive' });
    expect((await received('0,00')).errors).toEqual({ receivedAmount: 'validation.amountPositive' });
    expect((await received('-5')).errors).toEqual({ receivedAmount: 'validation.amountPositive' });
    expect((await received('1000000.01')).errors).toEqual({ receivedAmount: 'ops.forms.amountTooLarge' });
  });
});

describe('the reason of a rejected top-up', () => {
  it('is required, trimmed and at most the contract allows', async () => {
    expect(await check(rejectReasonResolver, { reason: '  No transfer arrived ' })).toEqual({ errors: {}, body: { reason: 'No transfer arrived' } });
    expect((await check(rejectReasonResolver, { reason: '   ' })).errors).toEqual({ reason: 'validation.required' });
    expect((await check(rejectReasonResolver, { reason: 'x'.repeat(TOP_UP_REASON_MAX) })).errors).toEqual({});
    expect((await check(rejectReasonResolver, { reason: 'x'.repeat(TOP_UP_REASON_MAX + 1) })).errors).toEqual({ reason: 'validation.tooLong' });
  });
});

describe('the rate text', () => {
  it('takes a rate above zero with up to 8 decimals and 10 whole digits, either separator', () => {
    expect(rateProblem('5.4')).toBeUndefined();
    expect(rateProblem('5,40')).toBeUndefined();
    expect(rateProblem('0.00000001')).toBeUndefined();
    expect(rateProblem('1234567890.12345678')).toBeUndefined();
  });

  it('refuses empty, zero, negative, too precise or malformed rates', () => {
    expect(rateProblem('')).toBe('validation.required');
    expect(rateProblem('0')).toBe('ops.forms.rateInvalid');
    expect(rateProblem('0.00000000')).toBe('ops.forms.rateInvalid');
    expect(rateProblem('-5.4')).toBe('ops.forms.rateInvalid');
    expect(rateProblem('5.123456789')).toBe('ops.forms.rateInvalid');
    expect(rateProblem('12345678901')).toBe('ops.forms.rateInvalid');
    expect(rateProblem('1.234,5')).toBe('ops.forms.rateInvalid');
    expect(rateProblem('abc')).toBe('ops.forms.rateInvalid');
  });
});

describe('the fee percent', () => {
  it('takes 0 to 100 with up to 2 decimals, either separator', () => {
    for (const text of ['0', '2.5', '2,50', '99.99', '100', '100.00']) expect(feePercentProblem(text), text).toBeUndefined();
  });

  it('refuses empty, negative, over 100 or more than 2 decimals', () => {
    expect(feePercentProblem(' ')).toBe('validation.required');
    for (const text of ['-1', '100.01', '101', '2.555', '2%', 'x']) expect(feePercentProblem(text), text).toBe('ops.forms.percentInvalid');
  });
});

describe('a currency rate and fee form', () => {
  const values = { rate: '5,40', feePercent: '2,5', feeFixed: '0,30', feeMax: '' };

  it('sends the request with points and no maximum when left empty', async () => {
    expect(await check(rateResolver('BRL'), values)).toEqual({ errors: {}, body: { rate: '5.40', feePercent: '2.5', feeFixed: '0.30', feeMax: null } });
    expect((await check(rateResolver('BRL'), { ...values, feeMax: '10' })).body).toEqual({ rate: '5.40', feePercent: '2.5', feeFixed: '0.30', feeMax: '10' });
  });

  it('keeps USD at 1 whatever the rate field holds', async () => {
    expect((await check(rateResolver('USD'), { ...values, rate: 'anything' })).body).toEqual({ rate: '1', feePercent: '2.5', feeFixed: '0.30', feeMax: null });
  });

  it('says what is wrong with each field', async () => {
    expect((await check(rateResolver('BRL'), { rate: '0', feePercent: '120', feeFixed: '-1', feeMax: '0' })).errors).toEqual({
      rate: 'ops.forms.rateInvalid',
      feePercent: 'ops.forms.percentInvalid',
      feeFixed: 'ops.forms.feeInvalid',
      feeMax: 'ops.forms.maxZero',
    });
    expect((await check(rateResolver('BRL'), { ...values, feeFixed: '' })).errors).toEqual({ feeFixed: 'validation.required' });
    expect((await check(rateResolver('BRL'), { ...values, feeFixed: '0.305' })).errors).toEqual({ feeFixed: 'ops.forms.feeInvalid' });
    expect((await check(rateResolver('USDT'), { ...values, feeFixed: '0.305' })).errors).toEqual({});
    expect((await check(rateResolver('BRL'), { ...values, feeFixed: '5', feeMax: '4.99' })).errors).toEqual({ feeMax: 'ops.forms.maxUnderFixed' });
  });
});

describe('the platform bank account', () => {
  const account: BankAccountValues = {
    recipientBank: 'HSBC Hong Kong',
    bankAddress: '1 Queen’s Road Central, Hong Kong',
    recipientName: 'VCoin Market Ltd',
    recipientAddress: '2 IFC, Central, Hong Kong',
    recipientAccount: '123-456789-001',
    swift: 'hsbchkhhhkh',
    bankCode: '',
    branchCode: '',
  };

  it('sends the SWIFT code in capitals and empty Hong Kong codes as none', async () => {
    const { errors, body } = await check(bankAccountResolver, account);
    expect(errors).toEqual({});
    expect(body).toMatchObject({ swift: 'HSBCHKHHHKH', bankCode: null, branchCode: null, recipientName: 'VCoin Market Ltd' });
    expect((await check(bankAccountResolver, { ...account, swift: ' HSBC HKHH ', bankCode: '004', branchCode: '123' })).body).toMatchObject({
      swift: 'HSBCHKHH',
      bankCode: '004',
      branchCode: '123',
    });
  });

  it('takes a SWIFT code of 8 or 11 letters and digits only', async () => {
    for (const swift of ['HSBCHKH', 'HSBCHKHHH', 'HSBCHKHHHKHX', 'HSBC-KHH', 'HSBCHKHHHK']) {
      expect((await check(bankAccountResolver, { ...account, swift })).errors, swift).toEqual({ swift: 'validation.swift' });
    }
    expect((await check(bankAccountResolver, { ...account, swift: '' })).errors).toEqual({ swift: 'validation.swift' });
  });

  it('takes Hong Kong bank and branch codes of 3 digits, and requires the other fields', async () => {
    expect((await check(bankAccountResolver, { ...account, bankCode: '04', branchCode: '12a' })).errors).toEqual({
      bankCode: 'validation.bankCode',
      branchCode: 'validation.branchCode',
    });
    expect((await check(bankAccountResolver, { ...account, recipientBank: ' ', recipientAccount: '' })).errors).toEqual({
      recipientBank: 'validation.required',
      recipientAccount: 'validation.required',
    });
    expect((await check(bankAccountResolver, { ...account, bankAddress: 'x'.repeat(201) })).errors).toEqual({ bankAddress: 'validation.tooLong' });
  });
});
