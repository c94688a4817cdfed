// Activation codes at volume, on a fresh database: PGlite in a temporary folder, or PostgreSQL with
// BENCH_DATABASE_URL. A seller mints BENCH_CODES units (1,000,000) and generates a code for each
// (the generation task's handler on a runner of the bench's own); every other code is then marked
// activated by an account (so the files carry statuses, accounts and times on the seller's clock)
// and the record is exported in Portuguese for São Paulo as CSV, TXT and XLSX, and BENCH_PDF_CODES
// of another record (100,000) as PDF, each through the export task. Prints each step's time and the
// process's peak resident memory (sampled every 50 ms) against what it was when the step started:
// an export streams, so its peak should not grow with the number of codes.
//
//   node --import tsx bench/codes.ts
//   BENCH_CODES=200000 BENCH_DATABASE_URL=postgres://... node --import tsx bench/codes.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { CodeExportFormat, CodeExportResult } from '@panel/domain/contract/code-export';
import { tasks } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { registerCodeExport, startExport } from '../apps/server/src/modules/codes/code-export';
import { codeVault, loadCodesKey } from '../apps/server/src/modules/codes/code-vault';
import { registerCodeGeneration, startGeneration } from '../apps/server/src/modules/codes/codes.service';
import { changeStock } from '../apps/server/src/modules/stock/stock.service';
import { systemClock } from '../apps/server/src/platform/clock';
import { createTaskRunner } from '../apps/server/src/tasks/task-runner';
import { openBenchShop } from './bench-shop';

const CODES = Number(process.env.BENCH_CODES ?? 1_000_000);
const PDF_CODES = Number(process.env.BENCH_PDF_CODES ?? Math.min(100_000, CODES));
/** Units minted per statement: well under the database's statement time-out on a busy machine. */
const MINT_BATCH = 50_000;
const MB = 1024 * 1024;

/** Runs `work`, sampling the resident memory every 50 ms; answers its time and the peak over the start. */
async function measured<T>(work: () => Promise<T>) {
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, seconds: (performance.now() - started) / 1000, startRss, peak };
  } finally {
    clearInterval(timer);
  }
}

const memory = ({ startRss, peak }: { startRss: number; peak: number }) => `peak RSS ${(peak / MB).toFixed(0)} MB (${((peak - startRss) / MB).toFixed(0)} MB over the start)`;

async function main() {
  const { db, database, seller, card, close } = await openBenchShop('codes');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-bench-codes-'));
  const vault = codeVault(loadCodesKey({ dataDir }));
  const runner = createTaskRunner({ db, clock: systemClock, workerId: 'bench-codes', heartbeatSeconds: 10, staleSeconds: 60, pollMs: 60_000, concurrency: 1 });
  registerCodeGeneration(runner, () => vault);
  registerCodeExport(runner, { vault: () => vault, dataDir, ttlHours: 24 });
  const limits = { maxUnitsPerStore: 100_000_000, changesPerMinute: 1_000_000 };
  const userId = seller.user.id;
  const runTask = async (taskId: string) => {
    while ((await runner.runOnce()) !== undefined);
    const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
    if (task?.state !== 'DONE') throw new Error(`task ${taskId} ended ${task?.state} (${task?.errorCode ?? task?.lastError})`);
    return task.result;
  };

  const mint = async (units: number) => {
    for (let left = units; left > 0; left -= MINT_BATCH) {
      await withTransaction(db, (tx) => changeStock(tx, { cardId: card.id, change: Math.min(MINT_BATCH, left) }, { userId, now: new Date(), limits }));
    }
  };
  const generate = async (quantity: number) => {
    const { taskId } = await withTransaction(db, (tx) => startGeneration(tx, { cardId: card.id, quantity, format: 'STANDARD' }, { userId, now: new Date() }));
    await runTask(taskId);
    return taskId;
  };
  const exportAs = async (recordTaskId: string, format: CodeExportFormat) => {
    const { taskId } = await withTransaction(db, (tx) => startExport(tx, { taskId: recordTaskId, format, locale: 'pt', timeZone: 'America/Sao_Paulo' }, { userId, now: new Date() }));
    return (await runTask(taskId)) as CodeExportResult;
  };

  console.log(`codes bench on ${database.kind}: ${CODES.toLocaleString('en')} codes (PDF: ${PDF_CODES.toLocaleString('en')})`);
  const minted = await measured(() => mint(CODES + (PDF_CODES < CODES ? PDF_CODES : 0)));
  console.log(`mint units:           ${minted.seconds.toFixed(1)} s`);
  const generated = await measured(() => generate(CODES));
  console.log(`generate ${CODES.toLocaleString('en')} codes: ${generated.seconds.toFixed(1)} s (${Math.round(CODES / generated.seconds).toLocaleString('en')} codes/s), ${memory(generated)}`);
  await db.execute(sql`update activation_codes set status = 'ACTIVATED', activated_at = now(), account = 'account-' || id where id % 2 = 0`);
  let pdfRecord = generated.value;
  if (PDF_CODES < CODES) {
    const small = await measured(() => generate(PDF_CODES));
    console.log(`generate ${PDF_CODES.toLocaleString('en')} codes: ${small.seconds.toFixed(1)} s`);
    pdfRecord = small.value;
  }

  for (const [format, record] of [['CSV', generated.value], ['TXT', generated.value], ['XLSX', generated.value], ['PDF', pdfRecord]] as const) {
    const run = await measured(() => exportAs(record, format));
    const { count, size } = run.value;
    console.log(
      `export ${format.padEnd(4)} ${count.toLocaleString('en')} codes: ${run.seconds.toFixed(1)} s (${Math.round(count / run.seconds).toLocaleString('en')} codes/s), ${(size / MB).toFixed(1)} MB file, ${memory(run)}`,
    );
  }
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
