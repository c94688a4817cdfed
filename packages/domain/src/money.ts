// Money as integer minor units (bigint) with decimal strings on the wire; never floating point.

function checkScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > 18) {
    throw new RangeError(`Invalid money scale: ${scale}`);
  }
}

function decimalPattern(scale: number): RegExp {
  return scale === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+(\\.\\d{1,${scale}})?$`);
}

/** True when s is a plain decimal string ('12', '-0.5', '12.50') with at most `scale` decimals. */
export function isDecimalString(s: unknown, scale = 2): s is string {
  checkScale(scale);
  return typeof s === 'string' && decimalPattern(scale).test(s);
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
