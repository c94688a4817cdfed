// Spanish texts of the way into code generation (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  codesEntry: {
    title: 'Generar códigos',
    hint: 'Convierte unidades libres en códigos de activación que tus clientes canjean',
  },
};

export default es;
