// The validation keys of spec section 5 and their texts in every language. No zod here: the
// panel's first screen (the login route) loads these texts without the schemas of validation.ts.
import { LIMITS } from './constants';
import { DEFAULT_LOCALE, type Locale } from './locale';

export const VALIDATION_KEYS = [
  'validation.required',
  'validation.email',
  'validation.phone',
  'validation.passwordLength',
  'validation.passwordChars',
  'validation.passwordMismatch',
  'validation.codeLength',
  'validation.nameLength',
  'validation.nicknameEmpty',
  'validation.accountsMax',
  'validation.accountsDuplicate',
  'validation.accountsMin',
  'validation.quantity',
  'validation.amountInvalid',
  'validation.amountPositive',
  'validation.amountOverOrder',
  'validation.amountOverDue',
  'validation.tooShort',
  'validation.tooLong',
  'validation.voucherRequired',
  'validation.website',
  'validation.paymentPassword',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

const { PASSWORD_MIN, PASSWORD_MAX, VERIFICATION_CODE_LENGTH, NAME_MIN, NAME_MAX, RECHARGE_ACCOUNTS_MAX } = LIMITS;

const TEXTS: Record<Locale, Record<ValidationKey, string>> = {
  en: {
    'validation.required': 'Please complete this field',
    'validation.email': 'Please enter a valid email address',
    'validation.phone': 'Please enter a valid phone number',
    'validation.passwordLength': `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
    'validation.passwordChars': 'The password must contain numbers and letters or special characters',
    'validation.passwordMismatch': 'The two passwords are inconsistent',
    'validation.codeLength': `The verification code must be ${VERIFICATION_CODE_LENGTH} characters`,
    'validation.nameLength': `Must be ${NAME_MIN} to ${NAME_MAX} characters`,
    'validation.nicknameEmpty': 'The nickname cannot be empty',
    'validation.accountsMax': `At most ${RECHARGE_ACCOUNTS_MAX} accounts`,
    'validation.accountsDuplicate': 'Duplicate accounts are not allowed',
    'validation.accountsMin': 'Enter at least one account',
    'validation.quantity': 'The quantity must be an integer greater than 0',
    'validation.amountInvalid': 'Please enter a valid amount',
    'validation.amountPositive': 'The amount must be greater than 0',
    'validation.amountOverOrder': 'The amount cannot be greater than the order amount',
    'validation.amountOverDue': 'The amount cannot be greater than the amount due',
    'validation.tooShort': 'Too few characters',
    'validation.tooLong': 'Too many characters',
    'validation.voucherRequired': 'Upload at least one image or a PDF',
    'validation.website': 'Enter a valid web address',
    'validation.paymentPassword': 'The payment password is 6 digits',
  },
  es: {
    'validation.required': 'Complete este campo',
    'validation.email': 'Introduzca un correo electrónico válido',
    'validation.phone': 'Introduzca un número de teléfono válido',
    'validation.passwordLength': `La contraseña debe tener de ${PASSWORD_MIN} a ${PASSWORD_MAX} caracteres`,
    'validation.passwordChars': 'La contraseña debe contener números y letras o caracteres especiales',
    'validation.passwordMismatch': 'Las dos contraseñas no coinciden',
    'validation.codeLength': `El código de verificación debe tener ${VERIFICATION_CODE_LENGTH} caracteres`,
    'validation.nameLength': `Debe tener de ${NAME_MIN} a ${NAME_MAX} caracteres`,
    'validation.nicknameEmpty': 'El apodo no puede estar vacío',
    'validation.accountsMax': `Como máximo ${RECHARGE_ACCOUNTS_MAX} cuentas`,
    'validation.accountsDuplicate': 'No se permiten cuentas duplicadas',
    'validation.accountsMin': 'Introduzca al menos una cuenta',
    'validation.quantity': 'La cantidad debe ser un número entero mayor que 0',
    'validation.amountInvalid': 'Introduzca un importe válido',
    'validation.amountPositive': 'El importe debe ser mayor que 0',
    'validation.amountOverOrder': 'El importe no puede superar el importe del pedido',
    'validation.amountOverDue': 'El importe no puede superar el importe pendiente',
    'validation.tooShort': 'Demasiado pocos caracteres',
    'validation.tooLong': 'Demasiados caracteres',
    'validation.voucherRequired': 'Suba al menos una imagen o un PDF',
    'validation.website': 'Introduzca una dirección web válida',
    'validation.paymentPassword': 'La contraseña de pago tiene 6 dígitos',
  },
  pt: {
    'validation.required': 'Preencha este campo',
    'validation.email': 'Insira um e-mail válido',
    'validation.phone': 'Insira um número de telefone válido',
    'validation.passwordLength': `A senha deve ter de ${PASSWORD_MIN} a ${PASSWORD_MAX} caracteres`,
    'validation.passwordChars': 'A senha deve conter números e letras ou caracteres especiais',
    'validation.passwordMismatch': 'As duas senhas não coincidem',
    'validation.codeLength': `O código de verificação deve ter ${VERIFICATION_CODE_LENGTH} caracteres`,
    'validation.nameLength': `Deve ter de ${NAME_MIN} a ${NAME_MAX} caracteres`,
    'validation.nicknameEmpty': 'O apelido não pode ficar vazio',
    'validation.accountsMax': `No máximo ${RECHARGE_ACCOUNTS_MAX} contas`,
    'validation.accountsDuplicate': 'Contas duplicadas não são permitidas',
    'validation.accountsMin': 'Insira pelo menos uma conta',
    'validation.quantity': 'A quantidade deve ser um número inteiro maior que 0',
    'validation.amountInvalid': 'Insira um valor válido',
    'validation.amountPositive': 'O valor deve ser maior que 0',
    'validation.amountOverOrder': 'O valor não pode ser maior que o valor do pedido',
    'validation.amountOverDue': 'O valor não pode ser maior que o valor devido',
    'validation.tooShort': 'Poucos caracteres',
    'validation.tooLong': 'Caracteres demais',
    'validation.voucherRequired': 'Envie pelo menos uma imagem ou um PDF',
    'validation.website': 'Informe um endereço web válido',
    'validation.paymentPassword': 'A senha de pagamento tem 6 dígitos',
  },
};

/** Texts of the validation keys in every language (the typed table above makes a missing one a type error). */
export const VALIDATION_TEXTS: Record<Locale, Record<string, string>> = TEXTS;

/** Text of a validation key in a locale; the key itself when unknown. */
export function validationText(key: string, locale: Locale): string {
  return VALIDATION_TEXTS[locale]?.[key] ?? VALIDATION_TEXTS[DEFAULT_LOCALE][key] ?? key;
}
