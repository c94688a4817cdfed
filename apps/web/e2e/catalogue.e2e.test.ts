// Cards, stock, listings and the mall in the browser: the seller creates a card with every
// dimension, mints units, lists a card with two tiers open only to the demo buyer; the buyer sees it
// at the tier price; another follower does not; unlisted, it is gone. Each test makes the card and
// listing it needs through the API, so it runs alone; the forms are screenshot in en and es, with
// their error states.
import { quotePrice } from '@panel/domain/pricing';
import { errorMessage } from '@panel/domain/errors';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import { changeStock, createCard, createListing, currentUser, tokenOf, type Tier } from './support/api';
import { screenshot } from './support/browser';
import { picture } from './support/images';
import { goTo, logIn, openAs, shows, useSuite, waitForText } from './support/suite';
import { catalogueTexts, en } from './support/texts';

const SELLER = { account: 'seller@example.com', password: 'Demo1234' };
const BUYER = { account: 'buyer@example.com', password: 'Demo1234' };
const RESELLER1 = { account: 'reseller1@example.com', password: 'Demo1234' };
const TIERS: Tier[] = [
  { minCount: 1, wholesalePrice: '8.00', retailPrice: '12.00' },
  { minCount: 10, wholesalePrice: '6.50', retailPrice: '10.00' },
];

const c = catalogueTexts.en.catalogue;
const ces = catalogueTexts.es.catalogue;
const suite = useSuite();

/** A labelled field of the forms (FormField: label above the input). */
const field = (page: Page, label: string) => page.locator('.form-field', { has: page.locator('label', { hasText: label }) }).first();
const fill = (page: Page, label: string, value: string) => field(page, label).locator('input, textarea').first().fill(value);
const choose = (page: Page, label: string, option: string) => field(page, label).locator('.adm-selector-item', { hasText: option }).first().click();
const scrollTop = (page: Page) => page.getByRole('main').evaluate((element) => element.scrollTo(0, 0));

let cards = 0;
/** A card of the demo store with `units` minted, made through the API. */
async function cardWithStock(units: number): Promise<{ cardId: string; name: string; token: string }> {
  const token = await tokenOf(suite.server, SELLER.account);
  const name = `E2E Recharge ${++cards} ${Date.now().toString(36)}`;
  const cardId = await createCard(suite.server, { token }, name, { brand: 'E2E TV', periodPlan: 'MONTH_1' });
  if (units) await changeStock(suite.server, { token }, cardId, units);
  return { cardId, name, token };
}

/** A listed card open only to the demo buyer, made through the API. */
async function listingForBuyer(): Promise<{ listingId: string; name: string; cardId: string }> {
  const { cardId, name, token } = await cardWithStock(50);
  const buyer = await currentUser(suite.server, await tokenOf(suite.server, BUYER.account));
  const listingId = await createListing(suite.server, { token }, cardId, { name, tiers: TIERS, openTo: [buyer.id] });
  return { listingId, name, cardId };
}

async function sellerPage(): Promise<Page> {
  const page = await suite.phone();
  await logIn(page, suite.server, SELLER);
  return page;
}

/** A page in Spanish, with the account's session opened through the API. */
async function spanishPage(account: { account: string; password: string }, path: string): Promise<Page> {
  const page = await suite.phone('es-ES');
  await openAs(page, suite.server, await tokenOf(suite.server, account.account, account.password), path, 'es');
  return page;
}

