// Portuguese texts of the card checkout frame's wrapper (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './card-checkout-texts.en';

const pt: Texts<typeof en> = {
  cardCheckout: {
    frameTitle: 'Formulário de pagamento com cartão',
    processing: 'Processando seu pagamento…',
  },
};

export default pt;
