import { errorMessage } from '@panel/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { changeLocale } from '../../lib/i18n';
import { accountFailureText, failureField, isCodeFailure, resendWaitSeconds } from './account-errors';

describe('the texts of failed account calls (spec section 8)', () => {
  it('says account already registered, account not found and wait {num} minutes where the server says so', () => {
    expect(accountFailureText(new ApiError(710006, errorMessage(710006, 'en'), { field: 'account', reason: 'REGISTERED' }), 'en')).toBe(
      'This account is already registered',
    );
    expect(accountFailureText(new ApiError(710006, errorMessage(710006, 'en'), { field: 'email' }), 'en')).toBe(errorMessage(710006, 'en'));
    expect(accountFailureText(new ApiError(160009, 'x', { reason: 'ACCOUNT_NOT_FOUND' }), 'pt')).toBe('Conta não encontrada');
    expect(accountFailureText(new ApiError(5043, 'x'), 'en')).toBe('reCAPTCHA verification failed');
    expect(accountFailureText(new ApiError(401, 'x'), 'en')).toBe('Session expired, please log in again');
    expect(accountFailureText(new Error('offline'), 'en')).toBe(errorMessage(0, 'en'));
  });

  it('says the real wait, in seconds under a minute, with the plural of each language', async () => {
    const wait = (data: object, locale: 'en' | 'es' | 'pt') => accountFailureText(new ApiError(140029, 'x', data), locale);
    await changeLocale('es');
    await changeLocale('pt');
    await changeLocale('en');
    expect(wait({ minutes: 1, seconds: 42 }, 'en')).toBe('Too many tries. Please wait 42 seconds.');
    expect(wait({ minutes: 1, seconds: 1 }, 'en')).toBe('Too many tries. Please wait 1 second.');
    expect(wait({ minutes: 1, seconds: 60 }, 'en')).toBe('Too many tries. Please wait 1 minute.');
    expect(wait({ minutes: 3, seconds: 150 }, 'en')).toBe('Too many tries. Please wait 3 minutes.');
    expect(wait({ minutes: 2 }, 'en')).toBe('Too many tries. Please wait 2 minutes.');
    expect(wait({ minutes: 1, seconds: 42 }, 'es')).toBe('Demasiados intentos. Espera 42 segundos.');
    expect(wait({ minutes: 1, seconds: 60 }, 'es')).toBe('Demasiados intentos. Espera 1 minuto.');
    expect(wait({ minutes: 1, seconds: 1 }, 'pt')).toBe('Muitas tentativas. Aguarde 1 segundo.');
    expect(wait({ minutes: 5, seconds: 300 }, 'pt')).toBe('Muitas tentativas. Aguarde 5 minutos.');
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
