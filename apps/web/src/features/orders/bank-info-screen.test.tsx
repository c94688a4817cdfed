// Where to pay an offline order whose store has no bank account (21008) against a stubbed network:
// the message comes with the store's contacts, each a way to reach the seller; a store that blocked
// the buyer shows none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@panel/domain/errors';
import { changeLocale } from '../../lib/i18n';
import { renderScreens } from '../../shared/stock-work/render-screens';
import { actAsync, waitFor, type Rendered } from '../../test/render';
import BankInfoScreen from './bank-info-screen';

const ORDER_ID = '0b0c8f9e-1d2a-4b3c-9d4e-5f6a7b8c9d0e';
const STORE_ID = '7e6d5c4b-3a29-4187-b6a5-948372615041';
const CONTACTS = { phone: '+5511999990000', email: 'sales@cards.test', website: null, telegram: '@cardstore', facebook: null, instagram: null };
let view: Rendered | undefined;
/** Whether the stub has answered the store's detail (the read the contacts come from). */
let storeAnswered = false;

async function openWith(contacts: typeof CONTACTS | null, locale: 'en' | 'es' = 'en') {
  await changeLocale(locale);
  storeAnswered = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://panel.test');
      if (pathname === `/api/order/bank-info/${ORDER_ID}`) {
        return new Response(
          JSON.stringify({ respCode: ERROR_CODES.PAYMENT_ACCOUNT_UNAVAILABLE, message: 'Payment account unavailable, please contact the seller', data: null }),
        );
      }
      let data: unknown = null;
      if (pathname === `/api/order/detail/${ORDER_ID}`) data = { id: ORDER_ID, store: { id: STORE_ID, uid: '200200', name: 'Card Store', avatar: null } };
      else if (pathname === `/api/store/detail/${STORE_ID}`) {
        data = {
          id: STORE_ID,
          uid: '200200',
          name: 'Card Store',
          avatar: null,
          contacts,
          followerCount: null,
          relation: contacts ? 'ACCEPTED' : 'BLOCKED',
          followId: null,
          currentFollow: null,
        };
        storeAnswered = true;
      }
      return new Response(JSON.stringify({ respCode: 200, message: 'm', data }));
    }),
  );
  ({ view } = await renderScreens([{ path: '/bankInfo/:id', element: <BankInfoScreen /> }], `/bankInfo/${ORDER_ID}`));
}
afterEach(() => {
  vi.unstubAllGlobals();
  view?.unmount();
  view = undefined;
});

/** An element of the screen by its test id (a descendant with two ids). */
const $ = (testIds: string) =>
  document.querySelector<HTMLElement>(
    testIds
      .split(' ')
      .map((testId) => `[data-testid="${testId}"]`)
      .join(' '),
  );

describe('bank information of a store with no bank account', () => {
  it("says so with the store's contacts beside the message, each a link to the seller", async () => {
    await openWith(CONTACTS);
    await waitFor(() => expect($('bank-unavailable store-contacts')).not.toBeNull());
    const state = $('bank-unavailable')!;
    expect(state.textContent).toContain('Payment account unavailable, please contact the seller');
    expect(state.textContent).toContain('Contact Card Store');
    expect(state.querySelector('a[href="tel:+5511999990000"]')).not.toBeNull();
    expect(state.querySelector('a[href="mailto:sales@cards.test"]')).not.toBeNull();
    expect(state.querySelector('a[href="https://t.me/cardstore"]')).not.toBeNull();
    expect(state.textContent).not.toContain('Website');
  });

  it('speaks the panel language', async () => {
    await openWith(CONTACTS, 'es');
    await waitFor(() => expect($('store-contacts')).not.toBeNull());
    expect($('store-contacts')!.textContent).toContain('Contacta con Card Store');
    expect($('store-contacts')!.textContent).toContain('Teléfono');
  });

  it('shows no contacts from a store that blocked the buyer', async () => {
    await openWith(null);
    await waitFor(() => expect($('bank-unavailable')).not.toBeNull());
    // Once the store's answer is in and its update has rendered (the query's notice comes in a task
    // of its own), the contacts are still not there.
    await waitFor(() => expect(storeAnswered).toBe(true));
    await actAsync(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await actAsync(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect($('store-contacts')).toBeNull();
  });
});
