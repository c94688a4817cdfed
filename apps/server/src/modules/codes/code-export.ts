// Exporting a generation record's codes as a file (CSV, TXT, XLSX or PDF). The owner starts a
// `codes.export` task; the task reads the codes in pages (keyset on the code's id), opens each
// through the vault and streams it into a temporary file of the data directory's `exports` folder,
// so its memory stays flat whatever the number of codes. Progress counts pages. The finished file
// goes to the export store (that folder, or the bucket when one is configured: then every server
// on the database serves it) and is served to its owner only until EXPORT_TTL_HOURS after it was
// made (the task's result says when); a recurring sweep deletes expired files. Every export is
// recorded as a reveal (kind EXPORT, with the number of codes).
//
// The file is for the seller to open in a spreadsheet: headings and statuses in the language the
// export was asked in, the card's name on every row, activation times as the date and time on the
// seller's clock (the time zone the panel sent; the heading names it). In CSV the codes and card
// numbers are text cells (="0123…"), which keep their leading zeros and all sixteen digits, after a
// byte-order mark that tells Excel the file is UTF-8; in XLSX they are text cells and the time a
// date cell. A task made before the language and time zone were kept writes English and UTC.
import { randomUUID } from 'node:crypto';
import type fs from 'node:fs';
import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { ERROR_CODES } from '@panel/domain/errors';
import { displayCode, type CodeStatus } from '@panel/domain/codes';
import { DEFAULT_LOCALE, type Locale } from '@panel/domain/locale';
import { isTimeZone, type CodeExportFormat, type CodeExportResult } from '@panel/domain/contract/code-export';
import { codesSchemas as endpoints } from '@panel/domain/endpoints/codes.schemas';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { CSV_BOM, csvRow, textCell } from '../../platform/csv';
import { localFileStorage, type FileStorage } from '../../platform/file-storage';
import { exportsDir } from '../../platform/file-stores';
import { activationCodes, cards, codeRecords, codeReveals, tasks } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { sessionOf } from '../../http/auth-guard';
import { readClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { idempotent } from '../idempotency/idempotency.public';
import { serve } from '../../http/serve';
import { TaskClaimLost, type TaskRunner } from '../../tasks/task-runner';
import { createTask } from '../../tasks/tasks.service';
import type { CodeVault } from './code-vault';

export const EXPORT_KIND = 'codes.export';
export const EXPORT_SWEEP_KIND = 'codes.export-sweep';
/** Codes read, opened and written per page: one query and one progress item each. */
export const EXPORT_PAGE = 5000;
/** How often the sweep looks for expired files. */
const SWEEP_SECONDS = 60 * 60;

const denied = () => new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);

