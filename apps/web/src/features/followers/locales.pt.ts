// Portuguese texts of the followers feature (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  followers: {
    list: {
      title: 'Seguidores',
      searchPlaceholder: 'Buscar por UID ou apelido',
      total_one: '{{count}} seguidor',
      total_other: '{{count}} seguidores',
      emptyTitle: 'Nenhum seguidor ainda',
      emptyText: 'Compartilhe seu link de convite para que revendedores sigam sua loja.',
      noMatchTitle: 'Nenhum seguidor encontrado',
      noMatchText: 'Confira o UID ou tente outro apelido.',
      invite: 'Convidar revendedores',
      requests: 'Pedidos para seguir',
      blockList: 'Lista de bloqueados',
      uid: 'UID {{uid}}',
      followedAt: 'Segue desde {{date}}',
    },
    detail: {
      title: 'Seguidor',
      uid: 'UID',
      storeUid: 'UID da loja',
      nickname: 'Apelido',
      status: 'Situação',
      requestedAt: 'Pedido em',
      decidedAt: 'Respondido em',
      followedAt: 'Seguindo desde',
      firstPurchase: 'Primeira compra',
      lastPurchase: 'Última compra',
      noStore: 'Sem loja ainda',
      blockedNote: 'Este usuário está na sua lista de bloqueados: não pode ver seus produtos, comprar de você nem pedir para seguir.',
      rejectedNote: 'Você recusou o último pedido. O usuário pode pedir de novo.',
    },
    actions: {
      accept: 'Aceitar',
      reject: 'Recusar',
      accepted: '{{name}} agora segue sua loja',
      rejected: 'Você recusou o pedido de {{name}}',
      remove: 'Remover seguidor',
      removeTitle: 'Remover {{name}}?',
      removeContent: '{{name}} não verá mais seus produtos nem poderá comprar de você. Pode pedir para seguir de novo.',
      removeConfirm: 'Remover',
      removed: '{{name}} não segue mais sua loja',
      block: 'Bloquear',
      blockTitle: 'Bloquear {{name}}?',
      blockContent:
        '{{name}} deixa de seguir sua loja e não pode ver seus produtos, comprar de você nem pedir para seguir de novo, até você desbloquear.',
      blockConfirm: 'Bloquear',
      blocked: '{{name}} foi bloqueado',
      unblock: 'Desbloquear',
      unblockTitle: 'Desbloquear {{name}}?',
      unblockContent: '{{name}} poderá pedir para seguir sua loja de novo.',
      unblocked: '{{name}} foi desbloqueado',
      notPending: 'Este pedido já foi respondido ou cancelado',
      blockedRemove: 'Este usuário está bloqueado: desbloqueie-o em vez disso',
    },
    requests: {
      title: 'Pedidos para seguir',
      tabs: {
        PENDING: 'Pendentes',
        ACCEPTED: 'Aceitos',
        REJECTED: 'Recusados',
      },
      empty: {
        PENDING: 'Nenhum pedido aguardando',
        ACCEPTED: 'Nenhum pedido aceito',
        REJECTED: 'Nenhum pedido recusado',
      },
      emptyText: 'Os pedidos para seguir sua loja aparecem aqui.',
      requestedAt: 'Pedido em {{date}}',
      answeredAt: 'Respondido em {{date}}',
      infoTitle: 'Pedido para seguir',
      viewFollower: 'Ver seguidor',
      close: 'Fechar',
    },
    blockList: {
      title: 'Lista de bloqueados',
      emptyTitle: 'Ninguém bloqueado',
      emptyText: 'Os usuários que você bloquear aparecem aqui. Eles não podem seguir sua loja nem comprar de você.',
      noMatchTitle: 'Nenhum usuário bloqueado encontrado',
      blockedAt: 'Bloqueado em {{date}}',
    },
  },
};

export default pt;
