// Portuguese texts of the follows feature (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  follows: {
    following: {
      title: 'Seguindo',
      emptyTitle: 'Você ainda não segue nenhuma loja',
      emptyText: 'É preciso seguir uma loja antes de comprar dela. Encontre uma pelo UID ou pelo nome.',
      findStore: 'Encontrar uma loja',
      myRequests: 'Meus pedidos para seguir',
      storeUid: 'UID da loja',
      nickname: 'Apelido',
      followedAt: 'Seguindo desde',
      firstPurchase: 'Primeira compra',
      lastPurchase: 'Última compra',
      storeDetail: 'Detalhes da loja',
      products: 'Produtos',
      oneStoreHint: 'Você pode seguir uma loja por vez.',
    },
    unfollow: {
      action: 'Deixar de seguir',
      title: 'Deixar de seguir {{store}}?',
      content: 'Você não verá mais os produtos dela nem poderá comprar dela, até segui-la de novo.',
      done: 'Você não segue mais {{store}}',
    },
    withdraw: {
      action: 'Cancelar pedido',
      title: 'Cancelar seu pedido?',
      content: 'Seu pedido para seguir {{store}} será cancelado.',
      confirm: 'Cancelar pedido',
      done: 'Pedido cancelado',
    },
    replace: {
      title: 'Cancelar o que você segue agora?',
      following:
        'Você segue {{current}}. Um comprador segue uma loja por vez: para pedir para seguir {{next}}, você deixa de seguir {{current}} primeiro.',
      pending:
        'Você aguarda a resposta de {{current}} ao seu pedido. Um comprador segue uma loja por vez: para pedir para seguir {{next}}, esse pedido é cancelado primeiro.',
      anotherStore: 'outra loja',
      confirm: 'Cancelar e pedir',
      keep: 'Manter',
    },
    request: {
      follow: 'Seguir',
      requestToFollow: 'Pedir para seguir',
      askAgain: 'Pedir de novo',
      sent: 'Pedido enviado: aguardando a resposta de {{store}}',
      followed: 'Agora você segue {{store}}',
      blocked: 'Esta loja não aceita seus pedidos',
    },
    relation: {
      NONE: '',
      PENDING: 'Pedido enviado',
      ACCEPTED: 'Seguindo',
      REJECTED: 'Recusado',
      BLOCKED: 'Bloqueado',
      SELF: 'Sua loja',
    },
    search: {
      title: 'Encontrar uma loja',
      placeholder: 'UID ou nome da loja',
      hintTitle: 'Procure uma loja',
      hintText: 'Digite o UID da loja (exato) ou parte do nome dela.',
      emptyTitle: 'Nenhuma loja encontrada',
      emptyText: 'Confira o UID ou tente outro nome.',
      uid: 'UID {{uid}}',
    },
    requests: {
      title: 'Meus pedidos para seguir',
      emptyTitle: 'Nenhum pedido ainda',
      emptyText: 'Os pedidos que você envia às lojas aparecem aqui, com a resposta delas.',
      requestedAt: 'Pedido em {{date}}',
      answeredAt: 'Respondido em {{date}}',
    },
    store: {
      title: 'Loja',
      followers_one: '{{count}} seguidor',
      followers_other: '{{count}} seguidores',
      blockedTitle: 'Você não pode seguir esta loja',
      blockedText: 'Esta loja bloqueou você: não é possível ver os contatos nem os produtos dela, nem enviar pedidos.',
      pendingText: 'Seu pedido aguarda a resposta da loja.',
      rejectedText: 'A loja recusou seu último pedido. Você pode pedir de novo.',
      currentFollowing: 'Você segue {{store}}. Seguir esta loja cancela isso primeiro.',
      currentPending: 'Você tem um pedido aguardando em {{store}}. Seguir esta loja cancela esse pedido primeiro.',
      ownStore: 'Esta é a sua própria loja.',
      editStore: 'Editar configurações da loja',
      viewProducts: 'Ver produtos',
    },
    products: {
      title: 'Produtos',
      emptyTitle: 'Nenhum produto ainda',
      emptyText: 'Os produtos que esta loja anunciar para você aparecerão aqui.',
      followFirstTitle: 'Siga esta loja para ver os produtos dela',
      followFirstText: 'É preciso seguir uma loja antes de comprar dela.',
      blockedTitle: 'Estes produtos não estão disponíveis para você',
      openStore: 'Abrir a loja',
      ownTitle: 'Esta é a sua própria loja',
      ownText: 'Seus produtos são gerenciados nos seus anúncios.',
      manage: 'Meus anúncios',
    },
  },
};

export default pt;
