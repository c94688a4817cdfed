// Portuguese texts of the way into code generation (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  codesEntry: {
    title: 'Gerar códigos',
    hint: 'Transforme unidades livres em códigos de ativação que seus clientes resgatam',
  },
};

export default pt;
