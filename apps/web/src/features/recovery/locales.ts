// Texts of the password recovery screens (added to i18next when they load).
import { addTexts, type Texts } from '../../components/add-texts';

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

const es: Texts<typeof en> = {
  recovery: {
    title: '¿Olvidaste tu contraseña?',
    subtitle: 'Enviaremos un código al correo o teléfono de tu cuenta.',
    next: 'Siguiente',
    checking: 'Comprobando el código…',
    setTitle: 'Nueva contraseña',
    setSubtitle: 'Para {{account}}',
    password: 'Nueva contraseña',
    passwordPlaceholder: 'Elige una nueva contraseña',
    passwordHint: 'De 8 a 16 caracteres, con números y letras o símbolos',
    confirmPassword: 'Confirmar nueva contraseña',
    confirmPasswordPlaceholder: 'Escribe la nueva contraseña otra vez',
    save: 'Guardar contraseña',
    saving: 'Guardando…',
    doneTitle: 'Contraseña cambiada',
    doneText: 'Se cerró la sesión en todos los dispositivos. Inicia sesión con tu nueva contraseña.',
    logIn: 'Iniciar sesión',
    missingTitle: 'Empieza por tu cuenta',
    missingText: 'Para poner una nueva contraseña, primero pide un código para tu cuenta.',
    startAgain: 'Pedir un código',
    newCode: 'Pedir un código nuevo',
    remembered: '¿La recordaste?',
  },
};

const pt: Texts<typeof en> = {
  recovery: {
    title: 'Esqueceu sua senha?',
    subtitle: 'Enviaremos um código para o e-mail ou telefone da sua conta.',
    next: 'Avançar',
    checking: 'Verificando o código…',
    setTitle: 'Defina uma nova senha',
    setSubtitle: 'Para {{account}}',
    password: 'Nova senha',
    passwordPlaceholder: 'Escolha uma nova senha',
    passwordHint: 'De 8 a 16 caracteres, com números e letras ou símbolos',
    confirmPassword: 'Confirmar nova senha',
    confirmPasswordPlaceholder: 'Digite a nova senha novamente',
    save: 'Salvar nova senha',
    saving: 'Salvando…',
    doneTitle: 'Senha alterada',
    doneText: 'Todos os dispositivos foram desconectados. Entre com sua nova senha.',
    logIn: 'Entrar',
    missingTitle: 'Comece pela sua conta',
    missingText: 'Para definir uma nova senha, primeiro peça um código para sua conta.',
    startAgain: 'Pedir um código',
    newCode: 'Pedir um novo código',
    remembered: 'Lembrou?',
  },
};

export const recoveryTexts = { en, es, pt };
addTexts(recoveryTexts);
