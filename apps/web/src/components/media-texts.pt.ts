// Portuguese texts of picture uploads and loading placeholders.
import type { Texts } from '../lib/texts';
import type en from './media-texts.en';

const pt: Texts<typeof en> = {
  media: {
    tooLarge: 'Não é possível reduzir esta imagem para menos de {{size}} MB. Escolha outra.',
    notPicture: 'Escolha uma imagem JPEG, PNG ou WebP.',
    shrinking: 'Preparando…',
    uploading: 'Enviando…',
    saving: 'Salvando…',
    saved: 'Imagem salva',
    changePicture: 'Alterar imagem',
    pictureHint: 'Fotos grandes são reduzidas antes do envio.',
    loading: 'Carregando…',
  },
};

export default pt;
