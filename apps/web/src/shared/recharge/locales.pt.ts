// Portuguese texts of the way into recharging (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  rechargeEntry: {
    title: 'Recarregar contas',
    hint: 'Estenda até 20 contas de clientes de uma vez com um cartão de recarga',
    records: 'Recargas recentes',
  },
};

export default pt;
