// A chargeback after resale, in the browser. A seller lists a card for online payment in USD; a
// reseller (a store of its own that follows the seller) orders 3 units and pays by card in the
// checkout frame on /payment/onerway/{orderId} with the sandbox's test card; the sandbox's webhook
// delivers the order. The reseller lists the card and sells 1 unit to an end buyer (an offline order
// the reseller confirms). Then the platform operator charges the card payment back on /ops/sandbox:
// the attempt shows CHARGEBACK with its CHARGEBACK event applied on /ops/payments/{id}, the reseller's
// stock of the card shows its 2 units locked, and the end buyer's stock its 1 unit locked (the
// order's card list shows numbers only). Through the API: the reseller's order is CHARGEBACK, exactly
// the 3 units it delivered are locked, and the reseller's listing no longer sells them.
import { randomUUID } from 'node:crypto';
import type { StockDetailResponse, StockUnitsResponse } from '@panel/domain/contract/cards';
import type { OpsPaymentDetail, PaymentAttemptView } from '@panel/domain/contract/payments';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import catalogueEn from '../src/features/catalogue/locales.en';
import opsPayEn from '../src/features/ops-payments/locales.en';
import ordersEn from '../src/features/orders/locales.en';
import { changeStock, createCard, createListing, follow, ok, openStore, signUpAccount, tokenOf, uploadPicture, type Account, type Tier } from './support/api';
import { screenshot } from './support/browser';
import { goTo, openAs, useSuite, waitForText } from './support/suite';

const OPERATOR = 'ops@example.com';
/** The sandbox's test card that pays (README "Online and crypto payment"). */
const TEST_CARD = '4761344136141390';
const SELLER_TIERS: Tier[] = [{ minCount: 1, wholesalePrice: '10.00', retailPrice: '15.00' }];
const RESELLER_TIERS: Tier[] = [{ minCount: 1, wholesalePrice: '14.00', retailPrice: '18.00' }];

const cat = catalogueEn.catalogue;
const sandboxTexts = opsPayEn.opsPay.sandbox;
const suite = useSuite();

type Order = { id: string; status: string; amount: string };

/** A new account with a usable store (a name and a picture); answers the account and its store. */
async function storeOwner(nickname: string, storeName: string): Promise<Account & { storeId: string }> {
  const account = await signUpAccount(suite.server, { nickname });
  return { ...account, storeId: await openStore(suite.server, account, storeName) };
}

const orderOf = (token: string, orderId: string) => ok<Order>(suite.server, 'GET', `/api/order/detail/${orderId}`, { token });
const stockOf = (token: string, cardId: string) => ok<StockDetailResponse>(suite.server, 'GET', `/api/product/stock/detail/${cardId}`, { token });
const unitsOf = async (token: string, cardId: string, filter?: 'LOCKED') =>
  (await ok<StockUnitsResponse>(suite.server, 'GET', `/api/product/stock/units/${cardId}?pageSize=100${filter ? `&filter=${filter}` : ''}`, { token })).list;
const orderCards = async (token: string, orderId: string) =>
  (await ok<{ list: { cardNumber: string }[] }>(suite.server, 'GET', `/api/order/cards/${orderId}?pageSize=100`, { token })).list
    .map((card) => card.cardNumber)
    .sort();

/** A count of the card's stock detail screen (free, listed, locked ...). */
const countShown = (page: Page, key: string) => page.locator(`[data-count="${key}"]`).first().locator('span').first().textContent();
/** The row of "Units by card status" for a status. */
const byStatusShown = (page: Page, status: string) =>
  page
    .locator('.adm-list-item', { hasText: new RegExp(`^${status}\\d+$`) })
    .locator('.adm-list-item-content-extra')
    .textContent();

/**
 * Opens the card's stock detail as its holder and asserts what it shows of its locked units: the
 * locked count, the "Locked" row of the units by card status, and under the LOCKED filter exactly
 * `numbers`, each tagged Locked.
 */
