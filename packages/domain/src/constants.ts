// Enums, limits and fixed values of the product (spec sections 3, 4, 7 and 9; design/domain.md).

/** True when value is one of the given literal values (a type guard for the enums below). */
export function isOneOf<const T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

// --- Enums (spec sections 3 and 4) -------------------------------------------------------

export const ORDER_STATUSES = [
  'WAITINGPAYMENT',
  'CANCELLED',
  'PAYING',
  'PAYMENTFAILED',
  'PAYMENTSUCCESS',
  'CONFIRMINGPAYMENT',
  'DELIVERING',
  'DELIVERED',
  'CHARGEBACK',
  'REFUND',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_TYPES = ['OFFLINE', 'VCOIN', 'ONLINE', 'CRYPTO'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const CARD_TYPES = ['ACCOUNT_CARD', 'RECHARGE_CARD', 'PREPAID_CARD', 'DEVICE_LICENCE'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CARD_STATUSES = ['NORMAL', 'ACTIVATED', 'LOCKED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const VCOIN_TX_TYPES = ['INCOME', 'SPEND', 'ORDER_PAYMENT', 'TRANSFER', 'ONLINE_SETTLEMENT', 'CHARGEBACK', 'REFUND'] as const;
export type VcoinTxType = (typeof VCOIN_TX_TYPES)[number];

/** PLATFORM: the platform operator (design/domain.md), not a seller or a buyer. */
export const ROLE_CODES = ['SELLER', 'BUYER', 'FOLLOWER', 'PLATFORM'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** Service type of a card: live, VOD, live TV plus VOD. */
export const SERVICE_TYPES = ['LIVE', 'VOD', 'LIVE_VOD'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Sales channel of a card: member site, panel, prepaid. */
export const SALES_CHANNELS = ['MEMBER_SITE', 'PANEL', 'PREPAID'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** Stock mode of a listing: ALL sells the whole stock (grows on repurchase), LIMITED a fixed quantity. */
export const STOCK_MODES = ['ALL', 'LIMITED'] as const;
export type StockMode = (typeof STOCK_MODES)[number];

// --- Period plans (spec section 3) -------------------------------------------------------

export const PERIOD_UNITS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

export type PeriodValue = { key: string; unit: PeriodUnit; amount: number };

/** The period plans of the spec, in its order: 1..180 days, week, month, year, 18 months, 2/3/4/20 years. */
export const PERIOD_VALUES = [
  { key: 'DAY_1', unit: 'DAY', amount: 1 },
  { key: 'DAY_2', unit: 'DAY', amount: 2 },
  { key: 'DAY_3', unit: 'DAY', amount: 3 },
  { key: 'DAY_5', unit: 'DAY', amount: 5 },
  { key: 'DAY_7', unit: 'DAY', amount: 7 },
  { key: 'DAY_10', unit: 'DAY', amount: 10 },
  { key: 'DAY_15', unit: 'DAY', amount: 15 },
  { key: 'DAY_23', unit: 'DAY', amount: 23 },
  { key: 'DAY_60', unit: 'DAY', amount: 60 },
  { key: 'DAY_90', unit: 'DAY', amount: 90 },
  { key: 'DAY_120', unit: 'DAY', amount: 120 },
  { key: 'DAY_180', unit: 'DAY', amount: 180 },
  { key: 'WEEK_1', unit: 'WEEK', amount: 1 },
  { key: 'MONTH_1', unit: 'MONTH', amount: 1 },
  { key: 'YEAR_1', unit: 'YEAR', amount: 1 },
  { key: 'MONTH_18', unit: 'MONTH', amount: 18 },
  { key: 'YEAR_2', unit: 'YEAR', amount: 2 },
  { key: 'YEAR_3', unit: 'YEAR', amount: 3 },
  { key: 'YEAR_4', unit: 'YEAR', amount: 4 },
  { key: 'YEAR_20', unit: 'YEAR', amount: 20 },
] as const satisfies readonly PeriodValue[];

export type PeriodKey = (typeof PERIOD_VALUES)[number]['key'];

/** Every period key, in the spec's order (handy for z.enum). */
export const PERIOD_KEYS = PERIOD_VALUES.map((p) => p.key) as [PeriodKey, ...PeriodKey[]];

/** Approximate days per unit used to extend plans: a week is 7, a month 30, a year 365. */
export const PERIOD_UNIT_DAYS: Record<PeriodUnit, number> = { DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 };

/** True when value is one of the period keys. */
export function isPeriodKey(value: unknown): value is PeriodKey {
  return isOneOf(PERIOD_KEYS, value);
}

/** The period plan for a key; throws on an unknown key. */
export function getPeriod(key: PeriodKey): PeriodValue {
  const period = PERIOD_VALUES.find((p) => p.key === key);
  if (!period) throw new RangeError(`Unknown period key: ${String(key)}`);
  return period;
}

/** Approximate length of a period plan in days (week 7, month 30, year 365). */
export function periodDays(key: PeriodKey): number {
  const { unit, amount } = getPeriod(key);
  return PERIOD_UNIT_DAYS[unit] * amount;
}

// --- Limits (spec sections 5, 6 and 9) ---------------------------------------------------

export const LIMITS = {
  PASSWORD_MIN: 8,
  PASSWORD_MAX: 16,
  VERIFICATION_CODE_LENGTH: 4,
  NAME_MIN: 1,
  NAME_MAX: 30,
  RECHARGE_ACCOUNTS_MAX: 20,
  PAYMENT_ACCOUNTS_MAX: 10,
} as const;

/** Webhook endpoints one user may have (not a limit of the spec: the reseller API's, decision 034). */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** Maximum online payment per transaction, per currency, as decimal strings (error 140068 above it). */
export const ONLINE_PAYMENT_LIMITS = { USD: '5000', BRL: '50000', MXN: '20000' } as const;

/** Offline bank transfers (buying VCoin) are in USD only. */
export const OFFLINE_TRANSFER_CURRENCY = 'USD';

export const DURATIONS_MS = {
  REQUEST_TIMEOUT: 10_000,
  PAY_REQUEST_TIMEOUT: 60_000,
  WARNING: 4_000,
  NOTIFICATION: 3_000,
  OLD_VERSION_COOKIE: 10_000,
  DEBOUNCE: 300,
} as const;

// --- The calls (spec section 7) ----------------------------------------------------------

/** Calls that get the 60 s time-out instead of 10 s. */
export const LONG_TIMEOUT_PATHS = ['/api/order/payment/pay/v2', '/api/order/payment/pay/wallet'] as const;

/** Path part of a URL or path: drops scheme, host, query string and fragment. */
function pathOf(urlOrPath: string): string {
  return urlOrPath.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
}

/** Time-out in milliseconds for a call to the given path. */
export function requestTimeoutMs(path: string): number {
  return isOneOf(LONG_TIMEOUT_PATHS, pathOf(path)) ? DURATIONS_MS.PAY_REQUEST_TIMEOUT : DURATIONS_MS.REQUEST_TIMEOUT;
}

/**
 * The calls whose success answer is the whole body rather than its data field:
 * login prejudge (POST, exact), unfollow (DELETE, a prefix followed by {a}/{b}),
 * sending a follow request (POST, exact).
 */
export const WHOLE_BODY_PATHS = ['/api-auth/oauth/user/login/prejudge', '/api-user/user/follow/buyer/', '/api-user/user/follow/request'] as const;

/** True when the call's success answer is the whole body (login prejudge, unfollow, follow request). */
export function returnsWholeBody(method: string, path: string): boolean {
  const verb = method.toUpperCase();
  const p = pathOf(path);
  const [prejudge, unfollowPrefix, followRequest] = WHOLE_BODY_PATHS;
  if (verb === 'POST') return p === prejudge || p === followRequest;
  if (verb === 'DELETE') return p.startsWith(unfollowPrefix) && p.length > unfollowPrefix.length;
  return false;
}

/** Calls whose network or non-200 failure shows no warning. */
export const SILENT_FAILURE_PATHS = ['/api-user/users/current', '/api-auth/s3/cdn/domain'] as const;

/** True when a failed call to this path must not show the generic warning. */
export function isSilentFailurePath(path: string): boolean {
  return isOneOf(SILENT_FAILURE_PATHS, pathOf(path));
}

export const SYSTEM_CODE = 'panel3.0-mobile';
export const X_SOURCE = 'panel';
export const TERMINAL = 'mobile';
export const PANEL_CLIENT = { id: 'panel-console', secret: 'panel-console-secret' } as const;
export const OAUTH = { grantType: 'password', scope: 'all' } as const;

// --- Client side -------------------------------------------------------------------------

// The keys of what the panel keeps in local storage: a module of their own, so that the login
// screen's first chunk takes them without the rest of this module (docs/decisions/005-login-bundle.md).
export { STORAGE_KEYS } from './storage-keys';

/** States of a long-running task (code generation, exports, bulk recharge, sweeps). */
export const TASK_STATES = ['PENDING', 'RUNNING', 'DONE', 'FAILED'] as const;
export type TaskState = (typeof TASK_STATES)[number];
