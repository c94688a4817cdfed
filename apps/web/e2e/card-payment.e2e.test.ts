// Paying an order by card in the browser. The demo buyer has an order of the demo store's StarTV Gold
// listing (it takes online payment), opens it, presses Pay online, picks the card and USD, sees the
// quote and pays: the card page embeds the sandbox's checkout frame, where the test card
// 4761344136141390 pays; the sandbox's webhook pays the order and the screen turns to the success page
// by itself. A second order is paid with 4021937195658141: the provider declines it, the screen says
// why (insufficient funds), and "Try again with another card" opens a new payment in which the good
// card succeeds. Last, the online and card payment screens in English, Spanish and Portuguese:
// loading, failing, the methods with a form, the card's start, another method's payment in progress.
import { randomUUID } from 'node:crypto';
import type { PaymentAttemptView } from '@panel/domain/contract/payments';
import { ERROR_CODES, errorText } from '@panel/domain/errors';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import onlineEn from '../src/features/online-payment/locales.en';
import onlineEs from '../src/features/online-payment/locales.es';
import onlinePt from '../src/features/online-payment/locales.pt';
import ordersEn from '../src/features/orders/locales.en';
import { ok, tokenOf } from './support/api';
import { PHONE, screenshot } from './support/browser';
import { goTo, openAs, useSuite, waitForText } from './support/suite';

const BUYER = 'buyer@example.com';
/** The sandbox's test cards (design/payments.md): this one pays, that one is declined for insufficient funds. */
const GOOD_CARD = '4761344136141390';
const DECLINED_CARD = '4021937195658141';
/** The demo store's listing that takes online payment (apps/server/src/seed/demo.ts). */
const ONLINE_LISTING = 'StarTV Gold 30 days';
const texts = { en: onlineEn.onlinePayment, es: onlineEs.onlinePayment, pt: onlinePt.onlinePayment };
const o = texts.en;
const suite = useSuite();

type Order = { id: string; status: string; orderNo: string; amount: string; currency: string };

