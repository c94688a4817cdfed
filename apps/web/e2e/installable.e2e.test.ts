// The panel as an installed app: its manifest and icons, the service worker that opens it without a
// network with what it last showed, and a newer build offered rather than swapped in. The server
// serves a copy of the build, so that the test can put a newer service worker in it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { logIn, logOut, useSuite } from './support/suite';
import { en, es } from './support/texts';

const BUILD = path.resolve(import.meta.dirname, '..', 'dist');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-build-'));
fs.cpSync(BUILD, copy, { recursive: true });

const BUYER = { account: 'buyer@example.com', password: 'Demo1234' };
const suite = useSuite({ WEB_DIR: copy });

describe('the installable panel', () => {
  it('has a manifest with the icons a phone asks for', async () => {
    const manifest = (await (await fetch(`${suite.server.url}/manifest.webmanifest`)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Reseller Panel', start_url: '/home', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`)).toEqual(['192x192', '512x512', '512x512 maskable']);
    for (const src of [...manifest.icons.map((icon) => icon.src), '/icons/apple-touch-icon.png']) {
      const answer = await fetch(`${suite.server.url}${src}`);
      expect(answer.status, src).toBe(200);
      // A PNG by its first bytes.
      expect([...new Uint8Array(await answer.arrayBuffer()).slice(0, 4)], src).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    const page = await suite.phone();
    await page.goto(`${suite.server.url}/login`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');
  });

  it('opens without a network with what it last showed, and offers a newer build', async () => {
    const page = await suite.phone('en-US', { serviceWorkers: 'allow' });
    await logIn(page, suite.server, BUYER);
    await expect.poll(() => page.getByText('Hello, Demo Buyer').isVisible()).toBe(true);
    // The worker is registered once the page has loaded, and keeps the whole build before it works.
    const workerState = () =>
      page.evaluate(() =>
        navigator.serviceWorker
          .getRegistration()
          .then((registration) => ({ active: registration?.active?.state ?? null, waiting: registration?.waiting?.state ?? null })),
      );
    await expect.poll(workerState, { timeout: 60_000 }).toEqual({ active: 'activated', waiting: null });
    // A page opened before the worker was there is not its client: from the next load on it is.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => page.getByText('Hello, Demo Buyer').isVisible()).toBe(true);
    const tabs = page.getByRole('navigation', { name: en.tabs.label });
    await tabs.getByText(en.tabs.buy, { exact: true }).click();
    await expect.poll(() => page.getByText('StarTV Gold 30 days').first().isVisible()).toBe(true);
    // The worker has kept the mall's read (its copy is put in after the answer has gone to the page).
    const kept = () =>
      page.evaluate(() =>
        caches
          .open('panel-reads')
          .then((cache) => cache.keys())
          .then((keys) => keys.map((key) => new URL(key.url).pathname)),
      );
    await expect.poll(kept).toContain('/api/product/mall/list');

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('app-offline').textContent()).toBe(en.common.offline);
    // The mall's last list, from the worker's copy of its read.
    await expect.poll(() => page.getByText('StarTV Gold 30 days').first().isVisible()).toBe(true);
    await screenshot(page, 'offline-mall-en');
    await tabs.getByText(en.tabs.home, { exact: true }).click();
    await expect.poll(() => page.getByText('Hello, Demo Buyer').isVisible()).toBe(true);
    await page.context().setOffline(false);
    await expect.poll(() => page.getByTestId('app-offline').count()).toBe(0);

    // A newer build on the server: a worker that differs. The open panel learns of it, and says so.
    const worker = path.join(copy, 'sw.js');
    fs.writeFileSync(worker, `${fs.readFileSync(worker, 'utf8')}\n// a newer build\n`);
    // The server would send the build's compressed copies of the old one first.
    for (const compressed of ['.br', '.gz']) fs.rmSync(`${worker}${compressed}`, { force: true });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const update = page.getByTestId('app-update');
    await expect.poll(() => update.isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await update.textContent()).toContain(en.common.updateReady);
    await screenshot(page, 'update-ready-en');
    // Nothing changed under the user until they take it; then the panel reloads on the newer worker.
    expect(new URL(page.url()).pathname).toBe('/home');
    await update.getByRole('button', { name: en.common.updateNow }).click();
    await expect.poll(workerState, { timeout: 30_000 }).toEqual({ active: 'activated', waiting: null });
    await expect.poll(() => page.getByText('Hello, Demo Buyer').isVisible()).toBe(true);
    expect(await page.getByTestId('app-update').count()).toBe(0);

    // What the worker kept of this user's reads goes with the session.
    expect(await page.evaluate(() => caches.has('panel-reads'))).toBe(true);
    await logOut(page, suite.server);
    await expect.poll(() => page.evaluate(() => caches.has('panel-reads'))).toBe(false);
  });

  it("says it is offline in the panel's language", async () => {
    const page = await suite.phone('es-ES');
    await page.goto(`${suite.server.url}/login`);
    await expect.poll(() => page.getByText(es.login.submit, { exact: true }).first().isVisible()).toBe(true);
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('app-offline').textContent()).toBe(es.common.offline);
    await screenshot(page, 'offline-login-es');
  });
});
