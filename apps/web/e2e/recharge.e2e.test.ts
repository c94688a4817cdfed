// Bulk recharge in the browser. The demo seller opens Recharge from home, picks the StarTV recharge
// card, is told at the field about more than 20 accounts and a duplicate, then recharges 5 accounts
// (3 of the demo's StarTV client accounts, 2 that do not exist) with 1 unit each: the result follows
// the task to the end and reads each account: the 3 recharged with their new expiry, the 2 others
// with the catalogue's reason (130026). The seller then undoes one account from the details after a
// confirmation: its units go back to free stock. Then every recharge screen in English, Spanish and
// Portuguese: a new account's empty states, the screens loading and failing, and the demo seller's.
import type { Page } from 'playwright-core';
import { errorMessage } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import { VALIDATION_TEXTS } from '@panel/domain/validation-texts';
import { describe, expect, it } from 'vitest';
import rechargeEn from '../src/features/recharge/locales.en';
import rechargeEs from '../src/features/recharge/locales.es';
import rechargePt from '../src/features/recharge/locales.pt';
import { ok, signUpAccount, tokenOf } from './support/api';
import { screenshot } from './support/browser';
import { goTo, logIn, openAs, useSuite, waitForText } from './support/suite';

const SELLER = { account: 'seller@example.com', password: 'Demo1234' };
/** The demo's StarTV client accounts (apps/server/src/seed/demo-recharge.ts) and two that do not exist. */
const EXISTING = ['STAR-100001', 'STAR-100002', 'STAR-100003'];
const UNKNOWN = ['STAR-404404', 'NOPE-77'];
const CARD = 'StarTV Gold 30 days';
const r = rechargeEn.recharge;
const texts = { en: rechargeEn.recharge, es: rechargeEs.recharge, pt: rechargePt.recharge };
const suite = useSuite();

type Card = { id: string; type: string; name: string; counts: { free: number } };
type Item = { account: string; status: string | null; errorCode: number | null; expiresAt: string | null; canUndo: boolean };
type Detail = { taskId: string; state: string; succeeded: number; failed: number; items: Item[] };
type Paged<T> = { list: T[]; total: number };

const rechargeCard = async (token: string) =>
  (await ok<Paged<Card>>(suite.server, 'GET', '/api/product/stock/list?type=RECHARGE_CARD&pageSize=50', { token })).list.find((card) => card.name === CARD)!;
const detailOf = (token: string, taskId: string) => ok<Detail>(suite.server, 'GET', `/api/recharge/${taskId}`, { token });
const rechargesOf = (token: string) => ok<Paged<{ taskId: string }>>(suite.server, 'GET', '/api/recharge/list', { token });

const accountsField = (page: Page) => page.locator('textarea[name="accounts"]');
const fieldError = (page: Page) => page.locator('.form-field', { has: accountsField(page) }).locator('.form-field__error');
const row = (page: Page, account: string) => page.locator(`[data-testid="results"] [data-account="${account}"]`);

