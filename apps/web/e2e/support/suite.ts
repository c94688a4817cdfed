// One browser test file's fixtures: a fresh server (its own database) and a browser for the file,
// a new phone-sized context for each page a test opens (closed after the test), and the ways in:
// through the login screen, or with a token set up by the API.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, newPhoneContext } from './browser';
import { startServer, until, type RunningServer } from './server';
import { en } from './texts';

export type Suite = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new page in its own phone-sized context, in a browser language (with the panel's service worker only when allowed). */
  phone(locale?: string, options?: { serviceWorkers?: 'allow' | 'block' }): Promise<Page>;
};

/**
 * Starts the server (with `env`, or what `env()` answers when the server starts) and the browser
 * for the file; each test's contexts close after it.
 */
export function useSuite(env: Record<string, string> | (() => Record<string, string>) = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(typeof env === 'function' ? env() : env), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      if (!server) throw new Error('the server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
    async phone(locale = 'en-US', options = {}) {
      const context = await newPhoneContext(this.browser, locale, options);
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

/** How long the page's network must stay quiet, as Playwright's 'networkidle' counts it. */
const QUIET_MS = 500;

/**
 * Waits until the page just loaded has asked for everything it needs: Playwright's 'networkidle' (no
 * request in flight for half a second). A request the page before had in flight when it was left
 * (a chunk, a read, the live stream) can stay counted there for good on a busy machine, its end
 * never reported once its document is gone; after a few seconds without 'networkidle' this waits
 * instead for half a second in which the page starts and ends no request.
 */
export async function settle(page: Page): Promise<void> {
  const idle = await page.waitForLoadState('networkidle', { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (idle) return;
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on('request', touch).on('requestfinished', touch).on('requestfailed', touch);
  try {
    const quiet = async () => (Date.now() - last >= QUIET_MS ? true : undefined);
    await until(quiet, 10_000, () => `the page at ${page.url()} never went quiet for ${QUIET_MS} ms`);
  } finally {
    page.off('request', touch).off('requestfinished', touch).off('requestfailed', touch);
  }
}

/** Opens a path and waits until the panel has asked for everything it needs. */
export async function goTo(page: Page, server: RunningServer, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await settle(page);
}

/** Fills and sends the login form (opening /login when the page is elsewhere). */
export async function fillLogin(page: Page, server: RunningServer, account: string, password: string): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto(`${server.url}/login`);
  await page.getByPlaceholder(en.login.accountPlaceholder).fill(account);
  await page.getByPlaceholder(en.login.passwordPlaceholder).fill(password);
  await page.getByRole('button', { name: en.login.submit, exact: true }).click();
}

/** Logs in through the login screen and waits for home. */
export async function logIn(page: Page, server: RunningServer, account: { account: string; password: string }): Promise<void> {
  await fillLogin(page, server, account.account, account.password);
  await page.waitForURL(/\/home$/);
}

/** Starts the panel with a session the API opened (the token stored as the login stores it), in `locale`, on `path`. */
export async function openAs(page: Page, server: RunningServer, token: string, path = '/home', locale = 'en'): Promise<void> {
  await page.goto(`${server.url}/healthz`);
  await page.evaluate(
    ([value, language]) => {
      localStorage.setItem('Admin-Token', value);
      localStorage.setItem('Token-Type', 'bearer');
      localStorage.setItem('locale', language);
    },
    [token, locale] as const,
  );
  await goTo(page, server, path);
}

/** Logs out through "me" and waits for the login screen. */
export async function logOut(page: Page, server: RunningServer): Promise<void> {
  await page.goto(`${server.url}/me`);
  await page.getByText(en.me.logout, { exact: true }).click();
  await page.getByRole('dialog').getByText(en.me.logout, { exact: true }).click();
  await page.waitForURL(/\/login$/);
}

/** Switches the panel's language the way a stored choice does, and reloads. */
export async function speak(page: Page, locale: 'en' | 'es' | 'pt'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
  await page.reload();
  await settle(page);
}

/** The page shows `text` (the first match). */
export const shows =
  (page: Page, text: string | RegExp, exact = false) =>
  () =>
    page.getByText(text, { exact }).first().isVisible();

/** Waits until the page shows `text`. */
export async function waitForText(page: Page, text: string | RegExp, exact = false): Promise<void> {
  await expect.poll(shows(page, text, exact)).toBe(true);
}
