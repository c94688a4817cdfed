// Paying with VCoin and buying VCoin in the browser. The demo buyer (demo VCoin and payment password)
// orders a listing paid with VCoin from the mall, lands on /payment/vcoin, is told a wrong password,
// then pays and sees the order delivered and the VCoin gone from the wallet. A rate changed after
// the quote is quoted again and said, then paid at the new rate. The buyer buys VCoin by bank
// transfer (amount, the platform's bank details with the payment reference, a voucher), the operator
// confirms it on /ops, and the buyer's balance shows the credit. Last, the two screens in Spanish
// and Portuguese, loading, empty and failing. Each test makes its card and listing through the API.
import { randomUUID } from 'node:crypto';
import { vcoinMinor, vcoinText } from '@panel/domain/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import catalogueEn from '../src/features/catalogue/locales.en';
import orderSheetEn from '../src/features/catalogue/order-sheet-texts.en';
import opsEn from '../src/features/ops/locales.en';
import ordersEn from '../src/features/orders/locales.en';
import vcEn from '../src/features/vcoin-payment/locales.en';
import vcEs from '../src/features/vcoin-payment/locales.es';
import vcPt from '../src/features/vcoin-payment/locales.pt';
import accountTexts from '../src/shared/accounts/locales.en';
import { changeStock, createCard, currentUser, ok, tokenOf, uploadPicture, type Tier } from './support/api';
import { screenshot } from './support/browser';
import { picture } from './support/images';
import { goTo, openAs, useSuite, waitForText } from './support/suite';

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';
const OPERATOR = 'ops@example.com';
/** The demo buyer's payment password (apps/server/src/seed/demo-wallet.ts). */
const PAYMENT_PASSWORD = '246810';
const TIERS: Tier[] = [{ minCount: 1, wholesalePrice: '8.00', retailPrice: '12.00' }];
const v = vcEn.vcoinPayment;
const texts = { en: vcEn.vcoinPayment, es: vcEs.vcoinPayment, pt: vcPt.vcoinPayment };
const suite = useSuite();

let shops = 0;
/** A card of the demo store with units, listed for the demo buyer, paid with VCoin in `currency`. */
async function vcoinListing(currency = 'USD', tiers = TIERS): Promise<{ listingId: string; buyer: string; seller: string }> {
  const seller = await tokenOf(suite.server, SELLER);
  const buyer = await tokenOf(suite.server, BUYER);
  const name = `E2E VCoin ${++shops} ${Date.now().toString(36)}`;
  const cardId = await createCard(suite.server, { token: seller }, name, { defaultCurrency: currency });
  await changeStock(suite.server, { token: seller }, cardId, 5);
  const listing = await ok<{ id: string }>(suite.server, 'POST', '/api/product/listing', {
    token: seller,
    json: {
      cardId,
      name,
      picture: await uploadPicture(suite.server, seller, 'product'),
      tiers,
      paymentMethods: ['VCOIN'],
      paymentCurrencies: [currency],
      currency,
      stockMode: 'ALL',
      visibility: 'OPEN_TO',
      userIds: [(await currentUser(suite.server, buyer)).id],
      listed: true,
    },
  });
  return { listingId: listing.id, buyer, seller };
}

const available = async (token: string) => (await ok<{ available: string }>(suite.server, 'GET', '/api/vcoin/wallet', { token })).available;
const minus = (a: string, b: string) => vcoinText(vcoinMinor(a)! - vcoinMinor(b)!);
const plus = (a: string, b: string) => vcoinText(vcoinMinor(a)! + vcoinMinor(b)!);

/** Orders one unit of the listing from its mall page; the sheet leads to /payment/vcoin; answers the order id. */
async function orderFromMall(page: Page, listingId: string): Promise<string> {
  await goTo(page, suite.server, `/goodDetail/${listingId}`);
  await page.getByRole('button', { name: catalogueEn.catalogue.good.buy, exact: true }).click();
  const sheet = page.getByTestId('order-sheet');
  await sheet.getByRole('button', { name: new RegExp(`^${orderSheetEn.orderSheet.submit}`) }).click();
  await page.waitForURL(/\/payment\/vcoin\/[\w-]+$/);
  return page.url().split('/').pop()!;
}

const passwordInput = (page: Page) => page.getByRole('textbox', { name: v.pay.password });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \d/ });

