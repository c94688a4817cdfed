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
  /** The person answered the offer of push ("Not now" or yes): it is not made again on this browser. */
  pushOffered: 'pushOffered',
} as const;
