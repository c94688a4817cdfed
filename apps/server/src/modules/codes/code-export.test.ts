// Exporting a record's codes: each format's file holds every code (CSV parsed back, the workbook read
// back, the PDF's text) in the seller's language and time zone, the file is its owner's only and only
// until it expires, the sweep deletes it, every export is recorded as a reveal, and a large record is
// read and written page by page. LibreOffice opens the CSV and the workbook as a seller's spreadsheet
// would: every code and card number comes back whole, and no account runs as a formula.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ERROR_CODES } from '@panel/domain/errors';
import { displayCode } from '@panel/domain/codes';
import { CodeExportResult, ExportCodesRequest } from '@panel/domain/contract/code-export';
import { CodeRecord, CodesResponse } from '@panel/domain/contract/codes';
import { createTestApp, type TestApp } from '../../../test/app';
import { activationCodes, cardUnits, codeReveals } from '../../db/schema';
import { createTask, findTaskItems } from '../../tasks/tasks.service';
import { createTestRunner } from '../../../test/fixtures/tasks.fixtures';
import { as, changeStock, createCard, createSeller, type Actor } from '../../../test/fixtures/catalogue.fixtures';
import { codeVault, loadCodesKey } from './code-vault';
import { csvField } from '../../platform/csv';
import { EXPORT_KIND, exportsDir, EXPORT_PAGE, registerCodeExport } from './code-export';
import { zoneClock } from './code-export-writers';
import { registerCodeGeneration } from './codes.service';
import { pdfText } from '../../../test/pdf-text';
import { openInCalc } from '../../../test/libreoffice';

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

async function generate(seller: Actor, cardId: string, quantity: number, format = 'STANDARD') {
  const started = await as(t, seller, 'POST', '/api/codes/generate', { cardId, quantity, format }, { 'idempotency-key': randomUUID() });
  expect(started.respCode, JSON.stringify(started)).toBe(200);
  await drain();
  return CodeRecord.parse((await as(t, seller, 'GET', `/api/codes/records/${started.data.taskId}`)).data);
}

/** The seller's language (the language header) and time zone (the request's timeZone), when given. */
type Asked = { language?: string; timeZone?: unknown };

const startExport = (seller: Actor, taskId: string, format: string, { language, timeZone }: Asked = {}) =>
  as(
    t,
    seller,
    'POST',
    `/api/codes/records/${taskId}/export`,
    { format, ...(timeZone === undefined ? {} : { timeZone }) },
    { 'idempotency-key': randomUUID(), ...(language ? { language } : {}) },
  );

/** Exports the record in the format and runs the task; answers the task's result. */
async function exportCodes(seller: Actor, taskId: string, format: string, options: { pdfCompress?: boolean } & Asked = {}) {
  const started = await startExport(seller, taskId, format, options);
  expect(started.respCode, JSON.stringify(started)).toBe(200);
  await drain(runner(options));
  const task = (await as(t, seller, 'GET', `/api/task/${started.data.taskId}`)).data;
  expect(task.state, JSON.stringify(task)).toBe('DONE');
  return { ...CodeExportResult.parse(task.result), task };
}

const download = (actor: Actor | undefined, id: string) => t.app.inject({ method: 'GET', url: `/api/codes/exports/${id}`, headers: { ...actor?.headers } });

/** The record's codes as the codes list shows them, in id order. */
const listed = async (seller: Actor, taskId: string) =>
  CodesResponse.parse((await as(t, seller, 'GET', `/api/codes/records/${taskId}/codes?pageSize=100`)).data).list;

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

