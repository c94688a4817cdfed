// Low stock in the browser: the seller sets a listing's low-stock alert in the listing form (a bad
// number is refused at the field), a buyer's order is delivered, and the stock list and the card's
// stock detail show the units for sale, the week's sales, the days of stock and the Low stock tag.
// Screenshots in en and es, with the detail's loading and error states.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import { changeStock, createCard, createListing, currentUser, ok, tokenOf } from './support/api';
import { screenshot } from './support/browser';
import { goTo, openAs, useSuite, waitForText } from './support/suite';
import { catalogueTexts } from './support/texts';

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';
const TIERS = [{ minCount: 1, wholesalePrice: '4.00', retailPrice: '6.00' }];

const c = catalogueTexts.en.catalogue;
const ces = catalogueTexts.es.catalogue;
const suite = useSuite();

/** A labelled field of the forms (FormField: label above the input). */
const field = (page: Page, label: string) => page.locator('.form-field', { has: page.locator('label', { hasText: label }) }).first();

async function sellerPage(path: string, locale: 'en' | 'es' = 'en'): Promise<Page> {
  const page = await suite.phone(locale === 'es' ? 'es-ES' : 'en-US');
  await openAs(page, suite.server, await tokenOf(suite.server, SELLER), path, locale);
  return page;
}

