// Spanish texts of the inbox and the notification settings (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  inbox: {
    title: 'Notificaciones',
    markAll: 'Marcar todo leído',
    unread: 'Sin leer',
    emptyTitle: 'Nada por ahora',
    emptyText: 'Los pedidos nuevos, los comprobantes por revisar, las entregas y las solicitudes de seguimiento aparecen aquí en cuanto ocurren.',
    pushOffer: '¿Recibir un aviso push en este teléfono cuando un comprador haga un pedido o envíe un comprobante?',
    pushYes: 'Activar push',
    pushLater: 'Ahora no',
  },
  notificationSettings: {
    title: 'Notificaciones',
    channels: 'Cómo se te avisa',
    pushHere: 'Push en este teléfono',
    pushOnHere: 'Activado: este teléfono recibe un push por cada interruptor activado abajo.',
    pushOffHere: 'Desactivado en este teléfono.',
    pushTurnOn: 'Activar',
    pushTurnOff: 'Desactivar',
    pushOn: 'Push activado en este teléfono',
    pushFailed: 'No se pudo activar el push. Inténtalo de nuevo.',
    pushNotSetUp: 'Este servidor no envía notificaciones push.',
    pushUnsupported: 'Este navegador no puede recibir push. En un iPhone, primero añade el panel a la pantalla de inicio y ábrelo desde allí.',
    pushBlocked: 'Las notificaciones de este sitio están bloqueadas en los ajustes del navegador.',
    pushRefused: {
      denied: 'No se permitieron las notificaciones.',
      unsupported: 'Este navegador no puede recibir push.',
      'no-worker': 'El push necesita el panel instalado o recargado una vez. Recarga e inténtalo de nuevo.',
    },
    email: 'Correo',
    emailTo: 'Se envía a {{email}}',
    noEmail: 'Tu cuenta no tiene correo: añade uno en Cuenta y seguridad para recibir correos.',
    selling: 'Cuando vendes',
    buying: 'Cuando compras',
    channel: { INBOX: 'Bandeja', EMAIL: 'Correo', PUSH: 'Push' },
    kind: {
      NEW_ORDER: 'Nuevo pedido',
      VOUCHER_TO_REVIEW: 'Comprobante por revisar',
      ORDER_PAID: 'Pedido pagado',
      MONEY_RETURNED: 'Contracargo o reembolso',
      LOW_STOCK: 'Stock bajo',
      FOLLOW_REQUEST: 'Solicitud de seguimiento',
      ORDER_DELIVERED: 'Tarjetas entregadas',
      VOUCHER_REJECTED: 'Comprobante rechazado',
      PAYMENT_FAILED: 'Pago fallido',
    },
    kindHint: {
      NEW_ORDER: 'Un comprador hizo un pedido en tu tienda',
      VOUCHER_TO_REVIEW: 'Un comprador envió un comprobante de transferencia para confirmar',
      ORDER_PAID: 'Un pedido se pagó en línea, en cripto o en VCoin',
      MONEY_RETURNED: 'Se devolvió el dinero de un pedido pagado',
      LOW_STOCK: 'El stock de una publicación bajó de su umbral',
      FOLLOW_REQUEST: 'Un comprador pide seguir tu tienda',
      ORDER_DELIVERED: 'Las tarjetas de tu pedido están listas',
      VOUCHER_REJECTED: 'El vendedor rechazó tu comprobante',
      PAYMENT_FAILED: 'Un pago tuyo no se completó',
    },
    devices_one: '{{count}} navegador recibe tus notificaciones push.',
    devices_other: '{{count}} navegadores reciben tus notificaciones push.',
  },
};

export default es;
