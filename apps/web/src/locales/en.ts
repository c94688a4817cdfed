// English texts of the panel's shell; es.ts and pt.ts have the same keys (checked by their type).
// Each language's file is loaded only when the panel speaks it (lib/i18n.ts).
// Validation texts come from the domain (VALIDATION_TEXTS) and error texts from its catalogue.
const en = {
  app: {
    name: 'Reseller Panel',
    tagline: 'Prepaid cards, recharge codes and VCoin, in your pocket',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    cancel: 'Cancel',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy, please copy it by hand',
    loadFailed: 'Could not load this page',
    missingTitle: 'Not found',
    missingText: 'It does not exist, or it is not shared with you.',
    notSet: 'Not set',
    back: 'Back',
    offline: 'You are offline: this is what was last loaded. Changes wait until you are back online.',
    updateReady: 'A new version of the panel is ready.',
    updateNow: 'Update',
  },
  tabs: {
    label: 'Main navigation',
    home: 'Home',
    buy: 'Buy',
    stock: 'Stock',
    me: 'Me',
  },
  language: {
    label: 'Language',
  },
  roles: {
    SELLER: 'Seller',
    BUYER: 'Buyer',
    FOLLOWER: 'Follower',
    PLATFORM: 'Platform operator',
    none: 'No role yet',
  },
  session: {
    logInAgain: 'Log in again',
  },
  unsaved: {
    title: 'Leave without saving?',
    content: 'Your changes on this page have not been saved and will be lost.',
    leave: 'Leave',
    stay: 'Stay',
  },
  shell: {
    loading: 'Loading your panel…',
    loadFailedTitle: 'Your panel could not be loaded',
    loadFailedText: 'Check your connection and try again.',
  },
  login: {
    welcome: 'Welcome back',
    account: 'Account',
    accountPlaceholder: 'Email or phone number',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Log in',
    submitting: 'Logging in…',
    agreement: 'By logging in you accept the',
    termsLink: 'Terms of Use',
    forgotPassword: 'Forgot password?',
    noAccount: 'New here?',
    signUp: 'Create an account',
    oldVersion: 'Log in to the old version',
    captchaRequired: 'Type the characters in the image to continue',
    captchaWrong: 'The characters did not match. Try the new image.',
    captchaExpired: 'The image expired. Try the new one.',
  },
  home: {
    title: 'Home',
    greeting: 'Hello, {{name}}',
    /** When the user gave no name (the one made up at sign-up from their email or phone). */
    greetingNeutral: 'Welcome',
    role: 'Role',
    store: 'Store',
    noStore: 'No store yet',
    todoTitle: 'To do',
    nothingToDo: 'Nothing to do',
    nothingToDoHint: 'New orders, vouchers and follow requests will show up here.',
    pull: {
      pulling: 'Pull down to refresh',
      canRelease: 'Release to refresh',
      refreshing: 'Refreshing…',
      complete: 'Up to date',
    },
  },
  me: {
    title: 'Me',
    uid: 'UID',
    settings: 'Settings',
    inviteLink: 'Invite link',
    inviteLinkHint: 'Share it with resellers so they follow your store.',
    inviteLinkLoading: 'Loading invite link…',
    about: 'About',
    terms: 'Terms of Use',
    logout: 'Log out',
    logoutConfirm: 'Do you want to log out?',
    avatarAlt: 'Avatar of {{name}}',
  },
  about: {
    title: 'About',
    version: 'Version',
    supportEmail: 'Support email',
    description:
      'Sellers list and sell prepaid cards, recharge codes, account cards and device licences; resellers follow stores and buy from them.',
  },
  terms: {
    title: 'Terms of Use',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go to home',
  },
};

export default en;
