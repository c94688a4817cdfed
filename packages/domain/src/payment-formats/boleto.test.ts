import { describe, expect, it } from 'vitest';
import { barcodeToLine, buildBoleto, dueFactor, formatBoletoLine, isValidBoletoLine, lineToBarcode, mod10, mod11Boleto, type BoletoInput } from './boleto';

// payments.md's vectors: a Banco do Brasil boleto, a Bradesco one, and one due after the factor's reset.
const VECTORS = [
  {
    name: 'Banco do Brasil',
    input: { bank: '001', currency: '9', due: '2007-12-31', amountMinor: 100n, freeField: '0500940144816060680935031' },
    barcode: '00193373700000001000500940144816060680935031',
    line: '00190500954014481606906809350314337370000000100',
    formattedLine: '00190.50095 40144.816069 06809.350314 3 37370000000100',
  },
  {
    name: 'Bradesco',
    input: { bank: '237', currency: '9', due: '2016-06-16', amountMinor: 28990n, freeField: '1100060000000078901020030' },
    barcode: '23794682700000289901100060000000078901020030',
    line: '23791100066000000007989010200304468270000028990',
    formattedLine: '23791.10006 60000.000079 89010.200304 4 68270000028990',
  },
  {
    name: 'after the reset',
    input: { bank: '001', currency: '9', due: '2026-01-15', amountMinor: 15075n, freeField: '0000001234567000000012317' },
    barcode: '00192132700000150750000001234567000000012317',
    line: '00190000090123456700400000123174213270000015075',
    formattedLine: '00190.00009 01234.567004 00000.123174 2 13270000015075',
  },
] as const;

describe('mod10', () => {
  it.each([
    ['001905009', 5],
    ['4014481606', 9],
    ['0680935031', 4],
    ['237911000', 6],
    ['0', 0],
    ['5', 9], // 5 x 2 = 10, whose digits add to 1
  ] as const)('gives %s the check digit %i', (digits, digit) => {
    expect(mod10(digits)).toBe(digit);
  });

  it('refuses anything but digits', () => {
    expect(() => mod10('12a')).toThrow(RangeError);
    expect(() => mod10('')).toThrow(RangeError);
  });
});

describe('mod11Boleto', () => {
  it.each(VECTORS.map((v) => [v.name, v.barcode] as const))('gives the %s barcode its general check digit', (_name, barcode) => {
    expect(mod11Boleto(barcode.slice(0, 4) + barcode.slice(5))).toBe(Number(barcode[4]));
  });

  it('turns 0, 10 and 11 into 1', () => {
    expect(mod11Boleto('0'.repeat(43))).toBe(1); // remainder 0 -> 11 -> 1
    expect(mod11Boleto('0'.repeat(42) + '1')).toBe(9); // 1x2 = 2 -> 9
    expect(mod11Boleto('0'.repeat(41) + '14')).toBe(1); // 1x3 + 4x2 = 11, remainder 0 -> 11 -> 1
    expect(mod11Boleto('0'.repeat(42) + '6')).toBe(1); // 6x2 = 12, remainder 1 -> 10 -> 1
    expect(mod11Boleto('0'.repeat(41) + '10')).toBe(8); // 1x3 = 3 -> 8
  });

  it('cycles the weights 2 to 9 from the right', () => {
    expect(mod11Boleto('0'.repeat(35) + '1' + '0'.repeat(7))).toBe(2); // weight 9 -> 11 - 9
    expect(mod11Boleto('0'.repeat(34) + '1' + '0'.repeat(8))).toBe(9); // weight 2 again -> 11 - 2
  });

  it('takes exactly 43 digits', () => {
    expect(() => mod11Boleto('0'.repeat(44))).toThrow(RangeError);
    expect(() => mod11Boleto('0'.repeat(42) + 'x')).toThrow(RangeError);
  });
});

