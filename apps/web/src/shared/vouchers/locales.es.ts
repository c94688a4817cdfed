// Spanish texts of a voucher's files being written (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  voucherDrafts: {
    add: 'Añadir imágenes o un PDF',
    removeFile: 'Quitar {{name}}',
    uploading: 'Subiendo…',
    uploadFailed: 'No se pudo subir {{name}}: {{reason}}',
    fileType: 'Solo imágenes (JPG, PNG, WebP) o un PDF',
    fileTooLarge: 'Cada archivo puede tener como máximo {{size}} MB',
    tooMany: 'Como máximo 9 imágenes',
    pdfAlone: 'Un PDF se envía solo, sin imágenes',
  },
};

export default es;