export const EXPORT_FILES: Record<CodeExportFormat, { ext: string; contentType: string }> = {
  CSV: { ext: 'csv', contentType: 'text/csv; charset=utf-8' },
  TXT: { ext: 'txt', contentType: 'text/plain; charset=utf-8' },
  XLSX: { ext: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  PDF: { ext: 'pdf', contentType: 'application/pdf' },
};

export { exportsDir };

/** The zone of a task made before exports kept the seller's, and of a request that names none. */
const DEFAULT_TIME_ZONE = 'UTC';

/** What the task is given; `locale` and `timeZone` are absent on a task made before they were kept. */
type ExportInput = { recordId: string; format: CodeExportFormat; locale?: Locale; timeZone?: string };

/** What an export is asked for: the record's task, the format, the seller's language and time zone (an IANA name Intl knows). */
export type ExportRequest = { taskId: string; format: CodeExportFormat; locale?: Locale; timeZone?: string };

/** POST /api/codes/records/{taskId}/export, in the caller's idempotent transaction: the export task. */
export async function startExport(tx: Tx, { taskId, format, locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE }: ExportRequest, { userId, now }: { userId: string; now: Date }) {
  const [record] = await tx
    .select({ id: codeRecords.id, state: tasks.state })
    .from(codeRecords)
    .innerJoin(tasks, eq(tasks.id, codeRecords.taskId))
    .where(and(eq(codeRecords.taskId, taskId), eq(codeRecords.ownerId, userId)));
  if (!record) throw denied();
  // A record still generating would export a part of its codes.
  if (record.state === 'PENDING' || record.state === 'RUNNING') throw new AppError(ERROR_CODES.TASK_ALREADY_PROCESSING);
  const input: ExportInput = { recordId: record.id, format, locale, timeZone };
  const task = await createTask(tx, { kind: EXPORT_KIND, ownerId: userId, input, singletonKey: `codes.export:${record.id}:${format}` }, { now });
  return { taskId: task.id };
}

// --- Writers --------------------------------------------------------------------------------------

type ExportColumn = 'card' | 'code' | 'status' | 'account' | 'cardNumber' | 'activatedAt';
/** The columns, in the order CSV and XLSX write them. */
const COLUMNS: readonly ExportColumn[] = ['card', 'code', 'status', 'account', 'cardNumber', 'activatedAt'];
type ExportTexts = { columns: Record<ExportColumn, string>; statuses: Record<CodeStatus, string> };

/** What a file says, in each language: the column headings and the codes' statuses. */
const EXPORT_TEXTS: Record<Locale, ExportTexts> = {
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
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
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
type Layout = { recordNo: string; cardName: string; texts: ExportTexts; timeZone: string; clock: ZoneClock };

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
    csvRow([layout.cardName, textCell(row.code), statusText(layout, row.status), row.account ?? '', textCell(row.cardNumber), row.activatedAt ? layout.clock.text(row.activatedAt) : '']),
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
        const line = sheet.addRow([layout.cardName, row.code, statusText(layout, row.status), row.account, row.cardNumber, row.activatedAt ? layout.clock.local(row.activatedAt) : null]);
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
  doc.font('Helvetica-Bold').fontSize(14).text(title, PDF_PAGE.margin, PDF_PAGE.margin, { width: doc.page.width - 2 * PDF_PAGE.margin });
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
        const values = [String(n), row.code, statusText(layout, row.status), row.account ?? '', row.cardNumber, row.activatedAt ? layout.clock.text(row.activatedAt) : ''];
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

function openWriter(format: CodeExportFormat, file: string, layout: Layout, pdfCompress: boolean): ExportWriter {
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

// --- The task -------------------------------------------------------------------------------------

export type CodeExportOptions = {
  vault: () => CodeVault;
  dataDir: string;
  ttlHours: number;
  /** Where finished files go; the `exports` folder of `dataDir` when not given. */
  storage?: FileStorage;
  /** Deflate the PDF's page streams (on, except to read a PDF's text in tests). */
  pdfCompress?: boolean;
};

/**
 * One page of a record's codes after the code id `after`, in id order: a range of the (record, id)
 * index, each code with the card number it keeps (no unit read: a lookup per code in a table of
 * millions of units was most of a large export's database time on the embedded database).
 */
const codesPage = (db: Db, recordId: string, after: number) =>
  db
    .select({
      id: activationCodes.id,
      sealed: activationCodes.sealed,
      status: activationCodes.status,
      account: activationCodes.account,
      activatedAt: activationCodes.activatedAt,
      cardNumber: activationCodes.cardNumber,
    })
    .from(activationCodes)
    .where(and(eq(activationCodes.recordId, recordId), gt(activationCodes.id, after)))
    .orderBy(asc(activationCodes.id))
    .limit(EXPORT_PAGE);

/** Registers the export task and the sweep of expired export files. */
export function registerCodeExport(runner: TaskRunner, { vault, dataDir, ttlHours, storage, pdfCompress = true }: CodeExportOptions) {
  const dir = exportsDir(dataDir);
  const store = storage ?? localFileStorage(dir);

  runner.registerTaskHandler<ExportInput>(EXPORT_KIND, async ({ db, input, task, now, signal, setTotal, reportItem }) => {
    const [record] = await db
      .select({ id: codeRecords.id, recordNo: codeRecords.recordNo, ownerId: codeRecords.ownerId, cardName: cards.name })
      .from(codeRecords)
      .innerJoin(cards, eq(cards.id, codeRecords.cardId))
      .where(eq(codeRecords.id, input.recordId));
    if (!record) throw new Error(`No generation record ${input.recordId}`);
    const [total] = await db.select({ n: count() }).from(activationCodes).where(eq(activationCodes.recordId, record.id));
    await setTotal(Math.ceil((total?.n ?? 0) / EXPORT_PAGE));

    const { ext, contentType } = EXPORT_FILES[input.format];
    await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
    const key = `${randomUUID()}.${ext}`;
    // Written under a temporary name: a run that stops leaves a `.part` the sweep removes.
    const part = path.join(dir, `${key}.part`);
    // A zone this server's Intl no longer knows (its time zone data changed since) falls back to UTC, which the heading names.
    const timeZone = input.timeZone !== undefined && isTimeZone(input.timeZone) ? input.timeZone : DEFAULT_TIME_ZONE;
    const layout: Layout = { recordNo: record.recordNo, cardName: record.cardName, texts: EXPORT_TEXTS[input.locale ?? DEFAULT_LOCALE], timeZone, clock: zoneClock(timeZone) };
    const writer = openWriter(input.format, part, layout, pdfCompress);
    const codeVault = vault();
    let written = 0;
    let size = 0;
    try {
      for (let after = 0, page = 0; ; page++) {
        // The runner is stopping: hand the task back (another run starts the file again).
        if (signal.aborted) throw new TaskClaimLost(task.id);
        const rows = await codesPage(db, record.id, after);
        if (rows.length === 0) break;
        await writer.write(rows.map((row) => ({ ...row, code: displayCode(codeVault.open(row.sealed)) })));
        written += rows.length;
        after = rows[rows.length - 1]!.id;
        await reportItem(`page:${page}`, { result: { codes: rows.length } });
      }
      await writer.end();
      size = (await fsp.stat(part)).size;
      // Into the store, which takes the temporary file away (a rename in the folder, an upload to the bucket).
      await store.putFile(key, part);
    } catch (error) {
      writer.destroy();
      await fsp.rm(part, { force: true });
      throw error;
    }
    const at = now();
    await db.insert(codeReveals).values({ userId: record.ownerId, recordId: record.id, kind: 'EXPORT', count: written, at });
    const result: CodeExportResult = {
      downloadId: task.id,
      fileName: `${record.recordNo}.${ext}`,
      contentType,
      size,
      count: written,
      expiresAt: new Date(at.getTime() + ttlHours * 3_600_000).toISOString(),
    };
    return { ...result, file: key };
  });

  runner.registerTaskHandler(EXPORT_SWEEP_KIND, async ({ db, now }) => sweepExports(db, { dir, storage: store }, now()), { everySeconds: SWEEP_SECONDS });
}

/**
 * Deletes the files of exports past their time from the store (marking their tasks `removed`), and
 * the `.part` files of runs that stopped in this server's folder, once older than a day. Answers
 * how many exports it marked removed: with sweeps of several servers at once, each export is
 * counted by one (a file deleted twice is no error), and a file whose delete failed stays unmarked
 * for the next sweep.
 */
export async function sweepExports(db: Db, { dir, storage }: { dir: string; storage: FileStorage }, now: Date) {
  const expired = await db
    .select({ id: tasks.id, file: sql<string>`${tasks.result}->>'file'` })
    .from(tasks)
    .where(and(eq(tasks.kind, EXPORT_KIND), eq(tasks.state, 'DONE'), sql`(${tasks.result}->>'removed') is null`, sql`(${tasks.result}->>'expiresAt')::timestamptz <= ${now.toISOString()}::timestamptz`));
  for (const { file } of expired) if (file) await storage.delete(path.basename(file));
  const marked =
    expired.length === 0
      ? []
      : await db
          .update(tasks)
          .set({ result: sql`${tasks.result} || '{"removed":true}'::jsonb` })
          .where(and(inArray(tasks.id, expired.map((row) => row.id)), sql`(${tasks.result}->>'removed') is null`))
          .returning({ id: tasks.id });
  let stale = 0;
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith('.part'))) {
    const stat = await fsp.stat(path.join(dir, name)).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > 86_400_000) {
      await fsp.rm(path.join(dir, name), { force: true });
      stale += 1;
    }
  }
  return { removed: marked.length, stale };
}

