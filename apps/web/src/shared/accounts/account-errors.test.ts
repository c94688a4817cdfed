import { errorMessage } from '@panel/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { accountFailureText, failureField, isCodeFailure, resendWaitSeconds } from './account-errors';

describe('the texts of failed account calls (spec section 8)', () => {
  it('says account already registered, account not found and wait {num} minutes where the server says so', () => {
    expect(accountFailureText(new ApiError(710006, errorMessage(710006, 'en'), { field: 'account', reason: 'REGISTERED' }), 'en')).toBe('This account is already registered');
    expect(accountFailureText(new ApiError(710006, errorMessage(710006, 'en'), { field: 'email' }), 'en')).toBe(errorMessage(710006, 'en'));
    expect(accountFailureText(new ApiError(160009, 'x', { reason: 'ACCOUNT_NOT_FOUND' }), 'pt')).toBe('Conta não encontrada');
    expect(accountFailureText(new ApiError(140029, 'x', { minutes: 1, seconds: 42 }), 'es')).toBe('Demasiados intentos, espere 1 minutos');
    expect(accountFailureText(new ApiError(5043, 'x'), 'en')).toBe('reCAPTCHA verification failed');
    expect(accountFailureText(new ApiError(401, 'x'), 'en')).toBe('Session expired, please log in again');
    expect(accountFailureText(new Error('offline'), 'en')).toBe(errorMessage(0, 'en'));
  });

  it('tells the field, the code failures and the resend wait', () => {
    expect(failureField(new ApiError(710005, 'x', { field: 'account' }))).toBe('account');
    expect(failureField(new Error('x'))).toBeUndefined();
    expect(isCodeFailure(new ApiError(710011, 'x'))).toBe(true);
    expect(isCodeFailure(new ApiError(710010, 'x'))).toBe(true);
    expect(isCodeFailure(new ApiError(710009, 'x'))).toBe(false);
    expect(resendWaitSeconds(new ApiError(140029, 'x', { minutes: 1, seconds: 42 }))).toBe(42);
    expect(resendWaitSeconds(new ApiError(140029, 'x', { minutes: 2 }))).toBe(120);
    expect(resendWaitSeconds(new ApiError(710011, 'x'))).toBe(0);
  });
});
