// Spanish texts of the login captcha (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  loginCaptcha: {
    label: 'Caracteres de la imagen',
    placeholder: 'Escribe lo que ves',
    refresh: 'Mostrar otra imagen',
    alt: 'Imagen de verificación',
    hint: 'Toca la imagen para ver otra.',
  },
};

export default es;
