import { describe, expect, it } from 'vitest';
import { EMPTY_ACCOUNT } from '../../shared/accounts/account-field';
import { registerResolver, signUpBody, type RegisterValues } from './register-form';

const valid: RegisterValues = {
  account: { ...EMPTY_ACCOUNT, email: ' ana@example.com ' },
  code: 'AB3D',
  password: 'secret123',
  confirmPassword: 'secret123',
};

/** The message key of each field the resolver refuses. */
async function errorsOf(values: RegisterValues): Promise<Record<string, string | undefined>> {
  const { errors } = await registerResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message?: string }).message]));
}

describe('the sign-up form', () => {
  it('accepts a complete form and builds the call with the invite and the fingerprint', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(signUpBody(valid, { inviteCode: 'INV1', fingerprintId: 'hash-uuid' })).toEqual({
      account: 'ana@example.com',
      code: 'AB3D',
      password: 'secret123',
      confirmPassword: 'secret123',
      inviteCode: 'INV1',
      fingerprintId: 'hash-uuid',
    });
  });

  it('sends a phone with its country code as areaCode', async () => {
    const phone = { ...valid, account: { channel: 'PHONE' as const, email: '', phone: '11 98765-4321', areaCode: '+55' } };
    expect((await errorsOf(phone)).account).toBeUndefined();
    expect(signUpBody(phone, {})).toMatchObject({ account: '11 98765-4321', areaCode: '55' });
    expect((await errorsOf({ ...phone, account: { ...phone.account, areaCode: '' } })).account).toBe('validation.phone');
  });

  it('names each rule of spec section 5 that fails', async () => {
    expect(await errorsOf({ account: EMPTY_ACCOUNT, code: '', password: '', confirmPassword: '' })).toEqual({
      account: 'validation.required',
      code: 'validation.required',
      password: 'validation.required',
      confirmPassword: 'validation.required',
    });
    const errors = await errorsOf({ account: { ...EMPTY_ACCOUNT, email: 'ana@' }, code: 'AB', password: 'short', confirmPassword: 'other' });
    expect(errors).toMatchObject({ account: 'validation.email', code: 'validation.codeLength', password: 'validation.passwordLength' });
    expect((await errorsOf({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).password).toBe('validation.passwordChars');
    expect((await errorsOf({ ...valid, confirmPassword: 'secret124' })).confirmPassword).toBe('validation.passwordMismatch');
  });
});

describe('the two passwords', () => {
  it('are inconsistent even while other fields are still empty', async () => {
    const errors = await errorsOf({ account: EMPTY_ACCOUNT, code: '', password: 'Start1234', confirmPassword: 'Other1234' });
    expect(errors.confirmPassword).toBe('validation.passwordMismatch');
  });
});
