// The file is for the seller to open in a spreadsheet: headings and statuses in the language the
// export was asked in, the card's name on every row, activation times as the date and time on the
// seller's clock (the time zone the panel sent; the heading names it). In CSV the codes and card
// numbers are text cells (="0123…"), which keep their leading zeros and all sixteen digits, after a
// byte-order mark that tells Excel the file is UTF-8; in XLSX they are text cells and the time a
// date cell. A task made before the language and time zone were kept writes English and UTC.
import type fs from 'node:fs';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { CodeStatus } from '@panel/domain/codes';
import type { Locale } from '@panel/domain/locale';
import type { CodeExportFormat } from '@panel/domain/contract/code-export';
import { CSV_BOM, csvRow, textCell } from '../../platform/csv';

type ExportColumn = 'card' | 'code' | 'status' | 'account' | 'cardNumber' | 'activatedAt';
/** The columns, in the order CSV and XLSX write them. */
const COLUMNS: readonly ExportColumn[] = ['card', 'code', 'status', 'account', 'cardNumber', 'activatedAt'];
type ExportTexts = { columns: Record<ExportColumn, string>; statuses: Record<CodeStatus, string> };

/** What a file says, in each language: the column headings and the codes' statuses. */
export const EXPORT_TEXTS: Record<Locale, ExportTexts> = {
  en: {
    columns: { card: 'Card', code: 'Code', status: 'Status', account: 'Account', cardNumber: 'Card number', activatedAt: 'Activated at' },
    statuses: { NORMAL: 'Not used', ACTIVATED: 'Activated', LOCKED: 'Locked' },
  },
  es: {
    columns: { card: 'Tarjeta', code: 'Código', status: 'Estado', account: 'Cuenta', cardNumber: 'Número de tarjeta', activatedAt: 'Activado el' },
    statuses: { NORMAL: 'Sin usar', ACTIVATED: 'Activado', LOCKED: 'Bloqueado' },
  },
  pt: {
    columns: { card: 'Cartão', code: 'Código', status: 'Status', account: 'Conta', cardNumber: 'Número do cartão', activatedAt: 'Ativado em' },
    statuses: { NORMAL: 'Não usado', ACTIVATED: 'Ativado', LOCKED: 'Bloqueado' },
  },
};

const HOUR = 3_600_000;

/**
 * The wall clock of a time zone: `local(at)` is the instant moved by the zone's offset then, so that
 * its UTC fields read the local date and time (what a spreadsheet's date cell holds). The offset is
 * asked of Intl once an hour of time (at the hour's first and last millisecond: equal, it holds for
 * the whole hour), and for the instant itself in an hour where it changes. Asking Intl for every row
 * cost more than writing the row.
 */
