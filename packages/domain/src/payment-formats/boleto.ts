// The boleto's barcode (44 digits) and its typed line (linha digitável, 47 digits), with the
// FEBRABAN check digits and the due factor that restarted at 1000 on 2025-02-22 (payments.md, "Boleto").

/** What a boleto's barcode is made of; due as 'YYYY-MM-DD', the amount in cents. */
export type BoletoInput = { bank: string; currency: string; due: string; amountMinor: bigint; freeField: string };
/** A boleto's barcode, its typed line as digits, and the line as printed. */
export type Boleto = { barcode: string; line: string; formattedLine: string };

const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);
const FIRST_FACTOR = 1000;
const FACTOR_CYCLE = 9000;
const MAX_AMOUNT = 9_999_999_999n;
const BARCODE = /^\d{44}$/;
const LINE = /^\d{47}$/;

function checkDigits(what: string, digits: string, pattern: RegExp): string {
  if (!pattern.test(digits)) throw new RangeError(`Boleto ${what} must be ${pattern.source.replace(/\D/g, '')} digits: ${JSON.stringify(digits)}`);
  return digits;
}

/** The mod-10 check digit: weights 2,1,2,1... from the right, digits of each product summed. */
export function mod10(digits: string): number {
  checkDigits('mod-10 input', digits, /^\d+$/);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit over its other 43 digits: weights 2..9 from the right; 0, 10 and 11 give 1. */
export function mod11Boleto(digits43: string): number {
  checkDigits('mod-11 input', digits43, /^\d{43}$/);
  let sum = 0;
  for (let i = 0; i < digits43.length; i++) sum += Number(digits43[digits43.length - 1 - i]) * ((i % 8) + 2);
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 1 : digit;
}

/** The due factor of a 'YYYY-MM-DD' date: days since 1997-10-07, restarting at 1000 after 9999 (2025-02-22 is 1000 again). */
export function dueFactor(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(time).toISOString().slice(0, 10) !== date) throw new RangeError(`Boleto due date must be a real YYYY-MM-DD date: ${date}`);
  const days = (time - FACTOR_BASE) / DAY_MS;
  if (days < FIRST_FACTOR) throw new RangeError(`Boleto due date is before the first due factor (2000-07-03): ${date}`);
  return ((days - FIRST_FACTOR) % FACTOR_CYCLE) + FIRST_FACTOR;
}

/** The typed line's digits (47) from a barcode (44) whose general check digit is right. */
export function barcodeToLine(barcode: string): string {
  checkDigits('barcode', barcode, BARCODE);
  const general = mod11Boleto(barcode.slice(0, 4) + barcode.slice(5));
  if (String(general) !== barcode[4]) throw new RangeError(`Boleto barcode general check digit is ${barcode[4]}, expected ${general}`);
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** The barcode (44 digits) from a typed line, printed or bare; throws RangeError when any of its check digits is wrong. */
export function lineToBarcode(line: string): string {
  const digits = checkDigits('line', line.replace(/[. ]/g, ''), LINE);
  const fields = [digits.slice(0, 10), digits.slice(10, 21), digits.slice(21, 32)];
  fields.forEach((field, index) => {
    const expected = mod10(field.slice(0, -1));
    if (String(expected) !== field.slice(-1)) throw new RangeError(`Boleto line field ${index + 1} check digit is ${field.slice(-1)}, expected ${expected}`);
  });
  const barcode = digits.slice(0, 4) + digits[32] + digits.slice(33) + digits.slice(4, 9) + digits.slice(10, 20) + digits.slice(21, 31);
  barcodeToLine(barcode); // checks the general digit
  return barcode;
}

/** The typed line as printed: 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
export function formatBoletoLine(line: string): string {
  const d = checkDigits('line', line, LINE);
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}

/** True when a typed line, printed or bare, has all its check digits right. */
export function isValidBoletoLine(line: string): boolean {
  try {
    lineToBarcode(line);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** A boleto's barcode and typed line; throws RangeError on a field of the wrong size. */
export function buildBoleto({ bank, currency, due, amountMinor, freeField }: BoletoInput): Boleto {
  checkDigits('bank', bank, /^\d{3}$/);
  checkDigits('currency', currency, /^\d$/);
  checkDigits('free field', freeField, /^\d{25}$/);
  if (amountMinor < 0n || amountMinor > MAX_AMOUNT) throw new RangeError(`Boleto amount must be 0 to ${MAX_AMOUNT} cents: ${amountMinor}`);
  const rest = String(dueFactor(due)) + String(amountMinor).padStart(10, '0') + freeField;
  const barcode = bank + currency + String(mod11Boleto(bank + currency + rest)) + rest;
  const line = barcodeToLine(barcode);
  return { barcode, line, formattedLine: formatBoletoLine(line) };
}
