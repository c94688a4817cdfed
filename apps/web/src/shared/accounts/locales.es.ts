// Spanish texts of the account fields: account, code and password (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  accountField: {
    email: 'Correo',
    phone: 'Teléfono',
    emailPlaceholder: 'nombre@ejemplo.com',
    phonePlaceholder: 'Número de teléfono',
    countryCode: 'Prefijo del país',
    countriesFailed: 'No se pudieron cargar los prefijos',
  },
  codeUi: {
    label: 'Código de verificación',
    placeholder: '4 caracteres',
    send: 'Enviar código',
    sending: 'Enviando…',
    resend: 'Reenviar',
    resendIn: 'Reenviar en {{seconds}} s',
    sentTo: 'Código enviado a {{target}}',
    resendWait: 'Puedes pedir un código nuevo en {{seconds}} s.',
    wait_one: 'Demasiados intentos. Espera {{count}} segundo.',
    wait_other: 'Demasiados intentos. Espera {{count}} segundos.',
    waitMinutes_one: 'Demasiados intentos. Espera {{count}} minuto.',
    waitMinutes_other: 'Demasiados intentos. Espera {{count}} minutos.',
  },
  lengthHint: { count: '{{length}}/{{max}}', full_one: 'Como máximo {{count}} carácter', full_other: 'Como máximo {{count}} caracteres' },
  storeSetupNotice: {
    text: 'Nadie puede ver lo que publicas todavía: tu tienda necesita un nombre y una imagen para que los revendedores la encuentren y la sigan.',
    action: 'Configurar tienda',
  },
  passwordField: { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' },
  paymentPasswordUi: {
    wrong: 'La contraseña de pago no es correcta. Escríbela de nuevo.',
    wrongTries_one: 'La contraseña de pago no es correcta: te queda {{count}} intento antes de una espera.',
    wrongTries_other: 'La contraseña de pago no es correcta: te quedan {{count}} intentos antes de una espera.',
    forgot: '¿Olvidaste tu contraseña de pago?',
  },
};

export default es;
