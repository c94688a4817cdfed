// Spanish texts of picture uploads and loading placeholders.
import type { Texts } from '../lib/texts';
import type en from './media-texts.en';

const es: Texts<typeof en> = {
  media: {
    tooLarge: 'Esta imagen no se puede reducir a menos de {{size}} MB. Elige otra.',
    notPicture: 'Elige una imagen JPEG, PNG o WebP.',
    shrinking: 'Preparando…',
    uploading: 'Subiendo…',
    saving: 'Guardando…',
    saved: 'Imagen guardada',
    changePicture: 'Cambiar imagen',
    pictureHint: 'Las fotos grandes se reducen antes de enviarlas.',
    loading: 'Cargando…',
  },
};

export default es;
