// Buying VCoin with crypto in the browser. The demo buyer opens Buy VCoin, its Crypto tab, asks for
// an amount of VCoin and lands on /payment/crypto/{purchase}?topUp=1, chooses USDT on Ethereum and
// gets the address and the exact amount. The simulated chain receives that amount at that address (as
// the operator sends it from the sandbox control page) and mines blocks; the server's watcher reads
// them from the chain's JSON-RPC: the page shows the transfer and its confirmations growing, and once
// it is credited turns to the VCoin records, where the balance holds the VCoin. Last, the crypto page in Spanish and Portuguese: the choice, a live BEP20 payment
// with its decimals, an underpaid one, and an expired one with a late transfer and one under review.
import { randomUUID } from 'node:crypto';
import type { PaymentAttemptView } from '@panel/domain/contract/payments';
import type { SandboxPayment } from '@panel/domain/contract/sandbox';
import { vcoinMinor, vcoinText } from '@panel/domain/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import pcEn from '../src/features/payment-codes/locales.en';
import pcEs from '../src/features/payment-codes/locales.es';
import pcPt from '../src/features/payment-codes/locales.pt';
import vcEn from '../src/features/vcoin-payment/locales.en';
import { ok, tokenOf } from './support/api';
import { screenshot } from './support/browser';
import { openAs, useSuite, waitForText } from './support/suite';

const BUYER = 'buyer@example.com';
const OPERATOR = 'ops@example.com';
const c = pcEn.paymentCodes.crypto;
const texts = { en: pcEn.paymentCodes, es: pcEs.paymentCodes, pt: pcPt.paymentCodes };
const suite = useSuite();

const balanceOf = async (token: string) => (await ok<{ balance: string }>(suite.server, 'GET', '/api/vcoin/wallet', { token })).balance;
const testId = (page: Page, id: string) => page.getByTestId(id);
/** The confirmations the page shows for the first transfer ("5 of 12 confirmations" -> 5). */
const confirmationsShown = async (page: Page) =>
  Number(/^(\d+) of 12/.exec((await testId(page, 'crypto-confirmations').first().textContent()) ?? '')?.[1] ?? -1);

