// Home's follow to-dos and quick-start texts (added to i18next when home loads).
import { addTexts, type Texts } from '../../components/add-texts';

const en = {
  homeFollow: {
    requests_one: '{{count}} follow request to answer',
    requests_other: '{{count}} follow requests to answer',
    requestsFrom: 'From {{names}}',
    requestsFromMore: 'From {{names}} and {{count}} more',
    myRequest: 'Your follow request is waiting',
    myRequestAt: 'Waiting for {{store}} to answer',
    myRequestPlain: 'Waiting for the store to answer',
    quickStart: 'Quick start',
    stepLabel: 'Step {{number}}',
    steps: {
      FOLLOW_AND_BUY: 'Follow a store and buy from the mall',
      LIST_AND_INVITE: 'List products and invite resellers, or sell to clients',
    },
    stepActions: {
      FOLLOW_AND_BUY: 'Find a store',
      LIST_AND_INVITE: 'Set up my store',
    },
    stepDone: 'Done',
    guide: 'Open the guide',
  },
};

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

export const homeTexts = { en, es, pt };
addTexts(homeTexts);
