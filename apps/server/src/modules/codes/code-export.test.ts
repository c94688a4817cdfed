// Exporting a record's codes: each format's file holds every code (CSV parsed back, the workbook read
// back, the PDF's text), the file is its owner's only and only until it expires, the sweep deletes
// it, every export is recorded as a reveal, and a large record is read and written page by page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ERROR_CODES } from '@panel/domain/errors';
import { CodeExportResult } from '@panel/domain/contract/code-export';
import { CodeRecord, CodesResponse } from '@panel/domain/contract/codes';
import { createTestApp, type TestApp } from '../../../test/app';
import { activationCodes, codeReveals } from '../../db/schema';
import { findTaskItems } from '../../tasks/tasks.service';
import { createTestRunner } from '../../tasks/task-fixtures';
import { as, changeStock, createCard, createSeller, type Actor } from '../cards/catalogue.fixtures';
import { codeVault, loadCodesKey } from './code-vault';
import { csvField } from '../../platform/csv';
import { exportsDir, EXPORT_PAGE, registerCodeExport } from './code-export';
import { registerCodeGeneration } from './codes.service';
import { pdfText } from '../../../test/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ stockMaxUnitsPerStore: 100_000 });
});
afterAll(() => t.close());

/** A runner of the test's own with generation and export registered, on the app's key and data directory. */
function runner({ pdfCompress = true } = {}) {
  const tasks = createTestRunner(t.db, t.clock, `export-${randomUUID()}`);
  const vault = () => codeVault(loadCodesKey(t.config));
  registerCodeGeneration(tasks, vault);
  registerCodeExport(tasks, { vault, dataDir: t.config.dataDir, ttlHours: t.config.exportTtlHours, pdfCompress });
  return tasks;
}
const drain = async (tasks = runner()) => {
  while ((await tasks.runOnce()) !== undefined);
};

async function generate(seller: Actor, cardId: string, quantity: number) {
  const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId, quantity }, { 'idempotency-key': randomUUID() });
  expect(started.respCode, JSON.stringify(started)).toBe(200);
  await drain();
  return CodeRecord.parse((await as(t, seller, 'GET', `/api/codes/records/${started.data.taskId}`)).data);
}

const startExport = (seller: Actor, taskId: string, format: string) =>
  as(t, seller, 'POST', `/api/codes/records/${taskId}/export`, { format }, { 'idempotency-key': randomUUID() });

/** Exports the record in the format and runs the task; answers the task's result. */
async function exportCodes(seller: Actor, taskId: string, format: string, options?: { pdfCompress?: boolean }) {
  const started = await startExport(seller, taskId, format);
  expect(started.respCode, JSON.stringify(started)).toBe(200);
  await drain(runner(options));
  const task = (await as(t, seller, 'GET', `/api/task/${started.data.taskId}`)).data;
  expect(task.state, JSON.stringify(task)).toBe('DONE');
  return { ...CodeExportResult.parse(task.result), task };
}

const download = (actor: Actor | undefined, id: string) => t.app.inject({ method: 'GET', url: `/api/codes/exports/${id}`, headers: { ...actor?.headers } });

/** The record's codes as the codes list shows them, in id order. */
const listed = async (seller: Actor, taskId: string) => CodesResponse.parse((await as(t, seller, 'GET', `/api/codes/records/${taskId}/codes?pageSize=100`)).data).list;

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** A seller's account card with `quantity` codes, the second one activated; answers the record and its codes. */
async function recordWithCodes(quantity: number) {
  const seller = await createSeller(t, { stock: 0 });
  const card = await createCard(t, seller, { type: 'ACCOUNT_CARD', name: 'Gold, "30 days"' });
  expect((await changeStock(t, seller, card.id, quantity)).respCode).toBe(200);
  const record = await generate(seller, card.id, quantity);
  const codes = await listed(seller, record.taskId);
  await t.db.update(activationCodes).set({ status: 'ACTIVATED', activatedAt: t.clock.now() }).where(eq(activationCodes.id, Number(codes[1]!.id)));
  return { seller, record, codes: await listed(seller, record.taskId) };
}

