// The panel served over HTTPS by the server itself (TLS_CERT_FILE, TLS_KEY_FILE), as in production: a
// phone logs in and opens the mall, and the page, its files, its calls and its pictures all come over
// HTTP/2 (docs/decisions/020-http2.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, spkiHash } from '../../server/test/tls.mjs';
import { launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { goTo, logIn, waitForText } from './support/suite';

const BUYER = { account: 'buyer@example.com', password: 'Demo1234' };

let certDir: string;
let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-e2e-tls-'));
  const certificate = await selfSignedCertificate(certDir);
  // The browser trusts this certificate alone: the page is a secure context like any HTTPS site's.
  [server, browser] = await Promise.all([
    startServer({}, { tls: certificate }),
    launchBrowser([`--ignore-certificate-errors-spki-list=${spkiHash(certificate.cert)}`]),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(certDir, { recursive: true, force: true });
});

/** The protocol of the page and of every file and call it made, as the browser's timing entries name it. */
const protocols = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
      .concat(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => `${entry.nextHopProtocol} ${new URL(entry.name).pathname}`),
  );

describe('the panel over HTTPS', () => {
  it('logs a buyer in and shows the mall, everything over HTTP/2', async () => {
    const context = await newPhoneContext(browser!);
    try {
      const page = await context.newPage();
      await page.goto(`${server!.url}/login`);
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
      await logIn(page, server!, BUYER);
      await goTo(page, server!, '/mall');
      await waitForText(page, 'StarTV Gold 30 days');
      const used = await protocols(page);
      // The page itself, scripts, style sheets, calls and the listings' pictures.
      for (const kind of [/^\S+ \/mall$/, /\/assets\/.+\.js$/, /\/assets\/.+\.css$/, /\/api\/product\/mall\/list$/, /\/cdn\/product\//]) {
        expect(
          used.some((line) => kind.test(line)),
          `${kind} in ${used.join(', ')}`,
        ).toBe(true);
      }
      expect(used.filter((line) => !line.startsWith('h2 '))).toEqual([]);
      await screenshot(page, 'mall-https');
    } finally {
      await context.close();
    }
  });
});
