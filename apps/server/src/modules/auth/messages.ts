// Texts of the emails and SMS the server sends, in the caller's language. The code is the
// only variable part; the subject names the purpose so a person can tell the messages apart, and
// the last sentence says what to do when the person did not ask for it (a sign-up code asked by
// someone else is ignored; a login or security code means the password is known).
// Also the notices to an account's old address when its email, phone or password changes.
import type { CodePurpose } from '@panel/domain/contract/accounts';
import type { Locale } from '@panel/domain/locale';

/** What a change notice is about. */
export type ChangeNoticeKind = 'EMAIL' | 'PHONE' | 'PASSWORD';

/** The code's purposes whose message says to ignore it when not asked for (nothing of an account is at risk). */
const IGNORABLE: ReadonlySet<CodePurpose> = new Set(['SIGN_UP', 'RESET_PASSWORD', 'CHANGE_EMAIL', 'CHANGE_PHONE']);

type Texts = {
  subject: Record<CodePurpose, string>;
  body: string;
  ignore: Record<'SIGN_UP' | 'RESET_PASSWORD' | 'OTHER', string>;
  atRisk: string;
  notice: { subject: Record<ChangeNoticeKind, string>; text: Record<ChangeNoticeKind, string>; notYou: string };
};

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
    body: 'Your verification code is {code}. It expires in {minutes} minutes.',
    ignore: {
      SIGN_UP: 'If you did not ask to sign up, ignore this message: no account is created without this code.',
      RESET_PASSWORD: 'If you did not ask for it, ignore this message: your password stays as it is.',
      OTHER: 'If you did not ask for it, ignore this message: nothing changes without this code.',
    },
    atRisk: 'If you did not ask for it, someone may know your password: change it.',
    notice: {
      subject: { EMAIL: 'Your account email was changed', PHONE: 'Your account phone was changed', PASSWORD: 'Your login password was changed' },
      text: {
        EMAIL: 'The email of your account was changed to {address}. This address no longer logs in.',
        PHONE: 'The phone of your account was changed to {address}. This number no longer logs in.',
        PASSWORD: 'The login password of your account was changed, and its other sessions were ended.',
      },
      notYou: 'If it was not you, reset your password now and contact support.',
    },
  },
  es: {
    subject: {
      SIGN_UP: 'Tu código de registro',
      RESET_PASSWORD: 'Tu código para restablecer la contraseña',
      SECURITY_ALERT: 'Alerta de seguridad: nuevo inicio de sesión',
      TWO_FACTOR_LOGIN: 'Tu código de inicio de sesión',
      CHANGE_EMAIL: 'Confirma tu nuevo correo electrónico',
      CHANGE_PHONE: 'Confirma tu nuevo teléfono',
      TWO_FACTOR: 'Tu código de autenticación en dos pasos',
      PAYMENT_PASSWORD: 'Tu código de contraseña de pago',
    },
    body: 'Tu código de verificación es {code}. Caduca en {minutes} minutos.',
    ignore: {
      SIGN_UP: 'Si no pediste registrarte, ignora este mensaje: no se crea ninguna cuenta sin este código.',
      RESET_PASSWORD: 'Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
      OTHER: 'Si no lo pediste, ignora este mensaje: nada cambia sin este código.',
    },
    atRisk: 'Si no lo pediste, alguien puede conocer tu contraseña: cámbiala.',
    notice: {
      subject: {
        EMAIL: 'Se cambió el correo de tu cuenta',
        PHONE: 'Se cambió el teléfono de tu cuenta',
        PASSWORD: 'Se cambió tu contraseña de acceso',
      },
      text: {
        EMAIL: 'El correo de tu cuenta se cambió a {address}. Esta dirección ya no sirve para iniciar sesión.',
        PHONE: 'El teléfono de tu cuenta se cambió a {address}. Este número ya no sirve para iniciar sesión.',
        PASSWORD: 'Se cambió la contraseña de acceso de tu cuenta y se cerraron sus otras sesiones.',
      },
      notYou: 'Si no fuiste tú, restablece tu contraseña ahora y contacta con soporte.',
    },
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
    body: 'Seu código de verificação é {code}. Ele expira em {minutes} minutos.',
    ignore: {
      SIGN_UP: 'Se você não pediu o cadastro, ignore esta mensagem: nenhuma conta é criada sem este código.',
      RESET_PASSWORD: 'Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
      OTHER: 'Se você não pediu, ignore esta mensagem: nada muda sem este código.',
    },
    atRisk: 'Se você não pediu, alguém pode saber sua senha: altere-a.',
    notice: {
      subject: { EMAIL: 'O e-mail da sua conta foi alterado', PHONE: 'O telefone da sua conta foi alterado', PASSWORD: 'Sua senha de login foi alterada' },
      text: {
        EMAIL: 'O e-mail da sua conta foi alterado para {address}. Este endereço não entra mais na conta.',
        PHONE: 'O telefone da sua conta foi alterado para {address}. Este número não entra mais na conta.',
        PASSWORD: 'A senha de login da sua conta foi alterada e as outras sessões foram encerradas.',
      },
      notYou: 'Se não foi você, redefina sua senha agora e fale com o suporte.',
    },
  },
};

/** Subject and text of the message carrying a verification code. */
export function codeMessage(purpose: CodePurpose, code: string, locale: Locale, minutes: number) {
  const texts = TEXTS[locale] ?? TEXTS.en;
  const closing = !IGNORABLE.has(purpose) ? texts.atRisk : purpose === 'SIGN_UP' || purpose === 'RESET_PASSWORD' ? texts.ignore[purpose] : texts.ignore.OTHER;
  const body = texts.body.replace('{code}', code).replace('{minutes}', String(minutes));
  return { subject: texts.subject[purpose], text: `${body} ${closing}` };
}

/** Subject and text of the notice sent to an account's old address after a change; `address` is the new one, masked. */
export function changeNotice(kind: ChangeNoticeKind, locale: Locale, address = '') {
  const { notice } = TEXTS[locale] ?? TEXTS.en;
  return { subject: notice.subject[kind], text: `${notice.text[kind].replace('{address}', address)} ${notice.notYou}` };
}
