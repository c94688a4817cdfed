// The panel shell in the browser: the login, the four tabs, Portuguese, a reload, the expired-session
// dialog, logout, the not-found screen. Each test opens its own pages and logs in on its own.
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { screenshot } from './support/browser';
import { fillLogin, logIn, settle, useSuite } from './support/suite';
import { catalogueTexts, en, pt, uiTexts } from './support/texts';

const BUYER = { account: 'buyer@example.com', password: 'Demo1234' };
const suite = useSuite();

describe('the panel shell', () => {
  it('sends a visitor without a token from / to /login', async () => {
    const page = await suite.phone();
    await page.goto(suite.server.url);
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByRole('button', { name: en.login.submit }).isVisible()).toBe(true);
    await screenshot(page, 'login-en');
  });

  it('logs the demo buyer in to the four tabs, switches to Portuguese, keeps the login over a reload, and logs out', async () => {
    const page = await suite.phone();
    await logIn(page, suite.server, BUYER);
    const tabs = page.getByRole('navigation', { name: en.tabs.label });
    for (const name of [en.tabs.home, en.tabs.buy, en.tabs.stock, en.tabs.me]) {
      await expect.poll(() => tabs.getByText(name, { exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByText('Demo Buyer').first().isVisible()).toBe(true);
    await screenshot(page, 'home-en');

    await tabs.getByText(en.tabs.me, { exact: true }).click();
    await page.waitForURL(/\/me$/);
    await page.getByRole('radio', { name: 'Português' }).click();
    const ptTabs = page.getByRole('navigation', { name: pt.tabs.label });
    await expect.poll(() => ptTabs.getByText(pt.tabs.home, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(pt.me.logout, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'me-pt');

    await page.reload();
    await expect.poll(() => page.getByText(pt.me.logout, { exact: true }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/me');

    await page.getByText(pt.me.logout, { exact: true }).click();
    await page.getByRole('dialog').getByText(pt.me.logout, { exact: true }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('Admin-Token'))).toBeNull();
    // The token was revoked on the server too: going back in finds no session.
    await page.goto(`${suite.server.url}/home`);
    await page.waitForURL(/\/login$/);
  });

  it('shows the login-status dialog when the token has expired, then goes to /login', async () => {
    const page = await suite.phone();
    await logIn(page, suite.server, BUYER);
    // The session ends on the server (as when it expires) while the panel still holds the token.
    const token = await page.evaluate(() => localStorage.getItem('Admin-Token'));
    expect((await call(suite.server, 'POST', `/api-auth/oauth/remove/token?access_token=${token}`)).respCode).toBe(200);
    await page.reload();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'session-expired-en');
    await dialog.getByRole('button').first().click();
    await page.waitForURL(/\/login$/);
    const stored = await page.evaluate(() => [localStorage.getItem('Admin-Token'), localStorage.getItem('Token-Type'), localStorage.getItem('userInfo')]);
    expect(stored).toEqual([null, null, null]);
  });

  /**
   * Files every screen asks for after its first paint, at a time that depends on the machine's speed
   * rather than on the screen: the service worker's registration once the first screen is in
   * (lib/app-updates.ts), and the toasts' and dialogs' code 4 s after the page has loaded
   * (components/overlays.ts). A busy machine's page was still settling when they came (27 files for
   * /mall against 21 alone: these six); they are not the tab root's.
   */
  const AFTER_FIRST_SCREEN = ['/service-worker-', '/workbox-window', '/toast-', '/dialog-', '/motion-', '/antd-react19-'];

  it('opens each tab root in a few files: its own chunk and one chunk the tab roots share', async () => {
    const page = await suite.phone();
    await logIn(page, suite.server, BUYER);
    // The login lands on home: its files are all asked for before the counting starts.
    await expect.poll(() => page.getByText('Hello, Demo Buyer').first().isVisible()).toBe(true);
    await settle(page);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js') && !AFTER_FIRST_SCREEN.some((part) => pathname.includes(part))) scripts.add(pathname);
    });
    const counts: Record<string, number> = {};
    // Each screen as it shows once its reads are in: a listing of the demo store, the wallet, the greeting.
    for (const [path, shown] of [
      ['/mall', 'StarTV Gold 30 days'],
      ['/me', 'VCoin'],
      ['/home', 'Hello, Demo Buyer'],
    ] as const) {
      scripts.clear();
      await page.goto(`${suite.server.url}${path}`);
      await expect.poll(() => page.getByText(shown).first().isVisible()).toBe(true);
      await settle(page);
      counts[path] = scripts.size;
      expect([...scripts].some((file) => file.includes('/tab-common-'))).toBe(true);
    }
    // Code and texts: 20 or 21 files each (the bundler's default split loaded 23 to 33, most of them
    // small chunks shared between screens; docs/decisions/016-first-screens.md).
    for (const [path, count] of Object.entries(counts)) expect(count, path).toBeLessThanOrEqual(24);
  });

  it("marks a tapped tab and shows its placeholder at once, while the next screen's code is still on its way", async () => {
    const page = await suite.phone();
    await logIn(page, suite.server, BUYER);
    await expect.poll(() => page.getByText('Hello, Demo Buyer').isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    // From here every script is held until the test lets it through: a network slow for the code only.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await gate;
      await route.continue();
    });
    const tabs = page.getByRole('navigation', { name: en.tabs.label });
    await tabs.getByText(en.tabs.stock, { exact: true }).click();

    const activeTab = page.locator('.app-tab-bar .adm-tab-bar-item-active');
    await expect.poll(() => activeTab.textContent()).toContain(en.tabs.stock);
    // The stock list's placeholder (a list's rows) in place of Home: the old screen does not stay.
    await expect.poll(() => page.locator('.page-skeleton--list').isVisible()).toBe(true);
    expect(await page.getByText('Hello, Demo Buyer').isVisible()).toBe(false);
    expect(held.length).toBeGreaterThan(0);
    await screenshot(page, 'tab-switch-placeholder-en');

    release();
    await expect.poll(() => page.getByRole('button', { name: catalogueTexts.en.catalogue.stock.createCard }).first().isVisible()).toBe(true);
    await expect.poll(() => page.locator('.page-loading').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/stock');
    await page.unroute('**/assets/*.js');

    // The source tabs (all, own, bought) filter the list, by tap and by the arrow keys.
    const sources: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/product/stock/list') sources.push(url.searchParams.get('source') ?? '');
    });
    const stockTexts = catalogueTexts.en.catalogue;
    await page.getByRole('tab', { name: stockTexts.source.BOUGHT }).click();
    await expect.poll(() => page.getByRole('tab', { name: stockTexts.source.BOUGHT }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => sources).toContain('BOUGHT');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('tab', { name: stockTexts.source.OWN }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => sources).toContain('OWN');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(stockTexts.source.OWN);
    await screenshot(page, 'stock-own-en');
  });

  it("shows the mall without the toasts' and dialogs' code, and refreshes it when pulled down", async () => {
    const page = await suite.phone();
    await logIn(page, suite.server, BUYER);
    const scripts: string[] = [];
    let listReads = 0;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
      if (pathname === '/api/product/mall/list') listReads += 1;
    });
    await page.goto(`${suite.server.url}/mall`);
    await expect.poll(() => page.getByText('StarTV Gold 30 days').first().isVisible()).toBe(true);
    // Toasts, dialogs and their animation library (the motion chunk) come after the first screen.
    expect(scripts.filter((file) => file.includes('/motion-'))).toEqual([]);
    const before = listReads;

    // A finger on the list, dragged down from the top.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }] });
    const head = page.locator('.refreshable__head').first();
    await touch('touchStart', 300);
    await touch('touchMove', 330);
    await expect.poll(() => page.getByText(uiTexts.en.ui.pull.pulling).isVisible()).toBe(true);
    for (let y = 360; y <= 700; y += 40) await touch('touchMove', y);
    await expect.poll(() => page.getByText(uiTexts.en.ui.pull.canRelease).isVisible()).toBe(true);
    expect(await head.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(60);
    await screenshot(page, 'mall-pull-en');
    await touch('touchEnd', 700);
    await expect.poll(() => listReads).toBeGreaterThan(before);
    await expect.poll(() => page.getByText(uiTexts.en.ui.pull.complete).isVisible()).toBe(true);
    await expect.poll(() => head.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);

    // A short pull springs back without asking again.
    const reads = listReads;
    await touch('touchStart', 300);
    await touch('touchMove', 340);
    await touch('touchEnd', 340);
    await expect.poll(() => head.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);

    // A sideways swipe (the strip of chips) that then goes down is not a pull.
    const swipe = (type: 'touchStart' | 'touchMove', x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y }] });
    await swipe('touchStart', 300, 300);
    await swipe('touchMove', 200, 310);
    for (let y = 350; y <= 700; y += 50) await swipe('touchMove', 200, y);
    expect(await head.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
    await touch('touchEnd', 700);

    // Then a full pull asks once: had the short pull or the swipe asked, their reads would have been
    // sent before this one, and counted by the time it is.
    await touch('touchStart', 300);
    for (let y = 330; y <= 700; y += 40) await touch('touchMove', y);
    await touch('touchEnd', 700);
    await expect.poll(() => listReads).toBeGreaterThan(reads);
    await expect.poll(() => head.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
    expect(listReads).toBe(reads + 1);
  });

  it('shows a not-found screen for an unknown path', async () => {
    const page = await suite.phone();
    await logIn(page, suite.server, BUYER);
    await page.goto(`${suite.server.url}/no/such/page`);
    await expect.poll(() => page.getByText(en.notFound.title).isVisible()).toBe(true);
    await screenshot(page, 'not-found-en');
  });

  it('shows the wrong-password message on the login screen', async () => {
    // Another account than the other tests', so its failures count against no one else.
    const page = await suite.phone();
    await fillLogin(page, suite.server, 'seller@example.com', 'Wrong1234');
    await expect
      .poll(() =>
        page
          .getByText(/wrong account or password/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(page, 'login-error-en');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