describe('dueFactor', () => {
  it.each([
    ['2000-07-03', 1000],
    ['2007-12-31', 3737],
    ['2016-06-16', 6827],
    ['2025-02-21', 9999],
    ['2025-02-22', 1000],
    ['2025-02-23', 1001],
    ['2026-01-15', 1327],
    ['2049-10-13', 9999],
    ['2049-10-14', 1000],
  ] as const)('gives %s the factor %i', (date, factor) => {
    expect(dueFactor(date)).toBe(factor);
  });

  it.each([['2000-07-02'], ['2025-02-30'], ['2025-2-21'], ['21/02/2025'], ['']])('refuses %j', (date) => {
    expect(() => dueFactor(date)).toThrow(RangeError);
  });
});

describe('buildBoleto', () => {
  it.each(VECTORS.map((v) => [v.name, v] as const))('writes the %s boleto byte for byte', (_name, { input, barcode, line, formattedLine }) => {
    expect(buildBoleto(input)).toEqual({ barcode, line, formattedLine });
  });

  it('rolls over: the day after 9999 is due factor 1000 in the barcode', () => {
    const input = { bank: '001', currency: '9', amountMinor: 100n, freeField: '0'.repeat(25) };
    expect(buildBoleto({ ...input, due: '2025-02-21' }).barcode.slice(5, 9)).toBe('9999');
    expect(buildBoleto({ ...input, due: '2025-02-22' }).barcode.slice(5, 9)).toBe('1000');
  });

  it.each([
    ['a two-digit bank', { bank: '01' }],
    ['a letter in the currency', { currency: 'R' }],
    ['a short free field', { freeField: '0'.repeat(24) }],
    ['a negative amount', { amountMinor: -1n }],
    ['an amount over ten digits', { amountMinor: 10_000_000_000n }],
    ['a due date before the first factor', { due: '1999-01-01' }],
  ] as [string, Partial<BoletoInput>][])('refuses %s', (_name, change) => {
    expect(() => buildBoleto({ ...VECTORS[2].input, ...change })).toThrow(RangeError);
  });
});

describe('lineToBarcode and barcodeToLine', () => {
  it.each(VECTORS.map((v) => [v.name, v] as const))('turn the %s line into its barcode and back', (_name, { barcode, line, formattedLine }) => {
    expect(lineToBarcode(line)).toBe(barcode);
    expect(lineToBarcode(formattedLine)).toBe(barcode);
    expect(barcodeToLine(barcode)).toBe(line);
    expect(formatBoletoLine(line)).toBe(formattedLine);
  });

  it.each(VECTORS.map((v) => [v.name, v.line] as const))('detect every single wrong digit of the %s line', (_name, line) => {
    for (let at = 0; at < line.length; at++) {
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === line[at]) continue;
        const wrong = line.slice(0, at) + digit + line.slice(at + 1);
        expect(() => lineToBarcode(wrong), `digit ${at} as ${digit}`).toThrow(RangeError);
      }
    }
  });

  it('name the field whose check digit is wrong', () => {
    expect(() => lineToBarcode('00190.50095 40144.816069 06809.350315 3 37370000000100')).toThrow(/field 3/);
    expect(() => lineToBarcode('00190.50095 40144.816069 06809.350314 4 37370000000100')).toThrow(/general/);
  });

  it('refuse a barcode whose general check digit is wrong', () => {
    expect(() => barcodeToLine('00194373700000001000500940144816060680935031')).toThrow(RangeError);
  });

  it('refuse the wrong number of digits or other characters', () => {
    expect(() => lineToBarcode(VECTORS[0].line.slice(1))).toThrow(RangeError);
    expect(() => lineToBarcode(VECTORS[0].line.replace('0', '-'))).toThrow(RangeError);
    expect(() => barcodeToLine(VECTORS[0].barcode + '0')).toThrow(RangeError);
  });
});

describe('isValidBoletoLine', () => {
  it('accepts the vectors, printed or bare, and refuses a changed digit', () => {
    expect(VECTORS.flatMap((v) => [v.line, v.formattedLine]).every(isValidBoletoLine)).toBe(true);
    expect(isValidBoletoLine('23791.10006 60000.000079 89010.200304 4 68270000028991')).toBe(false);
  });
});
