// Spanish texts of the order sheet of /goodDetail/{id} (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './order-sheet-texts.en';

const es: Texts<typeof en> = {
  orderSheet: {
    title: 'Hacer un pedido',
    from: 'Desde {{price}} por unidad',
    paymentType: 'Método de pago',
    paymentCurrency: 'Moneda de pago',
    offlineHint: 'Pagas al vendedor por transferencia bancaria y luego envías el comprobante de pago.',
    vcoinBalance: 'Tu monedero tiene {{available}} para pagar.',
    noPaymentType: 'Este producto no acepta ningún método de pago disponible ahora. Contacta con el vendedor.',
    noCurrency: 'Ninguna de las monedas de pago de este producto sirve ahora con este método de pago (las transferencias offline son en USD).',
    limits: 'Mín. {{min}} · máx. {{max}} por compra · {{stock}} en stock',
    limit: {
      OUT_OF_STOCK: 'Solo quedan {{limit}}, menos que el mínimo',
      UNDER_MINIMUM: 'Compra al menos {{limit}}',
      OVER_MAXIMUM: 'Compra como máximo {{limit}} a la vez',
      OVER_STOCK: 'Solo hay {{limit}} en stock',
      OVER_PAYMENT_LIMIT: 'Como máximo {{limit}} por pago en línea',
    },
    unpaidUnits: 'Tus pedidos sin pagar en esta tienda retienen el resto: págalos o cancélalos primero (ahora puedes pedir {{count}} más).',
    priceChanged: 'El precio ha cambiado: ahora {{price}} por unidad. Revisa el total y haz el pedido de nuevo.',
    submit: 'Hacer el pedido',
  },
};

export default es;
