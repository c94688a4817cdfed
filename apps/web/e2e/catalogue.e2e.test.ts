// Cards, stock, listings and the mall in the browser (issue 5): the seller creates a recharge card
// with every dimension, mints 50 units, lists it with two tiers open only to the demo buyer; the
// buyer sees it at the tier price for 1 and for 10 units; another follower does not; unlisted, it
// is gone for the buyer too. Each screen is screenshot in English, and the buyer's in Spanish.
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotePrice } from '@panel/domain/pricing';
import { errorMessage } from '@panel/domain/errors';
import { launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { catalogueTexts, en } from './support/texts';

const SELLER = { account: 'seller@example.com', password: 'Demo1234' };
const BUYER = { account: 'buyer@example.com', password: 'Demo1234' };
const RESELLER1 = { account: 'reseller1@example.com', password: 'Demo1234' };
const CARD = 'E2E Recharge 30 days';
const TIERS = [
  { minCount: 1, wholesalePrice: '8.00', retailPrice: '12.00' },
  { minCount: 10, wholesalePrice: '6.50', retailPrice: '10.00' },
];

const c = catalogueTexts.en.catalogue;
const ces = catalogueTexts.es.catalogue;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let seller: Page;
let buyer: Page;
let reseller: Page;
const ids = { card: '', listing: '' };

function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) rows.set([r, g, b], y * (1 + size * 3) + 1 + x * 3);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function openPhone(): Promise<Page> {
  const context = await newPhoneContext(browser);
  contexts.push(context);
  return context.newPage();
}

async function logIn(page: Page, account: { account: string; password: string }) {
  await page.goto(`${server.url}/login`);
  await page.getByPlaceholder(en.login.accountPlaceholder).fill(account.account);
  await page.getByPlaceholder(en.login.passwordPlaceholder).fill(account.password);
  await page.getByRole('button', { name: en.login.submit }).click();
  await page.waitForURL(/\/home$/);
}

