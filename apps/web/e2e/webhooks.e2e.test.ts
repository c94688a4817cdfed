// Webhooks in the browser: a store owner adds an endpoint that points at a receiver this test runs
// (the server allows private targets: WEBHOOK_ALLOW_PRIVATE), copies the secret shown once, and
// sees a follow request's delivery in the endpoint's log as delivered, with the answer and payload.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, requestFollow, signUpAccount, type Account } from './support/api';
import { screenshot } from './support/browser';
import { openAs, speak, useSuite, waitForText } from './support/suite';
import { meTexts, webhookTexts } from './support/texts';

const suite = useSuite({ WEBHOOK_ALLOW_PRIVATE: 'true', CODE_MAX_PER_IP: '1000', CODE_MAX_PER_TARGET: '100' });
const w = webhookTexts.en.webhooks;

/** A shop's receiver: it keeps the first copy of each webhook-id and answers 200 "thanks". */
const received = new Map<string, { headers: http.IncomingHttpHeaders; body: string }>();
let receiver: http.Server;
let receiverUrl = '';
beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      if (!received.has(id)) received.set(id, { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/shop/hooks`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function pageOf(account: Pick<Account, 'token'>, path: string, locale: 'en' | 'es' = 'en'): Promise<Page> {
  const page = await suite.phone(locale === 'es' ? 'es-ES' : 'en-US');
  await openAs(page, suite.server, account.token, path, locale);
  return page;
}

describe('webhooks', () => {
  it('adds an endpoint, shows its secret once, and logs a follow request delivered to it', async () => {
    const owner = await signUpAccount(suite.server, { nickname: 'Hook Owner' });
    const storeId = await openStore(suite.server, owner, 'Hooked Store');
    const page = await pageOf(owner, '/me');

    // The row's title and its hint are one element's text: the row is found by its hint.
    await page.locator('.adm-list-item', { hasText: meTexts.en.accountEntries.webhooksHint }).click();
    await page.waitForURL(/\/me\/webhooks$/);
    await waitForText(page, w.emptyTitle);
    await screenshot(page, 'webhooks-empty-en');

    await page.getByRole('button', { name: w.addFirst }).click();
    await page.waitForURL(/\/me\/webhooks\/new$/);
    // A private address is refused by default; this server allows it, but not a non-URL.
    await page.getByLabel(w.form.url).fill('not an address');
    await page.getByRole('button', { name: w.form.create }).click();
    await waitForText(page, 'Enter an https:// address on the public internet');
    await page.getByLabel(w.form.url).fill(receiverUrl);
    await page.getByLabel(w.form.description).fill('My shop');
    await page.getByText(w.event['follow.requested'], { exact: true }).click();
    await screenshot(page, 'webhooks-form-en');
    await page.getByRole('button', { name: w.form.create }).click();

    const secretCard = page.getByTestId('webhook-secret');
    await expect.poll(() => secretCard.isVisible()).toBe(true);
    const secret = (await secretCard.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await screenshot(page, 'webhooks-secret-en');
    await page.getByRole('button', { name: w.secret.done }).click();
    await page.waitForURL(/\/me\/webhooks\/[0-9a-f-]{36}$/);
    await waitForText(page, w.endpoint.logEmptyTitle);

    // Someone asks to follow the store: the server's dispatcher and sender deliver it within seconds.
    const fan = await signUpAccount(suite.server, { nickname: 'Hook Fan' });
    await requestFollow(suite.server, fan, storeId);
    await expect.poll(() => received.size, { timeout: 20_000 }).toBe(1);
    const [delivery] = [...received.values()];
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'follow.requested', data: { storeId } });
    expect(String(delivery!.headers['webhook-signature'])).toMatch(/^v1,/);

    const row = page.getByTestId('delivery-row').first();
    await expect.poll(() => row.locator('[data-status="delivered"]').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => row.textContent()).toContain('HTTP 200');
    await screenshot(page, 'webhooks-log-en');
    await row.click();
    await expect.poll(() => page.getByTestId('delivery-answer').textContent()).toBe('thanks');
    expect(await page.getByTestId('delivery-payload').textContent()).toContain('"follow.requested"');
    await screenshot(page, 'webhooks-delivery-en');
    await page.getByRole('button', { name: w.delivery.close }).click();

    // The list tells the endpoint's last delivery; in Spanish too.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/me\/webhooks$/);
    await waitForText(page, w.status.delivered);
    await screenshot(page, 'webhooks-list-en');
    await speak(page, 'es');
    await waitForText(page, webhookTexts.es.webhooks.status.delivered);
    await screenshot(page, 'webhooks-list-es');
    await page.locator('.adm-list-item', { hasText: receiverUrl }).click();
    await waitForText(page, webhookTexts.es.webhooks.endpoint.log);
    await screenshot(page, 'webhooks-log-es');
  });

  it('shows the empty state and the form in Spanish', async () => {
    const owner = await signUpAccount(suite.server, { nickname: 'Dueño' });
    const page = await pageOf(owner, '/me/webhooks', 'es');
    await waitForText(page, webhookTexts.es.webhooks.emptyTitle);
    await screenshot(page, 'webhooks-empty-es');
    await page.getByRole('button', { name: webhookTexts.es.webhooks.addFirst }).click();
    await waitForText(page, webhookTexts.es.webhooks.group.stockAndCodes);
    await screenshot(page, 'webhooks-form-es');
  });
});
