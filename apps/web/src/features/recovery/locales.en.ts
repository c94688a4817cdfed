// English texts of the recovery feature (loaded when the panel speaks English).
const en = {
  recovery: {
    title: 'Forgot your password?',
    subtitle: 'We will send a code to the email or phone of your account.',
    next: 'Next',
    checking: 'Checking the code…',
    setTitle: 'Set a new password',
    setSubtitle: 'For {{account}}',
    password: 'New password',
    passwordPlaceholder: 'Choose a new password',
    passwordHint: '8 to 16 characters, with numbers and letters or symbols',
    confirmPassword: 'Confirm new password',
    confirmPasswordPlaceholder: 'Type the new password again',
    save: 'Save new password',
    saving: 'Saving…',
    doneTitle: 'Password changed',
    doneText: 'Every device was logged out. Log in with your new password.',
    logIn: 'Log in',
    missingTitle: 'Start with your account',
    missingText: 'To set a new password, first get a code for your account.',
    startAgain: 'Get a code',
    newCode: 'Get a new code',
    remembered: 'Remembered it?',
  },
};

export default en;
