// Texts of the shared list pieces (pull to refresh, infinite scroll, empty and failed states).
import { addTexts, type Texts } from './add-texts';

const en = {
  ui: {
    pull: {
      pulling: 'Pull down to refresh',
      canRelease: 'Release to refresh',
      refreshing: 'Refreshing…',
      complete: 'Up to date',
    },
    list: {
      loadingMore: 'Loading more…',
      noMore: 'That is all',
      loadMoreFailed: 'Could not load more.',
      retry: 'Try again',
    },
    status: {
      PENDING: 'Pending',
      ACCEPTED: 'Accepted',
      REJECTED: 'Rejected',
      BLOCKED: 'Blocked',
    },
    notYet: 'Not yet',
    done: 'Done',
    saved: 'Saved',
  },
};

const es: Texts<typeof en> = {
  ui: {
    pull: {
      pulling: 'Desliza hacia abajo para actualizar',
      canRelease: 'Suelta para actualizar',
      refreshing: 'Actualizando…',
      complete: 'Actualizado',
    },
    list: {
      loadingMore: 'Cargando más…',
      noMore: 'No hay más',
      loadMoreFailed: 'No se pudo cargar más.',
      retry: 'Reintentar',
    },
    status: {
      PENDING: 'Pendiente',
      ACCEPTED: 'Aceptada',
      REJECTED: 'Rechazada',
      BLOCKED: 'Bloqueado',
    },
    notYet: 'Todavía no',
    done: 'Hecho',
    saved: 'Guardado',
  },
};

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
    done: 'Concluído',
    saved: 'Salvo',
  },
};

export const uiTexts = { en, es, pt };
addTexts(uiTexts);