describe('paying an order with VCoin', () => {
  it('orders from the mall, is told a wrong password, pays and sees the order delivered and the VCoin gone', async () => {
    const { listingId, buyer } = await vcoinListing();
    const before = await available(buyer);
    const page = await suite.phone();
    await openAs(page, suite.server, buyer, '/mall');
    const orderId = await orderFromMall(page, listingId);

    // The quote: the order number, 8.00 USD due, 8.00 VCoin (no rate line for USD), what is available.
    await expect.poll(() => page.getByTestId('quote-vcoin').textContent()).toBe('8.00 VCoin');
    expect(await page.getByTestId('quote-due').textContent()).toBe('8.00 USD');
    expect(await page.getByTestId('quote-available').textContent()).toBe(`${before} VCoin`);
    expect(await page.getByTestId('quote-rate').count()).toBe(0);
    expect(await page.getByTestId('quote-order-no').textContent()).toMatch(/\S+/);
    await screenshot(page, 'vcoin-pay-en');

    // A wrong password is said under the field with the tries left before the wait, and cleared; the way to a new one is beside it.
    await passwordInput(page).fill('111111');
    await payButton(page).click();
    const triesLeft = new RegExp(`^${accountTexts.paymentPasswordUi.wrongTries_other.replace('{{count}}', '\\d+').replace(/[.]/g, '\\.')}$`);
    await expect.poll(async () => page.getByText(triesLeft).count()).toBe(1);
    expect(await passwordInput(page).inputValue()).toBe('');
    expect(await page.getByTestId('forgot-payment-password').getAttribute('href')).toBe('/me/vcoinPasswordSet');
    await screenshot(page, 'vcoin-pay-wrong-password-en');

    await passwordInput(page).fill(PAYMENT_PASSWORD);
    await payButton(page).click();
    await page.waitForURL(new RegExp(`/payment/success/${orderId}$`));
    await waitForText(page, ordersEn.orders.success.deliveredTitle);
    await screenshot(page, 'vcoin-pay-delivered-en');
    expect(await available(buyer)).toBe(minus(before, '8.00'));
    expect((await ok<{ status: string }>(suite.server, 'GET', `/api/order/detail/${orderId}`, { token: buyer })).status).toBe('DELIVERED');
  });

  it('quotes again when the rate changed since the quote, says the new amount, and pays at the new rate', async () => {
    const { listingId, buyer } = await vcoinListing('BRL', [{ minCount: 1, wholesalePrice: '54.00', retailPrice: '60.00' }]);
    const operator = await tokenOf(suite.server, OPERATOR);
    const rate = async (value: string) => {
      const row = (
        await ok<{ currency: string; feePercent: string; feeFixed: string; feeMax: string | null }[]>(suite.server, 'GET', '/api/ops/rates', {
          token: operator,
        })
      ).find((r) => r.currency === 'BRL')!;
      await ok(suite.server, 'PUT', '/api/ops/rates/BRL', {
        token: operator,
        json: { rate: value, feePercent: row.feePercent, feeFixed: row.feeFixed, feeMax: row.feeMax },
        headers: { 'Idempotency-Key': randomUUID() },
      });
    };
    await rate('5.40');
    const page = await suite.phone();
    await openAs(page, suite.server, buyer, '/mall');
    const orderId = await orderFromMall(page, listingId);
    // 54.00 BRL at 5.40 BRL per VCoin: 10.00 VCoin, with the rate said.
    await expect.poll(() => page.getByTestId('quote-vcoin').textContent()).toBe('10.00 VCoin');
    expect(await page.getByTestId('quote-rate').textContent()).toBe('1 VCoin = 5.4 BRL');
    await screenshot(page, 'vcoin-pay-rate-en');

    // The operator changes the rate meanwhile: the payment is refused quietly, quoted again and said.
    await rate('5.00');
    await passwordInput(page).fill(PAYMENT_PASSWORD);
    await payButton(page).click();
    await expect.poll(() => page.getByTestId('pay-notice').textContent()).toContain('10.80 VCoin');
    expect(await page.getByTestId('pay-notice').textContent()).toContain('10.00 VCoin');
    expect(await page.getByTestId('quote-vcoin').textContent()).toBe('10.80 VCoin');
    await screenshot(page, 'vcoin-pay-rate-changed-en');

    const before = await available(buyer);
    await payButton(page).click();
    await page.waitForURL(new RegExp(`/payment/success/${orderId}$`));
    expect(await available(buyer)).toBe(minus(before, '10.80'));
  });
});