async function lockedUnitsShown(page: Page, cardId: string, numbers: string[]): Promise<void> {
  await goTo(page, suite.server, `/stock/detail/${cardId}`);
  await expect.poll(() => countShown(page, 'locked')).toBe(String(numbers.length));
  expect(await byStatusShown(page, cat.cardStatus.LOCKED)).toBe(String(numbers.length));
  await page.getByRole('tab', { name: cat.unitState.LOCKED, exact: true }).click();
  const rows = page.locator('.adm-list-item', { hasText: /^\d/ }).filter({ has: page.locator('.adm-tag', { hasText: cat.cardStatus.LOCKED }) });
  await expect.poll(() => rows.count()).toBe(numbers.length);
  // Each row: the card number, then the date it was acquired (the item's description).
  const shown = await rows.locator('.adm-list-item-content-main').evaluateAll((mains) => mains.map((main) => main.firstChild?.textContent?.trim() ?? ''));
  expect(shown.sort()).toEqual([...numbers].sort());
}

describe('a chargeback after resale', () => {
  it('a chargeback locks the units that the buyer had resold', { timeout: 180_000 }, async () => {
    // --- Setup through the API ------------------------------------------------------------------
    const seller = await storeOwner('Origin Seller', `Origin ${randomUUID().slice(0, 6)}`);
    const reseller = await storeOwner('Card Reseller', `Resale ${randomUUID().slice(0, 6)}`);
    const endBuyer = await signUpAccount(suite.server, { nickname: 'End Buyer' });
    await follow(suite.server, reseller, seller, seller.storeId);
    await follow(suite.server, endBuyer, reseller, reseller.storeId);

    const name = `E2E Chargeback ${Date.now().toString(36)}`;
    const cardId = await createCard(suite.server, seller, name);
    await changeStock(suite.server, seller, cardId, 10);
    const listing = await ok<{ id: string }>(suite.server, 'POST', '/api/product/listing', {
      token: seller.token,
      json: {
        cardId,
        name,
        picture: await uploadPicture(suite.server, seller.token, 'product'),
        tiers: SELLER_TIERS,
        paymentMethods: ['ONLINE'],
        paymentCurrencies: ['USD'],
        onlinePolicyAccepted: true,
        currency: 'USD',
        stockMode: 'ALL',
        visibility: 'OPEN_TO',
        userIds: [reseller.id],
        listed: true,
      },
    });
    const bought = await ok<Order>(suite.server, 'POST', '/api/order/create', {
      token: reseller.token,
      json: { listingId: listing.id, quantity: 3, paymentType: 'ONLINE', paymentCurrency: 'USD' },
      headers: { 'Idempotency-Key': randomUUID() },
    });

    // --- The reseller pays by card in the checkout frame ----------------------------------------
    const resellerPage = await suite.phone();
    await openAs(resellerPage, suite.server, reseller.token, `/payment/onerway/${bought.id}`);
    // The card's currencies: USD (the order's) is chosen unless it is the only one and chosen already.
    const usd = resellerPage.getByTestId('currency-choice').locator('.adm-selector-item', { hasText: /^USD$/ });
    await usd.waitFor();
    if (!(await usd.getAttribute('class'))?.includes('adm-selector-item-active')) await usd.click();
    const pay = resellerPage.getByTestId('card-pay');
    await expect.poll(() => pay.textContent()).toMatch(/^Pay \d/);
    await pay.click();
    await resellerPage.getByTestId('card-frame').waitFor();
    const frame = resellerPage.frameLocator('[data-testid="card-frame"] iframe');
    await frame.locator('#f-number').fill(TEST_CARD);
    await frame.locator('#f-expiry').fill('12/39');
    await frame.locator('#f-cvv').fill('123');
    if (await frame.locator('#f-holderName').count()) await frame.locator('#f-holderName').fill('Card Reseller');
    for (const [field, value] of [
      ['country', 'United States'],
      ['address', '1 Main Street'],
      ['city', 'Springfield'],
      ['zip', '62701'],
    ] as const) {
      if (await frame.locator(`#f-${field}`).count()) await frame.locator(`#f-${field}`).fill(value);
    }
    await screenshot(resellerPage, 'chargeback-card-frame-en');
    await frame.locator('#pay').click();
    // The sandbox's webhook pays the order: the screen turns to the order's success page by itself.
    await resellerPage.waitForURL(new RegExp(`/payment/success/${bought.id}$`), { timeout: 30_000 });
    await waitForText(resellerPage, ordersEn.orders.success.deliveredTitle);
    await expect.poll(async () => (await orderOf(reseller.token, bought.id)).status, { timeout: 30_000 }).toBe('DELIVERED');
    const attempt = await ok<PaymentAttemptView>(suite.server, 'GET', `/api/payment/attempt/current?orderId=${bought.id}`, { token: reseller.token });
    expect(attempt).toMatchObject({ method: 'CARD', provider: 'onerway', currency: 'USD', status: 'SUCCEEDED' });
    const delivered = await orderCards(reseller.token, bought.id);
    expect(delivered).toHaveLength(3);

    // --- The reseller lists the card and sells 1 unit to the end buyer (offline, confirmed) ------
    const resale = await createListing(suite.server, reseller, cardId, { name: `${name} resale`, tiers: RESELLER_TIERS, openTo: [endBuyer.id] });
    const sold = await ok<Order>(suite.server, 'POST', '/api/order/create', {
      token: endBuyer.token,
      json: { listingId: resale, quantity: 1, paymentType: 'OFFLINE', paymentCurrency: 'USD' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    await ok(suite.server, 'POST', `/api/order/sale/confirm/${sold.id}`, {
      token: reseller.token,
      json: { receivedAmount: sold.amount },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect((await orderOf(endBuyer.token, sold.id)).status).toBe('DELIVERED');
    const resold = await orderCards(endBuyer.token, sold.id);
    expect(resold).toHaveLength(1);
    expect(delivered).toContain(resold[0]);
    const kept = delivered.filter((number) => number !== resold[0]);
    // Nothing is locked yet, and the reseller's listing sells the 2 units left.
    expect((await stockOf(reseller.token, cardId)).card.counts.locked).toBe(0);
    const resaleStock = async () =>
      ok<{ stock: number; outOfStock: boolean }>(suite.server, 'GET', `/api/product/mall/detail/${resale}`, { token: endBuyer.token });
    expect(await resaleStock()).toMatchObject({ stock: 2, outOfStock: false });

    // --- The operator charges the card payment back on the sandbox control page ------------------
    const operator = await tokenOf(suite.server, OPERATOR);
    const opsPage = await suite.phone();
    await openAs(opsPage, suite.server, operator, '/ops/sandbox?provider=onerway');
    const payment = opsPage.locator(`[data-testid="sandbox-payment"][data-merchant-ref="${attempt.id}"]`);
    await payment.waitFor();
    await expect.poll(() => payment.getByTestId('sandbox-status').getAttribute('data-status')).toBe('PAID');
    await screenshot(opsPage, 'chargeback-sandbox-paid-en');
    await payment.getByRole('button', { name: sandboxTexts.action.CHARGEBACK, exact: true }).click();
    await waitForText(opsPage, sandboxTexts.actionDone.replace('{{action}}', sandboxTexts.action.CHARGEBACK));
    await expect.poll(() => payment.getByTestId('sandbox-status').getAttribute('data-status')).toBe('CHARGEBACK');
    // The sandbox's chargeback webhook is acknowledged by the panel (the list asks again until it is).
    await expect
      .poll(
        async () => {
          const count = payment.getByTestId('sandbox-webhook-count');
          return [await count.getAttribute('data-webhooks'), await count.getAttribute('data-acknowledged')];
        },
        { timeout: 30_000 },
      )
      .toEqual(['2', '2']);
    await expect.poll(() => opsPage.locator('.adm-toast-mask').count()).toBe(0);
    await screenshot(opsPage, 'chargeback-sandbox-charged-back-en');

    // (a) The attempt on /ops/payments/{id}: CHARGEBACK, with its CHARGEBACK event applied.
    await goTo(opsPage, suite.server, `/ops/payments/${attempt.id}`);
    await expect.poll(() => opsPage.getByTestId('payment-status').first().getAttribute('data-status')).toBe('CHARGEBACK');
    const chargebackEvent = opsPage.getByTestId('provider-event').filter({ hasText: 'CHARGEBACK' });
    await expect.poll(() => chargebackEvent.count()).toBe(1);
    expect(await chargebackEvent.getByTestId('event-outcome').getAttribute('data-outcome')).toBe('APPLIED');
    expect(await opsPage.getByTestId('payment-order-status').locator('[data-status]').getAttribute('data-status')).toBe('CHARGEBACK');
    expect(await opsPage.getByTestId('payment-movement').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')))).toContain('CHARGEBACK');
    await chargebackEvent.scrollIntoViewIfNeeded();
    await screenshot(opsPage, 'chargeback-ops-payment-en');
    const detail = await ok<OpsPaymentDetail>(suite.server, 'GET', `/api/ops/payments/${attempt.id}`, { token: operator });
    expect(detail).toMatchObject({ status: 'CHARGEBACK', orderStatus: 'CHARGEBACK' });
    expect(detail.events.filter((event) => event.kind === 'CHARGEBACK')).toMatchObject([{ outcome: 'APPLIED' }]);

    // (b) The reseller's stock of the card: the 2 units it still holds are locked.
    const resellerStock = await suite.phone();
    await openAs(resellerStock, suite.server, reseller.token, '/stock');
    await lockedUnitsShown(resellerStock, cardId, kept);
    await screenshot(resellerStock, 'chargeback-reseller-locked-en');

    // (c) The end buyer: the order's card list (which shows no unit status), and the stock, which shows its unit locked.
    const endBuyerPage = await suite.phone();
    await openAs(endBuyerPage, suite.server, endBuyer.token, `/order/cardList/${sold.id}`);
    await expect.poll(() => endBuyerPage.getByTestId('card-number').allTextContents()).toEqual(resold);
    await screenshot(endBuyerPage, 'chargeback-end-buyer-cards-en');
    await lockedUnitsShown(endBuyerPage, cardId, resold);
    await screenshot(endBuyerPage, 'chargeback-end-buyer-locked-en');

    // Through the API: the original order is CHARGEBACK; exactly its 3 delivered units are locked.
    expect((await orderOf(reseller.token, bought.id)).status).toBe('CHARGEBACK');
    const locked = [
      ...(await unitsOf(reseller.token, cardId, 'LOCKED')),
      ...(await unitsOf(endBuyer.token, cardId, 'LOCKED')),
      ...(await unitsOf(seller.token, cardId, 'LOCKED')),
    ];
    expect(locked.map((unit) => unit.cardNumber).sort()).toEqual(delivered);
    expect(locked.every((unit) => unit.status === 'LOCKED')).toBe(true);
    expect((await stockOf(seller.token, cardId)).byStatus.LOCKED).toBe(0);
    expect((await stockOf(reseller.token, cardId)).byStatus).toMatchObject({ LOCKED: 2, NORMAL: 0 });
    expect((await stockOf(endBuyer.token, cardId)).byStatus).toMatchObject({ LOCKED: 1, NORMAL: 0 });
    // Locked units are not sold on: the reseller's listing has no stock left.
    expect(await resaleStock()).toMatchObject({ stock: 0, outOfStock: true });
  });
});