describe('cards, stock, listings and the mall', () => {
  it('shows the seller the stock tab with the demo cards and their counts', async () => {
    const page = await sellerPage();
    await page.getByRole('navigation', { name: en.tabs.label }).getByText(en.tabs.stock, { exact: true }).click();
    await page.waitForURL(/\/stock$/);
    for (const name of ['StarTV Gold 30 days', 'StarTV Annual account', 'BoxPlay device licence', 'StarTV 100 credits']) await waitForText(page, name);
    await expect.poll(() => page.locator('[data-card]').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'stock-en');
  });

  it('creates a card with every dimension; a missing name and picture are shown at the fields, the first one focused', async () => {
    const page = await sellerPage();
    await goTo(page, suite.server, '/stock');
    await page.getByRole('button', { name: c.stock.createCard }).first().click();
    await page.waitForURL(/\/selectCard$/);
    await waitForText(page, c.cardType.DEVICE_LICENCE);
    await screenshot(page, 'select-card-en');
    await page.locator('.adm-list-item', { hasText: c.cardTypeHint.RECHARGE_CARD }).click();
    await page.waitForURL(/\/setCardProperty\?type=RECHARGE_CARD$/);

    // Nothing filled: name and picture are required; the name gets focus.
    await page.getByRole('button', { name: c.card.create }).click();
    await expect.poll(() => field(page, c.card.name).getByRole('alert').textContent()).toBe(VALIDATION_TEXTS.en['validation.required']);
    await expect.poll(() => field(page, c.card.picture).getByRole('alert').isVisible()).toBe(true);
    await expect
      .poll(() =>
        field(page, c.card.name)
          .locator('input')
          .evaluate((input) => input === document.activeElement),
      )
      .toBe(true);
    await screenshot(page, 'set-card-property-errors-en');

    const name = `E2E Recharge new ${Date.now().toString(36)}`;
    await fill(page, c.card.name, name);
    await page.locator('input[type=file]').setInputFiles(picture('card.png', [30, 120, 220]));
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
    await screenshot(page, 'set-card-property-en');
    await page.getByRole('button', { name: c.card.create }).click();
    await page.waitForURL(/\/stock\/detail\/[\w-]+$/);
    await waitForText(page, name);
  });

  it('adds and retires units from a positive quantity (zero and retiring more than are free are refused under the box)', async () => {
    const { cardId } = await cardWithStock(0);
    const page = await sellerPage();
    await goTo(page, suite.server, `/stock/detail/${cardId}`);
    const box = page.getByRole('textbox', { name: c.stock.quantity });
    // A digits-only keypad: no sign is typed, the action says which way the units go.
    expect(await box.getAttribute('inputmode')).toBe('numeric');
    await box.fill('0');
    await page.getByRole('button', { name: c.stock.addUnits }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: errorMessage(120050, 'en') })
          .isVisible(),
      )
      .toBe(true);
    await box.fill('5');
    await page.getByRole('button', { name: c.stock.retireUnits }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: errorMessage(120035, 'en') })
          .isVisible(),
      )
      .toBe(true);
    await box.fill('50');
    await page.getByRole('button', { name: c.stock.addUnits }).click();
    await expect.poll(() => page.locator('[data-count=free]').first().textContent()).toMatch(/^50/);
    await expect.poll(() => page.locator('[data-count=minted]').first().textContent()).toMatch(/^50/);
    await expect.poll(() => box.inputValue()).toBe('');
    await box.fill('5');
    await page.getByRole('button', { name: c.stock.retireUnits }).click();
    await expect.poll(() => page.locator('[data-count=free]').first().textContent()).toMatch(/^45\D/);
    await expect.poll(() => page.locator('[data-count=retired]').first().textContent()).toMatch(/^5\D/);
    await expect.poll(() => box.inputValue()).toBe('');
    const buttons = [c.stock.addUnits, c.stock.retireUnits].map((name) => page.getByRole('button', { name }).boundingBox());
    for (const size of await Promise.all(buttons)) expect(size!.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('tab', { name: c.stock.movements }).click();
    await waitForText(page, c.movement.RETIRED);
    await waitForText(page, c.movement.MINTED);
    await expect.poll(() => page.locator('.adm-toast-mask').count(), { timeout: 6_000 }).toBe(0); // the toast is gone
    await screenshot(page, 'stock-detail-en');
  });

  it('lists a card with two tiers, open only to the demo buyer, keeping the form across the user picker', async () => {
    const { cardId, name } = await cardWithStock(50);
    const page = await sellerPage();
    await goTo(page, suite.server, `/stock/detail/${cardId}`);
    await page.getByRole('button', { name: c.stock.listIt }).click();
    await page.waitForURL(/\/listing\/addProduct\?cardId=/);
    await expect.poll(() => field(page, c.listing.name).locator('input').inputValue()).toBe(name);

    // Two tiers with the same minimum count are refused at the tier box, which gets focus.
    await page.getByRole('textbox', { name: `${c.listing.wholesale} 1` }).fill(TIERS[0].wholesalePrice);
    await page.getByRole('textbox', { name: `${c.listing.retail} 1` }).fill(TIERS[0].retailPrice);
    await page.getByRole('button', { name: c.listing.addTier }).click();
    await page.getByRole('textbox', { name: `${c.listing.minCount} 2` }).fill('1');
    await page.getByRole('textbox', { name: `${c.listing.wholesale} 2` }).fill(TIERS[1].wholesalePrice);
    await page.getByRole('textbox', { name: `${c.listing.retail} 2` }).fill(TIERS[1].retailPrice);
    await page.getByRole('button', { name: c.listing.save }).click();
    await expect.poll(() => field(page, c.listing.tiers).getByRole('alert').textContent()).toBe(VALIDATION_TEXTS.en['validation.tierMinCountDuplicate']);
    await expect.poll(() => page.getByRole('textbox', { name: `${c.listing.minCount} 2` }).evaluate((input) => input === document.activeElement)).toBe(true);
    await screenshot(page, 'add-product-errors-en');

    await page.getByRole('textbox', { name: `${c.listing.minCount} 2` }).fill(String(TIERS[1].minCount));
    await choose(page, c.listing.paymentMethods, c.payment.OFFLINE);
    await choose(page, c.listing.visibility, c.visibility.OPEN_TO);
    // Saving without a chosen user is refused.
    await page.getByRole('button', { name: c.listing.save }).click();
    await expect.poll(() => field(page, c.listing.chosenUsers).getByRole('alert').isVisible()).toBe(true);

    await page.getByRole('button', { name: c.listing.chooseUsers }).click();
    await page.waitForURL(/\/listing\/addProduct\/selectUser\?type=open$/);
    await waitForText(page, 'Demo Buyer');
    await page.locator('.adm-list-item', { hasText: 'Demo Buyer' }).click();
    await screenshot(page, 'select-user-en');
    await page
      .getByRole('button', { name: c.listing.pickDone.replace('{{count}}', '1') })
      .first()
      .click();
    await page.waitForURL(/\/listing\/addProduct\?cardId=/);

    // Kept alive: the tiers typed before the picker are still there, with the user chosen.
    await expect.poll(() => page.getByTestId('chosen-users').textContent()).toContain('Demo Buyer');
    expect((await page.getByTestId('chosen-users').locator('.adm-tag').first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.getByRole('textbox', { name: `${c.listing.wholesale} 2` }).inputValue()).toBe(TIERS[1].wholesalePrice);
    await scrollTop(page);
    await screenshot(page, 'add-product-en');
    await page.getByRole('button', { name: c.listing.save }).click();
    await page.waitForURL(/\/productListing$/);
    await waitForText(page, name);
    await screenshot(page, 'product-listing-en');
  });

  it('shows the buyer the listing in the mall, priced by tier for 1 and for 10 units', async () => {
    const { listingId, name } = await listingForBuyer();
    const page = await suite.phone();
    await logIn(page, suite.server, BUYER);
    await page.getByRole('navigation', { name: en.tabs.label }).getByText(en.tabs.buy, { exact: true }).click();
    await page.waitForURL(/\/mall$/);
    await waitForText(page, name);
    await screenshot(page, 'mall-en');

    await page.getByText(name).click();
    await page.waitForURL(new RegExp(`/goodDetail/${listingId}$`));
    const one = quotePrice({ tiers: TIERS, discount: '0', quantity: 1 })!;
    const ten = quotePrice({ tiers: TIERS, discount: '0', quantity: 10 })!;
    await waitForText(page, c.good.tiers);
    await screenshot(page, 'good-detail-en');

    // The buy button opens the order sheet, which prices the quantity by tier.
    await page.getByRole('button', { name: c.good.buy }).click();
    const sheet = page.getByTestId('order-sheet');
    await expect.poll(() => sheet.getByTestId('unit-price').textContent()).toBe(`${one.unitPrice} USD`);
    expect(await sheet.getByTestId('total-price').textContent()).toBe(`${one.totalPrice} USD`);
    for (const part of ['.adm-stepper-minus', '.adm-stepper-plus']) {
      const size = (await sheet.locator(part).boundingBox())!;
      // 44 CSS pixels, read back through the sheet's transform (43.99997 is 44).
      expect(Math.round(Math.min(size.width, size.height) * 100) / 100).toBeGreaterThanOrEqual(44);
    }
    await sheet.locator('.adm-stepper input').fill('10');
    await sheet.locator('.adm-stepper input').blur();
    await expect.poll(() => sheet.getByTestId('unit-price').textContent()).toBe(`${ten.unitPrice} USD`);
    expect(await sheet.getByTestId('total-price').textContent()).toBe(`${ten.totalPrice} USD`);
    expect(ten.totalPrice).toBe('65.00');
    await screenshot(page, 'good-detail-10-en');
  });

  it('does not show it to another follower', async () => {
    const { listingId, name } = await listingForBuyer();
    const page = await suite.phone();
    await logIn(page, suite.server, RESELLER1);
    await goTo(page, suite.server, '/mall');
    await waitForText(page, 'StarTV Gold 30 days');
    expect(await page.getByText(name).count()).toBe(0);
    await goTo(page, suite.server, `/goodDetail/${listingId}`);
    await waitForText(page, c.good.missingTitle);
    await screenshot(page, 'good-detail-missing-en');
  });

  it("shows the catalogue screens in Spanish, with the forms' errors", async () => {
    const { listingId, name, cardId } = await listingForBuyer();
    const buyer = await spanishPage(BUYER, '/mall');
    await expect.poll(shows(buyer, ces.mall.title)).toBe(true);
    await waitForText(buyer, name);
    await screenshot(buyer, 'mall-es');
    await goTo(buyer, suite.server, `/goodDetail/${listingId}`);
    await waitForText(buyer, ces.good.tiers);
    await screenshot(buyer, 'good-detail-es');

    const seller = await spanishPage(SELLER, '/stock');
    for (const [path, shot, text] of [
      ['/stock', 'stock-es', ces.stock.createCard],
      [`/stock/detail/${cardId}`, 'stock-detail-es', ces.stock.change],
      ['/setCardProperty?type=PREPAID_CARD', 'set-card-property-es', ces.card.create],
      [`/listing/addProduct?id=${listingId}`, 'add-product-es', ces.listing.tiers],
      [`/listing/cardDetail?id=${cardId}`, 'card-detail-es', ces.dims.title],
      ['/productListing', 'product-listing-es', ces.listing.unlist],
    ] as const) {
      await goTo(seller, suite.server, path);
      await waitForText(seller, text);
      await screenshot(seller, shot);
    }

    // The new card's errors, in Spanish.
    await goTo(seller, suite.server, '/setCardProperty?type=PREPAID_CARD');
    await seller.getByRole('button', { name: ces.card.create }).click();
    await expect.poll(() => field(seller, ces.card.name).getByRole('alert').textContent()).toBe(VALIDATION_TEXTS.es['validation.required']);
    await screenshot(seller, 'set-card-property-errors-es');

    // The listing's errors, in Spanish: a tier whose retail price is its wholesale price.
    await goTo(seller, suite.server, `/listing/addProduct?id=${listingId}`);
    await waitForText(seller, ces.listing.tiers);
    await seller.getByRole('textbox', { name: `${ces.listing.retail} 1` }).fill(TIERS[0].wholesalePrice);
    await seller.getByRole('button', { name: ces.listing.save }).click();
    await expect.poll(() => field(seller, ces.listing.tiers).getByRole('alert').textContent()).toBe(VALIDATION_TEXTS.es['validation.wholesaleEqualsRetail']);
    await screenshot(seller, 'add-product-errors-es');
  });

  it('unlists a listing only once the seller confirms, and the buyer no longer sees it', async () => {
    const { listingId, name } = await listingForBuyer();
    const page = await sellerPage();
    await goTo(page, suite.server, '/productListing');
    const row = page.locator('[data-listing]', { hasText: name });
    const unlist = row.getByRole('button', { name: c.listing.unlist });
    expect((await unlist.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // Asked first: keeping it listed changes nothing.
    await unlist.click();
    const dialog = page.getByRole('dialog');
    await waitForText(page, c.listing.unlistTitle.replace('{{name}}', name));
    expect(await dialog.textContent()).toContain(c.listing.unlistText);
    await screenshot(page, 'product-listing-unlist-confirm-en');
    await dialog.getByRole('button', { name: c.listing.keepListed }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.reload();
    await waitForText(page, name);
    expect(await page.locator('[data-listing]', { hasText: name }).count()).toBe(1);

    await row.getByRole('button', { name: c.listing.unlist }).click();
    await page.getByRole('dialog').getByRole('button', { name: c.listing.unlistConfirm, exact: true }).click();
    await expect.poll(() => page.locator('[data-listing]', { hasText: name }).count()).toBe(0);
    await page.getByRole('tab', { name: c.listing.unlisted }).click();
    await waitForText(page, name);
    // Marked unlisted, not out of stock, though its 50 units are free.
    const unlisted = page.locator('[data-listing]', { hasText: name });
    await expect.poll(() => unlisted.textContent()).toContain(c.listing.unlistedTag);
    expect(await unlisted.textContent()).not.toContain(c.mall.outOfStock);
    await screenshot(page, 'product-listing-unlisted-en');

    const buyer = await suite.phone();
    await logIn(buyer, suite.server, BUYER);
    await goTo(buyer, suite.server, '/mall');
    await waitForText(buyer, 'StarTV Gold 30 days');
    expect(await buyer.getByText(name).count()).toBe(0);
    await goTo(buyer, suite.server, `/goodDetail/${listingId}`);
    await waitForText(buyer, c.good.missingTitle);
  });
});