/** The export's file for its owner, while it has not expired; anything else is 150004. */
export async function findExportFile(db: Db, storage: FileStorage, id: string, { userId, now }: { userId: string; now: Date }) {
  const [task] = await db
    .select({ ownerId: tasks.ownerId, state: tasks.state, result: tasks.result })
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.kind, EXPORT_KIND)));
  if (!task || task.ownerId !== userId || task.state !== 'DONE') throw denied();
  const result = task.result as CodeExportResult & { file: string; removed?: boolean };
  if (result.removed || new Date(result.expiresAt).getTime() <= now.getTime()) throw denied();
  const file = await storage.open(path.basename(result.file));
  if (!file) throw denied();
  return { body: file.body, size: file.size, fileName: result.fileName, contentType: result.contentType };
}

// --- Routes ---------------------------------------------------------------------------------------

/** POST /api/codes/records/{taskId}/export and GET /api/codes/exports/{id} (the task: registerCodeExport). */
export function codeExportRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.startExport, async ({ params: { taskId }, body }, request) => {
    const { userId } = sessionOf(request);
    const { locale } = readClientInfo(request);
    return ok(await idempotent(ctx, request, { taskId, ...body }, (tx) => startExport(tx, { taskId, ...body, locale }, { userId, now: ctx.clock.now() })));
  });

  serve(app, endpoints.exportFile, async ({ params }, request, reply) => {
    const found = await findExportFile(ctx.db, ctx.exportStorage, params.id, { userId: sessionOf(request).userId, now: ctx.clock.now() });
    return reply
      .header('content-type', found.contentType)
      .header('content-length', found.size)
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(found.body);
  });
}
