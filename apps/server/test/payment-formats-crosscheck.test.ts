// The product's own BR Code and boleto encoders (packages/domain payment-formats) checked against
// libraries it does not use: every BR Code it shows (the central bank manual's vectors, and codes
// made for many amounts, names cut to their limits, accented names as pix-utils writes them, txids)
// is read back by pix-utils with the same fields and a CRC that holds; every boleto line and barcode
// it makes (the design's vectors, before and after the 2025 due-factor reset, and many generated
// ones) is accepted by boleto-brasileiro-validator.
import { describe, expect, it } from 'vitest';
import { boletoBancarioCodigoBarras, boletoBancarioLinhaDigitavel } from 'boleto-brasileiro-validator';
import { createStaticPix, hasError, parsePix } from 'pix-utils';
import { buildBoleto, lineToBarcode } from '@panel/domain/payment-formats/boleto';
import { buildPixCode, parsePixCode, type PixCodeInput } from '@panel/domain/payment-formats/pix';

const KEY = '123e4567-e12b-12d1-a456-426655440000';
const VECTORS = [
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4',
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406150.755802BR5912VCOIN MARKET6009SAO PAULO62150511ORD20250001630416A1',
];

/** What pix-utils reads of a code, in the product's terms (its CRC checked: a wrong one is an error). */
function readByPixUtils(code: string) {
  const pix = parsePix(code);
  if (hasError(pix)) throw new Error(`pix-utils refuses ${code}: ${(pix as { message?: string }).message}`);
  const read = pix as { type: string; merchantName: string; merchantCity: string; pixKey?: string; url?: string; transactionAmount?: number; txid?: string };
  return {
    ...(read.type === 'STATIC' ? { key: read.pixKey } : { url: read.url }),
    ...(read.transactionAmount ? { amount: read.transactionAmount.toFixed(2) } : {}),
    merchantName: read.merchantName,
    merchantCity: read.merchantCity,
    ...(read.txid && read.txid !== '***' ? { txid: read.txid } : {}),
  };
}

const productFields = (code: string) => {
  const { dynamic: _dynamic, ...fields } = parsePixCode(code);
  return fields;
};

