// Paying an order with PIX in the browser, and the payment code pages in every language and state.
// The demo buyer has an order paid online (a listing of the demo seller's, in BRL), starts PIX through
// the API, opens /payment/pixCodePage/{id}: the QR code, the copy and paste code (copied, the button
// says so) and the time left; the sandbox bank pays it as the operator would from the sandbox control
// page, and the page turns to the order's success page by itself. A code the bank lets expire is shown
// expired with another way to pay. Last, the PIX, boleto and tpaga pages in English, Spanish and
// Portuguese, loading, failing, and for an order that is not the user's (150004).
import { randomUUID } from 'node:crypto';
import type { PaymentAttemptView } from '@panel/domain/contract/payments';
import { formatNumber } from '@panel/domain/format';
import type { SandboxPayment } from '@panel/domain/contract/sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import ordersEn from '../src/features/orders/locales.en';
import pcEn from '../src/features/payment-codes/locales.en';
import pcEs from '../src/features/payment-codes/locales.es';
import pcPt from '../src/features/payment-codes/locales.pt';
import appEn from '../src/locales/en';
import appEs from '../src/locales/es';
import appPt from '../src/locales/pt';
import { changeStock, createCard, currentUser, ok, tokenOf, uploadPicture } from './support/api';
import { screenshot } from './support/browser';
import { openAs, useSuite, waitForText } from './support/suite';

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';
const OPERATOR = 'ops@example.com';
const p = pcEn.paymentCodes;
const texts = { en: pcEn.paymentCodes, es: pcEs.paymentCodes, pt: pcPt.paymentCodes };
const retry = { en: appEn.common.retry, es: appEs.common.retry, pt: appPt.common.retry };
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
  phoneCountry: '57',
  phoneArea: '1',
  phoneNumber: '3001234567',
};
const suite = useSuite();

let shops = 0;
/** A card of the demo store with units, listed for the demo buyer and paid online in BRL; answers an order of one unit. */
async function onlineOrder(): Promise<{ orderId: string; buyer: string; seller: string }> {
  const seller = await tokenOf(suite.server, SELLER);
  const buyer = await tokenOf(suite.server, BUYER);
  const name = `E2E PIX ${++shops} ${Date.now().toString(36)}`;
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
  return { orderId: order.id, buyer, seller };
}

