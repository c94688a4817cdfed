// The VCoin wallet in the browser. The demo buyer (demo VCoin and payment password) sees the balance
// on "me", opens the wallet and transfers VCoin to reseller1 by UID: an unknown UID is said at the
// field, an amount above what is available offers Buy VCoin, the recipient is shown before
// confirming, a wrong payment password is said and cleared, and a double tap on the confirmation
// moves the VCoin once. reseller1 logs in and sees the TRANSFER record and the new balance. Then the
// screens in English, Spanish and Portuguese: a new account without VCoin (empty records, the
// payment password asked for first), the wallet loading and failing, and the demo buyer's wallet, a
// record and a transfer up to its confirmation.
import accountTexts from '../src/shared/accounts/locales.en';
import { vcoinMinor, vcoinText } from '@panel/domain/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import uiEn from '../src/components/ui-texts.en';
import walletEn from '../src/features/wallet/locales.en';
import walletEs from '../src/features/wallet/locales.es';
import walletPt from '../src/features/wallet/locales.pt';
import { ok, signUpAccount, tokenOf } from './support/api';
import { screenshot } from './support/browser';
import { goTo, logIn, openAs, useSuite, waitForText } from './support/suite';

const BUYER = 'buyer@example.com';
const RESELLER = { account: 'reseller1@example.com', password: 'Demo1234' };
/** The demo buyer's payment password (apps/server/src/seed/demo-wallet.ts). */
const PAYMENT_PASSWORD = '246810';
const w = walletEn.wallet;
const texts = { en: walletEn.wallet, es: walletEs.wallet, pt: walletPt.wallet };
const suite = useSuite();

type Wallet = { balance: string; available: string; held: string; incoming: string; hasPaymentPassword: boolean };
type Records = { list: { id: string; type: string; amount: string; counterparty: { uid: string; nickname: string } | null }[]; total: number };

const walletOf = (token: string) => ok<Wallet>(suite.server, 'GET', '/api/vcoin/wallet', { token });
const recordsOf = (token: string) => ok<Records>(suite.server, 'GET', '/api/vcoin/records', { token });
const minus = (a: string, b: string) => vcoinText(vcoinMinor(a)! - vcoinMinor(b)!);
const plus = (a: string, b: string) => vcoinText(vcoinMinor(a)! + vcoinMinor(b)!);

/** The error message under a field (the form kit's), by the field's label. */
const fieldError = (page: Page, label: string) => page.locator('.form-field', { has: page.getByText(label, { exact: true }) }).locator('.form-field__error');

