// A reseller's shop on the API, set up in the browser: the reseller makes an API key (read and
// orders) and a webhook endpoint for new orders pointing at the shop's receiver (this test's; the
// server allows private targets), the shop buys through the API with the key under its own order
// number, twice with the same number and bought once, and the reseller sees the order's webhook
// delivered in the endpoint's log.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import apiKeysEn from '../src/features/api-keys/locales.en';
import { changeStock, createCard, createListing, follow, openStore, signUpAccount } from './support/api';
import { screenshot } from './support/browser';
import { openAs, useSuite, waitForText } from './support/suite';
import { webhookTexts } from './support/texts';

const suite = useSuite({ WEBHOOK_ALLOW_PRIVATE: 'true' });
const w = webhookTexts.en.webhooks;
const k = apiKeysEn.apiKeys;

/** The shop's receiver: every webhook it is sent, by webhook-id. */
const received = new Map<string, string>();
let receiver: http.Server;
let receiverUrl = '';
beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.set(String(request.headers['webhook-id']), Buffer.concat(chunks).toString('utf8'));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/orders`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** The shop places an order with its key and its own order number as the Idempotency-Key. */
async function placeOrder(key: string, orderNumber: string, listingId: string) {
  const response = await fetch(`${suite.server.url}/api/order/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'Idempotency-Key': orderNumber },
    body: JSON.stringify({ listingId, quantity: 2, paymentType: 'OFFLINE', paymentCurrency: 'USD' }),
  });
  return (await response.json()) as { respCode: number; data: { id: string; orderNo: string } };
}

describe('a shop on the reseller API', () => {
  it('buys through the API with a key made in the panel, and its order reaches the shop as a webhook the log shows delivered', async () => {
    const seller = await signUpAccount(suite.server, { nickname: 'Card Wholesaler' });
    const storeId = await openStore(suite.server, seller, 'Wholesale Cards');
    const cardId = await createCard(suite.server, seller, 'Gift Card 25');
    await changeStock(suite.server, seller, cardId, 10);
    const listingId = await createListing(suite.server, seller, cardId, {
      name: 'Gift Card 25',
      tiers: [{ minCount: 1, wholesalePrice: '20.00', retailPrice: '25.00' }],
    });
    const reseller = await signUpAccount(suite.server, { nickname: 'Bot Shop' });
    await follow(suite.server, reseller, seller, storeId);

    // The key: read and orders.
    const page = await suite.phone();
    await openAs(page, suite.server, reseller.token, '/me/apiKeys');
    await page.getByTestId('new-api-key').click();
    const form = page.getByTestId('new-api-key-form');
    await form.getByPlaceholder(k.form.namePlaceholder).fill('Bot shop');
    await form.getByTestId('scope-read').click();
    await form.getByTestId('scope-orders').click();
    await form.getByRole('button', { name: k.form.create, exact: true }).click();
    const key = (await page.getByTestId('created-api-key-value').textContent())!;
    expect(key).toMatch(/^rk_/);

    // The endpoint: new orders (chosen at first with paid orders), sent to the shop.
    await openAs(page, suite.server, reseller.token, '/me/webhooks/new');
    await page.getByLabel(w.form.url).fill(receiverUrl);
    const newOrders = page.locator('.adm-checkbox', { hasText: w.event['order.created'] });
    await expect.poll(() => newOrders.getAttribute('class')).toContain('adm-checkbox-checked');
    await page.getByRole('button', { name: w.form.create }).click();
    await page.getByRole('button', { name: w.secret.done }).click();
    await page.waitForURL(/\/me\/webhooks\/[0-9a-f-]{36}$/);
    await waitForText(page, w.endpoint.logEmptyTitle);

    // The shop buys, loses the answer and buys again under the same order number: one order.
    const first = await placeOrder(key, 'BOT-SHOP-0001', listingId);
    expect(first.respCode, JSON.stringify(first)).toBe(200);
    const again = await placeOrder(key, 'BOT-SHOP-0001', listingId);
    expect(again.data.id).toBe(first.data.id);

    await expect.poll(() => received.size, { timeout: 20_000 }).toBe(1);
    const [payload] = [...received.values()];
    expect(JSON.parse(payload!)).toMatchObject({ type: 'order.created', data: { orderId: first.data.id } });
    const row = page.getByTestId('delivery-row').first();
    await expect.poll(() => row.locator('[data-status="delivered"]').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => row.textContent()).toContain('HTTP 204');
    await screenshot(page, 'reseller-api-delivered-en');
  });
});
