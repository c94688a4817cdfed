// The platform operator and the payments sandbox in the browser. The demo buyer has an order paid
// online (a listing of the demo seller's, in BRL) and starts paying it with PIX through the API. The
// operator logs in, opens /ops/sandbox from Operations, pays the waiting sandbox payment, sees its
// webhook acknowledged, redelivers it, and on /ops/payments/{id} the provider event shows two
// deliveries while the order was paid once (one order payment in the ledger, delivered). Last, the
// operator's payment screens in English, Spanish and Portuguese.
import { randomUUID } from 'node:crypto';
import type { OpsPaymentDetail, PaymentAttemptView } from '@panel/domain/contract/payments';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import opsEn from '../src/features/ops/locales.en';
import opsEs from '../src/features/ops/locales.es';
import opsPt from '../src/features/ops/locales.pt';
import payEn from '../src/features/ops-payments/locales.en';
import payEs from '../src/features/ops-payments/locales.es';
import payPt from '../src/features/ops-payments/locales.pt';
import { changeStock, createCard, currentUser, ok, tokenOf, uploadPicture } from './support/api';
import { screenshot } from './support/browser';
import { goTo, logIn, openAs, useSuite, waitForText } from './support/suite';

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';
const OPERATOR = { account: 'ops@example.com', password: 'Demo1234' };
const p = payEn.opsPay;
const texts = { en: payEn.opsPay, es: payEs.opsPay, pt: payPt.opsPay };
const overview = { en: opsEn.ops.overview, es: opsEs.ops.overview, pt: opsPt.ops.overview };
const BILLING = {
  firstName: 'Ana',
  lastName: 'Souza',
  idType: 'CPF',
  idNumber: '123.456.789-09',
  email: 'ana.souza@example.com',
  zipCode: '01001-000',
  street: 'Praça da Sé',
  streetNumber: '100',
  neighbourhood: 'Sé',
  city: 'São Paulo',
  region: 'SP',
  phoneCountry: '55',
  phoneArea: '11',
  phoneNumber: '30012345',
};
const suite = useSuite();

