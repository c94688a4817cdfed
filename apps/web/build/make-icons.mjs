// Draws the panel's icons (apps/web/public/icons) from icon.svg with Debian's Chromium: the sizes
// the web app manifest and the phones ask for. Run again after changing the drawing:
//
//   node apps/web/build/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const svg = fs.readFileSync(path.join(DIR, 'icon.svg'), 'utf8');
/**
 * name, size, and whether the square is filled to its edges: a maskable icon (the phone cuts its own
 * shape; the cards stay in the middle 80 %) and iOS's, which rounds the corners itself and shows a
 * transparent corner black.
 */
const ICONS = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  for (const [name, size, fullBleed] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const drawing = (fullBleed ? svg.replace(/rx="112"/, 'rx="0"') : svg).replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0">${drawing}</body>`);
    await page.screenshot({ path: path.join(DIR, name), omitBackground: !fullBleed });
    await page.close();
  }
} finally {
  await browser.close();
}
