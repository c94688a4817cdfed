// Texts of the emails and SMS the server sends, in the caller's language. The code is the
// only variable part; the subject names the purpose so a person can tell the messages apart.
import type { CodePurpose } from '@panel/domain/contract/accounts';
import type { Locale } from '@panel/domain/locale';

type Texts = { subject: Record<CodePurpose, string>; body: string };

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: {
      SIGN_UP: 'Your sign-up code',
      RESET_PASSWORD: 'Your password reset code',
      SECURITY_ALERT: 'Security alert: new login',
      TWO_FACTOR_LOGIN: 'Your login code',
      CHANGE_EMAIL: 'Confirm your new email',
      CHANGE_PHONE: 'Confirm your new phone',
      TWO_FACTOR: 'Your two-factor authentication code',
      PAYMENT_PASSWORD: 'Your payment password code',
    },
    body: 'Your verification code is {code}. It expires in {minutes} minutes. If you did not ask for it, change your password.',
  },
  es: {
    subject: {
      SIGN_UP: 'Su código de registro',
      RESET_PASSWORD: 'Su código para restablecer la contraseña',
      SECURITY_ALERT: 'Alerta de seguridad: nuevo inicio de sesión',
      TWO_FACTOR_LOGIN: 'Su código de inicio de sesión',
      CHANGE_EMAIL: 'Confirme su nuevo correo electrónico',
      CHANGE_PHONE: 'Confirme su nuevo teléfono',
      TWO_FACTOR: 'Su código de autenticación en dos pasos',
      PAYMENT_PASSWORD: 'Su código de contraseña de pago',
    },
    body: 'Su código de verificación es {code}. Caduca en {minutes} minutos. Si no lo ha pedido, cambie su contraseña.',
  },
  pt: {
    subject: {
      SIGN_UP: 'Seu código de cadastro',
      RESET_PASSWORD: 'Seu código para redefinir a senha',
      SECURITY_ALERT: 'Alerta de segurança: novo login',
      TWO_FACTOR_LOGIN: 'Seu código de login',
      CHANGE_EMAIL: 'Confirme seu novo e-mail',
      CHANGE_PHONE: 'Confirme seu novo telefone',
      TWO_FACTOR: 'Seu código de autenticação em dois fatores',
      PAYMENT_PASSWORD: 'Seu código de senha de pagamento',
    },
    body: 'Seu código de verificação é {code}. Ele expira em {minutes} minutos. Se você não o pediu, altere sua senha.',
  },
};

/** Subject and text of the message carrying a verification code. */
export function codeMessage(purpose: CodePurpose, code: string, locale: Locale, minutes: number) {
  const texts = TEXTS[locale] ?? TEXTS.en;
  return { subject: texts.subject[purpose], text: texts.body.replace('{code}', code).replace('{minutes}', String(minutes)) };
}
