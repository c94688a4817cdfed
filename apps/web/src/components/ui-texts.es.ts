// Spanish texts of the shared UI pieces (loaded when the panel speaks Spanish).
import type { Texts } from '../lib/texts';
import type en from './ui-texts.en';

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
    outcomeUnknown: {
      text: 'Aún no hay respuesta: no sabemos si se hizo. Comprueba de nuevo: nunca se hará dos veces.',
      checkAgain: 'Comprobar de nuevo',
    },
  },
  publicPage: { back: 'Volver' },
};

export default es;