describe('VCoin transfer', () => {
  it('the demo buyer transfers VCoin to reseller1 by UID, once for a double tap; reseller1 sees the record and the new balance', async () => {
    const buyer = await tokenOf(suite.server, BUYER);
    const reseller = await tokenOf(suite.server, RESELLER.account);
    const resellerUser = await ok<{ uid: string; nickname: string }>(suite.server, 'GET', '/api-user/users/current', { token: reseller });
    const buyerUser = await ok<{ uid: string; nickname: string }>(suite.server, 'GET', '/api-user/users/current', { token: buyer });
    const before = { buyer: await walletOf(buyer), reseller: await walletOf(reseller), buyerRecords: (await recordsOf(buyer)).total };
    expect(before.buyer.hasPaymentPassword).toBe(true);

    const page = await suite.phone();
    await openAs(page, suite.server, buyer, '/me');
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe(`${before.buyer.balance} VCoin`);
    await page.getByTestId('wallet-balance').click();
    await page.waitForURL(/\/me\/VCoinList$/);
    await expect.poll(() => page.getByTestId('wallet-head-balance').textContent()).toBe(`${before.buyer.balance} VCoin`);
    await page.locator('[data-record]').first().waitFor();
    await screenshot(page, 'wallet-list-en');

    await page.getByRole('button', { name: w.list.transfer, exact: true }).click();
    await page.waitForURL(/\/me\/VCoinTransfer$/);

    // An unknown UID is said at the field.
    const uid = page.getByPlaceholder(w.transfer.uidPlaceholder);
    await uid.fill('98765432101');
    await uid.blur();
    await expect.poll(() => fieldError(page, w.transfer.uid).textContent()).toBe(w.transfer.uidUnknown);

    // The recipient is shown before anything moves.
    await uid.fill(resellerUser.uid);
    await uid.blur();
    await expect.poll(() => page.getByTestId('recipient').getAttribute('data-uid')).toBe(resellerUser.uid);
    await waitForText(page, resellerUser.nickname);

    // More than is available: said, with Buy VCoin.
    const amount = page.getByPlaceholder(/^For example/);
    await amount.fill(plus(before.buyer.available, '0.01'));
    await page.getByRole('button', { name: w.transfer.next, exact: true }).click();
    await expect.poll(() => fieldError(page, w.transfer.amount).textContent()).toBe(w.transfer.amountOverAvailable);
    await expect.poll(() => page.getByTestId('buy-more').isVisible()).toBe(true);
    await screenshot(page, 'wallet-transfer-over-available-en');

    // A decimal comma is an amount.
    await amount.fill('12,34');
    await page.getByRole('button', { name: w.transfer.next, exact: true }).click();
    await page.getByTestId('transfer-confirm').waitFor();
    expect(await page.getByTestId('confirm-amount').textContent()).toBe('12.34 VCoin');
    await screenshot(page, 'wallet-transfer-confirm-en');

    // A wrong payment password is said and cleared.
    const password = page.getByRole('textbox', { name: w.transfer.password });
    await password.fill('000000');
    await page.getByRole('button', { name: w.transfer.submit, exact: true }).click();
    // With the tries left before the wait, and the way to set a new password beside it.
    const triesLeft = new RegExp(`^${accountTexts.paymentPasswordUi.wrongTries_other.replace('{{count}}', '\\d+').replace(/[.]/g, '\\.')}$`);
    await expect.poll(() => fieldError(page, w.transfer.password).textContent()).toMatch(triesLeft);
    expect(await page.getByTestId('forgot-payment-password').getAttribute('href')).toBe('/me/vcoinPasswordSet');
    expect(await password.inputValue()).toBe('');

    // A double tap moves the VCoin once, and so does checking again after its answer was lost (a 502
    // after the server made the transfer): not known yet, then the first result under the same key.
    await password.fill(PAYMENT_PASSWORD);
    const keys: (string | null)[] = [];
    await page.route(
      '**/api/vcoin/transfer',
      async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? null);
        await route.fetch();
        await route.fulfill({ status: 502, body: 'Bad gateway' });
      },
      { times: 1 },
    );
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vcoin/transfer') && keys.length > 0) keys.push(request.headers()['idempotency-key'] ?? null);
    });
    await page.getByRole('button', { name: w.transfer.submit, exact: true }).dblclick();
    await page.getByTestId('outcome-unknown').waitFor();
    await screenshot(page, 'wallet-transfer-outcome-unknown-en');
    await page.getByRole('button', { name: uiEn.ui.outcomeUnknown.checkAgain, exact: true }).click();
    await page.getByTestId('transfer-receipt').waitFor();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    const balanceAfter = minus(before.buyer.balance, '12.34');
    expect(await page.getByTestId('receipt-balance-after').textContent()).toBe(`${balanceAfter} VCoin`);
    await screenshot(page, 'wallet-transfer-receipt-en');

    const buyerRecords = await recordsOf(buyer);
    expect(buyerRecords.total).toBe(before.buyerRecords + 1);
    expect(buyerRecords.list[0]).toMatchObject({ type: 'TRANSFER', amount: '-12.34', counterparty: { uid: resellerUser.uid } });
    expect((await walletOf(buyer)).balance).toBe(balanceAfter);

    // The receipt leads to the record.
    await page.getByText(w.transfer.viewRecord, { exact: true }).click();
    await page.waitForURL(/\/me\/VCoinList\/[\w-]+$/);
    await expect.poll(() => page.getByTestId('record-balance-after').textContent()).toBe(`${balanceAfter} VCoin`);

    // reseller1 logs in and sees the record and the new balance.
    const other = await suite.phone();
    await logIn(other, suite.server, RESELLER);
    const resellerBalance = plus(before.reseller.balance, '12.34');
    await goTo(other, suite.server, '/me');
    await expect.poll(() => other.getByTestId('wallet-balance').textContent()).toBe(`${resellerBalance} VCoin`);
    await other.getByTestId('wallet-balance').click();
    await other.waitForURL(/\/me\/VCoinList$/);
    const row = other.locator('[data-record]').first();
    await expect.poll(() => row.getAttribute('data-type')).toBe('TRANSFER');
    expect(await row.getByTestId('record-amount').textContent()).toBe('+12.34');
    expect(await row.getByTestId('record-amount').getAttribute('data-direction')).toBe('credit');
    expect(await row.textContent()).toContain(`${buyerUser.nickname} (${buyerUser.uid})`);
    expect(await other.getByTestId('wallet-head-balance').textContent()).toBe(`${resellerBalance} VCoin`);
    await screenshot(other, 'wallet-list-reseller-en');

    // Filtered to transfers, then the record.
    await other.getByRole('tab', { name: w.types.TRANSFER }).click();
    await other.waitForURL(/\/me\/VCoinList\?type=TRANSFER$/);
    await other.locator('[data-record][data-type="TRANSFER"]').first().click();
    await other.waitForURL(/\/me\/VCoinList\/[\w-]+$/);
    await expect.poll(() => other.getByTestId('record-balance-after').textContent()).toBe(`${resellerBalance} VCoin`);
    expect(await other.getByTestId('recipient').getAttribute('data-uid')).toBe(buyerUser.uid);
    await screenshot(other, 'wallet-record-reseller-en');
  });
});

