// English texts of the security feature (loaded when the panel speaks English).
const en = {
  securitySet: {
    titles: { SECURITY_ALERT: 'Security alert', TWO_FACTOR: 'Two-factor authentication' },
    texts: {
      SECURITY_ALERT: 'This login comes from a device we do not know. To protect your account, enter the code we sent to {{target}}.',
      TWO_FACTOR: 'Your account asks for a code at every login. Enter the code we sent to {{target}}.',
    },
    channel: { EMAIL: 'By email', PHONE: 'By text message' },
    verify: 'Verify and log in',
    verifying: 'Verifying…',
    checkTitle: 'Security check',
    expiredTitle: 'This check has expired',
    expiredText: 'Log in again to get a new code.',
    backToLogin: 'Back to login',
    attemptsLeft_one: '{{count}} try left for this code.',
    attemptsLeft_other: '{{count}} tries left for this code.',
    resent: 'A new code is on its way',
  },
};

export default en;
