// English texts of the public redeem page (loaded when the panel speaks English).
const en = {
  redeem: {
    title: 'Redeem a code',
    subtitle: 'Activate an account, add time or credit, or activate a device with the code you were given.',
    code: 'Code',
    codePlaceholder: 'For example ABCD-EFGH-JKMN-PQRS',
    codeHint: 'Type or paste it: spaces and dashes do not matter.',
    target: 'Account or device ID (leave empty for a new account)',
    targetPlaceholder: 'Account or device ID',
    targetHint: 'A recharge or prepaid code needs the account to add to; a device licence needs the device ID shown on the device. Leave it empty for an account card: a new account is created for you.',
    submit: 'Redeem',
    redeeming: 'Redeeming…',
    again: 'Redeem another code',
    noAnswer: 'No answer from the server. Check your connection and try again.',
    done: {
      ACCOUNT_CARD: 'Your account is ready',
      RECHARGE_CARD: 'Your account was recharged',
      PREPAID_CARD: 'Credit added',
      DEVICE_LICENCE: 'Your device is activated',
    },
    cardType: { ACCOUNT_CARD: 'Account card', RECHARGE_CARD: 'Recharge card', PREPAID_CARD: 'Prepaid card', DEVICE_LICENCE: 'Device licence' },
    card: 'Card',
    type: 'Type',
    brand: 'Brand',
    account: 'Account',
    device: 'Device',
    expiresAt: 'Valid until',
    credit: 'Credit',
    sessions: 'Sessions',
    sessionsText: '{{total}} in total · {{tv}} TV · {{mobileWeb}} mobile and web',
    keep: 'Keep this account name: you log in with it.',
    errors: {
      notACode: 'This is not a code: codes have 12, 16 or 20 letters and digits',
      used: 'This code has already been used',
      unknown: 'This code does not exist. Check it and try again',
      invalid: 'This code cannot be redeemed. Check it and try again',
      accountMissing: 'This account does not exist. Check it, or leave the field empty for an account card',
      invalidTarget: 'Check the account or device ID',
    },
  },
};

export default en;
