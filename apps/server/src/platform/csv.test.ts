// The one place CSV cells are written: RFC 4180 quoting, no cell a spreadsheet runs as a formula,
// and generated values (codes, card numbers) as text cells, which only letters, digits and dashes may be.
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvRow, neutralizeCell, textCell } from './csv';

describe('a CSV cell', () => {
  it('starts with an apostrophe when it would start a formula (= + - @ tab CR), and is left alone otherwise', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(1)', '\t=1', '\r=1']) expect(neutralizeCell(value)).toBe(`'${value}`);
    for (const value of ['', 'ABCD-EFGH', '1234567890', "'=1", ' =1', '2026-01-15T10:00:00.000Z']) expect(neutralizeCell(value)).toBe(value);
  });

  it('is neutralized before it is quoted, so a quoted formula is no formula either', () => {
    expect(csvField('=HYPERLINK("http://x","a,b")')).toBe(`"'=HYPERLINK(""http://x"",""a,b"")"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvRow(['a', '-2+3', 'b,c'])).toBe(`a,'-2+3,"b,c"\r\n`);
  });
});

describe('a text cell', () => {
  it('is written ="…", RFC 4180 quoted, for a generated value: its leading zeros and every digit stay', () => {
    expect(csvRow([textCell('0123-4567-8901'), textCell('4761344136141390'), 'Not used'])).toBe('"=""0123-4567-8901""","=""4761344136141390""",Not used\r\n');
    expect(csvRow(['ABCD', textCell('ABCD')])).toBe('ABCD,"=""ABCD"""\r\n');
  });

  it('refuses anything but letters, digits and dashes, so nothing a user typed can take the form', () => {
    for (const value of ['', '=1+1', '1"+"2', 'a b', '12,34', 'ñ', '0123\n', '0123\r', '@A', '1+1', '"', "'0"])
      expect(() => textCell(value), JSON.stringify(value)).toThrow(/letters, digits and dashes/);
  });

  it('leaves strings to csvField: a string shaped like a text cell is neutralized as typed text', () => {
    expect(csvRow(['="0123"'])).toBe(`"'=""0123"""\r\n`);
  });

  it('is preceded by a byte-order mark at the start of the file', () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
