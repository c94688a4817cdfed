// The error catalogue (spec section 8): code groups, texts in every language, code names.
import { LIMITS } from './constants';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** specific = the code has its own text in the spec's notable-codes table. */
export type ErrorGroup = 'param' | 'noPermission' | 'system' | 'silent' | 'specific';

/** Codes shown with the parameter-error text. */
export const PARAM_ERROR_CODES: readonly number[] = [4001, 140034, 150008];

/** Codes shown with the no-permission text. */
export const NO_PERMISSION_CODES: readonly number[] = [120008, 120018, 130010, 140015, 140016, 140022, 140033, 150012, 130034, 130042, 160001];

/** Codes that reject without a message. 140007 is deliberately not here. */
export const SILENT_CODES: readonly number[] = [
  4011, 4012, 423, 110001, 110002, 110004, 110005, 150034, 120023, 120029, 120030, 120031, 120039, 110009, 150027, 150035, 150043, 150044, 4002,
];

/** Codes whose message is never shown, whatever else applies. */
export const NEVER_SHOWN_CODES: readonly number[] = [140042];

/** Server errors 21006 to 21026: "internal error, please retry later or contact support". */
export const SERVER_RETRY_RANGE = { from: 21006, to: 21026 } as const;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const silentOrNeverShown = new Set<number>([...SILENT_CODES, ...NEVER_SHOWN_CODES]);

/**
 * Codes shown with the system-error text (21006..21026 with the retry text). The spec
 * names "parts of" 110006..110016: every member not listed elsewhere (110009 is silent).
 */
export const SYSTEM_ERROR_CODES: readonly number[] = [
  500,
  503,
  504,
  4036,
  5041,
  50013,
  50014,
  ...range(SERVER_RETRY_RANGE.from, SERVER_RETRY_RANGE.to),
  ...range(110006, 110016).filter((code) => !silentOrNeverShown.has(code)),
];