describe('low stock', () => {
  it('sets the alert in the listing form; after a sale the stock screens show the cover and the Low stock tag', async () => {
    const token = await tokenOf(suite.server, SELLER);
    const name = `E2E Low stock ${Date.now().toString(36)}`;
    const units = 30;
    const cardId = await createCard(suite.server, { token }, name, { brand: 'E2E TV' });
    await changeStock(suite.server, { token }, cardId, units);
    const buyerToken = await tokenOf(suite.server, BUYER);
    const buyer = await currentUser(suite.server, buyerToken);
    const listingId = await createListing(suite.server, { token }, cardId, { name, tiers: TIERS, openTo: [buyer.id] });

    // The form: 10 until changed; a fraction is refused at the field; 40 is saved.
    const page = await sellerPage(`/listing/addProduct?id=${listingId}`);
    const threshold = field(page, c.listing.lowStockThreshold).locator('input');
    await expect.poll(() => threshold.inputValue()).toBe('10');
    expect(await threshold.getAttribute('inputmode')).toBe('numeric');
    await threshold.fill('2.5');
    await page.getByRole('button', { name: c.listing.save }).click();
    await expect
      .poll(() => field(page, c.listing.lowStockThreshold).getByRole('alert').textContent())
      .toBe(VALIDATION_TEXTS.en['validation.lowStockThreshold']);
    await threshold.scrollIntoViewIfNeeded();
    await screenshot(page, 'low-stock-listing-form-error-en');
    await threshold.fill('40');
    await screenshot(page, 'low-stock-listing-form-en');
    await page.getByRole('button', { name: c.listing.save }).click();
    await page.waitForURL(/\/productListing$/);
    await expect.poll(() => page.locator(`[data-listing="${listingId}"] [data-low-stock]`).isVisible()).toBe(true);
    expect((await ok<{ lowStockThreshold: number }>(suite.server, 'GET', `/api/product/listing/${listingId}`, { token })).lowStockThreshold).toBe(40);

    // A buyer's order of 7, confirmed by the seller: delivered.
    const sold = 7;
    const order = await ok<{ id: string; amount: string }>(suite.server, 'POST', '/api/order/create', {
      token: buyerToken,
      json: { listingId, quantity: sold, paymentType: 'OFFLINE', paymentCurrency: 'USD' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    await ok(suite.server, 'POST', `/api/order/sale/confirm/${order.id}`, {
      token,
      json: { receivedAmount: order.amount },
      headers: { 'Idempotency-Key': randomUUID() },
    });

    // The stock list: 23 for sale, 7 sold, 23 / (7 / 7) = 23 days, under 40: Low stock.
    const forSale = units - sold;
    const days = Math.round((forSale * 7) / sold);
    await goTo(page, suite.server, '/stock');
    const row = page.locator(`[data-card="${cardId}"]`);
    await expect
      .poll(() => row.locator('[data-cover]').textContent())
      .toBe(
        `${c.stock.forSale.replace('{{count}}', String(forSale))}${c.stock.soldWeek.replace('{{count}}', String(sold))}${c.stock.coverDays_other.replace('{{count}}', String(days))}`,
      );
    expect(await row.locator('[data-low-stock]').textContent()).toBe(c.stock.lowStock);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'low-stock-stock-list-en');

    // The card's stock detail: the same figures and the alert's threshold.
    await row.click();
    await page.waitForURL(new RegExp(`/stock/detail/${cardId}$`));
    const sales = page.getByTestId('stock-sales');
    await expect.poll(() => sales.locator('[data-for-sale]').textContent()).toBe(String(forSale));
    expect(await sales.locator('[data-sold-week]').textContent()).toBe(String(sold));
    expect(await sales.locator('[data-cover-days]').textContent()).toBe(c.stock.coverDays_other.replace('{{count}}', String(days)));
    expect(await sales.locator('[data-threshold]').textContent()).toBe('40');
    expect(await page.locator('[data-low-stock]').first().textContent()).toBe(c.stock.lowStock);
    await screenshot(page, 'low-stock-stock-detail-en');

    // In Spanish.
    const es = await sellerPage('/stock', 'es');
    const esRow = es.locator(`[data-card="${cardId}"]`);
    await expect.poll(() => esRow.locator('[data-low-stock]').textContent()).toBe(ces.stock.lowStock);
    expect(await esRow.locator('[data-cover-days]').textContent()).toBe(ces.stock.coverDays_other.replace('{{count}}', String(days)));
    await esRow.scrollIntoViewIfNeeded();
    await screenshot(es, 'low-stock-stock-list-es');
    await goTo(es, suite.server, `/stock/detail/${cardId}`);
    await waitForText(es, ces.stock.coverTitle);
    await screenshot(es, 'low-stock-stock-detail-es');
    await goTo(es, suite.server, `/listing/addProduct?id=${listingId}`);
    const esThreshold = field(es, ces.listing.lowStockThreshold).locator('input');
    await expect.poll(() => esThreshold.inputValue()).toBe('40');
    await esThreshold.scrollIntoViewIfNeeded();
    await screenshot(es, 'low-stock-listing-form-es');
  });

  it('shows the stock detail loading and failing, and a card never sold or listed as not for sale', async () => {
    const token = await tokenOf(suite.server, SELLER);
    const cardId = await createCard(suite.server, { token }, `E2E Unlisted ${Date.now().toString(36)}`, { brand: 'E2E TV' });
    await changeStock(suite.server, { token }, cardId, 5);

    const page = await sellerPage('/home');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/product/stock/detail/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.server.url}/stock/detail/${cardId}`);
    await expect.poll(() => page.locator('[data-loading=true]').first().isVisible()).toBe(true);
    await screenshot(page, 'low-stock-stock-detail-loading-en');
    release();
    await page.unroute('**/api/product/stock/detail/**');

    const sales = page.getByTestId('stock-sales');
    await expect.poll(() => sales.locator('[data-cover-days]').textContent()).toBe(c.stock.notForSale);
    expect(await sales.locator('[data-threshold]').textContent()).toBe(c.stock.notListed);
    expect(await page.locator('[data-low-stock]').count()).toBe(0);
    await screenshot(page, 'low-stock-stock-detail-unlisted-en');

    await page.route('**/api/product/stock/detail/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.reload();
    await expect.poll(() => page.getByRole('alert').locator('.adm-error-block').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId('stock-sales').count()).toBe(0);
    await screenshot(page, 'low-stock-stock-detail-error-en');
  });
});