/** The words the brief of every file gives, per language. */
const WORDS = {
  en: {
    headings: ['Card', 'Code', 'Status', 'Account', 'Card number', 'Activated at'],
    statuses: { NORMAL: 'Not used', ACTIVATED: 'Activated', LOCKED: 'Locked' },
  },
  es: {
    headings: ['Tarjeta', 'Código', 'Estado', 'Cuenta', 'Número de tarjeta', 'Activado el'],
    statuses: { NORMAL: 'Sin usar', ACTIVATED: 'Activado', LOCKED: 'Bloqueado' },
  },
  pt: {
    headings: ['Cartão', 'Código', 'Status', 'Conta', 'Número do cartão', 'Ativado em'],
    statuses: { NORMAL: 'Não usado', ACTIVATED: 'Ativado', LOCKED: 'Bloqueado' },
  },
} as const;
type Language = keyof typeof WORDS;
/** A file's headings in the language, the time's naming the zone. */
const headingsIn = (language: Language, zone: string) => WORDS[language].headings.map((heading, index) => (index === 5 ? `${heading} (${zone})` : heading));
/** Minutes of an ISO time, as the files write it in UTC: '2026-11-28 10:05'. */
const utcMinutes = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
/** A code or card number as a CSV text cell reads: ="0123". */
const asText = (value: string) => `="${value}"`;

/** A seller's account card with `quantity` codes, the second one activated; answers the record and its codes. */
async function recordWithCodes(quantity: number, { cardName = 'Gold, "30 days"' } = {}) {
  const seller = await createSeller(t, { stock: 0 });
  const card = await createCard(t, seller, { type: 'ACCOUNT_CARD', name: cardName });
  expect((await changeStock(t, seller, card.id, quantity)).respCode).toBe(200);
  const record = await generate(seller, card.id, quantity);
  const codes = await listed(seller, record.taskId);
  await t.db
    .update(activationCodes)
    .set({ status: 'ACTIVATED', activatedAt: t.clock.now() })
    .where(eq(activationCodes.id, Number(codes[1]!.id)));
  return { seller, record, codes: await listed(seller, record.taskId) };
}

/** Accounts a client could have typed, each a formula to a spreadsheet. */
const FORMULAS = ['=1+1', '+1+2', '-3+4', '@SUM(1,2)', '\t=1+1', '\r=1+1', '=HYPERLINK("http://example.com","a,b")'];

/** Gives the codes these accounts, in order (as a redemption would have written them). */
async function withAccounts(codes: { id: string }[], accounts: string[]) {
  for (const [index, account] of accounts.entries())
    await t.db
      .update(activationCodes)
      .set({ account })
      .where(eq(activationCodes.id, Number(codes[index]!.id)));
}

