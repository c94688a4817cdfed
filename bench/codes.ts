// Activation codes at volume, on a fresh database: PGlite in a temporary folder, or PostgreSQL with
// BENCH_DATABASE_URL (and both in one run with BENCH_PGLITE=true beside it). For each size in
// BENCH_CODES (a list: 100000,1000000; 1,000,000 by default) a seller mints the units and generates
// a code for each (the generation task's handler on a runner of the bench's own), BENCH_ROUNDS times
// (1), each round followed by the bare-SQL reference of the same work on the same database and pool:
// in batches of 10,000, one transaction each, the card locked, that many free units marked CODED, the
// same number of codes made, sealed and hashed by the same vault and inserted with
// INSERT ... SELECT FROM unnest, and the card's CODED movement. It prints the medians, the service's
// share of the reference (goal: 70 %), the largest size's time over the smallest's against their
// ratio (linear: at most 1.1 times it), and with both databases PGlite's times over PostgreSQL's
// (goals: generation 3, CSV export 2). BENCH_REFERENCE=false leaves the reference out.
//
// Then every other code of the largest record is marked activated by an account (so the files carry
// statuses, accounts and times on the seller's clock), on PGlite the embedded database's upkeep runs
// (db/upkeep.ts: it runs every 6 hours, as PostgreSQL's autovacuum runs by itself), and the record is
// exported in Portuguese for São Paulo
// in each of BENCH_EXPORTS (CSV,TXT,XLSX,PDF; PDF from another record of BENCH_PDF_CODES, 100,000),
// each through the export task, with its time and the process's peak resident memory (sampled every
// 50 ms) against what it was when the step started: an export streams, so its peak should not grow
// with the number of codes.
//
//   node --import tsx bench/codes.ts
//   BENCH_CODES=100000,1000000 BENCH_DATABASE_URL=postgres://... BENCH_PGLITE=true node --import tsx bench/codes.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { CodeExportFormat, CodeExportResult } from '@panel/domain/contract/code-export';
import { tasks } from '../apps/server/src/db/schema';
import { withTransaction } from '../apps/server/src/db/transaction';
import { vacuumTables } from '../apps/server/src/db/upkeep';
import { registerCodeExport, startExport } from '../apps/server/src/modules/codes/code-export';
import { codeVault, loadCodesKey } from '../apps/server/src/modules/codes/code-vault';
import { newCodes } from '../apps/server/src/platform/random-codes';
import { registerCodeGeneration, startGeneration } from '../apps/server/src/modules/codes/codes.service';
import { changeStock } from '../apps/server/src/modules/stock/stock.service';
import { systemClock } from '../apps/server/src/platform/clock';
import { createTaskRunner } from '../apps/server/src/tasks/task-runner';
import { median, openBenchShop } from './bench-shop';

const SIZES = (process.env.BENCH_CODES ?? '1000000').split(',').map(Number);
const LARGEST = Math.max(...SIZES);
const PDF_CODES = Number(process.env.BENCH_PDF_CODES ?? Math.min(100_000, LARGEST));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const EXPORTS = (process.env.BENCH_EXPORTS ?? 'CSV,TXT,XLSX,PDF').split(',').filter(Boolean) as CodeExportFormat[];
/** Units minted per statement: well under the database's statement time-out on a busy machine. */
const MINT_BATCH = 50_000;
/** The reference's codes per transaction. */
const REFERENCE_BATCH = 10_000;
const GOAL = 0.7;
/** BENCH_REFERENCE=false leaves the reference out (the service and the exports alone). */
const WITH_REFERENCE = process.env.BENCH_REFERENCE !== 'false';
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

const memory = ({ startRss, peak }: { startRss: number; peak: number }) =>
  `peak RSS ${(peak / MB).toFixed(0)} MB (${((peak - startRss) / MB).toFixed(0)} MB over the start)`;
const rate = (codes: number, seconds: number) => `${Math.round(codes / seconds).toLocaleString('en')} codes/s`;
const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
/** A PostgreSQL array literal of values that need no quoting (digits, hex, base64): one parameter, whatever the driver. */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** What one database measured: seconds of the service and the reference by size, and of each export. */
type Figures = { kind: string; service: Map<number, number>; reference: Map<number, number>; exports: Map<CodeExportFormat, number> };

