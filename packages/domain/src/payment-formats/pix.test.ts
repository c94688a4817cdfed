import { describe, expect, it } from 'vitest';
import { crc16 } from './crc16';
import { buildPixCode, isValidPixCode, parsePixCode, type PixCodeInput } from './pix';

// The central bank manual's vectors, as payments.md lists them.
const KEY = '123e4567-e12b-12d1-a456-426655440000';
const STATIC_CODE = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const DYNAMIC_CODE =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
const AMOUNT_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406150.755802BR5912VCOIN MARKET6009SAO PAULO62150511ORD20250001630416A1';

const staticInput: PixCodeInput = { key: KEY, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' };
const dynamicInput: PixCodeInput = {
  url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
  dynamic: true,
  merchantName: 'Fulano de Tal',
  merchantCity: 'BRASILIA',
};
const amountInput: PixCodeInput = { key: KEY, amount: '150.75', merchantName: 'VCOIN MARKET', merchantCity: 'SAO PAULO', txid: 'ORD20250001' };

describe('buildPixCode', () => {
  it.each([
    ['static', staticInput, STATIC_CODE],
    ['dynamic with a URL', dynamicInput, DYNAMIC_CODE],
    ['with amount and txid', amountInput, AMOUNT_CODE],
  ] as const)('writes the manual %s code byte for byte', (_name, input, code) => {
    expect(buildPixCode(input)).toBe(code);
  });

  it('writes the amount with two decimals', () => {
    expect(parsePixCode(buildPixCode({ ...amountInput, amount: '150.7' })).amount).toBe('150.70');
    expect(parsePixCode(buildPixCode({ ...amountInput, amount: '3' })).amount).toBe('3.00');
  });

  it('accepts the longest name, city and txid the manual allows', () => {
    const input = { key: KEY, merchantName: 'N'.repeat(25), merchantCity: 'C'.repeat(15), txid: 'T'.repeat(25) };
    expect(parsePixCode(buildPixCode(input))).toEqual({ dynamic: false, ...input });
  });

  it.each([
    ['a name over 25 characters', { ...staticInput, merchantName: 'N'.repeat(26) }],
    ['an empty name', { ...staticInput, merchantName: '' }],
    ['a city over 15 characters', { ...staticInput, merchantCity: 'C'.repeat(16) }],
    ['an accented city', { ...staticInput, merchantCity: 'SÃO PAULO' }],
    ['a txid that is not alphanumeric', { ...staticInput, txid: 'ORD-2025' }],
    ['a txid over 25 characters', { ...staticInput, txid: 'T'.repeat(26) }],
    ['an empty txid', { ...staticInput, txid: '' }],
    ['both a key and a URL', { ...staticInput, url: 'pix.example.com/x' }],
    ['neither a key nor a URL', { merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' }],
    ['a key over 77 characters', { ...staticInput, key: 'k'.repeat(78) }],
    ['a URL with its scheme', { ...dynamicInput, url: 'https://pix.example.com/x' }],
    ['an amount with a comma', { ...staticInput, amount: '1,50' }],
    ['an amount of zero', { ...staticInput, amount: '0.00' }],
    ['a negative amount', { ...staticInput, amount: '-1.00' }],
    ['an amount over 13 characters', { ...staticInput, amount: '12345678901.00' }],
  ] as [string, PixCodeInput][])('refuses %s', (_name, input) => {
    expect(() => buildPixCode(input)).toThrow(RangeError);
  });
});

describe('parsePixCode', () => {
  it.each([
    ['static', STATIC_CODE, { dynamic: false, ...staticInput }],
    ['dynamic', DYNAMIC_CODE, dynamicInput],
    ['with amount and txid', AMOUNT_CODE, { dynamic: false, ...amountInput }],
  ] as const)('reads the manual %s code', (_name, code, fields) => {
    expect(parsePixCode(code)).toStrictEqual(fields);
  });

  it('refuses a code whose content changed by one letter', () => {
    expect(() => parsePixCode(STATIC_CODE.replace('Fulano', 'Fulana'))).toThrow(/CRC/);
  });

  it('refuses every single-character change of each vector', () => {
    for (const code of [STATIC_CODE, DYNAMIC_CODE, AMOUNT_CODE]) {
      for (let at = 0; at < code.length; at++) {
        const changed = code.slice(0, at) + (code[at] === '0' ? '1' : '0') + code.slice(at + 1);
        expect(isValidPixCode(changed), `character ${at} of ${code}`).toBe(false);
      }
    }
  });

  it('refuses a code without its CRC field or cut short', () => {
    expect(() => parsePixCode(STATIC_CODE.slice(0, -8))).toThrow(RangeError);
    expect(() => parsePixCode('')).toThrow(RangeError);
  });

  it('refuses a well-sealed code with a broken structure', () => {
    // Field 53 says a currency other than the real, and the CRC is recomputed to match.
    const body = buildPixCode(staticInput).slice(0, -4).replace('5303986', '5303840');
    const resealed = body + crc16(body);
    expect(() => parsePixCode(resealed)).toThrow(/field 53/);
  });
});

describe('isValidPixCode', () => {
  it('accepts the three manual vectors', () => {
    expect([STATIC_CODE, DYNAMIC_CODE, AMOUNT_CODE].map(isValidPixCode)).toEqual([true, true, true]);
  });

  it('refuses plain text', () => {
    expect(isValidPixCode('pix please')).toBe(false);
  });
});
