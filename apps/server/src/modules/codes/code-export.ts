// Exporting a generation record's codes as a file (CSV, TXT, XLSX or PDF). The owner starts a
// `codes.export` task; the task reads the codes in pages (keyset on the code's id), opens each
// through the vault and streams it into a temporary file of the data directory's `exports` folder,
// so its memory stays flat whatever the number of codes. Progress counts pages. The finished file
// goes to the export store (that folder, or the bucket when one is configured: then every server
// on the database serves it) and is served to its owner only until EXPORT_TTL_HOURS after it was
// made (the task's result says when); a recurring sweep deletes expired files. Every export is
// recorded as a reveal (kind EXPORT, with the number of codes).
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
import { displayCode } from '@panel/domain/codes';
import { CodeExportParams, CodeExportResult, ExportCodesRequest, ExportCodesResponse, type CodeExportFormat } from '@panel/domain/contract/code-export';
import { CodeTaskParams } from '@panel/domain/contract/codes';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { csvRow } from '../../platform/csv';
import { localFileStorage, type FileStorage } from '../../platform/file-storage';
import { exportsDir } from '../../platform/file-stores';
import { activationCodes, cardUnits, cards, codeRecords, codeReveals, tasks } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { parse } from '../../http/validate';
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

type ExportInput = { recordId: string; format: CodeExportFormat };

/** POST /api/codes/records/{taskId}/export, in the caller's idempotent transaction: the export task. */
export async function startExport(tx: Tx, { taskId, format }: { taskId: string; format: CodeExportFormat }, { userId, now }: { userId: string; now: Date }) {
  const [record] = await tx
    .select({ id: codeRecords.id, state: tasks.state })
    .from(codeRecords)
    .innerJoin(tasks, eq(tasks.id, codeRecords.taskId))
    .where(and(eq(codeRecords.taskId, taskId), eq(codeRecords.ownerId, userId)));
  if (!record) throw denied();
  // A record still generating would export a part of its codes.
  if (record.state === 'PENDING' || record.state === 'RUNNING') throw new AppError(ERROR_CODES.TASK_ALREADY_PROCESSING);
  const input: ExportInput = { recordId: record.id, format };
  const task = await createTask(tx, { kind: EXPORT_KIND, ownerId: userId, input, singletonKey: `codes.export:${record.id}:${format}` }, { now });
  return { taskId: task.id };
}

// --- Writers --------------------------------------------------------------------------------------

type ExportRow = { code: string; status: string; account: string | null; cardNumber: string; activatedAt: Date | null };
type ExportWriter = { write(rows: ExportRow[]): Promise<void>; end(): Promise<void>; destroy(): void };
type Heading = { recordNo: string; cardName: string };

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

/** CSV through platform/csv.ts: the account (typed on the redeem page) cannot run as a formula. */
const csvWriter = (file: string) =>
  textWriter(file, csvRow(['code', 'status', 'account', 'card_number', 'activated_at']), (row) =>
    csvRow([row.code, row.status, row.account ?? '', row.cardNumber, row.activatedAt?.toISOString() ?? '']),
  );

const txtWriter = (file: string) => textWriter(file, undefined, (row) => `${row.code}\n`);

/** A workbook written row by row (exceljs's streaming writer: committed rows leave memory). */
function xlsxWriter(file: string, heading: Heading): ExportWriter {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  workbook.title = `${heading.recordNo} ${heading.cardName}`;
  const sheet = workbook.addWorksheet(heading.recordNo);
  sheet.addRow(['code', 'status', 'account', 'card_number', 'activated_at']).commit();
  return {
    async write(rows) {
      for (const row of rows) sheet.addRow([row.code, row.status, row.account, row.cardNumber, row.activatedAt?.toISOString() ?? null]).commit();
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

/** A4 portrait, one line a code: the number, the code, its status, account and card number. */
const PDF_PAGE = { margin: 40, line: 13, size: 9 };
const PDF_COLUMNS = [
  { label: '#', x: 0, width: 50 },
  { label: 'Code', x: 50, width: 170 },
  { label: 'Status', x: 220, width: 70 },
  { label: 'Account', x: 290, width: 90 },
  { label: 'Card number', x: 380, width: 135 },
];

/** A PDF written page by page (pdfkit ends and flushes each page when the next one starts). */
function pdfWriter(file: string, heading: Heading, compress: boolean): ExportWriter {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const title = `${heading.recordNo} - ${heading.cardName}`;
  const doc = new PDFDocument({ size: 'A4', margin: PDF_PAGE.margin, compress, info: { Title: title } });
  doc.pipe(out);
  const bottom = doc.page.height - PDF_PAGE.margin - PDF_PAGE.line;
  const cell = (text: string, column: (typeof PDF_COLUMNS)[number], y: number) =>
    doc.text(text, PDF_PAGE.margin + column.x, y, { width: column.width, lineBreak: false, height: PDF_PAGE.line });
  let y = 0;
  const headerRow = () => {
    doc.font('Helvetica-Bold').fontSize(PDF_PAGE.size);
    for (const column of PDF_COLUMNS) cell(column.label, column, y);
    y += PDF_PAGE.line;
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
        const values = [String(n), row.code, row.status, row.account ?? '', row.cardNumber];
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

function openWriter(format: CodeExportFormat, file: string, heading: Heading, pdfCompress: boolean): ExportWriter {
  switch (format) {
    case 'CSV':
      return csvWriter(file);
    case 'TXT':
      return txtWriter(file);
    case 'XLSX':
      return xlsxWriter(file, heading);
    case 'PDF':
      return pdfWriter(file, heading, pdfCompress);
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
 * index, each code's card number looked up by its unit's key. (A join left to the planner hashed
 * the whole unit table for every page on a database without statistics.)
 */
const codesPage = (db: Db, recordId: string, after: number) =>
  db
    .select({
      id: activationCodes.id,
      sealed: activationCodes.sealed,
      status: activationCodes.status,
      account: activationCodes.account,
      activatedAt: activationCodes.activatedAt,
      cardNumber: sql<string>`(select ${cardUnits.cardNumber} from ${cardUnits} where ${cardUnits.id} = ${activationCodes.unitId})`,
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
    const writer = openWriter(input.format, part, record, pdfCompress);
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

/** POST /api/codes/records/{taskId}/export and GET /api/codes/exports/{id}, with their tasks. */
export function codeExportRoutes(app: FastifyInstance, ctx: AppContext, vault: () => CodeVault) {
  registerCodeExport(ctx.tasks, { vault, dataDir: ctx.config.dataDir, ttlHours: ctx.config.exportTtlHours, storage: ctx.exportStorage });

  app.post('/api/codes/records/:taskId/export', { config: { response: ExportCodesResponse } }, async (request) => {
    const { taskId } = parse(CodeTaskParams, request.params);
    const input = parse(ExportCodesRequest, request.body);
    const { userId } = sessionOf(request);
    return ok(await idempotent(ctx, request, { taskId, ...input }, (tx) => startExport(tx, { taskId, format: input.format }, { userId, now: ctx.clock.now() })));
  });

  app.get('/api/codes/exports/:id', { config: { response: false } }, async (request, reply) => {
    const { id } = parse(CodeExportParams, request.params);
    const found = await findExportFile(ctx.db, ctx.exportStorage, id, { userId: sessionOf(request).userId, now: ctx.clock.now() });
    return reply
      .header('content-type', found.contentType)
      .header('content-length', found.size)
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(found.body);
  });
}
