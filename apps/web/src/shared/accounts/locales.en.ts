// English texts of the account fields: account, code and password (loaded when the panel speaks English).
const en = {
  accountField: {
    email: 'Email',
    phone: 'Phone',
    emailPlaceholder: 'name@example.com',
    phonePlaceholder: 'Phone number',
    countryCode: 'Country code',
    countriesFailed: 'Country codes could not be loaded',
  },
  codeUi: {
    label: 'Verification code',
    placeholder: '4 characters',
    send: 'Send code',
    sending: 'Sending…',
    resend: 'Send again',
    resendIn: 'Again in {{seconds}} s',
    sentTo: 'Code sent to {{target}}',
    resendWait: 'You can send a new code in {{seconds}} s.',
    wait_one: 'Too many tries. Please wait {{count}} second.',
    wait_other: 'Too many tries. Please wait {{count}} seconds.',
    waitMinutes_one: 'Too many tries. Please wait {{count}} minute.',
    waitMinutes_other: 'Too many tries. Please wait {{count}} minutes.',
  },
  lengthHint: { count: '{{length}}/{{max}}', full_one: '{{count}} character at most', full_other: '{{count}} characters at most' },
  storeSetupNotice: {
    text: 'Nobody can see what you list yet: your store needs a name and a picture before resellers can find and follow it.',
    action: 'Set up store',
  },
  passwordField: { show: 'Show password', hide: 'Hide password' },
  paymentPasswordUi: {
    wrong: 'The payment password is wrong. Type it again.',
    wrongTries_one: 'The payment password is wrong: {{count}} more try before a wait.',
    wrongTries_other: 'The payment password is wrong: {{count}} more tries before a wait.',
    forgot: 'Forgot your payment password?',
  },
};

export default en;
