// The panel's long forms and number styles in the browser, in Portuguese and Spanish: a price typed
// with a decimal comma is taken and comes back with one; a save with an error at the top of a long
// form scrolls to it, focuses it and says what is wrong; Save stays pinned at the bottom of the
// screen without covering the end of the form; amounts, percentages and dates follow the language.
import { formatNumber, formatPercent } from '@panel/domain/format';
import { unitPriceOf } from '@panel/domain/pricing';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { changeStock, createCard, createListing, tokenOf } from './support/api';
import { PHONE, screenshot } from './support/browser';
import { goTo, openAs, useSuite, waitForText } from './support/suite';
import { catalogueTexts, storeTexts } from './support/texts';

const SELLER = { account: 'seller@example.com', password: 'Demo1234' };
const BUYER = { account: 'buyer@example.com', password: 'Demo1234' };
const LOCALES = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' } as const;
type Language = keyof typeof LOCALES;

const suite = useSuite();

/** A labelled field of the forms (FormField: label above the input). */
const field = (page: Page, label: string) => page.locator('.form-field', { has: page.locator('label', { hasText: label }) }).first();
const choose = (page: Page, label: string, option: string) => field(page, label).locator('.adm-selector-item', { hasText: option }).first().click();
const scrollToEnd = (page: Page) => page.getByRole('main').evaluate((element) => element.scrollTo(0, element.scrollHeight));
const toast = (page: Page) => page.locator('.adm-toast-main');

/** How far an element's box is from inside the phone's screen (0 when wholly in it). */
const inScreen = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, height) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= height;
    }, PHONE.height);

let cards = 0;
async function cardWithStock(units: number): Promise<{ cardId: string; name: string; token: string }> {
  const token = await tokenOf(suite.server, SELLER.account);
  const name = `E2E Forms ${++cards} ${Date.now().toString(36)}`;
  const cardId = await createCard(suite.server, { token }, name, { brand: 'E2E TV', periodPlan: 'MONTH_1' });
  if (units) await changeStock(suite.server, { token }, cardId, units);
  return { cardId, name, token };
}

async function pageIn(language: Language, account: { account: string; password: string }, path: string): Promise<Page> {
  const page = await suite.phone(LOCALES[language]);
  await openAs(page, suite.server, await tokenOf(suite.server, account.account, account.password), path, language);
  return page;
}

