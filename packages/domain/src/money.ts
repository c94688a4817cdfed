// Money as integer minor units (bigint) with decimal strings on the wire; never floating point.

function checkScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > 18) {
    throw new RangeError(`Invalid money scale: ${scale}`);
  }
}

function decimalPattern(scale: number): RegExp {
  return scale === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+(\\.\\d{1,${scale}})?$`);
}

/**
 * Longest decimal string read as an amount: a 256-bit on-chain amount (78 digits) with its sign and
 * point. Reading digits as a bigint costs more than their length (a megabyte of them took a fifth of
 * a second), so a longer text is not an amount whatever its characters.
 */
export const DECIMAL_TEXT_MAX = 80;

/** True when s is a plain decimal string ('12', '-0.5', '12.50') with at most `scale` decimals (and DECIMAL_TEXT_MAX characters). */
export function isDecimalString(s: unknown, scale = 2): s is string {
  checkScale(scale);
  return typeof s === 'string' && s.length <= DECIMAL_TEXT_MAX && decimalPattern(scale).test(s);
}

/** Converts a decimal string to integer minor units ('12.5' -> 1250n); throws on anything else, never rounds. */
export function toMinor(decimal: string, scale = 2): bigint {
  if (!isDecimalString(decimal, scale)) {
    throw new RangeError(`Invalid decimal amount for scale ${scale}: ${JSON.stringify(decimal)}`);
  }
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const minor = BigInt(whole + fraction.padEnd(scale, '0'));
  return negative ? -minor : minor;
}

/** Converts integer minor units to a decimal string with exactly `scale` decimals (1250n -> '12.50'). */
export function fromMinor(minor: bigint, scale = 2): string {
  checkScale(scale);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Rewrites a decimal string with exactly `scale` decimals ('5' -> '5.00'); throws when invalid. */
export function normalizeDecimal(decimal: string, scale = 2): string {
  return fromMinor(toMinor(decimal, scale), scale);
}

// --- Amounts with their currency ----------------------------------------------------------------

/** Decimals of each currency the product handles: the exponent of its minor unit. VCoin is worth 1 USD, kept in cents. */
export const CURRENCY_EXPONENTS = { USD: 2, EUR: 2, BRL: 2, MXN: 2, COP: 2, USDT: 6, USDC: 6, VCOIN: 2 } as const;
export type Currency = keyof typeof CURRENCY_EXPONENTS;

/** An amount travels with its currency, in integer minor units of that currency. */
export type Money = { readonly currency: Currency; readonly minor: bigint };

export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && Object.hasOwn(CURRENCY_EXPONENTS, value);

/** The amount of a decimal string in a currency ('12.5', 'USD' -> 1250 cents); throws on more decimals than the currency has. */
export function money(decimal: string, currency: Currency): Money {
  return { currency, minor: toMinor(decimal, CURRENCY_EXPONENTS[currency]) };
}

/** The decimal string of an amount, with all its currency's decimals ('12.50'). */
export const moneyToDecimal = ({ currency, minor }: Money) => fromMinor(minor, CURRENCY_EXPONENTS[currency]);

function sameCurrency(a: Money, b: Money) {
  if (a.currency !== b.currency) throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { currency: a.currency, minor: a.minor + b.minor };
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { currency: a.currency, minor: a.minor - b.minor };
}

export const minMoney = (a: Money, b: Money): Money => (sameCurrency(a, b), a.minor <= b.minor ? a : b);

// --- The one rounding rule ----------------------------------------------------------------------

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero (2.5 -> 3,
 * -2.5 -> -3). Every money computation that divides rounds once, at its end, with this.
 */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const [n, d] = [numerator < 0n ? -numerator : numerator, denominator < 0n ? -denominator : denominator];
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

// --- Percentages: basis points ------------------------------------------------------------------

/** A percentage in basis points: 1 bp = 0.01 %, 10,000 bp = 100 %. Discounts and fees are kept so. */
export type BasisPoints = number;
export const BASIS_POINTS_WHOLE = 10_000;

/** Basis points of a percent string with at most 2 decimals ('12.5' -> 1250). */
export function percentToBasisPoints(percent: string): BasisPoints {
  return Number(toMinor(percent, 2));
}

/** The percent string of basis points, with 2 decimals (1250 -> '12.50'). */
export const basisPointsToPercent = (bp: BasisPoints) => fromMinor(BigInt(bp), 2);

/** `bp` of an amount, rounded by the rule above. */
export function percentOf({ currency, minor }: Money, bp: BasisPoints): Money {
  if (!Number.isInteger(bp)) throw new RangeError(`Basis points must be whole: ${bp}`);
  return { currency, minor: roundDiv(minor * BigInt(bp), BigInt(BASIS_POINTS_WHOLE)) };
}

/** A fee: a percentage plus a fixed part, capped per currency (the spec's "maximum shown per currency"). */
export type FeeRule = { bp: BasisPoints; fixed: Money; cap?: Money };

/** The fee on an amount: percentage plus fixed, at most the cap. */
export function feeOf(amount: Money, { bp, fixed, cap }: FeeRule): Money {
  const fee = addMoney(percentOf(amount, bp), fixed);
  return cap ? minMoney(fee, cap) : fee;
}

// --- Exchange rates: scaled integers ------------------------------------------------------------

/** Decimals a rate keeps: rates are integers of 10^-8. */
export const RATE_DECIMALS = 8;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/** How many units of `to` one unit of `from` is worth, times 10^8 (never a float). */
export type Rate = { readonly from: Currency; readonly to: Currency; readonly scaled: bigint };

/** A rate from its decimal string ('5.4321' BRL per USD); at most 8 decimals, above zero. */
export function rate(decimal: string, from: Currency, to: Currency): Rate {
  const scaled = toMinor(decimal, RATE_DECIMALS);
  if (scaled <= 0n) throw new RangeError(`A rate must be above zero: ${decimal}`);
  return { from, to, scaled };
}

/** Converts an amount at a rate, rounding once by the rule above: minor_to = minor_from x rate x 10^(e_to - e_from). */
export function convert(amount: Money, { from, to, scaled }: Rate): Money {
  if (amount.currency !== from) throw new RangeError(`The rate converts ${from}, not ${amount.currency}`);
  const exponentGap = CURRENCY_EXPONENTS[to] - CURRENCY_EXPONENTS[from];
  const numerator = amount.minor * scaled * 10n ** BigInt(Math.max(0, exponentGap));
  const denominator = RATE_SCALE * 10n ** BigInt(Math.max(0, -exponentGap));
  return { currency: to, minor: roundDiv(numerator, denominator) };
}
