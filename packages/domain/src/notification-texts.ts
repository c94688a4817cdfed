// The words of each notification, in the reader's language: the inbox line, the e-mail and the push
// say the same. Only what the notification's data carries is named: an order number, a card's
// name, quantities; never a person's details or a code.
import type { Locale } from './locale';
import type { NotificationKind } from './notifications';

/** What a notification's data may carry. */
export type NotificationData = {
  orderNo?: string | null;
  cardName?: string | null;
  quantity?: number | null;
  units?: number | null;
  threshold?: number | null;
};

type Text = { title: string; body: string };

const TEXTS: Record<Locale, Record<NotificationKind, Text>> = {
  en: {
    NEW_ORDER: { title: 'New order', body: 'Order {orderNo}: {quantity} × {cardName}, waiting for payment.' },
    VOUCHER_TO_REVIEW: { title: 'Voucher to review', body: 'The buyer of order {orderNo} sent a transfer voucher. Check it and confirm the payment.' },
    ORDER_PAID: { title: 'Order paid', body: 'Order {orderNo} is paid: {quantity} × {cardName}.' },
    MONEY_RETURNED: { title: 'Money taken back', body: 'Order {orderNo} was charged back or refunded. Its cards are locked.' },
    LOW_STOCK: { title: 'Low stock', body: '{cardName}: {units} left for sale (you asked to know below {threshold}).' },
    FOLLOW_REQUEST: { title: 'Follow request', body: 'A buyer asks to follow your store.' },
    ORDER_DELIVERED: { title: 'Cards delivered', body: 'Order {orderNo}: your {quantity} × {cardName} are ready.' },
    VOUCHER_REJECTED: { title: 'Voucher rejected', body: 'The seller rejected the voucher of order {orderNo}. Open it to see why and send another.' },
    PAYMENT_FAILED: { title: 'Payment failed', body: 'The payment of order {orderNo} did not go through. You can try again.' },
  },
  es: {
    NEW_ORDER: { title: 'Nuevo pedido', body: 'Pedido {orderNo}: {quantity} × {cardName}, pendiente de pago.' },
    VOUCHER_TO_REVIEW: {
      title: 'Comprobante por revisar',
      body: 'El comprador del pedido {orderNo} envió un comprobante de transferencia. Revísalo y confirma el pago.',
    },
    ORDER_PAID: { title: 'Pedido pagado', body: 'El pedido {orderNo} está pagado: {quantity} × {cardName}.' },
    MONEY_RETURNED: { title: 'Dinero devuelto', body: 'El pedido {orderNo} tuvo un contracargo o un reembolso. Sus tarjetas están bloqueadas.' },
    LOW_STOCK: { title: 'Stock bajo', body: '{cardName}: quedan {units} a la venta (pediste aviso por debajo de {threshold}).' },
    FOLLOW_REQUEST: { title: 'Solicitud de seguimiento', body: 'Un comprador pide seguir tu tienda.' },
    ORDER_DELIVERED: { title: 'Tarjetas entregadas', body: 'Pedido {orderNo}: tus {quantity} × {cardName} están listas.' },
    VOUCHER_REJECTED: {
      title: 'Comprobante rechazado',
      body: 'El vendedor rechazó el comprobante del pedido {orderNo}. Ábrelo para ver el motivo y enviar otro.',
    },
    PAYMENT_FAILED: { title: 'Pago fallido', body: 'El pago del pedido {orderNo} no se completó. Puedes intentarlo de nuevo.' },
  },
  pt: {
    NEW_ORDER: { title: 'Novo pedido', body: 'Pedido {orderNo}: {quantity} × {cardName}, aguardando pagamento.' },
    VOUCHER_TO_REVIEW: {
      title: 'Comprovante para revisar',
      body: 'O comprador do pedido {orderNo} enviou um comprovante de transferência. Confira e confirme o pagamento.',
    },
    ORDER_PAID: { title: 'Pedido pago', body: 'O pedido {orderNo} foi pago: {quantity} × {cardName}.' },
    MONEY_RETURNED: { title: 'Dinheiro devolvido', body: 'O pedido {orderNo} teve um estorno ou reembolso. Seus cartões estão bloqueados.' },
    LOW_STOCK: { title: 'Estoque baixo', body: '{cardName}: restam {units} à venda (você pediu aviso abaixo de {threshold}).' },
    FOLLOW_REQUEST: { title: 'Pedido para seguir', body: 'Um comprador pede para seguir sua loja.' },
    ORDER_DELIVERED: { title: 'Cartões entregues', body: 'Pedido {orderNo}: seus {quantity} × {cardName} estão prontos.' },
    VOUCHER_REJECTED: { title: 'Comprovante recusado', body: 'O vendedor recusou o comprovante do pedido {orderNo}. Abra-o para ver o motivo e enviar outro.' },
    PAYMENT_FAILED: { title: 'Pagamento não concluído', body: 'O pagamento do pedido {orderNo} não foi concluído. Você pode tentar de novo.' },
  },
};

/** The title and sentence of a notification in `locale`, its data put in. */
export function notificationText(kind: NotificationKind, data: NotificationData, locale: Locale): Text {
  const text = TEXTS[locale][kind];
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (whole, name: string) => String(data[name as keyof NotificationData] ?? ''));
  return { title: text.title, body: fill(text.body) };
}

/** The last lines of a notification e-mail: where to open it, and how to stop such e-mails. */
export function notificationEmailFooter(locale: Locale, url: string | null): string {
  const open = { en: 'Open it in the panel:', es: 'Ábrelo en el panel:', pt: 'Abra no painel:' }[locale];
  const stop = {
    en: 'You can switch these e-mails off in Me > Notifications.',
    es: 'Puedes desactivar estos correos en Yo > Notificaciones.',
    pt: 'Você pode desativar estes e-mails em Eu > Notificações.',
  }[locale];
  return [url ? `${open} ${url}` : null, stop].filter(Boolean).join('\n');
}
