// Spanish texts of the register feature (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

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
  },
};

export default es;
