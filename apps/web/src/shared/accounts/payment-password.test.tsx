// A refused payment password says how many tries are left before the wait, in the user's language.
import { ERROR_CODES } from '@panel/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { changeLocale, i18n } from '../../lib/i18n';
import { wrongPaymentPasswordText } from './payment-password';

const refused = (data: unknown) => new ApiError(ERROR_CODES.WRONG_PAYMENT_PASSWORD, 'wrong', data);

describe('wrongPaymentPasswordText', () => {
  it('counts the tries left, one and many, in each language', async () => {
    await changeLocale('en');
    expect(wrongPaymentPasswordText(refused({ triesLeft: 3 }), i18n.t)).toBe('The payment password is wrong: 3 more tries before a wait.');
    expect(wrongPaymentPasswordText(refused({ triesLeft: 1 }), i18n.t)).toBe('The payment password is wrong: 1 more try before a wait.');
    await changeLocale('es');
    expect(wrongPaymentPasswordText(refused({ triesLeft: 2 }), i18n.t)).toBe('La contraseña de pago no es correcta: te quedan 2 intentos antes de una espera.');
    await changeLocale('pt');
    expect(wrongPaymentPasswordText(refused({ triesLeft: 1 }), i18n.t)).toBe('A senha de pagamento está errada: resta 1 tentativa antes de uma espera.');
  });

  it('says it plainly when the server gives no count', async () => {
    await changeLocale('en');
    expect(wrongPaymentPasswordText(refused(null), i18n.t)).toBe('The payment password is wrong. Type it again.');
    expect(wrongPaymentPasswordText(new Error('x'), i18n.t)).toBe('The payment password is wrong. Type it again.');
  });
});
