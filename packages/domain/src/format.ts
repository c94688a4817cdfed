// Number, currency and date display (spec section 9).
import { INTL_LOCALE, type Locale } from './locale';

/** Currency shown per language: USD for en, EUR for es, BRL for pt. */
export const LOCALE_CURRENCY = { en: 'USD', es: 'EUR', pt: 'BRL' } as const satisfies Record<Locale, string>;
export type DisplayCurrency = (typeof LOCALE_CURRENCY)[Locale];

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const MAX_FRACTION_DIGITS = 20;

/** The value as a numeric string plus its own count of decimals, or undefined when not a finite number. */
function parseNumeric(value: number | string): { text: string; decimals: number } | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const text = String(value).trim();
  const match = NUMERIC.exec(text);
  if (!match) return undefined;
  const fraction = match[1]!.split('.')[1] ?? '';
  const exponent = match[2] ? Number(match[2].slice(1)) : 0;
  return { text, decimals: Math.max(0, fraction.length - exponent) };
}

/** Keeps the value's own decimals, or 2 when it has none. */
function fractionDigits(decimals: number): number {
  return decimals === 0 ? 2 : Math.min(decimals, MAX_FRACTION_DIGITS);
}

/** Number formatters by locale, options and digits: building one costs more than formatting with it, and a list formats dozens of amounts. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(locale: Locale, options: Intl.NumberFormatOptions, digits: number): Intl.NumberFormat {
  const key = `${locale}|${options.style ?? ''}|${options.currency ?? ''}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { ...options, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The separators of the plain number style in each language (CLDR): the decimal sign, the grouping
 * sign, and the fewest digits before the first group for grouping to start (es-ES groups 12.345 but
 * not 1234).
 */
const PLAIN_STYLE: Record<Locale, { decimal: string; group: string; minGroupingDigits: number }> = {
  en: { decimal: '.', group: ',', minGroupingDigits: 1 },
  es: { decimal: ',', group: '.', minGroupingDigits: 2 },
  pt: { decimal: ',', group: '.', minGroupingDigits: 1 },
};

const PLAIN_DECIMAL = /^([+-]?)0*(\d+?)(?:\.(\d+))?$/;

/**
 * A plain decimal text ('-1234.5', not '1e3' nor '.5') in the language's number style with `digits`
 * decimals (at least its own), as Intl.NumberFormat writes it; undefined for any other text. The
 * first Intl.NumberFormat of a page loads the language's number data (some 15 to 30 ms on a phone's
 * main thread, in one piece): an amount on the first screen does not wait for it.
 */
function plainNumber(text: string, locale: Locale, digits: number): string | undefined {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, integer, fraction = ''] = match as unknown as [string, string, string, string | undefined];
  if (fraction.length > digits) return undefined;
  const { decimal, group, minGroupingDigits } = PLAIN_STYLE[locale];
  let grouped = integer;
  if (integer.length > 3 && integer.length - 3 >= minGroupingDigits) {
    const head = integer.length % 3 || 3;
    const groups = [integer.slice(0, head)];
    for (let at = head; at < integer.length; at += 3) groups.push(integer.slice(at, at + 3));
    grouped = groups.join(group);
  }
  const decimals = fraction.padEnd(digits, '0');
  return `${sign === '-' ? '-' : ''}${grouped}${decimals ? decimal + decimals : ''}`;
}

function format(value: number | string, locale: Locale, options: Intl.NumberFormatOptions): string {
  const parsed = parseNumeric(value);
  if (!parsed) return String(value);
  if (options.style === undefined) {
    const plain = plainNumber(parsed.text, locale, fractionDigits(parsed.decimals));
    if (plain !== undefined) return plain;
  }
  // Intl formats numeric strings exactly (no float rounding of '0.10' or large amounts).
  return formatterOf(locale, options, fractionDigits(parsed.decimals)).format(parsed.text as Intl.StringNumericLiteral);
}

/** Formats a number in the locale's style, keeping its decimals or showing 2 when it has none; non-numbers come back as given. */
export function formatNumber(value: number | string, locale: Locale): string {
  return format(value, locale, {});
}

/** The currency shown for a locale (en USD, es EUR, pt BRL). */
export function currencyForLocale(locale: Locale): DisplayCurrency {
  return LOCALE_CURRENCY[locale];
}

/** Formats an amount as the locale's currency, with the same decimals rule as formatNumber. */
export function formatCurrency(value: number | string, locale: Locale): string {
  return format(value, locale, { style: 'currency', currency: currencyForLocale(locale) });
}

/** Formats a percentage (points: '5.00' is five percent) in the locale's percent style, with the same decimals rule as formatNumber. */
export function formatPercent(value: number | string, locale: Locale): string {
  const number = formatNumber(value, locale);
  if (!parseNumeric(value)) return number;
  // The locale's pattern around the number: '5%' in en-US and pt-BR, '5 %' (no-break space) in es-ES.
  const parts = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent' }).formatToParts(0.05);
  return parts.map((part) => (part.type === 'integer' ? number : part.value)).join('');
}

/** VCoin amounts are shown unformatted, as given. */
export function formatVcoin(value: string | number): string {
  return String(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Formats a date as 'YYYY/MM/DD HH:MM:SS' in local time; '' for an invalid date. */
export function formatDate(date: Date | string | number): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getFullYear(), 4)}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ` + `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The decimal separator of a locale's number style: '.' in en-US, ',' in es-ES and pt-BR. */
export function decimalSeparator(locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

const ONE_SEPARATOR = /^\d*[.,]?\d*$/;

/**
 * An amount as typed in any language, as the wire takes it ('27.50'): either separator is read as
 * the decimal one ('27,50' and '27.50'), spaces are dropped. Anything else (a second separator, as
 * in '1.234,50', a sign, letters) is left as typed for the rules to refuse: thousands are not typed.
 */
export function typedAmount(text: string): string {
  const compact = text.replace(/[\s\u00a0\u202f]+/g, '');
  return ONE_SEPARATOR.test(compact) ? compact.replace(',', '.') : compact;
}

/** A wire amount ('256.50') as an input shows it in the locale's style ('256,50' in es and pt), without grouping so it stays easy to edit. */
export function amountForInput(decimal: string, locale: Locale): string {
  return decimal.replace('.', decimalSeparator(locale));
}