/** Named codes the server throws; one name per code of the spec's notable-codes table, plus a few HTTP-like ones. */
export const ERROR_CODES = Object.freeze({
  NETWORK: 0,
  PROCESS_ALREADY_STARTED: -5,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
  PARAM_ERROR: 4001,
  WALLET_ALREADY_LINKED: 4003,
  OPERATION_DENIED: 4050,
  RECAPTCHA_FAILED: 5043,
  INVALID_PARAMETER: 20001,
  SYSTEM_ERROR: 20002,
  NOT_AUTHORIZED: 20003,
  INVALID_PARAMETER_ALT: 20004,
  CODE_ALREADY_USED: 20005,
  EXTERNAL_REQUEST_ERROR: 20012,
  INTERNAL_RETRY_LATER: 21006,
  INTERNAL_RETRY_LATER_ALT: 21007,
  PAYMENT_ACCOUNT_UNAVAILABLE: 21008,
  PAYMENT_ACCOUNTS_LIMIT: 21017,
  TOO_SHORT: 60000,
  TOO_LONG: 60002,
  PAYMENT_CURRENCY_REQUIRED: 99991,
  PAYMENT_METHOD_REQUIRED: 99992,
  NAME_LENGTH: 99993,
  NAME_LENGTH_ALT: 99994,
  ID_NUMBER_LENGTH: 99995,
  INVALID_EMAIL: 99996,
  ACCOUNT_NOT_AVAILABLE: 110001,
  ACCOUNT_BLOCKED: 110003,
  INCORRECT_OLD_PASSWORD: 110017,
  WRONG_CREDENTIALS: 110027,
  PRODUCT_NOT_FOUND: 120009,
  WHOLESALE_EQUALS_RETAIL: 120014,
  ONE_PRODUCT_PER_CARD: 120027,
  INSUFFICIENT_STOCK: 120035,
  CARD_HAS_UNFINISHED_ORDERS: 120043,
  SESSION_PRODUCT_REQUIRED: 120046,
  SESSION_PRODUCTS_OVER_LIMIT: 120048,
  STOCK_CHANGE_ZERO: 120050,
  INVALID_RECHARGE_CARD: 130012,
  INSUFFICIENT_STOCK_ALT: 130016,
  CLIENT_ACCOUNT_NOT_FOUND: 130026,
  CLIENT_ACCOUNT_NOT_EXPIRED: 130027,
  RECHARGE_UNTIL_PLAN_EXPIRES: 130028,
  SYSTEM_MAINTENANCE: 130033,
  SYSTEM_MAINTENANCE_ALT: 130044,
  RECHARGE_NOT_SUPPORTED_FOR_BRAND: 130066,
  UNDO_RECHARGE_FAILED: 130083,
  UNDO_RECHARGE_FAILED_ALT: 130084,
  CARD_NOT_OWNED: 130085,
  ILLEGAL_ORDER_STATE: 130086,
  CURRENCY_NOT_SUPPORTED: 140002,
  INCORRECT_PRICE: 140003,
  ORDER_NOT_CANCELLABLE: 140007,
  INSUFFICIENT_CREDIT: 140026,
  OPERATION_TOO_FREQUENT: 140029,
  INCORRECT_PASSWORD: 140041,
  VCOIN_PAYMENT_FAILED: 140042,
  PAYMENT_METHOD_UNAVAILABLE: 140064,
  OVER_PAYMENT_LIMIT: 140068,
  REQUIRED_FIELDS_MISSING: 150001,
  ORDER_ACCESS_DENIED: 150004,
  INSUFFICIENT_VCOIN: 150009,
  FIELD_EMPTY_OR_CODE_EXPIRED: 150027,
  EXCHANGE_RATE_CHANGED: 150043,
  OVER_PURCHASE_MAXIMUM: 150044,
  UNDER_PURCHASE_MINIMUM: 150046,
  VERIFICATION_CODE_NOT_SENT: 160009,
  IMAGE_UPLOAD_FAILED: 160010,
  ACCOUNT_FORMAT_INCORRECT: 710005,
  ACCOUNT_ALREADY_USED: 710006,
  ACCOUNT_NOT_VERIFIED: 710009,
  CODE_EXPIRED: 710010,
  WRONG_CODE: 710011,
  WRONG_PAYMENT_PASSWORD: 1000064,
  TASK_ALREADY_PROCESSING: 2000011,
  /** No-permission group: the catalogue (a card or listing of another store). */
  CATALOGUE_NO_PERMISSION: 120008,
  /** No-permission group: listing union goods is refused to this role. */
  UNION_GOODS_DENIED: 120018,
  /** No-permission group: the follow graph (a relation of others). */
  FOLLOW_NO_PERMISSION: 150012,
} as const);
export type ErrorCodeName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName];

const KNOWN_CODES: ReadonlySet<number> = new Set(Object.values(ERROR_CODES));

/** True for a code of the registry above: the only codes the server may answer with. */
export const isErrorCode = (code: number): code is ErrorCode => KNOWN_CODES.has(code);

/** The codes of the spec's notable-codes table, each with its own text. */
export const NOTABLE_CODES: readonly number[] = [
  0, -5, 4003, 4050, 5043, 20001, 20004, 20002, 20003, 20005, 20012, 21008, 21017, 21006, 21007, 60000, 60002, 99991, 99992, 99993, 99994, 99995, 99996, 110001,
  110003, 110017, 110027, 140041, 120009, 120014, 120027, 120035, 130016, 120043, 120046, 120048, 120050, 130012, 130026, 130027, 130028, 130033, 130044,
  130066, 130083, 130084, 130085, 130086, 140002, 140003, 140007, 140026, 140029, 140042, 140064, 140068, 150001, 150004, 150009, 150027, 150043, 150044,
  150046, 160009, 160010, 710005, 710006, 710009, 710010, 710011, 1000064, 2000011,
];

const PAY_MAX = LIMITS.PAYMENT_ACCOUNTS_MAX;
const NAME_MIN = `${LIMITS.NAME_MIN}`;
const NAME_MAX = `${LIMITS.NAME_MAX}`;

