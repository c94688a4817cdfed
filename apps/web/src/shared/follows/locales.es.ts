// Spanish texts of the follow entries (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  followEntries: {
    header: 'Tienda y seguimiento',
    storeSettings: 'Ajustes de la tienda',
    storeSettingsHint: 'Pon nombre y una imagen a tu tienda para empezar a vender',
    followers: 'Seguidores',
    following: 'Siguiendo',
    followingHint: 'La tienda a la que compras',
    shortcuts: 'Tiendas y seguimiento',
  },
  storeContacts: {
    title: 'Contactos',
    none: 'Esta tienda no ha compartido ningún contacto.',
    phone: 'Teléfono',
    email: 'Correo',
    website: 'Sitio web',
    telegram: 'Telegram',
    facebook: 'Facebook',
    instagram: 'Instagram',
  },
  storeListing: {
    cardType: {
      ACCOUNT_CARD: 'Tarjeta de cuenta',
      RECHARGE_CARD: 'Tarjeta de recarga',
      PREPAID_CARD: 'Tarjeta prepago',
      DEVICE_LICENCE: 'Licencia de dispositivo',
    },
    from: 'Desde {{price}}',
    stock: 'Stock {{count}}',
    outOfStock: 'Agotado',
    min: 'Mín. {{count}}',
  },
};

export default es;
