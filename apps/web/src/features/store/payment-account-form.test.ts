import { describe, expect, it } from 'vitest';
import { paymentAccountResolver, paymentAccountValues, type PaymentAccountFormValues } from './payment-account-form';

const valid: PaymentAccountFormValues = {
  ...paymentAccountValues(),
  recipientBank: ' HSBC Hong Kong ',
  recipientName: 'Ana Cards Ltd',
  recipientAccount: '004-123456-001',
  swiftCode: 'hsbc hk hh',
};

async function check(values: PaymentAccountFormValues) {
  const result = await paymentAccountResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
  return { errors, body: result.values };
}

describe('the bank account form', () => {
  it('sends the trimmed fields, blanks as none, the SWIFT code in capitals without spaces', async () => {
    const { errors, body } = await check(valid);
    expect(errors).toEqual({});
    expect(body).toEqual({
      recipientBank: 'HSBC Hong Kong',
      bankAddress: null,
      recipientName: 'Ana Cards Ltd',
      recipientAddress: null,
      recipientAccount: '004-123456-001',
      swiftCode: 'HSBCHKHH',
      hongKongLocal: false,
      bankCode: null,
      branchCode: null,
    });
  });

  it('needs the recipient bank, name and account', async () => {
    const { errors } = await check(paymentAccountValues());
    expect(errors).toEqual({ recipientBank: 'validation.required', recipientName: 'validation.required', recipientAccount: 'validation.required' });
    expect((await check({ ...valid, recipientAccount: '   ' })).errors).toEqual({ recipientAccount: 'validation.required' });
  });

  it('refuses a SWIFT code that is not 8 or 11 letters and digits, and fields over their length', async () => {
    expect((await check({ ...valid, swiftCode: 'HSBCHK' })).errors).toEqual({ swiftCode: 'validation.swift' });
    expect((await check({ ...valid, swiftCode: 'HSBCHKHH0012' })).errors).toEqual({ swiftCode: 'validation.swift' });
    expect((await check({ ...valid, swiftCode: 'HSBCHKHH001' })).errors).toEqual({});
    expect((await check({ ...valid, recipientBank: 'b'.repeat(101) })).errors).toEqual({ recipientBank: 'validation.tooLong' });
    expect((await check({ ...valid, recipientAddress: 'a'.repeat(201) })).errors).toEqual({ recipientAddress: 'validation.tooLong' });
  });

  it('asks for a 3-digit bank code and branch code only for a Hong Kong local transfer', async () => {
    const hongKong = { ...valid, hongKongLocal: true };
    expect((await check(hongKong)).errors).toEqual({ bankCode: 'validation.required', branchCode: 'validation.required' });
    expect((await check({ ...hongKong, bankCode: '04', branchCode: 'abc' })).errors).toEqual({
      bankCode: 'validation.bankCode',
      branchCode: 'validation.branchCode',
    });
    const { errors, body } = await check({ ...hongKong, bankCode: '004', branchCode: '123' });
    expect(errors).toEqual({});
    expect(body).toMatchObject({ hongKongLocal: true, bankCode: '004', branchCode: '123' });
  });

  it('drops codes left over once the Hong Kong switch is off', async () => {
    const { errors, body } = await check({ ...valid, hongKongLocal: false, bankCode: '12', branchCode: 'x' });
    expect(errors).toEqual({});
    expect(body).toMatchObject({ hongKongLocal: false, bankCode: null, branchCode: null });
  });

  it('fills the form from a stored account, none as empty', () => {
    const values = paymentAccountValues({
      id: 'a1',
      recipientBank: 'Bank',
      bankAddress: null,
      recipientName: 'Ana',
      recipientAddress: 'Rua 1',
      recipientAccount: '123',
      swiftCode: null,
      hongKongLocal: true,
      bankCode: '004',
      branchCode: '567',
    });
    expect(values).toEqual({
      recipientBank: 'Bank',
      bankAddress: '',
      recipientName: 'Ana',
      recipientAddress: 'Rua 1',
      recipientAccount: '123',
      swiftCode: '',
      hongKongLocal: true,
      bankCode: '004',
      branchCode: '567',
    });
  });
});
