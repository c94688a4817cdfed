// Spanish texts of the follows feature (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  follows: {
    following: {
      title: 'Siguiendo',
      emptyTitle: 'Aún no sigues ninguna tienda',
      emptyText: 'Debes seguir una tienda antes de comprarle. Búscala por su UID o su nombre.',
      findStore: 'Buscar una tienda',
      myRequests: 'Mis solicitudes',
      storeUid: 'UID de la tienda',
      nickname: 'Apodo',
      followedAt: 'Fecha de seguimiento',
      firstPurchase: 'Primera compra',
      lastPurchase: 'Última compra',
      storeDetail: 'Detalles de la tienda',
      products: 'Productos',
      oneStoreHint: 'Puedes seguir una sola tienda a la vez.',
    },
    unfollow: {
      action: 'Dejar de seguir',
      title: '¿Dejar de seguir a {{store}}?',
      content: 'Dejarás de ver sus productos y de poder comprarle, hasta que la vuelvas a seguir.',
      done: 'Ya no sigues a {{store}}',
    },
    withdraw: {
      action: 'Retirar solicitud',
      title: '¿Retirar tu solicitud?',
      content: 'Se cancelará tu solicitud para seguir a {{store}}.',
      confirm: 'Retirar',
      done: 'Solicitud retirada',
    },
    replace: {
      title: '¿Cancelar tu seguimiento actual?',
      following:
        'Sigues a {{current}}. Un comprador sigue una sola tienda a la vez: para solicitar seguir a {{next}}, primero se cancela tu seguimiento de {{current}}.',
      pending:
        'Esperas la respuesta de {{current}} a tu solicitud. Un comprador sigue una sola tienda a la vez: para solicitar seguir a {{next}}, primero se cancela esa solicitud.',
      anotherStore: 'otra tienda',
      confirm: 'Cancelar y solicitar',
      keep: 'Mantener',
    },
    request: {
      follow: 'Seguir',
      requestToFollow: 'Solicitar seguir',
      askAgain: 'Volver a solicitar',
      sent: 'Solicitud enviada: esperando la respuesta de {{store}}',
      followed: 'Ahora sigues a {{store}}',
      blocked: 'Esta tienda no acepta tus solicitudes',
    },
    relation: {
      NONE: '',
      PENDING: 'Solicitada',
      ACCEPTED: 'Siguiendo',
      REJECTED: 'Rechazada',
      BLOCKED: 'Bloqueado',
      SELF: 'Tu tienda',
    },
    search: {
      title: 'Buscar una tienda',
      placeholder: 'UID o nombre de la tienda',
      hintTitle: 'Busca una tienda',
      hintText: 'Escribe el UID de la tienda (exacto) o parte de su nombre.',
      emptyTitle: 'No se encontró ninguna tienda',
      emptyText: 'Revisa el UID o prueba con otro nombre.',
      uid: 'UID {{uid}}',
    },
    requests: {
      title: 'Mis solicitudes',
      emptyTitle: 'Aún no hay solicitudes',
      emptyText: 'Las solicitudes que envías a las tiendas aparecen aquí, con su respuesta.',
      requestedAt: 'Solicitada el {{date}}',
      answeredAt: 'Respondida el {{date}}',
    },
    store: {
      title: 'Tienda',
      followers_one: '{{count}} seguidor',
      followers_other: '{{count}} seguidores',
      blockedTitle: 'No puedes seguir esta tienda',
      blockedText: 'Esta tienda te ha bloqueado: no puedes ver sus contactos ni sus productos, ni enviarle solicitudes.',
      pendingText: 'Tu solicitud espera la respuesta de la tienda.',
      rejectedText: 'La tienda rechazó tu última solicitud. Puedes volver a solicitarlo.',
      currentFollowing: 'Sigues a {{store}}. Seguir esta tienda cancela primero ese seguimiento.',
      currentPending: 'Tienes una solicitud pendiente en {{store}}. Seguir esta tienda cancela primero esa solicitud.',
      ownStore: 'Esta es tu propia tienda.',
      editStore: 'Editar ajustes de la tienda',
      viewProducts: 'Ver productos',
    },
    products: {
      title: 'Productos',
      emptyTitle: 'Aún no hay productos',
      emptyText: 'Los productos que esta tienda publique para ti aparecerán aquí.',
      followFirstTitle: 'Sigue esta tienda para ver sus productos',
      followFirstText: 'Debes seguir una tienda antes de comprarle.',
      blockedTitle: 'Estos productos no están disponibles para ti',
      openStore: 'Abrir la tienda',
      ownTitle: 'Esta es tu propia tienda',
      ownText: 'Tus productos se gestionan en tus publicaciones.',
      manage: 'Mis publicaciones',
    },
  },
};

export default es;
