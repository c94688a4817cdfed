// Spanish texts of the card checkout frame's wrapper (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './card-checkout-texts.en';

const es: Texts<typeof en> = {
  cardCheckout: {
    frameTitle: 'Formulario de pago con tarjeta',
    processing: 'Procesando tu pago…',
  },
};

export default es;
