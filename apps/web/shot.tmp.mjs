import { chromium } from 'playwright-core';
const [,, base, out, ...steps] = process.argv;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const lang = process.env.LANG_CODE || 'en';
await page.addInitScript((l) => { try { localStorage.setItem('locale', l); } catch {} }, lang);
await page.goto(base, { waitUntil: 'networkidle' });
for (const step of steps) {
  if (step.startsWith('click:')) await page.getByText(step.slice(6), { exact: false }).first().click();
  if (step.startsWith('fill:')) await page.getByRole('searchbox').first().fill(step.slice(5)).catch(async () => page.locator('input').first().fill(step.slice(5)));
  if (step.startsWith('scroll:')) await page.mouse.wheel(0, Number(step.slice(7)));
  await page.waitForTimeout(600);
}
await page.screenshot({ path: out, fullPage: false });
await browser.close();
