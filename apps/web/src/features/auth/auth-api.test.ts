import { errorMessage } from '@panel/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { loginFailureText } from './auth-api';

describe('loginFailureText', () => {
  it('says wrong account or password for 110027 and 140041', () => {
    expect(loginFailureText(new ApiError(110027, 'x'), 'en')).toBe('Wrong account or password');
    expect(loginFailureText(new ApiError(140041, 'x'), 'es')).toBe('Cuenta o contraseña incorrecta');
  });

  it('asks to wait the minutes the server gives for 140029', () => {
    expect(loginFailureText(new ApiError(140029, 'x', { minutes: 15 }), 'en')).toBe('Too many attempts, please wait 15 minutes');
    expect(loginFailureText(new ApiError(140029, 'x', { minutes: 5 }), 'pt')).toBe('Muitas tentativas, aguarde 5 minutos');
  });

  it('falls back to the catalogue message', () => {
    expect(loginFailureText(new ApiError(110003, errorMessage(110003, 'en')), 'en')).toBe('[110003] This account is blocked');
    expect(loginFailureText(new Error('boom'), 'en')).toBe(errorMessage(0, 'en'));
  });
});
