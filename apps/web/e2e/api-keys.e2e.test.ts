// API keys in the browser: a reseller opens Me → API keys (empty at first), makes a key with the
// wallet scope (an address that is not one is said at its field), sees it once with Copy, and a
// shop calling GET /api/vcoin/wallet with it gets the wallet; revoked from the list after a
// confirmation, the same call is 401. The list, the form and the new key's sheet in English and
// Spanish, and the list in Portuguese.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import apiKeysEn from '../src/features/api-keys/locales.en';
import apiKeysEs from '../src/features/api-keys/locales.es';
import apiKeysPt from '../src/features/api-keys/locales.pt';
import meEn from '../src/features/me/locales.en';
import { signUpAccount } from './support/api';
import { screenshot } from './support/browser';
import { goTo, openAs, speak, useSuite, waitForText } from './support/suite';

const suite = useSuite();
const texts = { en: apiKeysEn.apiKeys, es: apiKeysEs.apiKeys, pt: apiKeysPt.apiKeys };

/** The wallet as a shop reads it with an API key: the HTTP status and the envelope. */
async function walletWithKey(key: string) {
  const response = await fetch(`${suite.server.url}/api/vcoin/wallet`, { headers: { Authorization: `Bearer ${key}` } });
  return { status: response.status, body: (await response.json()) as { respCode: number; data: { available: string } | null } };
}

/** Fills and sends the New key form; answers the key the sheet shows. */
async function makeKey(page: Page, language: 'en' | 'es', name: string, { shoot }: { shoot?: string } = {}) {
  const k = texts[language];
  await page.getByTestId('new-api-key').click();
  const form = page.getByTestId('new-api-key-form');
  await form.waitFor();
  await form.getByPlaceholder(k.form.namePlaceholder).fill(name);
  await form.getByTestId('scope-wallet').click();
  await form.getByTestId('scope-read').click();
  await form.getByText(k.form.expiryDays.replace('{{count}}', '30'), { exact: true }).click();
  if (shoot) {
    await form.getByPlaceholder(k.form.namePlaceholder).scrollIntoViewIfNeeded();
    await screenshot(page, shoot);
  }
  await form.getByRole('button', { name: k.form.create, exact: true }).click();
  const sheet = page.getByTestId('created-api-key');
  await sheet.waitFor();
  return (await sheet.getByTestId('created-api-key-value').textContent())!;
}

describe('API keys', () => {
  it('a reseller makes a key the wallet answers to, sees it once, and revokes it: then the wallet answers 401', async () => {
    const k = texts.en;
    const reseller = await signUpAccount(suite.server);
    const page = await suite.phone();
    await openAs(page, suite.server, reseller.token, '/me');
    const entry = page.getByText(meEn.accountEntries.apiKeysHint, { exact: true });
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-keys-me-entry-en');
    await entry.click();
    await page.waitForURL(/\/me\/apiKeys$/);
    await expect.poll(() => page.getByTestId('api-keys-empty').isVisible()).toBe(true);
    await waitForText(page, k.emptyText, true);
    await screenshot(page, 'api-keys-empty-en');

    // An address that is not one is said at its field, and nothing is made.
    await page.getByTestId('new-api-key').click();
    const form = page.getByTestId('new-api-key-form');
    await form.getByPlaceholder(k.form.namePlaceholder).fill('My web shop');
    await form.getByTestId('scope-wallet').click();
    await form.getByPlaceholder(/^203\.0\.113\.7/).fill('203.0.113.7\nnot-an-address');
    await form.getByRole('button', { name: k.form.create, exact: true }).click();
    await waitForText(page, k.rules.address, true);
    await screenshot(page, 'api-keys-form-invalid-en');
    await form.getByPlaceholder(/^203\.0\.113\.7/).fill('');
    await form.getByRole('button', { name: k.form.cancel, exact: true }).click();
    await page
      .getByRole('dialog')
      .getByText(/^Leave$/)
      .click();

    const key = await makeKey(page, 'en', 'My web shop', { shoot: 'api-keys-form-en' });
    expect(key).toMatch(/^rk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    await waitForText(page, k.created.warning, true);
    await screenshot(page, 'api-keys-created-en');

    // The shop calls the API with it.
    const wallet = await walletWithKey(key);
    expect(wallet.status).toBe(200);
    expect(wallet.body).toMatchObject({ respCode: 200, data: { available: '0.00' } });

    await page.getByTestId('created-api-key-done').click();
    const card = page.getByTestId('api-key');
    await expect.poll(() => card.count()).toBe(1);
    await waitForText(page, `${key.slice(0, 11)}…`, true);
    // The list never shows the secret.
    expect(await page.content()).not.toContain(key.slice(12));
    await goTo(page, suite.server, '/me/apiKeys');
    await waitForText(page, /127\.0\.0\.1|::1/);
    await screenshot(page, 'api-keys-list-en');

    await card.getByTestId('revoke-api-key').click();
    await waitForText(page, k.revokeTitle, true);
    // Taken once the dialog has faded in.
    await expect.poll(() => page.locator('.adm-dialog .adm-center-popup-wrap > div').evaluate((faded) => getComputedStyle(faded).opacity)).toBe('1');
    await screenshot(page, 'api-keys-revoke-confirm-en');
    await page.getByRole('dialog').getByRole('button', { name: k.revoke, exact: true }).click();
    await expect.poll(() => card.getByTestId('api-key-state').textContent()).toBe(k.state.revoked);
    await expect.poll(() => page.locator('.adm-dialog-mask').count()).toBe(0);
    const revoked = await walletWithKey(key);
    expect(revoked.status).toBe(401);
    expect(revoked.body.respCode).toBe(401);
    await screenshot(page, 'api-keys-revoked-en');
  });

  it('speaks Spanish and Portuguese', async () => {
    const reseller = await signUpAccount(suite.server);
    const page = await suite.phone('es-ES');
    await openAs(page, suite.server, reseller.token, '/me/apiKeys', 'es');
    await waitForText(page, texts.es.emptyTitle, true);
    await screenshot(page, 'api-keys-empty-es');
    const key = await makeKey(page, 'es', 'Bot de Telegram', { shoot: 'api-keys-form-es' });
    await waitForText(page, texts.es.created.warning, true);
    await screenshot(page, 'api-keys-created-es');
    await page.getByTestId('created-api-key-done').click();
    expect((await walletWithKey(key)).status).toBe(200);
    await goTo(page, suite.server, '/me/apiKeys');
    await waitForText(page, texts.es.lastUsed, true);
    await screenshot(page, 'api-keys-list-es');

    await speak(page, 'pt');
    await waitForText(page, texts.pt.title, true);
    await screenshot(page, 'api-keys-list-pt');
  });
});