const EN = {
  '0': 'Network error, please check your connection and try again',
  '-5': 'The payment is already in process, please wait',
  '401': 'Login status error, please log in again',
  '404': 'Not found',
  '4003': 'This wallet account is already linked',
  '4050': 'Operation denied',
  '5043': 'reCAPTCHA verification failed',
  '20001': 'Invalid parameter',
  '20004': 'Invalid parameter',
  '20002': 'System error',
  '20003': 'Not authorized',
  '20005': 'This code is already in use',
  '20012': 'External request error',
  '21006': 'Internal error, please try again later',
  '21007': 'Internal error, please try again later',
  '21008': 'Payment account unavailable, please contact the seller',
  '21017': `You can add at most ${PAY_MAX} payment accounts`,
  '60000': 'Below the minimum number of characters',
  '60002': 'Over the maximum number of characters',
  '99991': 'Please select a payment currency',
  '99992': 'Please select a payment method',
  '99993': `Name must be ${NAME_MIN} to ${NAME_MAX} characters`,
  '99994': `Name must be ${NAME_MIN} to ${NAME_MAX} characters`,
  '99995': 'Invalid ID number length',
  '99996': 'Invalid email address',
  '110001': 'Account not available',
  '110003': 'This account is blocked',
  '110017': 'Incorrect old password',
  '110027': 'Wrong account or password',
  '140041': 'Incorrect password',
  '120009': 'The product does not exist',
  '120014': 'Wholesale and retail price cannot be equal',
  '120027': 'Only one product can be listed per card',
  '120035': 'Insufficient stock',
  '130016': 'Insufficient stock',
  '120043': 'This card has unfinished orders',
  '120046': 'At least one session product is needed',
  '120048': 'The session products exceed the card limit',
  '120050': 'Stock change cannot be zero',
  '130012': 'Invalid recharge card',
  '130026': 'The account does not exist',
  '130027': 'The account has not expired',
  '130028': 'Recharge fails until the current plan expires',
  '130033': 'System under maintenance',
  '130044': 'System under maintenance',
  '130066': 'Recharge is not supported for this brand',
  '130083': 'Failed to undo the recharge',
  '130084': 'Failed to undo the recharge',
  '130085': 'This card does not belong to the user',
  '130086': 'Illegal order state',
  '140002': 'Currency not supported',
  '140003': 'Incorrect price',
  '140007': 'This order cannot be cancelled',
  '140026': 'Insufficient credit balance',
  '140029': 'Operation too frequent, please try again later',
  '140042': 'VCoin payment failed',
  '140064': 'Payment method unavailable',
  '140068': 'The order exceeds the maximum payment limit',
  '150001': 'Required fields are missing',
  '150004': 'You cannot access this order',
  '150009': 'Insufficient VCoin',
  '150027': 'A field is empty or the verification code has expired',
  '150043': 'The exchange rate has changed, please submit again',
  '150044': 'Over the maximum per purchase',
  '150046': 'Under the minimum per purchase',
  '160009': 'Cannot send the verification code',
  '160010': 'Image upload failed',
  '710005': 'Incorrect account format',
  '710006': 'This account is already in use',
  '710009': 'Please verify the account first',
  '710010': 'The code has expired',
  '710011': 'Wrong code',
  '1000064': 'Wrong payment password',
  '2000011': 'The same task is already being processed',
  'group.param': 'Parameter error',
  'group.noPermission': 'You do not have permission for this operation',
  'group.system': 'System error, please try again later',
  'group.serverRetry': 'Internal error, please retry later or contact support',
  'group.unknown': 'Unknown error, please try again later',
  'auth.wrongCredentials': 'Wrong account or password',
  'auth.waitMinutes': 'Too many attempts, please wait {num} minutes',
  'auth.sessionExpired': 'Session expired, please log in again',
  'auth.accountNotFound': 'Account not found',
  'auth.accountRegistered': 'This account is already registered',
  'auth.recaptchaFailed': 'reCAPTCHA verification failed',
  'http.401': 'Login status error, please log in again',
} as const;

type TextKey = keyof typeof EN;

