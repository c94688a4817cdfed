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
    guideHint: 'Los dos primeros pasos, explicados',
  },
  homeOrders: {
    waitingPayment_one: '{{count}} pedido espera tu pago',
    waitingPayment_other: '{{count}} pedidos esperan tu pago',
    waitingPaymentHint: 'Paga, o envía el comprobante de la transferencia, antes de que acabe el plazo',
    vouchersToReview_one: '{{count}} comprobante de pago por revisar',
    vouchersToReview_other: '{{count}} comprobantes de pago por revisar',
    vouchersToReviewHint: 'Confirma el dinero recibido o rechaza el comprobante',
    storeOrdersWaitingPayment_one: '{{count}} pedido nuevo en tu tienda, aún sin pagar',
    storeOrdersWaitingPayment_other: '{{count}} pedidos nuevos en tu tienda, aún sin pagar',
    storeOrdersWaitingPaymentHint: 'Confirma el dinero que te llegó sin comprobante, o cancela un pedido que no atenderás',
    topUpsToReview_one: '{{count}} recarga de VCoin por revisar',
    topUpsToReview_other: '{{count}} recargas de VCoin por revisar',
    topUpsToReviewHint: 'Comprueba la transferencia y acredita los VCoin, o recházala',
    offlineWithoutAccount_one: '{{count}} publicación ofrece transferencia offline, pero tu tienda no tiene cuenta bancaria',
    offlineWithoutAccount_other: '{{count}} publicaciones ofrecen transferencia offline, pero tu tienda no tiene cuenta bancaria',
    offlineWithoutAccountHint: 'No se ofrece a los compradores hasta que añadas una cuenta bancaria',
  },
  homeSellGuide: {
    title: 'Guía del vendedor',
    intro: 'Tres formas de vender con tu tienda. Cada paso abre la pantalla donde se hace.',
    setupFirst: 'Tu tienda aún no está configurada: primero ponle un nombre y una imagen.',
    setupAction: 'Configurar mi tienda',
    steps: {
      LIST_PRODUCTS: {
        title: 'Publica productos',
        text: 'Pon a la venta tarjetas de tu stock: fija el precio por cantidad, las formas de pago y quién puede verlas.',
        action: 'Mis publicaciones',
      },
      INVITE_RESELLERS: {
        title: 'Invita a revendedores',
        text: 'Comparte tu enlace de invitación o código QR. Los revendedores que se registran con él siguen tu tienda y compran en tu mercado.',
        action: 'Compartir mi enlace',
      },
      SELL_TO_CLIENTS: {
        title: 'Vende a clientes',
        text: 'Vende a tus propios clientes desde tu stock: dales códigos de tus tarjetas o recarga sus cuentas.',
        action: 'Abrir mi stock',
      },
    },
  },
};

export default es;
