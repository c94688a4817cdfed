// The buyer's orders in the browser, with the seller on the other side: 10 units bought at the tier
// price from the order sheet, paid offline with a voucher; the seller rejects it with a reason, the
// buyer reads it and sends another, the seller confirms, the buyer sees and copies the card numbers.
// And a pay-by deadline passing cancels an order and gives its units back to the mall. Each test
// makes its card, stock and listing through the API, so it runs alone.
import { randomUUID } from 'node:crypto';
import { quotePrice } from '@panel/domain/pricing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import salesEn from '../src/features/sales/locales.en';
import { changeStock, createCard, createListing, currentUser, ok, tokenOf, type Tier } from './support/api';
import { screenshot } from './support/browser';
import { picture } from './support/images';
import { goTo, openAs, useSuite, waitForText } from './support/suite';
import { catalogueTexts, orderPartsTexts, orderSheetTexts, ordersTexts } from './support/texts';

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';
const TIERS: Tier[] = [
  { minCount: 1, wholesalePrice: '8.00', retailPrice: '12.00' },
  { minCount: 10, wholesalePrice: '6.50', retailPrice: '10.00' },
];
const REASON = 'The transfer is not on our bank statement yet; please send the bank receipt.';

const c = catalogueTexts.en.catalogue;
const sheetTexts = orderSheetTexts.en.orderSheet;
const o = ordersTexts.en.orders;
const parts = orderPartsTexts.en.orderParts;
const s = salesEn.sales;
const suite = useSuite();

let shops = 0;
/** A card of the demo store with `units` minted, listed for the demo buyer with two tiers; the store has a bank account. */
async function shop(units: number): Promise<{ listingId: string; name: string; seller: string; buyer: string }> {
  const seller = await tokenOf(suite.server, SELLER);
  const buyer = await tokenOf(suite.server, BUYER);
  const name = `E2E Order ${++shops} ${Date.now().toString(36)}`;
  const cardId = await createCard(suite.server, { token: seller }, name);
  await changeStock(suite.server, { token: seller }, cardId, units);
  const listingId = await createListing(suite.server, { token: seller }, cardId, { name, tiers: TIERS, openTo: [(await currentUser(suite.server, buyer)).id] });
  return { listingId, name, seller, buyer };
}

/** Opens the order sheet of a listing, sets the quantity and places the order; answers the order's id. */
async function placeOrder(page: Page, listingId: string, quantity: number): Promise<string> {
  await goTo(page, suite.server, `/goodDetail/${listingId}`);
  await page.getByRole('button', { name: c.good.buy, exact: true }).click();
  const sheet = page.getByTestId('order-sheet');
  await sheet.locator('.adm-stepper input').fill(String(quantity));
  await sheet.locator('.adm-stepper input').blur();
  const quote = quotePrice({ tiers: TIERS, discount: '0', quantity })!;
  await expect.poll(() => sheet.getByTestId('unit-price').textContent()).toBe(`${quote.unitPrice} USD`);
  expect(await sheet.getByTestId('total-price').textContent()).toBe(`${quote.totalPrice} USD`);
  await sheet.getByRole('button', { name: new RegExp(`^${sheetTexts.submit}`) }).click();
  await page.waitForURL(/\/payment\/detail\/[\w-]+$/);
  return page.url().split('/').pop()!;
}

/** Uploads a picture on /voucherPayment/{id} (amount optional) and sends it; lands on the result. */
async function sendVoucher(page: Page, orderId: string, colour: [number, number, number], amount?: string) {
  await page.waitForURL(new RegExp(`/voucherPayment/${orderId}$`));
  await page.locator('input[type=file]').setInputFiles(picture(`receipt-${randomUUID().slice(0, 6)}.png`, colour));
  await page.locator('[data-uploaded=true]').first().waitFor();
  if (amount) await page.getByLabel(o.voucher.amount).fill(amount);
  await page.getByRole('button', { name: o.voucher.submit }).click();
  await page.waitForURL(new RegExp(`/payment/success/${orderId}$`));
  await waitForText(page, o.success.voucherTitle);
}