let cards = 0;
/** A card of the demo store with units, listed for the demo buyer and paid online in BRL; the buyer orders one and starts paying it with PIX. */
async function pixAttempt(): Promise<PaymentAttemptView> {
  const seller = await tokenOf(suite.server, SELLER);
  const buyer = await tokenOf(suite.server, BUYER);
  const name = `E2E sandbox ${++cards} ${Date.now().toString(36)}`;
  const cardId = await createCard(suite.server, { token: seller }, name, { defaultCurrency: 'BRL' });
  await changeStock(suite.server, { token: seller }, cardId, 3);
  const listing = await ok<{ id: string }>(suite.server, 'POST', '/api/product/listing', {
    token: seller,
    json: {
      cardId,
      name,
      picture: await uploadPicture(suite.server, seller, 'product'),
      tiers: [{ minCount: 1, wholesalePrice: '40.00', retailPrice: '50.00' }],
      paymentMethods: ['ONLINE'],
      paymentCurrencies: ['BRL'],
      onlinePolicyAccepted: true,
      currency: 'BRL',
      stockMode: 'ALL',
      visibility: 'OPEN_TO',
      userIds: [(await currentUser(suite.server, buyer)).id],
      listed: true,
    },
  });
  const order = await ok<{ id: string }>(suite.server, 'POST', '/api/order/create', {
    token: buyer,
    json: { listingId: listing.id, quantity: 1, paymentType: 'ONLINE', paymentCurrency: 'BRL' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const quote = await ok<{ rate: string }>(suite.server, 'POST', '/api/payment/quote', {
    token: buyer,
    json: { orderId: order.id, method: 'PIX', currency: 'BRL' },
  });
  return ok<PaymentAttemptView>(suite.server, 'POST', '/api/order/payment/pay/v2', {
    token: buyer,
    json: { orderId: order.id, method: 'PIX', currency: 'BRL', rate: quote.rate, billing: BILLING },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

/** The sandbox page's card of the attempt's payment. */
const cardOf = (page: Page, attempt: PaymentAttemptView) => page.locator(`[data-testid="sandbox-payment"][data-merchant-ref="${attempt.id}"]`);

describe('the operator and the payments sandbox', () => {
  it('pays a waiting payment, sees its webhook acknowledged, redelivers it, and the order is paid once', async () => {
    const attempt = await pixAttempt();
    expect(attempt.status).toBe('WAITING');

    const page = await suite.phone();
    await logIn(page, suite.server, OPERATOR);
    await goTo(page, suite.server, '/ops');
    await page.getByText(opsEn.ops.overview.sandboxHint, { exact: true }).click();
    await page.waitForURL(/\/ops\/sandbox$/);
    expect(await page.getByTestId('sandbox-banner').textContent()).toBe(p.sandbox.banner);

    const card = cardOf(page, attempt);
    await card.waitFor();
    expect(await card.getByTestId('sandbox-status').getAttribute('data-status')).toBe('CREATED');
    expect(await card.getByTestId('sandbox-webhook-count').textContent()).toBe(p.sandbox.noWebhooks);
    await screenshot(page, 'ops-sandbox-waiting');

    await card.getByRole('button', { name: p.sandbox.action.PAY, exact: true }).click();
    await expect.poll(() => card.getByTestId('sandbox-status').getAttribute('data-status')).toBe('PAID');
    // Its webhook went to the panel, signed, and the panel acknowledged it.
    await expect.poll(() => card.getByTestId('sandbox-webhook-count').getAttribute('data-acknowledged')).toBe('1');
    expect(await card.getByTestId('sandbox-webhook-count').getAttribute('data-webhooks')).toBe('1');
    expect(await card.getByTestId('sandbox-webhook-count').textContent()).toBe('1 of 1 acknowledged');
    await screenshot(page, 'ops-sandbox-paid');

    await card.getByRole('button', { name: p.sandbox.webhooks, exact: true }).click();
    const sheet = page.getByTestId('sandbox-webhooks');
    const webhook = sheet.getByTestId('sandbox-webhook');
    await expect.poll(() => webhook.count()).toBe(1);
    expect(await webhook.getAttribute('data-acked')).toBe('true');
    expect(await webhook.textContent()).toContain('1 try');
    await webhook.getByRole('button', { name: p.webhooks.redeliver, exact: true }).click();
    await waitForText(page, p.webhooks.redelivered);
    await expect.poll(() => webhook.textContent()).toContain('2 tries');
    await screenshot(page, 'ops-sandbox-redelivered');

    // The panel stored the event once: two deliveries, and the order paid once.
    await goTo(page, suite.server, `/ops/payments/${attempt.id}`);
    const event = page.getByTestId('provider-event');
    await expect.poll(() => event.count()).toBe(1);
    expect(await event.getAttribute('data-deliveries')).toBe('2');
    expect(await event.textContent()).toContain('2 deliveries');
    expect(await event.getByTestId('event-outcome').getAttribute('data-outcome')).toBe('APPLIED');
    expect(await page.getByTestId('payment-status').getAttribute('data-status')).toBe('SUCCEEDED');
    expect(await page.locator('[data-testid="payment-movement"][data-type="ORDER_PAYMENT"]').count()).toBe(1);
    expect(await page.getByTestId('payment-order-status').locator('[data-status]').getAttribute('data-status')).toBe('DELIVERED');
    await event.scrollIntoViewIfNeeded();
    await screenshot(page, 'ops-payment-redelivered');

    const operator = await tokenOf(suite.server, OPERATOR.account);
    const detail = await ok<OpsPaymentDetail>(suite.server, 'GET', `/api/ops/payments/${attempt.id}`, { token: operator });
    expect(detail.settlements.filter((movement) => movement.type === 'ORDER_PAYMENT')).toHaveLength(1);
    expect(detail.events.map((row) => row.deliveries)).toEqual([2]);

    // The event also shows among every provider event, and opens its payment.
    await goTo(page, suite.server, '/ops/payments/events');
    const listed = page.getByTestId('provider-event').filter({ hasText: '2 deliveries' });
    await expect.poll(() => listed.count()).toBe(1);
    await listed.click();
    await page.waitForURL(new RegExp(`/ops/payments/${attempt.id}$`));
  });

  for (const locale of ['en', 'es', 'pt'] as const) {
    it(`shows the operator's payment screens in ${locale}`, async () => {
      const t = texts[locale];
      const attempt = await pixAttempt();
      const operator = await tokenOf(suite.server, OPERATOR.account);
      const page = await suite.phone();

      await openAs(page, suite.server, operator, '/ops', locale);
      await waitForText(page, overview[locale].paymentScreens);
      await page.getByText(overview[locale].sandboxHint, { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `ops-payments-overview-${locale}`);

      await goTo(page, suite.server, '/ops/payments');
      await page.locator(`[data-testid="ops-payment-row"][data-id="${attempt.id}"]`).waitFor();
      await waitForText(page, t.status.WAITING, true);
      await screenshot(page, `ops-payments-list-${locale}`);

      await page.locator(`[data-testid="ops-payment-row"][data-id="${attempt.id}"]`).click();
      await page.waitForURL(new RegExp(`/ops/payments/${attempt.id}$`));
      await waitForText(page, t.payment.noEvents);
      await screenshot(page, `ops-payment-waiting-${locale}`);

      await goTo(page, suite.server, '/ops/payments/events');
      await waitForText(page, t.events.intro);
      await screenshot(page, `ops-payment-events-${locale}`);

      await goTo(page, suite.server, '/ops/crypto-review');
      await waitForText(page, t.review.intro);
      await screenshot(page, `ops-crypto-review-${locale}`);

      await goTo(page, suite.server, '/ops/debts');
      await waitForText(page, t.debts.intro);
      await screenshot(page, `ops-debts-${locale}`);

      await goTo(page, suite.server, '/ops/sandbox');
      await cardOf(page, attempt).waitFor();
      await waitForText(page, t.sandbox.status.CREATED, true);
      await screenshot(page, `ops-sandbox-${locale}`);

      await page.getByRole('tab', { name: t.sandbox.tabs.crypto, exact: true }).click();
      await expect.poll(() => page.getByTestId('sandbox-chain').count()).toBe(5);
      await waitForText(page, t.crypto.transferTitle);
      await screenshot(page, `ops-sandbox-crypto-${locale}`);
    });
  }
});