describe('bulk recharge', () => {
  it('the demo seller recharges 5 accounts of which 2 fail, reads each result, then undoes one', async () => {
    const token = await tokenOf(suite.server, SELLER.account);
    const card = await rechargeCard(token);
    expect(card.type).toBe('RECHARGE_CARD');
    const freeBefore = card.counts.free;
    const before = (await rechargesOf(token)).total;

    const page = await suite.phone();
    await logIn(page, suite.server, SELLER);
    await page.getByTestId('recharge-entry').click();
    await page.waitForURL(/\/recharge$/);
    await page.getByTestId('pick-card').click();
    await page.waitForURL(/\/recharge\/selectCard$/);
    await page.locator(`button[data-card="${card.id}"]`).click();
    await page.waitForURL(/\/recharge$/);
    await expect.poll(() => page.getByTestId('card-free').textContent()).toBe(`${freeBefore} free units`);

    // More than 20 accounts, then a duplicate: said at the field with the domain's texts; nothing is sent.
    await accountsField(page).fill(Array.from({ length: 21 }, (_, index) => `X-${index}`).join(', '));
    await page.getByRole('button', { name: r.start.submit }).click();
    await expect.poll(() => fieldError(page).textContent()).toBe(VALIDATION_TEXTS.en['validation.accountsMax']);
    await accountsField(page).fill(`${EXISTING.join(' ')}, ${EXISTING[0]}`);
    await expect.poll(() => fieldError(page).textContent()).toBe(VALIDATION_TEXTS.en['validation.accountsDuplicate']);
    await waitForText(page, `Typed more than once: ${EXISTING[0]}`);
    expect((await rechargesOf(token)).total).toBe(before);

    // A pasted list: commas, spaces and new lines.
    await accountsField(page).fill(`${EXISTING[0]}, ${EXISTING[1]}\n${EXISTING[2]}  ${UNKNOWN[0]},${UNKNOWN[1]}`);
    await page.getByPlaceholder(r.start.quantityPlaceholder).fill('1');
    await expect.poll(() => page.getByTestId('summary-needed').textContent()).toBe('5');
    await expect.poll(() => page.getByTestId('summary-accounts').textContent()).toBe('5');
    await screenshot(page, 'recharge-flow-form-en');
    await page.getByRole('button', { name: r.start.submit }).click();
    await page.waitForURL(/\/recharge\/result\/[0-9a-f-]+$/);
    const taskId = page.url().split('/').at(-1)!;

    // The progress to the end, then each account's result.
    await page.getByTestId('task-result').waitFor();
    await expect.poll(() => page.getByTestId('task-counts').textContent()).toBe('5 of 5 done · 2 failed');
    await expect.poll(() => page.locator('[data-testid="results"] [data-status="SUCCESS"]').count()).toBe(3);
    const detail = await detailOf(token, taskId);
    expect(detail.items.map((item) => [item.account, item.status])).toEqual([
      ...EXISTING.map((account) => [account, 'SUCCESS']),
      ...UNKNOWN.map((account) => [account, 'FAILED']),
    ]);
    for (const item of detail.items.filter((found) => found.status === 'SUCCESS')) {
      await expect.poll(() => row(page, item.account).textContent()).toContain(`Expires ${formatDate(item.expiresAt!)}`);
    }
    for (const account of UNKNOWN) {
      await expect.poll(() => row(page, account).getAttribute('data-status')).toBe('FAILED');
      expect(await row(page, account).getByTestId('result-reason').textContent()).toBe(errorMessage(130026, 'en'));
    }
    await screenshot(page, 'recharge-flow-result-en');
    // Only the accounts recharged used units.
    expect((await rechargeCard(token)).counts.free).toBe(freeBefore - 3);

    // Undo one account from the details, after a confirmation.
    await page.getByTestId('open-detail').click();
    await page.waitForURL(new RegExp(`/recharge/detail/${taskId}$`));
    const undone = EXISTING[2]!;
    await expect.poll(() => row(page, UNKNOWN[0]!).getByTestId('undo').count()).toBe(0);
    await row(page, undone).getByTestId('undo').click();
    await page.getByRole('dialog').getByText(r.detail.undoTitle).waitFor();
    await screenshot(page, 'recharge-undo-confirm-en');
    await page.getByRole('dialog').getByRole('button', { name: r.detail.undoConfirm }).click();
    await expect.poll(() => row(page, undone).getAttribute('data-status')).toBe('UNDONE');
    await expect.poll(() => row(page, undone).getByTestId('undo').count()).toBe(0);
    await screenshot(page, 'recharge-undone-en');
    const after = await detailOf(token, taskId);
    expect(after.items.find((item) => item.account === undone)!.status).toBe('UNDONE');
    expect(after.items.filter((item) => item.status === 'SUCCESS').map((item) => item.account)).toEqual(EXISTING.slice(0, 2));
    expect((await rechargeCard(token)).counts.free).toBe(freeBefore - 2);

    // The units each account used, the undone one marked.
    await page.getByTestId('open-units').click();
    await page.waitForURL(new RegExp(`/recharge/cardList/${taskId}$`));
    await expect.poll(() => page.locator(`[data-account]`).count()).toBe(3);
    await page.getByPlaceholder(r.cardList.search).fill(EXISTING[0]!);
    await expect.poll(() => page.locator('[data-account]').count()).toBe(1);
    await screenshot(page, 'recharge-flow-units-en');
  });
});

