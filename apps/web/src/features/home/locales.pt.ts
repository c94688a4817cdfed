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
      FOLLOW_AND_BUY: 'Siga uma loja e compre dela',
      LIST_AND_INVITE: 'Anuncie produtos e convide revendedores, ou venda para clientes',
    },
    stepActions: {
      FOLLOW_AND_BUY: 'Encontrar uma loja',
      LIST_AND_INVITE: 'Configurar minha loja',
    },
    stepDone: 'Concluído',
    guide: 'Abrir o guia',
    guideHint: 'Os dois primeiros passos, explicados',
  },
  homeOrders: {
    waitingPayment_one: '{{count}} pedido aguardando seu pagamento',
    waitingPayment_other: '{{count}} pedidos aguardando seu pagamento',
    waitingPaymentHint: 'Pague, ou envie o comprovante da transferência, antes que o prazo acabe',
    vouchersToReview_one: '{{count}} comprovante de pagamento para revisar',
    vouchersToReview_other: '{{count}} comprovantes de pagamento para revisar',
    vouchersToReviewHint: 'Confirme o dinheiro recebido ou recuse o comprovante',
    storeOrdersWaitingPayment_one: '{{count}} pedido novo na sua loja, ainda não pago',
    storeOrdersWaitingPayment_other: '{{count}} pedidos novos na sua loja, ainda não pagos',
    storeOrdersWaitingPaymentHint: 'Confirme o dinheiro que chegou sem comprovante, ou cancele um pedido que não vai atender',
    topUpsToReview_one: '{{count}} recarga de VCoin para revisar',
    topUpsToReview_other: '{{count}} recargas de VCoin para revisar',
    topUpsToReviewHint: 'Confira a transferência e credite os VCoin, ou recuse-a',
    offlineWithoutAccount_one: '{{count}} anúncio oferece transferência offline, mas sua loja não tem conta bancária',
    offlineWithoutAccount_other: '{{count}} anúncios oferecem transferência offline, mas sua loja não tem conta bancária',
    offlineWithoutAccountHint: 'Ela não é oferecida aos compradores até você adicionar uma conta bancária',
  },
  homeSellGuide: {
    title: 'Guia do vendedor',
    intro: 'Três formas de vender com a sua loja. Cada passo abre a tela onde ele é feito.',
    setupFirst: 'Sua loja ainda não está configurada: dê um nome e uma imagem a ela primeiro.',
    setupAction: 'Configurar minha loja',
    steps: {
      LIST_PRODUCTS: {
        title: 'Anuncie produtos',
        text: 'Coloque à venda cartões do seu estoque: defina o preço por quantidade, as formas de pagamento e quem pode vê-los.',
        action: 'Meus anúncios',
      },
      INVITE_RESELLERS: {
        title: 'Convide revendedores',
        text: 'Compartilhe seu link de convite ou QR code. Os revendedores que se cadastram com ele seguem sua loja e compram de você.',
        action: 'Compartilhar meu link',
      },
      SELL_TO_CLIENTS: {
        title: 'Venda para clientes',
        text: 'Venda para seus próprios clientes a partir do estoque: entregue códigos dos seus cartões ou recarregue as contas deles.',
        action: 'Abrir meu estoque',
      },
    },
  },
};

export default pt;
