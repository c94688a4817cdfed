// Portuguese texts of the login captcha (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  loginCaptcha: {
    label: 'Caracteres da imagem',
    placeholder: 'Digite o que você vê',
    refresh: 'Mostrar outra imagem',
    alt: 'Imagem de verificação',
    hint: 'Toque na imagem para ver outra.',
  },
};

export default pt;
