// Texts of the login's security check (added to i18next when /securitySet loads).
import { addTexts, type Texts } from '../../components/add-texts';

const en = {
  securitySet: {
    titles: { SECURITY_ALERT: 'Security alert', TWO_FACTOR: 'Two-factor authentication' },
    texts: {
      SECURITY_ALERT: 'This login comes from a device we do not know. To protect your account, enter the code we sent to {{target}}.',
      TWO_FACTOR: 'Your account asks for a code at every login. Enter the code we sent to {{target}}.',
    },
    channel: { EMAIL: 'By email', PHONE: 'By text message' },
    verify: 'Verify and log in',
    verifying: 'Verifying…',
    checkTitle: 'Security check',
    expiredTitle: 'This check has expired',
    expiredText: 'Log in again to get a new code.',
    backToLogin: 'Back to login',
    attemptsLeft_one: '{{count}} try left for this code.',
    attemptsLeft_other: '{{count}} tries left for this code.',
    resent: 'A new code is on its way',
  },
};

const es: Texts<typeof en> = {
  securitySet: {
    titles: { SECURITY_ALERT: 'Alerta de seguridad', TWO_FACTOR: 'Autenticación en dos pasos' },
    texts: {
      SECURITY_ALERT: 'Este inicio de sesión viene de un dispositivo que no conocemos. Para proteger tu cuenta, escribe el código que enviamos a {{target}}.',
      TWO_FACTOR: 'Tu cuenta pide un código en cada inicio de sesión. Escribe el código que enviamos a {{target}}.',
    },
    channel: { EMAIL: 'Por correo', PHONE: 'Por SMS' },
    verify: 'Verificar y entrar',
    verifying: 'Verificando…',
    checkTitle: 'Verificación de seguridad',
    expiredTitle: 'Esta verificación ha caducado',
    expiredText: 'Inicia sesión de nuevo para recibir otro código.',
    backToLogin: 'Volver al inicio de sesión',
    attemptsLeft_one: 'Queda {{count}} intento para este código.',
    attemptsLeft_other: 'Quedan {{count}} intentos para este código.',
    resent: 'Te enviamos un código nuevo',
  },
};

const pt: Texts<typeof en> = {
  securitySet: {
    titles: { SECURITY_ALERT: 'Alerta de segurança', TWO_FACTOR: 'Autenticação em dois fatores' },
    texts: {
      SECURITY_ALERT: 'Este login vem de um dispositivo que não conhecemos. Para proteger sua conta, digite o código que enviamos para {{target}}.',
      TWO_FACTOR: 'Sua conta pede um código a cada login. Digite o código que enviamos para {{target}}.',
    },
    channel: { EMAIL: 'Por e-mail', PHONE: 'Por SMS' },
    verify: 'Verificar e entrar',
    verifying: 'Verificando…',
    checkTitle: 'Verificação de segurança',
    expiredTitle: 'Esta verificação expirou',
    expiredText: 'Entre novamente para receber um novo código.',
    backToLogin: 'Voltar ao login',
    attemptsLeft_one: 'Resta {{count}} tentativa para este código.',
    attemptsLeft_other: 'Restam {{count}} tentativas para este código.',
    resent: 'Um novo código está a caminho',
  },
};

export const securityTexts = { en, es, pt };
addTexts(securityTexts);
