// Portuguese texts of a voucher's files being written (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  voucherDrafts: {
    add: 'Adicionar imagens ou um PDF',
    removeFile: 'Remover {{name}}',
    uploading: 'Enviando…',
    uploadFailed: 'Não foi possível enviar {{name}}: {{reason}}',
    fileType: 'Somente imagens (JPG, PNG, WebP) ou um PDF',
    fileTooLarge: 'Cada arquivo pode ter no máximo {{size}} MB',
    tooMany: 'No máximo 9 imagens',
    pdfAlone: 'Um PDF é enviado sozinho, sem imagens',
  },
};

export default pt;
