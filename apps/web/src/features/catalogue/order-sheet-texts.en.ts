// English texts of the order sheet of /goodDetail/{id} (loaded when the panel speaks English).
const en = {
  orderSheet: {
    title: 'Place an order',
    from: 'From {{price}} per unit',
    paymentType: 'Payment method',
    paymentCurrency: 'Payment currency',
    offlineHint: 'You pay the seller by bank transfer, then send the payment voucher.',
    vcoinBalance: 'Your wallet has {{available}} to pay with.',
    noPaymentType: 'This product takes no payment method available now. Contact the seller.',
    noCurrency: 'None of this product’s payment currencies can be used with this payment method now (offline transfers are in USD).',
    limits: 'Min {{min}} · max {{max}} per purchase · {{stock}} in stock',
    limit: {
      OUT_OF_STOCK: 'Only {{limit}} left, under the minimum',
      UNDER_MINIMUM: 'Buy at least {{limit}}',
      OVER_MAXIMUM: 'Buy at most {{limit}} at once',
      OVER_STOCK: 'Only {{limit}} in stock',
      OVER_PAYMENT_LIMIT: 'At most {{limit}} per online payment',
    },
    unpaidUnits: 'Your unpaid orders in this store hold the rest: pay or cancel them first (you can order {{count}} more now).',
    priceChanged: 'The price has changed: now {{price}} per unit. Check the total and place the order again.',
    submit: 'Place order',
  },
};

export default en;
