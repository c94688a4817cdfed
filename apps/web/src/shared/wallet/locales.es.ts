// Spanish texts of the wallet entry on "me" (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  walletEntry: {
    header: 'Monedero',
    title: 'VCoin',
    hint: 'Saldo, movimientos y transferencias',
    failed: 'Saldo no disponible ahora',
    loading: 'Cargando tu saldo…',
  },
};

export default es;
