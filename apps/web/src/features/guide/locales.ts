// Texts of the quick-start guide (added to i18next when it loads).
import { addTexts, type Texts } from '../../components/add-texts';

const en = {
  guide: {
    title: 'Quick start',
    welcome: 'Welcome! Your account is ready.',
    followed: 'You now follow {{store}}.',
    intro: 'Two steps to start buying and selling on the panel.',
    stepLabel: 'Step {{number}}',
    done: 'Done',
    steps: {
      FOLLOW_AND_BUY: {
        title: 'Follow a store and buy from the mall',
        text: 'Find the store you buy from and follow it. Once it accepts you, its cards are in your mall.',
        action: 'Find a store',
      },
      LIST_AND_INVITE: {
        title: 'List products and invite resellers, or sell to clients',
        text: 'Give your store a name and a picture, list your cards, then share your invite link with resellers.',
        action: 'Set up my store',
      },
    },
    confirm: 'Got it',
    confirming: 'Saving…',
    backHome: 'Back to home',
    confirmedNote: 'You can open this guide again from Me.',
  },
};

const es: Texts<typeof en> = {
  guide: {
    title: 'Primeros pasos',
    welcome: '¡Bienvenido! Tu cuenta está lista.',
    followed: 'Ahora sigues a {{store}}.',
    intro: 'Dos pasos para empezar a comprar y vender en el panel.',
    stepLabel: 'Paso {{number}}',
    done: 'Hecho',
    steps: {
      FOLLOW_AND_BUY: {
        title: 'Sigue una tienda y compra en el mercado',
        text: 'Busca la tienda a la que compras y síguela. Cuando te acepte, sus tarjetas estarán en tu mercado.',
        action: 'Buscar una tienda',
      },
      LIST_AND_INVITE: {
        title: 'Publica productos e invita a revendedores, o vende a clientes',
        text: 'Pon nombre e imagen a tu tienda, publica tus tarjetas y comparte tu enlace de invitación con revendedores.',
        action: 'Configurar mi tienda',
      },
    },
    confirm: 'Entendido',
    confirming: 'Guardando…',
    backHome: 'Volver al inicio',
    confirmedNote: 'Puedes volver a abrir esta guía desde Yo.',
  },
};

const pt: Texts<typeof en> = {
  guide: {
    title: 'Primeiros passos',
    welcome: 'Bem-vindo! Sua conta está pronta.',
    followed: 'Agora você segue {{store}}.',
    intro: 'Dois passos para começar a comprar e vender no painel.',
    stepLabel: 'Passo {{number}}',
    done: 'Concluído',
    steps: {
      FOLLOW_AND_BUY: {
        title: 'Siga uma loja e compre no shopping',
        text: 'Encontre a loja de onde você compra e siga-a. Quando ela aceitar, os cartões dela estarão no seu shopping.',
        action: 'Encontrar uma loja',
      },
      LIST_AND_INVITE: {
        title: 'Anuncie produtos e convide revendedores, ou venda para clientes',
        text: 'Dê um nome e uma imagem à sua loja, anuncie seus cartões e compartilhe seu link de convite com revendedores.',
        action: 'Configurar minha loja',
      },
    },
    confirm: 'Entendi',
    confirming: 'Salvando…',
    backHome: 'Voltar ao início',
    confirmedNote: 'Você pode abrir este guia novamente em Eu.',
  },
};

export const guideTexts = { en, es, pt };
addTexts(guideTexts);
