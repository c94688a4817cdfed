// English texts of the follow entries (loaded when the panel speaks English).
const en = {
  followEntries: {
    header: 'Store and follows',
    storeSettings: 'Store settings',
    storeSettingsHint: 'Name your store and add a picture to start selling',
    followers: 'Followers',
    following: 'Following',
    followingHint: 'The store you buy from',
    shortcuts: 'Stores and follows',
  },
  storeContacts: {
    title: 'Contacts',
    none: 'This store has not shared any contacts.',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
    telegram: 'Telegram',
    facebook: 'Facebook',
    instagram: 'Instagram',
  },
  storeListing: {
    cardType: { ACCOUNT_CARD: 'Account card', RECHARGE_CARD: 'Recharge card', PREPAID_CARD: 'Prepaid card', DEVICE_LICENCE: 'Device licence' },
    from: 'From {{price}}',
    stock: 'Stock {{count}}',
    outOfStock: 'Out of stock',
    min: 'Min {{count}}',
  },
};

export default en;