/** The whole bench on one database: the one BENCH_DATABASE_URL names, or PGlite when it is unset. */
async function benchOn(target: 'postgres' | 'pglite'): Promise<Figures> {
  // openBenchShop reads BENCH_DATABASE_URL: hidden from it for the PGlite run.
  const url = process.env.BENCH_DATABASE_URL;
  if (target === 'pglite') delete process.env.BENCH_DATABASE_URL;
  const shop = await openBenchShop('codes').finally(() => {
    if (url !== undefined) process.env.BENCH_DATABASE_URL = url;
  });
  const { db, database, seller, card, close } = shop;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-bench-codes-'));
  const vault = codeVault(loadCodesKey({ dataDir }));
  const runner = createTaskRunner({ db, clock: systemClock, workerId: 'bench-codes', heartbeatSeconds: 10, staleSeconds: 60, pollMs: 60_000, concurrency: 1 });
  registerCodeGeneration(runner, () => vault);
  registerCodeExport(runner, { vault: () => vault, dataDir, ttlHours: 24 });
  const limits = { maxUnitsPerStore: 1_000_000_000, changesPerMinute: 1_000_000 };
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
  const start = (quantity: number) =>
    withTransaction(db, (tx) => startGeneration(tx, { cardId: card.id, quantity, format: 'STANDARD' }, { userId, now: new Date() }));
  const generate = async (quantity: number) => {
    const { taskId } = await start(quantity);
    const result = (await runTask(taskId)) as { codes: number };
    if (result.codes !== quantity) throw new Error(`generation made ${result.codes} codes of ${quantity}`);
    return taskId;
  };
  /** The bare-SQL reference: a record of its own (its task set aside, never run), filled in batches. */
  const reference = async (quantity: number) => {
    const { taskId, recordId } = await start(quantity);
    await db.update(tasks).set({ state: 'DONE' }).where(eq(tasks.id, taskId));
    // Each batch takes the free units after the last serial the previous one took (the service does
    // the same): a batch reads past none of the units coded before it.
    let after = 0;
    for (let done = 0; done < quantity; done += REFERENCE_BATCH) {
      const size = Math.min(REFERENCE_BATCH, quantity - done);
      const codes = newCodes('STANDARD', size);
      const lookups = codes.map((code) => vault.lookup(code));
      const sealed = codes.map((code) => vault.seal(code));
      await withTransaction(db, async (tx) => {
        await tx.execute(sql`select id from cards where id = ${card.id} for no key update`);
        const units = rowsOf<{ id: string; serial: string; card_number: string }>(
          await tx.execute(sql`update card_units set state = 'CODED' where id in (
            select id from card_units where card_id = ${card.id} and owner_id = ${userId} and state = 'FREE' and status = 'NORMAL' and serial > ${after}
            order by serial limit ${size} for update) returning id::text, serial::text, card_number`),
        );
        if (units.length < size) throw new Error(`the reference found ${units.length} free units of ${size}`);
        await tx.execute(sql`insert into activation_codes (record_id, owner_id, card_id, unit_id, card_number, lookup, sealed, created_at)
          select ${recordId}::uuid, ${userId}::uuid, ${card.id}::uuid, u.unit_id, u.card_number, u.lookup, u.sealed, now()
          from unnest(${arrayLiteral(units.map((unit) => unit.id))}::bigint[], ${arrayLiteral(units.map((unit) => unit.card_number))}::text[], ${arrayLiteral(lookups)}::text[], ${arrayLiteral(sealed)}::text[]) as u(unit_id, card_number, lookup, sealed)`);
        await tx.execute(
          sql`insert into card_movements (card_id, user_id, kind, quantity, operator_id, created_at) values (${card.id}, ${userId}, 'CODED', ${size}, ${userId}, now())`,
        );
        after = Math.max(...units.map((unit) => Number(unit.serial)));
      });
    }
  };
  const exportAs = async (recordTaskId: string, format: CodeExportFormat) => {
    const { taskId } = await withTransaction(db, (tx) =>
      startExport(tx, { taskId: recordTaskId, format, locale: 'pt', timeZone: 'America/Sao_Paulo' }, { userId, now: new Date() }),
    );
    return (await runTask(taskId)) as CodeExportResult;
  };

  const figures: Figures = { kind: database.kind, service: new Map(), reference: new Map(), exports: new Map() };
  const needsPdf = EXPORTS.includes('PDF') && PDF_CODES < LARGEST;
  const units = SIZES.reduce((sum, size) => sum + (WITH_REFERENCE ? 2 : 1) * ROUNDS * size, 0) + (needsPdf ? PDF_CODES : 0);
  console.log(
    `codes bench on ${database.kind}: ${SIZES.map((size) => size.toLocaleString('en')).join(' and ')} codes, ${ROUNDS} round(s) each${WITH_REFERENCE ? ' beside the reference' : ''}`,
  );
  const minted = await measured(() => mint(units));
  console.log(`mint ${units.toLocaleString('en')} units: ${minted.seconds.toFixed(1)} s`);

  let largestRecord = '';
  for (const size of SIZES) {
    const service: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const made = await measured(() => generate(size));
      service.push(made.seconds);
      if (size === LARGEST) largestRecord = made.value;
      console.log(`  generate ${size.toLocaleString('en')} codes: ${made.seconds.toFixed(1)} s (${rate(size, made.seconds)}), ${memory(made)}`);
      if (!WITH_REFERENCE) continue;
      const ref = await measured(() => reference(size));
      bare.push(ref.seconds);
      console.log(`  reference ${size.toLocaleString('en')} codes: ${ref.seconds.toFixed(1)} s (${rate(size, ref.seconds)})`);
    }
    const [s, r] = [median(service)!, median(bare)!];
    figures.service.set(size, s);
    figures.reference.set(size, r);
    if (WITH_REFERENCE)
      console.log(
        `generate ${size.toLocaleString('en')} codes (median of ${ROUNDS}): service ${rate(size, s)}, reference ${rate(size, r)}: ${((r / s) * 100).toFixed(0)} % of the reference (${verdict(r / s >= GOAL)} against ${GOAL * 100} %)`,
      );
  }
  if (SIZES.length > 1) {
    const smallest = Math.min(...SIZES);
    const [times, sizes] = [figures.service.get(LARGEST)! / figures.service.get(smallest)!, LARGEST / smallest];
    const refTimes = WITH_REFERENCE ? `; the reference ${(figures.reference.get(LARGEST)! / figures.reference.get(smallest)!).toFixed(1)}` : '';
    console.log(
      `linearity: ${LARGEST.toLocaleString('en')} codes took ${times.toFixed(1)} times ${smallest.toLocaleString('en')} (${verdict(times <= 1.1 * sizes)} against ${(1.1 * sizes).toFixed(0)}${refTimes})`,
    );
  }

  if (EXPORTS.length > 0) {
    // The largest record's codes only (the reference's stay as made), in statements of 100,000 codes:
    // under PostgreSQL's statement time-out on a busy machine.
    const [{ id: recordId, low, high }] = rowsOf<{ id: string; low: number; high: number }>(
      await db.execute(
        sql`select r.id, min(c.id)::int as low, max(c.id)::int as high from code_records r join activation_codes c on c.record_id = r.id where r.task_id = ${largestRecord} group by r.id`,
      ),
    );
    for (let from = low; from <= high; from += 100_000) {
      await db.execute(sql`update activation_codes set status = 'ACTIVATED', activated_at = now(), account = 'account-' || id
        where record_id = ${recordId} and id >= ${from} and id < ${from + 100_000} and id % 2 = 0`);
    }
    if (target === 'pglite') {
      // The embedded database's recurring upkeep (db/upkeep.ts, every 6 hours) would have run in the
      // time those activations took; PostgreSQL's autovacuum does the same by itself.
      const upkeep = await measured(() => vacuumTables(db));
      console.log(`embedded upkeep (vacuum and analyse ${upkeep.value.tables} tables): ${upkeep.seconds.toFixed(1)} s`);
    }
    let pdfRecord = largestRecord;
    if (needsPdf) {
      const small = await measured(() => generate(PDF_CODES));
      console.log(`generate ${PDF_CODES.toLocaleString('en')} codes for the PDF: ${small.seconds.toFixed(1)} s`);
      pdfRecord = small.value;
    }
    for (const format of EXPORTS) {
      const run = await measured(() => exportAs(format === 'PDF' ? pdfRecord : largestRecord, format));
      const { count, size } = run.value;
      figures.exports.set(format, run.seconds);
      console.log(
        `export ${format.padEnd(4)} ${count.toLocaleString('en')} codes: ${run.seconds.toFixed(1)} s (${rate(count, run.seconds)}), ${(size / MB).toFixed(1)} MB file, ${memory(run)}`,
      );
    }
  }
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return figures;
}

async function main() {
  const targets: ('postgres' | 'pglite')[] = process.env.BENCH_DATABASE_URL
    ? process.env.BENCH_PGLITE === 'true'
      ? ['postgres', 'pglite']
      : ['postgres']
    : ['pglite'];
  const results: Figures[] = [];
  for (const target of targets) results.push(await benchOn(target));
  const [pg, lite] = [results.find((r) => r.kind === 'postgres'), results.find((r) => r.kind === 'pglite')];
  if (pg && lite) {
    for (const size of SIZES) {
      const ratio = lite.service.get(size)! / pg.service.get(size)!;
      console.log(`PGlite / PostgreSQL, generate ${size.toLocaleString('en')}: ${ratio.toFixed(2)} (${verdict(ratio <= 3)} against 3)`);
    }
    for (const [format, seconds] of lite.exports) {
      const ratio = seconds / pg.exports.get(format)!;
      console.log(`PGlite / PostgreSQL, export ${format}: ${ratio.toFixed(2)}${format === 'CSV' ? ` (${verdict(ratio <= 2)} against 2)` : ''}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
