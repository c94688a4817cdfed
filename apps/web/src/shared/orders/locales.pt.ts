// Portuguese texts of the order parts both sides show (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  orderParts: {
    status: {
      WAITINGPAYMENT: 'Aguardando pagamento',
      CANCELLED: 'Cancelado',
      PAYING: 'Pagando',
      PAYMENTFAILED: 'Pagamento falhou',
      PAYMENTSUCCESS: 'Pago',
      CONFIRMINGPAYMENT: 'Confirmando o pagamento',
      DELIVERING: 'Entregando',
      DELIVERED: 'Entregue',
      CHARGEBACK: 'Estorno',
      REFUND: 'Reembolsado',
    },
    voucherStatus: { WAITING: 'Aguardando análise', CONFIRMED: 'Confirmado', REJECTED: 'Recusado' },
    paymentType: { OFFLINE: 'Transferência offline', VCOIN: 'VCoin', ONLINE: 'Online', CRYPTO: 'Cripto' },
    amounts: {
      header: 'Valores',
      unitPrice: 'Preço unitário',
      quantity: 'Quantidade',
      amount: 'Valor do pedido',
      paid: 'Pago',
      due: 'A pagar',
      currency: 'Moeda',
    },
    events: {
      header: 'Histórico',
      empty: 'Nada aconteceu com este pedido ainda',
      actor: { BUYER: 'Comprador', SELLER: 'Vendedor', SYSTEM: 'Sistema' },
      method: {
        CARD: 'Cartão',
        PIX: 'PIX',
        BOLETO: 'Boleto',
        TPAGA: 'tpaga',
        EWALLET: 'Carteira digital',
        PAYPAL: 'PayPal',
        BANK_TRANSFER: 'Transferência bancária online',
        PREPAID_CARD: 'Cartão pré-pago',
        CRYPTO: 'Cripto',
      },
      paidBy: 'Pago com {{method}}',
      startedWith: 'Com {{method}}',
      ended: { EXPIRED: 'O pagamento não foi feito a tempo', CANCELLED: 'O pagamento foi cancelado' },
      reason: {
        CREATED: 'Pedido feito',
        BUYER_CANCELLED: 'Cancelado pelo comprador',
        SELLER_CANCELLED: 'Cancelado pelo vendedor',
        PAY_BY_PASSED: 'Cancelado: o prazo de pagamento acabou',
        VOUCHER_UPLOADED: 'Comprovante de pagamento enviado',
        VOUCHER_REJECTED: 'Comprovante de pagamento recusado',
        VOUCHER_CONFIRMED_PART: 'Parte do pagamento confirmada',
        VOUCHER_CONFIRMED: 'Pagamento confirmado',
        CONFIRMED_WITHOUT_VOUCHER: 'Pagamento confirmado sem comprovante',
        PAYMENT_STARTED: 'Pagamento iniciado',
        PAYMENT_FAILED: 'Pagamento falhou',
        PAYMENT_SUCCEEDED: 'Pagamento recebido',
        RETRY: 'Pagamento tentado de novo',
        DELIVERED: 'Cartões entregues',
        CHARGEBACK: 'Estorno',
        REFUND: 'Reembolsado',
      },
    },
    reversal: {
      CHARGEBACK: {
        BUYER: 'Estornado em {{date}}: o pagamento foi devolvido pelo banco ou cartão de quem pagou.',
        SELLER:
          'Estornado em {{date}}: o banco ou o cartão do comprador recuperou o pagamento, e o que este pedido pagou a você foi descontado da sua carteira de VCoin.',
      },
      REFUND: {
        BUYER: 'Reembolsado em {{date}}: o pagamento voltou para quem pagou.',
        SELLER: 'Reembolsado em {{date}}: o pagamento voltou para o comprador, e o que este pedido pagou a você foi descontado da sua carteira de VCoin.',
      },
      reason: 'Motivo: {{reason}}.',
      locked: 'Os cartões deste pedido estão bloqueados: não podem mais ser ativados, recarregados nem vendidos.',
    },
    payWithin: {
      hours: 'Pague em {{count}} h',
      minutes: 'Pague em {{count}} min',
      over: 'O prazo de pagamento acabou',
    },
    rejectedFlag: 'Comprovante recusado',
    vouchersWaiting_one: '{{count}} comprovante para analisar',
    vouchersWaiting_other: '{{count}} comprovantes para analisar',
    row: {
      quantityPrice: '{{quantity}} × {{price}}',
      orderNo: 'N.º {{orderNo}}',
    },
    files: {
      image: 'Imagem do comprovante {{index}}',
      pdf: 'Comprovante em PDF',
      download: 'Baixar o PDF',
      downloading: 'Baixando…',
      loadFailed: 'Não foi possível carregar este arquivo',
      viewerClose: 'Fechar',
    },
    copyLabel: 'Copiar {{label}}',
  },
};

export default pt;