describe('the recharge screens in every language', () => {
  for (const locale of ['en', 'es', 'pt'] as const) {
    it(`in ${locale}: empty for a new account, loading, failing, then the demo seller's form, recharges, a recharge and its units`, async () => {
      const t = texts[locale];
      const account = await signUpAccount(suite.server);
      const page = await suite.phone();

      // Loading: the recharges wait.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/recharge/**', async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await openAs(page, suite.server, account.token, '/home', locale);
      await page.goto(`${suite.server.url}/recharge/recent`);
      await page.locator('[data-loading="true"]').first().waitFor();
      await screenshot(page, `recharge-recent-loading-${locale}`);
      release();
      await page.unroute('**/api/recharge/**');

      // Empty: no recharges, no accounts recharged, no recharge cards.
      await page.getByTestId('recent-empty').waitFor();
      await screenshot(page, `recharge-recent-empty-${locale}`);
      await goTo(page, suite.server, '/recharge/list');
      await waitForText(page, t.list.emptyTitle);
      await screenshot(page, `recharge-list-empty-${locale}`);
      await goTo(page, suite.server, '/recharge/historyAccount');
      await page.getByTestId('history-empty').waitFor();
      await screenshot(page, `recharge-history-empty-${locale}`);
      await goTo(page, suite.server, '/recharge/selectCard');
      await waitForText(page, t.selectCard.emptyTitle);
      await screenshot(page, `recharge-select-card-empty-${locale}`);
      await goTo(page, suite.server, '/recharge');
      await page.getByTestId('pick-card').waitFor();
      await screenshot(page, `recharge-form-empty-${locale}`);

      // Failing: the lists and a recharge say so, with a retry; another's recharge is not found.
      await page.route('**/api/recharge/**', (route) => route.fulfill({ status: 500, body: 'down' }));
      await goTo(page, suite.server, '/recharge/recent');
      await page.getByRole('alert').first().waitFor();
      await screenshot(page, `recharge-recent-failed-${locale}`);
      await goTo(page, suite.server, '/recharge/detail/0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31');
      await page.getByRole('alert').first().waitFor();
      await screenshot(page, `recharge-detail-failed-${locale}`);
      await page.unroute('**/api/recharge/**');
      const seller = await tokenOf(suite.server, SELLER.account);
      const [recharge] = (await rechargesOf(seller)).list;
      await goTo(page, suite.server, `/recharge/detail/${recharge!.taskId}`);
      await page.getByTestId('recharge-missing').waitFor();
      await screenshot(page, `recharge-detail-missing-${locale}`);

      // The demo seller's screens.
      const view = await suite.phone();
      await openAs(view, suite.server, seller, '/home', locale);
      await view.getByTestId('recharge-entry').waitFor();
      await goTo(view, suite.server, '/recharge');
      await view.getByTestId('offered-accounts').waitFor();
      await screenshot(view, `recharge-form-${locale}`);
      await goTo(view, suite.server, '/recharge/historyAccount');
      await view.getByTestId('history-done').waitFor();
      await screenshot(view, `recharge-history-${locale}`);
      await goTo(view, suite.server, '/recharge/recent');
      await view.getByTestId('recent-recharges').waitFor();
      await screenshot(view, `recharge-recent-${locale}`);
      await goTo(view, suite.server, '/recharge/list?status=COMPLETED');
      await waitForText(view, t.list.COMPLETED);
      await screenshot(view, `recharge-list-${locale}`);
      await goTo(view, suite.server, `/recharge/result/${recharge!.taskId}`);
      await view.getByTestId('task-result').waitFor();
      await view.locator('[data-testid="results"] [data-status="FAILED"]').first().waitFor();
      await expect.poll(() => view.locator('[data-testid="result-reason"]').first().textContent()).toBe(errorMessage(130026, locale));
      await screenshot(view, `recharge-result-${locale}`);
      await goTo(view, suite.server, `/recharge/detail/${recharge!.taskId}`);
      await view.getByTestId('recharge-detail').waitFor();
      await waitForText(view, t.detail.results);
      await screenshot(view, `recharge-detail-${locale}`);
      await goTo(view, suite.server, `/recharge/cardList/${recharge!.taskId}`);
      await waitForText(view, t.cardList.title);
      await screenshot(view, `recharge-units-${locale}`);
    });
  }
});
