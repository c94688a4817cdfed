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
};

export default es;
