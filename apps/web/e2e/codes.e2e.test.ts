// Activation codes in the browser. The demo seller opens code generation from the stock tab, picks
// the recharge card, generates 50 codes and watches the progress bar to the end, opens the codes and
// copies one; a client on the public /redeem page (no login) pastes it in lower case with spaces and
// recharges an existing client account; the seller then finds the code ACTIVATED for that account
// and the record counts it. Then every code screen in English, Spanish and Portuguese: a new
// account's empty states, the screens loading and failing, and the demo seller's records and codes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import codesEn from '../src/features/codes/locales.en';
import codesEs from '../src/features/codes/locales.es';
import codesPt from '../src/features/codes/locales.pt';
import redeemEn from '../src/features/redeem/locales.en';
import redeemEs from '../src/features/redeem/locales.es';
import redeemPt from '../src/features/redeem/locales.pt';
import { ok, signUpAccount, tokenOf } from './support/api';
import { screenshot } from './support/browser';
import { goTo, logIn, openAs, useSuite, waitForText } from './support/suite';

const SELLER = { account: 'seller@example.com', password: 'Demo1234' };
const QUANTITY = 50;
const c = codesEn.codes;
const r = redeemEn.redeem;
const texts = {
  en: { codes: codesEn.codes, redeem: redeemEn.redeem },
  es: { codes: codesEs.codes, redeem: redeemEs.redeem },
  pt: { codes: codesPt.codes, redeem: redeemPt.redeem },
};
const suite = useSuite();

type Card = { id: string; type: string; source: string; name: string; counts: { free: number } };
type CodeRecord = { taskId: string; quantity: number; activated: number; state: string };
type Paged<T> = { list: T[]; total: number };

const cardsOf = (token: string) => ok<Paged<Card>>(suite.server, 'GET', '/api/product/stock/list?pageSize=50', { token });
const recordsOf = (token: string) => ok<Paged<CodeRecord>>(suite.server, 'GET', '/api/codes/records', { token });

/**
 * A client account on the built-in platform that the demo's recharge card can extend (StarTV, a
 * monthly plan, its sessions): the one apps/server/src/seed/demo-recharge.ts leaves for trying a
 * recharge by hand. The recharge rules hold on /redeem too, so an account of another plan would wait.
 */
const CLIENT_ACCOUNT = 'STAR-100003';

const fieldError = (page: Page, label: string) => page.locator('.form-field', { has: page.getByText(label, { exact: true }) }).locator('.form-field__error');

