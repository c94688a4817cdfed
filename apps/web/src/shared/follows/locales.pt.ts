// Portuguese texts of the follow entries (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  followEntries: {
    header: 'Loja e seguidores',
    storeSettings: 'Configurações da loja',
    storeSettingsHint: 'Dê um nome e uma imagem à sua loja para começar a vender',
    followers: 'Seguidores',
    following: 'Seguindo',
    followingHint: 'A loja de onde você compra',
    shortcuts: 'Lojas e seguidores',
  },
  storeContacts: {
    title: 'Contatos',
    none: 'Esta loja não compartilhou nenhum contato.',
    phone: 'Telefone',
    email: 'E-mail',
    website: 'Site',
    telegram: 'Telegram',
    facebook: 'Facebook',
    instagram: 'Instagram',
  },
  storeListing: {
    cardType: {
      ACCOUNT_CARD: 'Cartão de conta',
      RECHARGE_CARD: 'Cartão de recarga',
      PREPAID_CARD: 'Cartão pré-pago',
      DEVICE_LICENCE: 'Licença de dispositivo',
    },
    from: 'A partir de {{price}}',
    stock: 'Estoque {{count}}',
    outOfStock: 'Esgotado',
    min: 'Mín. {{count}}',
  },
};

export default pt;
