// The transfer screen against a stubbed network: the recipient is looked up before anything can be
// confirmed (an unknown UID is said at the field), an amount above what is available offers Buy VCoin
// and sends nothing, a wrong payment password is said and cleared, one submit attempt keeps its
// Idempotency-Key across a retry after no answer while a new attempt gets a new one, 140029 shows the
// wait, and without a payment password the screen leads to setting it.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdnDomainQuery, currentUserQuery } from '../../lib/boot-queries';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { actAsync, render, waitFor, type Rendered } from '../../test/render';
import accountTexts from '../../shared/accounts/locales.en';
import en from './locales.en';
import TransferScreen from './transfer-screen';

const w = en.wallet.transfer;
const ME = {
  id: 'u1',
  uid: '100100',
  nickname: 'Me',
  email: 'me@example.com',
  phone: null,
  avatar: null,
  roles: [],
  store: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const RESELLER = { uid: '200200', nickname: 'Reseller One', avatar: null };
const WALLET = { balance: '100.00', available: '80.00', held: '20.00', incoming: '0.00', hasPaymentPassword: true };
const RECEIPT = { recordId: '7', transactionId: 'tx-1', amount: '12.50', balanceAfter: '87.50', to: RESELLER, createdAt: '2025-01-02T03:04:05.000Z' };

type Answer = { respCode: number; data?: unknown; message?: string } | 'offline';
let wallet: typeof WALLET;
let transfers: Answer[];
let sent: { key: string | null; body: Record<string, unknown> }[];
const realFetch = globalThis.fetch;
let view: Rendered | undefined;
let router: ReturnType<typeof createMemoryRouter>;

beforeEach(async () => {
  await changeLocale('en');
  wallet = { ...WALLET };
  transfers = [];
  sent = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://panel.test').pathname;
    let answer: Answer = { respCode: 200, data: null };
    if (path === '/api/vcoin/wallet') answer = { respCode: 200, data: wallet };
    else if (path === `/api/vcoin/recipient/${RESELLER.uid}`) answer = { respCode: 200, data: RESELLER };
    else if (path === '/api/vcoin/recipient/777') answer = { respCode: 140029, message: 'Wait 15 minutes', data: { minutes: 15, seconds: 900 } };
    else if (path.startsWith('/api/vcoin/recipient/')) answer = { respCode: 130026, message: 'The account does not exist' };
    else if (path === '/api/vcoin/transfer') {
      sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) as Record<string, unknown> });
      answer = transfers.shift() ?? { respCode: 200, data: RECEIPT };
    }
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: 'm', data: null, ...answer }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

async function open() {
  const client: QueryClient = createQueryClient();
  client.setQueryData(currentUserQuery.queryKey, ME);
  client.setQueryData(cdnDomainQuery.queryKey, 'http://cdn.test');
  router = createMemoryRouter(
    [
      { path: '/me/VCoinTransfer', element: <TransferScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/me/VCoinTransfer'] },
  );
  view = await render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const text = () => view!.container.textContent ?? '';
const input = (placeholder: string) => view!.container.querySelector<HTMLInputElement>(`input[placeholder^="${placeholder}"]`)!;
const button = (name: string) => [...view!.container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;
async function type(placeholder: string, value: string) {
  await waitFor(() => expect(input(placeholder)).toBeTruthy());
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(placeholder), value);
    input(placeholder).dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (name: string) => actAsync(() => button(name).click());

/** Types a recipient and an amount, then goes on to the confirmation. */
async function toConfirmation(amount = '12,5') {
  await type(w.uidPlaceholder, RESELLER.uid);
  await type('For example', amount);
  await press(w.next);
  await waitFor(() => expect(view!.container.querySelector('[data-testid="transfer-confirm"]')).not.toBeNull());
}
const confirmWith = async (password: string) => {
  await type(w.passwordPlaceholder, password);
  await press(w.submit);
};

describe('the transfer screen', () => {
  it('says at the field that no user has an unknown UID, and shows the recipient of a known one', async () => {
    await open();
    await type(w.uidPlaceholder, '999');
    await press(w.lookUp);
    await waitFor(() => expect(text()).toContain(w.uidUnknown));

    await type(w.uidPlaceholder, RESELLER.uid);
    await press(w.lookUp);
    await waitFor(() => expect(text()).toContain(RESELLER.nickname));
    expect(text()).not.toContain(w.uidUnknown);
  });

  it('says at the field that too many UIDs were looked up when the server counts one too many (140029)', async () => {
    await open();
    await type(w.uidPlaceholder, '777');
    await press(w.lookUp);
    await waitFor(() => expect(text()).toContain(w.lookUpTooMany));
    expect(text()).not.toContain(w.lookUpFailed);
  });

  it('refuses more than is available with a way to buy VCoin, and sends nothing', async () => {
    await open();
    await type(w.uidPlaceholder, RESELLER.uid);
    await type('For example', '80,01');
    await press(w.next);
    await waitFor(() => expect(text()).toContain(w.amountOverAvailable));
    expect(view!.container.querySelector('[data-testid="buy-more"]')).not.toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('clears a wrong payment password and says so; a new attempt gets a new key, a retry after no answer the same', async () => {
    transfers = [{ respCode: 1000064, message: 'Wrong payment password' }, 'offline', 'offline'];
    await open();
    await toConfirmation();
    expect(text()).toContain('12.50 VCoin');

    await confirmWith('111111');
    await waitFor(() => expect(text()).toContain(accountTexts.paymentPasswordUi.wrong));
    expect(input(w.passwordPlaceholder).value).toBe('');
    expect(sent[0].body).toEqual({ toUid: RESELLER.uid, amount: '12.50', note: null, paymentPassword: '111111' });

    // No answer (the mutation asks once more itself): said, and the same attempt keeps its key.
    await confirmWith('246810');
    await waitFor(() => expect(view!.container.querySelector('[data-testid="outcome-unknown"]')).not.toBeNull());
    expect(sent).toHaveLength(3);
    expect(sent[1].key).not.toBe(sent[0].key);
    expect(sent[2].key).toBe(sent[1].key);

    await press('Check again');
    await waitFor(() => expect(view!.container.querySelector('[data-testid="transfer-receipt"]')).not.toBeNull());
    expect(sent).toHaveLength(4);
    expect(sent[3].key).toBe(sent[1].key);
    expect(text()).toContain('87.50 VCoin');
    expect(text()).toContain(w.viewRecord);
  });

  it('shows the wait after too many tries, with the button off', async () => {
    transfers = [{ respCode: 140029, data: { seconds: 42 }, message: 'Operation too frequent' }];
    await open();
    await toConfirmation();
    await confirmWith('246810');
    await waitFor(() => expect(view!.container.querySelector('[data-testid="transfer-wait"]')?.textContent).toContain('42 seconds'));
    expect(button(w.submit).disabled).toBe(true);
  });

  it('goes back to the amount with a way to buy VCoin when the wallet no longer holds enough (150009)', async () => {
    transfers = [{ respCode: 150009, message: 'Insufficient VCoin' }];
    await open();
    await toConfirmation();
    await confirmWith('246810');
    await waitFor(() => expect(text()).toContain(w.amountOverAvailable));
    expect(view!.container.querySelector('[data-testid="buy-more"]')).not.toBeNull();
  });

  it('without a payment password leads to setting it first', async () => {
    wallet = { ...WALLET, hasPaymentPassword: false };
    await open();
    await waitFor(() => expect(text()).toContain(w.needPasswordTitle));
    expect(input(w.uidPlaceholder)).toBeNull();
    await press(w.setPassword);
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/vcoinPasswordSet'));
  });
});