async function goTo(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
}

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
const settle = (page: Page) => page.waitForTimeout(400);
/** A labelled field of the forms (FormField: label above the input). */
const field = (page: Page, label: string) => page.locator('.form-field', { has: page.locator('label', { hasText: label }) }).first();
const fill = (page: Page, label: string, value: string) => field(page, label).locator('input, textarea').first().fill(value);
const choose = (page: Page, label: string, option: string) => field(page, label).locator('.adm-selector-item', { hasText: option }).first().click();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [seller, buyer, reseller] = await Promise.all([openPhone(), openPhone(), openPhone()]);
  await Promise.all([logIn(seller, SELLER), logIn(buyer, BUYER), logIn(reseller, RESELLER1)]);
  for (const page of [seller, buyer, reseller]) page.setDefaultTimeout(15_000);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('cards, stock, listings and the mall', () => {
  it('shows the seller the stock tab with the demo cards and their counts', async () => {
    const page = seller;
    await page.getByRole('navigation', { name: en.tabs.label }).getByText(en.tabs.stock, { exact: true }).click();
    await page.waitForURL(/\/stock$/);
    await expect.poll(visible(page, 'StarTV Gold 30 days')).toBe(true);
    await expect.poll(() => page.locator('[data-card]').count()).toBe(4);
    await settle(page);
    await screenshot(page, 'stock-en');
  });

  it('lets the seller create a recharge card with every dimension', async () => {
    const page = seller;
    await page.getByRole('button', { name: c.stock.createCard }).first().click();
    await page.waitForURL(/\/selectCard$/);
    await expect.poll(visible(page, c.cardType.DEVICE_LICENCE)).toBe(true);
    await screenshot(page, 'select-card-en');
    await page.locator('.adm-list-item', { hasText: c.cardTypeHint.RECHARGE_CARD }).click();
    await page.waitForURL(/\/setCardProperty\?type=RECHARGE_CARD$/);

    // Nothing filled: name and picture are required.
    await page.getByRole('button', { name: c.card.create }).click();
    await expect.poll(() => field(page, c.card.name).getByRole('alert').textContent()).toBe('Please complete this field');
    await page.getByRole('main').evaluate((element) => element.scrollTo(0, 0));
    await screenshot(page, 'set-card-property-errors-en');

    await fill(page, c.card.name, CARD);
    await page.locator('input[type=file]').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: solidPng(64, [30, 120, 220]) });
    await expect.poll(() => page.getByText(c.card.changePicture).isVisible()).toBe(true);
    await fill(page, c.dims.description, 'Thirty more days of StarTV.');
    await choose(page, c.dims.currency, 'USD');
    await fill(page, c.dims.currencyUnit, 'day');
    await choose(page, c.dims.salesChannel, c.salesChannel.PANEL);
    await fill(page, c.dims.brand, 'E2E TV');
    await choose(page, c.dims.serviceType, c.serviceType.LIVE_VOD);
    await fill(page, c.dims.chargingType, 'BY_PERIOD');
    await choose(page, c.dims.periodPlan, c.period.MONTH_1);
    await fill(page, c.dims.networkType, 'ALL');
    await choose(page, c.dims.cdnIncluded, c.yes);
    await fill(page, c.dims.totalSessions, '3');
    await fill(page, c.dims.tvSessions, '1');
    await fill(page, c.dims.mobileWebSessions, '2');
    await fill(page, c.dims.providerPlatform, 'E2E Platform');
    await fill(page, c.dims.salesArea, 'Brazil');
    await settle(page);
    await screenshot(page, 'set-card-property-en');
    await page.getByRole('button', { name: c.card.create }).click();
    await page.waitForURL(/\/stock\/detail\/[\w-]+$/);
    ids.card = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(visible(page, CARD)).toBe(true);
  });

  it('mints 50 units (zero and retiring more than are free are refused on the screen)', async () => {
    const page = seller;
    const box = page.getByRole('textbox', { name: c.stock.change });
    await box.fill('0');
    await page.getByRole('button', { name: c.stock.apply }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: errorMessage(120050, 'en') }).isVisible()).toBe(true);
    await box.fill('-5');
    await page.getByRole('button', { name: c.stock.apply }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: errorMessage(120035, 'en') }).isVisible()).toBe(true);
    await box.fill('+50');
    await page.getByRole('button', { name: c.stock.apply }).click();
    await expect.poll(() => page.locator('[data-count=free]').first().textContent()).toMatch(/^50/);
    await expect.poll(() => page.locator('[data-count=minted]').first().textContent()).toMatch(/^50/);
    await page.getByRole('tab', { name: c.stock.movements }).click();
    await expect.poll(visible(page, c.movement.MINTED)).toBe(true);
    await settle(page);
    await screenshot(page, 'stock-detail-en');
  });

  it('lists it with two tiers, open only to the demo buyer, keeping the form across the user picker', async () => {
    const page = seller;
    await page.getByRole('main').evaluate((element) => element.scrollTo(0, 0));
    await page.getByRole('button', { name: c.stock.listIt }).click();
    await page.waitForURL(/\/listing\/addProduct\?cardId=/);
    await expect.poll(() => field(page, c.listing.name).locator('input').inputValue()).toBe(CARD);
    await page.getByRole('textbox', { name: `${c.listing.wholesale} 1` }).fill(TIERS[0].wholesalePrice);
    await page.getByRole('textbox', { name: `${c.listing.retail} 1` }).fill(TIERS[0].retailPrice);
    await page.getByRole('button', { name: c.listing.addTier }).click();
    await page.getByRole('textbox', { name: `${c.listing.minCount} 2` }).fill(String(TIERS[1].minCount));
    await page.getByRole('textbox', { name: `${c.listing.wholesale} 2` }).fill(TIERS[1].wholesalePrice);
    await page.getByRole('textbox', { name: `${c.listing.retail} 2` }).fill(TIERS[1].retailPrice);
    await choose(page, c.listing.paymentMethods, c.payment.OFFLINE);
    await choose(page, c.listing.visibility, c.visibility.OPEN_TO);

    // Saving without a chosen user is refused.
    await page.getByRole('button', { name: c.listing.save }).click();
    await expect.poll(() => field(page, c.listing.chosenUsers).getByRole('alert').isVisible()).toBe(true);

    await page.getByRole('button', { name: c.listing.chooseUsers }).click();
    await page.waitForURL(/\/listing\/addProduct\/selectUser\?type=open$/);
    await expect.poll(visible(page, 'Demo Buyer')).toBe(true);
    await page.locator('.adm-list-item', { hasText: 'Demo Buyer' }).click();
    await settle(page);
    await screenshot(page, 'select-user-en');
    await page.getByRole('button', { name: c.listing.pickDone.replace('{{count}}', '1') }).first().click();
    await page.waitForURL(/\/listing\/addProduct\?cardId=/);

    // Kept alive: the tiers typed before the picker are still there, with the user chosen.
    await expect.poll(() => page.getByTestId('chosen-users').textContent()).toContain('Demo Buyer');
    expect(await page.getByRole('textbox', { name: `${c.listing.wholesale} 2` }).inputValue()).toBe(TIERS[1].wholesalePrice);
    await settle(page);
    await screenshot(page, 'add-product-en');
    await page.getByRole('button', { name: c.listing.save }).click();
    await page.waitForURL(/\/productListing$/);
    await expect.poll(visible(page, CARD)).toBe(true);
    ids.listing = (await page.locator('[data-listing]', { hasText: CARD }).getAttribute('data-listing'))!;
    await settle(page);
    await screenshot(page, 'product-listing-en');
  });

  it('shows the buyer the listing in the mall, priced by tier for 1 and for 10 units', async () => {
    const page = buyer;
    await page.getByRole('navigation', { name: en.tabs.label }).getByText(en.tabs.buy, { exact: true }).click();
    await page.waitForURL(/\/mall$/);
    await expect.poll(visible(page, CARD)).toBe(true);
    await settle(page);
    await screenshot(page, 'mall-en');

    await page.getByText(CARD).click();
    await page.waitForURL(new RegExp(`/goodDetail/${ids.listing}$`));
    const one = quotePrice({ tiers: TIERS, discount: '0', quantity: 1 })!;
    const ten = quotePrice({ tiers: TIERS, discount: '0', quantity: 10 })!;
    await expect.poll(() => page.getByTestId('unit-price').textContent()).toBe(`${one.unitPrice} USD`);
    expect(await page.getByTestId('total-price').textContent()).toBe(`${one.totalPrice} USD`);
    expect(await page.getByRole('button', { name: c.good.buy }).isDisabled()).toBe(true);
    await expect.poll(visible(page, c.good.orderingSoon)).toBe(true);
    await screenshot(page, 'good-detail-en');

    await page.locator('.adm-stepper input').fill('10');
    await page.locator('.adm-stepper input').blur();
    await expect.poll(() => page.getByTestId('unit-price').textContent()).toBe(`${ten.unitPrice} USD`);
    expect(await page.getByTestId('total-price').textContent()).toBe(`${ten.totalPrice} USD`);
    expect(ten.totalPrice).toBe('65.00');
    await screenshot(page, 'good-detail-10-en');
  });

  it('does not show it to another follower', async () => {
    const page = reseller;
    await goTo(page, '/mall');
    await expect.poll(visible(page, 'StarTV Gold 30 days')).toBe(true);
    expect(await page.getByText(CARD).count()).toBe(0);
    await goTo(page, `/goodDetail/${ids.listing}`);
    await expect.poll(visible(page, c.good.missingTitle)).toBe(true);
    await screenshot(page, 'good-detail-missing-en');
  });

  it('shows the screens in Spanish', async () => {
    const page = buyer;
    await page.evaluate(() => localStorage.setItem('locale', 'es'));
    await goTo(page, '/mall');
    await expect.poll(visible(page, ces.mall.title)).toBe(true);
    await expect.poll(visible(page, CARD)).toBe(true);
    await settle(page);
    await screenshot(page, 'mall-es');
    await goTo(page, `/goodDetail/${ids.listing}`);
    await expect.poll(visible(page, ces.good.tiers)).toBe(true);
    await screenshot(page, 'good-detail-es');
    await page.evaluate(() => localStorage.setItem('locale', 'en'));

    await seller.evaluate(() => localStorage.setItem('locale', 'es'));
    for (const [path, name, text] of [
      ['/stock', 'stock-es', ces.stock.createCard],
      [`/stock/detail/${ids.card}`, 'stock-detail-es', ces.stock.change],
      ['/setCardProperty?type=PREPAID_CARD', 'set-card-property-es', ces.card.create],
      [`/listing/addProduct?id=${ids.listing}`, 'add-product-es', ces.listing.tiers],
      [`/listing/cardDetail?id=${ids.card}`, 'card-detail-es', ces.dims.title],
      ['/productListing', 'product-listing-es', ces.listing.unlist],
    ] as const) {
      await goTo(seller, path);
      await expect.poll(visible(seller, text)).toBe(true);
      await settle(seller);
      await screenshot(seller, name);
    }
    await seller.evaluate(() => localStorage.setItem('locale', 'en'));
  });

  it('unlists it, and the buyer no longer sees it', async () => {
    const page = seller;
    await goTo(page, '/productListing');
    const row = page.locator('[data-listing]', { hasText: CARD });
    await row.getByRole('button', { name: c.listing.unlist }).click();
    await expect.poll(() => page.locator('[data-listing]', { hasText: CARD }).count()).toBe(0);
    await page.getByRole('tab', { name: c.listing.unlisted }).click();
    await expect.poll(visible(page, CARD)).toBe(true);
    await screenshot(page, 'product-listing-unlisted-en');

    await goTo(buyer, '/mall');
    await expect.poll(visible(buyer, 'StarTV Gold 30 days')).toBe(true);
    expect(await buyer.getByText(CARD).count()).toBe(0);
    await goTo(buyer, `/goodDetail/${ids.listing}`);
    await expect.poll(visible(buyer, c.good.missingTitle)).toBe(true);
  });
});