describe('BR Codes, read by pix-utils', () => {
  it('reads the manual’s three vectors with the fields the product reads', () => {
    for (const code of VECTORS) expect(readByPixUtils(code), code).toEqual(productFields(code));
  });

  it('reads every code the product makes, for many amounts, names and cities at their limits, and txids', () => {
    const amounts = ['0.01', '0.10', '1.00', '9.99', '150.75', '1000.00', '12345.67', '9999999999.99'];
    for (let cents = 1; cents < 100_000; cents += 997) amounts.push((cents / 100).toFixed(2));
    const names = ['VCOIN MARKET', 'N'.repeat(25), 'Fulano de Tal', 'A'];
    const cities = ['SAO PAULO', 'C'.repeat(15), 'BRASILIA', 'X'];
    const txids = [undefined, 'ORD20250001', 'T'.repeat(25), '8B3DA2F39A4140D1A91ABD931'];
    let checked = 0;
    for (const [index, amount] of amounts.entries()) {
      const input: PixCodeInput = {
        key: KEY,
        amount,
        merchantName: names[index % names.length]!,
        merchantCity: cities[index % cities.length]!,
        txid: txids[index % txids.length],
        dynamic: index % 2 === 0,
      };
      const code = buildPixCode(input);
      expect(readByPixUtils(code), code).toEqual(productFields(code));
      checked++;
    }
    // The dynamic codes of a payload address, as API Pix PSPs give them.
    for (const url of ['pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25', `psp.example/${'u'.repeat(60)}`]) {
      const code = buildPixCode({ url, dynamic: true, merchantName: 'VCOIN MARKET', merchantCity: 'SAO PAULO' });
      expect(readByPixUtils(code), code).toEqual(productFields(code));
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('writes byte for byte what pix-utils writes of accented names at their limits (as it writes them: upper case, without accents)', () => {
    const merchants = [
      { merchantName: 'José da Conceição Ltda', merchantCity: 'São Paulo' },
      { merchantName: 'Pão de Açúcar Confeitaria', merchantCity: 'Florianópolis' },
      { merchantName: 'Ótica Ímpar', merchantCity: 'Ribeirão Preto' },
    ];
    for (const merchant of merchants) {
      for (const [amount, txid] of [
        [150.75, 'ORD20250001'],
        [1, undefined],
        [0.01, 'T'.repeat(25)],
      ] as const) {
        const theirs = createStaticPix({ ...merchant, pixKey: KEY, transactionAmount: amount, ...(txid && { txid }) })
          .throwIfError()
          .toBRCode();
        const read = readByPixUtils(theirs);
        // The product reads theirs with the same fields ...
        expect(productFields(theirs)).toEqual(read);
        // ... and, given the same text, makes the same code.
        expect(buildPixCode({ key: KEY, amount: amount.toFixed(2), merchantName: read.merchantName, merchantCity: read.merchantCity, txid })).toBe(theirs);
        expect(read.merchantName.length).toBeLessThanOrEqual(25);
        expect(read.merchantCity.length).toBeLessThanOrEqual(15);
      }
    }
  });

  it('agrees with pix-utils that a code whose CRC does not hold is no code', () => {
    for (const code of VECTORS) {
      const broken = `${code.slice(0, -4)}${code.slice(-4) === '0000' ? '0001' : '0000'}`;
      expect(hasError(parsePix(broken))).toBe(true);
      expect(() => parsePixCode(broken)).toThrow(/CRC/);
    }
  });
});

describe('boletos, checked by boleto-brasileiro-validator', () => {
  const VECTOR_LINES = [
    ['00190500954014481606906809350314337370000000100', '00193373700000001000500940144816060680935031'],
    ['23791.10006 60000.000079 89010.200304 4 68270000028990', '23794682700000289901100060000000078901020030'],
    ['00190.00009 01234.567004 00000.123174 2 13270000015075', '00192132700000150750000001234567000000012317'],
  ] as const;

  it('accepts the design’s vectors (Banco do Brasil, Bradesco, and one after the 2025 reset), the product turning each line into its barcode', () => {
    for (const [line, barcode] of VECTOR_LINES) {
      expect(boletoBancarioLinhaDigitavel(line), line).toBe(true);
      expect(boletoBancarioCodigoBarras(barcode), barcode).toBe(true);
      expect(lineToBarcode(line)).toBe(barcode);
    }
    const after = buildBoleto({ bank: '001', currency: '9', due: '2026-01-15', amountMinor: 15_075n, freeField: '0000001234567000000012317' });
    expect(after).toMatchObject({ barcode: VECTOR_LINES[2][1], formattedLine: VECTOR_LINES[2][0] });
  });

  it('accepts every line and barcode the product makes over many amounts and due dates, across the reset', () => {
    const days = ['2000-07-03', '2007-12-31', '2016-06-16', '2025-02-20', '2025-02-21', '2025-02-22', '2025-02-23', '2026-01-15', '2030-12-31', '2049-10-11'];
    for (let day = 0; day < 3_000; day += 97) days.push(new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10));
    const amounts = [0n, 1n, 99n, 15_075n, 28_990n, 1_000_000n, 9_999_999_999n];
    for (let cents = 7n; cents < 100_000_000n; cents *= 13n) amounts.push(cents);
    let checked = 0;
    for (const [index, due] of days.entries()) {
      for (const [step, amountMinor] of amounts.entries()) {
        const freeField = String(BigInt(index * 7919 + step * 104_729) * 1_000_003n)
          .padStart(25, '0')
          .slice(-25);
        const { line, barcode } = buildBoleto({ bank: index % 2 === 0 ? '001' : '237', currency: '9', due, amountMinor, freeField });
        expect(boletoBancarioLinhaDigitavel(line), `${due} ${amountMinor}: ${line}`).toBe(true);
        expect(boletoBancarioCodigoBarras(barcode), `${due} ${amountMinor}: ${barcode}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