const ES: Record<TextKey, string> = {
  '0': 'Error de red, comprueba tu conexión e inténtalo de nuevo',
  '-5': 'El pago ya está en proceso, espera por favor',
  '401': 'Error de estado de sesión, inicia sesión de nuevo',
  '404': 'No encontrado',
  '4003': 'Esta cuenta de billetera ya está vinculada',
  '4050': 'Operación denegada',
  '5043': 'La verificación reCAPTCHA ha fallado',
  '20001': 'Parámetro no válido',
  '20004': 'Parámetro no válido',
  '20002': 'Error del sistema',
  '20003': 'No autorizado',
  '20005': 'Este código ya está en uso',
  '20012': 'Error en la solicitud externa',
  '21006': 'Error interno, inténtalo de nuevo más tarde',
  '21007': 'Error interno, inténtalo de nuevo más tarde',
  '21008': 'Cuenta de pago no disponible, contacta con el vendedor',
  '21017': `Puedes añadir como máximo ${PAY_MAX} cuentas de pago`,
  '60000': 'No alcanza el número mínimo de caracteres',
  '60002': 'Supera el número máximo de caracteres',
  '99991': 'Selecciona una moneda de pago',
  '99992': 'Selecciona un método de pago',
  '99993': `El nombre debe tener de ${NAME_MIN} a ${NAME_MAX} caracteres`,
  '99994': `El nombre debe tener de ${NAME_MIN} a ${NAME_MAX} caracteres`,
  '99995': 'Longitud del número de identificación no válida',
  '99996': 'Correo electrónico no válido',
  '110001': 'Cuenta no disponible',
  '110003': 'Esta cuenta está bloqueada',
  '110017': 'La contraseña anterior es incorrecta',
  '110027': 'Cuenta o contraseña incorrecta',
  '140041': 'Contraseña incorrecta',
  '120009': 'El producto no existe',
  '120014': 'El precio mayorista y el precio minorista no pueden ser iguales',
  '120027': 'Solo se puede publicar un producto por tarjeta',
  '120035': 'Stock insuficiente',
  '130016': 'Stock insuficiente',
  '120043': 'Esta tarjeta tiene pedidos sin finalizar',
  '120046': 'Se necesita al menos un producto de sesión',
  '120048': 'Los productos de sesión superan el límite de la tarjeta',
  '120050': 'El cambio de stock no puede ser cero',
  '130012': 'Tarjeta de recarga no válida',
  '130026': 'La cuenta no existe',
  '130027': 'La cuenta no ha caducado',
  '130028': 'La recarga falla hasta que caduque el plan actual',
  '130033': 'Sistema en mantenimiento',
  '130044': 'Sistema en mantenimiento',
  '130066': 'La recarga no está disponible para esta marca',
  '130083': 'No se pudo deshacer la recarga',
  '130084': 'No se pudo deshacer la recarga',
  '130085': 'Esta tarjeta no pertenece al usuario',
  '130086': 'Estado del pedido no válido',
  '140002': 'Moneda no admitida',
  '140003': 'Precio incorrecto',
  '140007': 'Este pedido no se puede cancelar',
  '140026': 'Saldo de crédito insuficiente',
  '140029': 'Operación demasiado frecuente, inténtalo más tarde',
  '140042': 'El pago con VCoin ha fallado',
  '140064': 'Método de pago no disponible',
  '140068': 'El pedido supera el límite máximo de pago',
  '150001': 'Faltan campos obligatorios',
  '150004': 'No puedes acceder a este pedido',
  '150009': 'VCoin insuficientes',
  '150027': 'Hay un campo vacío o el código de verificación ha caducado',
  '150043': 'El tipo de cambio ha cambiado, envía de nuevo',
  '150044': 'Supera el máximo por compra',
  '150046': 'No alcanza el mínimo por compra',
  '160009': 'No se puede enviar el código de verificación',
  '160010': 'Error al subir la imagen',
  '710005': 'Formato de cuenta incorrecto',
  '710006': 'Esta cuenta ya está en uso',
  '710009': 'Verifica primero la cuenta',
  '710010': 'El código ha caducado',
  '710011': 'Código incorrecto',
  '1000064': 'Contraseña de pago incorrecta',
  '2000011': 'La misma tarea ya se está procesando',
  'group.param': 'Error de parámetros',
  'group.noPermission': 'No tiene permiso para esta operación',
  'group.system': 'Error del sistema, inténtalo de nuevo más tarde',
  'group.serverRetry': 'Error interno, inténtalo más tarde o contacta con soporte',
  'group.unknown': 'Error desconocido, inténtalo de nuevo más tarde',
  'auth.wrongCredentials': 'Cuenta o contraseña incorrecta',
  'auth.waitMinutes': 'Demasiados intentos, espera {num} minutos',
  'auth.sessionExpired': 'La sesión ha caducado, inicia sesión de nuevo',
  'auth.accountNotFound': 'Cuenta no encontrada',
  'auth.accountRegistered': 'Esta cuenta ya está registrada',
  'auth.recaptchaFailed': 'La verificación reCAPTCHA ha fallado',
  'http.401': 'Error de estado de sesión, inicia sesión de nuevo',
};

