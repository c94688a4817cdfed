// Spanish texts of the security feature (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

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

export default es;
