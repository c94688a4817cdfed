// The live panel: a seller's open screens change as buyers order, without a reload or a pull; the
// bell counts the new order and the inbox opens it; the notification settings. With a PostgreSQL
// server (TEST_DATABASE_URL), the same across two server processes on one database: the seller's
// screen on one, the buyer ordering through the other.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import notificationsEs from '../src/features/notifications/locales.es';
import { changeStock, createCard, createListing, currentUser, ok, signUpAccount, tokenOf, type Tier } from './support/api';
import { launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { goTo, openAs, useSuite, waitForText } from './support/suite';

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';
const TIERS: Tier[] = [{ minCount: 1, wholesalePrice: '5.00', retailPrice: '7.00' }];

/** A card of the demo store listed for the demo buyer. */
async function shop(server: RunningServer, label: string) {
  const seller = await tokenOf(server, SELLER);
  const buyer = await tokenOf(server, BUYER);
  const name = `Live ${label} ${Date.now().toString(36)}`;
  const cardId = await createCard(server, { token: seller }, name);
  await changeStock(server, { token: seller }, cardId, 20);
  const listingId = await createListing(server, { token: seller }, cardId, { name, tiers: TIERS, openTo: [(await currentUser(server, buyer)).id] });
  return { seller, buyer, listingId, name };
}

/** The buyer orders through the API of `server` (as another phone would). */
const order = (server: RunningServer, buyer: string, listingId: string) =>
  ok<{ id: string; orderNo: string }>(server, 'POST', '/api/order/create', {
    token: buyer,
    headers: { 'Idempotency-Key': randomUUID() },
    json: { listingId, quantity: 1, paymentType: 'OFFLINE', paymentCurrency: 'USD' },
  });

/** Marks the page, so that a reload (which drops the mark) shows. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 1);

/** Waits until the panel's live stream is open (it opens a few seconds after the page's load). */
async function untilLive(page: Page) {
  await page.waitForResponse((response) => response.url().endsWith('/api/events') && response.status() === 200, { timeout: 20_000 });
}

describe('one server', () => {
  const suite = useSuite();

  it("adds a new order to the seller's open list, counts it on the bell and opens it from the inbox", async () => {
    const { seller, buyer, listingId } = await shop(suite.server, 'list');
    const page = await suite.phone();
    const live = untilLive(page);
    await openAs(page, suite.server, seller, '/sale/orderList');
    await live;
    await mark(page);
    const placed = await order(suite.server, buyer, listingId);
    await expect.poll(() => page.locator(`[data-order="${placed.id}"]`).count(), { timeout: 10_000 }).toBe(1);
    expect(await stillMarked(page)).toBe(true);

    // The bell on Home: the notifier has written the inbox entry.
    await goTo(page, suite.server, '/home');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect.poll(async () => (await bell.getAttribute('aria-label')) ?? '', { timeout: 15_000 }).toMatch(/unread/);
    await bell.click();
    await page.waitForURL(/\/notifications$/);
    await waitForText(page, placed.orderNo);
    await screenshot(page, 'inbox-en');
    await page.getByText(placed.orderNo).first().click();
    await page.waitForURL(new RegExp(`/sale/orderDetail/${placed.id}$`));
  });

  it('shows an empty inbox to a new account, and the switches in Spanish', async () => {
    const account = await signUpAccount(suite.server);
    const page = await suite.phone('es-ES');
    await openAs(page, suite.server, account.token, '/notifications', 'es');
    await waitForText(page, notificationsEs.inbox.emptyTitle);
    await screenshot(page, 'inbox-empty-es');
    await goTo(page, suite.server, '/me/notifications');
    await waitForText(page, notificationsEs.notificationSettings.selling);
    const emailOfNewOrder = page.getByRole('switch', {
      name: `${notificationsEs.notificationSettings.kind.NEW_ORDER}: ${notificationsEs.notificationSettings.channel.EMAIL}`,
    });
    expect(await emailOfNewOrder.getAttribute('aria-checked')).toBe('true');
    await emailOfNewOrder.click();
    await expect.poll(() => emailOfNewOrder.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'notification-settings-es');
    // Kept by the server: a fresh read shows it off.
    await page.reload();
    await waitForText(page, notificationsEs.notificationSettings.selling);
    expect(
      await page
        .getByRole('switch', { name: `${notificationsEs.notificationSettings.kind.NEW_ORDER}: ${notificationsEs.notificationSettings.channel.EMAIL}` })
        .getAttribute('aria-checked'),
    ).toBe('false');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  const database = `live_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let admin: pg.Client;
  let first: RunningServer;
  let second: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    const env = { DATABASE_URL: url.toString(), CODES_KEY: randomBytes(32).toString('base64') };
    // The first process makes the schema and the demo data; the second joins it.
    first = await startServer({ ...env, SEED_DEMO: 'true' });
    second = await startServer({ ...env, SEED_DEMO: 'false' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await second?.stop();
    await first?.stop();
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  it("changes the seller's order list on one process when the buyer orders through the other", async () => {
    const { seller, buyer, listingId } = await shop(first, 'two');
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const live = untilLive(page);
    await openAs(page, first, seller, '/sale/orderList');
    await live;
    await mark(page);
    const placed = await order(second, buyer, listingId);
    await expect.poll(() => page.locator(`[data-order="${placed.id}"]`).count(), { timeout: 10_000 }).toBe(1);
    expect(await stillMarked(page)).toBe(true);
    await context.close();
  });
});
