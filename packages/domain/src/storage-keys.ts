/** Keys of what the panel keeps in local storage. */
export const STORAGE_KEYS = {
  token: 'Admin-Token',
  tokenType: 'Token-Type',
  userInfo: 'userInfo',
  locale: 'locale',
  deviceId: 'deviceId',
  fingerUuid: 'fingerUuid',
  captchaClientId: 'captchaClientId',
  /** The panel's light or dark theme choice (lib/theme.ts). */
  theme: 'theme',
} as const;
