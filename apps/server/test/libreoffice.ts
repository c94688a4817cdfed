// Opens files in LibreOffice Calc and saves them as CSV, for the tests of exported files: what a
// spreadsheet makes of them, read back cell by cell. LibreOffice is a test dependency (CI installs
// libreoffice-calc-nogui); without it these tests fail and say so, they are never skipped.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * How a CSV is opened: comma, double quote, UTF-8 (a byte-order mark read as such), from the first
 * line, formulas evaluated as a spreadsheet opening the file would (token 13).
 */
const CSV_IMPORT = 'CSV:44,34,76,1,,0,false,false,false,false,false,-1,true';
/** How each sheet is saved: comma, double quote, UTF-8, every cell as it is shown (token 9: a date in its number format). */
const CSV_EXPORT = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false';

/** What LibreOffice saved, line breaks as CRLF (it writes LF alone) so that an RFC 4180 reader takes it. */
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/**
 * Opens every file (name → content; all CSV or all others, as their names say) in one run of
 * LibreOffice with a profile of its own, and answers what it saves of each file's first sheet as
 * CSV, by the same name.
 */
export function openInCalc(files: Record<string, Buffer | string>): Record<string, string> {
  const names = Object.keys(files);
  const csv = names.filter((name) => name.endsWith('.csv'));
  if (csv.length !== 0 && csv.length !== names.length) throw new Error('openInCalc takes CSV files or other files, not both at once');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calc-'));
  try {
    const inputs = names.map((name) => path.join(dir, 'in', name));
    fs.mkdirSync(path.join(dir, 'in'));
    names.forEach((name, index) => fs.writeFileSync(inputs[index]!, files[name]!));
    const args = [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      ...(csv.length ? [`--infilter=${CSV_IMPORT}`] : []),
      '--convert-to',
      CSV_EXPORT,
      '--outdir',
      path.join(dir, 'out'),
      ...inputs,
    ];
    try {
      execFileSync('soffice', args, { timeout: 120_000, stdio: 'pipe' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error('LibreOffice is not installed (no soffice on the PATH): these tests open the exported files in it. Install libreoffice-calc-nogui.');
      }
      throw error;
    }
    return Object.fromEntries(
      names.map((name) => {
        const saved = path.join(dir, 'out', `${path.parse(name).name}.csv`);
        if (!fs.existsSync(saved)) throw new Error(`LibreOffice saved nothing of ${name}`);
        return [name, crlf(fs.readFileSync(saved, 'utf8'))];
      }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