describe('activation codes', () => {
  it('the demo seller generates 50 codes with the progress to the end, copies one, a client redeems it on /redeem and it shows ACTIVATED', async () => {
    const token = await tokenOf(suite.server, SELLER.account);
    const card = (await cardsOf(token)).list.find((item) => item.type === 'RECHARGE_CARD' && item.source === 'OWN' && item.counts.free >= QUANTITY)!;
    expect(card).toBeDefined();
    const recordsBefore = await recordsOf(token);
    const client = CLIENT_ACCOUNT;

    const page = await suite.phone();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await logIn(page, suite.server, SELLER);
    await goTo(page, suite.server, '/stock');
    await page.getByTestId('codes-entry').click();
    await page.waitForURL(/\/generate$/);
    await screenshot(page, 'codes-generate-no-card-en');

    // Picking a card goes back to the form with it.
    await page.getByTestId('pick-card').click();
    await page.waitForURL(/\/generate\/selectCard$/);
    await page.locator(`[data-card="${card.id}"]`).waitFor();
    await screenshot(page, 'codes-select-card-en');
    await page.locator(`[data-card="${card.id}"]`).click();
    await page.waitForURL(/\/generate\?cardId=/);
    await expect.poll(() => page.getByTestId('card-free').textContent()).toBe(`${card.counts.free} free units`);

    // More than the free units is refused at the field; nothing is made.
    const quantity = page.getByPlaceholder(c.generate.quantityPlaceholder);
    await quantity.fill(String(card.counts.free + 1));
    await page.getByRole('button', { name: c.generate.submit, exact: true }).click();
    await expect.poll(() => fieldError(page, c.generate.quantity).textContent()).toBe(c.generate.quantityOverFree);
    await screenshot(page, 'codes-generate-over-free-en');
    expect((await recordsOf(token)).total).toBe(recordsBefore.total);

    await quantity.fill(String(QUANTITY));
    await page.locator('[data-format="STANDARD"]').click();
    await screenshot(page, 'codes-generate-form-en');
    await page.getByRole('button', { name: c.generate.submit, exact: true }).click();

    // The progress follows the task to the end; the address keeps it.
    await page.getByTestId('generation-started').waitFor();
    await page.waitForURL(/task=/);
    await expect.poll(() => page.getByTestId('codes-made').textContent(), { timeout: 30_000 }).toBe(`${QUANTITY} codes made`);
    expect(await page.locator('.task-progress [role="progressbar"]').getAttribute('aria-valuenow')).toBe('100');
    await screenshot(page, 'codes-generate-done-en');
    const taskId = new URL(page.url()).searchParams.get('task')!;
    expect((await recordsOf(token)).total).toBe(recordsBefore.total + 1);
    expect((await cardsOf(token)).list.find((item) => item.id === card.id)!.counts.free).toBe(card.counts.free - QUANTITY);

    // The codes: 50, in groups of 4; one is copied.
    await page.getByRole('button', { name: c.generate.viewCodes, exact: true }).click();
    await page.waitForURL(new RegExp(`/generate/cardNo/${taskId}$`));
    await waitForText(page, `${QUANTITY} codes`);
    const first = page.locator('[data-code-id]').first();
    const shown = (await first.getByTestId('code-text').textContent())!;
    expect(shown).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await first.getByRole('button').click();
    await waitForText(page, 'Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    await screenshot(page, 'codes-list-en');

    // A client, not logged in, redeems it for an existing account; typed in lower case with spaces.
    const visitor = await suite.phone();
    await goTo(visitor, suite.server, '/redeem');
    await visitor.getByPlaceholder(r.codePlaceholder).fill(copied.toLowerCase().replaceAll('-', ' '));
    await visitor.getByPlaceholder(r.targetPlaceholder).fill(client);
    await screenshot(visitor, 'redeem-form-en');
    await visitor.getByRole('button', { name: r.submit, exact: true }).click();
    await visitor.getByTestId('redeem-result').waitFor();
    await waitForText(visitor, r.done.RECHARGE_CARD);
    expect(await visitor.getByTestId('redeem-target').textContent()).toBe(client);
    expect(await visitor.getByTestId('redeem-expires').textContent()).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    await screenshot(visitor, 'redeem-result-en');

    // Again: the code is used.
    await visitor.getByRole('button', { name: r.again, exact: true }).click();
    await visitor.getByPlaceholder(r.codePlaceholder).fill(copied);
    await visitor.getByPlaceholder(r.targetPlaceholder).fill(client);
    await visitor.getByRole('button', { name: r.submit, exact: true }).click();
    await expect.poll(() => fieldError(visitor, r.code).textContent()).toBe(r.errors.used);
    await screenshot(visitor, 'redeem-used-en');

    // The seller sees it ACTIVATED for that account, and the record counts it.
    await page.getByRole('tab', { name: c.status.ACTIVATED }).click();
    await page.getByPlaceholder(c.codeList.search).fill(client);
    await expect.poll(() => page.locator('[data-code-id]').count()).toBe(1);
    const row = page.locator('[data-code-id]').first();
    expect(await row.getAttribute('data-status')).toBe('ACTIVATED');
    expect(await row.getByTestId('code-text').textContent()).toBe(shown);
    expect(await row.getByTestId('code-account').textContent()).toBe(client);
    expect(await row.getByTestId('code-status').textContent()).toBe(c.status.ACTIVATED);
    await screenshot(page, 'codes-list-activated-en');
    await goTo(page, suite.server, `/generate/detail/${taskId}`);
    await expect.poll(() => page.getByTestId('record-activated').textContent()).toBe('1');
    expect(await page.getByTestId('record-quantity').textContent()).toBe(String(QUANTITY));
    await screenshot(page, 'codes-record-en');
  });
});

describe('the code screens in every language', () => {
  for (const locale of ['en', 'es', 'pt'] as const) {
    it(`in ${locale}: empty for a new account, loading, failing, then the demo seller's records, a record, its codes and the redeem page`, async () => {
      const t = texts[locale];
      const account = await signUpAccount(suite.server);
      const page = await suite.phone();

      // Loading: the records wait.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/codes/**', async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await openAs(page, suite.server, account.token, '/home', locale);
      await page.goto(`${suite.server.url}/generate/recent`);
      // The screen is in (its title), its records show placeholders.
      await page.locator('.page__bar').getByText(t.codes.recent.title).waitFor();
      await page.locator('[data-loading="true"]').first().waitFor();
      await screenshot(page, `codes-recent-loading-${locale}`);
      const someTask = '0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31';
      await page.goto(`${suite.server.url}/generate/detail/${someTask}`);
      await page.locator('.page__bar').getByText(t.codes.detail.title).waitFor();
      await page.locator('[data-loading="true"]').first().waitFor();
      await screenshot(page, `codes-record-loading-${locale}`);
      await page.goto(`${suite.server.url}/generate/cardNo/${someTask}`);
      await page.getByPlaceholder(t.codes.codeList.search).waitFor();
      await page.locator('[data-loading="true"]').first().waitFor();
      await screenshot(page, `codes-codes-loading-${locale}`);
      await page.goto(`${suite.server.url}/generate/recent`);
      await page.locator('[data-loading="true"]').first().waitFor();
      release();
      await page.unroute('**/api/codes/**');

      // Empty: no generations, no cards.
      await page.getByTestId('recent-empty').waitFor();
      await screenshot(page, `codes-recent-empty-${locale}`);
      await goTo(page, suite.server, '/generate/list');
      await waitForText(page, t.codes.list.emptyTitle);
      await screenshot(page, `codes-list-empty-${locale}`);
      await goTo(page, suite.server, '/generate/selectCard');
      await waitForText(page, t.codes.selectCard.emptyTitle);
      await screenshot(page, `codes-select-card-empty-${locale}`);
      await goTo(page, suite.server, '/generate');
      await page.getByTestId('pick-card').waitFor();
      await screenshot(page, `codes-generate-no-card-${locale}`);

      // Failing: the lists and a record say so, with a retry; another's record is not found.
      await page.route('**/api/codes/**', (route) => route.fulfill({ status: 500, body: 'down' }));
      await goTo(page, suite.server, '/generate/recent');
      await page.getByRole('alert').first().waitFor();
      await screenshot(page, `codes-recent-failed-${locale}`);
      await goTo(page, suite.server, '/generate/detail/0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31');
      await page.getByRole('alert').first().waitFor();
      await screenshot(page, `codes-record-failed-${locale}`);
      await page.unroute('**/api/codes/**');
      const seller = await tokenOf(suite.server, SELLER.account);
      const [record] = (await recordsOf(seller)).list;
      await goTo(page, suite.server, `/generate/detail/${record.taskId}`);
      await page.getByTestId('record-missing').waitFor();
      await screenshot(page, `codes-record-missing-${locale}`);
      await goTo(page, suite.server, `/generate/cardNo/${record.taskId}`);
      await page.getByTestId('record-missing').waitFor();

      // The demo seller's screens.
      const view = await suite.phone();
      await openAs(view, suite.server, seller, '/stock', locale);
      await view.getByTestId('codes-entry').waitFor();
      await screenshot(view, `codes-stock-entry-${locale}`);
      await goTo(view, suite.server, '/generate/recent');
      await view.getByTestId('recent-records').waitFor();
      await screenshot(view, `codes-recent-${locale}`);
      await goTo(view, suite.server, '/generate/list');
      await view.locator('[data-task]').first().waitFor();
      await screenshot(view, `codes-records-${locale}`);
      await goTo(view, suite.server, `/generate/detail/${record.taskId}`);
      await view.getByTestId('record-detail').waitFor();
      await screenshot(view, `codes-record-${locale}`);
      await goTo(view, suite.server, `/generate/cardNo/${record.taskId}`);
      await view.locator('[data-code-id]').first().waitFor();
      await screenshot(view, `codes-codes-${locale}`);
      await view.getByRole('tab', { name: t.codes.status.LOCKED }).click();
      await waitForText(view, t.codes.codeList.noMatchTitle);
      await screenshot(view, `codes-codes-no-match-${locale}`);
      const card = (await cardsOf(seller)).list.find((item) => item.type === 'RECHARGE_CARD' && item.source === 'OWN')!;
      await goTo(view, suite.server, `/generate?cardId=${card.id}`);
      await view.getByTestId('card-free').waitFor();
      await view.getByPlaceholder(t.codes.generate.quantityPlaceholder).fill('2.5');
      await view.getByRole('button', { name: t.codes.generate.submit, exact: true }).click();
      await expect.poll(() => fieldError(view, t.codes.generate.quantity).textContent()).toBe(t.codes.generate.quantityWhole);
      await screenshot(view, `codes-generate-form-${locale}`);

      // The public redeem page: a code that cannot be ours, then an unknown one.
      const visitor = await suite.phone();
      await openAs(visitor, suite.server, '', '/redeem', locale);
      await visitor.getByPlaceholder(t.redeem.codePlaceholder).waitFor();
      await screenshot(visitor, `redeem-form-${locale}`);
      await visitor.getByPlaceholder(t.redeem.codePlaceholder).fill('ABCD-EFGH');
      await visitor.getByRole('button', { name: t.redeem.submit, exact: true }).click();
      await expect.poll(() => fieldError(visitor, t.redeem.code).textContent()).toBe(t.redeem.errors.notACode);
      await visitor.getByPlaceholder(t.redeem.codePlaceholder).fill('2345 6789 ABCD EFGH');
      await visitor.getByRole('button', { name: t.redeem.submit, exact: true }).click();
      await expect.poll(() => fieldError(visitor, t.redeem.code).textContent()).toBe(t.redeem.errors.unknown);
      await screenshot(visitor, `redeem-unknown-${locale}`);
    });
  }
});
