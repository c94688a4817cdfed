// Spanish texts of the home feature (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  homeFollow: {
    requests_one: '{{count}} solicitud de seguimiento por responder',
    requests_other: '{{count}} solicitudes de seguimiento por responder',
    requestsFrom: 'De {{names}}',
    requestsFromMore: 'De {{names}} y {{count}} más',
    myRequest: 'Tu solicitud de seguimiento está pendiente',
    myRequestAt: 'Esperando la respuesta de {{store}}',
    myRequestPlain: 'Esperando la respuesta de la tienda',
    quickStart: 'Primeros pasos',
    stepLabel: 'Paso {{number}}',
    steps: {
      FOLLOW_AND_BUY: 'Sigue una tienda y compra en el mercado',
      LIST_AND_INVITE: 'Publica productos e invita a revendedores, o vende a clientes',
    },
    stepActions: {
      FOLLOW_AND_BUY: 'Buscar una tienda',
      LIST_AND_INVITE: 'Configurar mi tienda',
    },
    stepDone: 'Hecho',
    guide: 'Abrir la guía',
  },
};

export default es;