export function zoneClock(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsetAt = (ms: number) => {
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
    for (const { type, value } of format.formatToParts(ms)) part[type] = Number(value);
    const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
    return wall - Math.floor(ms / 1000) * 1000;
  };
  /** Each hour's offset, or null for an hour in which it changes; forgotten past a few thousand hours. */
  const hours = new Map<number, number | null>();
  const offset = (ms: number) => {
    const hour = Math.floor(ms / HOUR);
    let known = hours.get(hour);
    if (known === undefined) {
      if (hours.size >= 4096) hours.clear();
      const first = offsetAt(hour * HOUR);
      known = first === offsetAt(hour * HOUR + HOUR - 1) ? first : null;
      hours.set(hour, known);
    }
    return known ?? offsetAt(ms);
  };
  const two = (n: number) => String(n).padStart(2, '0');
  const local = (at: Date) => new Date(at.getTime() + offset(at.getTime()));
  return {
    local,
    /** The local date and time to the minute: '2026-11-28 07:05'. */
    text(at: Date) {
      const wall = local(at);
      return `${String(wall.getUTCFullYear()).padStart(4, '0')}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
    },
  };
}
type ZoneClock = ReturnType<typeof zoneClock>;

type ExportRow = { code: string; status: string; account: string | null; cardNumber: string; activatedAt: Date | null };
type ExportWriter = { write(rows: ExportRow[]): Promise<void>; end(): Promise<void>; destroy(): void };
/** What every row and heading of a file is written with: the record, the words and the clock of the export. */
export type Layout = { recordNo: string; cardName: string; texts: ExportTexts; timeZone: string; clock: ZoneClock };

/** The column headings, the time's naming its zone ('Activated at (America/Sao_Paulo)'). */
const headings = ({ texts, timeZone }: Layout, columns: readonly ExportColumn[] = COLUMNS) =>
  columns.map((column) => (column === 'activatedAt' ? `${texts.columns.activatedAt} (${timeZone})` : texts.columns[column]));

/** A status in the file's language (one the words do not know as it is stored). */
const statusText = ({ texts }: Layout, status: string) => texts.statuses[status as CodeStatus] ?? status;

/** Waits while the file stream has more than its buffer's worth queued. */
async function drained(out: fs.WriteStream) {
  if (out.writableNeedDrain) await once(out, 'drain');
}

function textWriter(file: string, header: string | undefined, line: (row: ExportRow) => string): ExportWriter {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  if (header !== undefined) out.write(header);
  return {
    async write(rows) {
      out.write(rows.map(line).join(''));
      await drained(out);
    },
    async end() {
      out.end();
      await finished(out);
    },
    destroy: () => out.destroy(),
  };
}

/**
 * CSV through platform/csv.ts: UTF-8 with a byte-order mark; the code and card number as text cells
 * (generated: letters, digits and dashes); the card's name and the account (typed by people) as
 * fields that cannot run as a formula.
 */
const csvWriter = (file: string, layout: Layout) =>
  textWriter(file, CSV_BOM + csvRow(headings(layout)), (row) =>
    csvRow([
      layout.cardName,
      textCell(row.code),
      statusText(layout, row.status),
      row.account ?? '',
      textCell(row.cardNumber),
      row.activatedAt ? layout.clock.text(row.activatedAt) : '',
    ]),
  );

const txtWriter = (file: string) => textWriter(file, undefined, (row) => `${row.code}\n`);

/** Cell styles, one object each: exceljs looks a style up once per object, not once per cell. */
const XLSX_STYLE = {
  heading: { font: { bold: true } },
  text: { numFmt: '@' },
  time: { numFmt: 'yyyy-mm-dd hh:mm' },
} satisfies Record<string, Partial<ExcelJS.Style>>;
/** Each column's width and style: text for what must stay text, a date and time for the activation. */
const XLSX_COLUMNS: Record<ExportColumn, { width: number; style: Partial<ExcelJS.Style> }> = {
  card: { width: 24, style: XLSX_STYLE.text },
  code: { width: 28, style: XLSX_STYLE.text },
  status: { width: 14, style: XLSX_STYLE.text },
  account: { width: 24, style: XLSX_STYLE.text },
  cardNumber: { width: 20, style: XLSX_STYLE.text },
  activatedAt: { width: 30, style: XLSX_STYLE.time },
};

/**
 * A workbook written row by row (exceljs's streaming writer: committed rows leave memory), its
 * heading row frozen; strings are text cells (also formatted as text, so an edit keeps them text),
 * the activation time a date cell holding the local date and time, shown to the minute.
 */
function xlsxWriter(file: string, layout: Layout): ExportWriter {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.title = `${layout.recordNo} ${layout.cardName}`;
  const sheet = workbook.addWorksheet(layout.recordNo, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ width: XLSX_COLUMNS[column].width }));
  const styles = COLUMNS.map((column) => XLSX_COLUMNS[column].style);
  const heading = sheet.addRow(headings(layout));
  heading.eachCell((cell) => (cell.style = XLSX_STYLE.heading));
  heading.commit();
  return {
    async write(rows) {
      for (const row of rows) {
        const line = sheet.addRow([
          layout.cardName,
          row.code,
          statusText(layout, row.status),
          row.account,
          row.cardNumber,
          row.activatedAt ? layout.clock.local(row.activatedAt) : null,
        ]);
        styles.forEach((style, index) => (line.getCell(index + 1).style = style));
        line.commit();
      }
      await drained(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
      await finished(out);
    },
    destroy: () => out.destroy(),
  };
}

/** A4 portrait, one line a code: the number, the code, its status, account, card number and activation time. */
const PDF_PAGE = { margin: 40, line: 13, size: 9 };
const PDF_COLUMNS: { column: ExportColumn | '#'; x: number; width: number }[] = [
  { column: '#', x: 0, width: 40 },
  { column: 'code', x: 40, width: 134 },
  { column: 'status', x: 174, width: 56 },
  { column: 'account', x: 230, width: 104 },
  { column: 'cardNumber', x: 334, width: 92 },
  { column: 'activatedAt', x: 426, width: 89 },
];

/** A PDF written page by page (pdfkit ends and flushes each page when the next one starts). */
function pdfWriter(file: string, layout: Layout, compress: boolean): ExportWriter {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const title = `${layout.recordNo} - ${layout.cardName}`;
  const doc = new PDFDocument({ size: 'A4', margin: PDF_PAGE.margin, compress, info: { Title: title } });
  doc.pipe(out);
  const bottom = doc.page.height - PDF_PAGE.margin - PDF_PAGE.line;
  const labels = PDF_COLUMNS.map(({ column }) => (column === '#' ? '#' : headings(layout, [column])[0]!));
  const cell = (text: string, column: (typeof PDF_COLUMNS)[number], y: number) =>
    doc.text(text, PDF_PAGE.margin + column.x, y, { width: column.width, lineBreak: false, height: PDF_PAGE.line });
  let y = 0;
  /** The headings, wrapped within their columns (the time's names its zone); the row is as tall as the tallest. */
  const headerRow = () => {
    doc.font('Helvetica-Bold').fontSize(PDF_PAGE.size);
    let height = PDF_PAGE.line;
    PDF_COLUMNS.forEach((column, index) => {
      const options = { width: column.width };
      height = Math.max(height, doc.heightOfString(labels[index]!, options));
      doc.text(labels[index]!, PDF_PAGE.margin + column.x, y, options);
    });
    y += height + 2;
    doc.font('Courier').fontSize(PDF_PAGE.size);
  };
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(title, PDF_PAGE.margin, PDF_PAGE.margin, { width: doc.page.width - 2 * PDF_PAGE.margin });
  y = doc.y + 8;
  headerRow();
  let n = 0;
  return {
    async write(rows) {
      for (const row of rows) {
        if (y > bottom) {
          doc.addPage();
          y = PDF_PAGE.margin;
          headerRow();
        }
        n += 1;
        const values = [
          String(n),
          row.code,
          statusText(layout, row.status),
          row.account ?? '',
          row.cardNumber,
          row.activatedAt ? layout.clock.text(row.activatedAt) : '',
        ];
        PDF_COLUMNS.forEach((column, index) => cell(values[index]!, column, y));
        y += PDF_PAGE.line;
      }
      // pdfkit pushes without waiting: let the file take what is queued before the next page.
      while (doc.readableLength > 0 || out.writableNeedDrain) await new Promise((resolve) => setTimeout(resolve, 1));
    },
    async end() {
      doc.end();
      await finished(out);
    },
    destroy: () => {
      doc.unpipe(out);
      out.destroy();
    },
  };
}

export function openWriter(format: CodeExportFormat, file: string, layout: Layout, pdfCompress: boolean): ExportWriter {
  switch (format) {
    case 'CSV':
      return csvWriter(file, layout);
    case 'TXT':
      return txtWriter(file);
    case 'XLSX':
      return xlsxWriter(file, layout);
    case 'PDF':
      return pdfWriter(file, layout, pdfCompress);
  }
}
