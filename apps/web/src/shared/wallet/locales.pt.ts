// Portuguese texts of the wallet entry on "me" (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  walletEntry: {
    header: 'Carteira',
    title: 'VCoin',
    hint: 'Saldo, movimentações e transferências',
    failed: 'Saldo indisponível agora',
    loading: 'Carregando seu saldo…',
  },
};

export default pt;
