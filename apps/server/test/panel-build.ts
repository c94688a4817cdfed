import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/** The panel's entry script and a tiny asset (too small to be worth compressing) in the build below. */
export const SCRIPT = 'index-B1k3BHpO.js';
export const TINY = 'tiny-Cq0M33uX.js';

/**
 * A panel build as `npm run build` lays it out, in a temporary folder: index.html with no inline
 * script, hashed assets, and the .br/.gz files the build's own precompress step writes beside them.
 */
export function buildPanel(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><style>html{margin:0}</style><script type="module" crossorigin src="/assets/${SCRIPT}"></script>` +
      `</head><body><div id="root"></div></body></html>\n`.padEnd(2048, ' '),
  );
  fs.writeFileSync(path.join(dir, 'assets', SCRIPT), `export const panel = ${JSON.stringify('x'.repeat(4096))};\n`);
  fs.writeFileSync(path.join(dir, 'assets', TINY), 'export {};\n');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'precompress.mjs'), dir]);
  if (!fs.existsSync(path.join(dir, 'assets', `${SCRIPT}.br`)) || !fs.existsSync(path.join(dir, 'assets', `${SCRIPT}.gz`))) {
    throw new Error('the precompress step wrote no .br or .gz file');
  }
  return dir;
}
