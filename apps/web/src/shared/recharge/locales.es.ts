// Spanish texts of the way into recharging (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  rechargeEntry: {
    title: 'Recargar cuentas',
    hint: 'Amplía hasta 20 cuentas de clientes a la vez con una tarjeta de recarga',
    records: 'Recargas recientes',
  },
};

export default es;
