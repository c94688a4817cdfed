// The one place CSV cells are written: RFC 4180 quoting, and no cell a spreadsheet runs as a formula.
import { describe, expect, it } from 'vitest';
import { csvField, csvRow, neutralizeCell } from './csv';

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
