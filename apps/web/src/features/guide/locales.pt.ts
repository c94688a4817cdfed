// Portuguese texts of the guide feature (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

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
        title: 'Siga uma loja e compre dela',
        text: 'Encontre a loja de onde você compra e siga-a. Quando ela aceitar, os cartões dela aparecem na aba Comprar.',
        action: 'Encontrar uma loja',
      },
      LIST_AND_INVITE: {
        title: 'Anuncie produtos e convide revendedores, ou venda para clientes',
        text: 'Dê um nome e uma imagem à sua loja, anuncie seus cartões e compartilhe seu link de convite com revendedores.',
        action: 'Configurar minha loja',
      },
    },
    sellGuide: 'Ler o guia do vendedor',
    confirm: 'Entendi',
    confirming: 'Salvando…',
    backHome: 'Voltar ao início',
    confirmedNote: 'Você pode abrir este guia novamente em Eu.',
  },
};

export default pt;
