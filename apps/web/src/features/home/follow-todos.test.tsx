// Home's to-dos against a stubbed network: every kind of waiting work a person can act on is a row
// with its count and a way to it (a seller's new unpaid orders, an operator's top-ups), and "nothing
// to do" shows only when nothing waits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { actAsync, waitFor, type Rendered } from '../../test/render';
import { FollowTodos } from './follow-todos';

const ZERO = { waitingPayment: 0, vouchersToReview: 0, storeOrdersWaitingPayment: 0, topUpsToReview: 0, offlineListingsWithoutAccount: 0 };
let view: Rendered | undefined;

async function openWith(todo: typeof ZERO) {
  await changeLocale('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://panel.test');
      let data: unknown = null;
      if (pathname === '/api/order/todo') data = todo;
      else if (pathname.includes('statistic')) data = { pendingRequests: 0, myPendingRequests: 0 };
      return new Response(JSON.stringify({ respCode: 200, message: 'm', data }));
    }),
  );
  ({ view } = await renderScreens(
    [
      { path: '/home', element: <FollowTodos /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    '/home',
  ));
}
afterEach(() => {
  view?.unmount();
  view = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const $ = (selector: string) => document.querySelector<HTMLElement>(selector);

describe("home's to-dos", () => {
  it("counts a seller's new orders not paid yet, and opens them", async () => {
    await openWith({ ...ZERO, storeOrdersWaitingPayment: 3 });
    await waitFor(() => expect($('[data-testid="todo-store-orders-waiting-payment"]')).not.toBeNull());
    expect($('[data-testid="todo-store-orders-waiting-payment"]')!.textContent).toContain('3 new orders at your store, not paid yet');
    expect(document.body.textContent).not.toContain('Nothing to do');
    await actAsync(() => $('[data-testid="todo-store-orders-waiting-payment"]')!.click());
    await waitFor(() => expect($('[data-testid="elsewhere"]')).not.toBeNull());
  });

  it('says listings offer offline transfer without a bank account, and opens the bank accounts', async () => {
    await openWith({ ...ZERO, offlineListingsWithoutAccount: 2 });
    await waitFor(() => expect($('[data-testid="todo-offline-without-account"]')).not.toBeNull());
    expect($('[data-testid="todo-offline-without-account"]')!.textContent).toContain('2 listings offer offline transfer, but your store has no bank account');
    expect(document.body.textContent).not.toContain('Nothing to do');
    await actAsync(() => $('[data-testid="todo-offline-without-account"]')!.click());
    await waitFor(() => expect($('[data-testid="elsewhere"]')).not.toBeNull());
  });

  it("counts an operator's top-ups waiting for review", async () => {
    await openWith({ ...ZERO, topUpsToReview: 1 });
    await waitFor(() => expect($('[data-testid="todo-top-ups-to-review"]')).not.toBeNull());
    expect($('[data-testid="todo-top-ups-to-review"]')!.textContent).toContain('1 VCoin top-up to review');
  });

  it('says nothing to do only when nothing waits', async () => {
    await openWith(ZERO);
    await waitFor(() => expect(document.body.textContent).toContain('Nothing to do'));
    expect($('[data-testid^="todo-"]')).toBeNull();
  });
});
