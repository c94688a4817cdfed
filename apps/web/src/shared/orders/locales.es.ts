// Spanish texts of the order parts both sides show (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  orderParts: {
    status: {
      WAITINGPAYMENT: 'Pendiente de pago',
      CANCELLED: 'Cancelado',
      PAYING: 'Pagando',
      PAYMENTFAILED: 'Pago fallido',
      PAYMENTSUCCESS: 'Pagado',
      CONFIRMINGPAYMENT: 'Confirmando el pago',
      DELIVERING: 'Entregando',
      DELIVERED: 'Entregado',
      CHARGEBACK: 'Contracargo',
      REFUND: 'Reembolsado',
    },
    voucherStatus: { WAITING: 'Pendiente de revisión', CONFIRMED: 'Confirmado', REJECTED: 'Rechazado' },
    paymentType: { OFFLINE: 'Transferencia offline', VCOIN: 'VCoin', ONLINE: 'En línea', CRYPTO: 'Cripto' },
    amounts: {
      header: 'Importes',
      unitPrice: 'Precio unitario',
      quantity: 'Cantidad',
      amount: 'Importe del pedido',
      paid: 'Pagado',
      due: 'Pendiente de pago',
      currency: 'Moneda',
    },
    events: {
      header: 'Historial',
      empty: 'Todavía no ha pasado nada con este pedido',
      actor: { BUYER: 'Comprador', SELLER: 'Vendedor', SYSTEM: 'Sistema' },
      method: {
        CARD: 'Tarjeta',
        PIX: 'PIX',
        BOLETO: 'Boleto',
        TPAGA: 'tpaga',
        EWALLET: 'Billetera electrónica',
        PAYPAL: 'PayPal',
        BANK_TRANSFER: 'Transferencia bancaria en línea',
        PREPAID_CARD: 'Tarjeta prepago',
        CRYPTO: 'Cripto',
      },
      paidBy: 'Pagado con {{method}}',
      startedWith: 'Con {{method}}',
      ended: { EXPIRED: 'El pago no se hizo a tiempo', CANCELLED: 'El pago se canceló' },
      reason: {
        CREATED: 'Pedido realizado',
        BUYER_CANCELLED: 'Cancelado por el comprador',
        SELLER_CANCELLED: 'Cancelado por el vendedor',
        PAY_BY_PASSED: 'Cancelado: se acabó el plazo de pago',
        VOUCHER_UPLOADED: 'Comprobante de pago enviado',
        VOUCHER_REJECTED: 'Comprobante de pago rechazado',
        VOUCHER_CONFIRMED_PART: 'Parte del pago confirmada',
        VOUCHER_CONFIRMED: 'Pago confirmado',
        CONFIRMED_WITHOUT_VOUCHER: 'Pago confirmado sin comprobante',
        PAYMENT_STARTED: 'Pago iniciado',
        PAYMENT_FAILED: 'Pago fallido',
        PAYMENT_SUCCEEDED: 'Pago recibido',
        RETRY: 'Pago reintentado',
        DELIVERED: 'Tarjetas entregadas',
        CHARGEBACK: 'Contracargo',
        REFUND: 'Reembolsado',
      },
    },
    reversal: {
      CHARGEBACK: {
        BUYER: 'Contracargo el {{date}}: el pago se devolvió a través del banco o la tarjeta de quien pagó.',
        SELLER:
          'Contracargo el {{date}}: el banco o la tarjeta del comprador recuperó el pago, y lo que este pedido te pagó se descontó de tu billetera de VCoin.',
      },
      REFUND: {
        BUYER: 'Reembolsado el {{date}}: el pago volvió a quien lo hizo.',
        SELLER: 'Reembolsado el {{date}}: el pago volvió al comprador, y lo que este pedido te pagó se descontó de tu billetera de VCoin.',
      },
      reason: 'Motivo: {{reason}}.',
      locked: 'Las tarjetas de este pedido están bloqueadas: ya no se pueden activar, recargar ni vender.',
    },
    payWithin: {
      hours: 'Paga en {{count}} h',
      minutes: 'Paga en {{count}} min',
      over: 'El plazo de pago terminó',
    },
    rejectedFlag: 'Comprobante rechazado',
    vouchersWaiting_one: '{{count}} comprobante por revisar',
    vouchersWaiting_other: '{{count}} comprobantes por revisar',
    row: {
      quantityPrice: '{{quantity}} × {{price}}',
      orderNo: 'N.º {{orderNo}}',
    },
    files: {
      image: 'Imagen del comprobante {{index}}',
      pdf: 'Comprobante en PDF',
      download: 'Descargar el PDF',
      downloading: 'Descargando…',
      loadFailed: 'No se pudo cargar este archivo',
      viewerClose: 'Cerrar',
    },
    copyLabel: 'Copiar {{label}}',
  },
};

export default es;
