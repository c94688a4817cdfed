// Texts of the sign-up screen (added to i18next when the screen loads).
import { addTexts, type Texts } from '../../components/add-texts';

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
    welcome: 'Welcome! Your account is ready.',
  },
};

const es: Texts<typeof en> = {
  register: {
    title: 'Crea tu cuenta',
    subtitle: 'Vende y compra tarjetas prepago, códigos de recarga y VCoin.',
    password: 'Contraseña',
    passwordPlaceholder: 'Crea una contraseña',
    passwordHint: 'De 8 a 16 caracteres, con números y letras o símbolos',
    confirmPassword: 'Confirmar contraseña',
    confirmPasswordPlaceholder: 'Escribe la contraseña otra vez',
    submit: 'Registrarse',
    submitting: 'Creando tu cuenta…',
    haveAccount: '¿Ya tienes una cuenta?',
    logIn: 'Iniciar sesión',
    agreement: 'Al registrarte aceptas los',
    termsLink: 'Términos de uso',
    invitedBy: 'Invitación de {{store}}',
    inviteFollow: 'Seguirás esta tienda en cuanto se cree tu cuenta.',
    inviteChecking: 'Comprobando tu invitación…',
    inviteInvalid: 'Este enlace de invitación no es válido. Puedes registrarte sin él.',
    inviteFailed: 'No se pudo comprobar tu invitación.',
    signUpWithout: 'Registrarse sin invitación',
    welcome: '¡Bienvenido! Tu cuenta está lista.',
  },
};

const pt: Texts<typeof en> = {
  register: {
    title: 'Crie sua conta',
    subtitle: 'Venda e compre cartões pré-pagos, códigos de recarga e VCoin.',
    password: 'Senha',
    passwordPlaceholder: 'Crie uma senha',
    passwordHint: 'De 8 a 16 caracteres, com números e letras ou símbolos',
    confirmPassword: 'Confirmar senha',
    confirmPasswordPlaceholder: 'Digite a senha novamente',
    submit: 'Cadastrar',
    submitting: 'Criando sua conta…',
    haveAccount: 'Já tem uma conta?',
    logIn: 'Entrar',
    agreement: 'Ao se cadastrar, você aceita os',
    termsLink: 'Termos de Uso',
    invitedBy: 'Convite de {{store}}',
    inviteFollow: 'Você seguirá esta loja assim que sua conta for criada.',
    inviteChecking: 'Verificando seu convite…',
    inviteInvalid: 'Este link de convite não é válido. Você ainda pode se cadastrar sem ele.',
    inviteFailed: 'Não foi possível verificar seu convite.',
    signUpWithout: 'Cadastrar sem convite',
    welcome: 'Bem-vindo! Sua conta está pronta.',
  },
};

export const registerTexts = { en, es, pt };
addTexts(registerTexts);