describe('exporting a record’s codes', () => {
  it('writes CSV after a byte-order mark: headings, then every code with its card, RFC 4180 quoted, in English and UTC without a language or zone; served to the owner as a download', async () => {
    const { seller, record, codes } = await recordWithCodes(7);
    const result = await exportCodes(seller, record.taskId, 'CSV');
    expect(result).toMatchObject({ count: 7, fileName: `${record.recordNo}.csv`, contentType: 'text/csv; charset=utf-8', downloadId: result.task.id });
    expect(result.task.progress).toEqual({ done: 1, failed: 0, total: 1 });
    const res = await download(seller, result.downloadId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${record.recordNo}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(headingsIn('en', 'UTC'));
    expect(rows.slice(1)).toEqual(
      codes.map((code) => [
        'Gold, "30 days"',
        asText(code.code),
        WORDS.en.statuses[code.status],
        code.account ?? '',
        asText(code.cardNumber),
        code.activatedAt ? utcMinutes(code.activatedAt) : '',
      ]),
    );
    expect(rows[2]![5]).toBe(utcMinutes(t.clock.now().toISOString()));
    expect(Number(res.headers['content-length'])).toBe(result.size);
  });

  it('quotes a field with a comma, a quote or a line break, and leaves others as they are', () => {
    const fields = ['plain', 'a,b', 'say "hi"', 'two\r\nlines', ''];
    expect(fields.map(csvField)).toEqual(['plain', '"a,b"', '"say ""hi"""', '"two\r\nlines"', '']);
    expect(parseCsv(`${fields.map(csvField).join(',')}\r\n`)).toEqual([fields]);
  });

  it('writes no cell a spreadsheet would run as a formula but the text cells of codes and card numbers: a card name or account starting with = + - @ tab or CR is kept as text', async () => {
    const { seller, record, codes } = await recordWithCodes(FORMULAS.length, { cardName: '=HYPERLINK("http://example.com","Gold")' });
    await withAccounts(codes, FORMULAS);
    const rows = parseCsv((await download(seller, (await exportCodes(seller, record.taskId, 'CSV')).downloadId)).body.replace(/^\uFEFF/, ''));
    // Only the generated columns (code, card number) hold the ="…" form, and only letters, digits and dashes in it.
    for (const row of rows.slice(1)) {
      for (const [index, cell] of row.entries()) {
        if (index === 1 || index === 4) expect(cell).toMatch(/^="[A-Z0-9-]+"$/);
        else expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
    expect(rows.slice(1).map((row) => [row[1], row[4]])).toEqual(codes.map((code) => [asText(code.code), asText(code.cardNumber)]));
    expect(rows.slice(1).map((row) => row[0])).toEqual(codes.map(() => `'=HYPERLINK("http://example.com","Gold")`));
    expect(rows.slice(1).map((row) => row[3])).toEqual(FORMULAS.map((account) => `'${account}`));
  });

  // LibreOffice, told to evaluate formulas when it opens a CSV, writes back each cell's value: a
  // formula cell would come back as its result (2, "a,b"), a text cell as its text.
  it('opens in LibreOffice with every account and the card name as text, none evaluated', async () => {
    const { seller, record, codes } = await recordWithCodes(FORMULAS.length + 1, { cardName: '=1+1' });
    await withAccounts(codes, [...FORMULAS, '1234567890']);
    const body = (await download(seller, (await exportCodes(seller, record.taskId, 'CSV')).downloadId)).rawPayload;
    const read = parseCsv(openInCalc({ 'in.csv': body })['in.csv']!);
    // LibreOffice writes a line break in a cell with LF alone.
    const lines = (text: string) => text.replace(/\r\n?/g, '\n');
    expect(read.slice(1).map((row) => lines(row[3]!))).toEqual([...FORMULAS.map((account) => lines(`'${account}`)), '1234567890']);
    expect(new Set(read.slice(1).map((row) => row[0]))).toEqual(new Set(["'=1+1"]));
  }, 150_000);

  it('writes TXT with one code per line', async () => {
    const { seller, record, codes } = await recordWithCodes(5);
    const result = await exportCodes(seller, record.taskId, 'TXT');
    const res = await download(seller, result.downloadId);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(codes.map((code) => `${code.code}\n`).join(''));
  });

  it('writes a workbook that exceljs reads back: a heading row and a row per code, codes and card numbers as text cells, the activation a date cell on the seller’s clock', async () => {
    const { seller, record, codes } = await recordWithCodes(6);
    const result = await exportCodes(seller, record.taskId, 'XLSX', { language: 'pt', timeZone: 'America/Sao_Paulo' });
    const res = await download(seller, result.downloadId);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${record.recordNo}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row) => rows.push(row));
    const values = (row: ExcelJS.Row) => [1, 2, 3, 4, 5, 6].map((column) => row.getCell(column).value);
    // São Paulo keeps UTC-3 all year: the date cell holds the local date and time.
    const local = (iso: string) => new Date(new Date(iso).getTime() - 3 * 3_600_000);
    expect(rows.map(values)).toEqual([
      headingsIn('pt', 'America/Sao_Paulo'),
      ...codes.map((code) => [
        'Gold, "30 days"',
        code.code,
        WORDS.pt.statuses[code.status],
        code.account,
        code.cardNumber,
        code.activatedAt ? local(code.activatedAt) : null,
      ]),
    ]);
    for (const row of rows.slice(1)) {
      for (const column of [2, 5]) expect([row.getCell(column).type, row.getCell(column).numFmt]).toEqual([ExcelJS.ValueType.String, '@']);
      expect(row.getCell(6).numFmt).toBe('yyyy-mm-dd hh:mm');
    }
    expect(rows[2]!.getCell(6).type).toBe(ExcelJS.ValueType.Date);
  });

  it('writes a PDF titled with the record number and the card, listing every code with its status and activation time in the seller’s words and zone (deflated or not)', async () => {
    const { seller, record, codes } = await recordWithCodes(4);
    await t.db
      .update(activationCodes)
      .set({ activatedAt: new Date('2026-11-28T10:05:30Z') })
      .where(eq(activationCodes.id, Number(codes[1]!.id)));
    for (const pdfCompress of [true, false]) {
      const result = await exportCodes(seller, record.taskId, 'PDF', { pdfCompress, language: 'es', timeZone: 'America/Sao_Paulo' });
      const res = await download(seller, result.downloadId);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
      const text = pdfText(res.rawPayload);
      expect(text).toContain(`${record.recordNo} - Gold, "30 days"`);
      for (const code of codes) expect(text).toContain(code.code);
      expect(text).toContain(codes[0]!.cardNumber);
      // The time's heading wraps within its column.
      for (const heading of ['Código', 'Estado', 'Cuenta', 'Número de tarjeta', 'Activado el (America/Sao_Paulo)'])
        expect(text.replace(/\n/g, '')).toContain(heading);
      expect(text).toContain('2026-11-28 07:05');
      expect(text.split('\n').filter((line) => line === 'Sin usar')).toHaveLength(3);
      expect(text.split('\n').filter((line) => line === 'Activado')).toHaveLength(1);
    }
  });

  it('records every export as a reveal of its codes (kind EXPORT, count)', async () => {
    const { seller, record } = await recordWithCodes(3);
    await exportCodes(seller, record.taskId, 'TXT');
    await exportCodes(seller, record.taskId, 'CSV');
    const reveals = await t.db
      .select()
      .from(codeReveals)
      .where(and(eq(codeReveals.userId, seller.user.id), eq(codeReveals.kind, 'EXPORT')));
    expect(reveals.map((row) => ({ kind: row.kind, count: row.count, recordId: row.recordId }))).toEqual([
      { kind: 'EXPORT', count: 3, recordId: record.id },
      { kind: 'EXPORT', count: 3, recordId: record.id },
    ]);
  });
});

describe('opened in a spreadsheet (LibreOffice)', () => {
  /** The record's codes as the database holds them (opened by the vault, as shown) with their card numbers, in id order. */
  async function stored(recordId: string) {
    const vault = codeVault(loadCodesKey(t.config));
    const rows = await t.db
      .select({
        sealed: activationCodes.sealed,
        status: activationCodes.status,
        account: activationCodes.account,
        activatedAt: activationCodes.activatedAt,
        cardNumber: cardUnits.cardNumber,
      })
      .from(activationCodes)
      .innerJoin(cardUnits, eq(cardUnits.id, activationCodes.unitId))
      .where(eq(activationCodes.recordId, recordId))
      .orderBy(asc(activationCodes.id));
    return rows.map((row) => ({ ...row, status: row.status as keyof (typeof WORDS)['en']['statuses'], code: displayCode(vault.open(row.sealed)) }));
  }

  /** Gives the record's first codes these stored values (as codes made before would be), sealed by the vault. */
  async function setCodes(recordId: string, values: string[]) {
    const vault = codeVault(loadCodesKey(t.config));
    const rows = await t.db
      .select({ id: activationCodes.id })
      .from(activationCodes)
      .where(eq(activationCodes.recordId, recordId))
      .orderBy(asc(activationCodes.id))
      .limit(values.length);
    for (const [index, value] of values.entries())
      await t.db
        .update(activationCodes)
        .set({ sealed: vault.seal(value), lookup: vault.lookup(value) })
        .where(eq(activationCodes.id, rows[index]!.id));
  }

  it('keeps every code and card number whole (leading zeros, all sixteen digits) and shows the seller’s words, card and clock: CSV and XLSX, in English and in Spanish', async () => {
    const seller = await createSeller(t, { stock: 0 });
    const cardName = 'Tarjeta Oro, 30 días';
    const card = await createCard(t, seller, { type: 'ACCOUNT_CARD', name: cardName });
    expect((await changeStock(t, seller, card.id, 24)).respCode).toBe(200);
    const records = { digits: await generate(seller, card.id, 12, 'DIGITS'), standard: await generate(seller, card.id, 12, 'STANDARD') };
    // Whatever the generator drew, two DIGITS codes start with zeros.
    await setCodes(records.digits.id, ['000000004711', '012345678901']);
    // A card number that starts with zeros, as a card's code may: read as a number, it would lose them.
    const [unit] = await t.db
      .select({ id: activationCodes.unitId })
      .from(activationCodes)
      .where(eq(activationCodes.recordId, records.standard.id))
      .orderBy(asc(activationCodes.id))
      .limit(1);
    // (Set on the unit and on the code that keeps it, as if the unit had been minted with it.)
    const leadingZeros = `00${randomUUID().replace(/\D/g, '').padEnd(14, '7').slice(0, 14)}`;
    await t.db.update(cardUnits).set({ cardNumber: leadingZeros }).where(eq(cardUnits.id, unit!.id));
    await t.db.update(activationCodes).set({ cardNumber: leadingZeros }).where(eq(activationCodes.unitId, unit!.id));
    // In each record the third code was activated at 10:05:30 UTC (07:05 in São Paulo) for an account, the fourth is locked.
    for (const record of Object.values(records)) {
      const rows = await t.db
        .select({ id: activationCodes.id })
        .from(activationCodes)
        .where(eq(activationCodes.recordId, record.id))
        .orderBy(asc(activationCodes.id));
      await t.db
        .update(activationCodes)
        .set({ status: 'ACTIVATED', account: 'ana@example.com', activatedAt: new Date('2026-11-28T10:05:30Z') })
        .where(eq(activationCodes.id, rows[2]!.id));
      await t.db.update(activationCodes).set({ status: 'LOCKED' }).where(eq(activationCodes.id, rows[3]!.id));
    }
    const askedFor = {
      en: { zone: 'UTC', time: '2026-11-28 10:05', asked: {} },
      es: { zone: 'America/Sao_Paulo', time: '2026-11-28 07:05', asked: { language: 'es', timeZone: 'America/Sao_Paulo' } },
    };
    const files: Record<'CSV' | 'XLSX', Record<string, Buffer>> = { CSV: {}, XLSX: {} };
    for (const [kind, record] of Object.entries(records)) {
      for (const [language, { asked }] of Object.entries(askedFor)) {
        for (const format of ['CSV', 'XLSX'] as const) {
          const result = await exportCodes(seller, record.taskId, format, asked);
          files[format][`${kind}-${language}.${format.toLowerCase()}`] = (await download(seller, result.downloadId)).rawPayload;
        }
      }
    }
    const opened = { ...openInCalc(files.CSV), ...openInCalc(files.XLSX) };
    expect(Object.keys(opened)).toHaveLength(8);

    for (const [kind, record] of Object.entries(records)) {
      const codes = await stored(record.id);
      expect(codes.map((code) => code.cardNumber)).toEqual(codes.map(() => expect.stringMatching(/^\d{16}$/)));
      if (kind === 'digits') expect(codes.slice(0, 2).map((code) => code.code)).toEqual(['0000-0000-4711', '0123-4567-8901']);
      else expect(codes[0]!.cardNumber).toMatch(/^00\d{14}$/);
      for (const [language, { zone, time }] of Object.entries(askedFor) as [Language, (typeof askedFor)['en']][]) {
        const expected = [
          headingsIn(language, zone),
          ...codes.map((code) => [
            cardName,
            code.code,
            WORDS[language].statuses[code.status],
            code.account ?? '',
            code.cardNumber,
            code.activatedAt ? time : '',
          ]),
        ];
        for (const ext of ['csv', 'xlsx']) expect(parseCsv(opened[`${kind}-${language}.${ext}`]!), `${kind}-${language}.${ext}`).toEqual(expected);
      }
    }
  }, 300_000);
});

describe('the seller’s language and time zone', () => {
  it('takes the time zone by its IANA name, kept as given, and refuses any other (4001 at timeZone)', async () => {
    const { seller, record } = await recordWithCodes(2);
    for (const timeZone of ['Mars/Olympus', '+03:00', 'GMT+3:00', '', 'America/Sao_Paulo/', 'a'.repeat(65), 42]) {
      const res = await startExport(seller, record.taskId, 'CSV', { timeZone });
      expect([res.respCode, res.data?.field], JSON.stringify(timeZone)).toEqual([ERROR_CODES.PARAM_ERROR, 'timeZone']);
    }
    expect(ExportCodesRequest.parse({ format: 'CSV', timeZone: 'Asia/Kolkata' }).timeZone).toBe('Asia/Kolkata');
    expect(ExportCodesRequest.parse({ format: 'CSV' }).timeZone).toBeUndefined();
    const result = await exportCodes(seller, record.taskId, 'CSV', { language: 'pt', timeZone: 'Asia/Kathmandu' });
    expect(result.task.result).toMatchObject({ count: 2 });
    const rows = parseCsv((await download(seller, result.downloadId)).body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(headingsIn('pt', 'Asia/Kathmandu'));
    expect(rows[1]![2]).toBe(WORDS.pt.statuses.NORMAL);
  });

  it('writes English and UTC for an export task made before the language and zone were kept', async () => {
    const { seller, record, codes } = await recordWithCodes(2);
    const task = await createTask(t.db, { kind: EXPORT_KIND, ownerId: seller.user.id, input: { recordId: record.id, format: 'CSV' } }, { now: t.clock.now() });
    await drain();
    const rows = parseCsv((await download(seller, task.id)).body.replace(/^\uFEFF/, ''));
    expect(rows).toEqual([
      headingsIn('en', 'UTC'),
      ...codes.map((code) => [
        'Gold, "30 days"',
        asText(code.code),
        WORDS.en.statuses[code.status],
        code.account ?? '',
        asText(code.cardNumber),
        code.activatedAt ? utcMinutes(code.activatedAt) : '',
      ]),
    ]);
  });

  it('reads the local date and time as Intl does, minute by minute across changes of offset (a half-hour one too)', () => {
    const changes: [string, string][] = [
      ['America/New_York', '2026-03-08T07:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['America/Sao_Paulo', '2018-11-04T03:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
      ['Asia/Kathmandu', '2026-11-28T10:05:00Z'],
      ['UTC', '2026-11-28T10:05:00Z'],
    ];
    for (const [zone, at] of changes) {
      const clock = zoneClock(zone);
      const intl = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      const reference = (instant: Date) => {
        const part = Object.fromEntries(intl.formatToParts(instant).map(({ type, value }) => [type, value]));
        return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
      };
      for (let minute = -180; minute <= 180; minute++) {
        const instant = new Date(new Date(at).getTime() + minute * 60_000 + 59_999);
        expect(clock.text(instant), `${zone} ${instant.toISOString()}`).toBe(reference(instant));
        expect(utcMinutes(clock.local(instant).toISOString())).toBe(reference(instant));
      }
    }
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
    registerCodeExport(broken, {
      vault: () => ({
        ...vault,
        open: () => {
          throw new Error('unreadable code');
        },
      }),
      dataDir: t.config.dataDir,
      ttlHours: 24,
    });
    const before = fs.existsSync(exportsDir(t.config.dataDir)) ? fs.readdirSync(exportsDir(t.config.dataDir)) : [];
    expect(await broken.runOnce()).toMatchObject({ taskId: started.data.taskId, outcome: 'RETRY' });
    expect(fs.readdirSync(exportsDir(t.config.dataDir))).toEqual(before);
    expect(
      await t.db
        .select()
        .from(codeReveals)
        .where(and(eq(codeReveals.recordId, record.id), eq(codeReveals.kind, 'EXPORT'))),
    ).toEqual([]);
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
    expect((await findTaskItems(t.db, result.downloadId)).map((item) => [item.key, item.result])).toEqual(
      [0, 1, 2, 3].map((page) => [`page:${page}`, { codes: EXPORT_PAGE }]),
    );
    const rows = parseCsv((await download(seller, result.downloadId)).body).slice(1);
    expect(rows).toHaveLength(20_000);
    expect(new Set(rows.map((row) => row[1])).size).toBe(20_000);
  }, 240_000);
});