/** Accounts a client could have typed, each a formula to a spreadsheet. */
const FORMULAS = ['=1+1', '+1+2', '-3+4', '@SUM(1,2)', '\t=1+1', '\r=1+1', '=HYPERLINK("http://example.com","a,b")'];

/** Gives the codes these accounts, in order (as a redemption would have written them). */
async function withAccounts(codes: { id: string }[], accounts: string[]) {
  for (const [index, account] of accounts.entries()) await t.db.update(activationCodes).set({ account }).where(eq(activationCodes.id, Number(codes[index]!.id)));
}

describe('exporting a record’s codes', () => {
  it('writes CSV with a header and every code, RFC 4180 quoted, and serves it to the owner as a download', async () => {
    const { seller, record, codes } = await recordWithCodes(7);
    const result = await exportCodes(seller, record.taskId, 'CSV');
    expect(result).toMatchObject({ count: 7, fileName: `${record.recordNo}.csv`, contentType: 'text/csv; charset=utf-8', downloadId: result.task.id });
    expect(result.task.progress).toEqual({ done: 1, failed: 0, total: 1 });
    const res = await download(seller, result.downloadId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${record.recordNo}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['code', 'status', 'account', 'card_number', 'activated_at']);
    expect(rows.slice(1)).toEqual(codes.map((code) => [code.code, code.status, code.account ?? '', code.cardNumber, code.activatedAt ?? '']));
    expect(rows[2]![4]).toBe(t.clock.now().toISOString());
    expect(Number(res.headers['content-length'])).toBe(result.size);
  });

  it('quotes a field with a comma, a quote or a line break, and leaves others as they are', () => {
    const fields = ['plain', 'a,b', 'say "hi"', 'two\r\nlines', ''];
    expect(fields.map(csvField)).toEqual(['plain', '"a,b"', '"say ""hi"""', '"two\r\nlines"', '']);
    expect(parseCsv(`${fields.map(csvField).join(',')}\r\n`)).toEqual([fields]);
  });

  it('writes no cell a spreadsheet would run as a formula: an account starting with = + - @ tab or CR is kept as text', async () => {
    const { seller, record, codes } = await recordWithCodes(FORMULAS.length);
    await withAccounts(codes, FORMULAS);
    const rows = parseCsv((await download(seller, (await exportCodes(seller, record.taskId, 'CSV')).downloadId)).body);
    for (const cell of rows.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    expect(rows.slice(1).map((row) => row[2])).toEqual(FORMULAS.map((account) => `'${account}`));
  });

  // LibreOffice, told to evaluate formulas when it opens a CSV, writes back each cell's value: a
  // formula cell would come back as its result (2, "a,b"), a text cell as its text.
  // LibreOffice Calc is a test dependency (README: apt-get install libreoffice-calc-nogui).
  it('opens in LibreOffice with every account as text, none evaluated', async () => {
    const { seller, record, codes } = await recordWithCodes(FORMULAS.length + 1);
    await withAccounts(codes, [...FORMULAS, '1234567890']);
    const body = (await download(seller, (await exportCodes(seller, record.taskId, 'CSV')).downloadId)).body;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-formulas-'));
    try {
      fs.writeFileSync(path.join(dir, 'in.csv'), body);
      execFileSync(
        'soffice',
        [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--infilter=CSV:44,34,76,1,,0,false,false,false,false,false,-1,true', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false', '--outdir', path.join(dir, 'out'), path.join(dir, 'in.csv')],
        { timeout: 60_000, stdio: 'ignore' },
      );
      // LibreOffice ends lines (and writes a line break in a cell) with LF alone.
      const lines = (text: string) => text.replace(/\r\n?/g, '\n');
      const read = parseCsv(fs.readFileSync(path.join(dir, 'out', 'in.csv'), 'utf8').replace(/\n/g, '\r\n'));
      expect(read.slice(1).map((row) => lines(row[2]!))).toEqual([...FORMULAS.map((account) => lines(`'${account}`)), '1234567890']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('writes TXT with one code per line', async () => {
    const { seller, record, codes } = await recordWithCodes(5);
    const result = await exportCodes(seller, record.taskId, 'TXT');
    const res = await download(seller, result.downloadId);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(codes.map((code) => `${code.code}\n`).join(''));
  });

  it('writes a workbook that exceljs reads back: a header row and a row per code', async () => {
    const { seller, record, codes } = await recordWithCodes(6);
    const result = await exportCodes(seller, record.taskId, 'XLSX');
    const res = await download(seller, result.downloadId);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${record.recordNo}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push([1, 2, 3, 4, 5].map((column) => row.getCell(column).value)));
    expect(rows).toEqual([
      ['code', 'status', 'account', 'card_number', 'activated_at'],
      ...codes.map((code) => [code.code, code.status, code.account, code.cardNumber, code.activatedAt]),
    ]);
  });

  it('writes a PDF titled with the record number and the card, listing every code (deflated or not)', async () => {
    const { seller, record, codes } = await recordWithCodes(4);
    for (const pdfCompress of [true, false]) {
      const result = await exportCodes(seller, record.taskId, 'PDF', { pdfCompress });
      const res = await download(seller, result.downloadId);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
      const text = pdfText(res.rawPayload);
      expect(text).toContain(`${record.recordNo} - Gold, "30 days"`);
      for (const code of codes) expect(text).toContain(code.code);
      expect(text).toContain(codes[0]!.cardNumber);
    }
  });

  it('records every export as a reveal of its codes (kind EXPORT, count)', async () => {
    const { seller, record } = await recordWithCodes(3);
    await exportCodes(seller, record.taskId, 'TXT');
    await exportCodes(seller, record.taskId, 'CSV');
    const reveals = await t.db.select().from(codeReveals).where(and(eq(codeReveals.userId, seller.user.id), eq(codeReveals.kind, 'EXPORT')));
    expect(reveals.map((row) => ({ kind: row.kind, count: row.count, recordId: row.recordId }))).toEqual([
      { kind: 'EXPORT', count: 3, recordId: record.id },
      { kind: 'EXPORT', count: 3, recordId: record.id },
    ]);
  });
});

describe('who may export and download', () => {
  it('refuses another user’s record and file, an unknown id, no session, and a bad format', async () => {
    const { seller, record } = await recordWithCodes(2);
    const other = await createSeller(t, { stock: 1 });
    expect((await startExport(other, record.taskId, 'CSV')).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await startExport(seller, randomUUID(), 'CSV')).respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await startExport(seller, record.taskId, 'DOCX')).respCode).toBe(ERROR_CODES.PARAM_ERROR);
    expect((await as(t, seller, 'POST', `/api/codes/records/${record.taskId}/export`, { format: 'CSV' })).respCode).toBe(ERROR_CODES.REQUIRED_FIELDS_MISSING);
    const result = await exportCodes(seller, record.taskId, 'CSV');
    expect((await download(other, result.downloadId)).json().respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await download(seller, randomUUID())).json().respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    // The generation task's id is no download.
    expect((await download(seller, record.taskId)).json().respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    expect((await download(undefined, result.downloadId)).statusCode).toBe(401);
    expect((await download(seller, result.downloadId)).statusCode).toBe(200);
  });

  it('refuses a record still generating, and a second export of the same format while one is queued (2000011)', async () => {
    const seller = await createSeller(t, { stock: 3 });
    const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId: seller.card!.id, quantity: 3 }, { 'idempotency-key': randomUUID() });
    expect((await startExport(seller, started.data.taskId, 'CSV')).respCode).toBe(ERROR_CODES.TASK_ALREADY_PROCESSING);
    await drain();
    expect((await startExport(seller, started.data.taskId, 'CSV')).respCode).toBe(200);
    expect((await startExport(seller, started.data.taskId, 'CSV')).respCode).toBe(ERROR_CODES.TASK_ALREADY_PROCESSING);
    expect((await startExport(seller, started.data.taskId, 'TXT')).respCode).toBe(200);
    await drain();
  });
});

describe('a run that fails', () => {
  it('leaves no file behind and records no reveal, and the task is tried again', async () => {
    const { seller, record } = await recordWithCodes(2);
    const started = await startExport(seller, record.taskId, 'XLSX');
    const broken = createTestRunner(t.db, t.clock, `export-broken-${randomUUID()}`);
    const vault = codeVault(loadCodesKey(t.config));
    registerCodeExport(broken, { vault: () => ({ ...vault, open: () => { throw new Error('unreadable code'); } }), dataDir: t.config.dataDir, ttlHours: 24 });
    const before = fs.existsSync(exportsDir(t.config.dataDir)) ? fs.readdirSync(exportsDir(t.config.dataDir)) : [];
    expect(await broken.runOnce()).toMatchObject({ taskId: started.data.taskId, outcome: 'RETRY' });
    expect(fs.readdirSync(exportsDir(t.config.dataDir))).toEqual(before);
    expect(await t.db.select().from(codeReveals).where(and(eq(codeReveals.recordId, record.id), eq(codeReveals.kind, 'EXPORT')))).toEqual([]);
    expect((await as(t, seller, 'GET', `/api/task/${started.data.taskId}`)).data.state).toBe('PENDING');
  });
});

describe('expiry', () => {
  it('serves the file until EXPORT_TTL_HOURS after it was made, then answers 150004 and the sweep deletes it', async () => {
    const { seller, record } = await recordWithCodes(2);
    const result = await exportCodes(seller, record.taskId, 'CSV');
    const file = path.join(exportsDir(t.config.dataDir), String(result.task.result.file));
    expect(new Date(result.expiresAt).getTime() - t.clock.now().getTime()).toBe(t.config.exportTtlHours * 3_600_000);
    expect(fs.existsSync(file)).toBe(true);
    t.clock.advance(t.config.exportTtlHours * 3_600_000 - 1000);
    expect((await download(seller, result.downloadId)).statusCode).toBe(200);
    await drain();
    expect(fs.existsSync(file)).toBe(true);
    t.clock.advance(1000);
    expect((await download(seller, result.downloadId)).json().respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
    // The sweep runs hourly: within the hour the file is gone.
    t.clock.advance(3_600_000);
    await drain();
    expect(fs.existsSync(file)).toBe(false);
    expect((await download(seller, result.downloadId)).json().respCode).toBe(ERROR_CODES.ORDER_ACCESS_DENIED);
  });
});

describe('a large record', () => {
  it(`reads and writes 20,000 codes in pages of ${EXPORT_PAGE}, each reported as progress`, async () => {
    const seller = await createSeller(t, { stock: 20_000 });
    const record = await generate(seller, seller.card!.id, 20_000);
    expect(record.made).toBe(20_000);
    const result = await exportCodes(seller, record.taskId, 'CSV');
    expect(result.task.progress).toEqual({ done: 4, failed: 0, total: 4 });
    expect((await findTaskItems(t.db, result.downloadId)).map((item) => [item.key, item.result])).toEqual([0, 1, 2, 3].map((page) => [`page:${page}`, { codes: EXPORT_PAGE }]));
    const rows = parseCsv((await download(seller, result.downloadId)).body).slice(1);
    expect(rows).toHaveLength(20_000);
    expect(new Set(rows.map((row) => row[0])).size).toBe(20_000);
  }, 240_000);
});
