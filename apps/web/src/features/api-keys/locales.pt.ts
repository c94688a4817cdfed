// Portuguese texts of the API keys screen (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  apiKeys: {
    title: 'Chaves de API',
    intro: 'Sua própria loja, bot ou site pode comprar e entregar pela API com uma chave. Uma chave age como você, só dentro do que você permitir.',
    new: 'Nova chave',
    emptyTitle: 'Nenhuma chave de API ainda',
    emptyText: 'Crie uma chave para que sua loja ou seu bot use o painel por você, sem fazer login.',
    limit: 'Você tem {{max}} chaves ativas, o máximo permitido. Revogue uma para criar outra.',
    scope: {
      read: 'Leitura',
      orders: 'Pedidos',
      codes: 'Códigos',
      recharge: 'Recargas',
      wallet: 'Carteira',
    },
    scopeHint: {
      read: 'Consulta pedidos, códigos, recargas e a carteira; não altera nada',
      orders: 'Faz, paga e consulta pedidos',
      codes: 'Gera, consulta e exporta códigos de ativação',
      recharge: 'Recarrega contas de clientes e consulta recargas',
      wallet: 'Consulta o saldo e os registros de VCoin',
    },
    allowedFrom: 'Endereços permitidos',
    anyAddress: 'Qualquer endereço',
    expires: 'Expira',
    noExpiry: 'Nunca',
    lastUsed: 'Último uso',
    lastUsedFrom: '{{date}} de {{address}}',
    neverUsed: 'Nunca usada',
    madeOn: 'Criada',
    state: {
      revoked: 'Revogada',
      expired: 'Expirada',
    },
    revoke: 'Revogar',
    revokeNamed: 'Revogar a chave {{name}}',
    revokeTitle: 'Revogar esta chave?',
    revokeText: '“{{name}}” ({{prefix}}) para de funcionar na hora, em todos os sistemas que a usam. Não é possível desfazer.',
    keep: 'Manter',
    revoked: 'Chave revogada',
    form: {
      title: 'Nova chave de API',
      name: 'Nome',
      namePlaceholder: 'ex.: Minha loja virtual',
      nameHint: 'Para diferenciar suas chaves; no máximo 40 caracteres.',
      scopes: 'O que ela pode fazer',
      addresses: 'Endereços permitidos',
      addressesPlaceholder: '203.0.113.7\n198.51.100.0/24',
      addressesHint: 'Um endereço IPv4 ou IPv6, ou uma rede como 203.0.113.0/24, por linha; no máximo 20. Vazio: qualquer endereço.',
      expiry: 'Expira',
      expiryNever: 'Nunca',
      expiryDays: 'Em {{count}} dias',
      cancel: 'Cancelar',
      create: 'Criar chave',
      creating: 'Criando…',
      discard: 'Descartar esta nova chave?',
    },
    rules: {
      scopes: 'Escolha pelo menos um',
      address: 'Cada linha deve ser um endereço IPv4 ou IPv6, ou uma rede como 203.0.113.0/24',
      addressesMax: 'No máximo 20 endereços',
    },
    created: {
      title: 'Sua nova chave de API',
      warning: 'Copie agora: você não vai vê-la de novo. Guarde-a em segredo, como uma senha.',
      keyLabel: 'Chave de API',
      copyLabel: 'Copiar a chave de API',
      done: 'Pronto, já copiei',
    },
  },
};

export default pt;