const PT: Record<TextKey, string> = {
  '0': 'Erro de rede, verifique sua conexão e tente novamente',
  '-5': 'O pagamento já está em processamento, aguarde',
  '401': 'Erro de status de login, faça login novamente',
  '404': 'Não encontrado',
  '4003': 'Esta conta de carteira já está vinculada',
  '4050': 'Operação negada',
  '5043': 'A verificação reCAPTCHA falhou',
  '20001': 'Parâmetro inválido',
  '20004': 'Parâmetro inválido',
  '20002': 'Erro do sistema',
  '20003': 'Não autorizado',
  '20005': 'Este código já está em uso',
  '20012': 'Erro na requisição externa',
  '21006': 'Erro interno, tente novamente mais tarde',
  '21007': 'Erro interno, tente novamente mais tarde',
  '21008': 'Conta de pagamento indisponível, entre em contato com o vendedor',
  '21017': `Você pode adicionar no máximo ${PAY_MAX} contas de pagamento`,
  '60000': 'Abaixo do número mínimo de caracteres',
  '60002': 'Acima do número máximo de caracteres',
  '99991': 'Selecione uma moeda de pagamento',
  '99992': 'Selecione um método de pagamento',
  '99993': `O nome deve ter de ${NAME_MIN} a ${NAME_MAX} caracteres`,
  '99994': `O nome deve ter de ${NAME_MIN} a ${NAME_MAX} caracteres`,
  '99995': 'Comprimento do número de identificação inválido',
  '99996': 'E-mail inválido',
  '110001': 'Conta indisponível',
  '110003': 'Esta conta está bloqueada',
  '110017': 'Senha antiga incorreta',
  '110027': 'Conta ou senha incorreta',
  '140041': 'Senha incorreta',
  '120009': 'O produto não existe',
  '120014': 'O preço de atacado e o preço de varejo não podem ser iguais',
  '120027': 'Só é possível anunciar um produto por cartão',
  '120035': 'Estoque insuficiente',
  '130016': 'Estoque insuficiente',
  '120043': 'Este cartão tem pedidos não concluídos',
  '120046': 'É necessário pelo menos um produto de sessão',
  '120048': 'Os produtos de sessão excedem o limite do cartão',
  '120050': 'A alteração de estoque não pode ser zero',
  '130012': 'Cartão de recarga inválido',
  '130026': 'A conta não existe',
  '130027': 'A conta ainda não expirou',
  '130028': 'A recarga falha até o plano atual expirar',
  '130033': 'Sistema em manutenção',
  '130044': 'Sistema em manutenção',
  '130066': 'Recarga não suportada para esta marca',
  '130083': 'Falha ao desfazer a recarga',
  '130084': 'Falha ao desfazer a recarga',
  '130085': 'Este cartão não pertence ao usuário',
  '130086': 'Estado do pedido inválido',
  '140002': 'Moeda não suportada',
  '140003': 'Preço incorreto',
  '140007': 'Este pedido não pode ser cancelado',
  '140026': 'Saldo de crédito insuficiente',
  '140029': 'Operação muito frequente, tente novamente mais tarde',
  '140042': 'O pagamento com VCoin falhou',
  '140064': 'Método de pagamento indisponível',
  '140068': 'O pedido excede o limite máximo de pagamento',
  '150001': 'Campos obrigatórios ausentes',
  '150004': 'Você não pode acessar este pedido',
  '150009': 'VCoin insuficiente',
  '150027': 'Há um campo vazio ou o código de verificação expirou',
  '150043': 'A taxa de câmbio mudou, envie novamente',
  '150044': 'Acima do máximo por compra',
  '150046': 'Abaixo do mínimo por compra',
  '160009': 'Não é possível enviar o código de verificação',
  '160010': 'Falha no envio da imagem',
  '710005': 'Formato de conta incorreto',
  '710006': 'Esta conta já está em uso',
  '710009': 'Verifique a conta primeiro',
  '710010': 'O código expirou',
  '710011': 'Código incorreto',
  '1000064': 'Senha de pagamento incorreta',
  '2000011': 'A mesma tarefa já está sendo processada',
  'group.param': 'Erro de parâmetro',
  'group.noPermission': 'Você não tem permissão para esta operação',
  'group.system': 'Erro do sistema, tente novamente mais tarde',
  'group.serverRetry': 'Erro interno, tente novamente mais tarde ou entre em contato com o suporte',
  'group.unknown': 'Erro desconhecido, tente novamente mais tarde',
  'auth.wrongCredentials': 'Conta ou senha incorreta',
  'auth.waitMinutes': 'Muitas tentativas, aguarde {num} minutos',
  'auth.sessionExpired': 'Sessão expirada, faça login novamente',
  'auth.accountNotFound': 'Conta não encontrada',
  'auth.accountRegistered': 'Esta conta já está registrada',
  'auth.recaptchaFailed': 'A verificação reCAPTCHA falhou',
  'http.401': 'Erro de status de login, faça login novamente',
};