/** The seller opens the order from the store's orders, then the voucher waiting on it. */
async function sellerOpensVoucher(page: Page, orderId: string) {
  await goTo(page, suite.server, '/sale/orderList');
  await page.locator(`[data-order="${orderId}"]`).click();
  await page.waitForURL(new RegExp(`/sale/orderDetail/${orderId}$`));
  await page
    .locator('[data-voucher]', { has: page.locator('[data-status="WAITING"]') })
    .first()
    .click();
  await page.waitForURL(/\/sale\/voucherOrderDetail\/[\w-]+$/);
  await page.locator('.voucher-files__thumb img').first().waitFor();
}

describe('the buyer’s orders', () => {
  it('buys 10 units at the tier price and pays offline; a rejected voucher is followed by another, confirmed; the cards are delivered', async () => {
    const { listingId, seller, buyer } = await shop(30);
    const buyerPage = await suite.phone();
    await buyerPage.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await openAs(buyerPage, suite.server, buyer, '/mall');
    const orderId = await placeOrder(buyerPage, listingId, 10);

    // The order waits for the payment: 10 x 6.50 = 65.00, due in full, with the pay-by countdown.
    await expect.poll(() => buyerPage.getByTestId('order-amount').textContent()).toBe('65.00 USD');
    expect(await buyerPage.getByTestId('order-due').textContent()).toBe('65.00 USD');
    expect(await buyerPage.getByTestId('order-unit-price').textContent()).toBe('6.50 USD');
    await waitForText(buyerPage, parts.status.WAITINGPAYMENT, true);
    await expect.poll(() => buyerPage.getByTestId('pay-within').first().textContent()).toMatch(/^Pay within \d+ h$/);
    const orderNo = (await buyerPage.getByTestId('order-no').textContent())!;
    await screenshot(buyerPage, 'order-detail-waiting-en');

    // Where to pay: the order number is the payment reference.
    await buyerPage.getByRole('button', { name: o.detail.action.BANK_INFO }).click();
    await buyerPage.waitForURL(new RegExp(`/bankInfo/${orderId}$`));
    await expect.poll(() => buyerPage.getByTestId('payment-reference').textContent()).toBe(orderNo);
    await screenshot(buyerPage, 'bank-info-en');
    await buyerPage.getByRole('button', { name: o.bank.uploadVoucher }).click();
    await sendVoucher(buyerPage, orderId, [200, 60, 60], '65.00');

    // The seller rejects the voucher with a reason.
    const sellerPage = await suite.phone();
    await openAs(sellerPage, suite.server, seller, '/home');
    await sellerOpensVoucher(sellerPage, orderId);
    await sellerPage.getByRole('button', { name: s.voucher.reject, exact: true }).click();
    await sellerPage.getByPlaceholder(s.reject.placeholder).fill(REASON);
    await sellerPage.getByRole('button', { name: s.reject.submit }).click();
    await expect.poll(() => sellerPage.getByTestId('voucher-reason').textContent()).toBe(REASON);

    // The buyer sees the order flagged, reads the reason and sends another voucher.
    await goTo(buyerPage, suite.server, '/order');
    await expect.poll(() => buyerPage.locator(`[data-order="${orderId}"] [data-testid="rejected-flag"]`).isVisible()).toBe(true);
    await buyerPage.locator(`[data-order="${orderId}"]`).click();
    // The notice gives the seller's reason itself.
    await expect.poll(() => buyerPage.getByTestId('rejected-voucher').textContent()).toBe(o.detail.rejectedBecause.replace('{{reason}}', REASON));
    await buyerPage.getByRole('button', { name: o.detail.action.VIEW_VOUCHERS }).click();
    await buyerPage.waitForURL(new RegExp(`/order/paymentVouchers/${orderId}$`));
    await expect.poll(() => buyerPage.getByTestId('voucher-reason').textContent()).toBe(REASON);
    await screenshot(buyerPage, 'payment-vouchers-rejected-en');
    await buyerPage.getByRole('button', { name: o.vouchers.sendAnother }).click();
    await sendVoucher(buyerPage, orderId, [60, 60, 200]);

    // The seller confirms the second voucher: 65.00 received (the due, prefilled).
    await sellerOpensVoucher(sellerPage, orderId);
    await sellerPage.getByRole('button', { name: s.voucher.confirm, exact: true }).click();
    await expect.poll(() => sellerPage.getByLabel(new RegExp(`^${s.amount.label.split(' (')[0]}`)).inputValue()).toBe('65.00');
    await sellerPage.getByRole('button', { name: s.amount.submit, exact: true }).click();
    await expect.poll(() => sellerPage.getByTestId('voucher-received').textContent()).toBe('65.00 USD');

    // The buyer's order is delivered: paid in full, the history says why, 10 card numbers.
    await goTo(buyerPage, suite.server, `/payment/detail/${orderId}`);
    await waitForText(buyerPage, parts.status.DELIVERED, true);
    expect(await buyerPage.getByTestId('order-paid').textContent()).toBe('65.00 USD');
    expect(await buyerPage.getByTestId('order-due').textContent()).toBe('0.00 USD');
    for (const reason of ['VOUCHER_REJECTED', 'VOUCHER_CONFIRMED', 'DELIVERED'] as const) {
      expect(await buyerPage.locator(`[data-reason="${reason}"]`).count()).toBeGreaterThan(0);
    }
    await buyerPage.getByRole('button', { name: o.detail.action.VIEW_CARDS }).click();
    await buyerPage.waitForURL(new RegExp(`/order/cardList/${orderId}$`));
    await expect.poll(() => buyerPage.getByTestId('card-number').count()).toBe(10);
    const shown = await buyerPage.getByTestId('card-number').allTextContents();
    expect(new Set(shown).size).toBe(10);
    await screenshot(buyerPage, 'card-list-en');
    await buyerPage.getByRole('button', { name: o.cards.copyAll }).click();
    await waitForText(buyerPage, o.cards.copiedAll);
    const copied = await buyerPage.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').sort()).toEqual([...shown].sort());
  });

  it('cancels an order whose pay-by deadline passed, and its units go back to the mall', async () => {
    const { listingId, buyer } = await shop(20);
    const page = await suite.phone();
    await openAs(page, suite.server, buyer, '/mall');
    const inStock = (page: Page) => page.locator('.adm-list-item', { hasText: c.good.stock }).locator('.adm-list-item-content-extra').textContent();

    await goTo(page, suite.server, `/goodDetail/${listingId}`);
    await expect.poll(() => inStock(page)).toBe('20');
    const orderId = await placeOrder(page, listingId, 5);
    await goTo(page, suite.server, `/goodDetail/${listingId}`);
    await expect.poll(() => inStock(page)).toBe('15');

    // The deadline passes: the sweep, as of a minute after it, cancels the order.
    const order = await ok<{ payBy: string }>(suite.server, 'GET', `/api/order/detail/${orderId}`, { token: buyer });
    const at = new Date(new Date(order.payBy).getTime() + 60_000).toISOString();
    // (Other orders of the demo buyer past their deadline by then are cancelled too.)
    expect((await ok<{ cancelled: number }>(suite.server, 'POST', '/__dev/orders/expire', { json: { at } })).cancelled).toBeGreaterThanOrEqual(1);

    await goTo(page, suite.server, '/order?tab=COMPLETED');
    await expect.poll(() => page.locator(`[data-order="${orderId}"] [data-status]`).first().getAttribute('data-status')).toBe('CANCELLED');
    await page.locator(`[data-order="${orderId}"]`).click();
    await waitForText(page, parts.events.reason.PAY_BY_PASSED);
    expect(await page.getByTestId('order-actions').count()).toBe(0);
    await screenshot(page, 'order-detail-expired-en');

    await goTo(page, suite.server, `/goodDetail/${listingId}`);
    await expect.poll(() => inStock(page)).toBe('20');
  });
});
