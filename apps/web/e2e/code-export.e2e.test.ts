// Exporting codes in the browser. The demo seller mints 500 units of the recharge card, generates
// 500 codes on /generate with the progress to the end, then exports the record as XLSX, CSV, TXT and
// PDF from its detail screen, downloads each file and opens it: the CSV and the workbook parse back
// to the 500 codes the server lists, the text file has one code a line, and the PDF shows them.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import codesEn from '../src/features/codes/locales.en';
import exportEn from '../src/features/codes/export-locales.en';
import { pdfText } from '../../server/test/pdf-text';
import { changeStock, ok, tokenOf } from './support/api';
import { screenshot } from './support/browser';
import { goTo, logIn, useSuite } from './support/suite';

const SELLER = { account: 'seller@example.com', password: 'Demo1234' };
const QUANTITY = 500;
const c = codesEn.codes;
const formats = exportEn.codesExport.formats;
const suite = useSuite();

type Card = { id: string; type: string; source: string; counts: { free: number } };
type Paged<T> = { list: T[]; total: number };
const plain = (code: string) => code.replace(/-/g, '');

describe('exporting codes', () => {
  it('generates 500 codes with the progress bar, then exports them as XLSX, CSV, TXT and PDF and each file opens with every code', async () => {
    const token = await tokenOf(suite.server, SELLER.account);
    const card = (await ok<Paged<Card>>(suite.server, 'GET', '/api/product/stock/list?pageSize=50', { token })).list.find(
      (item) => item.type === 'RECHARGE_CARD' && item.source === 'OWN',
    )!;
    await changeStock(suite.server, { token }, card.id, QUANTITY);

    const page = await suite.phone();
    await logIn(page, suite.server, SELLER);
    await goTo(page, suite.server, `/generate?cardId=${card.id}`);
    await page.getByPlaceholder(c.generate.quantityPlaceholder).fill(String(QUANTITY));
    await page.locator('[data-format="STANDARD"]').click();
    await page.getByRole('button', { name: c.generate.submit, exact: true }).click();
    await page.getByTestId('generation-started').waitFor();
    await expect.poll(() => page.getByTestId('codes-made').textContent(), { timeout: 60_000 }).toBe(`${QUANTITY} codes made`);
    expect(await page.locator('.task-progress [role="progressbar"]').getAttribute('aria-valuenow')).toBe('100');
    const taskId = new URL(page.url()).searchParams.get('task')!;
    const listed = await ok<Paged<{ code: string }>>(suite.server, 'GET', `/api/codes/records/${taskId}/codes?pageSize=100`, { token });
    expect(listed.total).toBe(QUANTITY);
    const sample = listed.list.map((item) => plain(item.code));

    const files = new Map<string, Buffer>();
    for (const format of ['XLSX', 'CSV', 'TXT', 'PDF'] as const) {
      await goTo(page, suite.server, `/generate/detail/${taskId}`);
      await page.getByTestId('export-open').click();
      await page.getByTestId('export-sheet').waitFor();
      await page.locator('.adm-list-item', { hasText: formats[format] }).click();
      await page.getByTestId('export-start').click();
      await page.getByTestId('export-ready').waitFor({ timeout: 60_000 });
      if (format === 'XLSX') await screenshot(page, 'codes-export-ready-en');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
      files.set(format, await readFile((await download.path())!));
    }

    // A UTF-8 byte-order mark first (String's trim would drop it: it is checked on the bytes).
    const csvBytes = files.get('CSV')!;
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = csvBytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(csv[0]).toMatch(/^Card,Code,Status,Account,Card number,Activated at \(.+\)$/);
    expect(csv).toHaveLength(QUANTITY + 1);
    // Each line's code is its first text cell ("=""ABCD-…"""), after the card's name.
    const csvCodes = new Set(csv.slice(1).map((line) => plain(/"=""([A-Z0-9-]+)"""/.exec(line)?.[1] ?? '')));
    const txt = files.get('TXT')!.toString('utf8').trim().split(/\r?\n/).map(plain);
    expect(txt).toHaveLength(QUANTITY);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(files.get('XLSX')! as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(QUANTITY + 1);
    const xlsxCodes = new Set<string>();
    sheet.eachRow((row, index) => {
      if (index > 1) xlsxCodes.add(plain(String(row.getCell(2).value)));
    });
    const pdf = pdfText(files.get('PDF')!).replace(/-/g, '');
    for (const code of sample) {
      expect(csvCodes.has(code), code).toBe(true);
      expect(txt).toContain(code);
      expect(xlsxCodes.has(code), code).toBe(true);
      expect(pdf).toContain(code);
    }
  });
});
