// Portuguese texts of the shared UI pieces (loaded when the panel speaks Portuguese).
import type { Texts } from '../lib/texts';
import type en from './ui-texts.en';

const pt: Texts<typeof en> = {
  ui: {
    pull: {
      pulling: 'Puxe para baixo para atualizar',
      canRelease: 'Solte para atualizar',
      refreshing: 'Atualizando…',
      complete: 'Atualizado',
    },
    list: {
      loadingMore: 'Carregando mais…',
      noMore: 'Isso é tudo',
      loadMoreFailed: 'Não foi possível carregar mais.',
      retry: 'Tentar novamente',
    },
    status: {
      PENDING: 'Pendente',
      ACCEPTED: 'Aceita',
      REJECTED: 'Recusada',
      BLOCKED: 'Bloqueado',
    },
    notYet: 'Ainda não',
    outcomeUnknown: {
      text: 'Ainda sem resposta: não sabemos se foi feito. Verifique de novo: nunca será feito duas vezes.',
      checkAgain: 'Verificar de novo',
    },
  },
  publicPage: { back: 'Voltar' },
};

export default pt;
