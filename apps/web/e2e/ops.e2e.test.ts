// The platform operator in the browser: logs in, goes from "me" to Operations, sees the demo
// buyer's top-up waiting, opens it (its voucher picture loads), confirms it with the amount that
// arrived (asked once more with that amount), the buyer's wallet grows by exactly that, and the
// confirmation is in the action log. Anyone else opening /ops gets the not-found screen and has no
// way there from "me".
import { describe, expect, it } from 'vitest';
import opsEn from '../src/features/ops/locales.en';
import opsEntryEn from '../src/shared/ops/locales.en';
import { ok, tokenOf } from './support/api';
import { screenshot } from './support/browser';
import { goTo, logIn, openAs, useSuite, waitForText } from './support/suite';
import { en } from './support/texts';

const OPERATOR = { account: 'ops@example.com', password: 'Demo1234' };
const BUYER = 'buyer@example.com';
/** What reached the platform's bank for the demo top-up of 120.00 (the transfer lost a bank fee). */
const RECEIVED = '118.50';

const o = opsEn.ops;
const suite = useSuite();

type Wallet = { balance: string; incoming: string };
type TopUpPage = { list: { id: string; reference: string; amount: string; user: { nickname: string } }[]; total: number };

describe('the platform operator', () => {
  it('confirms the waiting top-up with the amount received, and finds it in the action log', async () => {
    const buyer = await tokenOf(suite.server, BUYER);
    const before = await ok<Wallet>(suite.server, 'GET', '/api/vcoin/wallet', { token: buyer });
    const operator = await tokenOf(suite.server, OPERATOR.account);
    const waiting = await ok<TopUpPage>(suite.server, 'GET', '/api/ops/topups?status=WAITING_REVIEW', { token: operator });
    expect(waiting.total).toBe(1);
    const [topUp] = waiting.list;

    const page = await suite.phone();
    await logIn(page, suite.server, OPERATOR);
    await goTo(page, suite.server, '/me');
    await page.getByText(opsEntryEn.opsEntry.title, { exact: true }).click();
    await page.waitForURL(/\/ops$/);
    await expect.poll(() => page.getByTestId('ops-topups-waiting').textContent()).toContain('1');
    await screenshot(page, 'ops-overview');

    await page.getByTestId('ops-topups-waiting').click();
    await page.waitForURL(/\/ops\/topups$/);
    const row = page.getByTestId('ops-topup-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(topUp!.reference);
    await row.click();
    await page.waitForURL(new RegExp(`/ops/topups/${topUp!.id}$`));
    expect(await page.getByTestId('ops-topup-reference').textContent()).toBe(topUp!.reference);
    expect(await page.getByTestId('ops-topup-amount').textContent()).toBe(`${topUp!.amount} VCoin`);
    await expect.poll(() => page.locator('.voucher-files__thumb img').count()).toBe(1);
    await screenshot(page, 'ops-topup-waiting');

    await page.getByRole('button', { name: o.topup.confirm, exact: true }).click();
    const sheet = page.getByRole('form', { name: o.confirm.title });
    const amount = sheet.getByLabel(o.confirm.label);
    expect(await amount.inputValue()).toBe(topUp!.amount);
    await amount.fill(RECEIVED);
    await sheet.getByRole('button', { name: o.confirm.submit, exact: true }).click();
    const ask = page.getByRole('dialog');
    await waitForText(page, o.confirm.askTitle.replace('{{amount}}', RECEIVED));
    await screenshot(page, 'ops-topup-confirm-ask');
    await ask.getByText(o.confirm.askGo, { exact: true }).click();
    await waitForText(page, o.confirm.done.replace('{{amount}}', RECEIVED));
    await expect.poll(() => page.getByTestId('ops-topup-status').textContent()).toBe(o.status.CONFIRMED);
    expect(await page.getByTestId('ops-topup-received').textContent()).toBe(`${RECEIVED} VCoin`);
    await screenshot(page, 'ops-topup-confirmed');

    const after = await ok<Wallet>(suite.server, 'GET', '/api/vcoin/wallet', { token: buyer });
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(cents(after.balance) - cents(before.balance)).toBe(cents(RECEIVED));

    await goTo(page, suite.server, '/ops/actions');
    const newest = page.getByTestId('ops-action-row').first();
    await expect.poll(() => newest.getAttribute('data-action')).toBe('TOP_UP_CONFIRMED');
    const text = await newest.textContent();
    expect(text).toContain(o.actions.names.TOP_UP_CONFIRMED);
    expect(text).toContain(topUp!.reference);
    expect(text).toContain(`${o.actions.detail.received}: ${RECEIVED}`);
    await screenshot(page, 'ops-actions');
  });

  it('is the only one who sees the operations screens', async () => {
    const page = await suite.phone();
    await openAs(page, suite.server, await tokenOf(suite.server, BUYER), '/ops');
    await waitForText(page, en.notFound.title, true);
    await goTo(page, suite.server, '/ops/topups');
    await waitForText(page, en.notFound.title, true);
    await screenshot(page, 'ops-not-found-buyer');
    await goTo(page, suite.server, '/me');
    await waitForText(page, en.me.logout, true);
    expect(await page.getByText(opsEntryEn.opsEntry.title, { exact: true }).count()).toBe(0);
  });
});
