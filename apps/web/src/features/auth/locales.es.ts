// Spanish texts of the login captcha (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  loginCaptcha: {
    label: 'Caracteres de la imagen',
    placeholder: 'Escriba lo que ve',
    refresh: 'Mostrar otra imagen',
    alt: 'Imagen de verificación',
    hint: 'Toque la imagen para ver otra.',
  },
};

export default es;
