// Portuguese texts of the operator's entry on "me".
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  opsEntry: {
    header: 'Plataforma',
    title: 'Operações',
    hint: 'Recargas, câmbio, conta bancária, razão',
  },
};

export default pt;
