// CSV as the server writes it (RFC 4180, CRLF), safe to open in a spreadsheet. Every CSV writer
// builds its lines with csvRow (or csvField), so what a user typed (an account, a device id) never
// runs as a formula in Excel or LibreOffice: a cell starting with =, +, -, @, a tab or a carriage
// return is written with a leading apostrophe and read back as that text. A value the server made
// itself (an activation code, a card number), which a spreadsheet would otherwise read as a number
// and lose its leading zeros or its digits past the fifteenth, goes in as a text cell: the formula
// ="0123", which Excel and LibreOffice show as exactly that text. Only letters, digits and dashes
// may take that form, so nothing a user typed ever does.

/** What makes a spreadsheet take a cell for a formula (a tab or carriage return can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell's text, with a leading ' when a spreadsheet would take it for a formula. */
export const neutralizeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** One field: neutralized, then quoted (its quotes doubled) when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  const text = neutralizeCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A value the server generated (a code, a card number) that a spreadsheet must keep as text. */
export type CsvTextCell = { readonly text: string };

/** What a text cell may hold: letters, digits and dashes, nothing a formula could be built from. */
const GENERATED = /^[A-Za-z0-9-]+$/;

/** A generated value as a text cell; anything but letters, digits and dashes is refused (it throws). */
export function textCell(value: string): CsvTextCell {
  if (!GENERATED.test(value)) throw new Error(`A CSV text cell holds letters, digits and dashes only, not ${JSON.stringify(value.slice(0, 40))}`);
  return { text: value };
}

/** A text cell's field: the formula ="0123", quoted with its quotes doubled as RFC 4180 asks. */
const textField = (cell: CsvTextCell) => `"=""${cell.text}"""`;

/** One record: the fields, comma-separated, ending in CRLF; strings through csvField, text cells as ="…". */
export const csvRow = (values: readonly (string | CsvTextCell)[]) =>
  `${values.map((value) => (typeof value === 'string' ? csvField(value) : textField(value))).join(',')}\r\n`;

/** What a CSV starts with so that Excel reads it as UTF-8 (the accents of es and pt): the byte-order mark. */
export const CSV_BOM = '\uFEFF';