/** A new order of one unit of the demo's online listing, to be paid online in USD. */
async function onlineOrder(token: string): Promise<Order> {
  const mall = await ok<{ list: { id: string; name: string }[] }>(suite.server, 'GET', '/api/product/mall/list?pageNum=1&pageSize=50', { token });
  const listing = mall.list.find((item) => item.name === ONLINE_LISTING);
  if (!listing) throw new Error(`the demo data has no listing "${ONLINE_LISTING}"`);
  return ok<Order>(suite.server, 'POST', '/api/order/create', {
    token,
    json: { listingId: listing.id, quantity: 1, paymentType: 'ONLINE', paymentCurrency: 'USD' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

const currentAttempt = (token: string, orderId: string) =>
  ok<PaymentAttemptView>(suite.server, 'GET', `/api/payment/attempt/current?orderId=${orderId}`, { token });

/** Picks a currency of the currency choice (unless it is chosen already). */
async function chooseCurrency(page: Page, currency: string) {
  const item = page.getByTestId('currency-choice').locator('.adm-selector-item', { hasText: new RegExp(`^${currency}$`) });
  await item.waitFor();
  if (!(await item.getAttribute('class'))?.includes('adm-selector-item-active')) await item.click();
}

/** Types a card in the sandbox's checkout frame and pays. */
async function payInFrame(page: Page, card: string) {
  await page.getByTestId('card-frame').waitFor();
  const frame = page.frameLocator('[data-testid="card-frame"] iframe');
  await frame.locator('#f-number').fill(card);
  await frame.locator('#f-expiry').fill('12/39');
  await frame.locator('#f-cvv').fill('123');
  if (await frame.locator('#f-holderName').count()) await frame.locator('#f-holderName').fill('Demo Buyer');
  for (const [field, value] of [
    ['country', 'United States'],
    ['address', '1 Main Street'],
    ['city', 'Springfield'],
    ['zip', '62701'],
  ] as const) {
    if (await frame.locator(`#f-${field}`).count()) await frame.locator(`#f-${field}`).fill(value);
  }
  await frame.locator('#pay').click();
}

/** Presses the card page's Pay once its quote is in. */
async function startCardPayment(page: Page) {
  const pay = page.getByTestId('card-pay');
  await expect.poll(() => pay.textContent()).toMatch(/^Pay \d/);
  await pay.click();
}

describe('paying an order by card', () => {
  it('pays from the order: Pay online, the card and USD with its quote, the sandbox frame with the test card, then the success page', async () => {
    const token = await tokenOf(suite.server, BUYER);
    const order = await onlineOrder(token);
    const page = await suite.phone();
    await openAs(page, suite.server, token, `/payment/detail/${order.id}`);
    await page.getByRole('button', { name: ordersEn.orders.detail.payWith.ONLINE, exact: true }).click();
    await page.waitForURL(new RegExp(`/payment/online/${order.id}$`));
    await page.getByRole('radio', { name: new RegExp(`^${o.method.name.CARD}`) }).click();
    await chooseCurrency(page, 'USD');
    await expect.poll(() => page.getByTestId('quote-amount').textContent()).toMatch(/^\d+\.\d{2} USD$/);
    // The VCoin it makes: the order's due (a USD order: 1 VCoin = 1 USD).
    expect(order.currency).toBe('USD');
    await expect.poll(() => page.getByTestId('quote-vcoin').textContent()).toBe(`${order.amount} VCoin`);
    await screenshot(page, 'card-payment-methods-card-en');
    await page.getByTestId('pay-submit').click();

    await page.waitForURL(new RegExp(`/payment/onerway/${order.id}$`));
    await page.getByTestId('card-frame').locator('iframe').waitFor();
    // The frame keeps the page's side margin: its card fields do not touch the screen's edges.
    const box = (await page.getByTestId('card-frame').locator('iframe').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(PHONE.width - (box.x + box.width)).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'card-payment-frame-en');
    await payInFrame(page, GOOD_CARD);
    // The sandbox's webhook pays the order: the screen turns to the order's success page by itself.
    await page.waitForURL(new RegExp(`/payment/success/${order.id}$`), { timeout: 30_000 });
    await waitForText(page, ordersEn.orders.success.deliveredTitle);
    await screenshot(page, 'card-payment-success-en');
    expect(await currentAttempt(token, order.id)).toMatchObject({ method: 'CARD', provider: 'onerway', currency: 'USD', status: 'SUCCEEDED' });
    expect((await ok<Order>(suite.server, 'GET', `/api/order/detail/${order.id}`, { token })).status).toBe('DELIVERED');
  });

  it('says why a declined card failed, then pays with another card in a new payment', async () => {
    const token = await tokenOf(suite.server, BUYER);
    const order = await onlineOrder(token);
    const page = await suite.phone();
    await openAs(page, suite.server, token, `/payment/onerway/${order.id}`);
    await chooseCurrency(page, 'USD');
    await startCardPayment(page);
    await payInFrame(page, DECLINED_CARD);

    // Only the server's status decides: the frame's report is followed by the declined attempt.
    await page.getByTestId('attempt-failed').waitFor({ timeout: 30_000 });
    await waitForText(page, o.card.failedTitle);
    expect(await page.getByTestId('attempt-reason').textContent()).toBe(o.failed.reason.replace('{{reason}}', 'Insufficient funds'));
    await screenshot(page, 'card-payment-declined-en');
    const declined = await currentAttempt(token, order.id);
    expect(declined).toMatchObject({ method: 'CARD', status: 'FAILED', failure: 'Insufficient funds' });
    expect((await ok<Order>(suite.server, 'GET', `/api/order/detail/${order.id}`, { token })).status).not.toBe('DELIVERED');

    await page.getByRole('button', { name: o.card.tryAnother, exact: true }).click();
    await page.getByTestId('card-frame').locator('iframe').waitFor();
    const retried = await currentAttempt(token, order.id);
    expect(retried.id).not.toBe(declined.id);
    expect(retried).toMatchObject({ method: 'CARD', currency: 'USD', status: 'WAITING' });
    await payInFrame(page, GOOD_CARD);
    await page.waitForURL(new RegExp(`/payment/success/${order.id}$`), { timeout: 30_000 });
    await waitForText(page, ordersEn.orders.success.deliveredTitle);
    expect(await currentAttempt(token, order.id)).toMatchObject({ id: retried.id, status: 'SUCCEEDED' });
  });
});

describe('the online and card payment screens in every language', () => {
  for (const locale of ['en', 'es', 'pt'] as const) {
    it(`in ${locale}: loading, failing, the methods with a form, the card's start, another method's payment in progress`, async () => {
      const t = texts[locale];
      const token = await tokenOf(suite.server, BUYER);
      const order = await onlineOrder(token);
      const page = await suite.phone();

      // Loading: the options wait.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/payment/options**', async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await openAs(page, suite.server, token, '/home', locale);
      await page.goto(`${suite.server.url}/payment/online/${order.id}`);
      await page.locator('.page__bar').getByText(t.title).waitFor();
      await page.locator('[data-loading="true"]').first().waitFor();
      await screenshot(page, `online-payment-loading-${locale}`);
      release();
      await page.unroute('**/api/payment/options**');

      // Failing: said with a retry that recovers.
      await page.route('**/api/payment/options**', (route) => route.fulfill({ status: 500, body: 'down' }));
      await goTo(page, suite.server, `/payment/onerway/${order.id}`);
      await page.getByRole('alert').first().waitFor();
      await screenshot(page, `card-payment-failed-${locale}`);
      await page.unroute('**/api/payment/options**');
      await page.getByRole('alert').getByRole('button').first().click();
      await page.getByTestId('card-start').waitFor();
      await waitForText(page, t.card.startText);
      await chooseCurrency(page, 'BRL');
      await expect.poll(() => page.getByTestId('quote-amount').textContent()).toMatch(/ BRL$/);
      await screenshot(page, `card-payment-start-${locale}`);

      // The methods: 99992 said before anything is asked, then PIX's form checked with 99993 and 99996.
      await goTo(page, suite.server, `/payment/online/${order.id}`);
      await page.getByTestId('method-list').waitFor();
      await screenshot(page, `online-payment-methods-${locale}`);
      await page.getByTestId('pay-submit').click();
      await expect.poll(() => page.getByTestId('method-list').textContent()).toContain(errorText(ERROR_CODES.PAYMENT_METHOD_REQUIRED, locale));
      await page.getByRole('radio', { name: new RegExp(`^${t.method.name.PIX}`) }).click();
      await page.getByLabel(t.billing.email, { exact: true }).fill('not-an-email');
      await expect.poll(() => page.getByTestId('quote-amount').textContent()).toMatch(/ BRL$/);
      await page.getByTestId('pay-submit').click();
      const billing = page.getByTestId('billing');
      await expect.poll(() => billing.textContent()).toContain(errorText(ERROR_CODES.NAME_LENGTH, locale));
      expect(await billing.textContent()).toContain(errorText(ERROR_CODES.INVALID_EMAIL, locale));
      await screenshot(page, `online-payment-pix-invalid-${locale}`);

      // Another method's payment in progress, on the card page: continue it or pay by card instead.
      await page.getByLabel(t.billing.firstName, { exact: true }).fill('Ana');
      await page.getByLabel(t.billing.lastName, { exact: true }).fill('Souza');
      // A BRL payment asks Brazil's documents, CPF chosen first.
      await expect.poll(() => page.getByTestId('billing').locator('.adm-selector-item-active', { hasText: /^CPF$/ }).count()).toBe(1);
      await page.getByLabel(t.billing.idNumber, { exact: true }).fill('123.456.789-09');
      await page.getByLabel(t.billing.email, { exact: true }).fill('ana@example.com');
      await page.getByTestId('pay-submit').click();
      await page.waitForURL(new RegExp(`/payment/pixCodePage/${order.id}$`));
      await goTo(page, suite.server, `/payment/onerway/${order.id}`);
      await page.getByTestId('attempt-live').waitFor();
      await waitForText(page, t.card.otherRunningTitle);
      await screenshot(page, `card-payment-other-running-${locale}`);
      await page.getByRole('button', { name: t.card.useCard, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.live.cancelConfirm, exact: true }).click();
      await page.getByTestId('card-start').waitFor();
      expect((await currentAttempt(token, order.id)).status).toBe('CANCELLED');
    });
  }
});
