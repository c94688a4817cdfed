import { describe, expect, it } from 'vitest';
import { decodeItf, itfModules, type ItfModule } from './itf';

const N = 1;
const W = 3;
const bar = (width: number): ItfModule => ({ bar: true, width });
const space = (width: number): ItfModule => ({ bar: false, width });
const BOLETO_BARCODES = [
  '00193373700000001000500940144816060680935031',
  '23794682700000289901100060000000078901020030',
  '00192132700000150750000001234567000000012317',
];

describe('itfModules', () => {
  it('opens with narrow bar, space, bar, space and closes with wide bar, narrow space, narrow bar', () => {
    const modules = itfModules('00');
    expect(modules.slice(0, 4)).toEqual([bar(N), space(N), bar(N), space(N)]);
    expect(modules.slice(-3)).toEqual([bar(W), space(N), bar(N)]);
  });

  it("draws '12' as 1 (WNNNW) in the bars and 2 (NWNNW) in the spaces", () => {
    expect(itfModules('12').slice(4, -3)).toEqual([bar(W), space(N), bar(N), space(W), bar(N), space(N), bar(N), space(N), bar(W), space(W)]);
  });

  it('gives each digit two wide elements of five', () => {
    const modules = itfModules('0123456789');
    const digitElements = modules.slice(4, -3);
    for (let pair = 0; pair < 5; pair++) {
      const group = digitElements.slice(pair * 10, pair * 10 + 10);
      expect(group.filter((m) => m.bar && m.width === W)).toHaveLength(2);
      expect(group.filter((m) => !m.bar && m.width === W)).toHaveLength(2);
    }
  });

  it('makes a 44-digit boleto barcode 227 elements and 405 narrow widths long', () => {
    const modules = itfModules(BOLETO_BARCODES[0]);
    expect(modules).toHaveLength(4 + 44 * 5 + 3);
    expect(modules.reduce((sum, m) => sum + m.width, 0)).toBe(4 + 44 * (3 * N + 2 * W) + (W + 2 * N));
    expect(modules.reduce((sum, m) => sum + m.width, 0)).toBe(405);
  });

  it('uses the widths it is given', () => {
    const modules = itfModules(BOLETO_BARCODES[0], 2, 5);
    expect(new Set(modules.map((m) => m.width))).toEqual(new Set([2, 5]));
    expect(modules.reduce((sum, m) => sum + m.width, 0)).toBe(4 * 2 + 44 * (3 * 2 + 2 * 5) + (5 + 2 * 2));
  });

  it.each([['123'], ['1a'], [''], ['12 34']])('refuses %j', (digits) => {
    expect(() => itfModules(digits)).toThrow(RangeError);
  });

  it('refuses a wide element no wider than a narrow one', () => {
    expect(() => itfModules('12', 2, 2)).toThrow(RangeError);
    expect(() => itfModules('12', 0, 3)).toThrow(RangeError);
  });
});

describe('decodeItf', () => {
  it.each(BOLETO_BARCODES)('reads the boleto barcode %s back', (barcode) => {
    expect(decodeItf(itfModules(barcode))).toBe(barcode);
  });

  it('reads every digit in the bars and in the spaces', () => {
    const digits = '01234567891032547698';
    expect(decodeItf(itfModules(digits))).toBe(digits);
  });

  it('reads measured widths that are not whole numbers', () => {
    const measured = itfModules(BOLETO_BARCODES[1], 2.4, 7.1).map((m, i) => ({ ...m, width: m.width + (i % 3) * 0.3 }));
    expect(decodeItf(measured)).toBe(BOLETO_BARCODES[1]);
  });

  it('refuses a symbol without its stop pattern', () => {
    expect(() => decodeItf(itfModules('12').slice(0, -3))).toThrow(RangeError);
  });

  it('refuses a digit with three wide elements', () => {
    const modules = itfModules('12');
    modules[6] = bar(W); // 1 in the bars becomes WNWNW
    expect(() => decodeItf(modules)).toThrow(/no digit/);
  });

  it('refuses two bars in a row', () => {
    const modules = itfModules('12');
    modules[1] = bar(N);
    expect(() => decodeItf(modules)).toThrow(RangeError);
  });
});
