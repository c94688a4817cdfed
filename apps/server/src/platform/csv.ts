// CSV as the server writes it (RFC 4180, CRLF), safe to open in a spreadsheet. Every CSV writer
// builds its lines with csvRow (or csvField), so what a user typed (an account, a device id) never
// runs as a formula in Excel or LibreOffice: a cell starting with =, +, -, @, a tab or a carriage
// return is written with a leading apostrophe and read back as that text.

/** What makes a spreadsheet take a cell for a formula (a tab or carriage return can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell's text, with a leading ' when a spreadsheet would take it for a formula. */
export const neutralizeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** One field: neutralized, then quoted (its quotes doubled) when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  const text = neutralizeCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record: the fields, comma-separated, ending in CRLF. */
export const csvRow = (values: readonly string[]) => `${values.map(csvField).join(',')}\r\n`;