describe('the wallet screens in every language', () => {
  for (const locale of ['en', 'es', 'pt'] as const) {
    it(`in ${locale}: no VCoin yet, no payment password, loading, failing, then a wallet with records and a transfer to confirm`, async () => {
      const t = texts[locale];
      const account = await signUpAccount(suite.server);
      const page = await suite.phone();

      // Loading: the balance and the records wait.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/vcoin/**', async (route) => {
        await held;
        // Unrouted meanwhile: the page has been let through already.
        await route.continue().catch(() => undefined);
      });
      await openAs(page, suite.server, account.token, '/home', locale);
      await page.goto(`${suite.server.url}/me/VCoinList`);
      // The screen is in: its head and its records show placeholders, the filter is there.
      await page.getByRole('tab', { name: t.list.all }).waitFor();
      await page.locator('[data-loading="true"]').first().waitFor();
      await screenshot(page, `wallet-list-loading-${locale}`);
      release();
      await page.unroute('**/api/vcoin/**');

      // Empty: a balance of zero and no records.
      await expect.poll(() => page.getByTestId('wallet-head-balance').textContent()).toBe('0.00 VCoin');
      await waitForText(page, t.list.emptyTitle);
      await screenshot(page, `wallet-list-empty-${locale}`);
      await page.getByRole('tab', { name: t.types.CHARGEBACK }).click();
      await waitForText(page, t.list.emptyTypeTitle.replace('{{type}}', t.types.CHARGEBACK));

      // No payment password: the transfer leads to setting it first.
      await page.getByRole('button', { name: t.list.transfer, exact: true }).click();
      await page.getByTestId('need-payment-password').waitFor();
      await screenshot(page, `wallet-transfer-no-password-${locale}`);
      await page.getByRole('button', { name: t.transfer.setPassword, exact: true }).click();
      await page.waitForURL(/\/me\/vcoinPasswordSet$/);

      // Failing: the balance and the records say so, with a retry.
      await page.route('**/api/vcoin/**', (route) => route.fulfill({ status: 500, body: 'down' }));
      await goTo(page, suite.server, '/me/VCoinList');
      await page.getByRole('alert').first().waitFor();
      await waitForText(page, t.head.failed);
      await screenshot(page, `wallet-list-failed-${locale}`);
      await goTo(page, suite.server, '/me/VCoinList/123');
      await page.getByRole('alert').first().waitFor();
      await screenshot(page, `wallet-record-failed-${locale}`);
      await page.unroute('**/api/vcoin/**');

      // A record that is not mine.
      await goTo(page, suite.server, '/me/VCoinList/1');
      await waitForText(page, t.detail.missingTitle);

      // The demo buyer's wallet, a record, and a transfer up to its confirmation (nothing is sent).
      const buyer = await tokenOf(suite.server, BUYER);
      const reseller = await ok<{ uid: string }>(suite.server, 'GET', '/api-user/users/current', { token: await tokenOf(suite.server, RESELLER.account) });
      const view = await suite.phone();
      await openAs(view, suite.server, buyer, '/me', locale);
      await view.getByTestId('wallet-balance').waitFor();
      await screenshot(view, `wallet-me-${locale}`);
      await view.getByTestId('wallet-balance').click();
      await view.locator('[data-record]').first().click();
      await view.getByTestId('record-balance-after').waitFor();
      await screenshot(view, `wallet-record-${locale}`);
      await goTo(view, suite.server, '/me/VCoinTransfer');
      const uid = view.getByPlaceholder(t.transfer.uidPlaceholder);
      await uid.fill(reseller.uid);
      await uid.blur();
      await view.getByTestId('recipient').waitFor();
      await view.getByPlaceholder(new RegExp(`^${t.transfer.amountPlaceholder.split('{{')[0]}`)).fill(locale === 'en' ? '1.50' : '1,50');
      await screenshot(view, `wallet-transfer-form-${locale}`);
      await view.getByRole('button', { name: t.transfer.next, exact: true }).click();
      await expect.poll(() => view.getByTestId('confirm-amount').textContent()).toBe('1.50 VCoin');
      await screenshot(view, `wallet-transfer-confirm-${locale}`);
    });
  }
});
