// Portuguese texts of the order sheet of /goodDetail/{id} (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './order-sheet-texts.en';

const pt: Texts<typeof en> = {
  orderSheet: {
    title: 'Fazer um pedido',
    from: 'A partir de {{price}} por unidade',
    paymentType: 'Forma de pagamento',
    paymentCurrency: 'Moeda de pagamento',
    offlineHint: 'Você paga o vendedor por transferência bancária e depois envia o comprovante de pagamento.',
    vcoinBalance: 'Sua carteira tem {{available}} para pagar.',
    noPaymentType: 'Este produto não aceita nenhuma forma de pagamento disponível agora. Fale com o vendedor.',
    noCurrency: 'Nenhuma das moedas de pagamento deste produto serve agora com esta forma de pagamento (transferências offline são em USD).',
    limits: 'Mín. {{min}} · máx. {{max}} por compra · {{stock}} em estoque',
    limit: {
      OUT_OF_STOCK: 'Restam só {{limit}}, menos que o mínimo',
      UNDER_MINIMUM: 'Compre pelo menos {{limit}}',
      OVER_MAXIMUM: 'Compre no máximo {{limit}} de uma vez',
      OVER_STOCK: 'Só há {{limit}} em estoque',
      OVER_PAYMENT_LIMIT: 'No máximo {{limit}} por pagamento online',
    },
    unpaidUnits: 'Seus pedidos não pagos nesta loja retêm o resto: pague ou cancele-os primeiro (agora você pode pedir mais {{count}}).',
    priceChanged: 'O preço mudou: agora {{price}} por unidade. Confira o total e faça o pedido de novo.',
    submit: 'Fazer o pedido',
  },
};

export default pt;
