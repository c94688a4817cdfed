// Spanish texts of the followers feature (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  followers: {
    list: {
      title: 'Seguidores',
      searchPlaceholder: 'Buscar por UID o apodo',
      total_one: '{{count}} seguidor',
      total_other: '{{count}} seguidores',
      emptyTitle: 'Aún no tienes seguidores',
      emptyText: 'Comparte tu enlace de invitación para que los revendedores sigan tu tienda.',
      noMatchTitle: 'No se encontró ningún seguidor',
      noMatchText: 'Revisa el UID o prueba con otro apodo.',
      invite: 'Invitar revendedores',
      requests: 'Solicitudes de seguimiento',
      blockList: 'Lista de bloqueados',
      uid: 'UID {{uid}}',
      followedAt: 'Sigue desde el {{date}}',
    },
    detail: {
      title: 'Seguidor',
      uid: 'UID',
      storeUid: 'UID de la tienda',
      nickname: 'Apodo',
      status: 'Estado',
      requestedAt: 'Solicitado',
      decidedAt: 'Respondido',
      followedAt: 'Fecha de seguimiento',
      firstPurchase: 'Primera compra',
      lastPurchase: 'Última compra',
      noStore: 'Aún sin tienda',
      blockedNote: 'Este usuario está en tu lista de bloqueados: no puede ver tus productos, comprarte ni solicitar seguirte.',
      rejectedNote: 'Rechazaste su última solicitud. Puede volver a solicitarlo.',
    },
    actions: {
      accept: 'Aceptar',
      reject: 'Rechazar',
      accepted: '{{name}} ahora sigue tu tienda',
      rejected: 'Rechazaste la solicitud de {{name}}',
      remove: 'Eliminar seguidor',
      removeTitle: '¿Eliminar a {{name}}?',
      removeContent: '{{name}} dejará de ver tus productos y de poder comprarte. Puede volver a solicitar seguirte.',
      removeConfirm: 'Eliminar',
      removed: '{{name}} ya no sigue tu tienda',
      block: 'Bloquear',
      blockTitle: '¿Bloquear a {{name}}?',
      blockContent:
        '{{name}} deja de seguir tu tienda y no puede ver tus productos, comprarte ni volver a solicitar seguirte, hasta que lo desbloquees.',
      blockConfirm: 'Bloquear',
      blocked: '{{name}} está bloqueado',
      unblock: 'Desbloquear',
      unblockTitle: '¿Desbloquear a {{name}}?',
      unblockContent: '{{name}} podrá volver a solicitar seguir tu tienda.',
      unblocked: '{{name}} está desbloqueado',
      notPending: 'Esta solicitud ya fue respondida o retirada',
      blockedRemove: 'Este usuario está bloqueado: desbloquéalo en su lugar',
    },
    requests: {
      title: 'Solicitudes de seguimiento',
      tabs: {
        PENDING: 'Pendientes',
        ACCEPTED: 'Aceptadas',
        REJECTED: 'Rechazadas',
      },
      empty: {
        PENDING: 'No hay solicitudes pendientes',
        ACCEPTED: 'No hay solicitudes aceptadas',
        REJECTED: 'No hay solicitudes rechazadas',
      },
      emptyText: 'Las solicitudes para seguir tu tienda aparecen aquí.',
      requestedAt: 'Solicitada el {{date}}',
      answeredAt: 'Respondida el {{date}}',
      infoTitle: 'Solicitud de seguimiento',
      viewFollower: 'Ver seguidor',
      close: 'Cerrar',
    },
    blockList: {
      title: 'Lista de bloqueados',
      emptyTitle: 'No hay nadie bloqueado',
      emptyText: 'Los usuarios que bloquees aparecen aquí. No pueden seguir tu tienda ni comprarte.',
      noMatchTitle: 'No se encontró ningún usuario bloqueado',
      blockedAt: 'Bloqueado el {{date}}',
    },
  },
};

export default es;