/** A VCoin purchase paid with crypto, started through the API (as the Crypto tab does), with its attempt on a chain when given. */
async function cryptoPurchase(buyer: string, chain?: 'TRC20' | 'BEP20'): Promise<{ topUpId: string; attempt: PaymentAttemptView | null }> {
  const topUp = await ok<{ id: string }>(suite.server, 'POST', '/api/vcoin/purchase', {
    token: buyer,
    json: { amount: '12.50', channel: 'CRYPTO' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  if (!chain) return { topUpId: topUp.id, attempt: null };
  const quote = await ok<{ rate: string }>(suite.server, 'POST', '/api/payment/quote', {
    token: buyer,
    json: { topUpId: topUp.id, method: 'CRYPTO', currency: 'USDT' },
  });
  const attempt = await ok<PaymentAttemptView>(suite.server, 'POST', '/api/order/payment/pay/v2', {
    token: buyer,
    json: { topUpId: topUp.id, method: 'CRYPTO', currency: 'USDT', chain, rate: quote.rate },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  return { topUpId: topUp.id, attempt };
}

describe('buying VCoin with crypto', () => {
  it('gets an Ethereum address for USDT, the transfer confirms block by block, and the wallet shows the VCoin', async () => {
    const buyer = await tokenOf(suite.server, BUYER);
    const operator = await tokenOf(suite.server, OPERATOR);
    const before = await balanceOf(buyer);

    const page = await suite.phone();
    await openAs(page, suite.server, buyer, '/me/buyVCoin');
    await page.getByRole('tab', { name: vcEn.vcoinPayment.buy.tabs.CRYPTO, exact: true }).click();
    const form = testId(page, 'purchase-form-CRYPTO');
    await form.getByRole('textbox').fill('25');
    await form.getByRole('button', { name: vcEn.vcoinPayment.buy.channel.CRYPTO.start, exact: true }).click();
    await page.waitForURL(/\/payment\/crypto\/[\w-]+\?topUp=1$/);
    const topUpId = new URL(page.url()).pathname.split('/').pop()!;

    // The choice: USDT is chosen; the network is the buyer's to choose, with the warning about others.
    await testId(page, 'quote-amount').waitFor();
    await waitForText(page, c.chainWarning);
    expect(await testId(page, 'quote-vcoin').textContent()).toBe('25.00 VCoin');
    await screenshot(page, 'crypto-choose-en');
    await page.getByText(c.chainName.ERC20, { exact: true }).click();
    await page.getByRole('button', { name: c.getAddress, exact: true }).click();

    await testId(page, 'crypto-address').waitFor();
    const address = (await testId(page, 'crypto-address').textContent())!;
    const amount = (await testId(page, 'crypto-amount').textContent())!;
    const attempt = await ok<PaymentAttemptView>(suite.server, 'GET', `/api/payment/attempt/current?topUpId=${topUpId}`, { token: buyer });
    expect(attempt.instructions).toMatchObject({ kind: 'CRYPTO', chain: 'ERC20', token: 'USDT', address });
    expect(amount).toBe(attempt.instructions.kind === 'CRYPTO' ? attempt.instructions.amount : '');
    expect(await testId(page, 'crypto-badges').textContent()).toContain(c.chainName.ERC20);
    // The QR is EIP-681's payment request: the token's contract on chain 1, our address, the amount in the token's 6 decimals.
    const contract = attempt.instructions.kind === 'CRYPTO' ? attempt.instructions.contract : undefined;
    expect(contract).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await testId(page, 'crypto-address-qr').getAttribute('data-qr')).toBe(
      `ethereum:${contract}@1/transfer?address=${address}&uint256=${Math.round(Number(amount) * 100)}0000`,
    );
    await page.getByRole('img', { name: `QR code of the payment: ${amount} USDT on ${c.chainName.ERC20} to the deposit address` }).waitFor();
    expect(await testId(page, 'attempt-clock').textContent()).toMatch(/^[0-5]\d:[0-5]\d$/);
    await testId(page, 'crypto-no-transfers').waitFor();
    await screenshot(page, 'crypto-address-en');

    // The exact amount lands at the address; the page shows it counting its confirmations.
    await ok(suite.server, 'POST', '/api/sandbox/crypto/transfer', { token: operator, json: { chain: 'ERC20', token: 'USDT', toAddress: address, amount } });
    await testId(page, 'crypto-transfer').waitFor();
    expect(await testId(page, 'crypto-transfer').getAttribute('data-status')).toBe('COUNTING');
    await expect.poll(() => confirmationsShown(page)).toBeGreaterThanOrEqual(0);
    const first = await confirmationsShown(page);
    await ok(suite.server, 'POST', '/api/sandbox/crypto/mine', { token: operator, json: { chain: 'ERC20', blocks: 3 } });
    await expect.poll(() => confirmationsShown(page)).toBeGreaterThan(first);
    await screenshot(page, 'crypto-confirming-en');

    // Enough blocks: credited, and the page turns to the VCoin records by itself.
    await ok(suite.server, 'POST', '/api/sandbox/crypto/mine', { token: operator, json: { chain: 'ERC20', blocks: 15 } });
    await page.waitForURL(/\/me\/VCoinList$/);
    const credited = await ok<PaymentAttemptView>(suite.server, 'GET', `/api/payment/attempt/current?topUpId=${topUpId}`, { token: buyer });
    expect(credited.status).toBe('SUCCEEDED');
    expect(vcoinMinor(credited.vcoinCredited)! >= vcoinMinor('25.00')!).toBe(true);
    const after = vcoinText(vcoinMinor(before)! + vcoinMinor(credited.vcoinCredited)!);
    await expect.poll(() => testId(page, 'wallet-head-balance').textContent()).toBe(`${after} VCoin`);
    await screenshot(page, 'crypto-credited-en');
  });
});

describe('the crypto page in every language and state', () => {
  for (const locale of ['es', 'pt'] as const) {
    it(`shows the choice, a live BEP20 payment, an underpaid one and an expired one in ${locale}`, async () => {
      const t = texts[locale];
      const buyer = await tokenOf(suite.server, BUYER);
      const operator = await tokenOf(suite.server, OPERATOR);
      const page = await suite.phone();

      const fresh = await cryptoPurchase(buyer);
      await openAs(page, suite.server, buyer, `/payment/crypto/${fresh.topUpId}?topUp=1`, locale);
      await testId(page, 'quote-amount').waitFor();
      await waitForText(page, t.crypto.chainWarning);
      await screenshot(page, `crypto-choose-${locale}`);

      const live = await cryptoPurchase(buyer, 'BEP20');
      await openAs(page, suite.server, buyer, `/payment/crypto/${live.topUpId}?topUp=1`, locale);
      await testId(page, 'crypto-decimals').waitFor();
      await waitForText(page, t.crypto.exactHint);
      await screenshot(page, `crypto-bep20-${locale}`);

      // Less than asked arrives (the sandbox's underpayment) and confirms: the page says what is left to send.
      const payments = await ok<{ list: SandboxPayment[] }>(suite.server, 'GET', '/api/sandbox/payments?provider=crypto&pageSize=100', { token: operator });
      const payment = payments.list.find((row) => row.merchantRef === live.attempt!.id)!;
      await ok(suite.server, 'POST', `/api/sandbox/payments/${payment.id}/action`, { token: operator, json: { action: 'UNDERPAY', amount: '5.00' } });
      await testId(page, 'crypto-transfer').waitFor();
      await ok(suite.server, 'POST', '/api/sandbox/crypto/mine', { token: operator, json: { chain: 'BEP20', blocks: 20 } });
      await testId(page, 'crypto-partial').waitFor();
      expect(await testId(page, 'crypto-partial').textContent()).toContain('5.00 USDT');
      await screenshot(page, `crypto-partial-${locale}`);

      // An expired payment with a late transfer and one on another network (as the server would list them).
      const at = new Date().toISOString();
      await page.route('**/api/payment/attempt/current**', async (route) => {
        const real = await (await route.fetch()).json();
        const transfers = [
          { txHash: `0x${'a'.repeat(64)}`, chain: 'BEP20', token: 'USDT', amount: '7.75', confirmations: 15, status: 'CREDITED', late: true, at },
          { txHash: `0x${'b'.repeat(64)}`, chain: 'ERC20', token: 'USDT', amount: '12.75', confirmations: 2, status: 'REVIEW', late: false, at },
        ];
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ ...real, data: { ...real.data, status: 'EXPIRED', transfers } }),
        });
      });
      await page.reload();
      await testId(page, 'attempt-ended').waitFor();
      await waitForText(page, t.ended.EXPIRED);
      await waitForText(page, t.crypto.late);
      await waitForText(page, t.crypto.review);
      await screenshot(page, `crypto-expired-${locale}`);
      await page.getByRole('button', { name: t.crypto.newAddress, exact: true }).click();
      await testId(page, 'quote-amount').waitFor();
    });
  }
});