/** Starts paying the order with a method, at its quote's rate, as the payment page would. */
async function startPayment(buyer: string, orderId: string, method: 'PIX' | 'BOLETO' | 'TPAGA', currency: string): Promise<PaymentAttemptView> {
  const quote = await ok<{ rate: string }>(suite.server, 'POST', '/api/payment/quote', { token: buyer, json: { orderId, method, currency } });
  return ok<PaymentAttemptView>(suite.server, 'POST', '/api/order/payment/pay/v2', {
    token: buyer,
    json: { orderId, method, currency, rate: quote.rate, billing: BILLING },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

/** The operator acts on the attempt's sandbox payment (the sandbox control page's buttons). */
async function sandboxAction(attempt: PaymentAttemptView, action: 'PAY' | 'EXPIRE'): Promise<void> {
  const operator = await tokenOf(suite.server, OPERATOR);
  const payments = await ok<{ list: SandboxPayment[] }>(suite.server, 'GET', `/api/sandbox/payments?provider=${attempt.provider}&pageSize=100`, {
    token: operator,
  });
  const payment = payments.list.find((row) => row.merchantRef === attempt.id);
  expect(payment, `the sandbox has the payment of attempt ${attempt.id}`).toBeDefined();
  await ok(suite.server, 'POST', `/api/sandbox/payments/${payment!.id}/action`, { token: operator, json: { action } });
}

const testId = (page: Page, id: string) => page.getByTestId(id);

describe('paying an order with PIX', () => {
  it('shows the QR code and the copy and paste code, copies it, and turns to success by itself once the bank pays', async () => {
    const { orderId, buyer } = await onlineOrder();
    const attempt = await startPayment(buyer, orderId, 'PIX', 'BRL');
    expect(attempt.instructions.kind).toBe('PIX');
    const brCode = attempt.instructions.kind === 'PIX' ? attempt.instructions.brCode : '';

    const page = await suite.phone();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await openAs(page, suite.server, buyer, `/payment/pixCodePage/${orderId}`);
    await testId(page, 'pix-code').waitFor();
    expect(await testId(page, 'pix-code').textContent()).toBe(brCode);
    expect(await testId(page, 'attempt-for').textContent()).toBe(p.forOrder.replace('{{reference}}', attempt.reference));
    expect(await testId(page, 'attempt-amount').textContent()).toBe(`${formatNumber(attempt.amount, 'en')} BRL`);
    await page.getByRole('img', { name: p.pix.qrLabel }).waitFor();
    expect(await testId(page, 'attempt-status').textContent()).toBe(p.attemptStatus.WAITING);
    expect(await testId(page, 'attempt-clock').textContent()).toMatch(/^[0-5]\d:[0-5]\d$/);

    await testId(page, 'pix-code-copy').click();
    await expect.poll(() => testId(page, 'pix-code-copy').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(brCode);
    await screenshot(page, 'pix-code-en');

    // The bank pays (the operator on the sandbox control page); the page follows the attempt by itself.
    await sandboxAction(attempt, 'PAY');
    await page.waitForURL(new RegExp(`/payment/success/${orderId}$`));
    await waitForText(page, ordersEn.orders.success.deliveredTitle);
    await screenshot(page, 'pix-paid-success-en');
  });

  it('shows a code the bank let expire as expired, with another way to pay', async () => {
    const { orderId, buyer } = await onlineOrder();
    const attempt = await startPayment(buyer, orderId, 'PIX', 'BRL');
    const page = await suite.phone();
    await openAs(page, suite.server, buyer, `/payment/pixCodePage/${orderId}`);
    await testId(page, 'pix-code').waitFor();

    await sandboxAction(attempt, 'EXPIRE');
    await testId(page, 'attempt-ended').waitFor();
    expect(await testId(page, 'attempt-ended').getAttribute('data-status')).toBe('EXPIRED');
    await waitForText(page, p.ended.EXPIRED);
    expect(await testId(page, 'pix-code').count()).toBe(0);
    await screenshot(page, 'pix-expired-en');
    await page.getByRole('button', { name: p.chooseAnother, exact: true }).click();
    await page.waitForURL(new RegExp(`/payment/online/${orderId}$`));
  });
});

describe('the payment code pages in every language and state', () => {
  for (const locale of ['en', 'es', 'pt'] as const) {
    it(`shows PIX, boleto and tpaga in ${locale}`, async () => {
      const t = texts[locale];
      const orders = { pix: await onlineOrder(), boleto: await onlineOrder(), tpaga: await onlineOrder() };
      const { buyer } = orders.pix;
      await startPayment(buyer, orders.pix.orderId, 'PIX', 'BRL');
      await startPayment(buyer, orders.boleto.orderId, 'BOLETO', 'BRL');
      const tpaga = await startPayment(buyer, orders.tpaga.orderId, 'TPAGA', 'COP');
      const page = await suite.phone();

      await openAs(page, suite.server, buyer, `/payment/pixCodePage/${orders.pix.orderId}`, locale);
      await testId(page, 'pix-code').waitFor();
      await waitForText(page, t.pix.steps);
      await screenshot(page, `pix-code-${locale}`);

      await openAs(page, suite.server, buyer, `/payment/barcodePage/${orders.boleto.orderId}`, locale);
      await testId(page, 'boleto-line').waitFor();
      await waitForText(page, t.boleto.clearing);
      await page.getByRole('img', { name: new RegExp(`^${t.boleto.barcodeLabel} \\d{44}$`) }).waitFor();
      expect(await testId(page, 'boleto-line').textContent()).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
      expect(await testId(page, 'boleto-download').textContent()).toBe(t.boleto.download);
      await screenshot(page, `boleto-code-${locale}`);
      // The document opens in a page of its own.
      const [document] = await Promise.all([page.context().waitForEvent('page'), testId(page, 'boleto-download').click()]);
      await document.waitForLoadState();
      expect(document.url()).toContain('/sandbox/boleto/');
      await document.close();

      await openAs(page, suite.server, buyer, `/payment/tpagaCodePage/${orders.tpaga.orderId}`, locale);
      await testId(page, 'tpaga-open').waitFor();
      expect(await testId(page, 'tpaga-open').getAttribute('href')).toBe(tpaga.instructions.kind === 'PAYMENT_CODE' ? tpaga.instructions.url : '');
      await page.getByRole('img', { name: t.tpaga.qrLabel }).waitFor();
      await screenshot(page, `tpaga-code-${locale}`);
    });

    it(`shows loading, a failed read and another user's order in ${locale}`, async () => {
      const t = texts[locale];
      const { orderId, buyer, seller } = await onlineOrder();
      await startPayment(buyer, orderId, 'PIX', 'BRL');
      const page = await suite.phone();

      // Loading: the attempt is held until the picture is taken.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/payment/attempt/current**', async (route) => {
        await held;
        await route.continue();
      });
      await openAs(page, suite.server, buyer, '/home', locale);
      await page.goto(`${suite.server.url}/payment/pixCodePage/${orderId}`);
      await page.locator('[data-loading="true"]').waitFor();
      await waitForText(page, t.title.PIX);
      await screenshot(page, `pix-loading-${locale}`);
      release();
      await testId(page, 'pix-code').waitFor();
      await page.unroute('**/api/payment/attempt/current**');

      // A failed read: said, with a way to try again.
      await page.route('**/api/payment/attempt/current**', (route) => route.fulfill({ status: 503, body: 'down' }));
      await page.reload();
      await page.getByRole('alert').first().waitFor();
      await screenshot(page, `pix-failed-${locale}`);
      await page.unroute('**/api/payment/attempt/current**');
      await page.getByRole('button', { name: retry[locale], exact: true }).click();
      await testId(page, 'pix-code').waitFor();

      // Another user's order (150004): no payment to show.
      const other = await suite.phone();
      await openAs(other, suite.server, seller, `/payment/pixCodePage/${orderId}`, locale);
      await testId(other, 'attempt-missing').waitFor();
      await waitForText(other, t.missing.title);
      await screenshot(other, `pix-missing-${locale}`);
    });
  }
});
