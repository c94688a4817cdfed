// Portuguese texts of the home feature (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  homeFollow: {
    requests_one: '{{count}} pedido para seguir a responder',
    requests_other: '{{count}} pedidos para seguir a responder',
    requestsFrom: 'De {{names}}',
    requestsFromMore: 'De {{names}} e mais {{count}}',
    myRequest: 'Seu pedido para seguir está aguardando',
    myRequestAt: 'Aguardando a resposta de {{store}}',
    myRequestPlain: 'Aguardando a resposta da loja',
    quickStart: 'Primeiros passos',
    stepLabel: 'Passo {{number}}',
    steps: {
      FOLLOW_AND_BUY: 'Siga uma loja e compre no shopping',
      LIST_AND_INVITE: 'Anuncie produtos e convide revendedores, ou venda para clientes',
    },
    stepActions: {
      FOLLOW_AND_BUY: 'Encontrar uma loja',
      LIST_AND_INVITE: 'Configurar minha loja',
    },
    stepDone: 'Concluído',
    guide: 'Abrir o guia',
  },
};

export default pt;
