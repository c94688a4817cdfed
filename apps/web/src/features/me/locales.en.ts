// English texts of me's entries and invite card (loaded when the panel speaks English).
const en = {
  accountEntries: {
    notifications: 'Notifications',
    notificationsHint: 'What you are told, and how: inbox, e-mail, push',
    header: 'Account',
    profile: 'Profile',
    security: 'Account and security',
    guide: 'Quick-start guide',
    combo: 'Combo',
    unavailable: 'Not in this version',
    comboText: 'Combo is not available in this version of the panel.',
    comboSwitch: 'Combo is not available in this version of the panel. You can use it in the old version.',
    switch: 'Switch to the old version',
    stay: 'Stay here',
    ok: 'OK',
    oldVersion: 'Old version',
    oldVersionHint: 'The previous version of the panel',
    oldVersionConfirm: 'Open the old version of the panel with this account?',
    switching: 'Opening the old version…',
    switchFailed: 'The old version is not available now',
  },
  appearance: {
    label: 'Appearance',
    system: 'Match the system',
    light: 'Light',
    dark: 'Dark',
  },
  inviteCard: {
    share: 'Share',
    qrAlt: 'QR code of your invite link',
    shareTitle: 'Join me on the reseller panel',
    shareText: 'Sign up with my link to follow my store.',
  },
  salesEntries: {
    header: 'Orders',
    mine: 'My orders',
    mineHint: 'Orders you placed in the mall',
    waiting_one: '{{count}} order waiting for your payment',
    waiting_other: '{{count}} orders waiting for your payment',
    orders: 'Store orders',
    ordersHint: 'Orders buyers placed in your store',
    toReview_one: '{{count}} payment voucher to review',
    toReview_other: '{{count}} payment vouchers to review',
  },
};

export default en;
