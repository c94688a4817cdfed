// English texts of the register feature (loaded when the panel speaks English).
const en = {
  register: {
    title: 'Create your account',
    subtitle: 'Sell and buy prepaid cards, recharge codes and VCoin.',
    password: 'Password',
    passwordPlaceholder: 'Create a password',
    passwordHint: '8 to 16 characters, with numbers and letters or symbols',
    confirmPassword: 'Confirm password',
    confirmPasswordPlaceholder: 'Type the password again',
    submit: 'Sign up',
    submitting: 'Creating your account…',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
    agreement: 'By signing up you accept the',
    termsLink: 'Terms of Use',
    invitedBy: 'Invited by {{store}}',
    inviteFollow: 'You will follow this store once your account is created.',
    inviteChecking: 'Checking your invitation…',
    inviteInvalid: 'This invite link is not valid. You can still sign up without it.',
    inviteFailed: 'Your invitation could not be checked.',
    signUpWithout: 'Sign up without an invitation',
  },
};

export default en;