describe('long forms and number styles', () => {
  it('in Portuguese: a price typed with a comma is taken and shown back with one; an error at the top is scrolled to, focused and said', async () => {
    const c = catalogueTexts.pt.catalogue;
    const { cardId, name } = await cardWithStock(50);
    const page = await pageIn('pt', SELLER, `/listing/addProduct?cardId=${cardId}`);
    await expect.poll(() => field(page, c.listing.name).locator('input').inputValue()).toBe(name);

    // The save bar is on screen from the start, at the bottom.
    expect(await inScreen(page, '[data-testid=form-actions]')).toBe(true);

    await page.getByRole('textbox', { name: `${c.listing.wholesale} 1` }).fill('27,50');
    await page.getByRole('textbox', { name: `${c.listing.retail} 1` }).fill('30.5'); // the other separator is taken too
    await field(page, c.listing.discount).locator('input').fill('2,5');
    await choose(page, c.listing.paymentMethods, c.payment.OFFLINE);
    // The name, at the very top, is emptied: the save from the bottom of the form must lead back to it.
    await field(page, c.listing.name).locator('input').fill('');
    await scrollToEnd(page);
    expect(await inScreen(page, `.form-field:has(#listing-name)`)).toBe(false);
    await page.getByRole('button', { name: c.listing.save }).click();

    const required = VALIDATION_TEXTS.pt['validation.required'];
    await expect.poll(() => field(page, c.listing.name).getByRole('alert').textContent()).toBe(required);
    await expect.poll(() => page.locator('#listing-name').evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => inScreen(page, '.form-field:has(#listing-name)')).toBe(true);
    await expect.poll(() => toast(page).textContent()).toBe(`${c.listing.name}: ${required}`);
    // No price was refused: "27,50" and "30.5" are prices in Portuguese.
    expect(await field(page, c.listing.tiers).getByRole('alert').count()).toBe(0);
    await screenshot(page, 'i13-add-product-error-pt');

    await field(page, c.listing.name).locator('input').fill(name);
    await page.getByRole('button', { name: c.listing.save }).click();
    await page.waitForURL(/\/productListing$/);
    const row = page.locator('[data-listing]', { hasText: name });
    const from = `${formatNumber(unitPriceOf({ minCount: 1, wholesalePrice: '27.50', retailPrice: '30.50' }, '2.5'), 'pt')} USD`;
    await expect.poll(() => row.textContent()).toContain(from);
    expect(from).toMatch(/^\d+,\d{2} USD$/);
    await screenshot(page, 'i13-product-listing-pt');

    // Edited again, the saved amounts come back in Portuguese style.
    await row.getByRole('button', { name: c.listing.edit }).click();
    await page.waitForURL(/\/listing\/addProduct\?id=/);
    await expect.poll(() => page.getByRole('textbox', { name: `${c.listing.wholesale} 1` }).inputValue()).toBe('27,50');
    expect(await page.getByRole('textbox', { name: `${c.listing.retail} 1` }).inputValue()).toBe('30,50');
    const discount = await field(page, c.listing.discount).locator('input').inputValue();
    expect(discount).toMatch(/^2,50?$/);
    const listingId = new URL(page.url()).searchParams.get('id')!;
    await screenshot(page, 'i13-add-product-edit-pt');

    // The buyer reads the prices and the discount in Portuguese.
    const buyer = await pageIn('pt', BUYER, `/goodDetail/${listingId}`);
    await waitForText(buyer, c.good.tiers);
    await waitForText(buyer, from); // the tier's price less the discount
    await waitForText(buyer, formatPercent(discount.replace(',', '.'), 'pt'));
    await screenshot(buyer, 'i13-good-detail-discount-pt');
  });

  it('in Spanish: a new card saved with its name missing leads back to the name, from the pinned Save at the bottom', async () => {
    const c = catalogueTexts.es.catalogue;
    const page = await pageIn('es', SELLER, '/setCardProperty?type=PREPAID_CARD');
    await waitForText(page, c.card.create);
    expect(await inScreen(page, '[data-testid=form-actions]')).toBe(true);
    await scrollToEnd(page);
    // At the end of the form the last field is above the bar, not under it.
    const [lastBottom, barTop] = await page.evaluate(() => {
      const fields = [...document.querySelectorAll('.form-field')];
      return [fields.at(-1)!.getBoundingClientRect().bottom, document.querySelector('[data-testid=form-actions]')!.getBoundingClientRect().top];
    });
    expect(lastBottom).toBeLessThanOrEqual(barTop);
    await page.getByRole('button', { name: c.card.create }).click();
    const required = VALIDATION_TEXTS.es['validation.required'];
    await expect.poll(() => page.locator('#card-name').evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => inScreen(page, '.form-field:has(#card-name)')).toBe(true);
    await expect.poll(() => toast(page).textContent()).toBe(`${c.card.name}: ${required}`);
    await screenshot(page, 'i13-set-card-property-error-es');
  });

  it('shows the changed screens in English, Spanish and Portuguese: pinned bars, amounts and dates in the language’s style', async () => {
    const { cardId, name, token } = await cardWithStock(5);
    const listingId = await createListing(suite.server, { token }, cardId, {
      name,
      tiers: [{ minCount: 1, wholesalePrice: '1234567.89', retailPrice: '1300000' }],
    });
    for (const language of ['en', 'es', 'pt'] as const) {
      const c = catalogueTexts[language].catalogue;
      const s = storeTexts[language].storeSettings;
      const page = await pageIn(language, SELLER, '/setCardProperty?type=RECHARGE_CARD');
      await waitForText(page, c.card.create);
      await screenshot(page, `i13-set-card-property-${language}`);

      await goTo(page, suite.server, `/listing/addProduct?cardId=${cardId}`);
      await waitForText(page, c.listing.tiers);
      await page.getByRole('textbox', { name: `${c.listing.wholesale} 1` }).fill(language === 'en' ? '1234.5' : '1234,5');
      await screenshot(page, `i13-add-product-${language}`);

      await goTo(page, suite.server, '/setting/store');
      await waitForText(page, s.title);
      expect(await inScreen(page, '[data-testid=form-actions]')).toBe(true);
      await screenshot(page, `i13-store-settings-${language}`);

      await goTo(page, suite.server, `/stock/detail/${cardId}`);
      await page.getByRole('tab', { name: c.stock.movements }).click();
      await waitForText(page, c.movement.MINTED);
      await expect.poll(() => page.getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/).count()).toBeGreaterThan(0);
      await screenshot(page, `i13-stock-detail-${language}`);

      // Thousands grouped and the value's decimals (or 2) in the language's style.
      const buyer = await pageIn(language, BUYER, `/goodDetail/${listingId}`);
      await waitForText(buyer, c.good.tiers);
      const shown = {
        en: ['1,234,567.89 USD', '1,300,000.00 USD'],
        es: ['1.234.567,89 USD', '1.300.000,00 USD'],
        pt: ['1.234.567,89 USD', '1.300.000,00 USD'],
      }[language];
      for (const amount of shown) await waitForText(buyer, amount);
      expect(shown[0]).toBe(`${formatNumber('1234567.89', language)} USD`);
      await screenshot(buyer, `i13-good-detail-${language}`);
    }
  });
});
