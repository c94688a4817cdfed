// Portuguese texts of me's entries and invite card (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  accountEntries: {
    notifications: 'Notificações',
    notificationsHint: 'O que você recebe e como: caixa, e-mail, push',
    apiKeys: 'Chaves de API',
    apiKeysHint: 'Deixe sua loja ou seu bot comprar e entregar por você',
    webhooks: 'Webhooks',
    webhooksHint: 'Eventos enviados ao seu próprio servidor, assinados',
    header: 'Conta',
    profile: 'Perfil',
    security: 'Conta e segurança',
    guide: 'Guia de primeiros passos',
    combo: 'Combo',
    unavailable: 'Indisponível nesta versão',
    comboText: 'O combo não está disponível nesta versão do painel.',
    comboSwitch: 'O combo não está disponível nesta versão do painel. Você pode usá-lo na versão antiga.',
    switch: 'Mudar para a versão antiga',
    stay: 'Ficar aqui',
    ok: 'OK',
    oldVersion: 'Versão antiga',
    oldVersionHint: 'A versão anterior do painel',
    oldVersionConfirm: 'Abrir a versão antiga do painel com esta conta?',
    switching: 'Abrindo a versão antiga…',
    switchFailed: 'A versão antiga não está disponível agora',
  },
  appearance: {
    label: 'Aparência',
    system: 'Como o sistema',
    light: 'Claro',
    dark: 'Escuro',
  },
  inviteCard: {
    share: 'Compartilhar',
    qrAlt: 'Código QR do seu link de convite',
    shareTitle: 'Junte-se a mim no painel de revendedores',
    shareText: 'Cadastre-se com meu link para seguir minha loja.',
  },
  salesEntries: {
    header: 'Pedidos',
    mine: 'Meus pedidos',
    mineHint: 'Pedidos que você fez na loja',
    waiting_one: '{{count}} pedido aguarda o seu pagamento',
    waiting_other: '{{count}} pedidos aguardam o seu pagamento',
    orders: 'Pedidos da loja',
    ordersHint: 'Pedidos que os compradores fizeram na sua loja',
    toReview_one: '{{count}} comprovante de pagamento para revisar',
    toReview_other: '{{count}} comprovantes de pagamento para revisar',
  },
};

export default pt;
