// Exporting a generation record's codes as a file (CSV, TXT, XLSX or PDF). The owner starts a
// `codes.export` task; the task reads the codes in pages (keyset on the code's id), opens each
// through the vault and streams it into a temporary file of the data directory's `exports` folder,
// so its memory stays flat whatever the number of codes. Progress counts pages. The finished file
// goes to the export store (that folder, or the bucket when one is configured: then every server
// on the database serves it) and is served to its owner only until EXPORT_TTL_HOURS after it was
// made (the task's result says when); a recurring sweep deletes expired files. Every export is
// recorded as a reveal (kind EXPORT, with the number of codes).
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { displayCode } from '@panel/domain/codes';
import { DEFAULT_LOCALE, type Locale } from '@panel/domain/locale';
import { isTimeZone, type CodeExportFormat, type CodeExportResult } from '@panel/domain/contract/code-export';
import type { Db } from '../../db/client';
import { localFileStorage, type FileStorage } from '../../platform/file-storage';
import { exportsDir } from '../../platform/file-stores';
import { activationCodes, cards, codeRecords, codeReveals, tasks } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { TaskClaimLost, type TaskRunner } from '../../tasks/task-runner';
import { createTask } from '../../tasks/tasks.service';
import type { CodeVault } from './code-vault';
import { EXPORT_TEXTS, zoneClock, type Layout, openWriter } from './code-export-writers';

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
export async function startExport(
  tx: Tx,
  { taskId, format, locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE }: ExportRequest,
  { userId, now }: { userId: string; now: Date },
) {
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
    const layout: Layout = {
      recordNo: record.recordNo,
      cardName: record.cardName,
      texts: EXPORT_TEXTS[input.locale ?? DEFAULT_LOCALE],
      timeZone,
      clock: zoneClock(timeZone),
    };
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
    .where(
      and(
        eq(tasks.kind, EXPORT_KIND),
        eq(tasks.state, 'DONE'),
        sql`(${tasks.result}->>'removed') is null`,
        sql`(${tasks.result}->>'expiresAt')::timestamptz <= ${now.toISOString()}::timestamptz`,
      ),
    );
  for (const { file } of expired) if (file) await storage.delete(path.basename(file));
  const marked =
    expired.length === 0
      ? []
      : await db
          .update(tasks)
          .set({ result: sql`${tasks.result} || '{"removed":true}'::jsonb` })
          .where(
            and(
              inArray(
                tasks.id,
                expired.map((row) => row.id),
              ),
              sql`(${tasks.result}->>'removed') is null`,
            ),
          )
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