describe('buying VCoin by bank transfer', () => {
  it('buys VCoin with a voucher; the operator confirms it on /ops; the balance shows the credit', async () => {
    const buyer = await tokenOf(suite.server, BUYER);
    const before = await available(buyer);
    const page = await suite.phone();
    await openAs(page, suite.server, buyer, '/me/buyVCoin');
    await expect.poll(() => page.getByTestId('balance-available').textContent()).toBe(`${before} VCoin`);
    await screenshot(page, 'buy-vcoin-en');

    // A zero amount is refused at the field; a decimal comma is taken.
    await page.getByLabel(v.buy.amount).fill('0');
    await page.getByRole('button', { name: v.buy.start, exact: true }).click();
    await waitForText(page, 'The amount must be greater than 0');
    await page.getByLabel(v.buy.amount).fill('25,5');
    await page.getByRole('button', { name: v.buy.start, exact: true }).click();

    // The transfer: the payment reference, the amount and the platform's bank account (Hong Kong codes included).
    await expect.poll(() => page.getByTestId('top-up-amount').textContent()).toBe('25.50 USD');
    const reference = (await page.getByTestId('top-up-reference').textContent())!;
    expect(reference).toMatch(/\S+/);
    expect(await page.getByTestId('bank-recipientBank').textContent()).toBe('Example Bank (Hong Kong) Ltd');
    expect(await page.getByTestId('bank-swift').textContent()).toBe('EXAMHKHHXXX');
    expect(await page.getByTestId('bank-bankCode').textContent()).toBe('012');
    expect(await page.getByTestId('bank-branchCode').textContent()).toBe('345');
    await screenshot(page, 'buy-vcoin-transfer-en');

    // Sending without a voucher is refused; with one it waits for the platform.
    await page.getByRole('button', { name: v.buy.sendVoucher }).click();
    await page.locator('[data-invalid]').first().waitFor();
    await page.locator('input[type=file]').setInputFiles(picture(`transfer-${randomUUID().slice(0, 6)}.png`, [40, 160, 90]));
    await page.locator('[data-uploaded=true]').first().waitFor();
    await screenshot(page, 'buy-vcoin-voucher-en');
    await page.getByRole('button', { name: v.buy.sendVoucher }).click();
    await waitForText(page, v.buy.waitingTitle);
    const row = page.locator('[data-top-up][data-status="WAITING_REVIEW"]').first();
    await row.waitFor();
    const topUpId = (await row.getAttribute('data-top-up'))!;
    await screenshot(page, 'buy-vcoin-waiting-en');

    // The operator confirms the 25.50 received on the top-up's screen.
    const operator = await tokenOf(suite.server, OPERATOR);
    const opsPage = await suite.phone();
    await openAs(opsPage, suite.server, operator, `/ops/topups/${topUpId}`);
    await expect.poll(() => opsPage.getByTestId('ops-topup-reference').textContent()).toBe(reference);
    await opsPage.getByRole('button', { name: opsEn.ops.topup.confirm, exact: true }).click();
    await expect.poll(() => opsPage.getByLabel(opsEn.ops.confirm.label).inputValue()).toBe('25.50');
    await opsPage.getByRole('button', { name: opsEn.ops.confirm.submit, exact: true }).last().click();
    await opsPage.getByRole('button', { name: opsEn.ops.confirm.askGo, exact: true }).click();
    await expect.poll(() => opsPage.getByTestId('ops-topup-received').textContent()).toBe('25.50 VCoin');

    // The buyer's balance shows the credit, and the purchase shows confirmed with the amount received.
    await goTo(page, suite.server, '/me/buyVCoin');
    await expect.poll(() => page.getByTestId('balance-available').textContent()).toBe(`${plus(before, '25.50')} VCoin`);
    await expect.poll(() => page.locator(`[data-top-up="${topUpId}"]`).getAttribute('data-status')).toBe('CONFIRMED');
    expect(await page.locator(`[data-top-up="${topUpId}"] [data-testid="top-up-received"]`).textContent()).toBe(
      v.buy.received.replace('{{amount}}', '25.50 VCoin'),
    );
    await screenshot(page, 'buy-vcoin-confirmed-en');
  });
});

