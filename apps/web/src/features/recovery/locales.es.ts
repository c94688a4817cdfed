// Spanish texts of the recovery feature (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

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

export default es;
