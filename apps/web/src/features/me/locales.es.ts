// Spanish texts of me's entries and invite card (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  accountEntries: {
    notifications: 'Notificaciones',
    notificationsHint: 'Qué se te avisa y cómo: bandeja, correo, push',
    apiKeys: 'Claves de API',
    apiKeysHint: 'Deja que tu tienda o tu bot compre y entregue por ti',
    webhooks: 'Webhooks',
    webhooksHint: 'Eventos enviados a tu propio servidor, firmados',
    header: 'Cuenta',
    profile: 'Perfil',
    security: 'Cuenta y seguridad',
    guide: 'Guía de primeros pasos',
    combo: 'Combo',
    unavailable: 'No disponible en esta versión',
    comboText: 'El combo no está disponible en esta versión del panel.',
    comboSwitch: 'El combo no está disponible en esta versión del panel. Puedes usarlo en la versión anterior.',
    switch: 'Cambiar a la versión anterior',
    stay: 'Quedarme aquí',
    ok: 'Aceptar',
    oldVersion: 'Versión anterior',
    oldVersionHint: 'La versión anterior del panel',
    oldVersionConfirm: '¿Abrir la versión anterior del panel con esta cuenta?',
    switching: 'Abriendo la versión anterior…',
    switchFailed: 'La versión anterior no está disponible ahora',
  },
  appearance: {
    label: 'Apariencia',
    system: 'Como el sistema',
    light: 'Claro',
    dark: 'Oscuro',
  },
  inviteCard: {
    share: 'Compartir',
    qrAlt: 'Código QR de tu enlace de invitación',
    shareTitle: 'Únete al panel de revendedores',
    shareText: 'Regístrate con mi enlace para seguir mi tienda.',
  },
  salesEntries: {
    header: 'Pedidos',
    mine: 'Mis pedidos',
    mineHint: 'Pedidos que hiciste en la tienda',
    waiting_one: '{{count}} pedido espera tu pago',
    waiting_other: '{{count}} pedidos esperan tu pago',
    orders: 'Pedidos de la tienda',
    ordersHint: 'Pedidos que los compradores hicieron en tu tienda',
    toReview_one: '{{count}} comprobante de pago por revisar',
    toReview_other: '{{count}} comprobantes de pago por revisar',
  },
};

export default es;
