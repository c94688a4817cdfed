import type { Texts } from '../lib/texts';
import type en from './en';

const pt: Texts<typeof en> = {
  app: {
    name: 'Painel do Revendedor',
    tagline: 'Cartões pré-pagos, códigos de recarga e VCoin, no seu bolso',
  },
  common: {
    loading: 'Carregando…',
    retry: 'Tentar novamente',
    cancel: 'Cancelar',
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'Não foi possível copiar, copie manualmente',
    loadFailed: 'Não foi possível carregar esta página',
    missingTitle: 'Não encontrado',
    missingText: 'Não existe ou não está compartilhado com você.',
    notSet: 'Não definido',
    back: 'Voltar',
    offline: 'Você está sem conexão: isto é o que foi carregado por último. As alterações esperam até você voltar a ficar on-line.',
    updateReady: 'Uma nova versão do painel está pronta.',
    updateNow: 'Atualizar',
  },
  tabs: {
    label: 'Navegação principal',
    home: 'Início',
    buy: 'Comprar',
    stock: 'Estoque',
    me: 'Eu',
  },
  language: {
    label: 'Idioma',
  },
  roles: {
    SELLER: 'Vendedor',
    BUYER: 'Comprador',
    FOLLOWER: 'Seguidor',
    PLATFORM: 'Operador da plataforma',
    none: 'Ainda sem função',
  },
  session: {
    logInAgain: 'Entrar novamente',
  },
  unsaved: {
    title: 'Sair sem salvar?',
    content: 'As alterações desta página não foram salvas e serão perdidas.',
    leave: 'Sair',
    stay: 'Ficar',
  },
  shell: {
    loading: 'Carregando seu painel…',
    loadFailedTitle: 'Não foi possível carregar seu painel',
    loadFailedText: 'Verifique sua conexão e tente novamente.',
  },
  login: {
    welcome: 'Bem-vindo de volta',
    account: 'Conta',
    accountPlaceholder: 'E-mail ou telefone',
    password: 'Senha',
    passwordPlaceholder: 'Sua senha',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    submit: 'Entrar',
    submitting: 'Entrando…',
    agreement: 'Ao entrar, você aceita os',
    termsLink: 'Termos de Uso',
    forgotPassword: 'Esqueceu a senha?',
    noAccount: 'Novo por aqui?',
    signUp: 'Criar uma conta',
    oldVersion: 'Entrar na versão antiga',
    captchaRequired: 'Digite os caracteres da imagem para continuar',
    captchaWrong: 'Os caracteres não conferem. Tente a nova imagem.',
    captchaExpired: 'A imagem expirou. Tente a nova.',
  },
  home: {
    title: 'Início',
    greeting: 'Olá, {{name}}',
    /** When the user gave no name (the one made up at sign-up from their email or phone). */
    greetingNeutral: 'Boas-vindas',
    role: 'Função',
    store: 'Loja',
    noStore: 'Ainda sem loja',
    todoTitle: 'Pendências',
    nothingToDo: 'Nada a fazer',
    nothingToDoHint: 'Novos pedidos, comprovantes e solicitações para seguir aparecerão aqui.',
    pull: {
      pulling: 'Puxe para baixo para atualizar',
      canRelease: 'Solte para atualizar',
      refreshing: 'Atualizando…',
      complete: 'Atualizado',
    },
  },
  me: {
    title: 'Eu',
    uid: 'UID',
    settings: 'Configurações',
    inviteLink: 'Link de convite',
    inviteLinkHint: 'Compartilhe com revendedores para que sigam sua loja.',
    inviteLinkLoading: 'Carregando link de convite…',
    about: 'Sobre',
    terms: 'Termos de Uso',
    logout: 'Sair',
    logoutConfirm: 'Deseja sair da sua conta?',
    avatarAlt: 'Avatar de {{name}}',
  },
  about: {
    title: 'Sobre',
    version: 'Versão',
    supportEmail: 'E-mail de suporte',
    description:
      'Vendedores anunciam e vendem cartões pré-pagos, códigos de recarga, cartões de conta e licenças de dispositivo; revendedores seguem lojas e compram delas.',
  },
  terms: {
    title: 'Termos de Uso',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'A página que você procura não existe ou foi movida.',
    goHome: 'Ir para o início',
  },
};

export default pt;
