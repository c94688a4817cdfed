// Spanish texts of the operator's entry on "me".
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  opsEntry: {
    header: 'Plataforma',
    title: 'Operaciones',
    hint: 'Recargas, tipos de cambio, cuenta bancaria, libro mayor',
  },
};

export default es;