/** Answers a call with an envelope (a failure when respCode is not 200). */
const answer = (respCode: number, data: unknown = null, message = 'refused') => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ respCode, data, message }),
});

describe('the VCoin screens in every language and state', () => {
  it('shows both screens in Spanish and Portuguese, loading, empty and failing', async () => {
    const { listingId, buyer } = await vcoinListing();
    const order = await ok<{ id: string }>(suite.server, 'POST', '/api/order/create', {
      token: buyer,
      json: { listingId, quantity: 1, paymentType: 'VCOIN', paymentCurrency: 'USD', expectedUnitPrice: '8.00' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    for (const locale of ['es', 'pt'] as const) {
      const t = texts[locale];
      const page = await suite.phone();
      await openAs(page, suite.server, buyer, `/payment/vcoin/${order.id}`, locale);
      await waitForText(page, t.pay.password);
      await screenshot(page, `vcoin-pay-${locale}`);
      await goTo(page, suite.server, '/me/buyVCoin');
      await waitForText(page, t.buy.method);
      await page.getByTestId('top-up-amount-form').waitFor();
      await screenshot(page, `buy-vcoin-${locale}`);
    }

    const page = await suite.phone();
    // No payment password yet: the pay screen leads to setting one.
    await page.route('**/api/order/payment/wallet/quote/**', async (route) => {
      const real = await (await route.fetch()).json();
      await route.fulfill({ ...answer(200, { ...real.data, hasPaymentPassword: false }, 'ok') });
    });
    await openAs(page, suite.server, buyer, `/payment/vcoin/${order.id}`);
    await page.getByTestId('vcoin-no-password').waitFor();
    await screenshot(page, 'vcoin-pay-no-password-en');
    await page.getByRole('button', { name: v.pay.setPassword }).click();
    await page.waitForURL(/\/me\/vcoinPasswordSet$/);

    // Not enough VCoin: the way to buy some.
    await page.unroute('**/api/order/payment/wallet/quote/**');
    await page.route('**/api/order/payment/wallet/quote/**', async (route) => {
      const real = await (await route.fetch()).json();
      await route.fulfill(answer(200, { ...real.data, available: '1.00' }, 'ok'));
    });
    await goTo(page, suite.server, `/payment/vcoin/${order.id}`);
    await page.getByTestId('vcoin-short').waitFor();
    await screenshot(page, 'vcoin-pay-short-en');
    await page.getByRole('button', { name: v.pay.buyVcoin }).click();
    await page.waitForURL(/\/me\/buyVCoin$/);

    // Loading: the quote and the purchases hold; the screens show their placeholders.
    await page.unroute('**/api/order/payment/wallet/quote/**');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/order/payment/wallet/quote/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.route('**/api/vcoin/topups**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.server.url}/payment/vcoin/${order.id}`);
    await page.locator('[data-loading=true]').first().waitFor();
    await screenshot(page, 'vcoin-pay-loading-en');
    await page.goto(`${suite.server.url}/me/buyVCoin`);
    await page.locator('[data-loading=true]').first().waitFor();
    await screenshot(page, 'buy-vcoin-loading-en');
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Failing: the quote and the purchases cannot be read; the platform set no bank account (21008); no purchases yet.
    await page.route('**/api/order/payment/wallet/quote/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await goTo(page, suite.server, `/payment/vcoin/${order.id}`);
    await page.getByRole('alert').getByRole('button').first().waitFor();
    await screenshot(page, 'vcoin-pay-error-en');
    await page.route('**/api/vcoin/topup/bank-info', (route) => route.fulfill(answer(21008)));
    await page.route('**/api/vcoin/topups**', (route) => route.fulfill(answer(200, { list: [], total: 0, pageNum: 1, pageSize: 20 }, 'ok')));
    await goTo(page, suite.server, '/me/buyVCoin');
    await page.getByTestId('platform-bank-unavailable').waitFor();
    await waitForText(page, v.buy.noBankText);
    await waitForText(page, v.buy.emptyTitle);
    await screenshot(page, 'buy-vcoin-no-bank-empty-en');
    await page.unroute('**/api/vcoin/topups**');
    await page.route('**/api/vcoin/topups**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await goTo(page, suite.server, '/me/buyVCoin');
    await page.getByRole('alert').first().waitFor();
    await screenshot(page, 'buy-vcoin-error-en');
  });
});
