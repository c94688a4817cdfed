// Spanish texts of the public redeem page (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  redeem: {
    title: 'Canjear un código',
    subtitle: 'Activa una cuenta, añade tiempo o crédito, o activa un dispositivo con el código que te dieron.',
    code: 'Código',
    codePlaceholder: 'Por ejemplo ABCD-EFGH-JKMN-PQRS',
    codeHint: 'Escríbelo o pégalo: los espacios y guiones no importan.',
    target: 'Cuenta o ID de dispositivo (déjalo vacío para una cuenta nueva)',
    targetPlaceholder: 'Cuenta o ID de dispositivo',
    targetHint:
      'Un código de recarga o prepago necesita la cuenta a la que se añade; una licencia de dispositivo, el ID que muestra el dispositivo. Déjalo vacío para una tarjeta de cuenta: se crea una cuenta nueva para ti.',
    deviceSecret: 'Secreto del dispositivo',
    deviceSecretPlaceholder: 'Por ejemplo WXYZ-2345-6789-ABCD',
    deviceSecretHint: 'Este dispositivo ya está activado: escribe el secreto del dispositivo que se mostró al activarlo por primera vez.',
    submit: 'Canjear',
    redeeming: 'Canjeando…',
    again: 'Canjear otro código',
    noAnswer: 'El servidor no respondió. Revisa tu conexión y vuelve a intentarlo.',
    done: {
      ACCOUNT_CARD: 'Tu cuenta está lista',
      RECHARGE_CARD: 'Tu cuenta fue recargada',
      PREPAID_CARD: 'Crédito añadido',
      DEVICE_LICENCE: 'Tu dispositivo está activado',
    },
    cardType: {
      ACCOUNT_CARD: 'Tarjeta de cuenta',
      RECHARGE_CARD: 'Tarjeta de recarga',
      PREPAID_CARD: 'Tarjeta prepago',
      DEVICE_LICENCE: 'Licencia de dispositivo',
    },
    card: 'Tarjeta',
    type: 'Tipo',
    brand: 'Marca',
    account: 'Cuenta',
    device: 'Dispositivo',
    expiresAt: 'Válido hasta',
    credit: 'Crédito',
    sessions: 'Sesiones',
    sessionsText: '{{total}} en total · {{tv}} TV · {{mobileWeb}} móvil y web',
    keep: 'Guarda este nombre de cuenta: inicias sesión con él.',
    secretKeep: 'Guarda este secreto del dispositivo: lo necesitas para añadir tiempo a este dispositivo.',
    errors: {
      notACode: 'Esto no es un código: los códigos tienen 12, 16 o 20 letras y dígitos',
      used: 'Este código ya se ha usado',
      unknown: 'Este código no existe. Revísalo y vuelve a intentarlo',
      invalid: 'Este código no se puede canjear. Revísalo y vuelve a intentarlo',
      locked: 'Este código está bloqueado y no se puede canjear. Consulta al vendedor',
      targetRequired: 'Este código necesita la cuenta o el ID de dispositivo al que va',
      accountMissing: 'Esta cuenta no existe. Revísala o deja el campo vacío para una tarjeta de cuenta',
      invalidTarget: 'Revisa la cuenta o el ID de dispositivo',
      secretRequired: 'Este dispositivo ya está activado: escribe su secreto del dispositivo',
      secretWrong: 'Este no es el secreto de este dispositivo',
      deviceId: 'Un ID de dispositivo solo tiene letras, dígitos y - _ . : (hasta 64), y empieza por letra o dígito',
      otherBrand: 'Este dispositivo tiene activa una licencia de otra marca: usa un código de esa marca o espera a que caduque',
      otherPlan: 'Este dispositivo tiene activa una licencia de otro periodo: usa un código del mismo periodo o espera a que caduque',
    },
  },
};

export default es;