/** Texts by locale: one per code with its own text, the group texts, and the auth/http message keys. */
export const ERROR_TEXTS: Record<Locale, Record<string, string>> = { en: EN, es: ES, pt: PT };

/** Replaces {name} placeholders with params; unknown placeholders are left as they are. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

function lookup(key: string, locale: Locale): string | undefined {
  return ERROR_TEXTS[locale]?.[key] ?? ERROR_TEXTS[DEFAULT_LOCALE][key];
}

const paramCodes = new Set(PARAM_ERROR_CODES);
const noPermissionCodes = new Set(NO_PERMISSION_CODES);
const systemCodes = new Set(SYSTEM_ERROR_CODES);

/** True when the code has its own text (a notable code, or 401). */
export function hasOwnText(code: number): boolean {
  return Object.hasOwn(ERROR_TEXTS.en, String(code));
}

/** The group a code is listed in (silent wins, then param, no-permission, system, own text), else undefined. */
function listedGroup(code: number): ErrorGroup | undefined {
  if (silentOrNeverShown.has(code)) return 'silent';
  if (paramCodes.has(code)) return 'param';
  if (noPermissionCodes.has(code)) return 'noPermission';
  if (systemCodes.has(code)) return 'system';
  if (hasOwnText(code)) return 'specific';
  return undefined;
}

/** The code's group; an unlisted code counts as a system error. */
export function errorGroup(code: number): ErrorGroup {
  return listedGroup(code) ?? 'system';
}

/** True when the code rejects without showing a message (silent list plus never-shown codes). */
export function isSilentCode(code: number): boolean {
  return silentOrNeverShown.has(code);
}

/** True when the code is in the 21006..21026 "retry later or contact support" range. */
export function isServerRetryCode(code: number): boolean {
  return code >= SERVER_RETRY_RANGE.from && code <= SERVER_RETRY_RANGE.to;
}

function groupTextKey(code: number): string {
  switch (listedGroup(code)) {
    case 'param':
      return 'group.param';
    case 'noPermission':
      return 'group.noPermission';
    case 'system':
      return isServerRetryCode(code) ? 'group.serverRetry' : 'group.system';
    default:
      return 'group.unknown';
  }
}

/** The code's own text if it has one, else its group's text, else the unknown-error text. */
export function errorText(code: number, locale: Locale, params?: Record<string, string | number>): string {
  const own = hasOwnText(code) ? lookup(String(code), locale) : undefined;
  return interpolate(own ?? lookup(groupTextKey(code), locale) ?? '', params);
}

/** The message shown for a code: "[code] text". */
export function errorMessage(code: number, locale: Locale, params?: Record<string, string | number>): string {
  return `[${code}] ${errorText(code, locale, params)}`;
}

/** Text of a message key ('auth.*', 'http.*', 'group.*'); the key itself when unknown. */
export function messageText(key: string, locale: Locale, params?: Record<string, string | number>): string {
  return interpolate(lookup(key, locale) ?? key, params);
}

/** True for a login-status failure: HTTP 401, respCode 401, or a message containing 401 (spec section 4). */
export function isLoginStatusError(failure: { status?: number; respCode?: number; message?: string | null }): boolean {
  return (
    failure.status === ERROR_CODES.UNAUTHORIZED ||
    failure.respCode === ERROR_CODES.UNAUTHORIZED ||
    (typeof failure.message === 'string' && failure.message.includes('401'))
  );
}
