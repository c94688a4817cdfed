// Portuguese texts of the inbox and the notification settings (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  inbox: {
    title: 'Notificações',
    markAll: 'Marcar tudo como lido',
    unread: 'Não lida',
    emptyTitle: 'Nada por enquanto',
    emptyText: 'Novos pedidos, comprovantes para revisar, entregas e pedidos para seguir aparecem aqui assim que acontecem.',
    pushOffer: 'Receber um push neste telefone quando um comprador fizer um pedido ou enviar um comprovante?',
    pushYes: 'Ativar push',
    pushLater: 'Agora não',
  },
  notificationSettings: {
    title: 'Notificações',
    channels: 'Como você é avisado',
    pushHere: 'Push neste telefone',
    pushOnHere: 'Ativado: este telefone recebe um push para cada opção ativada abaixo.',
    pushOffHere: 'Desativado neste telefone.',
    pushTurnOn: 'Ativar',
    pushTurnOff: 'Desativar',
    pushOn: 'Push ativado neste telefone',
    pushFailed: 'Não foi possível ativar o push. Tente de novo.',
    pushNotSetUp: 'Este servidor não envia notificações push.',
    pushUnsupported: 'Este navegador não recebe push. No iPhone, adicione o painel à tela de início e abra-o por lá.',
    pushBlocked: 'As notificações deste site estão bloqueadas nas configurações do navegador.',
    pushRefused: {
      denied: 'As notificações não foram permitidas.',
      unsupported: 'Este navegador não recebe push.',
      'no-worker': 'O push precisa do painel instalado ou recarregado uma vez. Recarregue e tente de novo.',
    },
    email: 'E-mail',
    emailTo: 'Enviado para {{email}}',
    noEmail: 'Sua conta não tem e-mail: adicione um em Conta e segurança para receber e-mails.',
    selling: 'Quando você vende',
    buying: 'Quando você compra',
    channel: { INBOX: 'Caixa', EMAIL: 'E-mail', PUSH: 'Push' },
    kind: {
      NEW_ORDER: 'Novo pedido',
      VOUCHER_TO_REVIEW: 'Comprovante para revisar',
      ORDER_PAID: 'Pedido pago',
      MONEY_RETURNED: 'Estorno ou reembolso',
      LOW_STOCK: 'Estoque baixo',
      FOLLOW_REQUEST: 'Pedido para seguir',
      ORDER_DELIVERED: 'Cartões entregues',
      VOUCHER_REJECTED: 'Comprovante recusado',
      PAYMENT_FAILED: 'Pagamento não concluído',
    },
    kindHint: {
      NEW_ORDER: 'Um comprador fez um pedido na sua loja',
      VOUCHER_TO_REVIEW: 'Um comprador enviou um comprovante de transferência para confirmar',
      ORDER_PAID: 'Um pedido foi pago online, em cripto ou em VCoin',
      MONEY_RETURNED: 'O dinheiro de um pedido pago foi devolvido',
      LOW_STOCK: 'O estoque de um anúncio ficou abaixo do limite',
      FOLLOW_REQUEST: 'Um comprador pede para seguir sua loja',
      ORDER_DELIVERED: 'Os cartões do seu pedido estão prontos',
      VOUCHER_REJECTED: 'O vendedor recusou seu comprovante',
      PAYMENT_FAILED: 'Um pagamento seu não foi concluído',
    },
    devices_one: '{{count}} navegador recebe suas notificações push.',
    devices_other: '{{count}} navegadores recebem suas notificações push.',
  },
};

export default pt;
